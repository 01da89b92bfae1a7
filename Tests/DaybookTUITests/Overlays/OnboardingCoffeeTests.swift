import DaybookCore
import Expectations
import TerminalKit
import Testing

@testable import DaybookTUI

@Suite struct OnboardingCoffeeTests {
  private func atLimitStep(_ mode: GoalMode = .caffeineLimit)
    -> (TestStore, OnboardingFeature.State)
  {
    var state = Fixture.state()
    state.settings = JournalSettings()
    var onboarding = OnboardingFeature.State()
    onboarding.step = .goalAmount
    onboarding.goalMode = mode
    onboarding.amountText = mode == .caffeineLimit ? "400" : "2000"
    state.destination = .onboarding(onboarding)
    state.settings.language = "en"
    return (TestStore(state), onboarding)
  }

  /// Sends a key and expects the onboarding to show `coffees` and `amount` afterwards.
  private func press(
    _ key: Key, _ store: TestStore, _ onboarding: inout OnboardingFeature.State, coffees: Int?,
    amount: String
  ) {
    onboarding.coffees = coffees
    onboarding.amountText = amount
    let expected = onboarding
    store.send(.keyPressed(key)) { $0.destination = .onboarding(expected) }
  }

  @Test func upCountsCoffeesAndSuggests95MgEach() {
    var (store, onboarding) = atLimitStep()
    press(.up, store, &onboarding, coffees: 1, amount: "95")
    press(.up, store, &onboarding, coffees: 2, amount: "190")
    press(.character("k"), store, &onboarding, coffees: 3, amount: "285")
    press(.down, store, &onboarding, coffees: 2, amount: "190")
    press(.character("j"), store, &onboarding, coffees: 1, amount: "95")
  }

  /// Issue 16 item 15: ↑ replaced a limit the user had typed with the suggestion.
  @Test func aTypedLimitIsKeptWhenTheCountChanges() {
    var (store, onboarding) = atLimitStep()
    press(.backspace, store, &onboarding, coffees: nil, amount: "40")
    press(.backspace, store, &onboarding, coffees: nil, amount: "4")
    press(.backspace, store, &onboarding, coffees: nil, amount: "")
    press(.character("2"), store, &onboarding, coffees: nil, amount: "2")
    press(.character("5"), store, &onboarding, coffees: nil, amount: "25")
    press(.character("0"), store, &onboarding, coffees: nil, amount: "250")
    press(.up, store, &onboarding, coffees: 1, amount: "250")
    press(.up, store, &onboarding, coffees: 2, amount: "250")
  }

  @Test func theSuggestionIsCappedAt400AndTheCountAt10() {
    var (store, onboarding) = atLimitStep()
    for count in 1...4 {
      press(.up, store, &onboarding, coffees: count, amount: String(count * 95))
    }
    for count in 5...10 { press(.up, store, &onboarding, coffees: count, amount: "400") }
    press(.up, store, &onboarding, coffees: 10, amount: "400")
    press(.down, store, &onboarding, coffees: 9, amount: "400")
  }

  @Test func downFromNoAnswerKeepsTheDefaultLimitAndZeroNeedsAnAnswer() {
    var (store, onboarding) = atLimitStep()
    let untouched = onboarding
    expectEqual(untouched.coffees, nil)
    store.send(.keyPressed(.down)) { $0.destination = .onboarding(untouched) }
    press(.up, store, &onboarding, coffees: 1, amount: "95")
    press(.down, store, &onboarding, coffees: 0, amount: "0")
    press(.down, store, &onboarding, coffees: 0, amount: "0")
  }

  @Test func theSuggestionCanBeEditedAndEnterSavesTheEditedLimit() {
    var (store, onboarding) = atLimitStep()
    press(.up, store, &onboarding, coffees: 1, amount: "95")
    press(.up, store, &onboarding, coffees: 2, amount: "190")
    press(.backspace, store, &onboarding, coffees: 2, amount: "19")
    press(.character("5"), store, &onboarding, coffees: 2, amount: "195")
    onboarding.step = .plant
    let atPlant = onboarding
    store.send(.keyPressed(.enter)) { $0.destination = .onboarding(atPlant) }
    var settings = JournalSettings(language: "en", onboarded: true)
    settings.goal.caffeineLimitMg = 195
    var expected = store.state
    expected.destination = nil
    expected.settings = settings
    expected.status = StatusMessage(
      text: Strings.text(.onboardingDone, .en), expiresAt: Fixture.now + 5)
    store.send(.keyPressed(.enter), effects: [.saveSettings(settings), .loadToday(Fixture.today)]) {
      $0 = expected
    }
  }

  @Test func aWaterGoalIsNotAskedAboutCoffee() {
    let (store, _) = atLimitStep(.zeroCaffeine)
    store.send(.keyPressed(.up))
  }

  @Test func theQuestionAndSuggestionAreShownInTheChosenLanguage() {
    var state = Fixture.state(width: 80, height: 24)
    var onboarding = OnboardingFeature.State(language: .ko)
    onboarding.step = .goalAmount
    onboarding.coffees = 3
    onboarding.amountText = "285"
    state.destination = .onboarding(onboarding)
    let text = AppView.render(state).canvas.lines.joined(separator: "\n")
    #expect(text.contains("평소 하루 커피 잔 수 (↑/↓): 3"))
    #expect(text.contains("제안 한도: 285 mg (고친 뒤 Enter)"))
  }
}
