import Expectations
import TerminalKit
import Testing

@Suite struct StyleTests {
  @Test func patchedKeepsBaseColoursWhereOverlayIsDefault() {
    let base = Style(fg: .ansi(2), bg: .ansi(0), attributes: .dim)
    let overlay = Style(bg: .ansi(4), attributes: .bold)
    expectEqual(
      base.patched(with: overlay), Style(fg: .ansi(2), bg: .ansi(4), attributes: [.dim, .bold]))
  }

  @Test func helpers() {
    expectEqual(Style.plain.adding(.underline), Style(attributes: .underline))
    expectEqual(
      Style.plain.foreground(.ansi(1)).background(.indexed(9)), Style(fg: .ansi(1), bg: .indexed(9))
    )
  }

  @Test func aBlankShowsOnlyItsBackgroundUnderlineAndReverse() {
    let dim = Style(fg: .ansi(2), attributes: .dim)
    // Foreground, bold, dim and italic draw nothing on a space.
    #expect(dim.looksTheSameOnBlank(as: .plain))
    #expect(dim.looksTheSameOnBlank(as: Style(fg: .ansi(5), attributes: [.bold, .italic])))
    // The background and underline do.
    #expect(!dim.looksTheSameOnBlank(as: Style(bg: .ansi(1))))
    #expect(!dim.looksTheSameOnBlank(as: Style(attributes: .underline)))
    // Under reverse the foreground fills the cell, and bold may brighten it: all must match.
    let reversed = Style(fg: .ansi(2), attributes: .reverse)
    #expect(reversed.looksTheSameOnBlank(as: reversed))
    #expect(!reversed.looksTheSameOnBlank(as: Style(fg: .ansi(3), attributes: .reverse)))
    #expect(!reversed.looksTheSameOnBlank(as: reversed.adding(.bold)))
    #expect(!reversed.looksTheSameOnBlank(as: Style(fg: .ansi(2))))
  }
}
