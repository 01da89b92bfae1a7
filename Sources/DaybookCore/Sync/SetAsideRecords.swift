/// A record from the remote that this journal did not take in, and why.
///
/// A record that does not read or validate (syntax, types, ranges, size, a uid already held
/// by another record) is set aside instead of stopping the sync: it is never applied, the
/// rest of the sync goes on, and it stays where it came (its blob in the mirror's history,
/// its file in the mirror when this machine had not changed it). The list is kept in the
/// journal (`sync_state` rows `aside:<path>`, written in the transaction that applies the
/// merge) and shown by `sync status`; a later commit that brings the path in readable takes
/// it off the list.
public struct SetAsideRecord: Equatable, Sendable {
  /// The record's path in the mirror.
  public var path: String
  /// The git blob that was set aside.
  public var blob: String
  public var reason: SetAsideReason

  public init(path: String, blob: String, reason: SetAsideReason) {
    self.path = path
    self.blob = blob
    self.reason = reason
  }
}

/// Why a record was set aside.
public enum SetAsideReason: Equatable, Sendable {
  /// It does not read as a record of its kind, or a value is wrong.
  case unreadable(MirrorFormatError)
  /// The file is larger than `SyncLimits.recordFileBytes` (its size in bytes); never read.
  case tooLarge(Int)
  /// The record inside names another record than its file name does.
  case nameMismatch
  /// Its uid is held by another record of its kind (at that path).
  case duplicateUID(String)
  /// Its uid is held by a record of another kind.
  case uidOfOtherKind(SyncKind)
  /// The file it names is larger than `SyncLimits.attachmentBytes` (its size in bytes).
  case fileTooLarge(Int)
  /// The journal refused it (its words).
  case refused(String)

  /// True for a file too large to read or check out.
  var isTooLarge: Bool {
    if case .tooLarge = self { return true }
    return false
  }

  /// The reason in `language`.
  public func message(_ language: Language) -> String {
    switch self {
    case .unreadable(let error): error.message(language)
    case .tooLarge(let size):
      SyncAsideText.tooLarge.text(language, String(size), String(SyncLimits.recordFileBytes))
    case .nameMismatch: SyncAsideText.nameMismatch.text(language)
    case .duplicateUID(let other): SyncAsideText.duplicateUID.text(language, other)
    case .uidOfOtherKind(let kind): SyncAsideText.uidOfOtherKind.text(language, kind.rawValue)
    case .fileTooLarge(let size):
      SyncAsideText.fileTooLarge.text(language, String(size), String(SyncLimits.attachmentBytes))
    case .refused(let detail): SyncAsideText.refused.text(language, detail)
    }
  }

  private static let separator: Character = "\u{1F}"

  /// The language-neutral form kept in the journal.
  var storedForm: String {
    let parts: [String]
    switch self {
    case .unreadable(let error): parts = ["unreadable"] + error.storedParts
    case .tooLarge(let size): parts = ["tooLarge", String(size)]
    case .nameMismatch: parts = ["nameMismatch"]
    case .duplicateUID(let other): parts = ["duplicateUID", other]
    case .uidOfOtherKind(let kind): parts = ["uidOfOtherKind", kind.rawValue]
    case .fileTooLarge(let size): parts = ["fileTooLarge", String(size)]
    case .refused(let detail): parts = ["refused", detail]
    }
    return parts.map { String($0.filter { $0 != SetAsideReason.separator }) }
      .joined(separator: String(SetAsideReason.separator))
  }

  /// The reason kept as `storedForm`; one this version cannot read comes back as `refused`.
  init(storedForm: String) {
    let parts = storedForm.split(
      separator: SetAsideReason.separator, omittingEmptySubsequences: false
    )
    .map(String.init)
    let values = Array(parts.dropFirst())
    switch (parts.first ?? "", values.count) {
    case ("unreadable", _):
      self =
        MirrorFormatError(storedParts: values).map(SetAsideReason.unreadable)
        ?? .refused(storedForm)
    case ("tooLarge", 1) where Int(values[0]) != nil: self = .tooLarge(Int(values[0]) ?? 0)
    case ("nameMismatch", 0): self = .nameMismatch
    case ("duplicateUID", 1): self = .duplicateUID(values[0])
    case ("uidOfOtherKind", 1) where SyncKind(rawValue: values[0]) != nil:
      self = .uidOfOtherKind(SyncKind(rawValue: values[0]) ?? .entry)
    case ("fileTooLarge", 1) where Int(values[0]) != nil:
      self = .fileTooLarge(Int(values[0]) ?? 0)
    case ("refused", 1): self = .refused(values[0])
    default: self = .refused(storedForm)
    }
  }
}

extension MirrorFormatError {
  /// The error in `language`.
  public func message(_ language: Language) -> String {
    switch self {
    case .noFrontMatter: SyncAsideText.noFrontMatter.text(language)
    case .noFinalNewline: SyncAsideText.noFinalNewline.text(language)
    case .notUTF8: SyncAsideText.notUTF8.text(language)
    case .badLine(let line): SyncAsideText.badLine.text(language, String(line.prefix(40)))
    case .unknownField(let key): SyncAsideText.unknownField.text(language, key)
    case .duplicateField(let key): SyncAsideText.duplicateField.text(language, key)
    case .missingField(let key): SyncAsideText.missingField.text(language, key)
    case .badValue(let key): SyncAsideText.badValue.text(language, key)
    case .tooLong(let key): SyncAsideText.tooLong.text(language, key)
    case .outOfRange(let key): SyncAsideText.outOfRange.text(language, key)
    }
  }

  var storedParts: [String] {
    switch self {
    case .noFrontMatter: ["noFrontMatter"]
    case .noFinalNewline: ["noFinalNewline"]
    case .notUTF8: ["notUTF8"]
    case .badLine(let line): ["badLine", String(line.prefix(40))]
    case .unknownField(let key): ["unknownField", key]
    case .duplicateField(let key): ["duplicateField", key]
    case .missingField(let key): ["missingField", key]
    case .badValue(let key): ["badValue", key]
    case .tooLong(let key): ["tooLong", key]
    case .outOfRange(let key): ["outOfRange", key]
    }
  }

  init?(storedParts parts: [String]) {
    switch (parts.first ?? "", parts.count) {
    case ("noFrontMatter", 1): self = .noFrontMatter
    case ("noFinalNewline", 1): self = .noFinalNewline
    case ("notUTF8", 1): self = .notUTF8
    case ("badLine", 2): self = .badLine(parts[1])
    case ("unknownField", 2): self = .unknownField(parts[1])
    case ("duplicateField", 2): self = .duplicateField(parts[1])
    case ("missingField", 2): self = .missingField(parts[1])
    case ("badValue", 2): self = .badValue(parts[1])
    case ("tooLong", 2): self = .tooLong(parts[1])
    case ("outOfRange", 2): self = .outOfRange(parts[1])
    default: return nil
    }
  }
}

/// One side's version of a record as read from the mirror.
enum MirrorRead: Equatable {
  case absent
  case record(MirrorRecord)
  case setAside(SetAsideReason)

  var record: MirrorRecord? {
    if case .record(let record) = self { return record }
    return nil
  }
}

extension MirrorRecord {
  /// Reads and checks a record file of the mirror named `ref`: its size (known before its
  /// bytes are read, `nil` bytes when it was too large to read), its text, its values and
  /// that it names the record its path does.
  static func check(_ bytes: [UInt8]?, size: Int?, kind: SyncKind, ref: String) -> MirrorRead {
    if let size, size > SyncLimits.recordFileBytes { return .setAside(.tooLarge(size)) }
    guard let bytes else { return .absent }
    if bytes.count > SyncLimits.recordFileBytes { return .setAside(.tooLarge(bytes.count)) }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      return .setAside(.unreadable(.notUTF8))
    }
    switch MirrorRecord.parse(text, kind: kind) {
    case .failure(let reason): return .setAside(.unreadable(reason))
    case .success(let record):
      guard record[kind.refField] == ref else { return .setAside(.nameMismatch) }
      return .record(record)
    }
  }
}

extension Journal {
  private static let asidePrefix = "aside:"

  /// The records set aside, by path.
  func setAsideRecords() throws -> [SetAsideRecord] {
    try db.query(
      "SELECT key, value FROM sync_state WHERE substr(key, 1, 6) = ? ORDER BY key",
      [Journal.asidePrefix]
    ) { row -> SetAsideRecord? in
      let path = String(row.text(0).dropFirst(Journal.asidePrefix.count))
      let value = row.text(1)
      guard let separator = value.firstIndex(of: "\u{1F}") else { return nil }
      return SetAsideRecord(
        path: path, blob: String(value[..<separator]),
        reason: SetAsideReason(storedForm: String(value[value.index(after: separator)...])))
    }.compactMap { $0 }
  }

  /// Takes `cleared` off the list and puts `added` on it (inside the caller's transaction).
  func noteSetAside(_ added: [SetAsideRecord], clearing cleared: [String]) throws {
    for path in cleared { try setSyncState(Journal.asidePrefix + path, nil) }
    for record in added {
      try setSyncState(
        Journal.asidePrefix + record.path, record.blob + "\u{1F}" + record.reason.storedForm)
    }
  }

  /// Incoming records whose uid another record holds: another incoming one of any kind (the
  /// first by path keeps it), or one in the journal of another kind, or of the same kind under
  /// another name that this merge does not delete. By path.
  func uidConflicts(
    of records: [(path: String, kind: SyncKind, ref: String, record: MirrorRecord)],
    deleting: Set<String>
  ) throws -> [String: SetAsideReason] {
    var result: [String: SetAsideReason] = [:]
    var holders: [String: (path: String, kind: SyncKind, ref: String)] = [:]
    for item in records.sorted(by: { $0.path < $1.path }) {
      guard let uid = item.record["uid"] else { continue }
      if let holder = holders[uid] {
        result[item.path] =
          holder.kind == item.kind
          ? .duplicateUID(holder.path) : .uidOfOtherKind(holder.kind)
      } else {
        holders[uid] = (item.path, item.kind, item.ref)
      }
    }
    guard !holders.isEmpty else { return result }
    var list = "["
    for (index, uid) in holders.keys.enumerated() {
      list += (index == 0 ? "\"" : ",\"") + uid + "\""  // uids are checked: hex and dashes
    }
    list += "]"
    for kind in SyncKind.allCases where kind != .plantPhoto && kind != .setting {
      let table = kind.logTable
      let rows = try db.query(
        "SELECT uid, \(table.refColumn) FROM \(table.table) "
          + "WHERE uid IN (SELECT value FROM json_each(?))", [list]
      ) { ($0.text(0), $0.text(1)) }
      for (uid, ref) in rows {
        guard let holder = holders[uid], result[holder.path] == nil else { continue }
        if holder.kind != kind {
          result[holder.path] = .uidOfOtherKind(kind)
        } else if ref != holder.ref {
          let path = MirrorPath.path(kind, ref: ref)
          if !deleting.contains(path) { result[holder.path] = .duplicateUID(path) }
        }
      }
    }
    return result
  }
}

extension SyncEngine {
  /// Blobs' sizes in bytes, by one `cat-file --batch-check` (nothing is read).
  func blobSizes(_ names: [String]) throws -> [String: Int] {
    guard !names.isEmpty else { return [:] }
    let input = Array(names.joined(separator: "\n").utf8) + [10]
    let output = try git.checked(["cat-file", "--batch-check"], input: input)
    var result: [String: Int] = [:]
    for line in output.text.split(separator: "\n") {
      let parts = line.split(separator: " ")
      guard parts.count == 3, let size = Int(parts[2]) else { continue }
      result[String(parts[0])] = size
    }
    return result
  }

  /// The records set aside, for `sync status`.
  public func setAsideRecords() throws -> [SetAsideRecord] { try journal.setAsideRecords() }
}

extension SyncEngine {
  /// Sets aside the merged records whose uid another record holds (see
  /// `Journal.uidConflicts`): the journal keeps its own, the mirror the remote's file.
  func setAsideUIDConflicts(
    _ merges: inout [RecordMergeItem], setAside: inout [SetAsideRecord],
    treeUpdates: inout [String: String?]
  ) throws {
    var applied: [(path: String, kind: SyncKind, ref: String, record: MirrorRecord)] = []
    var deleting: Set<String> = []
    for merge in merges {
      if let record = merge.result.record, record != merge.ours {
        applied.append((merge.item.path, merge.item.kind, merge.item.ref, record))
      } else if merge.result.record == nil, merge.ours != nil {
        deleting.insert(merge.item.path)
      }
    }
    let conflicts = try journal.uidConflicts(of: applied, deleting: deleting)
    guard !conflicts.isEmpty else { return }
    for index in merges.indices {
      let merge = merges[index]
      guard let reason = conflicts[merge.item.path] else { continue }
      setAside.append(
        SetAsideRecord(path: merge.item.path, blob: merge.theirBlob ?? "", reason: reason))
      merges[index].result = RecordMerge.Outcome(record: merge.ours)
      merges[index].oursSetAside = false
      if !merge.changedHere { treeUpdates[merge.item.path] = merge.theirBlob }
    }
  }
}

extension SyncEngine {
  /// Sets aside the attachments and plant photos whose file is over
  /// `SyncLimits.attachmentBytes` (asked of git, never read): their rows stay out too.
  func setAsideLargeFiles(
    _ changes: inout [IncomingChange], in mergeTree: [String: String],
    setAside: inout [SetAsideRecord]
  ) throws {
    var files: [Int: String] = [:]
    for (index, change) in changes.enumerated() where change.kind.hasFile {
      guard let file = change.incoming?["file"],
        let blob = mergeTree[MirrorPath.dataPath(fileName: file)]
      else { continue }
      files[index] = blob
    }
    guard !files.isEmpty else { return }
    let sizes = try blobSizes(Array(Set(files.values)))
    var refused: Set<Int> = []
    for (index, blob) in files {
      guard let size = sizes[blob], size > SyncLimits.attachmentBytes else { continue }
      let change = changes[index]
      refused.insert(index)
      setAside.append(
        SetAsideRecord(
          path: MirrorPath.path(change.kind, ref: change.ref), blob: change.blob ?? "",
          reason: .fileTooLarge(size)))
    }
    changes = changes.enumerated().filter { !refused.contains($0.offset) }.map(\.element)
  }
}
