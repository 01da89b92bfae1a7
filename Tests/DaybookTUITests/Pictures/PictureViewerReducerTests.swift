import DaybookCore
import Expectations
import TerminalKit
import Testing

@testable import DaybookTUI

/// `PictureViewerFeature.reduce` on its own state, and the viewer as the app's destination.
@Suite struct PictureViewerReducerTests {
  let photo = DaybookCore.Attachment(
    id: 1, entryID: 4, fileName: "1795953600-ab.jpg", originalName: "꽃.jpg", addedAt: 0)

  func reduce(_ state: inout PictureViewerFeature.State, _ key: Key)
    -> [PictureViewerFeature.Output]
  {
    PictureViewerFeature.reduce(into: &state, action: .key(key))
  }

  @Test func everyKeyOfACommandAsksForItAndOthersDoNothing() {
    let viewer = PictureViewerFeature.State(shown: photo)
    for (key, output) in [
      (Key.character("q"), PictureViewerFeature.Output.close), (.escape, .close),
      (.ctrl("c"), .close), (.character("["), .step(-1)), (.left, .step(-1)),
      (.character("]"), .step(1)), (.right, .step(1)),
    ] {
      var state = viewer
      expectEqual(reduce(&state, key), [output], "\(key)")
      expectEqual(state, viewer, "\(key)")
    }
    for key in [Key.tab, .character("j"), .function(1), .function(2), .enter] {
      var state = viewer
      expectEqual(reduce(&state, key), [], "\(key)")
      expectEqual(state, viewer, "\(key)")
    }
  }

  /// Open over the panes, the viewer takes every key: F1 opens no help, F2 switches no
  /// language, Ctrl-C closes it instead of quitting; a click or a paste reaches no pane.
  @Test func theViewerTakesEveryKeyClickAndPaste() {
    var state = Fixture.state()
    state.focus = .editor
    state.destination = .pictureViewer(PictureViewerFeature.State(shown: photo))
    let store = TestStore(state)
    store.send(.keyPressed(.function(1)))
    store.send(.keyPressed(.function(2)))
    store.send(.keyPressed(.character("?")))
    store.send(.mouseClicked(x: 10, y: 5, button: 1))
    store.send(.pasted("몬스테라 🌿"))
    store.send(.keyPressed(.ctrl("c")), effects: [.cancel(.pictureViewer)]) {
      $0.destination = nil
    }
    expectEqual(store.state.isQuitting, false)
  }
}
