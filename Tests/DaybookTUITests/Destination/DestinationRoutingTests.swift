import Expectations
import TerminalKit
import Testing

@testable import DaybookCore
@testable import DaybookTUI

@Suite struct CommandLineTests {
  let today = Fixture.today

  private func typed(_ text: String) -> TestStore {
    var state = Fixture.state()
    state.destination = .command(CommandFeature.State(text: text))
    return TestStore(state)
  }

  @Test func colonOpensTheCommandLineAndKeysAreText() {
    let store = TestStore(Fixture.state())
    store.send(.keyPressed(.character(":"))) {
      $0.destination = .command(CommandFeature.State(text: ""))
    }
    store.send(.keyPressed(.character("q"))) {
      $0.destination = .command(CommandFeature.State(text: "q"))
    }
    store.send(.keyPressed(.backspace)) {
      $0.destination = .command(CommandFeature.State(text: ""))
    }
    store.send(.keyPressed(.backspace)) { $0.destination = nil }
  }

  @Test func themeCommandLoadsTheTheme() {
    typed("theme dark").send(.keyPressed(.enter), effects: [.loadTheme("dark")]) {
      $0.destination = nil
    }
  }

  @Test func gotoJumpsToADate() {
    let store = typed("goto 2026-12-01")
    let day = Day(year: 2026, month: 12, day: 1)!
    var expected = store.state
    expected.destination = nil
    expected.focus = .calendar
    let effects = AppReducer.jump(to: day, &expected)
    store.send(.keyPressed(.enter), effects: effects) { $0 = expected }
    expectEqual(store.state.calendar.selected, day)
    #expect(effects.contains(.loadEntry(day)))
  }

  @Test func gotoWithABadDateSaysSo() {
    typed("goto 2026-13-01").send(.keyPressed(.enter)) {
      $0.destination = nil
      $0.status = StatusMessage(
        text: "Not a date: 2026-13-01 (use YYYY-MM-DD)", isError: true,
        expiresAt: Fixture.now + 5)
    }
  }

  @Test func qQuits() {
    typed("q").send(.keyPressed(.enter)) {
      $0.destination = nil
      $0.isQuitting = true
    }
  }

  @Test func langSwitchesTheLanguageLive() {
    let store = typed("lang ja")
    var settings = store.state.settings
    settings.language = "ja"
    store.send(.keyPressed(.enter), effects: [.saveSettings(settings)]) {
      $0.destination = nil
      $0.settings.language = "ja"
      $0.status = StatusMessage(text: "言語: 日本語", expiresAt: Fixture.now + 5)
    }
    expectEqual(store.state.language, .ja)
  }

  @Test func unknownCommandIsReported() {
    typed("frobnicate now").send(.keyPressed(.enter)) {
      $0.destination = nil
      $0.status = StatusMessage(
        text: "Unknown command: frobnicate", isError: true, expiresAt: Fixture.now + 5)
    }
  }

  @Test func escapeCancels() {
    typed("theme x").send(.keyPressed(.escape)) { $0.destination = nil }
  }
}

@Suite struct ConfirmAndHistoryTests {
  @Test func yesRunsTheEffectsAndNoDropsThem() {
    var state = Fixture.state()
    let question = Confirmation(prompt: "Water again?", effects: [.water(plantID: 3)])
    state.destination = .confirm(question)
    let store = TestStore(state)
    store.send(.keyPressed(.character("x")))
    store.send(.keyPressed(.character("y")), effects: [.water(plantID: 3)]) { $0.destination = nil }

    var other = Fixture.state()
    other.destination = .confirm(question)
    let refused = TestStore(other)
    refused.send(.keyPressed(.character("n"))) { $0.destination = nil }
  }

  @Test func historyClosesWithEscape() {
    var state = Fixture.state()
    state.destination = .history(HistoryFeature.State(day: Fixture.today))
    let store = TestStore(state)
    store.send(.keyPressed(.character("j")))
    store.send(.keyPressed(.escape)) { $0.destination = nil }
  }
}

@Suite struct OnboardingTests {
  private func onboardingStore() -> TestStore {
    var state = Fixture.state()
    state.settings = JournalSettings()
    state.destination = .onboarding(OnboardingFeature.State())
    return TestStore(state)
  }

  @Test func walkingThroughEveryStepSavesTheAnswers() {
    let store = onboardingStore()
    var onboarding = OnboardingFeature.State()
    onboarding.language = .ko
    store.send(.keyPressed(.down)) {
      $0.destination = .onboarding(onboarding)
      $0.settings.language = "ko"
    }
    onboarding.step = .weekStart
    store.send(.keyPressed(.enter)) { $0.destination = .onboarding(onboarding) }
    onboarding.weekStart = .sunday
    store.send(.keyPressed(.character("j"))) { $0.destination = .onboarding(onboarding) }
    onboarding.step = .goalMode
    store.send(.keyPressed(.enter)) { $0.destination = .onboarding(onboarding) }
    onboarding.goalMode = .zeroCaffeine
    onboarding.amountText = "2000"
    store.send(.keyPressed(.down)) { $0.destination = .onboarding(onboarding) }
    onboarding.step = .goalAmount
    store.send(.keyPressed(.enter)) { $0.destination = .onboarding(onboarding) }
    onboarding.amountText = "200"
    store.send(.keyPressed(.backspace)) { $0.destination = .onboarding(onboarding) }
    // Letters are not amounts.
    store.send(.keyPressed(.character("x")))
    onboarding.amountText = "2005"
    store.send(.keyPressed(.character("5"))) { $0.destination = .onboarding(onboarding) }
    onboarding.step = .plant
    store.send(.keyPressed(.enter)) { $0.destination = .onboarding(onboarding) }
    store.type("몬스테라")
    onboarding.plantName = "몬스테라"
    expectEqual(store.state.destination, .onboarding(onboarding))

    var settings = JournalSettings(language: "ko", weekStart: .sunday, onboarded: true)
    settings.goal.mode = .zeroCaffeine
    settings.goal.waterGoalMl = 2005
    var expected = store.state
    expected.destination = nil
    expected.settings = settings
    expected.status = StatusMessage(
      text: "준비 완료. ?를 누르면 키를 볼 수 있습니다.", expiresAt: Fixture.now + 5)
    let restart = AppReducer.startPanes(&expected)
    store.send(
      .keyPressed(.enter),
      // Issue 16 item 15: the first plant is matched to the catalog (November: winter, 14).
      effects: [
        .saveSettings(settings),
        .addPlant(
          Plant(
            name: "몬스테라", species: "Monstera deliciosa", intervalDays: 14,
            seasons: PlantSeasons(summerDays: 7, winterDays: 14))),
      ] + restart
    ) { $0 = expected }
    expectEqual(store.state.calendar.weekStart, .sunday)
  }

  @Test func escapeSkipsEverythingAndNeverAsksAgain() {
    let store = onboardingStore()
    var settings = JournalSettings()
    settings.onboarded = true
    store.send(.keyPressed(.escape), effects: [.saveSettings(settings)]) {
      $0.destination = nil
      $0.settings.onboarded = true
    }
  }

  @Test func plantAddedReloadsToday() {
    let store = TestStore(Fixture.state())
    store.send(.plantAdded(Plant(id: 1, name: "Monstera")), effects: [.loadToday(Fixture.today)])
  }
}
