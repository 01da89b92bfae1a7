import Testing
import TerminalKit

@Suite struct KeyTests {
  @Test func descriptionsForHelpText() {
    #expect(Key.ctrl("s").description == "Ctrl-S")
    #expect(Key.enter.description == "Enter")
    #expect(Key.character("w").description == "w")
    #expect(Key.character(" ").description == "Space")
    #expect(Key.alt("x").description == "Alt-x")
    #expect(Key.backTab.description == "Shift-Tab")
    #expect(Key.function(5).description == "F5")
    #expect(Key.pageDown.description == "PgDn")
  }
}
