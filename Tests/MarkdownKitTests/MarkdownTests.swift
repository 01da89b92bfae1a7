import Expectations
import Testing

@testable import MarkdownKit

@Suite struct MarkdownTests {
  @Test func headingsParagraphsAndSourceLines() {
    let document = Markdown.parse("# 제목\n\n첫 줄\n둘째 줄\n\n\n## Two")
    expectEqual(
      document.blocks,
      [
        .init(.heading(level: 1, [.text("제목")]), startLine: 1, endLine: 1),
        .init(
          .paragraph([.text("첫 줄"), .lineBreak, .text("둘째 줄")]), startLine: 3, endLine: 4,
          blankLinesBefore: 1),
        .init(.heading(level: 2, [.text("Two")]), startLine: 7, endLine: 7, blankLinesBefore: 2),
      ])
  }

  @Test func countsBlankLinesBetweenBlocksInTheSource() {
    let document = Markdown.parse("\n\nBefore\n\n---\n\n\nAfter\n- a\n\n  \n> q")
    expectEqual(document.blocks.map(\.blankLinesBefore), [2, 1, 2, 0, 2])
  }

  @Test func joinsLinesWhenAskedLikeCommonMark() {
    let document = Markdown.parse("a\nb", keepLineBreaks: false)
    expectEqual(document.blocks.map(\.block), [.paragraph([.text("a"), .softBreak, .text("b")])])
  }

  @Test func inlines() {
    let document = Markdown.parse("*em* **strong** ~~gone~~ `code` [link](https://x.org)")
    expectEqual(
      document.blocks.map(\.block),
      [
        .paragraph([
          .emphasis([.text("em")]), .text(" "), .strong([.text("strong")]), .text(" "),
          .strikethrough([.text("gone")]), .text(" "), .code("code"), .text(" "),
          .link(destination: "https://x.org", title: "", [.text("link")]),
        ])
      ])
  }

  @Test func autolinksBareAddresses() {
    let document = Markdown.parse("see https://example.org now")
    expectEqual(
      document.blocks.map(\.block),
      [
        .paragraph([
          .text("see "),
          .link(
            destination: "https://example.org", title: "", [.text("https://example.org")]),
          .text(" now"),
        ])
      ])
  }

  @Test func taskListsAndNesting() {
    let document = Markdown.parse("- [ ] 물 주기\n- [x] done\n  1. inner\n")
    let expected = MarkdownList(
      ordered: false,
      items: [
        .init(task: false, blocks: [.paragraph([.text("물 주기")])]),
        .init(
          task: true,
          blocks: [
            .paragraph([.text("done")]),
            .list(
              MarkdownList(
                ordered: true, items: [.init(blocks: [.paragraph([.text("inner")])])])),
          ]),
      ])
    expectEqual(document.blocks.map(\.block), [.list(expected)])
  }

  @Test func tablesWithAlignment() {
    let document = Markdown.parse("| a | 日本 |\n|:--|--:|\n| 1 | 2 |\n")
    expectEqual(
      document.blocks.map(\.block),
      [
        .table(
          MarkdownTable(
            alignments: [.left, .right], header: [[.text("a")], [.text("日本")]],
            rows: [[[.text("1")], [.text("2")]]]))
      ])
  }

  @Test func codeQuoteBreakAndHTML() {
    let document = Markdown.parse("```swift\nlet a = 1\n```\n\n> quoted\n\n---\n\n    indented\n")
    expectEqual(
      document.blocks.map(\.block),
      [
        .codeBlock(info: "swift", text: "let a = 1"),
        .blockQuote([.paragraph([.text("quoted")])]),
        .thematicBreak,
        .codeBlock(info: "", text: "indented"),
      ])
  }

  @Test func emptyAndHostileTextParse() {
    #expect(Markdown.parse("").blocks.isEmpty)
    let deep = String(repeating: ">", count: 5_000) + " x"
    #expect(!Markdown.parse(deep).blocks.isEmpty)
    let brackets = String(repeating: "[", count: 10_000)
    #expect(!Markdown.parse(brackets).blocks.isEmpty)
  }
}

@Suite struct MarkdownNestingTests {
  @Test func deepNestingIsCutToPlainText() {
    func depth(_ block: MarkdownBlock) -> Int {
      if case .blockQuote(let inner) = block { return 1 + (inner.map(depth).max() ?? 0) }
      return 0
    }
    let document = Markdown.parse(String(repeating: ">", count: 200) + " deep")
    let deepest = document.blocks.map { depth($0.block) }.max() ?? 0
    #expect(deepest <= Markdown.nestingLimit + 1)
  }
}
