#if canImport(Glibc)
  import Glibc
#endif

/// A folder Daybook owns (the sync mirror, the attachments folder) whose files are opened
/// relative to it, one name at a time, never following a link: a symbolic link or a `..`
/// planted inside can never make a write, a read or a removal land outside.
///
/// Folders are made 0700 and files 0600 whatever the umask. A symbolic link found where a
/// folder should be (a mirror written by an older Daybook that checked one out) is removed
/// (the link only, never what it points at) and a real folder made in its place.
struct ContainedFolder {
  /// The folder's path, for messages.
  let path: String

  init(_ path: String) { self.path = path }

  /// Why a path inside the folder could not be used.
  struct Failure: Error, Equatable {
    var path: String
    var reason: String
  }

  /// Opens the folder itself (not following a link in its last name).
  private func openRoot(create: Bool) throws -> Int32? {
    var descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    if descriptor < 0, errno == ENOENT {
      guard create else { return nil }
      try Journal.makeDirectories(path)
      descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    }
    guard descriptor >= 0 else { throw failure(path) }
    return descriptor
  }

  private func failure(_ name: String, _ code: Int32 = errno) -> Failure {
    Failure(path: name, reason: String(cString: strerror(code)))
  }

  /// The names of a relative path, refusing empty, `.` and `..` names and absolute paths.
  static func names(_ relative: String) -> [String]? {
    let names = relative.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard !names.isEmpty,
      names.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." && !$0.utf8.contains(0) })
    else { return nil }
    return names
  }

  /// Runs `body` with a descriptor on the folder holding `relative`'s last name (made when
  /// `create`) and that name; nil when a folder on the way is missing.
  private func withParent<T>(
    of relative: String, create: Bool, _ body: (Int32, String) throws -> T
  ) throws -> T? {
    guard let names = ContainedFolder.names(relative) else {
      throw Failure(path: relative, reason: "not a path inside the folder")
    }
    guard let folder = try openFolder(names.dropLast(), create: create) else { return nil }
    defer { close(folder) }
    return try body(folder, names[names.count - 1])
  }

  /// A descriptor on the folder at `names` under the top (made when `create`); nil when
  /// one is missing and not `create`.
  private func openFolder(_ names: ArraySlice<String>, create: Bool) throws -> Int32? {
    guard var current = try openRoot(create: create) else { return nil }
    for name in names {
      var next = openat(current, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
      if next < 0, create, errno == ENOENT || errno == ELOOP || errno == ENOTDIR {
        if errno != ENOENT {
          // Only a link is replaced; a real file in the way is an error.
          var info = stat()
          guard fstatat(current, name, &info, AT_SYMLINK_NOFOLLOW) == 0,
            (info.st_mode & S_IFMT) == S_IFLNK, unlinkat(current, name, 0) == 0
          else {
            close(current)
            throw failure(name, ENOTDIR)
          }
        }
        if mkdirat(current, name, 0o700) != 0 && errno != EEXIST {
          let code = errno
          close(current)
          throw failure(name, code)
        }
        next = openat(current, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        if next >= 0 { _ = fchmod(next, 0o700) }
      }
      let code = errno
      close(current)
      guard next >= 0 else {
        if !create, code == ENOENT || code == ENOTDIR || code == ELOOP { return nil }
        throw failure(name, code)
      }
      current = next
    }
    return current
  }

  /// The bytes of a file inside the folder; nil when it is missing or not a plain file.
  func read(_ relative: String) throws -> [UInt8]? {
    try withParent(of: relative, create: false) { folder, name -> [UInt8]? in
      let descriptor = openat(folder, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
      guard descriptor >= 0 else { return nil }
      defer { close(descriptor) }
      var info = stat()
      guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
      var bytes: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 65_536)
      while true {
        let count = buffer.withUnsafeMutableBytes {
          Glibc.read(descriptor, $0.baseAddress, $0.count)
        }
        if count < 0 && errno == EINTR { continue }
        if count <= 0 { break }
        bytes += buffer[0..<count]
      }
      return bytes
    } ?? nil
  }

  /// True when something (a file, a folder, a link) has `relative`'s name.
  func exists(_ relative: String) throws -> Bool {
    try withParent(of: relative, create: false) { folder, name in
      var info = stat()
      return fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0
    } ?? false
  }

  /// Removes the file at `relative` (a link is removed, not followed); true when it was there.
  @discardableResult
  func remove(_ relative: String) throws -> Bool {
    try withParent(of: relative, create: false) { folder, name in
      unlinkat(folder, name, 0) == 0
    } ?? false
  }

  /// Writes `bytes` at `relative` (0600), making its folders (0700): written to a new file in
  /// `staging` (a folder inside this one on the same disk; by default the file's own), then
  /// renamed over the old one, so a kill never leaves half a file and a link at the name is
  /// replaced, not followed.
  func write(_ relative: String, _ bytes: [UInt8], staging: String? = nil, sync: Bool = false)
    throws
  {
    try withParent(of: relative, create: true) { folder, name in
      var scratch = folder
      if let staging {
        guard let names = ContainedFolder.names(staging),
          let opened = try openFolder(names[...], create: true)
        else { throw Failure(path: staging, reason: "not a path inside the folder") }
        scratch = opened
      }
      defer { if scratch != folder { close(scratch) } }
      let temporary =
        ContainedFolder.partPrefix
        + "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
      let descriptor = openat(
        scratch, temporary, O_CREAT | O_EXCL | O_WRONLY | O_NOFOLLOW | O_CLOEXEC, 0o600)
      guard descriptor >= 0 else { throw failure(relative) }
      _ = fchmod(descriptor, 0o600)
      var offset = 0
      var code: Int32 = 0
      while offset < bytes.count {
        let count = bytes.withUnsafeBytes { buffer -> Int in
          guard let base = buffer.baseAddress else { return 0 }
          return Glibc.write(descriptor, base + offset, buffer.count - offset)
        }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else {
          code = errno
          break
        }
        offset += count
      }
      if sync { fsync(descriptor) }
      close(descriptor)
      guard offset == bytes.count, renameat(scratch, temporary, folder, name) == 0 else {
        if code == 0 { code = errno }
        unlinkat(scratch, temporary, 0)
        throw failure(relative, code)
      }
    }
  }

  /// How the files of writes under way are named (and found when a kill left them).
  static let partPrefix = ".daybook-part-"

  /// Removes the files left by writes killed halfway in the folder at `relative` (or the
  /// top), known by their name.
  func removeLeftovers(in relative: String? = nil) {
    let target = relative.map { path + "/" + $0 } ?? path
    let descriptor = open(target, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0, let directory = fdopendir(descriptor) else {
      if descriptor >= 0 { close(descriptor) }
      return
    }
    defer { closedir(directory) }
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) {
        String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name.hasPrefix(ContainedFolder.partPrefix) { unlinkat(dirfd(directory), name, 0) }
    }
  }
}
