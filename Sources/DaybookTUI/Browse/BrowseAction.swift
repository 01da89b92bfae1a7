import DaybookCore

/// Which page of the entry list to read.
public enum EntryListPage: Equatable, Sendable {
  case newest
  case before(Day)
  case after(Day)
  case oldest
}

/// Work for search, the entry list, history and attachments; the `EffectRunner` does it.
public enum BrowseEffect: Equatable, Sendable {
  case loadRecentSearches
  case recordSearch(String)
  case deleteRecentSearch(String)
  case clearRecentSearches
  case loadEntryList(EntryListPage)
  case loadOnThisDay(Day)
  case loadHistory(Day)
  case revertEntry(day: Day, revisionID: RowID)
  case loadAttachments(Day)
  /// Copies the file at the typed path (`~` is expanded by the runner) onto the day's entry.
  case attachFile(path: String, day: Day)
  case openAttachment(Attachment)
  case removeAttachment(Attachment, day: Day)
}

/// Results of `BrowseEffect`s.
public enum BrowseAction: Equatable, Sendable {
  case recentSearchesLoaded([String])
  case entryListLoaded(EntryListPage, [EntrySummary])
  case onThisDayLoaded(Day, [EntrySummary])
  case historyLoaded(day: Day, current: Entry?, revisions: [EntryRevision])
  case entryReverted(day: Day, revision: EntryRevision)
  case attachmentsLoaded(day: Day, [Attachment])
  case attached(day: Day, Attachment)
  case attachmentRemoved(day: Day, Attachment)
  case attachmentOpened(Attachment)
  /// `xdg-open` could not start; `path` is where the file is.
  case openerMissing(path: String)
  case failed(String)
}
