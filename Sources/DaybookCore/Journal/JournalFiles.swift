#if canImport(Glibc)
  import Glibc
#endif

/// What a journal owns on disk, and nothing more: `daybook forget` removes exactly what
/// Daybook made and can show it made, and leaves (and names) everything else.
///
/// - the journal file and SQLite's files beside it (`-wal`, `-shm`, `-journal`);
/// - `<journal file>.made`, the record this type keeps, and every name in it: backups made
///   beside the journal and the files copied with them, migration backups, rescued text. A
///   file merely named like a backup is someone else's;
/// - in `attachments/`, the files the journal's attachments and plant photos name; in
///   `thumbnails/`, the thumbnails of those files;
/// - in the sync mirror (`<journal file>.sync`), the files its git index tracks and the
///   `.git` folder;
/// - a backup's scratch folder (`.daybook-backup-XXXXXX`) and SQLite's copy in it.
///
/// A folder goes only when it is empty once Daybook's files are gone.
public enum JournalFiles {
  /// What `forget` would remove and leave, as paths relative to the journal's folder.
  public struct Plan: Equatable, Sendable {
    /// Files Daybook made, to unlink.
    public var files: [String] = []
    /// Folders Daybook made whose whole content is its own (a mirror's `.git`).
    public var trees: [String] = []
    /// Folders Daybook made, removed only when empty; the deepest first.
    public var folders: [String] = []
    /// Files and folders Daybook did not make (a folder stands for everything in it).
    public var left: [String] = []

    /// The top-level names of what goes, for the question before anything is removed.
    public var topLevel: [String] {
      var names: [String] = []
      for path in files + trees + folders {
        let first = path.split(separator: "/", maxSplits: 1).first.map(String.init) ?? path
        if !names.contains(first) { names.append(first) }
      }
      return names.sorted()
    }
  }

  /// The record's name beside a journal file named `journalFile`.
  public static func recordName(of journalFile: String) -> String { journalFile + ".made" }

  /// The folder a journal file is in.
  public static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// The journal file's own name, without its folder.
  static func fileName(of path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  // MARK: The record

  /// Adds `names` (relative to the journal's folder; a folder ends with `/`) to the record of
  /// what Daybook made beside the journal at `journalPath`. Written before the files are made,
  /// so a crash in between leaves a name with no file, never a file with no name. Opened
  /// inside the folder, appending, never through a symlink.
  public static func record(_ names: [String], journalPath: String) throws {
    guard journalPath != ":memory:", !names.isEmpty else { return }
    let folderPath = folder(of: journalPath)
    let folder = open(folderPath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard folder >= 0 else {
      throw JournalError(.cannotOpen, .cannotWrite, folderPath, errnoText())
    }
    defer { close(folder) }
    let name = recordName(of: fileName(of: journalPath))
    let output = openat(
      folder, name, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard output >= 0 else {
      throw JournalError(.cannotOpen, .cannotWrite, folderPath + "/" + name, errnoText())
    }
    defer { close(output) }
    var info = stat()
    guard fstat(output, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
      throw JournalError(.invalid, .notRegularFile, folderPath + "/" + name)
    }
    let bytes = Array(names.filter(isRelativePath).map { $0 + "\n" }.joined().utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes {
        write(output, $0.baseAddress.map { $0 + offset }, bytes.count - offset)
      }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else {
        throw JournalError(.cannotOpen, .cannotWrite, folderPath + "/" + name, errnoText())
      }
      offset += written
    }
  }

  /// The names in the record (files, and folders ending with `/`); none when there is none.
  static func recorded(journalPath: String) -> Set<String> {
    let path = folder(of: journalPath) + "/" + recordName(of: fileName(of: journalPath))
    let input = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard input >= 0 else { return [] }
    defer { close(input) }
    var info = stat()
    guard fstat(input, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
      info.st_size <= 16 << 20
    else { return [] }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { break }
      bytes += buffer[..<count]
    }
    return Set(
      bytes.split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) }
        .filter(isRelativePath))
  }

  /// A path inside the folder: plain components, no `.` or `..`, not absolute.
  static func isRelativePath(_ path: String) -> Bool {
    let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
    guard !trimmed.isEmpty, !trimmed.hasPrefix("/"), !trimmed.contains("\n") else { return false }
    return trimmed.split(separator: "/", omittingEmptySubsequences: false).allSatisfy {
      !$0.isEmpty && $0 != "." && $0 != ".."
    }
  }

  // MARK: What goes and what stays

  /// What `forget` removes and leaves for the journal at `path`. The journal is read (only
  /// read) for the names of its attachments and plant photos; when it cannot be read, every
  /// file in `attachments/` and `thumbnails/` is left.
  public static func plan(journalPath path: String, isNamed: Bool) -> Plan {
    var stored: Set<String>?
    if access(path, F_OK) == 0, let journal = try? Journal(readingOnly: path),
      let names = try? journal.storedFileNames()
    {
      stored = names
    }
    return plan(journalPath: path, isNamed: isNamed, storedNames: stored)
  }

  /// `plan(journalPath:isNamed:)` with the stored names given (nil: unknown).
  static func plan(journalPath path: String, isNamed: Bool, storedNames: Set<String>?) -> Plan {
    let folderPath = folder(of: path)
    let base = fileName(of: path)
    let own = [base, base + "-wal", base + "-shm", base + "-journal", recordName(of: base)]
    let recorded = recorded(journalPath: path)
    let mirror = base + ".sync"
    var plan = Plan()
    for name in Journal.fileNames(in: folderPath).sorted() {
      // The default journal's folder holds the named journals' folder: not this journal's.
      if !isNamed, name == "journals" { continue }
      let full = folderPath + "/" + name
      let kind = kind(of: full)
      switch kind {
      case .file where own.contains(name) || isRecordedFile(name, recorded):
        plan.files.append(name)
      case .folder where name == "attachments":
        planStoredFolder(name, folderPath, &plan) { storedNames?.contains($0) == true }
      case .folder where name == Journal.thumbnailsFolderName:
        planStoredFolder(name, folderPath, &plan) { file in
          storedNames?.contains { Journal.isThumbnail(file, of: $0) } == true
        }
      case .folder where name == mirror:
        planMirror(name, folderPath, &plan)
      case .folder where recorded.contains(name + "/"):
        planStoredFolder(name, folderPath, &plan) { recorded.contains(name + "/" + $0) }
      case .folder where isBackupScratch(name):
        planStoredFolder(name, folderPath, &plan) {
          ["copy.sqlite", "copy.sqlite-wal", "copy.sqlite-shm", "copy.sqlite-journal"]
            .contains($0)
        }
      case .folder:
        plan.left.append(name + "/")
      default:
        plan.left.append(name)
      }
    }
    return plan
  }

  /// A recorded file, or SQLite's `-wal`, `-shm` or `-journal` beside one (a backup opened).
  private static func isRecordedFile(_ name: String, _ recorded: Set<String>) -> Bool {
    if recorded.contains(name) { return true }
    return ["-wal", "-shm", "-journal"].contains { suffix in
      name.hasSuffix(suffix) && recorded.contains(String(name.dropLast(suffix.count)))
    }
  }

  /// `.daybook-backup-` and the six characters `mkdtemp` gives.
  private static func isBackupScratch(_ name: String) -> Bool {
    name.hasPrefix(".daybook-backup-") && name.count == ".daybook-backup-".count + 6
  }

  /// A folder of files, of which those `isOurs` accepts go; the folder goes when left empty.
  private static func planStoredFolder(
    _ name: String, _ folderPath: String, _ plan: inout Plan, isOurs: (String) -> Bool
  ) {
    for file in Journal.fileNames(in: folderPath + "/" + name).sorted() {
      let kind = kind(of: folderPath + "/" + name + "/" + file)
      if kind == .file, isOurs(file) {
        plan.files.append(name + "/" + file)
      } else {
        plan.left.append(name + "/" + file + (kind == .folder ? "/" : ""))
      }
    }
    plan.folders.append(name)
  }

  /// The sync mirror: what its git index tracks, and its `.git`. Without git (or with an
  /// index git cannot read) nothing in it is known, and the whole mirror is left.
  private static func planMirror(_ name: String, _ folderPath: String, _ plan: inout Plan) {
    let mirror = folderPath + "/" + name
    guard kind(of: mirror + "/.git") == .folder,
      let output = try? Git(folder: mirror, interactive: false).run(
        ["-c", "core.fsmonitor=false", "ls-files", "-z"]),
      output.status == 0
    else {
      plan.left.append(name + "/")
      return
    }
    let tracked = Set(
      output.stdout.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        .filter(isRelativePath))
    var folders: [String] = []
    func walk(_ relative: String, depth: Int) {
      for file in Journal.fileNames(in: mirror + "/" + relative).sorted() {
        let path = relative.isEmpty ? file : relative + "/" + file
        if path == ".git" {
          plan.trees.append(name + "/.git")
          continue
        }
        switch kind(of: mirror + "/" + path) {
        case .file where tracked.contains(path):
          plan.files.append(name + "/" + path)
        case .folder where depth < 32:
          walk(path, depth: depth + 1)
          folders.append(name + "/" + path)
        case .folder:
          plan.left.append(name + "/" + path + "/")
        default:
          plan.left.append(name + "/" + path)
        }
      }
    }
    walk("", depth: 0)
    plan.folders += folders + [name]
  }

  enum Kind { case file, folder, other, missing }

  /// What is at `path`, not following a symlink (a symlink is `.other`).
  static func kind(of path: String) -> Kind {
    var info = stat()
    guard lstat(path, &info) == 0 else { return .missing }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .file
    case S_IFDIR: return .folder
    default: return .other
    }
  }

  // MARK: Removing

  /// Removes what `plan` says Daybook made, never following a symlink (a file that became a
  /// symlink or a folder since the plan is left, and named), then the planned folders that
  /// are empty, then the journal's own folder when it is a named journal's and empty.
  /// Returns what is left, relative to the folder.
  public static func remove(_ plan: Plan, journalPath path: String, isNamed: Bool) throws
    -> [String]
  {
    let folderPath = folder(of: path)
    var left = plan.left
    for file in plan.files {
      let full = folderPath + "/" + file
      guard kind(of: full) == .file else {
        if kind(of: full) != .missing { left.append(file) }
        continue
      }
      if unlink(full) != 0, errno != ENOENT {
        throw JournalError(.cannotOpen, .cannotWrite, full, errnoText())
      }
    }
    for tree in plan.trees { try removeTree(folderPath + "/" + tree) }
    for folder in plan.folders where kind(of: folderPath + "/" + folder) == .folder {
      if rmdir(folderPath + "/" + folder) != 0, errno != ENOTEMPTY, errno != EEXIST {
        throw JournalError(.cannotOpen, .cannotWrite, folderPath + "/" + folder, errnoText())
      }
    }
    if isNamed, Journal.fileNames(in: folderPath).isEmpty { rmdir(folderPath) }
    return left.sorted()
  }

  /// A folder and everything in it; a symlink is removed itself, never followed.
  private static func removeTree(_ path: String) throws {
    if kind(of: path) == .folder {
      for name in Journal.fileNames(in: path) { try removeTree(path + "/" + name) }
      guard rmdir(path) == 0 else {
        throw JournalError(.cannotOpen, .cannotWrite, path, errnoText())
      }
    } else if unlink(path) != 0, errno != ENOENT {
      throw JournalError(.cannotOpen, .cannotWrite, path, errnoText())
    }
  }
}

extension Journal {
  /// The names of every file the journal keeps in `attachments/`: its attachments' and its
  /// plants' photos.
  public func storedFileNames() throws -> Set<String> {
    let attachments = try db.query("SELECT file_name FROM attachments", []) { $0.text(0) }
    let photos = try db.query("SELECT file_name FROM plant_photos", []) { $0.text(0) }
    return Set(attachments + photos)
  }
}
