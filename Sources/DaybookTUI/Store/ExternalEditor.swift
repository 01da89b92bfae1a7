import DaybookCore

#if canImport(Glibc)
  import Glibc
#endif

/// The view's use of the editor launcher (`ExternalEditor` in DaybookCore).
extension ExternalEditor {
  /// The text handed to the editor for an entry, as the editor pane holds it: the first
  /// line is the title, the lines after it the body.
  static func text(of entry: Entry) -> String {
    entry.body.isEmpty ? entry.title : entry.title + "\n" + entry.body
  }

  /// Edits `text` in a private file beside the journal; nil when the file could not be
  /// made, the editor failed or exited non-zero.
  static func edit(_ text: String, journalPath: String, environment: [String: String])
    -> String?
  {
    try? edit(text, in: JournalFiles.folder(of: journalPath), environment: environment)
  }

  /// Stops this process as Ctrl-Z would; returns when the shell continues it.
  static func stopProcess() {
    raise(SIGTSTP)
  }
}
