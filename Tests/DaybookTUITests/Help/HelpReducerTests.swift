import DaybookCore
import Expectations
import TerminalKit
import Testing

@testable import DaybookTUI

/// `HelpFeature.reduce` on its own state, and the help opened and closed over a screen.
@Suite struct HelpReducerTests {
  func reduce(_ state: inout HelpFeature.State, _ key: Key) -> [HelpFeature.Output] {
    HelpFeature.reduce(into: &state, action: .key(key))
  }

  @Test func scrollKeysMoveByLinesAndPagesAndStopAtTheTop() {
    var state = HelpFeature.State()
    for (key, scroll) in [
      (Key.down, 1), (.character("j"), 2), (.pageDown, 12), (.character(" "), 22),
      (.up, 21), (.character("k"), 20), (.pageUp, 10), (.pageUp, 0), (.up, 0),
    ] {
      expectEqual(reduce(&state, key), [], "\(key)")
      expectEqual(state, HelpFeature.State(scroll: scroll), "\(key)")
    }
  }

  @Test func everyCloseKeyClosesAndOtherKeysDoNothing() {
    for key in [Key.escape, .character("?"), .character("q"), .enter, .function(1)] {
      var state = HelpFeature.State(scroll: 4)
      expectEqual(reduce(&state, key), [.close], "\(key)")
      expectEqual(state, HelpFeature.State(scroll: 4), "\(key)")
    }
    var state = HelpFeature.State(scroll: 4)
    expectEqual(reduce(&state, .character("x")), [])
    expectEqual(state, HelpFeature.State(scroll: 4))
  }

  /// `?` on the entry list opens the help over it; Esc puts the list back as it was.
  @Test func theHelpOpensOverAScreenAndGivesItBack() {
    var list = EntryListFeature.State()
    list.isLoaded = true
    var state = Fixture.state()
    state.destination = .entryList(list)
    let store = TestStore(state)
    store.send(.keyPressed(.character("?"))) {
      $0.helpUnder = .entryList(list)
      $0.destination = .help(HelpFeature.State())
    }
    store.send(.keyPressed(.pageDown)) {
      $0.destination = .help(HelpFeature.State(scroll: 10))
    }
    store.send(.keyPressed(.escape)) {
      $0.helpUnder = nil
      $0.destination = .entryList(list)
    }
  }

  /// On the panes `?` is the global command: the help opens over nothing and closes to them.
  @Test func theHelpOverThePanesClosesToThem() {
    let store = TestStore(Fixture.state())
    store.send(.keyPressed(.character("?"))) { $0.destination = .help(HelpFeature.State()) }
    store.send(.keyPressed(.character("q"))) { $0.destination = nil }
  }
}
