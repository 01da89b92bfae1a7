/// What a save over a base did.
public enum EntrySaveOutcome: Equatable, Sendable {
  /// The stored text was the base: saved as given.
  case saved
  /// The stored text had moved on; both changes merged cleanly.
  case merged
  /// Both sides changed the same lines: both texts kept, the other one under a marker.
  case keptBoth
}

/// The marker lines around text kept from another save in a conflicting merge.
public enum MergeText: String, Localized {
  case otherStart, otherEnd

  public var translation: Translation {
    switch self {
    case .otherStart:
      Translation(
        "──── also saved elsewhere (both kept) ────",
        ko: "──── 다른 곳에서 저장된 글 (둘 다 보관) ────",
        ja: "──── 別の場所で保存された文（両方を保存）────")
    case .otherEnd: Translation("────", ko: "────", ja: "────")
    }
  }
}

extension Entry {
  /// Title and body as one text: the title is the first line.
  public var text: String { body.isEmpty ? title : title + "\n" + body }

  /// The entry with `text` split back into title (first line) and body.
  public func withText(_ text: String) -> Entry {
    var copy = self
    if let newline = text.firstIndex(of: "\n") {
      copy.title = String(text[..<newline])
      copy.body = String(text[text.index(after: newline)...])
    } else {
      copy.title = text
      copy.body = ""
    }
    return copy
  }
}

extension Journal {
  /// SQLite's `PRAGMA data_version`: moves when another connection (another process)
  /// commits, not on this connection's own writes. Costs no table read: polled about once a
  /// second by the open view to notice writes from the command line, cron or another view.
  public func dataVersion() throws -> Int64 {
    try db.scalar("PRAGMA data_version") ?? 0
  }

  /// Saves an entry edited from `base` (the stored text the writer started from; nil when
  /// there was no entry), never over text it has not seen. In one transaction: when the stored
  /// text is still `base` the entry is saved as given; when another writer changed it
  /// meanwhile, the two are merged by lines (`LineMerge`), and where both changed the same
  /// lines both are kept, the other text under a marker in `language`. A merged save, and
  /// any save that changes or removes a stored line, records a revision of its own, so `H`
  /// shows the text before it. Mood and weather: the last writer wins.
  public func saveEntry(
    _ entry: Entry, over base: String?, at now: Timestamp, language: Language = .en
  ) throws -> (entry: Entry?, outcome: EntrySaveOutcome) {
    try NulBytes.refuse([entry.title, entry.body], in: entry.day.iso)
    return try db.transaction {
      let stored = try self.entry(on: entry.day)
      // Unchanged underneath, or deleted elsewhere (the writer's text is all there is).
      guard let stored, stored.text != (base ?? "") else {
        // A save that only adds lines may fold into the last revision (an editing session
        // saved often); one that changes or removes a line keeps the text before it.
        let kept = Set(LineMerge.lines(entry.text))
        let onlyAdds = stored.map { LineMerge.lines($0.text).allSatisfy(kept.contains) } ?? true
        return (try saveEntry(entry, at: now, foldingRevisions: onlyAdds), .saved)
      }
      let result = LineMerge.merge(
        base: base ?? "", ours: entry.text, theirs: stored.text, language: language)
      let merged = entry.withText(result.text)
      let saved = try saveEntry(merged, at: now, foldingRevisions: false)
      return (saved, result.conflicted ? .keptBoth : .merged)
    }
  }
}
