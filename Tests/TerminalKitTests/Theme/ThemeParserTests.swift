import Expectations
import TerminalKit
import Testing

@Suite struct ThemeParserTests {
  @Test func parsesAGoodFile() throws {
    let theme = try Theme.parse(
      """
      # comment
        name = Night Garden

      text = #d0d0d0 on 234
      border-focused = bright-green bold
      selection = reverse underline
      today = yellow on default italic dim
      """)
    expectEqual(theme.name, "Night Garden")
    expectEqual(theme.style(.text), Style(fg: .rgb(0xD0, 0xD0, 0xD0), bg: .indexed(234)))
    expectEqual(theme.style(.borderFocused), Style(fg: .ansi(10), attributes: .bold))
    expectEqual(theme.style(.selection), Style(attributes: [.reverse, .underline]))
    // Italic and dim do not mark today without colours; bold is added.
    expectEqual(theme.style(.today), Style(fg: .ansi(3), attributes: [.italic, .dim, .bold]))
    expectEqual(
      theme.style(.muted), Style(fg: .rgb(0xD0, 0xD0, 0xD0), bg: .indexed(234), attributes: .dim))
  }

  @Test func nameDefaultsWhenMissing() throws {
    try expectEqual(Theme.parse("text = red", defaultName: "file").name, "file")
  }

  @Test(arguments: [
    (
      "text = red\nbogus line",
      ThemeParseError(line: 2, message: "expected 'role = style', got 'bogus line'")
    ),
    ("\n\nsparkle = red", ThemeParseError(line: 3, message: "unknown role 'sparkle'")),
    ("text = #12345", ThemeParseError(line: 1, message: "unknown colour '#12345'")),
    ("text = red on", ThemeParseError(line: 1, message: "'on' needs a background colour")),
    ("text = red on purple", ThemeParseError(line: 1, message: "unknown colour 'purple'")),
    ("text = red blinking", ThemeParseError(line: 1, message: "unknown word 'blinking'")),
    ("text = bold red", ThemeParseError(line: 1, message: "colour 'red' out of place")),
    ("text = 256", ThemeParseError(line: 1, message: "unknown colour '256'")),
    ("# c\ntext =", ThemeParseError(line: 2, message: "no style given")),
    ("name =", ThemeParseError(line: 1, message: "the name is empty")),
    (
      "text = red\nmuted = dim\ntext = blue",
      ThemeParseError(line: 3, message: "role 'text' already set on line 1")
    ),
  ])
  func reportsBadLinesWithTheirNumber(text: String, expected: ThemeParseError) {
    #expect(throws: expected) { try Theme.parse(text) }
  }

  @Test func errorDescriptionNamesTheLine() {
    expectEqual(
      ThemeParseError(line: 4, message: "unknown role 'x'").description, "line 4: unknown role 'x'")
  }
}
