/// How much one import, and one paste into the editor, may bring in. Over a limit the whole
/// import (or paste) is refused before anything is written, with a message naming the record;
/// the checks run before the text is decoded, so a huge value costs neither time nor memory.
///
/// Why these sizes: the editor is measured on a 5 MB paste (`daybook-bench --safety`), so one
/// text may hold a little more than that, about a thousand times a long day's entry. Writing
/// an entry costs time in proportion to its text (the search index, tags), where a 100 MB one
/// took 82 s and 812 MB; 8 MiB keeps it to seconds. A record holds its text with its
/// revisions (each a whole copy) and attachments' names; a file holds a life's diary many
/// times over, and is what `Input` already read at most.
public enum ImportLimits {
  /// One text: an entry's title or body (after a merge too), a revision, a note, a title.
  public static let textBytes = 8 << 20
  /// One record of a JSON export: an entry with its revisions and attachments, a plant with
  /// its care, a todo, an intake record, a project with its revisions.
  public static let recordBytes = 32 << 20
  /// One file given to `daybook import` (the same as `Input`'s limit for any file read whole).
  public static let fileBytes = 64 << 20

  /// The limits the JSON checker applies while it checks.
  static let json = JSONLimits(stringBytes: textBytes, recordBytes: recordBytes)

  /// Refuses `texts` of the record `name` when one is longer than `textBytes`.
  static func refuseLongTexts(_ texts: [String], in name: String) throws {
    for text in texts where text.utf8.count > textBytes {
      throw JournalError(
        .invalid, .importTextTooLong, name, Journal.sizeText(Int64(textBytes)))
    }
  }
}
