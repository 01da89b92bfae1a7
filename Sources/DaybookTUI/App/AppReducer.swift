import DaybookCore
import TerminalKit

/// The app reducer: routes actions to the overlays and panes and turns their outputs into
/// effects. Pure: time and sizes arrive in actions.
public enum AppReducer {
  public static func reduce(_ state: inout AppState, _ action: AppAction) -> [Effect] {
    let before = state.journalIsReadOnly ? state : nil
    var effects = reduceAction(&state, action)
    if let before {
      effects = refuseChanges(effects, before: before, userAsked: action.isInput, &state)
    }
    return effects + noteWrites(effects, &state)
  }

  static func reduceAction(_ state: inout AppState, _ action: AppAction) -> [Effect] {
    switch action {
    case .sync(let event):
      return sync(&state, event)

    case let .started(size, today, now):
      state = AppState(size: size, today: today, now: now)
      // The data version first: a write by another process after it (even one landing
      // before the loads below) moves it, and the next poll reloads.
      return [.pollJournal, .loadSettings, .countUnread] + resizeEditor(&state)

    case .firstFramePresented:
      // Reminders and the theme list are not on the first screen, so they wait for it.
      return [.loadThemeCatalog, .deliverReminders(now: state.now)]

    case .keyPressed(let key):
      return keyPressed(key, &state)

    case .pasted(let text):
      return pasted(text, &state)

    case .terminalResized(let size):
      state.size = size
      return resizeEditor(&state) + refreshPictures(&state)

    case let .mouseClicked(x, y, button):
      return mouseClicked(x: x, y: y, button: button, &state)

    case let .tick(now, today):
      return tick(now: now, today: today, &state)

    case let .settingsLoaded(settings, journalIsEmpty):
      return settingsLoaded(settings, journalIsEmpty: journalIsEmpty, &state)

    case .themesLoaded(let names):
      state.themeNames = names
      return []

    case .languageGiven(let language):
      state.languageOverride = language
      state.shareLanguage()
      return []

    case .journalNamed(let name):
      state.journalName = name
      return []

    case .templateGiven(let template):
      state.entryTemplate = template
      // The day on screen may have loaded already.
      if state.editor.entryID == nil, !state.editor.isDirty, state.editor.buffer.lines == [""] {
        state.editor.template = template.text(for: state.editor.day, language: state.language)
      }
      return []

    case .zoneKnown(let zone):
      state.zone = zone
      return []

    case .colorDepthKnown(let depth):
      state.colorDepth = depth
      state.theme = state.theme.adapted(to: depth)
      return refreshPictures(&state)

    case let .themeLoaded(name, theme):
      state.theme = theme.adapted(to: state.colorDepth)
      state.themeName = name
      // The theme of the settings loads at start; only a switch is announced and saved.
      guard state.settings.theme != name else { return [] }
      showStatus(Strings.text(.commandThemeSet, state.language, name), &state)
      state.settings.theme = name
      return [.saveSettings(state.settings)]

    case .themeNotFound(let name):
      let names = state.themeNames.joined(separator: ", ")
      showStatus(
        Strings.text(.commandThemeMissing, state.language, name, names), isError: true, &state)
      return []

    case let .entryLoaded(day, entry, draft):
      var effects = editor(&state, .load(day: day, entry: entry, draft: draft))
      effects += weather(&state, WeatherFeature.Action.entryOpened(day, today: state.today))
      if entry == nil, draft == nil, let template = state.entryTemplate {
        state.editor.template = template.text(for: day, language: state.language)
      }
      if draft != nil {
        showStatus(Strings.text(.statusDraftRestored, state.language), &state)
      }
      if state.editWhenLoaded == day {
        state.editWhenLoaded = nil
        effects += editor(&state, .key(EditorKeys.startEditing, now: state.now))
      }
      return effects

    case let .entrySaved(day, entry):
      state.quitsWithoutSaving = false
      state.textAtRisk = false
      return editor(&state, .saved(entry)) + [.loadMonth(day)] + heatmapRefresh(&state)

    case .journalVersionRead(let version):
      defer { state.journalVersion = version }
      guard let previous = state.journalVersion, previous != version else { return [] }
      return reloadVisible(&state)

    case let .entryReloaded(day, entry):
      guard day == state.editor.day else { return [] }
      return editor(&state, .reloaded(entry))

    case let .entryMerged(day, entry, keptBoth):
      return editor(&state, .merged(entry, keptBoth: keptBoth)) + [.loadMonth(day)]
        + heatmapRefresh(&state)

    case let .searchResults(query, hits):
      return search(&state, .resultsArrived(query: query, results: hits))

    case let .searchPageLoaded(query, page, total, appending):
      return search(&state, .pageArrived(query: query, page, total: total, appending: appending))

    case .unreadCounted(let count):
      state.unreadCount = count
      return []

    case .notifications(let action):
      return notifications(&state, action)

    case .plantAdded:
      return [.loadToday(state.today)]

    case .effectFailed(let message):
      // Quitting after a failed save would lose the text: stay, show why, keep the text in a
      // file beside the journal, and let the next quit leave (quitting always works).
      var effects: [Effect] = []
      var text = Strings.text(.statusError, state.language, message)
      if state.isQuitting {
        state.quitsWithoutSaving = true
        if let entry = state.editor.unsavedEntry {
          effects.append(.keepUnsavedText(entry))
        }
        text += " · " + Strings.text(.statusQuitAgain, state.language)
      }
      state.isQuitting = false
      showStatus(text, isError: true, &state)
      return effects

    case .unsavedTextKept(let path):
      state.textAtRisk = false
      showStatus(Strings.text(.statusTextKept, state.language, path), isError: true, &state)
      return []

    case let .unsavedTextNotKept(folder, reason):
      openSaveText(folder: folder, reason: reason, &state)
      return []

    case .saveText(let action):
      return saveText(&state, action)

    case .journalIsReadOnly:
      state.journalIsReadOnly = true
      return []

    case .journalIsFromNewerDaybook:
      state.journalIsReadOnly = true
      state.journalIsFromNewerDaybook = true
      showStatus(ReadOnlyText.newerDaybook.text(state.language), isError: false, &state)
      return []

    case .calendar(let action):
      return calendar(&state, action)
    case .today(let action):
      return today(&state, action)
    case .heatmap(let action):
      return heatmap(&state, action)
    case .editor(let action):
      return editor(&state, action)
    case .plants(let action):
      return plants(&state, action)
    case .dayCare(let event):
      return dayCare(&state, event)
    case .browse(let action):
      return BrowseRouting.reduce(&state, action)
    case .pictures(let event):
      return pictures(&state, event)
    case .todoScreen(let action):
      return todoScreen(&state, action)
    case .statistics(let action):
      return statistics(&state, action)
    case .intakeRecords(let action):
      return intakeRecords(&state, action)
    case .projects(let action):
      return projects(&state, action)
    case .weather(let event):
      return weather(&state, event)
    case .glyphsLoaded(let glyphs):
      state.glyphs = glyphs
      return []
    case let .dayTodosLoaded(first, last, todos):
      dayTodosLoaded(from: first, to: last, todos, &state)
      return []
    }
  }

  // MARK: Keys

  static func keyPressed(_ key: Key, _ state: inout AppState) -> [Effect] {
    // The viewer takes every key, even those that work while typing (Ctrl-C closes it).
    if case .pictureViewer? = state.destination {
      return DestinationRouting.keyPressed(key, &state)
    }
    let command = GlobalKeymap.command(for: key)
    // Ctrl-C while writing leaves writing (saving, as Esc does) instead of quitting.
    if command == .forceQuit, state.destination == nil,
      state.focus == .editor, state.editor.isTypingText
    {
      return sendToFocusedPane(.escape, &state)
    }
    if let command, command.worksWhileTyping {
      return perform(command, key: key, &state)
    }
    if helpOpens(on: key, state) { return openHelp(&state) }
    if state.destination != nil {
      return DestinationRouting.keyPressed(key, &state)
    }
    if state.focusedPaneTakesAllKeys {
      return sendToFocusedPane(key, &state)
    }
    if let command {
      return perform(command, key: key, &state)
    }
    return sendToFocusedPane(key, &state)
  }

  static func pasted(_ text: String, _ state: inout AppState) -> [Effect] {
    if state.destination != nil {
      return DestinationRouting.pasted(text, &state)
    }
    guard state.focus == .editor else { return [] }
    return editor(&state, .paste(text, now: state.now))
  }

  static func perform(_ command: GlobalCommand, key: Key, _ state: inout AppState) -> [Effect] {
    switch command {
    case .nextPane:
      state.focus = state.focus.next
      return []
    case .previousPane:
      state.focus = state.focus.previous
      return []
    case .focusPane:
      if case .character(let character) = key, let number = character.wholeNumberValue,
        let pane = Pane(rawValue: number - 1)
      {
        state.focus = pane
      }
      return []
    case .search:
      return openSearch(&state)
    case .entryList:
      return openEntryList(&state)
    case .help:
      state.destination = .help(HelpFeature.State())
      return []
    case .command:
      return openCommandLine(&state)
    case .quit, .forceQuit:
      return quit(&state)
    case .newEntry:
      // The day the user picked in the calendar, not always today.
      return openEntryForEditing(state.calendar.selected, &state)
    case .cycleTheme:
      let names = state.themeNames
      guard !names.isEmpty else { return [] }
      let index = names.firstIndex(of: state.themeName).map { ($0 + 1) % names.count } ?? 0
      return [.loadTheme(names[index])]
    case .notifications:
      return NotificationCentreFeature.open(&state)
    case .cycleLanguage, .switchLanguage:
      let all = Language.allCases
      let next = all[((all.firstIndex(of: state.language) ?? 0) + 1) % all.count]
      state.setLanguage(next)
      showStatus(Strings.text(.commandLanguageSet, next, next.nativeName), &state)
      return [.saveSettings(state.settings)]
    case .suspend:
      return [.suspend]
    case .plants:
      return openPlants(&state)
    case .todos:
      return openTodoScreen(&state)
    case .statistics:
      return openStatistics(&state)
    case .projects:
      return openProjects(&state)
    case .cycleGlyphs:
      return GlyphCommand.choose(state.glyphs.next, &state)
    case .reload:
      showStatus(Strings.text(.statusReloaded, state.language), &state)
      return reloadVisible(&state)
    }
  }

  static func sendToFocusedPane(_ key: Key, _ state: inout AppState) -> [Effect] {
    switch state.focus {
    case .calendar: return calendarKey(key, &state)
    case .today: return today(&state, .key(key))
    case .heatmap: return heatmap(&state, .key(key))
    case .editor:
      if let effects = editorAttachmentKey(key, &state) { return effects }
      return editor(&state, .key(key, now: state.now))
    }
  }

  /// Saves unsaved editor text, then marks the app as quitting.
  static func quit(_ state: inout AppState) -> [Effect] {
    // Text that is neither in the journal nor in a file is never dropped by a key: ask where
    // to save it (the prompt can also quit without it, said in words).
    if state.textAtRisk, state.editor.unsavedEntry != nil {
      state.destination = .saveText(SaveTextFeature.State(folder: state.unwritableFolder))
      return []
    }
    state.isQuitting = true
    state.destination = nil
    if state.quitsWithoutSaving { return [] }
    return state.editor.unsavedEntry.map { [.saveEntry($0, base: state.editor.baseText)] } ?? []
  }

  /// Jumps the calendar and the editor to a day and puts the editor in editing mode.
  static func openEntryForEditing(_ day: Day, _ state: inout AppState) -> [Effect] {
    state.focus = .editor
    if state.editor.day == day {
      return editor(&state, .key(EditorKeys.startEditing, now: state.now))
    }
    state.editWhenLoaded = day
    return jump(to: day, &state)
  }

  /// Moves the calendar (and everything following it) to a day.
  static func jump(to day: Day, _ state: inout AppState) -> [Effect] {
    var effects = calendar(&state, .select(day))
    if state.editor.day != day && !effects.contains(.loadEntry(day)) {
      effects += selectionChanged(day, &state)
    }
    return effects
  }

  // MARK: Time

  static func tick(now: Timestamp, today: Day, _ state: inout AppState) -> [Effect] {
    let reminders = NotificationCentreFeature.minuteTicked(from: state.now, to: now)
    let previous = state.now
    state.now = now
    if let status = state.status, now >= status.expiresAt {
      state.status = nil
    }
    // About once a second (ticks come every half second, and with keys in between): one
    // PRAGMA, no table read, so a key's frame does not wait on it.
    var effects = editor(&state, .tick(now: now))
    if now != previous { effects.append(.pollJournal) }
    effects += weather(&state, WeatherFeature.Action.ticked(now: now, today: state.today))
    if today != state.today {
      state.today = today
      effects += calendar(&state, .todayChanged(today))
      effects += heatmap(&state, .todayChanged(today))
      effects.append(.loadToday(today))
    }
    return effects + reminders + sync(&state, SyncFeature.Action.ticked(now: now))
  }

  // MARK: Loading

  static func settingsLoaded(
    _ settings: JournalSettings, journalIsEmpty: Bool, _ state: inout AppState
  ) -> [Effect] {
    state.settings = settings
    if !settings.onboarded && journalIsEmpty {
      state.destination = .onboarding(
        OnboardingFeature.State(
          language: Language(setting: settings.language), goal: settings.goal))
    }
    return [.loadTheme(settings.theme)] + startPanes(&state)
  }

  /// Fresh pane states on today with the week start of the settings, and their first loads.
  static func startPanes(_ state: inout AppState) -> [Effect] {
    let weekStart = state.settings.weekStart
    let calendarStart = CalendarFeature.start(today: state.today, weekStart: weekStart)
    state.calendar = calendarStart.state
    let heatmapStart = HeatmapFeature.start(today: state.today, weekStart: weekStart)
    state.heatmap = heatmapStart.state
    state.shareLanguage()
    return calendarOutputs(calendarStart.outputs, &state) + [.loadToday(state.today)]
      + heatmapOutputs(heatmapStart.outputs, &state) + [.loadEntry(state.calendar.selected)]
  }

  /// Reloads the heatmap's counts (after a save changed them).
  /// Loads again what is on screen (month, Today, heatmap, the open entry) after another
  /// process changed the journal; selections, the cursor and any draft stay as they are.
  static func reloadVisible(_ state: inout AppState) -> [Effect] {
    [.loadMonth(state.calendar.visibleMonth), .loadToday(state.today)] + heatmapRefresh(&state)
      + [.reloadEntry(state.editor.day)]
  }

  static func heatmapRefresh(_ state: inout AppState) -> [Effect] {
    [.loadHeatmap(from: state.heatmap.first, to: state.heatmap.end, metric: state.heatmap.metric)]
  }

  /// Tells the editor the size of the rectangle it draws into.
  static func resizeEditor(_ state: inout AppState) -> [Effect] {
    let rect = AppLayout(size: state.size, focus: state.focus).editorRect
    let files = AttachmentsFeature.rows(
      state.attachments, day: state.editor.day, paneHeight: rect.height)
    return editor(&state, .resized(width: rect.width, height: max(0, rect.height - files)))
  }

  // MARK: Status

  static func showStatus(_ text: String, isError: Bool = false, _ state: inout AppState) {
    state.status = StatusMessage(
      text: text, isError: isError, expiresAt: state.now + StatusMessage.lifetime)
  }
}

/// Keys the shell sends to the editor on the user's behalf.
enum EditorKeys {
  /// Starts editing (the editor's `i`).
  static let startEditing = Key.character("i")
}
