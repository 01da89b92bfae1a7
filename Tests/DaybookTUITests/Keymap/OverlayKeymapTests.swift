import DaybookCore
import Expectations
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
      expectEqual(press(key, &state), [])
      var expected = Fixture.state()
      expected.destination = .statistics(StatisticsFeature.State(today: Fixture.today))
      expectEqual(state, expected, "\(key)")
    }
  }

  @Test func theHelpScrollsOnEveryKeyOfItsScrollCommands() {
    for (key, scroll) in [
      (Key.down, 4), (.character("j"), 4), (.up, 2), (.character("k"), 2), (.pageDown, 13),
      (.character(" "), 13), (.pageUp, 0), (.character("x"), 3), (.tab, 3),
    ] {
      var state = Fixture.state()
      state.destination = .help(HelpFeature.State(scroll: 3))
      expectEqual(press(key, &state), [])
      var expected = Fixture.state()
      expected.destination = .help(HelpFeature.State(scroll: scroll))
      expectEqual(state, expected, "\(key)")
    }
    expectEqual(HelpFeature.keyLine(.ko).keyLine, "Esc 닫기 · j/k 스크롤")
  }

  @Test func theCommandLineRunsCompletesAndCancelsAndTypesTheRest() {
    var state = Fixture.state()
    state.destination = .command(CommandFeature.State(text: ""))
    expectEqual(press(.character("q"), &state), [])
    expectEqual(state.destination, .command(CommandFeature.State(text: "q")))
    expectEqual(press(.backspace, &state), [])
    expectEqual(state.destination, .command(CommandFeature.State(text: "")))
    // Backspace on an empty line closes it; Esc closes it whatever it holds.
    expectEqual(press(.backspace, &state), [])
    expectEqual(state, Fixture.state())
    state.destination = .command(CommandFeature.State(text: "th"))
    expectEqual(press(.tab, &state), [])
    expectEqual(state.destination, .command(CommandFeature.State(text: "theme ")))
    expectEqual(press(.escape, &state), [])
    expectEqual(state, Fixture.state())
    state.destination = .command(CommandFeature.State(text: "theme moss"))
    expectEqual(press(.enter, &state), [.loadTheme("moss")])
    expectEqual(state, Fixture.state())
    expectEqual(
      CommandFeature.keyLine(.ja).keyLine, "Enter 実行 · Tab 補完 · Esc 取り消し")
  }

  @Test func onboardingChoicesMoveOnEveryKeyOfTheirCommands() {
    for key in [Key.down, .right, .character("j"), .character("l"), .character(" ")] {
      var state = Fixture.state()
      state.destination = .onboarding(OnboardingFeature.State())
      expectEqual(press(key, &state), [])
      var answered = OnboardingFeature.State()
      answered.language = .ko
      expectEqual(state.destination, .onboarding(answered), "\(key)")
      expectEqual(state.language, .ko)
    }
    for key in [Key.up, .left, .character("k"), .character("h")] {
      var state = Fixture.state()
      state.destination = .onboarding(OnboardingFeature.State())
      expectEqual(press(key, &state), [])
      var answered = OnboardingFeature.State()
      answered.language = .ja
      expectEqual(state.destination, .onboarding(answered), "\(key)")
    }
  }

  @Test func onboardingTypesTheRestAndCountsCoffeesOnlyOnTheLimit() {
    var state = Fixture.state()
    var onboarding = OnboardingFeature.State()
    onboarding.step = .plant
    state.destination = .onboarding(onboarding)
    for key in [Key.character("j"), .character("k"), .character(" "), .character("몬")] {
      expectEqual(press(key, &state), [])
    }
    onboarding.plantName = "jk 몬"
    expectEqual(state.destination, .onboarding(onboarding))
    onboarding.step = .goalAmount
    state.destination = .onboarding(onboarding)
    expectEqual(press(.character("k"), &state), [])
    var counted = onboarding
    counted.coffees = 1
    counted.amountText = "95"
    expectEqual(state.destination, .onboarding(counted))
    expectEqual(
      OnboardingFeature.keyLine(counted, .en).keyLine, "↑↓ coffees · Enter next · Esc skip")
    expectEqual(
      OnboardingFeature.keyLine(OnboardingFeature.State(), .ko).keyLine,
      "↑↓ 선택 · Enter 다음 · Esc 건너뛰기")
    var plant = OnboardingFeature.State()
    plant.step = .plant
    expectEqual(OnboardingFeature.keyLine(plant, .en).keyLine, "Enter next · Esc skip")
  }

  @Test func escSkipsTheOnboarding() {
    var state = Fixture.state()
    state.destination = .onboarding(OnboardingFeature.State())
    var expected = state
    expected.destination = nil
    expected.settings.onboarded = true
    expectEqual(press(.escape, &state), [.saveSettings(expected.settings)])
    expectEqual(state, expected)
  }

  @Test func theAppsQuestionsTakeEveryKeyOfTheirAnswers() {
    let question = Confirmation(prompt: "되돌릴까요?", effects: [.loadThemeCatalog])
    for key in [Key.character("y"), .character("Y"), .enter] {
      var state = Fixture.state()
      state.destination = .confirm(question)
      expectEqual(press(key, &state), [.loadThemeCatalog], "\(key)")
      expectEqual(state, Fixture.state())
    }
    for key in [Key.character("n"), .character("N"), .escape] {
      var state = Fixture.state()
      state.destination = .confirm(question)
      expectEqual(press(key, &state), [], "\(key)")
      expectEqual(state, Fixture.state())
    }
    var state = Fixture.state()
    state.destination = .confirm(question)
    expectEqual(press(.character("x"), &state), [])
    expectEqual(state.destination, .confirm(question))
  }

  @Test func thePlantsQuestionIgnoresEnter() {
    var state = PlantsFixture.state()
    state.confirm = .waterAgain(1, name: "Monstera")
    let asking = state
    expectEqual(PlantsFeature.reduce(into: &state, action: .key(.enter)), [])
    expectEqual(state, asking)
    expectEqual(
      PlantsFeature.reduce(into: &state, action: .key(.character("Y"))), [.run(.water(1))])
    expectEqual(state, PlantsFixture.state())
    expectEqual(ConfirmCommand.paneKeymap(.ko).keyLine, "y 예 · n/Esc 아니요")
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
      expectEqual(press(key, &state), [])
      var moved = history
      moved.selection = 1
      expectEqual(state.destination, .history(moved), "\(key)")
    }
    for key in [Key.escape, .character("q"), .character("H")] {
      var state = Fixture.state()
      state.destination = .history(history)
      expectEqual(press(key, &state), [])
      expectEqual(state, Fixture.state(), "\(key)")
    }
    var viewing = history
    viewing.viewing = 0
    for (key, scroll) in [(Key.character(" "), 30), (.pageDown, 30), (.character("j"), 1)] {
      var state = Fixture.state()
      state.destination = .history(viewing)
      expectEqual(press(key, &state), [])
      var scrolled = viewing
      scrolled.scroll = scroll
      expectEqual(state.destination, .history(scrolled), "\(key)")
    }
    for key in [Key.escape, .character("q"), .enter] {
      var state = Fixture.state()
      state.destination = .history(viewing)
      expectEqual(press(key, &state), [])
      expectEqual(state.destination, .history(history), "\(key)")
    }
    expectEqual(
      HistoryFeature.keyLine(history, .en).keyLine, "Enter view · r revert · ↑↓ choose · Esc close")
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
      expectEqual(press(key, &state), [])
      var moved = list
      moved.selection = selection
      expectEqual(state.destination, .entryList(moved), "\(key)")
    }
    for key in [Key.escape, .character("q")] {
      var state = Fixture.state()
      state.destination = .entryList(list)
      expectEqual(press(key, &state), [])
      expectEqual(state, Fixture.state(), "\(key)")
    }
    var state = Fixture.state()
    state.destination = .entryList(list)
    expectEqual(press(.character("O"), &state), [.browse(.loadOnThisDay(list.items[0].day))])
    var onThisDay = EntryListFeature.State()
    onThisDay.mode = .onThisDay(list.items[0].day)
    expectEqual(state.destination, .entryList(onThisDay))
    expectEqual(
      EntryListFeature.keyLine(list, .en).keyLine,
      "Enter open · O on this day · PgUp/PgDn page · Home/End ends · Esc close")
  }

  @Test func thePictureViewerClosesOnEveryKeyOfClose() {
    for key in [Key.character("q"), .escape, .ctrl("c")] {
      expectEqual(PictureViewerFeature.Command(key: key), .close, "\(key)")
    }
    for key in [Key.character("["), .left] {
      expectEqual(PictureViewerFeature.Command(key: key), .previous, "\(key)")
    }
    for key in [Key.character("]"), .right] {
      expectEqual(PictureViewerFeature.Command(key: key), .next, "\(key)")
    }
    expectEqual(PictureViewerFeature.Command(key: .character("x")), nil)
    expectEqual(
      PictureViewerFeature.keyLine(.ko).map { $0.shownKeys + " " + $0.help },
      ["q Esc 닫기", "[ ] 이전/다음"])
  }

  @Test func theSearchRunsItsCommandsAndTypesTheRest() {
    let recent = SearchFeature.State(recent: ["몬스테라", "물", "커피"])
    for (key, selection) in [(Key.down, 1), (.ctrl("n"), 1), (.pageDown, 2)] {
      var state = Fixture.state()
      state.destination = .search(recent)
      expectEqual(press(key, &state), [])
      var moved = recent
      moved.selection = selection
      expectEqual(state.destination, .search(moved), "\(key)")
    }
    var state = Fixture.state()
    state.destination = .search(recent)
    expectEqual(press(.ctrl("d"), &state), [.browse(.deleteRecentSearch("몬스테라"))])
    expectEqual(state.destination, .search(SearchFeature.State(recent: ["물", "커피"])))
    expectEqual(press(.ctrl("x"), &state), [.browse(.clearRecentSearches)])
    expectEqual(state.destination, .search(SearchFeature.State()))
    expectEqual(press(.escape, &state), [.cancel(.search)])
    expectEqual(state, Fixture.state())
    // j and k are letters of the query, not moves.
    var typing = Fixture.state()
    typing.destination = .search(SearchFeature.State(query: "j"))
    _ = press(.character("k"), &typing)
    guard case .search(let typed)? = typing.destination else {
      Issue.record("search closed")
      return
    }
    expectEqual(typed.query, "jk")
    expectEqual(
      SearchFeature.keyLine(recent: false, .en).keyLine,
      "Enter open · ↑↓ choose · PgUp/PgDn page · Esc close")
  }
}
