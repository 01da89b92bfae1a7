import DaybookCore
import Expectations
import TerminalKit
import Testing

@testable import DaybookTUI

/// `OnboardingFeature.reduce` on its own state: exact answers and outputs, no `AppState`.
@Suite struct OnboardingReducerTests {
  func reduce(_ state: inout OnboardingFeature.State, _ key: Key) -> [OnboardingFeature.Output] {
    OnboardingFeature.reduce(into: &state, action: .key(key))
  }

  func at(_ step: OnboardingFeature.State.Step) -> OnboardingFeature.State {
    var state = OnboardingFeature.State()
    state.step = step
    return state
  }

  @Test func choiceStepsCycleEnterGoesOnEscSkips() {
    var state = OnboardingFeature.State()
    expectEqual(reduce(&state, .up), [])
    var expected = OnboardingFeature.State()
    expected.language = Language.allCases.last ?? .en
    expectEqual(state, expected)
    expectEqual(reduce(&state, .character("l")), [])
    expectEqual(state, OnboardingFeature.State())
    expectEqual(reduce(&state, .enter), [])
    expectEqual(state, at(.weekStart))
    let before = state
    expectEqual(reduce(&state, .escape), [.skip])
    expectEqual(state, before)
  }

  @Test func theAmountTakesDigitsOnlyAndAtMostSix() {
    var state = at(.goalAmount)
    state.goalMode = .zeroCaffeine
    state.amountText = ""
    for key in [Key.character("1"), .character("x"), .character("2"), .character("물")] {
      expectEqual(reduce(&state, key), [])
    }
    expectEqual(state.amountText, "12")
    for _ in 0..<6 { _ = reduce(&state, .character("9")) }
    expectEqual(state.amountText, "129999")
  }

  /// On the last step the name is typed (Hangul and emoji too), a paste is added as one
  /// line, and Enter hands every answer to the app.
  @Test func thePlantIsTypedAndEnterFinishes() {
    var state = at(.plant)
    for character in "몬스테라 🌿" { expectEqual(reduce(&state, .character(character)), []) }
    expectEqual(OnboardingFeature.reduce(into: &state, action: .pasted(" 2\n호")), [])
    var expected = at(.plant)
    expected.plantName = "몬스테라 🌿" + TextInput.singleLine(" 2\n호")
    expectEqual(state, expected)
    expectEqual(reduce(&state, .enter), [.finish(expected)])
  }

  @Test func aPasteOutsideThePlantStepIsDropped() {
    var state = at(.goalAmount)
    expectEqual(OnboardingFeature.reduce(into: &state, action: .pasted("123")), [])
    expectEqual(state, at(.goalAmount))
  }

  /// Through the app: Esc closes, marks the journal onboarded and saves only that.
  @Test func skippingSavesOnlyThatItWasAsked() {
    var state = Fixture.state()
    state.settings = JournalSettings()
    state.destination = .onboarding(at(.goalMode))
    let store = TestStore(state)
    var settings = JournalSettings()
    settings.onboarded = true
    store.send(.keyPressed(.escape), effects: [.saveSettings(settings)]) {
      $0.destination = nil
      $0.settings.onboarded = true
    }
  }
}
