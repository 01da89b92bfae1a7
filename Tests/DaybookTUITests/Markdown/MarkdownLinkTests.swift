import Expectations
import TerminalKit
import Testing

@testable import DaybookCore
@testable import DaybookTUI

/// Markdown links in read mode and in a todo's notes are hyperlink runs on the canvas at
/// the columns their text takes, after wide Korean text; the lines do not change.
@Suite struct MarkdownLinkTests {
  let day = Day(year: 2026, month: 11, day: 29)!
  let theme = Theme.builtinDefault

  @Test func aLinkAfterKoreanTextIsARunAtItsColumns() {
    var state = EditorState(day: day)
    _ = EditorFeature.reduce(&state, .resized(width: 40, height: 8))
    let body = "물 주기 [정원 **가이드**](https://example.com/물) 끝 [x](javascript:alert(1))"
    let entry = Entry(id: 1, day: day, title: "제목", body: body)
    _ = EditorFeature.reduce(&state, .load(day: day, entry: entry, draft: nil))
    var canvas = Canvas(size: Size(width: 40, height: 8))
    EditorView.render(
      state, into: &canvas, in: Rect(x: 0, y: 0, width: 40, height: 8), theme: theme,
      focused: true)
    let row = canvas.lines.firstIndex { $0.hasPrefix("물 주기 정원 가이드 끝 x") }
    #expect(row != nil)
    // "물 주기 " is 8 columns; "정원 가이드" 11, as one run over both spans.
    expectEqual(
      canvas.links.map { [$0.y, $0.x, $0.width] }, [[row ?? -1, 8, 11]])
    expectEqual(canvas.links.first?.target, "https://example.com/%EB%AC%BC")
    expectEqual(canvas.links.first?.cells.map(\.grapheme).joined(), "정원 가이드")
  }

  @Test func aTodoNoteLinksToo() {
    var canvas = Canvas(size: Size(width: 30, height: 2))
    let rows = TodoDetail.rows(of: "메모 <https://daybook.example>", width: 30)
    EntryMarkdown.draw(rows[0], into: &canvas, x: 1, y: 1, maxX: 30, theme: theme)
    expectEqual(canvas.links.map { [$0.y, $0.x, $0.width] }, [[1, 6, 23]])
    expectEqual(canvas.links.first?.target, "https://daybook.example")
  }
}
