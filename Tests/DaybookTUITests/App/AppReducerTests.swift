import DaybookCore
import Expectations
import TerminalKit
import Testing

@testable import DaybookTUI

@Suite struct AppReducerTests {
  let today = Fixture.today

  @Test func startedAsksForSettingsAndUnreadCount() {
    let store = TestStore(AppState(today: Day(ordinal: 0)))
    store.send(
      .started(size: Size(width: 120, height: 40), today: today, now: Fixture.now),
      effects: [.pollJournal, .loadSettings, .countUnread]
    ) {
      $0 = AppState(size: Size(width: 120, height: 40), today: today, now: Fixture.now)
      _ = EditorFeature.reduce(&$0.editor, .resized(width: 46, height: 24))
    }
  }

  @Test func aGivenLanguageHoldsForTheSessionUntilTheUserPicksOne() {
    var state = AppState(size: Size(width: 120, height: 40), today: today, now: Fixture.now)
    state.settings.language = "en"
    #expect(AppReducer.reduce(&state, .languageGiven(.ja)).isEmpty)
    expectEqual(state.language, .ja)
    expectEqual(state.editor.language, .ja)
    expectEqual(state.settings.language, "en")
    // L goes on from the language on screen, saves it, and the override is spent.
    var expected = state.settings
    expected.language = "en"
    expectEqual(AppReducer.reduce(&state, .keyPressed(.character("L"))), [.saveSettings(expected)])
    expectEqual(state.languageOverride, nil)
    expectEqual(state.language, .en)
  }

  @Test func theFirstFrameIsFollowedByRemindersAndTheThemeList() {
    let store = TestStore(
      AppState(size: Size(width: 120, height: 40), today: today, now: Fixture.now))
    store.send(
      .firstFramePresented,
      effects: [.loadThemeCatalog, .deliverReminders(now: Fixture.now)])
  }

  @Test func settingsLoadedStartsThePanesAndLoadsTheirData() {
    let store = TestStore(AppState(size: Size(width: 120, height: 40), today: today))
    var settings = JournalSettings(theme: "moss", onboarded: true)
    settings.weekStart = .sunday
    let heatmapFirst = HeatmapFeature.start(today: today, weekStart: .sunday).state.first
    store.send(
      .settingsLoaded(settings, journalIsEmpty: false),
      effects: [
        .loadTheme("moss"), .loadMonth(today.firstOfMonth), .loadToday(today),
        .loadHeatmap(from: heatmapFirst, to: today, metric: .all), .loadEntry(today),
      ]
    ) {
      $0.settings = settings
      $0.calendar = CalendarFeature.start(today: today, weekStart: .sunday).state
      $0.heatmap = HeatmapFeature.start(today: today, weekStart: .sunday).state
    }
  }

  @Test func firstRunOnAnEmptyJournalShowsOnboarding() {
    let store = TestStore(AppState(size: Size(width: 120, height: 40), today: today))
    let settings = JournalSettings()
    let heatmapFirst = HeatmapFeature.start(today: today, weekStart: .monday).state.first
    store.send(
      .settingsLoaded(settings, journalIsEmpty: true),
      effects: [
        .loadTheme("default"), .loadMonth(today.firstOfMonth), .loadToday(today),
        .loadHeatmap(from: heatmapFirst, to: today, metric: .all), .loadEntry(today),
      ]
    ) {
      $0.settings = settings
      $0.destination = .onboarding(OnboardingFeature.State())
    }
  }

  @Test func notOnboardedButWithEntriesSkipsOnboarding() {
    var state = AppState(today: today)
    _ = AppReducer.reduce(&state, .settingsLoaded(JournalSettings(), journalIsEmpty: false))
    expectEqual(state.destination, nil)
  }

  @Test func tabAndShiftTabCycleFocus() {
    let store = TestStore(Fixture.state())
    store.send(.keyPressed(.tab)) { $0.focus = .today }
    store.send(.keyPressed(.tab)) { $0.focus = .heatmap }
    store.send(.keyPressed(.tab)) { $0.focus = .editor }
    store.send(.keyPressed(.tab)) { $0.focus = .calendar }
    store.send(.keyPressed(.backTab)) { $0.focus = .editor }
    store.send(.keyPressed(.backTab)) { $0.focus = .heatmap }
  }

  @Test func numberKeysFocusPanes() {
    let store = TestStore(Fixture.state())
    store.send(.keyPressed(.character("4"))) { $0.focus = .editor }
    store.send(.keyPressed(.character("2"))) { $0.focus = .today }
    store.send(.keyPressed(.character("3"))) { $0.focus = .heatmap }
    store.send(.keyPressed(.character("1"))) { $0.focus = .calendar }
  }

  @Test func questionMarkOpensHelpThatScrollsAndCloses() {
    let store = TestStore(Fixture.state())
    store.send(.keyPressed(.character("?"))) {
      $0.destination = .help(HelpFeature.State(scroll: 0))
    }
    store.send(.keyPressed(.character("j"))) {
      $0.destination = .help(HelpFeature.State(scroll: 1))
    }
    store.send(.keyPressed(.down)) { $0.destination = .help(HelpFeature.State(scroll: 2)) }
    store.send(.keyPressed(.character("k"))) {
      $0.destination = .help(HelpFeature.State(scroll: 1))
    }
    // Keys of the panes and global keys do nothing while help is open.
    store.send(.keyPressed(.tab))
    store.send(.keyPressed(.escape)) { $0.destination = nil }
  }

  @Test func qQuitsAndSavesNothingWhenClean() {
    let store = TestStore(Fixture.state())
    store.send(.keyPressed(.character("q"))) { $0.isQuitting = true }
  }

  @Test func qWithUnsavedTextSavesFirst() {
    var state = Fixture.state()
    state.focus = .editor
    guard let unsaved = dirtyEditor(&state) else { return }
    let store = TestStore(state)
    store.send(.keyPressed(.character("q")), effects: [.saveEntry(unsaved)]) {
      $0.isQuitting = true
    }
  }

  /// Types "a" into the editor so it has unsaved text; returns that text's entry.
  private func dirtyEditor(_ state: inout AppState) -> Entry? {
    _ = AppReducer.reduce(&state, .editor(.key(.character("i"), now: Fixture.now)))
    _ = AppReducer.reduce(&state, .editor(.key(.character("a"), now: Fixture.now)))
    let entry = state.editor.unsavedEntry
    #expect(entry != nil)
    // Leave insert mode without the save Esc would ask for, so `q` is a global key again.
    state.editor.isEditing = false
    return entry
  }

  @Test func globalKeysGoToTheEditorWhileEditing() {
    var state = Fixture.state()
    state.focus = .editor
    _ = AppReducer.reduce(&state, .editor(.key(.character("i"), now: Fixture.now)))
    #expect(state.editor.isEditing)
    var expected = state
    _ = EditorFeature.reduce(&expected.editor, .key(.character("q"), now: Fixture.now))
    let store = TestStore(state)
    store.send(.keyPressed(.character("q"))) { $0 = expected }
    #expect(!store.state.isQuitting)
    var afterTab = store.state
    _ = EditorFeature.reduce(&afterTab.editor, .key(.tab, now: Fixture.now))
    store.send(.keyPressed(.tab)) { $0 = afterTab }
    expectEqual(store.state.focus, .editor)
  }

  @Test func ctrlCWhileWritingLeavesWritingAndSavesInsteadOfQuitting() {
    var state = Fixture.state()
    state.focus = .editor
    _ = AppReducer.reduce(&state, .editor(.key(.character("i"), now: Fixture.now)))
    _ = AppReducer.reduce(&state, .keyPressed(.character("x")))
    #expect(state.editor.isDirty)
    let store = TestStore(state)
    var entry = state.editor.entry
    entry.title = "x"
    store.send(.keyPressed(.ctrl("c")), effects: [.saveEntry(entry)]) {
      $0.editor.isEditing = false
      $0.editor.openEditRun = nil
      $0.editor.draftPendingSince = nil
      $0.editor.tags = []
    }
    #expect(!store.state.isQuitting)
  }

  @Test func ctrlCQuitsWhenNotWriting() {
    var state = Fixture.state()
    state.focus = .editor
    let store = TestStore(state)
    store.send(.keyPressed(.ctrl("c"))) { $0.isQuitting = true }
  }

  @Test func ctrlZSuspends() {
    let store = TestStore(Fixture.state())
    store.send(.keyPressed(.ctrl("z")), effects: [.suspend])
  }

  @Test func nOpensTodayInTheEditorInEditingMode() {
    let store = TestStore(Fixture.state())
    store.send(.keyPressed(.character("n"))) {
      $0.focus = .editor
      _ = EditorFeature.reduce(&$0.editor, .key(.character("i"), now: Fixture.now))
    }
    #expect(store.state.editor.isEditing)
  }

  @Test func nOnAnotherDayLoadsTodayThenStartsEditing() {
    var state = Fixture.state()
    let other = today.adding(days: -3)
    _ = AppReducer.reduce(&state, .entryLoaded(day: other, entry: nil, draft: nil))
    let store = TestStore(state)
    store.send(.keyPressed(.character("n")), effects: [.loadEntry(today)]) {
      $0.focus = .editor
      $0.editWhenLoaded = today
      _ = CalendarFeature.reduce(into: &$0.calendar, action: .select(today))
      _ = HeatmapFeature.reduce(into: &$0.heatmap, action: .select(today))
    }
    store.send(.entryLoaded(day: today, entry: nil, draft: nil)) {
      $0.editWhenLoaded = nil
      _ = EditorFeature.reduce(&$0.editor, .load(day: today, entry: nil, draft: nil))
      _ = EditorFeature.reduce(&$0.editor, .key(.character("i"), now: Fixture.now))
    }
    #expect(store.state.editor.isEditing)
    expectEqual(store.state.editor.day, today)
  }

  /// Issue 16 item 15: `n` always opened today.
  @Test func nOpensTheSelectedDayNotToday() {
    var state = Fixture.state()
    let other = today.adding(days: -3)
    let effects = AppReducer.jump(to: other, &state)
    #expect(effects.contains(.loadEntry(other)))
    _ = AppReducer.reduce(&state, .entryLoaded(day: other, entry: nil, draft: nil))
    expectEqual(AppReducer.reduce(&state, .keyPressed(.character("n"))), [])
    expectEqual(state.focus, .editor)
    expectEqual(state.editor.day, other)
    #expect(state.editor.isEditing)
  }

  @Test func capitalTCyclesThemes() {
    let store = TestStore(Fixture.state())
    store.send(.keyPressed(.character("T")), effects: [.loadTheme("moss")])
  }

  @Test func capitalLCyclesLanguagesLive() {
    let store = TestStore(Fixture.state())
    var settings = store.state.settings
    settings.language = "ko"
    store.send(.keyPressed(.character("L")), effects: [.saveSettings(settings)]) {
      $0.settings.language = "ko"
      $0.status = StatusMessage(text: "언어: 한국어", expiresAt: Fixture.now + 5)
    }
    settings.language = "ja"
    store.send(.keyPressed(.character("L")), effects: [.saveSettings(settings)]) {
      $0.settings.language = "ja"
      $0.status = StatusMessage(text: "言語: 日本語", expiresAt: Fixture.now + 5)
    }
    settings.language = "en"
    store.send(.keyPressed(.character("L")), effects: [.saveSettings(settings)]) {
      $0.settings.language = "en"
      $0.status = StatusMessage(text: "Language: English", expiresAt: Fixture.now + 5)
    }
  }

  @Test func everyShellStringHasAllThreeLanguagesWithTheSamePlaceholders() {
    #expect(Localization.problems(in: StringKey.self).isEmpty)
  }

  @Test func themeLoadedSwitchesLiveAndRemembersTheChoice() {
    let store = TestStore(Fixture.state())
    let moss = Theme(name: "Moss", styles: [.accent: Style(fg: .ansi(2))])
    var saved = store.state.settings
    saved.theme = "moss"
    store.send(.themeLoaded(name: "moss", theme: moss), effects: [.saveSettings(saved)]) {
      $0.theme = moss
      $0.themeName = "moss"
      $0.settings.theme = "moss"
      $0.status = StatusMessage(text: "Theme: moss", expiresAt: Fixture.now + 5)
    }
  }

  @Test func themeLoadedAtStartDoesNotSaveOrAnnounce() {
    var state = Fixture.state()
    state.settings.theme = "dark"
    let store = TestStore(state)
    let dark = Theme(name: "Dark", styles: [:])
    store.send(.themeLoaded(name: "dark", theme: dark)) {
      $0.theme = dark
      $0.themeName = "dark"
    }
  }

  @Test func missingThemeIsReported() {
    let store = TestStore(Fixture.state())
    store.send(.themeNotFound(name: "neon")) {
      $0.status = StatusMessage(
        text: "No theme named “neon” (have: dark, default, moss)", isError: true,
        expiresAt: Fixture.now + 5)
    }
  }

  @Test func tickExpiresStatusMessages() {
    var state = Fixture.state()
    state.status = StatusMessage(text: "hi", expiresAt: Fixture.now + 5)
    let store = TestStore(state)
    store.send(.tick(now: Fixture.now + 4, today: today), effects: [.pollJournal]) {
      $0.now = Fixture.now + 4
    }
    store.send(.tick(now: Fixture.now + 5, today: today), effects: [.pollJournal]) {
      $0.now = Fixture.now + 5
      $0.status = nil
    }
  }

  @Test func midnightRollsTheDayOver() {
    let store = TestStore(Fixture.state())
    let tomorrow = today.adding(days: 1)
    let midnight = Fixture.now + 12 * 3600
    var expected = store.state
    _ = CalendarFeature.reduce(into: &expected.calendar, action: .todayChanged(tomorrow))
    _ = HeatmapFeature.reduce(into: &expected.heatmap, action: .select(tomorrow))
    _ = HeatmapFeature.reduce(into: &expected.heatmap, action: .todayChanged(tomorrow))
    _ = EditorFeature.reduce(&expected.editor, .tick(now: midnight))
    expected.now = midnight
    expected.today = tomorrow
    // The calendar follows today, so the editor loads the new day's entry.
    store.send(
      .tick(now: midnight, today: tomorrow),
      effects: [
        .pollJournal, .loadEntry(tomorrow), .loadMonth(tomorrow.firstOfMonth),
        .loadHeatmap(from: expected.heatmap.first, to: tomorrow, metric: .all),
        .loadToday(tomorrow), .deliverReminders(now: midnight),
      ]
    ) { $0 = expected }
    expectEqual(store.state.calendar.selected, tomorrow)
  }

  @Test func resizeChangesTheLayoutMode() {
    let store = TestStore(Fixture.state())
    expectEqual(store.state.layoutMode, .sideBySide)
    store.send(.terminalResized(Size(width: 80, height: 24))) {
      $0.size = Size(width: 80, height: 24)
      _ = EditorFeature.reduce(&$0.editor, .resized(width: 78, height: 19))
    }
    expectEqual(store.state.layoutMode, .tabs)
    store.send(.terminalResized(Size(width: 30, height: 10))) {
      $0.size = Size(width: 30, height: 10)
      _ = EditorFeature.reduce(&$0.editor, .resized(width: 28, height: 8))
    }
    expectEqual(store.state.layoutMode, .tooSmall)
    store.send(.terminalResized(Size(width: 120, height: 40))) {
      $0.size = Size(width: 120, height: 40)
      _ = EditorFeature.reduce(&$0.editor, .resized(width: 46, height: 24))
    }
    expectEqual(store.state.layoutMode, .sideBySide)
  }

  @Test func layoutModesByTerminalSize() {
    expectEqual(LayoutMode(size: Size(width: 120, height: 40)), .sideBySide)
    expectEqual(LayoutMode(size: Size(width: 200, height: 12)), .sideBySide)
    expectEqual(LayoutMode(size: Size(width: 119, height: 40)), .middle)
    expectEqual(LayoutMode(size: Size(width: 100, height: 30)), .middle)
    expectEqual(LayoutMode(size: Size(width: 99, height: 40)), .tabs)
    expectEqual(LayoutMode(size: Size(width: 80, height: 24)), .tabs)
    expectEqual(LayoutMode(size: Size(width: 40, height: 12)), .tabs)
    expectEqual(LayoutMode(size: Size(width: 39, height: 40)), .tooSmall)
    expectEqual(LayoutMode(size: Size(width: 120, height: 11)), .tooSmall)
    expectEqual(LayoutMode(size: Size(width: 30, height: 10)), .tooSmall)
  }

  @Test func clickingAPaneFocusesIt() {
    let store = TestStore(Fixture.state())
    let layout = AppLayout(size: store.state.size, focus: .calendar)
    let heatmap = layout.panes[.heatmap]!
    store.send(.mouseClicked(x: heatmap.x + 2, y: heatmap.y + 2, button: 1)) {
      $0.focus = .heatmap
    }
  }

  @Test func clickingATabFocusesItsPane() {
    // " 1 Calendar │ 2 Today │ 3 Heatmap │ 4 Entry "
    let store = TestStore(Fixture.state(width: 80, height: 24))
    store.send(.mouseClicked(x: 16, y: 0, button: 1)) { $0.focus = .today }
    store.send(.mouseClicked(x: 30, y: 0, button: 1)) { $0.focus = .heatmap }
    store.send(.mouseClicked(x: 40, y: 0, button: 1)) { $0.focus = .editor }
    store.send(.mouseClicked(x: 70, y: 0, button: 1))
    store.send(.mouseClicked(x: 1, y: 0, button: 4))
    store.send(.mouseClicked(x: 1, y: 0, button: 1)) { $0.focus = .calendar }
  }

  @Test func effectFailureShowsAnError() {
    let store = TestStore(Fixture.state())
    store.send(.effectFailed("disk full")) {
      $0.status = StatusMessage(text: "Error: disk full", isError: true, expiresAt: Fixture.now + 5)
    }
  }

  @Test func aFailedSaveWhileQuittingKeepsTheAppOpen() {
    var state = Fixture.state()
    state.isQuitting = true
    let store = TestStore(state)
    store.send(.effectFailed("database is locked")) {
      $0.isQuitting = false
      $0.quitsWithoutSaving = true
      $0.status = StatusMessage(
        text: "Error: database is locked · q again quits without saving", isError: true,
        expiresAt: Fixture.now + 5)
    }
    // Quitting always works: the second quit leaves without trying to save again.
    store.send(.keyPressed(.character("q"))) {
      $0.isQuitting = true
    }
  }

  @Test func theTextOfAFailedSaveAtQuitIsKeptInAFileAndTheUserToldWhere() {
    var state = Fixture.state()
    state.focus = .editor
    guard let entry = dirtyEditor(&state) else { return }
    state.isQuitting = true
    let store = TestStore(state)
    store.send(.effectFailed("the disk is full"), effects: [.keepUnsavedText(entry)]) {
      $0.isQuitting = false
      $0.quitsWithoutSaving = true
      $0.status = StatusMessage(
        text: "Error: the disk is full · q again quits without saving", isError: true,
        expiresAt: Fixture.now + 5)
    }
    store.send(.unsavedTextKept("/j/daybook-unsaved-x.txt")) {
      $0.status = StatusMessage(
        text: "Not saved: the text is kept in /j/daybook-unsaved-x.txt · q quits", isError: true,
        expiresAt: Fixture.now + 5)
    }
  }

  @Test func unreadCountIsKept() {
    let store = TestStore(Fixture.state())
    store.send(.unreadCounted(3)) { $0.unreadCount = 3 }
  }
}

/// Live reload: another process's commit moves `PRAGMA data_version`; what is on screen is
/// loaded again, the cursor and any draft untouched.
@Suite struct LiveReloadTests {
  let today = Fixture.today

  @Test func aChangedDataVersionReloadsWhatIsOnScreen() {
    let store = TestStore(Fixture.state())
    store.send(.journalVersionRead(3)) { $0.journalVersion = 3 }
    store.send(.journalVersionRead(3))
    let state = store.state
    store.send(
      .journalVersionRead(4),
      effects: [
        .loadMonth(state.calendar.visibleMonth), .loadToday(today),
        .loadHeatmap(
          from: state.heatmap.first, to: state.heatmap.end, metric: state.heatmap.metric),
        .reloadEntry(state.editor.day),
      ]
    ) { $0.journalVersion = 4 }
  }

  @Test func capitalRReloadsAtOnce() {
    var state = Fixture.state()
    state.focus = .calendar
    var after = state
    let effects = AppReducer.reduce(&after, .keyPressed(.character("R")))
    expectEqual(effects, AppReducer.reloadVisible(&state))
    expectEqual(after.status?.text, "Reloaded")
    expectEqual(after.calendar, state.calendar)
  }

  @Test func colonReloadReloadsAtOnce() {
    var state = Fixture.state()
    let effects = AppReducer.runCommandLine("reload", &state)
    #expect(effects.contains(.reloadEntry(state.editor.day)))
  }

  @Test func aReloadedEntryForAnotherDayIsIgnored() {
    let store = TestStore(Fixture.state())
    store.send(
      .entryReloaded(day: today.adding(days: -3), entry: Entry(day: today.adding(days: -3))))
  }
}
