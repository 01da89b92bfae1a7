#if canImport(Glibc)
  import Glibc
#endif

/// Daybook refuses text with a NUL byte instead of storing it.
///
/// A NUL is never something a person typed: it means binary data went in by mistake (a file
/// or a pipe). Kept, it would make the entry unreadable to grep, `$EDITOR`, the editor pane
/// and every C tool that stops at NUL; cut, it would silently drop the words after it (the
/// old bug: text was bound with length -1). So every way in — `daybook write`, the jrnl and
/// JSON imports, the editor's paste, and `Journal.saveEntry` itself — refuses the whole text
/// with a message before anything is written. The SQLite layer binds text with its real
/// length, so nothing below this rule can cut text either.
public enum NulBytes {
  /// The byte offset of the first NUL in `text`, if it has one.
  public static func offset(in text: String) -> Int? {
    // A native string's bytes are one block: memchr scans a 13 MB import many times faster
    // than a loop over `utf8` (bridged or lazy strings, which have none, take the loop).
    if let found = text.utf8.withContiguousStorageIfAvailable({ bytes -> Int? in
      guard let base = bytes.baseAddress,
        let nul = memchr(base, 0, bytes.count)
      else { return nil }
      return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(nul))
    }) {
      return found
    }
    var offset = 0
    for byte in text.utf8 {
      if byte == 0 { return offset }
      offset += 1
    }
    return nil
  }

  /// Throws `containsNul` naming `what` when any of `texts` holds a NUL.
  public static func refuse(_ texts: [String], in what: String) throws {
    for text in texts {
      if let offset = offset(in: text) {
        throw JournalError(.invalid, .containsNul, what, String(offset))
      }
    }
  }
}
