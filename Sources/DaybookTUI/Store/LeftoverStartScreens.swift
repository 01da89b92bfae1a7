#if canImport(Glibc)
  import Glibc
#endif

/// Removes the screens an earlier Daybook kept in the user's cache.
///
/// Versions before this one kept the start screen, with the first lines of an entry and todo
/// titles, in `$XDG_CACHE_HOME/daybook/screen-<16 hex digits>` (default `~/.cache`), written
/// through `screen-<hex>.<pid>.tmp`. That was diary text outside the journal, so each start
/// removes what is left of it: only regular files with exactly those names that begin with
/// the header those versions wrote. The folder is opened without following a symlink, and
/// every file is looked at and removed relative to it, so a link planted in its place or in
/// it is never followed. The folder goes too when nothing else is left in it.
enum LeftoverStartScreens {
  /// The first line every kept screen began with.
  static let header = Array("daybook start screen 1\njournal ".utf8)

  /// The folder the old screens were kept in, or nil when no cache folder can be named.
  static func folder(environment: [String: String]) -> String? {
    if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
      return cache + "/daybook"
    }
    if let home = environment["HOME"], home.hasPrefix("/") {
      return home + "/.cache/daybook"
    }
    return nil
  }

  /// Removes the kept screens under `environment`'s cache folder; returns the names removed.
  @discardableResult
  static func remove(environment: [String: String]) -> [String] {
    guard let folder = folder(environment: environment) else { return [] }
    return remove(in: folder)
  }

  /// Removes the kept screens in `folder`; returns the names removed.
  @discardableResult
  static func remove(in folder: String) -> [String] {
    let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else { return [] }
    // closedir closes the descriptor; close it here only when fdopendir did not take it.
    guard let directory = fdopendir(descriptor) else {
      close(descriptor)
      return []
    }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name == "." || name == ".." { continue }
      if isKeptScreenName(name), isKeptScreen(name, in: descriptor) {
        names.append(name)
      }
    }
    var removed: [String] = []
    for name in names where unlinkat(descriptor, name, 0) == 0 {
      removed.append(name)
    }
    closedir(directory)
    // The folder was theirs when they were in it; rmdir leaves it when anything else is.
    if !removed.isEmpty { rmdir(folder) }
    return removed
  }

  /// `screen-` and 16 lowercase hex digits, optionally followed by `.<pid>.tmp`.
  static func isKeptScreenName(_ name: String) -> Bool {
    let bytes = Array(name.utf8)
    let prefix = Array("screen-".utf8)
    guard bytes.count >= prefix.count + 16, bytes.starts(with: prefix) else { return false }
    let hash = bytes[prefix.count..<prefix.count + 16]
    guard hash.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) }) else {
      return false
    }
    let rest = bytes[(prefix.count + 16)...]
    if rest.isEmpty { return true }
    // `.<pid>.tmp`
    guard rest.first == 46, rest.count > 5, rest.suffix(4).elementsEqual(".tmp".utf8) else {
      return false
    }
    let pid = rest.dropFirst().dropLast(4)
    return pid.allSatisfy { (48...57).contains($0) }
  }

  /// A regular file (not a link) in `folder` that begins with the kept screen's header.
  static func isKeptScreen(_ name: String, in folder: Int32) -> Bool {
    let file = openat(folder, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard file >= 0 else { return false }
    defer { close(file) }
    var info = stat()
    guard fstat(file, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return false }
    var head = [UInt8](repeating: 0, count: header.count)
    let count = head.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
    return count == header.count && head == header
  }
}
