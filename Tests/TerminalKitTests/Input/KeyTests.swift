import Expectations
import TerminalKit
import Testing

@Suite struct KeyTests {
  @Test func descriptionsForHelpText() {
    expectEqual(Key.ctrl("s").description, "Ctrl-S")
    expectEqual(Key.enter.description, "Enter")
    expectEqual(Key.character("w").description, "w")
    expectEqual(Key.character(" ").description, "Space")
    expectEqual(Key.alt("x").description, "Alt-x")
    expectEqual(Key.backTab.description, "Shift-Tab")
    expectEqual(Key.function(5).description, "F5")
    expectEqual(Key.pageDown.description, "PgDn")
  }
}
