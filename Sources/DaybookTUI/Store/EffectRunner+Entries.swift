import DaybookCore

/// The editor's entry: load, save, drafts, star, `$EDITOR`.
extension EffectRunner {
  func loadEntry(_ day: Day) throws -> [AppAction] {
    let draft = try journal.drafts().first { $0.day == day }
    return [
      .entryLoaded(day: day, entry: try journal.entry(on: day), draft: draft),
      .browse(.attachmentsLoaded(day: day, try journal.attachments(on: day))),
    ]
  }

  func reloadEntry(_ day: Day) throws -> [AppAction] {
    [.entryReloaded(day: day, entry: try journal.entry(on: day))]
  }

  func saveEntry(_ entry: Entry, over base: String?) throws -> [AppAction] {
    let (saved, outcome) = try journal.saveEntry(
      entry, over: base, at: clock.now(), language: language)
    guard outcome == .saved else {
      return [.entryMerged(day: entry.day, entry: saved, keptBoth: outcome == .keptBoth)]
    }
    return [.entrySaved(day: entry.day, entry: saved)]
  }

  func saveDraft(_ entry: Entry) throws -> [AppAction] {
    try journal.saveDraft(entry, at: clock.now())
    return []
  }

  func setEntryStarred(_ day: Day, _ starred: Bool) throws -> [AppAction] {
    try journal.setStarred(starred, on: day, at: clock.now())
    return [.entrySaved(day: day, entry: try journal.entry(on: day))]
  }

  func keepUnsavedText(_ entry: Entry) -> [AppAction] {
    do {
      return [.unsavedTextKept(try journal.keepUnsavedText(entry, at: clock.now()))]
    } catch {
      let reason = (error as? JournalError)?.message(language) ?? String(describing: error)
      return [.unsavedTextNotKept(folder: journal.folder, reason: reason)]
    }
  }

  /// The text in a new file at `path` (`~/` is the home folder; a relative path is from the
  /// folder Daybook was started in).
  func writeTextElsewhere(_ entry: Entry, path: String) -> [AppAction] {
    var target = path
    if target == "~" || target.hasPrefix("~/"), let home = environment["HOME"], !home.isEmpty {
      target = home + target.dropFirst()
    }
    do {
      try Journal.writeText(of: entry, toNewFile: target)
      return [.saveText(.written(path: target))]
    } catch {
      let reason = (error as? JournalError)?.message(language) ?? String(describing: error)
      return [.saveText(.failed(reason))]
    }
  }

  func deleteDraft(_ day: Day) throws -> [AppAction] {
    try journal.deleteDraft(on: day)
    return []
  }

  func openExternalEditor(_ entry: Entry) -> [AppAction] {
    terminal?.suspend()
    let text = editText(ExternalEditor.text(of: entry))
    terminal?.resume()
    needsRedraw = true
    return [.editor(.externalEditorFinished(text))]
  }
}
