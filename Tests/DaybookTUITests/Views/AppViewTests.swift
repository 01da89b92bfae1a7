import TerminalKit
import Testing

@testable import DaybookCore
@testable import DaybookTUI

@Suite struct AppViewTests {
  /// Every row is exactly the terminal's width: no wide character was split or spilled.
  private func expectWellFormed(_ canvas: Canvas, sourceLocation: SourceLocation = #_sourceLocation)
  {
    for (index, line) in canvas.lines.enumerated() {
      #expect(
        TextWidth.width(of: line) == canvas.size.width, "row \(index): \(line)",
        sourceLocation: sourceLocation)
    }
  }

  @Test func tooSmallShowsOnlyTheMessage() {
    let state = Fixture.state(width: 30, height: 10)
    let canvas = AppView.render(state).canvas
    #expect(
      canvas.lines == [
        "                              ",
        "                              ",
        "                              ",
        "                              ",
        "  Terminal too small (40×12   ",
        "      needed, now 30×10)      ",
        "                              ",
        "                              ",
        "                              ",
        "                              ",
      ])
    #expect(AppView.render(state).cursor == nil)
  }

  @Test func tooSmallInKorean() {
    var state = Fixture.state(width: 30, height: 10)
    state.settings.language = "ko"
    let canvas = AppView.render(state).canvas
    expectWellFormed(canvas)
    #expect(canvas.lines[4] == "    터미널이 너무 작습니다    ")
    #expect(canvas.lines[5] == "   (40×12 필요, 현재 30×10)   ")
  }

  @Test func wideTerminalShowsFourPanesSideBySide() {
    let state = Fixture.state(width: 120, height: 40)
    let layout = AppLayout(size: state.size, focus: .calendar)
    #expect(layout.mode == .sideBySide)
    #expect(layout.tabs == nil)
    #expect(layout.panes[.calendar] == Rect(x: 0, y: 0, width: 24, height: 38))
    // The heatmap spans the width right of the calendar; today and the editor share the rest.
    #expect(layout.panes[.heatmap] == Rect(x: 24, y: 0, width: 96, height: 12))
    #expect(layout.panes[.today] == Rect(x: 24, y: 12, width: 48, height: 26))
    #expect(layout.panes[.editor] == Rect(x: 72, y: 12, width: 48, height: 26))
    #expect(layout.status == Rect(x: 0, y: 38, width: 120, height: 1))
    #expect(layout.footer == Rect(x: 0, y: 39, width: 120, height: 1))
    let canvas = AppView.render(state).canvas
    expectWellFormed(canvas)
    #expect(canvas.lines[38].hasSuffix(" 0 unread · 2026-11-29 "))
    #expect(canvas.lines[39].hasPrefix(" Left/h "))
    #expect(canvas.lines[39].contains("? help"))
  }

  @Test func mediumTerminalShowsTabsAndTheFocusedPane() {
    var state = Fixture.state(width: 80, height: 24)
    state.focus = .today
    let layout = AppLayout(size: state.size, focus: .today)
    #expect(layout.mode == .tabs)
    #expect(layout.tabs == Rect(x: 0, y: 0, width: 80, height: 1))
    #expect(layout.panes == [.today: Rect(x: 0, y: 1, width: 80, height: 21)])
    let canvas = AppView.render(state).canvas
    expectWellFormed(canvas)
    #expect(
      canvas.lines[0] == TextWidth.pad(" 1 Calendar │ 2 Today │ 3 Heatmap │ 4 Entry ", toWidth: 80))
    // The active tab is drawn in the tabActive style.
    #expect(canvas.style(x: 14, y: 0) == state.theme.style(.tabActive))
    #expect(canvas.style(x: 2, y: 0) == state.theme.style(.tabInactive))
  }

  @Test func tabsInJapaneseKeepTheirWidth() {
    var state = Fixture.state(width: 80, height: 24)
    state.settings.language = "ja"
    let canvas = AppView.render(state).canvas
    expectWellFormed(canvas)
    #expect(
      canvas.lines[0]
        == TextWidth.pad(" 1 カレンダー │ 2 今日 │ 3 ヒートマップ │ 4 日記 ", toWidth: 80))
    #expect(canvas.lines[22].hasSuffix(" 未読 0 · 2026-11-29 "))
  }

  @Test func longKoreanStatusIsCutBeforeTheRightSideWithoutSplittingASyllable() {
    var state = Fixture.state(width: 80, height: 24)
    state.status = StatusMessage(
      text: String(repeating: "오늘은 몬스테라에 물을 줬다 🌿 ", count: 4), expiresAt: Fixture.now + 5)
    let canvas = AppView.render(state).canvas
    expectWellFormed(canvas)
    let status = canvas.lines[22]
    #expect(status.hasSuffix(" 0 unread · 2026-11-29 "))
    #expect(status.hasPrefix(" 오늘은 몬스테라에 물을 줬다 🌿 오늘은"))
    #expect(status.contains("…"))
  }

  @Test func errorStatusUsesTheDangerStyle() {
    var state = Fixture.state(width: 80, height: 24)
    state.status = StatusMessage(
      text: "Error: disk full", isError: true, expiresAt: Fixture.now + 5)
    let canvas = AppView.render(state).canvas
    let expected = state.theme.style(.statusBar).patched(with: state.theme.style(.danger))
    #expect(canvas.style(x: 1, y: 22) == expected)
    #expect(canvas.lines[22].hasPrefix(" Error: disk full "))
  }

  @Test func footerListsTheFocusedPanesKeysFromItsKeymap() {
    var state = Fixture.state(width: 120, height: 40)
    state.focus = .today
    let footer = AppView.render(state).canvas.lines[39]
    let first = TodayFeature.keymap[0]
    #expect(footer.hasPrefix(" " + first.keys.joined(separator: "/") + " " + first.help))
  }

  @Test func helpListsEveryKeymap() {
    // 44 rows: with R (reload) the global keys take one line more than 40 rows leave.
    var state = Fixture.state(width: 120, height: 44)
    state.destination = .help(HelpFeature.State(scroll: 0))
    let text = AppView.render(state).canvas.lines.joined(separator: "\n")
    #expect(text.contains("Everywhere"))
    #expect(text.contains("Shift-Tab"))
    #expect(text.contains(CalendarFeature.keymap[0].help))
    #expect(text.contains(TodayFeature.keymap[0].help))
  }

  @Test func helpScrollsToShowTheEditorKeysOnASmallTerminal() {
    var state = Fixture.state(width: 80, height: 24)
    state.destination = .help(HelpFeature.State(scroll: 500))
    let canvas = AppView.render(state).canvas
    expectWellFormed(canvas)
    let text = canvas.lines.joined(separator: "\n")
    // The `:` commands come last.
    #expect(text.contains(":help"))
    #expect(!text.contains("Shift-Tab"))
  }

  @Test func commandLineTakesTheStatusRowWithTheCursorAtTheEnd() {
    var state = Fixture.state(width: 80, height: 24)
    state.destination = .command(CommandFeature.State(text: "theme 다크"))
    let frame = AppView.render(state)
    #expect(frame.canvas.lines[22] == TextWidth.pad(":theme 다크", toWidth: 80))
    #expect(frame.cursor?.x == 11)
    #expect(frame.cursor?.y == 22)
  }

  @Test func onboardingAsksInTheChosenLanguage() {
    var state = Fixture.state(width: 80, height: 24)
    var onboarding = OnboardingFeature.State(language: .ja)
    onboarding.step = .weekStart
    state.destination = .onboarding(onboarding)
    let canvas = AppView.render(state).canvas
    expectWellFormed(canvas)
    let text = canvas.lines.joined(separator: "\n")
    #expect(text.contains("Daybook へようこそ"))
    #expect(text.contains("2/5  週の始まり"))
    #expect(text.contains("› 月曜日"))
  }

  @Test func everySizeRendersWellFormedRows() {
    for (width, height) in [(120, 40), (80, 24), (40, 12), (30, 10), (200, 60), (1, 1)] {
      var state = Fixture.state(width: width, height: height)
      state.status = StatusMessage(text: "日本語のメッセージ 🌿", expiresAt: Fixture.now + 5)
      expectWellFormed(AppView.render(state).canvas)
    }
  }
}

@Suite struct WritingModeFooterTests {
  static func writing(_ language: Language) -> AppState {
    var state = Fixture.state()
    state.settings.language = language.rawValue
    state.focus = .editor
    _ = AppReducer.reduce(&state, .keyPressed(.enter))
    return state
  }

  @Test func theKeyBarShowsTheModeWordAndTheWritingKeys() {
    #expect(
      AppView.render(Self.writing(.en)).canvas.lines[39]
        == "  WRITING   Esc stop & save  Ctrl-S save  Ctrl-E $EDITOR  Ctrl-G discard changes"
        .padding(toLength: 120, withPad: " ", startingAt: 0))
    let korean = AppView.render(Self.writing(.ko)).canvas.lines[39]
    #expect(korean.hasPrefix("  쓰는 중   Esc 끝내고 저장  Ctrl-S 저장  Ctrl-E $EDITOR  Ctrl-G 변경 버리기"))
    let japanese = AppView.render(Self.writing(.ja)).canvas.lines[39]
    #expect(japanese.hasPrefix("  書き込み中   Esc 終えて保存  Ctrl-S 保存"))
  }

  @Test func theWritingKeysComeFromTheEditorsKeymap() {
    let bar = EditorKeymap.writingBindings(.en)
    for binding in bar {
      for key in binding.keys {
        #expect(EditorKeymap.editing.contains { $0.keys.contains(key) })
      }
    }
    #expect(bar.map(\.keys) == [["Esc"], ["Ctrl-S"], ["Ctrl-E"], ["Ctrl-G"]])
  }
}
