#if canImport(Glibc)
  import Glibc
#endif

/// What a sync did.
public struct SyncReport: Equatable, Sendable {
  /// Records written to the mirror from this journal.
  public var sent = 0
  /// Records taken into this journal from the remote.
  public var received = 0
  public var notices: [SyncNotice] = []
  /// For a dry run: the files that would come in.
  public var incomingPaths: [String] = []
  /// Records from the remote this sync set aside (never applied).
  public var setAside: [SetAsideRecord] = []
  public init() {}
}

/// Where a journal's sync stands.
public struct SyncStatus: Equatable, Sendable {
  public var remote: String
  public var folder: String
  /// When the last sync finished (Unix seconds), if ever.
  public var lastSync: Timestamp?
  /// Records changed since the last sync.
  public var waiting: Int
  /// The last sync's failure, if it failed.
  public var lastError: SyncError?
  /// Records committed in the mirror that the remote does not have yet, and in how many
  /// commits (a failed push, an offline sync).
  public var unsentRecords = 0
  public var unsentCommits = 0
  /// Records from the remote that were set aside, never applied.
  public var setAside: [SetAsideRecord] = []
}

/// Syncs a journal with a git remote through a mirror of plain-text files: one per record
/// (see `MirrorRecord`), in `<journal>.sync/` beside the journal file.
///
/// A sync: writes the records changed since the last one (the journal's `sync_log`) into the
/// mirror and commits them; fetches; merges record by record (never with git's merge: no
/// conflict marker can reach a record, and git is never left mid-merge) into a merge commit
/// made with plumbing; applies the incoming records to the journal in one transaction; moves
/// the branch to the merge; pushes (on a refused push it fetches and merges again). Each step
/// can be repeated: a sync killed anywhere is finished by the next.
public final class SyncEngine {
  public let journal: Journal
  /// The mirror: a git work tree in the journal's folder.
  public let folder: String
  var git: Git
  let branch = "main"
  /// The mirror's files, opened inside it without following links.
  var mirror: ContainedFolder { ContainedFolder(folder) }
  /// The time limit of one fetch or push in seconds; nil: `networkTimeoutSeconds()`.
  public var networkTimeout: Int?

  /// `gitEnvironment` is added to the environment of every git run.
  public init(
    journal: Journal, interactive: Bool = true, gitEnvironment: [String: String] = [:]
  ) {
    self.journal = journal
    folder = SyncEngine.mirrorFolder(of: journal.path)
    git = Git(folder: folder, interactive: interactive, environment: gitEnvironment)
  }

  /// `<journal file>.sync`, beside the journal.
  public static func mirrorFolder(of journalPath: String) -> String { journalPath + ".sync" }

  /// True when `sync init` was run for the journal at `journalPath` (no journal opened).
  public static func isSetUp(journalPath: String) -> Bool {
    access(mirrorFolder(of: journalPath) + "/.git", F_OK) == 0
  }

  public var isSetUp: Bool { SyncEngine.isSetUp(journalPath: journal.path) }

  private var gitFolder: String { folder + "/.git" }

  // MARK: Set up

  /// Makes the mirror and its repository with `remote` as `origin`, then syncs: an empty
  /// remote receives the journal; one that holds a journal already is merged with this one.
  @discardableResult
  public func setUp(remote: String, now: Timestamp, language: Language = .en) throws
    -> SyncReport
  {
    guard journal.path != ":memory:" else {
      throw SyncError.journal(JournalError(.invalid, .memoryHasNoFolder))
    }
    // A mirror whose set-up was killed halfway (no remote in the journal yet) is finished:
    // every step below can be repeated.
    if isSetUp, try journal.syncState("remote") != nil {
      throw SyncError.alreadySetUp(folder: folder)
    }
    let participant = try gcryptParticipant(for: remote)
    if mkdir(folder, 0o700) != 0 && errno != EEXIST {
      throw SyncError.git("init", String(cString: strerror(errno)))
    }
    try git.checked(["init", "-q", "-b", branch])
    try configureRepository(remote: remote, participant: participant)
    do {
      try journal.setSyncStates([
        "remote": remote, "exported_seq": nil, "exported_full": nil, "remote_head": nil,
        "pending_merge": nil, "export_pending": nil,
      ])
    } catch let error as JournalError { throw SyncError.journal(error) }
    return try sync(now: now, language: language)
  }

  // MARK: Sync

  /// One sync; see the type's summary. With `dryRun`, only fetches and tells what would move.
  @discardableResult
  public func sync(now: Timestamp, dryRun: Bool = false, language: Language = .en) throws
    -> SyncReport
  {
    guard isSetUp else { throw SyncError.notSetUp }
    let lock = try takeLock()
    defer { close(lock) }
    do {
      let report = try dryRun ? preview() : syncLocked(now: now, language: language)
      if !dryRun {
        try journal.setSyncStates(["last_sync": String(now), "last_error": nil])
      }
      return report
    } catch let error as SyncError {
      if !dryRun { try? journal.setSyncStates(["last_error": error.storedForm]) }
      throw error
    } catch let error as JournalError {
      if !dryRun { try? journal.setSyncStates(["last_error": SyncError.journal(error).storedForm]) }
      throw SyncError.journal(error)
    }
  }

  private func syncLocked(now: Timestamp, language: Language) throws -> SyncReport {
    try finishSetUp()
    try recover()
    var report = SyncReport()
    _ = try exportAndCommit(now: now)
    for attempt in 1...4 {
      guard let theirs = try fetch() else {
        // An empty remote: it gets this journal.
        report.sent = try push()
        return report
      }
      let merged = try merge(theirs: theirs, now: now, language: language)
      report.received += merged.received
      report.notices += merged.notices
      report.setAside += merged.setAside
      do {
        report.sent = try push()
        return report
      } catch SyncError.rejected(let detail) {
        if attempt == 4 { throw SyncError.rejected(detail) }
      }
    }
    return report
  }

  /// Holds `.git/daybook-sync.lock` for the sync: one sync of a journal at a time.
  ///
  /// A lock held only for a moment is waited for, up to `lockWait` milliseconds: a program
  /// that another thread of this process is starting holds a copy of the descriptor (and so
  /// the lock) from its fork until its exec closes it, and under load that moment is long
  /// enough for the next sync to find the lock taken. A sync really running elsewhere holds
  /// it for longer than that, and this one is refused.
  private func takeLock() throws -> Int32 {
    let descriptor = open(gitFolder + "/daybook-sync.lock", O_CREAT | O_RDWR | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw SyncError.git("lock", String(cString: strerror(errno))) }
    var waited = 0
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      guard errno == EWOULDBLOCK || errno == EINTR, waited < SyncEngine.lockWait else {
        close(descriptor)
        throw SyncError.busy
      }
      usleep(10_000)
      waited += 10
    }
    return descriptor
  }

  /// How long a sync waits for the lock before saying another one is running, in ms.
  static let lockWait = 1_000

  /// Finishes what a killed sync left: git's own lock files (no other git runs here while
  /// the sync lock is held), and a merge applied to the journal whose branch never moved.
  private func recover() throws {
    for name in [
      "index.lock", "HEAD.lock", "refs/heads/main.lock", "daybook-merge-index",
      "daybook-first-index",
    ] {
      unlink(gitFolder + "/" + name)
    }
    try removeTemporaryFiles()
    if let pending = try journal.syncState("pending_merge") {
      if let head = try revParse("HEAD"), head != pending,
        try git.run(["merge-base", "--is-ancestor", head, pending]).status == 0
      {
        try git.checked(["reset", "-q", "--hard", pending])
      }
      try journal.setSyncStates(["pending_merge": nil])
    }
  }

  private var temporaryFolder: String { gitFolder + "/daybook-tmp" }

  private func removeTemporaryFiles() throws {
    mirror.removeLeftovers(in: ".git/daybook-tmp")
    ContainedFolder(journal.attachmentsFolder).removeLeftovers()
    guard let directory = opendir(temporaryFolder) else { return }
    defer { closedir(directory) }
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) {
        String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name.hasPrefix("tmp-") { unlink(temporaryFolder + "/" + name) }
    }
  }

  func revParse(_ name: String) throws -> String? {
    let output = try git.run(["rev-parse", "-q", "--verify", name + "^{commit}"])
    return output.status == 0 ? output.line : nil
  }

  // MARK: Export

  /// Writes the records changed since the last sync into the mirror and commits them;
  /// returns how many records it wrote or removed.
  ///
  /// Only the paths it touched are staged (a whole-tree `git add` stats every file of a
  /// ten-year mirror), and the commit is made with plumbing. `export_pending` is set before
  /// the first file is written and cleared once the commit is in: a sync killed in between
  /// stages the whole tree next time.
  private func exportAndCommit(now: Timestamp) throws -> Int {
    let exported = Int64(try journal.syncState("exported_seq") ?? "") ?? 0
    let full = try journal.syncState("exported_full") != "1"
    let leftOver = try journal.syncState("export_pending") == "1"
    let last = try journal.lastSyncLogSeq()
    let refs =
      full ? try journal.allRefs() : try journal.changedRefs(after: exported, through: last)
    var touched: [String] = []
    func note(_ path: String) throws {
      if touched.isEmpty && !full && !leftOver {
        try journal.setSyncStates(["export_pending": "1"])
      }
      touched.append(path)
    }
    if full { try journal.setSyncStates(["export_pending": "1"]) }
    try Journal.makeDirectories(temporaryFolder)
    if full, !leftOver, try revParse("HEAD") == nil {
      let count = try exportFirst(refs)
      try journal.setSyncStates([
        "exported_seq": String(last), "exported_full": "1", "export_pending": nil,
      ])
      return count
    }
    for (kind, ref) in refs {
      let path = MirrorPath.path(kind, ref: ref)
      let oldFile = kind.hasFile ? mirrorDataFile(path, kind) : nil
      if let record = try journal.mirrorRecord(kind, ref: ref) {
        try writeFile(path, Array(record.fileText.utf8), before: { try note(path) })
        if kind.hasFile, let file = record["file"] {
          let data = MirrorPath.dataPath(fileName: file)
          try copyAttachmentData(file, before: { try note(data) })
          if let oldFile, oldFile != file {
            try removeMirrorFile(MirrorPath.dataPath(fileName: oldFile), note)
          }
        }
      } else {
        if let oldFile { try removeMirrorFile(MirrorPath.dataPath(fileName: oldFile), note) }
        try removeMirrorFile(path, note)
        if kind == .plant {
          // Its photo went with it (a cascade the change log cannot name).
          let photo = MirrorPath.path(.plantPhoto, ref: ref)
          if let file = mirrorDataFile(photo, .plantPhoto) {
            try removeMirrorFile(MirrorPath.dataPath(fileName: file), note)
          }
          try removeMirrorFile(photo, note)
        }
      }
    }
    if readFile(MirrorPath.formatFile) == nil {
      try writeFile(
        MirrorPath.formatFile, Array(MirrorFormat.current.fileText.utf8),
        before: { try note(MirrorPath.formatFile) })
    }
    if try !mirror.exists("README.md") {
      try writeFile("README.md", Array(SyncEngine.readme.utf8), before: { try note("README.md") })
    }
    let head = try revParse("HEAD")
    guard !touched.isEmpty || full || leftOver || head == nil else {
      try journal.setSyncStates(["exported_seq": String(last)])
      return 0
    }
    if full || leftOver {
      try git.checked(["add", "-A"])
    } else {
      let list = Array(touched.joined(separator: "\u{0}").utf8) + [0]
      try git.checked(
        ["add", "-A", "--pathspec-from-file=-", "--pathspec-file-nul"], input: list)
    }
    let tree = try git.checked(["write-tree"]).line
    let headTree = try head.map { try git.checked(["rev-parse", $0 + "^{tree}"]).line }
    if tree != headTree {
      let message =
        "Daybook: \(touched.count) file\(touched.count == 1 ? "" : "s") from \(hostName())"
      let commit = try git.checked(
        ["commit-tree", tree] + (head.map { ["-p", $0] } ?? []) + ["-m", message]
      ).line
      try git.checked(
        ["update-ref", "-m", "daybook sync", "refs/heads/\(branch)", commit]
          + (head.map { [$0] } ?? []))
    }
    try journal.setSyncStates([
      "exported_seq": String(last), "exported_full": "1", "export_pending": nil,
    ])
    return touched.count { if case .record = MirrorPath.content(of: $0) { true } else { false } }
  }

  /// The first export into an empty repository, in one pass: every record (and attachment
  /// file, and the README) goes as a blob to one `git fast-import`, which writes one pack
  /// (instead of a file written, stat'ed and hashed into a loose object per record); the tree
  /// is made from the blobs' names in a private index (fast-import's own trees search a folder
  /// of 30,000 intake files entry by entry), committed with plumbing, and git writes the work
  /// tree and index from it. Returns how many records it wrote. Killed halfway, the next sync
  /// finds a HEAD (or none) and exports the slow way, which stages whatever is there.
  private func exportFirst(_ refs: [(SyncKind, String)]) throws -> Int {
    var stream: [UInt8] = []
    var paths: [String] = []
    var records = 0
    var written: Set<String> = []
    func add(_ path: String, _ bytes: [UInt8]) {
      guard written.insert(path).inserted else { return }
      paths.append(path)
      stream += Array("blob\nmark :\(paths.count)\ndata \(bytes.count)\n".utf8)
      stream += bytes
      stream.append(10)
    }
    for (kind, ref) in refs {
      guard let record = try journal.mirrorRecord(kind, ref: ref) else { continue }
      add(MirrorPath.path(kind, ref: ref), Array(record.fileText.utf8))
      records += 1
      if kind.hasFile, let file = record["file"], MirrorPath.isSafeName(file),
        let bytes = readFile(journal.attachmentsFolder + "/" + file)
      {
        add(MirrorPath.dataPath(fileName: file), bytes)
      }
    }
    add("README.md", Array(SyncEngine.readme.utf8))
    add(MirrorPath.formatFile, Array(MirrorFormat.current.fileText.utf8))
    let marksFile = temporaryFolder + "/tmp-first-marks"
    try git.checked(
      ["fast-import", "--quiet", "--done", "--export-marks=" + marksFile],
      input: stream + Array("done\n".utf8))
    let marks = String(decoding: readFile(marksFile) ?? [], as: UTF8.self)
    unlink(marksFile)
    var info: [UInt8] = []
    var named = 0
    for line in marks.split(separator: "\n") {
      let parts = line.split(separator: " ")
      guard parts.count == 2, parts[0].hasPrefix(":"), let mark = Int(parts[0].dropFirst()),
        mark >= 1, mark <= paths.count
      else { continue }
      info += Array("100644 \(parts[1])\t\(paths[mark - 1])".utf8) + [0]
      named += 1
    }
    guard named == paths.count else {
      throw SyncError.git("fast-import", "\(named) of \(paths.count) files written")
    }
    let index = ["GIT_INDEX_FILE": gitFolder + "/daybook-first-index"]
    unlink(gitFolder + "/daybook-first-index")
    try git.checked(
      ["update-index", "-z", "--add", "--index-info"], input: info, environment: index)
    let tree = try git.checked(["write-tree"], environment: index).line
    unlink(gitFolder + "/daybook-first-index")
    let message = "Daybook: \(paths.count) files from \(hostName())"
    let commit = try git.checked(["commit-tree", tree, "-m", message]).line
    try git.checked(["update-ref", "-m", "daybook sync", "refs/heads/\(branch)", commit, ""])
    // The work tree and index from the commit: git writes the files, with their stat data.
    try git.checked(["read-tree", "-u", "--reset", "HEAD"])
    return records
  }

  /// Writes `bytes` at `path` in the mirror (made in the git folder, then renamed: a kill
  /// never leaves half a file) unless it holds them already; true when it wrote.
  @discardableResult
  private func writeFile(_ path: String, _ bytes: [UInt8], before: () throws -> Void = {}) throws
    -> Bool
  {
    if let old = readFile(path), old == bytes { return false }
    try before()
    do {
      try mirror.write(path, bytes, staging: ".git/daybook-tmp")
    } catch let failure as ContainedFolder.Failure {
      throw SyncError.git("write", failure.path + ": " + failure.reason)
    }
    return true
  }

  /// A file's bytes: a path inside the mirror (never through a link), or an absolute one.
  private func readFile(_ path: String) -> [UInt8]? {
    guard path.hasPrefix("/") else { return (try? mirror.read(path)) ?? nil }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    return bytes
  }

  /// Copies an attachment's file into the mirror when it is not there yet.
  @discardableResult
  private func copyAttachmentData(_ fileName: String, before: () throws -> Void) throws -> Bool {
    let path = MirrorPath.dataPath(fileName: fileName)
    guard try !mirror.exists(path),
      let bytes = readFile(journal.attachmentsFolder + "/" + fileName)
    else { return false }
    return try writeFile(path, bytes, before: before)
  }

  /// The stored file a mirror record at `path` names, read from the mirror.
  private func mirrorDataFile(_ path: String, _ kind: SyncKind) -> String? {
    guard let old = readFile(path),
      case .success(let record) = MirrorRecord.parse(
        String(decoding: old, as: UTF8.self), kind: kind),
      let file = record["file"], MirrorPath.isSafeName(file)
    else { return nil }
    return file
  }

  private func removeMirrorFile(_ path: String, _ note: (String) throws -> Void) throws {
    guard try mirror.exists(path) else { return }
    try note(path)
    try mirror.remove(path)
  }

  private func hostName() -> String {
    var buffer = [CChar](repeating: 0, count: 256)
    guard gethostname(&buffer, buffer.count - 1) == 0 else { return "?" }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  // MARK: Fetch and push

  /// Fetches the remote's branch; nil when the remote has none yet (a new, empty remote).
  private func fetch() throws -> String? {
    let output = try git.network(
      ["fetch", "-q", "origin", "+refs/heads/\(branch):refs/remotes/origin/\(branch)"],
      timeout: try networkTimeoutSeconds())
    if output.status != 0 {
      if output.stderr.contains("couldn't find remote ref") { return nil }
      throw SyncError.offline(output.complaint)
    }
    return try revParse("refs/remotes/origin/\(branch)")
  }

  /// Pushes HEAD; returns how many records went (this side's changes the remote lacked).
  private func push() throws -> Int {
    guard let head = try revParse("HEAD") else { return 0 }
    if try revParse("refs/remotes/origin/\(branch)") == head {
      try journal.setSyncStates(["remote_head": head])
      return 0
    }
    let sending = try unsent().records
    let output = try git.network(
      ["push", "-q", "origin", "HEAD:refs/heads/\(branch)"], timeout: try networkTimeoutSeconds())
    if output.status != 0 {
      let text = output.stderr
      if text.contains("rejected") || text.contains("non-fast-forward")
        || text.contains("fetch first")
      {
        throw SyncError.rejected(output.complaint)
      }
      throw SyncError.offline(output.complaint)
    }
    try git.checked(["update-ref", "refs/remotes/origin/\(branch)", head])
    try journal.setSyncStates(["remote_head": head])
    return sending
  }

  // MARK: Merge

  /// A path's blob before and after one side's changes (nil: absent).
  private struct Change: Equatable {
    var old: String?
    var new: String?
  }

  /// One side's changes since the base; with no base, everything the commit holds.
  ///
  /// Every file on either side passes `MirrorTreeCheck` first: a refused file counts as
  /// absent on that side (so a link, a `..` or a submodule is never read, written or put in
  /// a commit), and refusals on the `commit` side are noted in `screen`.
  private func changes(from base: String?, to commit: String, screen: inout MirrorTreeScreen)
    throws -> [String: Change]
  {
    var result: [String: Change] = [:]
    if let base {
      let output = try treeLister.checked([
        "diff", "--raw", "--no-abbrev", "-z", "--no-renames", base, commit,
      ])
      // `:oldmode newmode oldsha newsha status\0path\0`
      let fields = output.stdout.split(separator: 0, omittingEmptySubsequences: false)
      var index = 0
      while index + 1 < fields.count {
        let header = String(decoding: fields[index], as: UTF8.self).split(separator: " ")
        let bytes = Array(fields[index + 1])
        index += 2
        guard header.count >= 5 else { continue }
        let zero = String(repeating: "0", count: header[2].count)
        let oldMode = String(header[0].drop { $0 == ":" }), newMode = String(header[1])
        var change = Change(
          old: header[2] == zero ? nil : String(header[2]),
          new: header[3] == zero ? nil : String(header[3]))
        var path = screen.admit(mode: oldMode, path: bytes, note: false)
        if path == nil { change.old = nil }
        if change.new != nil {
          let admitted = screen.admit(mode: newMode, path: bytes)
          if admitted == nil { change.new = nil }
          path = path ?? admitted
        }
        guard let path, change.old != nil || change.new != nil else { continue }
        result[path] = change
      }
    } else {
      for (path, blob) in try tree(commit, screen: &screen) {
        result[path] = Change(old: nil, new: blob)
      }
    }
    return result
  }

  private func changes(from base: String?, to commit: String) throws -> [String: Change] {
    var screen = MirrorTreeScreen()
    return try changes(from: base, to: commit, screen: &screen)
  }

  /// Every file of a commit that passes `MirrorTreeCheck` (on its own and as a tree), and
  /// its blob; the refused ones are noted in `screen`.
  private func tree(_ commit: String, screen: inout MirrorTreeScreen) throws -> [String: String] {
    let entries = try treeEntries(commit)
    let checked = MirrorTreeCheck.check(entries.map(\.entry))
    screen.refused += checked.refused
    if checked.accepted.contains(where: { entries[$0.index].entry.mode != "100644" }) {
      screen.rewritten = true
    }
    var result: [String: String] = [:]
    for (path, index) in checked.accepted { result[path] = entries[index].blob }
    return result
  }

  private func tree(_ commit: String) throws -> [String: String] {
    var screen = MirrorTreeScreen()
    return try tree(commit, screen: &screen)
  }

  /// Every file of a commit as git lists it (mode, path's bytes, blob), unchecked.
  private func treeEntries(_ commit: String) throws -> [(entry: MirrorTreeEntry, blob: String)] {
    var result: [(entry: MirrorTreeEntry, blob: String)] = []
    let output = try treeLister.checked(["ls-tree", "-r", "-z", "--full-tree", commit])
    for line in output.stdout.split(separator: 0) {
      // `mode type object\tpath`
      guard let tab = line.firstIndex(of: 9) else { continue }
      let header = String(decoding: line[..<tab], as: UTF8.self).split(separator: " ")
      guard header.count == 3 else { continue }
      result.append(
        (
          MirrorTreeEntry(mode: String(header[0]), path: Array(line[(tab + 1)...])),
          String(header[2])
        ))
    }
    return result
  }

  /// Blobs' bytes, by one `cat-file --batch`.
  private func blobs(_ names: [String]) throws -> [String: [UInt8]] {
    guard !names.isEmpty else { return [:] }
    let input = Array(names.joined(separator: "\n").utf8) + [10]
    let output = try git.checked(["cat-file", "--batch"], input: input)
    var result: [String: [UInt8]] = [:]
    var position = 0
    let bytes = output.stdout
    for name in names {
      guard let newline = bytes[position...].firstIndex(of: 10) else { break }
      let header = String(decoding: bytes[position..<newline], as: UTF8.self).split(separator: " ")
      position = newline + 1
      guard header.count == 3, let size = Int(header[2]), position + size <= bytes.count
      else { continue }  // "<name> missing"
      result[name] = Array(bytes[position..<(position + size)])
      position += size + 1
    }
    return result
  }

  private struct MergeOutcome {
    var received = 0
    var notices: [SyncNotice] = []
    var setAside: [SetAsideRecord] = []
  }

  /// One record of a merge: the two sides and what the three-way merge made of them.
  struct RecordMergeItem {
    var item: (path: String, kind: SyncKind, ref: String)
    var ours: MirrorRecord?
    var theirs: MirrorRecord?
    var result: RecordMerge.Outcome
    /// This side's file was set aside before: the tree takes the merge even if the journal
    /// has it already.
    var oursSetAside = false
    /// This side changed the record since the merge base.
    var changedHere = false
    /// The remote's blob of the record, nil when it deleted it.
    var theirBlob: String?
  }

  /// An entry one side deleted and the other changed comes back, and so do its revisions
  /// and attachments: the deleting side dropped them with it, but they are the other side's
  /// history and files too. Those among the merged records are kept from the side that has
  /// them; those this side deleted and the other left alone (so not among the records) are
  /// restored from the common ancestor, with their attachments' bytes.
  private func keepWhatRevivedEntriesHold(
    _ merges: inout [RecordMergeItem], ours: [String: Change],
    records: [(path: String, kind: SyncKind, ref: String)],
    treeUpdates: inout [String: String?], journalChanges: inout [IncomingChange]
  ) throws {
    let revived = Set(
      merges.filter {
        $0.item.kind == .entry && $0.result.record != nil && ($0.ours == nil || $0.theirs == nil)
      }.map(\.item.ref))
    guard !revived.isEmpty else { return }
    for index in merges.indices where merges[index].item.kind.belongsToEntry {
      let merge = merges[index]
      guard merge.result.record == nil, let kept = merge.ours ?? merge.theirs,
        let day = kept["entry"], revived.contains(day)
      else { continue }
      merges[index].result.record = kept
      if kept == merge.ours, let file = kept["file"] {
        // The file's bytes stay too (this side never deleted them).
        treeUpdates.removeValue(forKey: MirrorPath.dataPath(fileName: file))
      }
    }
    let merged = Set(records.map(\.path))
    var deletedHere: [(path: String, kind: SyncKind, ref: String, blob: String)] = []
    for (path, change) in ours where change.new == nil && !merged.contains(path) {
      guard case .record(let kind, let ref) = MirrorPath.content(of: path), kind.belongsToEntry,
        let old = change.old
      else { continue }
      deletedHere.append((path, kind, ref, old))
    }
    let contents = try blobs(deletedHere.map(\.blob))
    for item in deletedHere {
      guard let bytes = contents[item.blob],
        let text = String(validating: bytes, as: UTF8.self),
        case .success(let kept) = MirrorRecord.parse(text, kind: item.kind),
        let day = kept["entry"], revived.contains(day)
      else { continue }
      treeUpdates[item.path] = item.blob
      let dataPath = kept["file"].map { MirrorPath.dataPath(fileName: $0) }
      if let dataPath, let data = ours[dataPath], data.new == nil {
        treeUpdates[dataPath] = data.old
      }
      journalChanges.append(
        IncomingChange(kind: item.kind, ref: item.ref, exported: nil, incoming: kept))
    }
  }

  /// Merges the fetched `theirs` into HEAD record by record, applies the result to the
  /// journal in one transaction and moves the branch to it.
  private func merge(theirs: String, now: Timestamp, language: Language) throws -> MergeOutcome {
    guard let head = try revParse("HEAD") else { return MergeOutcome() }
    let contained = try git.run(["merge-base", "--is-ancestor", theirs, head]).status == 0
    if head == theirs || contained {
      return MergeOutcome()
    }
    try checkFormat(of: theirs)
    var outcome = MergeOutcome()
    let mergeBase = try git.run(["merge-base", head, theirs])
    var base: String? = mergeBase.status == 0 ? mergeBase.line : nil
    // A remote rewritten by hand (or a new remote's own history): what it lacks is not a
    // deletion, so it is merged as two journals that never met.
    if let known = try journal.syncState("remote_head"), try revParse(known) != nil,
      try git.run(["merge-base", "--is-ancestor", known, theirs]).status != 0
    {
      base = nil
      outcome.notices.append(.remoteRewritten)
    }
    let fastForward = base == head
    let ours = fastForward ? [:] : try changes(from: base, to: head)
    var screen = MirrorTreeScreen()
    var incoming = try readingRemote(theirs) {
      try changes(from: base, to: theirs, screen: &screen)
    }
    let headTree = base == nil ? try tree(head) : [:]
    func headBlob(_ path: String) -> String? {
      if let change = ours[path] { return change.new }
      if base == nil { return headTree[path] }
      return incoming[path]?.old
    }
    // New paths must fit beside HEAD's files: no file where it has a folder and so on.
    let added = incoming.keys.filter { incoming[$0]?.new != nil && headBlob($0) == nil }
    let legacy = added.isEmpty ? [] : try settle(&incoming, added: added, head: head, &screen)
    outcome.notices += screen.notices(commit: theirs)

    // The tree of the merge where it differs from HEAD, and the records to merge.
    var treeUpdates: [String: String?] = [:]
    for path in legacy { treeUpdates[path] = .some(nil) }
    var records: [(path: String, kind: SyncKind, ref: String)] = []
    var wanted: Set<String> = []
    for (path, their) in incoming {
      let mine = headBlob(path)
      if mine == their.new { continue }
      let changedHere = base == nil ? mine != nil : ours[path] != nil
      switch MirrorPath.content(of: path) {
      case .record(let kind, let ref):
        records.append((path, kind, ref))
        for blob in [mine, their.new, base == nil ? nil : their.old] {
          if let blob { wanted.insert(blob) }
        }
      case .data:
        // Attachment bytes: one name, one file; keep whichever side still has it.
        if !changedHere || mine == nil { treeUpdates[path] = their.new }
        if base == nil, their.new == nil { treeUpdates[path] = nil }
      case .other:
        if !changedHere { treeUpdates[path] = their.new }
      }
    }
    // Every record that changes in the journal is read and checked first: one that cannot be
    // taken in is set aside with its reason and the rest go on. Sizes are asked before bytes
    // are read, so a huge file is never read.
    let sizes = try blobSizes(Array(wanted))
    let contents = try blobs(wanted.filter { (sizes[$0] ?? 0) <= SyncLimits.recordFileBytes })
    func read(_ blob: String?, _ kind: SyncKind, _ ref: String) -> MirrorRead {
      guard let blob else { return .absent }
      return MirrorRecord.check(contents[blob], size: sizes[blob], kind: kind, ref: ref)
    }
    var journalChanges: [IncomingChange] = []
    var mergedBlobs: [String: [UInt8]] = [:]
    var merges: [RecordMergeItem] = []
    var setAside: [SetAsideRecord] = []
    for item in records {
      let their = incoming[item.path] ?? Change()
      let mine = headBlob(item.path)
      let changedHere = base == nil ? mine != nil : ours[item.path] != nil
      let theirRead = read(their.new, item.kind, item.ref)
      if case .setAside(let reason) = theirRead {
        setAside.append(SetAsideRecord(path: item.path, blob: their.new ?? "", reason: reason))
        // Kept in the mirror as it came, unless this side changed the record or it is too
        // large to check out (then it stays in the remote's history only).
        if !changedHere, !reason.isTooLarge { treeUpdates[item.path] = their.new }
        continue
      }
      let theirRecord = theirRead.record
      let mineRead = read(mine, item.kind, item.ref)
      var ourRecord = mineRead.record
      let oursSetAside: Bool
      if case .setAside = mineRead {
        // The mirror holds a record set aside before: the journal's own is this side's.
        oursSetAside = true
        ourRecord = try journal.mirrorRecord(item.kind, ref: item.ref)
      } else {
        oursSetAside = false
      }
      var result = RecordMerge.Outcome(record: theirRecord)
      if changedHere {
        let baseRecord = base == nil ? nil : read(their.old, item.kind, item.ref).record
        // Without a base, a record only the remote lacks is kept.
        result = RecordMerge.merge(
          base: baseRecord, ours: ourRecord,
          theirs: base == nil ? theirRecord ?? ourRecord : theirRecord,
          ref: item.ref, language: language)
      }
      merges.append(
        RecordMergeItem(
          item: item, ours: ourRecord, theirs: theirRecord, result: result,
          oursSetAside: oursSetAside, changedHere: changedHere, theirBlob: their.new))
    }
    try setAsideUIDConflicts(&merges, setAside: &setAside, treeUpdates: &treeUpdates)
    try keepWhatRevivedEntriesHold(
      &merges, ours: ours, records: records, treeUpdates: &treeUpdates,
      journalChanges: &journalChanges)
    for pending in merges {
      let (item, ourRecord, theirRecord, result) =
        (pending.item, pending.ours, pending.theirs, pending.result)
      let their = incoming[item.path] ?? Change()
      outcome.notices += result.notices
      if result.record == ourRecord {
        if pending.oursSetAside { treeUpdates[item.path] = their.new }
        continue
      }
      if let merged = result.record {
        if merged == theirRecord, let blob = their.new {
          treeUpdates[item.path] = blob
        } else {
          mergedBlobs[item.path] = Array(merged.fileText.utf8)
        }
      } else {
        treeUpdates[item.path] = .some(nil)
      }
      journalChanges.append(
        IncomingChange(
          kind: item.kind, ref: item.ref, exported: ourRecord, incoming: result.record,
          otherText: result.otherText, blob: their.new))
    }
    // The merge commit, made with plumbing in a private index: git is never mid-merge.
    let merge: String
    if fastForward && mergedBlobs.isEmpty && screen.isUntouched && legacy.isEmpty
      && !setAside.contains(where: \.reason.isTooLarge)
    {
      merge = theirs
    } else {
      for (path, bytes) in mergedBlobs {
        treeUpdates[path] = try git.checked(["hash-object", "-w", "--stdin"], input: bytes).line
      }
      let index = ["GIT_INDEX_FILE": gitFolder + "/daybook-merge-index"]
      try git.checked(["read-tree", head], environment: index)
      var info: [UInt8] = []
      for (path, blob) in treeUpdates {
        let line =
          blob.map { "100644 \($0)\t\(path)" }
          ?? "0 0000000000000000000000000000000000000000\t\(path)"
        info += Array(line.utf8) + [0]
      }
      if !info.isEmpty {
        try git.checked(["update-index", "-z", "--index-info"], input: info, environment: index)
      }
      let tree = try git.checked(["write-tree"], environment: index).line
      unlink(gitFolder + "/daybook-merge-index")
      merge = try git.checked([
        "commit-tree", tree, "-p", head, "-p", theirs, "-m", "Daybook: merge from the remote",
      ]).line
    }
    // Attachment files come into the journal's folder before the rows that name them.
    let mergeTree =
      journalChanges.contains { $0.kind == .attachment || $0.kind == .plantPhoto }
      ? try tree(merge) : [:]
    try setAsideLargeFiles(&journalChanges, in: mergeTree, setAside: &setAside)
    for change in journalChanges where change.kind == .attachment || change.kind == .plantPhoto {
      guard let file = change.incoming?["file"], MirrorPath.isSafeName(file) else { continue }
      guard try !ContainedFolder(journal.attachmentsFolder).exists(file),
        let blob = mergeTree[MirrorPath.dataPath(fileName: file)],
        let bytes = try blobs([blob])[blob]
      else { continue }
      try writeAttachment(bytes, named: file)
    }
    let asidePaths = Set(setAside.map(\.path))
    let applied = try journal.applyIncoming(
      journalChanges, state: ["pending_merge": merge, "remote_head": theirs], now: now,
      language: language, setAside: setAside,
      clearing: records.map(\.path).filter { !asidePaths.contains($0) })
    outcome.received = applied.applied
    outcome.notices += applied.notices
    outcome.setAside = setAside + applied.refused
    for file in applied.removedFiles where MirrorPath.isSafeName(file) {
      _ = try? ContainedFolder(journal.attachmentsFolder).remove(file)
    }
    // The work tree and branch move to the merge; only the files that differ are touched.
    try git.checked(["read-tree", "-u", "-m", head, merge])
    try git.checked(["update-ref", "-m", "daybook sync", "refs/heads/\(branch)", merge, head])
    try journal.setSyncStates(["pending_merge": nil])
    return outcome
  }

  /// Refuses the `added` paths of `incoming` that cannot sit beside HEAD's files (see
  /// `MirrorTreeCheck.settle`); returns HEAD's own files that no tree Daybook makes may
  /// hold (a link an older Daybook took in), to be dropped from the merge.
  private func settle(
    _ incoming: inout [String: Change], added: [String], head: String,
    _ screen: inout MirrorTreeScreen
  ) throws -> [String] {
    var kept: [String] = []
    var legacy: [String] = []
    for (entry, _) in try treeEntries(head) {
      guard let path = String(validating: entry.path, as: UTF8.self) else { continue }
      if MirrorTreeCheck.refusal(mode: entry.mode, path: entry.path) != nil {
        legacy.append(path)
      } else {
        kept.append(path)
      }
    }
    let sorted = added.sorted()
    for (path, reason) in zip(sorted, MirrorTreeCheck.settle(kept: kept, incoming: sorted)) {
      guard let reason else { continue }
      incoming[path] = nil
      screen.refused.append((Array(path.utf8), reason))
    }
    return legacy
  }

  /// Stops before anything is read when `commit` holds a mirror this version cannot read.
  private func checkFormat(of commit: String) throws {
    // Only a plain file is read (a link or a folder there counts as no file), and only a
    // small one: its size is asked of git before any byte is read.
    let listed = try git.run(["ls-tree", "-l", "-z", commit, "--", MirrorPath.formatFile])
    let fields = listed.text.split(separator: "\t").first?.split(separator: " ") ?? []
    guard listed.status == 0, fields.count == 4, fields[1] == "blob",
      MirrorTreeCheck.isPlainFile(String(fields[0]))
    else { return }  // format 1: no file
    guard let bytes = Int(fields[3]), bytes <= SyncLimits.formatFileBytes else {
      throw SyncError.malformed(path: MirrorPath.formatFile, reason: "\(fields[3]) bytes")
    }
    let output = try git.run(["cat-file", "blob", String(fields[2])])
    guard output.status == 0 else { return }
    guard let format = MirrorFormat.parse(String(decoding: output.stdout, as: UTF8.self)) else {
      throw SyncError.malformed(path: MirrorPath.formatFile, reason: "no \"format: N\" line")
    }
    if !format.isReadable { throw SyncError.newerFormat(format.format) }
  }

  /// Writes an incoming attachment's bytes into the journal's attachments folder, opened
  /// inside it without following links.
  private func writeAttachment(_ bytes: [UInt8], named file: String) throws {
    do {
      try ContainedFolder(journal.attachmentsFolder).write(file, bytes, sync: true)
    } catch let failure as ContainedFolder.Failure {
      throw SyncError.git("attachment", failure.path + ": " + failure.reason)
    }
  }

  // MARK: Dry run and status

  private func preview() throws -> SyncReport {
    var report = SyncReport()
    let exported = Int64(try journal.syncState("exported_seq") ?? "") ?? 0
    report.sent =
      try journal.syncState("exported_full") == "1"
      ? try journal.changedCount(after: exported) + unsent().records
      : try journal.allRefs().count
    guard let theirs = try fetch(), let head = try revParse("HEAD") else { return report }
    if try git.run(["merge-base", "--is-ancestor", theirs, head]).status == 0 { return report }
    try checkFormat(of: theirs)
    let base = try git.run(["merge-base", head, theirs])
    var screen = MirrorTreeScreen()
    let incoming = try readingRemote(theirs) {
      try changes(from: base.status == 0 ? base.line : nil, to: theirs, screen: &screen)
    }
    report.notices += screen.notices(commit: theirs)
    report.incomingPaths = incoming.keys.filter {
      if case .record = MirrorPath.content(of: $0) { return true }
      return false
    }.sorted()
    report.received = report.incomingPaths.count
    return report
  }

  /// Where sync stands, without touching the network.
  public func status() throws -> SyncStatus {
    guard isSetUp else { throw SyncError.notSetUp }
    let remote = try git.run(["remote", "get-url", "origin"]).line
    let exported = Int64(try journal.syncState("exported_seq") ?? "") ?? 0
    let full = try journal.syncState("exported_full") == "1"
    let unsent = try unsent()
    return SyncStatus(
      remote: remote, folder: folder,
      lastSync: try journal.syncState("last_sync").flatMap { Timestamp($0) },
      waiting: full ? try journal.changedCount(after: exported) : try journal.allRefs().count,
      lastError: try journal.syncState("last_error").map(SyncError.init(storedForm:)),
      unsentRecords: unsent.records, unsentCommits: unsent.commits,
      setAside: try journal.setAsideRecords())
  }

  static let readme = """
    # Daybook journal (sync mirror)

    Written by `daybook sync`; every record is one plain-text file:

    - `entries/YYYY/YYYY-MM-DD.md`: a day's entry, front matter then title and text
    - `plants/`, `care/`, `todos/`, `intake/`, `attachments/`, `notifications/`, `projects/`,
      `revisions/` (entries' history), `plant-photos/` (by plant), `settings/`: one `<uid>.txt`
      or `<key>.txt` per record (`key: value` lines between `---` lines, then its note)
    - `attachments/files/`: the attached files and plant photos
    - `daybook-mirror.txt`: the format of this repository

    Edit through Daybook: files changed here by hand are read on the next merge.

    """
}
