import Expectations
import TerminalKit
import Testing

@testable import DaybookCore
@testable import DaybookTUI

/// Without cmark-gfm (opened on first use), the Entry pane's read mode says on its last row
/// that the text is shown as written and names the library; the rows above keep the text.
@Suite struct MarkdownMissingLibraryTests {
  let day = Day(year: 2026, month: 11, day: 29)!

  @Test func theLastRowNamesTheMissingLibraryInTheStatesLanguage() {
    var state = EditorState(day: day)
    state.language = .ko
    _ = EditorFeature.reduce(&state, .resized(width: 80, height: 5))
    let entry = Entry(id: 1, day: day, title: "산책", body: "공원을 걸었다 🌳")
    _ = EditorFeature.reduce(&state, .load(day: day, entry: entry, draft: nil))
    var canvas = Canvas(size: Size(width: 80, height: 5))
    EntryMarkdown.draw(
      state, into: &canvas, in: Rect(x: 0, y: 0, width: 80, height: 5),
      theme: .builtinDefault, missingLibrary: "libcmark-gfm.so.0.29.0.gfm.6")
    #expect(canvas.lines[0].hasPrefix("산책"))
    #expect(canvas.lines[1].hasPrefix("공원을 걸었다 🌳"))
    let notice = "쓴 그대로 보여요: libcmark-gfm.so.0.29.0.gfm.6이 설치되어 있지 않아요"
    #expect(canvas.lines[4].hasPrefix(notice))
    // Installed here: no such line.
    expectEqual(EntryMarkdown.missingLibrary, nil)
  }
}
