import DaybookCore
import Expectations
import TerminalKit
import Testing

@testable import DaybookTUI

/// `ConfirmFeature.reduce` on the question alone, and a question answered through the app.
@Suite struct ConfirmReducerTests {
  let question = Confirmation(
    prompt: "꽃.jpg를 지울까요? 🌿", effects: [.loadToday(Fixture.today)])

  @Test func everyKeyOfAnAnswerAnswersAndOthersDoNothing() {
    for (key, output) in [
      (Key.character("y"), ConfirmFeature.Output.yes), (.character("Y"), .yes), (.enter, .yes),
      (.character("n"), .no), (.character("N"), .no), (.escape, .no),
    ] {
      var state = question
      expectEqual(ConfirmFeature.reduce(into: &state, action: .key(key)), [output], "\(key)")
      expectEqual(state, question, "\(key)")
    }
    var state = question
    expectEqual(ConfirmFeature.reduce(into: &state, action: .key(.character("q"))), [])
    expectEqual(state, question)
  }

  @Test func yesRunsTheQuestionsEffectsAndNoDropsThem() {
    var state = Fixture.state()
    state.destination = .confirm(question)
    let store = TestStore(state)
    store.send(.keyPressed(.character("x")))
    store.send(.keyPressed(.character("y")), effects: [.loadToday(Fixture.today)]) {
      $0.destination = nil
    }
    var asked = Fixture.state()
    asked.destination = .confirm(question)
    TestStore(asked).send(.keyPressed(.escape)) { $0.destination = nil }
  }
}
