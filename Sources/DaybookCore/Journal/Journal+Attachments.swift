#if canImport(Glibc)
  import Glibc
#endif

/// What `check` found in the attachments folder.
public struct AttachmentCheck: Equatable, Sendable {
  /// Files in the folder named the way Daybook names its copies, that no attachment row
  /// names and that were last changed longer than the grace period ago (left by a crash
  /// mid-attach). Only these may be removed.
  public var orphanFiles: [String] = []
  /// Attachment rows whose file is gone.
  public var missingFiles: [Attachment] = []
  /// Other things in the folder (not named like Daybook's copies, or not regular files):
  /// someone else's, reported but never touched.
  public var foreignFiles: [String] = []

  public var isClean: Bool { orphanFiles.isEmpty && missingFiles.isEmpty }
}

extension Journal {
  /// `<journal folder>/attachments`: copies of attached files, under unique stored names.
  public var attachmentsFolder: String { folder + "/attachments" }

  /// The full path of an attachment's copy.
  public func path(of attachment: Attachment) -> String {
    attachmentsFolder + "/" + attachment.fileName
  }

  private static let attachmentColumns = "id, entry_id, file_name, original_name, added_at"

  private static func attachment(_ row: Row) -> Attachment {
    Attachment(
      id: row.int(0), entryID: row.int(1), fileName: row.text(2), originalName: row.text(3),
      addedAt: row.int(4))
  }

  /// Copies the file at `source` into the attachments folder (made `0700`; the copy `0600`)
  /// and records it on the entry of `day`. The copy is complete and synced before the row
  /// is written, and removed again if the row cannot be; a crash in between leaves at most
  /// an orphan file, which `checkAttachments` reports.
  /// The default largest file `attach` copies (1 GiB); `daybook attach --max-size` changes it.
  public static let defaultAttachLimit: Int64 = 1 << 30

  /// A symlink is refused unless `followingSymlink`; only a regular file is copied (checked
  /// without blocking: a FIFO never hangs it), up to `sizeLimit` bytes, holes kept as holes.
  @discardableResult
  public func attach(
    file source: String, toEntryOn day: Day, at now: Timestamp, followingSymlink: Bool = false,
    sizeLimit: Int64 = Journal.defaultAttachLimit
  ) throws -> Attachment {
    guard path != ":memory:" else {
      throw JournalError(.invalid, .memoryHasNoFolder)
    }
    guard let entry = try entry(on: day) else {
      throw JournalError(.notFound, .noEntryToAttach, day.iso)
    }
    let originalName = source.split(separator: "/").last.map(String.init) ?? source
    // Held until the row is written: `removeOrphans` takes it exclusively, so it never sees
    // the copy without its row.
    let lock = try openAttachmentsFolder()
    defer { close(lock) }
    let storedName = try Journal.copyIntoFolder(
      source, folder: attachmentsFolder, suffix: Journal.safeExtension(of: originalName),
      now: now, followingSymlink: followingSymlink, sizeLimit: sizeLimit, in: lock)
    do {
      return try db.transaction {
        try db.run(
          "INSERT INTO attachments(entry_id, file_name, original_name, added_at) "
            + "VALUES (?, ?, ?, ?)", entry.id, storedName, originalName, now)
        return Attachment(
          id: db.lastInsertedRowID, entryID: entry.id, fileName: storedName,
          originalName: originalName, addedAt: now)
      }
    } catch {
      unlinkat(lock, storedName, 0)
      throw error
    }
  }

  /// The files attached to an entry, in the order they were added.
  public func attachments(of entryID: RowID) throws -> [Attachment] {
    try db.query(
      "SELECT \(Journal.attachmentColumns) FROM attachments WHERE entry_id = ? ORDER BY id",
      [entryID], Journal.attachment)
  }

  /// The files attached to the entry of a day (none when there is no entry).
  public func attachments(on day: Day) throws -> [Attachment] {
    try db.query(
      "SELECT a.id, a.entry_id, a.file_name, a.original_name, a.added_at FROM attachments a "
        + "JOIN entries e ON e.id = a.entry_id WHERE e.day = ? ORDER BY a.id",
      [day], Journal.attachment)
  }

  /// Every attachment, by day of its entry.
  public func allAttachments() throws -> [(day: Day, attachment: Attachment)] {
    try db.query(
      "SELECT a.id, a.entry_id, a.file_name, a.original_name, a.added_at, e.day "
        + "FROM attachments a JOIN entries e ON e.id = a.entry_id ORDER BY e.day, a.id", []
    ) { (day: $0.day(5), attachment: Journal.attachment($0)) }
  }

  /// Removes an attachment: the row, then its file.
  public func removeAttachment(id: RowID) throws {
    let found = try db.query(
      "SELECT \(Journal.attachmentColumns) FROM attachments WHERE id = ?", [id],
      Journal.attachment
    ).first
    guard let attachment = found else {
      throw JournalError(.notFound, .noAttachment, "\(id)")
    }
    try db.transaction { try db.run("DELETE FROM attachments WHERE id = ?", id) }
    removeStoredFiles([attachment.fileName])
  }

  /// Deletes a day's entry (revisions, tags, attachment rows) and then its attached files.
  @discardableResult
  public func deleteEntryAndFiles(on day: Day) throws -> [String] {
    let files = try deleteEntry(on: day)
    removeStoredFiles(files)
    return files
  }

  /// Deletes stored attachment files by name, and their thumbnails; names with a `/` are
  /// refused so a row can never point outside the folder, and a file another row still
  /// names (a plant photo and an attachment given one name by an import or another
  /// machine) is kept for that row.
  public func removeStoredFiles(_ names: [String]) {
    let unused = names.filter { Journal.isPlainFileName($0) && !isStoredFileNamed($0) }
    for name in unused {
      unlink(attachmentsFolder + "/" + name)
    }
    removeThumbnails(of: unused)
  }

  /// True when an attachment or plant photo row names `name`, or when that cannot be told.
  private func isStoredFileNamed(_ name: String) -> Bool {
    let named = try? db.scalar(
      "SELECT EXISTS(SELECT 1 FROM attachments WHERE file_name = ?1 "
        + "UNION ALL SELECT 1 FROM plant_photos WHERE file_name = ?1)", [name])
    return named != 0
  }

  /// How long a copy without a row is left alone before it counts as an orphan: an attach
  /// in another process may be between its copy and its row.
  public static let orphanGraceSeconds: Timestamp = 600

  /// Files in the folder with no row, rows whose file is gone, and files that are not
  /// Daybook's. `now` decides which unreferenced copies are past the grace period.
  public func checkAttachments(now: Timestamp) throws -> AttachmentCheck {
    let rows = try db.query(
      "SELECT \(Journal.attachmentColumns) FROM attachments ORDER BY id", [], Journal.attachment)
    // Plant photos are kept in the same folder (#15): theirs are no orphans either.
    let named = Set(rows.map(\.fileName)).union(try plantPhotos().values.map(\.fileName))
    var check = AttachmentCheck()
    var present = Set<String>()
    let folder = open(attachmentsFolder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if folder >= 0 {
      defer { close(folder) }
      for name in Journal.fileNames(in: attachmentsFolder) {
        var info = stat()
        guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
        let regular = (info.st_mode & S_IFMT) == S_IFREG
        if regular { present.insert(name) }
        if named.contains(name) { continue }
        guard regular, Journal.isStoredName(name) else {
          check.foreignFiles.append(name)
          continue
        }
        if now - Timestamp(info.st_mtim.tv_sec) >= Journal.orphanGraceSeconds {
          check.orphanFiles.append(name)
        }
      }
    }
    check.orphanFiles.sort()
    check.foreignFiles.sort()
    check.missingFiles = rows.filter { !present.contains($0.fileName) }
    return check
  }

  /// Deletes the orphans of `checkAttachments(now:)`, worked out again under the folder's
  /// exclusive lock (which `attach` holds shared from its copy to its row), with `unlinkat`
  /// on the folder opened here, and their thumbnails. Returns the names removed.
  public func removeOrphans(now: Timestamp) throws -> [String] {
    let folder = open(attachmentsFolder, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    guard folder >= 0 else { return [] }
    defer { close(folder) }
    guard flock(folder, LOCK_EX) == 0 else {
      throw JournalError(.busy, .cannotWrite, attachmentsFolder, errnoText())
    }
    let orphans = try checkAttachments(now: now).orphanFiles
    var removed: [String] = []
    for name in orphans where unlinkat(folder, name, 0) == 0 { removed.append(name) }
    removeThumbnails(of: removed)
    return removed
  }

  /// `attachments/`, made `0700` when missing, opened without following a symlink (one
  /// there, or anything but a folder, is refused: Daybook writes nothing through it) and
  /// held with a shared `flock` (see `removeOrphans`). Copies are made relative to it.
  func openAttachmentsFolder() throws -> Int32 {
    if mkdir(attachmentsFolder, 0o700) != 0, errno != EEXIST {
      throw JournalError(.cannotOpen, .cannotCreateFolder, attachmentsFolder, errnoText())
    }
    let descriptor = try Journal.lockFolder(attachmentsFolder, exclusive: false)
    fchmod(descriptor, 0o700)
    return descriptor
  }

  /// An open descriptor of `folder` holding a `flock` on it (shared or exclusive).
  static func lockFolder(_ folder: String, exclusive: Bool) throws -> Int32 {
    let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw JournalError(.cannotOpen, .cannotCreateFolder, folder, errnoText())
    }
    guard flock(descriptor, exclusive ? LOCK_EX : LOCK_SH) == 0 else {
      let error = JournalError(.busy, .cannotWrite, folder, errnoText())
      close(descriptor)
      throw error
    }
    return descriptor
  }

  /// Whether `name` is shaped like the names `copyIntoFolder` gives: `<time>-<hex>[.ext]`.
  static func isStoredName(_ name: String) -> Bool {
    let bytes = Array(name.utf8)
    let isDigit: (UInt8) -> Bool = { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    let isHex: (UInt8) -> Bool = {
      isDigit($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0)
    }
    let isLowerAlnum: (UInt8) -> Bool = {
      isDigit($0) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0)
    }
    guard let dash = bytes.firstIndex(of: UInt8(ascii: "-")), dash > 0,
      bytes[..<dash].allSatisfy(isDigit)
    else { return false }
    let rest = bytes[(dash + 1)...]
    let dot = rest.firstIndex(of: UInt8(ascii: "."))
    let hex = rest[..<(dot ?? rest.endIndex)]
    guard (1...8).contains(hex.count), hex.allSatisfy(isHex) else { return false }
    guard let dot else { return true }
    let ext = rest[(dot + 1)...]
    return (1...10).contains(ext.count) && ext.allSatisfy(isLowerAlnum)
  }

  // MARK: Files

  static func isPlainFileName(_ name: String) -> Bool {
    !name.isEmpty && name != "." && name != ".." && !name.contains("/")
  }

  /// `.jpg` from `photo.JPG`; nothing when the extension is long or odd.
  static func safeExtension(of name: String) -> String {
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
    let ext = name[name.index(after: dot)...]
    guard (1...10).contains(ext.count),
      ext.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
    else { return "" }
    return "." + ext.lowercased()
  }

  /// Regular files in a folder (none when it does not exist).
  static func fileNames(in folder: String) -> [String] {
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafePointer(to: entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }

  /// Copies `source` to a new file in `folder` named `<time>-<random><suffix>`, created
  /// exclusively with mode `0600` and synced. Returns the new name.
  static func copyIntoFolder(
    _ source: String, folder: String, suffix: String, now: Timestamp,
    followingSymlink: Bool = false, sizeLimit: Int64 = Journal.defaultAttachLimit,
    in folderDescriptor: Int32
  ) throws -> String {
    var link = stat()
    if !followingSymlink, lstat(source, &link) == 0, (link.st_mode & S_IFMT) == S_IFLNK {
      throw JournalError(.invalid, .attachSymlink, source)
    }
    // O_NONBLOCK: opening a FIFO or a device must not wait for a writer; the type is then
    // checked on what was opened, so nothing can be swapped in between.
    let input = open(
      source, O_RDONLY | O_NONBLOCK | O_CLOEXEC | (followingSymlink ? 0 : O_NOFOLLOW))
    guard input >= 0 else {
      throw errno == ELOOP
        ? JournalError(.invalid, .attachSymlink, source)
        : JournalError(.cannotOpen, .cannotRead, source, errnoText())
    }
    defer { close(input) }
    var status = stat()
    guard fstat(input, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
      throw JournalError(.invalid, .notRegularFile, source)
    }
    guard Int64(status.st_size) <= sizeLimit else {
      throw JournalError(
        .invalid, .attachTooLarge, source, Journal.sizeText(Int64(status.st_size)),
        Journal.sizeText(sizeLimit))
    }
    let sparse = Int64(status.st_blocks) * 512 < Int64(status.st_size)
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<8 {
      let random = String(UInt32.random(in: 0...UInt32.max, using: &generator), radix: 16)
      let name = "\(now)-\(random)\(suffix)"
      let target = folder + "/" + name
      let output = openat(
        folderDescriptor, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
      if output < 0 {
        if errno == EEXIST { continue }
        throw JournalError(.cannotOpen, .cannotCreate, target, errnoText())
      }
      do {
        if sparse {
          try copySparse(from: input, to: output, size: Int64(status.st_size), target: target)
        } else {
          try copyBytes(from: input, to: output, target: target, source: source, limit: sizeLimit)
        }
        guard fsync(output) == 0 else {
          throw JournalError(.diskFull, .cannotWrite, target, errnoText())
        }
        close(output)
        return name
      } catch {
        close(output)
        unlinkat(folderDescriptor, name, 0)
        throw error
      }
    }
    throw JournalError(.invalid, .noFreeName, folder)
  }

  /// "1.5 GiB", "200 MiB", "12 KiB", "10 B".
  public static func sizeText(_ bytes: Int64) -> String {
    let units = ["B", "KiB", "MiB", "GiB", "TiB"]
    var value = Double(bytes)
    var unit = 0
    while value >= 1024, unit < units.count - 1 {
      value /= 1024
      unit += 1
    }
    let rounded = (value * 10).rounded() / 10
    let text = rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    return text + " " + units[unit]
  }

  /// Copies only the data regions of a sparse file (`SEEK_DATA`/`SEEK_HOLE`) and leaves its
  /// holes as holes, so a 200 MB file with 4 KB in it takes 4 KB.
  private static func copySparse(from input: Int32, to output: Int32, size: Int64, target: String)
    throws
  {
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    var position: Int64 = 0
    while position < size {
      let data = lseek(input, off_t(position), 3)  // SEEK_DATA
      if data < 0 { break }  // ENXIO: only a hole is left
      let hole = Swift.min(Int64(lseek(input, data, 4)), size)  // SEEK_HOLE
      var offset = Int64(data)
      while offset < hole {
        let want = Int(Swift.min(Int64(buffer.count), hole - offset))
        let count = buffer.withUnsafeMutableBytes {
          pread(input, $0.baseAddress, want, off_t(offset))
        }
        if count < 0 && errno == EINTR { continue }
        if count < 0 { throw JournalError(.cannotOpen, .cannotReadFile, errnoText()) }
        if count == 0 { break }
        var written = 0
        while written < count {
          let step = buffer.withUnsafeBytes { bytes -> Int in
            guard let base = bytes.baseAddress else { return 0 }
            return pwrite(output, base + written, count - written, off_t(offset) + off_t(written))
          }
          if step < 0 && errno == EINTR { continue }
          if step <= 0 { throw JournalError(.diskFull, .cannotWrite, target, errnoText()) }
          written += step
        }
        offset += Int64(count)
      }
      position = Swift.max(hole, offset)
    }
    guard ftruncate(output, off_t(size)) == 0 else {
      throw JournalError(.diskFull, .cannotWrite, target, errnoText())
    }
  }

  /// Copies until the end of `input`, refusing a file that grows past `limit` while it is
  /// copied (its size was checked before, but a file being written to keeps growing).
  private static func copyBytes(
    from input: Int32, to output: Int32, target: String, source: String, limit: Int64
  ) throws {
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    var copied: Int64 = 0
    while true {
      let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw JournalError(.cannotOpen, .cannotReadFile, errnoText())
      }
      if count == 0 { return }
      copied += Int64(count)
      if copied > limit {
        throw JournalError(
          .invalid, .attachTooLarge, source, Journal.sizeText(copied), Journal.sizeText(limit))
      }
      var written = 0
      while written < count {
        let step = buffer.withUnsafeBytes { bytes -> Int in
          guard let base = bytes.baseAddress else { return 0 }
          return write(output, base + written, count - written)
        }
        if step < 0 {
          if errno == EINTR { continue }
          throw JournalError(.diskFull, .cannotWrite, target, errnoText())
        }
        written += step
      }
    }
  }
}
