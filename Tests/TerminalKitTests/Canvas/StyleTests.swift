import Testing
import TerminalKit

@Suite struct StyleTests {
  @Test func patchedKeepsBaseColoursWhereOverlayIsDefault() {
    let base = Style(fg: .ansi(2), bg: .ansi(0), attributes: .dim)
    let overlay = Style(bg: .ansi(4), attributes: .bold)
    #expect(base.patched(with: overlay) == Style(fg: .ansi(2), bg: .ansi(4), attributes: [.dim, .bold]))
  }

  @Test func helpers() {
    #expect(Style.plain.adding(.underline) == Style(attributes: .underline))
    #expect(Style.plain.foreground(.ansi(1)).background(.indexed(9)) == Style(fg: .ansi(1), bg: .indexed(9)))
  }
}
