import Expectations
import Testing

@testable import MarkdownKit

/// cmark-gfm is opened on the first parse (CCmarkGFM/shim.h). When it cannot be loaded (here:
/// looked for under a soname that does not exist), the text is shown as written: one plain
/// paragraph per run of lines, no markup read, and the document names the missing library.
@Suite struct MissingLibraryTests {
  static let nowhere = "libdaybook-missing-for-tests.so.0"

  @Test func withoutCmarkTheTextStaysAsWritten() {
    let text = "\n# 제목 **굵게**\n첫 줄\n\n\n- [ ] 할 일 🌱\n| a | b |"
    let document = Markdown.parse(text, keepLineBreaks: true, lookingFor: Self.nowhere)
    expectEqual(document.missingLibrary, Self.nowhere)
    expectEqual(
      document.blocks,
      [
        .init(
          .paragraph([.text("# 제목 **굵게**"), .lineBreak, .text("첫 줄")]), startLine: 2,
          endLine: 3, blankLinesBefore: 1),
        .init(
          .paragraph([.text("- [ ] 할 일 🌱"), .lineBreak, .text("| a | b |")]), startLine: 6,
          endLine: 7, blankLinesBefore: 2),
      ])
    expectEqual(Markdown.parse("", keepLineBreaks: true, lookingFor: Self.nowhere).blocks, [])
  }

  @Test func withCmarkTheDocumentIsParsedAndNamesNothingMissing() {
    expectEqual(Markdown.soname, "libcmark-gfm.so.0.29.0.gfm.6")
    #expect(Markdown.isAvailable)
    let document = Markdown.parse("# 제목")
    expectEqual(document.missingLibrary, nil)
    expectEqual(document.blocks.map(\.block), [.heading(level: 1, [.text("제목")])])
  }
}
