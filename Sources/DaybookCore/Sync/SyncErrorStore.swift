/// A sync failure kept in the journal (`sync_state.last_error`) by what it was, not by its
/// words, so every reader shows it in its own language: the case's name, then its values,
/// separated by U+001F. A stored text this version cannot read comes back as `.git`.
extension SyncError {
  private static let separator: Character = "\u{1F}"

  /// The language-neutral form saved in the journal.
  public var storedForm: String {
    let parts: [String]
    switch self {
    case .notSetUp: parts = ["notSetUp"]
    case .alreadySetUp(let folder): parts = ["alreadySetUp", folder]
    case .gitMissing: parts = ["gitMissing"]
    case .busy: parts = ["busy"]
    case .offline(let detail): parts = ["offline", detail]
    case .rejected(let detail): parts = ["rejected", detail]
    case .git(let command, let detail): parts = ["git", command, detail]
    case .malformed(let path, let reason): parts = ["malformed", path, reason]
    case .newerFormat(let format): parts = ["newerFormat", String(format)]
    case .gcryptNeedsKey(let candidates): parts = ["gcryptNeedsKey"] + candidates
    case .timedOut(let step, let seconds): parts = ["timedOut", step, String(seconds)]
    case .journal(let error):
      parts =
        error.text.map { ["journal", $0.rawValue] + error.arguments }
        ?? ["journalText", error.message]
    }
    return parts.map { String($0.filter { $0 != SyncError.separator }) }
      .joined(separator: String(SyncError.separator))
  }

  /// The error saved as `storedForm`; an English message from before is kept as it is.
  public init(storedForm: String) {
    let parts = storedForm.split(separator: SyncError.separator, omittingEmptySubsequences: false)
      .map(String.init)
    let values = Array(parts.dropFirst())
    switch (parts.first ?? "", values.count) {
    case ("notSetUp", 0): self = .notSetUp
    case ("alreadySetUp", 1): self = .alreadySetUp(folder: values[0])
    case ("gitMissing", 0): self = .gitMissing
    case ("busy", 0): self = .busy
    case ("offline", 1): self = .offline(values[0])
    case ("rejected", 1): self = .rejected(values[0])
    case ("git", 2): self = .git(values[0], values[1])
    case ("malformed", 2): self = .malformed(path: values[0], reason: values[1])
    case ("newerFormat", 1) where Int(values[0]) != nil:
      self = .newerFormat(Int(values[0]) ?? 0)
    case ("gcryptNeedsKey", _): self = .gcryptNeedsKey(candidates: values)
    case ("timedOut", 2) where Int(values[1]) != nil:
      self = .timedOut(values[0], Int(values[1]) ?? 0)
    case ("journal", 1...):
      if let text = JournalErrorText(rawValue: values[0]) {
        self = .journal(JournalError(.sqlite, text, arguments: Array(values.dropFirst())))
      } else {
        self = .journal(JournalError(.sqlite, values.joined(separator: " ")))
      }
    case ("journalText", 1): self = .journal(JournalError(.sqlite, values[0]))
    default: self = .journal(JournalError(.sqlite, storedForm))
    }
  }
}
