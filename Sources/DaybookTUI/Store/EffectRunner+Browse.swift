import DaybookCore

#if canImport(Glibc)
  import Glibc
#endif

/// Performs search, entry list, history and attachment effects.
extension EffectRunner {
  func runBrowse(_ effect: BrowseEffect) throws -> [AppAction] {
    reapOpeners()
    switch effect {
    case .loadRecentSearches:
      return [.browse(.recentSearchesLoaded(try journal.recentSearches()))]
    case .recordSearch(let query):
      try journal.recordSearch(query, at: clock.now())
      return []
    case .deleteRecentSearch(let query):
      try journal.deleteRecentSearch(query)
      return []
    case .clearRecentSearches:
      try journal.clearRecentSearches()
      return []
    case .loadEntryList(let page):
      let size = EntryListFeature.pageSize
      let items: [EntrySummary]
      switch page {
      case .newest: items = try journal.entrySummaries(before: nil, limit: size)
      case .before(let day): items = try journal.entrySummaries(before: day, limit: size)
      case .after(let day): items = try journal.entrySummaries(after: day, limit: size)
      case .oldest: items = try journal.entrySummaries(after: nil, limit: size)
      }
      return [.browse(.entryListLoaded(page, items))]
    case .loadOnThisDay(let day):
      return [.browse(.onThisDayLoaded(day, try journal.entriesOnThisDay(day)))]
    case .loadHistory(let day):
      let entry = try journal.entry(on: day)
      let revisions = try entry.map { try journal.revisions(of: $0.id) } ?? []
      return [.browse(.historyLoaded(day: day, current: entry, revisions: revisions))]
    case let .revertEntry(day, revisionID):
      let entry = try journal.entry(on: day)
      guard
        let revision = try entry.flatMap({ try journal.revisions(of: $0.id) })?
          .first(where: { $0.id == revisionID })
      else { throw JournalError(.notFound, "that version of \(day.iso) is gone") }
      try journal.revertEntry(on: day, to: revisionID, at: clock.now())
      return [.browse(.entryReverted(day: day, revision: revision))]
    case .loadAttachments(let day):
      return [.browse(.attachmentsLoaded(day: day, try journal.attachments(on: day)))]
    case let .attachFile(path, day):
      let source = AttachmentsFeature.expandedPath(path, home: environment["HOME"])
      let attachment = try journal.attach(file: source, toEntryOn: day, at: clock.now())
      return [.browse(.attached(day: day, attachment))]
    case let .removeAttachment(attachment, day):
      try journal.removeAttachment(id: attachment.id)
      return [.browse(.attachmentRemoved(day: day, attachment))]
    case .openAttachment(let attachment):
      let path = journal.path(of: attachment)
      // xdg-open's output goes to /dev/null so it cannot scribble on the screen.
      do throws(ChildProcess.Failure) {
        openerProcesses.append(try ChildProcess.start(["xdg-open", path]))
        return [.browse(.attachmentOpened(attachment))]
      } catch .cannotStart(ENOENT) {
        return [.browse(.openerMissing(path: path))]
      } catch .cannotStart(let code) {
        return [.browse(.failed(attachment.originalName + ": " + String(cString: strerror(code))))]
      } catch {
        return [.browse(.failed(attachment.originalName))]
      }
    }
  }

  /// Collects openers that have finished, so none stays a zombie.
  func reapOpeners() {
    openerProcesses.removeAll(where: ChildProcess.reap)
  }
}
