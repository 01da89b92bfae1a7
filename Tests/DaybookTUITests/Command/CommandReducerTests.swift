import DaybookCore
import Expectations
import TerminalKit
import Testing

@testable import DaybookTUI

/// `CommandFeature.reduce` on its own state: exact new line and outputs, no `AppState`.
@Suite struct CommandReducerTests {
  func reduce(_ state: inout CommandFeature.State, _ key: Key) -> [CommandFeature.Output] {
    CommandFeature.reduce(into: &state, action: .key(key))
  }

  @Test func keysTypeIntoTheLineIncludingHangulAndEmoji() {
    var state = CommandFeature.State()
    for key in [
      Key.character("g"), .character("o"), .character(" "), .character("내"),
      .character("일"), .character("🌿"),
    ] {
      expectEqual(reduce(&state, key), [], "\(key)")
    }
    expectEqual(state, CommandFeature.State(text: "go 내일🌿"))
    expectEqual(reduce(&state, .backspace), [])
    expectEqual(state, CommandFeature.State(text: "go 내일"))
    expectEqual(reduce(&state, .ctrl("w")), [])
    expectEqual(state, CommandFeature.State(text: "go "))
  }

  @Test func enterRunsTheLineTabAsksToCompleteEscCloses() {
    var state = CommandFeature.State(text: "goto 12/5")
    expectEqual(reduce(&state, .enter), [.run("goto 12/5")])
    expectEqual(reduce(&state, .tab), [.complete("goto 12/5")])
    expectEqual(reduce(&state, .escape), [.close])
    expectEqual(state, CommandFeature.State(text: "goto 12/5"))
  }

  /// Backspace on an empty line closes it, as in vi; on a typed line it deletes.
  @Test func backspaceOnAnEmptyLineCloses() {
    var state = CommandFeature.State()
    expectEqual(reduce(&state, .backspace), [.close])
    expectEqual(state, CommandFeature.State())
  }

  @Test func aPasteIsAddedAsOneLine() {
    var state = CommandFeature.State(text: "theme ")
    expectEqual(CommandFeature.reduce(into: &state, action: .pasted("다크\n모드")), [])
    expectEqual(state, CommandFeature.State(text: "theme " + TextInput.singleLine("다크\n모드")))
  }

  /// Through the app: Tab completes from the app's command table, Enter closes the line
  /// and runs it.
  @Test func theAppCompletesAndRunsTheLine() {
    var state = Fixture.state()
    state.destination = .command(CommandFeature.State(text: "th"))
    let store = TestStore(state)
    store.send(.keyPressed(.tab)) {
      $0.destination = .command(CommandFeature.State(text: "theme "))
    }
    store.send(.pasted("moss")) {
      $0.destination = .command(CommandFeature.State(text: "theme moss"))
    }
    store.send(.keyPressed(.enter), effects: [.loadTheme("moss")]) { $0.destination = nil }
  }
}
