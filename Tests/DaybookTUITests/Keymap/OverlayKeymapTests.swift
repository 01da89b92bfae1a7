import DaybookCore
import TerminalKit
import Testing

@testable import DaybookTUI

/// The help, the `:` line and the onboarding match keys through their keymap tables: every
/// key of a command does what the command does, keys of none type or do nothing.
@Suite struct OverlayKeymapTests {
  private func press(_ key: Key, _ state: inout AppState) -> [Effect] {
    DestinationRouting.keyPressed(key, &state)
  }

  @Test func everyCloseKeyOfTheHelpGoesBackToTheScreenUnder() {
    for key in [Key.escape, .character("?"), .character("q"), .enter, .function(1)] {
      var state = Fixture.state()
      state.helpUnder = .statistics(StatisticsFeature.State(today: Fixture.today))
      state.destination = .help(HelpFeature.State(scroll: 3))
      #expect(press(key, &state) == [])
      var expected = Fixture.state()
      expected.destination = .statistics(StatisticsFeature.State(today: Fixture.today))
      #expect(state == expected, "\(key)")
    }
  }

  @Test func theHelpScrollsOnEveryKeyOfItsScrollCommands() {
    for (key, scroll) in [
      (Key.down, 4), (.character("j"), 4), (.up, 2), (.character("k"), 2), (.pageDown, 13),
      (.character(" "), 13), (.pageUp, 0), (.character("x"), 3), (.tab, 3),
    ] {
      var state = Fixture.state()
      state.destination = .help(HelpFeature.State(scroll: 3))
      #expect(press(key, &state) == [])
      var expected = Fixture.state()
      expected.destination = .help(HelpFeature.State(scroll: scroll))
      #expect(state == expected, "\(key)")
    }
    #expect(HelpFeature.keyLine(.ko).keyLine == "Esc 닫기 · j/k 스크롤")
  }

  @Test func theCommandLineRunsCompletesAndCancelsAndTypesTheRest() {
    var state = Fixture.state()
    state.destination = .command(CommandFeature.State(text: ""))
    #expect(press(.character("q"), &state) == [])
    #expect(state.destination == .command(CommandFeature.State(text: "q")))
    #expect(press(.backspace, &state) == [])
    #expect(state.destination == .command(CommandFeature.State(text: "")))
    // Backspace on an empty line closes it; Esc closes it whatever it holds.
    #expect(press(.backspace, &state) == [])
    #expect(state == Fixture.state())
    state.destination = .command(CommandFeature.State(text: "th"))
    #expect(press(.tab, &state) == [])
    #expect(state.destination == .command(CommandFeature.State(text: "theme ")))
    #expect(press(.escape, &state) == [])
    #expect(state == Fixture.state())
    state.destination = .command(CommandFeature.State(text: "theme moss"))
    #expect(press(.enter, &state) == [.loadTheme("moss")])
    #expect(state == Fixture.state())
    #expect(
      CommandFeature.keyLine(.ja).keyLine == "Enter 実行 · Tab 補完 · Esc 取り消し")
  }

  @Test func onboardingChoicesMoveOnEveryKeyOfTheirCommands() {
    for key in [Key.down, .right, .character("j"), .character("l"), .character(" ")] {
      var state = Fixture.state()
      state.destination = .onboarding(OnboardingFeature.State())
      #expect(press(key, &state) == [])
      var answered = OnboardingFeature.State()
      answered.language = .ko
      #expect(state.destination == .onboarding(answered), "\(key)")
      #expect(state.language == .ko)
    }
    for key in [Key.up, .left, .character("k"), .character("h")] {
      var state = Fixture.state()
      state.destination = .onboarding(OnboardingFeature.State())
      #expect(press(key, &state) == [])
      var answered = OnboardingFeature.State()
      answered.language = .ja
      #expect(state.destination == .onboarding(answered), "\(key)")
    }
  }

  @Test func onboardingTypesTheRestAndCountsCoffeesOnlyOnTheLimit() {
    var state = Fixture.state()
    var onboarding = OnboardingFeature.State()
    onboarding.step = .plant
    state.destination = .onboarding(onboarding)
    for key in [Key.character("j"), .character("k"), .character(" "), .character("몬")] {
      #expect(press(key, &state) == [])
    }
    onboarding.plantName = "jk 몬"
    #expect(state.destination == .onboarding(onboarding))
    onboarding.step = .goalAmount
    state.destination = .onboarding(onboarding)
    #expect(press(.character("k"), &state) == [])
    var counted = onboarding
    counted.coffees = 1
    counted.amountText = "95"
    #expect(state.destination == .onboarding(counted))
    #expect(
      OnboardingFeature.keyLine(counted, .en).keyLine == "↑↓ coffees · Enter next · Esc skip")
    #expect(
      OnboardingFeature.keyLine(OnboardingFeature.State(), .ko).keyLine
        == "↑↓ 선택 · Enter 다음 · Esc 건너뛰기")
    var plant = OnboardingFeature.State()
    plant.step = .plant
    #expect(OnboardingFeature.keyLine(plant, .en).keyLine == "Enter next · Esc skip")
  }

  @Test func escSkipsTheOnboarding() {
    var state = Fixture.state()
    state.destination = .onboarding(OnboardingFeature.State())
    var expected = state
    expected.destination = nil
    expected.settings.onboarded = true
    #expect(press(.escape, &state) == [.saveSettings(expected.settings)])
    #expect(state == expected)
  }

  @Test func theAppsQuestionsTakeEveryKeyOfTheirAnswers() {
    let question = Confirmation(prompt: "되돌릴까요?", effects: [.loadThemeCatalog])
    for key in [Key.character("y"), .character("Y"), .enter] {
      var state = Fixture.state()
      state.destination = .confirm(question)
      #expect(press(key, &state) == [.loadThemeCatalog], "\(key)")
      #expect(state == Fixture.state())
    }
    for key in [Key.character("n"), .character("N"), .escape] {
      var state = Fixture.state()
      state.destination = .confirm(question)
      #expect(press(key, &state) == [], "\(key)")
      #expect(state == Fixture.state())
    }
    var state = Fixture.state()
    state.destination = .confirm(question)
    #expect(press(.character("x"), &state) == [])
    #expect(state.destination == .confirm(question))
  }

  @Test func thePlantsQuestionIgnoresEnter() {
    var state = PlantsFixture.state()
    state.confirm = .waterAgain(1, name: "Monstera")
    let asking = state
    #expect(PlantsFeature.reduce(into: &state, action: .key(.enter)) == [])
    #expect(state == asking)
    #expect(PlantsFeature.reduce(into: &state, action: .key(.character("Y"))) == [.run(.water(1))])
    #expect(state == PlantsFixture.state())
    #expect(ConfirmCommand.paneKeymap(.ko).keyLine == "y 예 · n/Esc 아니요")
  }

  @Test func theHistoryRunsEveryKeyOfItsCommands() {
    var history = HistoryFeature.State(day: Fixture.today)
    history.revisions = (1...3).map {
      EntryRevision(id: RowID($0), entryID: 1, title: "제목", body: "본문 \($0)", savedAt: 10)
    }
    history.isLoaded = true
    for key in [Key.down, .character("j")] {
      var state = Fixture.state()
      state.destination = .history(history)
      #expect(press(key, &state) == [])
      var moved = history
      moved.selection = 1
      #expect(state.destination == .history(moved), "\(key)")
    }
    for key in [Key.escape, .character("q"), .character("H")] {
      var state = Fixture.state()
      state.destination = .history(history)
      #expect(press(key, &state) == [])
      #expect(state == Fixture.state(), "\(key)")
    }
    var viewing = history
    viewing.viewing = 0
    for (key, scroll) in [(Key.character(" "), 30), (.pageDown, 30), (.character("j"), 1)] {
      var state = Fixture.state()
      state.destination = .history(viewing)
      #expect(press(key, &state) == [])
      var scrolled = viewing
      scrolled.scroll = scroll
      #expect(state.destination == .history(scrolled), "\(key)")
    }
    for key in [Key.escape, .character("q"), .enter] {
      var state = Fixture.state()
      state.destination = .history(viewing)
      #expect(press(key, &state) == [])
      #expect(state.destination == .history(history), "\(key)")
    }
    #expect(
      HistoryFeature.keyLine(history, .en).keyLine
        == "Enter view · r revert · ↑↓ choose · Esc close")
  }

  @Test func theEntryListRunsEveryKeyOfItsCommands() {
    var list = EntryListFeature.State()
    list.items = (1...3).map {
      EntrySummary(id: RowID($0), day: Fixture.today.adding(days: -$0), firstLine: "일기 \($0)")
    }
    list.isLoaded = true
    for (key, selection) in [
      (Key.down, 1), (.character("j"), 1), (.character(" "), 2), (.end, 2), (.character("G"), 2),
    ] {
      var state = Fixture.state()
      state.destination = .entryList(list)
      #expect(press(key, &state) == [])
      var moved = list
      moved.selection = selection
      #expect(state.destination == .entryList(moved), "\(key)")
    }
    for key in [Key.escape, .character("q")] {
      var state = Fixture.state()
      state.destination = .entryList(list)
      #expect(press(key, &state) == [])
      #expect(state == Fixture.state(), "\(key)")
    }
    var state = Fixture.state()
    state.destination = .entryList(list)
    #expect(press(.character("O"), &state) == [.browse(.loadOnThisDay(list.items[0].day))])
    var onThisDay = EntryListFeature.State()
    onThisDay.mode = .onThisDay(list.items[0].day)
    #expect(state.destination == .entryList(onThisDay))
    #expect(
      EntryListFeature.keyLine(list, .en).keyLine
        == "Enter open · O on this day · PgUp/PgDn page · Home/End ends · Esc close")
  }

  @Test func thePictureViewerClosesOnEveryKeyOfClose() {
    for key in [Key.character("q"), .escape, .ctrl("c")] {
      #expect(PictureViewerFeature.Command(key: key) == .close, "\(key)")
    }
    for key in [Key.character("["), .left] {
      #expect(PictureViewerFeature.Command(key: key) == .previous, "\(key)")
    }
    for key in [Key.character("]"), .right] {
      #expect(PictureViewerFeature.Command(key: key) == .next, "\(key)")
    }
    #expect(PictureViewerFeature.Command(key: .character("x")) == nil)
    #expect(
      PictureViewerFeature.keyLine(.ko).map { $0.shownKeys + " " + $0.help }
        == ["q Esc 닫기", "[ ] 이전/다음"])
  }

  @Test func theSearchRunsItsCommandsAndTypesTheRest() {
    let recent = SearchFeature.State(recent: ["몬스테라", "물", "커피"])
    for (key, selection) in [(Key.down, 1), (.ctrl("n"), 1), (.pageDown, 2)] {
      var state = Fixture.state()
      state.destination = .search(recent)
      #expect(press(key, &state) == [])
      var moved = recent
      moved.selection = selection
      #expect(state.destination == .search(moved), "\(key)")
    }
    var state = Fixture.state()
    state.destination = .search(recent)
    #expect(press(.ctrl("d"), &state) == [.browse(.deleteRecentSearch("몬스테라"))])
    #expect(state.destination == .search(SearchFeature.State(recent: ["물", "커피"])))
    #expect(press(.ctrl("x"), &state) == [.browse(.clearRecentSearches)])
    #expect(state.destination == .search(SearchFeature.State()))
    #expect(press(.escape, &state) == [.cancel(.search)])
    #expect(state == Fixture.state())
    // j and k are letters of the query, not moves.
    var typing = Fixture.state()
    typing.destination = .search(SearchFeature.State(query: "j"))
    _ = press(.character("k"), &typing)
    guard case .search(let typed)? = typing.destination else {
      Issue.record("search closed")
      return
    }
    #expect(typed.query == "jk")
    #expect(
      SearchFeature.keyLine(recent: false, .en).keyLine
        == "Enter open · ↑↓ choose · PgUp/PgDn page · Esc close")
  }
}
