#if canImport(Glibc)
  import Glibc
#endif

struct FileError: Error {}

/// A new private folder under /tmp.
func temporaryFolder() throws -> String {
  var template = Array("/tmp/daybook-test-XXXXXX".utf8CString)
  let made = template.withUnsafeMutableBufferPointer { buffer in
    buffer.baseAddress.flatMap { mkdtemp($0) }
  }
  guard made != nil else { throw FileError() }
  return String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

func makeFolder(_ path: String) {
  mkdir(path, 0o700)
}

func writeFile(_ path: String, _ text: String) throws {
  guard let file = fopen(path, "wb") else { throw FileError() }
  defer { fclose(file) }
  let bytes = Array(text.utf8)
  guard fwrite(bytes, 1, bytes.count, file) == bytes.count else { throw FileError() }
}

/// Removes a folder made by `temporaryFolder` (no shell involved).
func removeTree(_ path: String) {
  guard path.hasPrefix("/tmp/daybook-test-") else { return }
  if let directory = opendir(path) {
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name == "." || name == ".." { continue }
      let child = path + "/" + name
      var info = stat()
      if lstat(child, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR {
        removeTree(child)
      } else {
        unlink(child)
      }
    }
    closedir(directory)
  }
  rmdir(path)
}
