#if canImport(Glibc)
import Glibc
#endif
import DaybookCore

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
      guard let revision = try entry.flatMap({ try journal.revisions(of: $0.id) })?
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
      switch Opener.open(path) {
      case .success(let pid):
        openerProcesses.append(pid)
        return [.browse(.attachmentOpened(attachment))]
      case .failure(let error) where error.code == ENOENT:
        return [.browse(.openerMissing(path: path))]
      case .failure(let error):
        return [
          .browse(.failed(attachment.originalName + ": " + String(cString: strerror(error.code))))
        ]
      }
    }
  }

  /// Collects openers that have finished, so none stays a zombie.
  func reapOpeners() {
    openerProcesses.removeAll { pid in
      var status: Int32 = 0
      return waitpid(pid, &status, WNOHANG) != 0
    }
  }
}

/// Starts `xdg-open FILE` with an argument vector (never a shell), its output sent to
/// `/dev/null` so it cannot scribble on the screen.
enum Opener {
  struct SpawnError: Error { var code: Int32 }

  static func open(_ path: String, program: String = "xdg-open") -> Result<pid_t, SpawnError> {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for descriptor: Int32 in [0, 1, 2] {
      posix_spawn_file_actions_addopen(
        &actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
    }
    let argv: [UnsafeMutablePointer<CChar>?] = [strdup(program), strdup(path), nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let code = posix_spawnp(&pid, program, &actions, nil, argv, environ)
    return code == 0 ? .success(pid) : .failure(SpawnError(code: code))
  }
}
