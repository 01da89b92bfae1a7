/// Why a file of the remote's tree was not taken into the mirror.
public enum MirrorTreeRefusal: String, Equatable, Sendable, CaseIterable {
  /// Mode 120000: a symbolic link, which could point outside the mirror.
  case symlink
  /// Mode 160000: a submodule (gitlink).
  case submodule
  /// Any other mode that is not a plain file.
  case notAFile
  /// A name that is not UTF-8.
  case notUTF8
  /// An empty name: a leading `/` (absolute), `//` or a trailing `/`.
  case emptyName
  /// `.` or `..`.
  case dotName
  /// A name starting with a dot (`.git`, `.gitmodules`…): never written by Daybook.
  case hiddenName
  /// A control character (newline, escape…) in a name.
  case controlCharacter
  /// A name over 255 bytes, a path over 1024 bytes or deeper than 10 folders.
  case tooLong
  /// A file where the mirror keeps a folder (`entries/2027`, or a folder of another file).
  case fileWhereFolderShouldBe
  /// A folder where the mirror keeps a file (`README.md/x`, a record's path as a folder).
  case folderWhereFileShouldBe
  /// The same name as another file but for upper and lower case (or accents' encoding):
  /// one would overwrite the other on a case-insensitive disk.
  case sameNameAsAnother
}

/// One file of a tree as `git ls-tree -r -z` lists it: its mode and its path's bytes.
struct MirrorTreeEntry: Equatable, Sendable {
  var mode: String
  var path: [UInt8]

  init(mode: String, path: [UInt8]) {
    self.mode = mode
    self.path = path
  }

  init(mode: String, _ path: String) {
    self.init(mode: mode, path: Array(path.utf8))
  }
}

/// The checks every file of a remote's tree passes before Daybook reads it, writes it or puts
/// it in a commit of its own. Pure (no git, no disk), so a fuzz test can run thousands of
/// trees a second. A refused file is skipped; everything else in the tree still comes in.
enum MirrorTreeCheck {
  static let maxNameBytes = 255
  static let maxPathBytes = 1_024
  static let maxDepth = 10
  /// The most bytes of listing (about 100 a file) read of one tree or one diff.
  static let maxListingBytes = 256 << 20

  /// The mode of the only kind of file Daybook takes in (an executable bit is dropped).
  static func isPlainFile(_ mode: String) -> Bool { mode == "100644" || mode == "100755" }

  /// Why one file, on its own, is refused (its mode, its name, where the mirror's layout
  /// has a folder or a file); nil when it may come in.
  static func refusal(mode: String, path bytes: [UInt8]) -> MirrorTreeRefusal? {
    switch mode {
    case "120000": return .symlink
    case "160000": return .submodule
    default: if !isPlainFile(mode) { return .notAFile }
    }
    guard let path = String(validating: bytes, as: UTF8.self) else { return .notUTF8 }
    return refusal(ofPath: path, byteCount: bytes.count)
  }

  /// The name checks of `refusal(mode:path:)` on a path already decoded.
  static func refusal(ofPath path: String, byteCount: Int? = nil) -> MirrorTreeRefusal? {
    let names = path.split(separator: "/", omittingEmptySubsequences: false)
    for name in names {
      if name.isEmpty { return .emptyName }
      if name == "." || name == ".." { return .dotName }
      if name.hasPrefix(".") { return .hiddenName }
      if name.unicodeScalars.contains(where: isControl) { return .controlCharacter }
      if name.utf8.count > maxNameBytes { return .tooLong }
    }
    if (byteCount ?? path.utf8.count) > maxPathBytes || names.count > maxDepth + 1 {
      return .tooLong
    }
    return layoutRefusal(names.map(String.init))
  }

  /// C0 and C1 controls, DEL, and the characters that reorder or break a printed line.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return value < 0x20 || (0x7f...0x9f).contains(value) || value == 0x2028 || value == 0x2029
      || (0x202a...0x202e).contains(value) || (0x2066...0x2069).contains(value)
  }

  /// The folders Daybook keeps records in; each holds only files (`attachments` also holds
  /// `files/`, `entries` holds a folder per year).
  static let recordFolders: Set<String> = [
    "plants", "care", "todos", "intake", "attachments", "notifications", "projects",
    "revisions", "plant-photos", "settings",
  ]
  /// The files Daybook keeps at the top.
  static let topFiles: Set<String> = ["README.md", MirrorPath.formatFile]

  static let knownTops = recordFolders.union(topFiles).union(["entries"])
  private static let foldedKnownTops = Set(knownTops.map { folded($0) })

  /// Where the mirror's own layout says `names` cannot be a file.
  private static func layoutRefusal(_ names: [String]) -> MirrorTreeRefusal? {
    let top = names[0]
    // `ENTRIES/…` or `Readme.md` is Daybook's own name on a case-insensitive disk.
    if !knownTops.contains(top), foldedKnownTops.contains(folded(top)) {
      return .sameNameAsAnother
    }
    if names.count > 1, topFiles.contains(top) { return .folderWhereFileShouldBe }
    if top == "entries" {
      if names.count < 3 { return .fileWhereFolderShouldBe }
      if names.count > 3 { return .folderWhereFileShouldBe }
    } else if top == "attachments", names.count > 1, names[1] == "files" {
      if names.count < 3 { return .fileWhereFolderShouldBe }
      if names.count > 3 { return .folderWhereFileShouldBe }
    } else if recordFolders.contains(top) {
      if names.count < 2 { return .fileWhereFolderShouldBe }
      if names.count > 2 { return .folderWhereFileShouldBe }
    }
    return nil
  }

  /// A whole tree checked: the files that may come in (path and index in `entries`, in
  /// `entries`' order) and those refused, with why.
  struct Outcome: Equatable {
    var accepted: [(path: String, index: Int)] = []
    var refused: [(path: [UInt8], reason: MirrorTreeRefusal)] = []

    static func == (left: Outcome, right: Outcome) -> Bool {
      left.accepted.elementsEqual(right.accepted) { $0 == $1 }
        && left.refused.elementsEqual(right.refused) { $0 == $1 }
    }
  }

  /// Checks every file of a tree on its own, then the tree as a whole: a file whose path is
  /// another accepted file's folder, and files that differ only in case, are refused too.
  static func check(_ entries: [MirrorTreeEntry]) -> Outcome {
    var outcome = Outcome()
    var candidates: [(path: String, index: Int)] = []
    for (index, entry) in entries.enumerated() {
      if let reason = refusal(mode: entry.mode, path: entry.path) {
        outcome.refused.append((entry.path, reason))
      } else if let path = String(validating: entry.path, as: UTF8.self) {
        candidates.append((path, index))
      }
    }
    let settled = settle(kept: [], incoming: candidates.map(\.path))
    for (candidate, reason) in zip(candidates, settled) {
      if let reason {
        outcome.refused.append((Array(candidate.path.utf8), reason))
      } else {
        outcome.accepted.append(candidate)
      }
    }
    return outcome
  }

  /// Which of `incoming` (paths already checked one by one) cannot join the files `kept`
  /// (already in the mirror, never refused): one reason or nil per incoming path, in order.
  ///
  /// A file that is a folder of another file on either side is refused (the deeper files
  /// win: they are the records); so is a file whose name, ignoring case, is another's.
  /// Daybook's own paths go first, so `Entries/…` never pushes out `entries/…`.
  static func settle(kept: [String], incoming: [String]) -> [MirrorTreeRefusal?] {
    var reasons = [MirrorTreeRefusal?](repeating: nil, count: incoming.count)
    // Every folder on either side: an incoming file there loses to the deeper files.
    var folders: Set<String> = []
    for path in kept + incoming {
      var folder = Substring(path)
      while let slash = folder.lastIndex(of: "/") {
        folder = folder[..<slash]
        if !folders.insert(folded(folder)).inserted { break }
      }
    }
    var files: Set<String> = Set(kept.map { folded($0) })
    let order = incoming.indices.sorted {
      let (left, right) = (isDaybookPath(incoming[$0]), isDaybookPath(incoming[$1]))
      if left != right { return left }
      return Array(incoming[$0].utf8).lexicographicallyPrecedes(Array(incoming[$1].utf8))
    }
    for index in order {
      let path = incoming[index]
      let key = folded(path)
      if folders.contains(key) {
        reasons[index] = .fileWhereFolderShouldBe
      } else if hasFileFolder(path, files: files) {
        reasons[index] = .folderWhereFileShouldBe
      } else if !files.insert(key).inserted {
        reasons[index] = .sameNameAsAnother
      }
    }
    return reasons
  }

  /// True when one of `path`'s folders is a file already taken.
  private static func hasFileFolder(_ path: String, files: Set<String>) -> Bool {
    var folder = Substring(path)
    while let slash = folder.lastIndex(of: "/") {
      folder = folder[..<slash]
      if files.contains(folded(folder)) { return true }
    }
    return false
  }

  /// A path as a case-insensitive disk sees it (Swift's `String` compares canonically, so
  /// composed and decomposed accents meet too).
  static func folded<S: StringProtocol>(_ path: S) -> String { path.lowercased() }

  private static func isDaybookPath(_ path: String) -> Bool {
    topFiles.contains(path) || MirrorPath.content(of: path) != .other
  }

  /// A path as one printable line: controls and invalid bytes as `\u{…}` / `\x…` escapes.
  static func printable(_ bytes: [UInt8]) -> String {
    guard let text = String(validating: bytes, as: UTF8.self) else {
      return bytes.map {
        $0 < 0x80 && !isControl(Unicode.Scalar($0))
          ? String(UnicodeScalar($0))
          : "\\x" + String($0, radix: 16)
      }.joined()
    }
    var result = ""
    for scalar in text.unicodeScalars {
      if isControl(scalar) {
        result += "\\u{" + String(scalar.value, radix: 16) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

/// What the checks made of the files of a remote's tree read so far: the refused ones, in the
/// order met, and whether any file came in changed (an executable bit dropped).
struct MirrorTreeScreen {
  var refused: [(path: [UInt8], reason: MirrorTreeRefusal)] = []
  var rewritten = false

  /// True when every file came in exactly as the remote has it.
  var isUntouched: Bool { refused.isEmpty && !rewritten }

  /// The path of a file the remote's side has (`mode`, `path`), or nil when it is refused
  /// (noted when `note`).
  mutating func admit(mode: String, path: [UInt8], note: Bool = true) -> String? {
    if let reason = MirrorTreeCheck.refusal(mode: mode, path: path) {
      if note { refused.append((path, reason)) }
      return nil
    }
    if note, mode != "100644" { rewritten = true }
    return String(validating: path, as: UTF8.self)
  }

  /// The notices telling what was refused in `commit`: one line a file, at most `limit`,
  /// then one for the rest.
  func notices(commit: String, limit: Int = 20) -> [SyncNotice] {
    let short = String(commit.prefix(7))
    var notices = refused.prefix(limit).map {
      SyncNotice.treeEntryRefused(
        commit: short, path: MirrorTreeCheck.printable($0.path), reason: $0.reason)
    }
    if refused.count > limit {
      notices.append(.treeEntriesRefused(commit: short, more: refused.count - limit))
    }
    return notices
  }
}
