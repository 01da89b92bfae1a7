#if canImport(Glibc)
  import Glibc
#endif

/// A private temporary folder for generated journals, removed at the end.
struct Scratch {
  var path: String

  static func make() -> Scratch {
    let base = ProcessInfoLite.environment("TMPDIR") ?? "/tmp"
    var template = Array("\(base)/daybook-bench-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.flatMap(mkdtemp).map { String(cString: $0) }
    }
    guard let made else {
      Output.error("cannot create a folder in \(base)")
      exit(1)
    }
    return Scratch(path: made)
  }

  static func makeFolder(_ path: String) throws {
    var current = path.hasPrefix("/") ? "" : "."
    for component in path.split(separator: "/") {
      current += "/" + component
      if mkdir(current, 0o700) != 0 && errno != EEXIST {
        throw Options.UsageError(description: "cannot create \(current)")
      }
    }
  }

  /// Deletes the files this program put in the folder, then the folder.
  func remove() {
    guard let directory = opendir(path) else { return }
    var names: [String] = []
    while let item = readdir(directory) {
      let name = withUnsafeBytes(of: item.pointee.d_name) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    closedir(directory)
    for name in names { unlink("\(path)/\(name)") }
    rmdir(path)
  }
}

enum ProcessInfoLite {
  static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
  }
}
