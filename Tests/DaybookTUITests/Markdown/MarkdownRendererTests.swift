import DaybookCore
import Expectations
import TerminalKit
import Testing

@testable import DaybookTUI

/// Looks, edge cases and the entry layout of the Markdown renderer; the rows of every
/// construct are in `MarkdownGoldenTests`.
@Suite struct MarkdownRendererTests {
  let theme = Theme.builtinDefault

  private func look(of text: String, in rows: [MarkdownLine]) -> MarkdownLook? {
    rows.lazy.flatMap(\.spans).first { $0.text.contains(text) }?.look
  }

  @Test func headingsLoseTheirHashesAndShowTheLevelByLook() {
    let rows = MarkdownRenderer.render(markdown: "# 제목\n## 見出し\n### Three\n#### Four", width: 40)
    expectEqual(rows.map(\.text), ["제목", "見出し", "Three", "Four"])
    let styles = rows.map { MarkdownStyles.style($0.spans[0].look, theme: theme) }
    #expect(styles[0].attributes.contains([.bold, .underline]))
    #expect(styles[1].attributes.contains(.bold) && !styles[1].attributes.contains(.underline))
    #expect(styles[2].attributes.contains([.bold, .italic]))
    #expect(styles[3].attributes.contains(.italic) && !styles[3].attributes.contains(.bold))
    expectEqual(Set(styles).count, 4)
  }

  @Test func inlineLooks() {
    let rows = MarkdownRenderer.render(
      markdown: "*기울임* **굵게** ~~취소~~ `코드` [링크](https://example.org/a)", width: 80)
    expectEqual(rows.map(\.text), ["기울임 굵게 취소 코드 링크"])
    expectEqual(look(of: "기울임", in: rows)?.traits, .emphasis)
    expectEqual(look(of: "굵게", in: rows)?.traits, .strong)
    expectEqual(look(of: "취소", in: rows)?.traits, .strikethrough)
    expectEqual(look(of: "코드", in: rows)?.traits, .code)
    expectEqual(look(of: "링크", in: rows), MarkdownLook(.link, link: "https://example.org/a"))
    let style = { (text: String) in
      MarkdownStyles.style(look(of: text, in: rows) ?? .plain, theme: theme).attributes
    }
    #expect(style("기울임").contains(.italic))
    #expect(style("굵게").contains(.bold))
    #expect(style("취소").contains(.dim))
    #expect(style("링크").contains(.underline))
  }

  @Test func listMarkersAndTaskBoxesAreDecoration() {
    let rows = MarkdownRenderer.render(markdown: "- a\n- [ ] b\n- [x] c", width: 20)
    expectEqual(rows.map(\.text), ["• a", "☐ b", "☑ c"])
    expectEqual(rows[0].spans[0].look, .decoration)
    expectEqual(rows[2].spans[0].look.traits, [.decoration, .checked])
  }

  @Test func looseListsKeepABlankRowBetweenItems() {
    let rows = MarkdownRenderer.render(markdown: "1. one\n\n2. two\n", width: 20)
    expectEqual(rows.map(\.text), ["1. one", "", "2. two"])
  }

  @Test func aWordWithSeveralLooksKeepsTogether() {
    let rows = MarkdownRenderer.render(markdown: "aaaa **bb**cc", width: 6)
    expectEqual(rows.map(\.text), ["aaaa", "bbcc"])
  }

  @Test func japaneseClosingPunctuationNeverStartsARow() {
    // Nine kana fill 18 columns exactly; 。 would start the second row, so け goes with it.
    let rows = MarkdownRenderer.render(markdown: "あいうえおかきくけ。", width: 18)
    expectEqual(rows.map(\.text), ["あいうえおかきく", "け。"])
  }

  @Test func controlCharactersAreShownEscaped() {
    let rows = MarkdownRenderer.render(markdown: "a\u{1B}[2Jb `c\u{7}d`", width: 40)
    expectEqual(rows.map(\.text), ["a^[[2Jb c^Gd"])
  }

  @Test func narrowWidthsNeverCrashAndStayInside() {
    let text = MarkdownSamples.all.map(\.markdown).joined(separator: "\n\n")
    for width in [1, 2, 3, 5, 8, 13] {
      let rows = MarkdownRenderer.render(markdown: text, width: width)
      #expect(!rows.isEmpty)
      if width >= 8 {
        let wide = rows.filter { $0.width > width }.map(\.text)
        expectEqual(wide, [], "width \(width)")
      }
    }
  }

  @Test func tablesNarrowerThanTheirTextWrapTheirCells() {
    let rows = MarkdownRenderer.render(
      markdown: "| 식물 | 메모 |\n|---|---|\n| 몬스테라 | 새 잎이 두 장 나왔다 |", width: 20)
    expectEqual(
      rows.map(\.text),
      [
        "식물     │ 메모",
        "─────────┼──────────",
        "몬스테라 │ 새 잎이",
        "         │ 두 장",
        "         │ 나왔다",
      ])
  }

  @Test func anEntryKeepsItsTitleAndTheBlankLinesUnderIt() {
    let rows = MarkdownRenderer.entry(title: "# 오늘", body: "\n본문 **굵게**", width: 20)
    expectEqual(rows.map(\.text), ["오늘", "", "본문 굵게"])
    #expect(rows[0].spans[0].look.traits.contains(.title))
    expectEqual(rows[0].spans[0].look.heading, 1)
  }

  @Test func plainTextRendersAsTheEditorWrapsIt() {
    let text = "첫 줄\n둘째 줄은 조금 더 길어서 접힌다\n\n日本語の文章はどこでも折り返せる"
    // An odd width: no row is full, so the editor adds no cursor row after one.
    let rows = MarkdownRenderer.entry(title: "제목", body: text, width: 15)
    expectEqual(
      rows.map(\.text),
      [
        "제목", "첫 줄", "둘째 줄은 조금", "더 길어서", "접힌다", "", "日本語の文章は", "どこでも折り返", "せる",
      ])
    let editorRows = TextBuffer("제목\n" + text).rows(
      from: .init(line: 0, row: 0), count: 100, width: 15)
    let trimmed = editorRows.map { row in
      var text = row.text
      while text.last == " " { text.removeLast() }
      return text
    }
    expectEqual(rows.map(\.text), trimmed)
  }

  @Test func tooNarrowTablesBecomeRows() {
    let rows = MarkdownRenderer.render(
      markdown: "| a | b | c |\n|---|---|---|\n| 1 | 2 | 3 |", width: 8)
    expectEqual(rows.map(\.text), ["a │ b │", "c", "────────", "1 │ 2 │", "3"])
  }
}
