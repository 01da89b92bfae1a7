import Expectations
import TerminalKit
import Testing

@testable import DaybookCore
@testable import DaybookTUI

/// The Entry pane: read mode renders the entry as Markdown, editing shows the source with
/// light highlighting; whole frames at 80x24 and 120x40.
@Suite struct EntryMarkdownViewTests {
  let day = Day(year: 2026, month: 11, day: 29)!
  let theme = Theme.builtinDefault
  static let body = "# 물 주기 Watering\n- [ ] 몬스테라\n- [x] 羊歯を植え替える\n\n**굵게** 그리고 #plants"

  private func loaded(width: Int = 30, height: Int = 10) -> EditorState {
    var state = EditorState(day: day)
    _ = EditorFeature.reduce(&state, .resized(width: width, height: height))
    let entry = Entry(id: 1, day: day, title: "오늘의 정원", body: Self.body)
    _ = EditorFeature.reduce(&state, .load(day: day, entry: entry, draft: nil))
    return state
  }

  private func render(_ state: EditorState, width: Int = 30, height: Int = 10) -> Canvas {
    var canvas = Canvas(size: Size(width: width, height: height))
    EditorView.render(
      state, into: &canvas, in: Rect(x: 0, y: 0, width: width, height: height), theme: theme,
      focused: true)
    return canvas
  }

  private func trimmed(_ canvas: Canvas) -> [String] {
    canvas.lines.map { line in
      var text = line
      while text.last == " " { text.removeLast() }
      return text
    }
  }

  @Test func readModeRendersTheMarkdown() {
    let canvas = render(loaded())
    expectFrame(trimmed(canvas), "readModeRendersTheMarkdown")
    expectEqual(canvas.style(x: 0, y: 1), theme.style(.title))
    #expect(canvas.style(x: 0, y: 2).attributes.contains([.bold, .underline]))
    expectEqual(canvas.style(x: 0, y: 3), theme.style(.muted))
    #expect(canvas.style(x: 0, y: 6).attributes.contains(.bold))
    #expect(!canvas.style(x: 5, y: 6).attributes.contains(.bold))
  }

  @Test func editingShowsTheSourceWithLightHighlighting() {
    var state = loaded()
    _ = EditorFeature.reduce(&state, .key(.character("i"), now: 1))
    let canvas = render(state)
    expectEqual(
      Array(trimmed(canvas)[1...6]),
      [
        "오늘의 정원",
        "# 물 주기 Watering",
        "- [ ] 몬스테라",
        "- [x] 羊歯を植え替える",
        "",
        "**굵게** 그리고 #plants",
      ])
    // The heading line in the title style, **strong** bold, the tag in the accent style.
    expectEqual(canvas.style(x: 0, y: 2), theme.style(.title))
    expectEqual(canvas.style(x: 0, y: 3), theme.style(.text))
    #expect(canvas.style(x: 0, y: 6).attributes.contains(.bold))
    #expect(canvas.style(x: 7, y: 6).attributes.contains(.bold))
    #expect(!canvas.style(x: 9, y: 6).attributes.contains(.bold))
    expectEqual(canvas.style(x: 16, y: 6), theme.style(.accent))
    // Leaving editing renders it again.
    _ = EditorFeature.reduce(&state, .key(.escape, now: 2))
    expectEqual(trimmed(render(state))[2], "물 주기 Watering")
  }

  @Test func readModeScrollsByRenderedRows() {
    var state = loaded(width: 30, height: 5)
    expectEqual(state.textHeight, 3)
    _ = EditorFeature.reduce(&state, .key(.character("j"), now: 1))
    expectEqual(state.readScroll, 1)
    expectEqual(
      Array(trimmed(render(state, height: 5))[1...3]),
      [
        "물 주기 Watering", "☐ 몬스테라", "☑ 羊歯を植え替える",
      ])
    _ = EditorFeature.reduce(&state, .key(.end, now: 1))
    // Six rendered rows, three on screen: the last scroll shows the last three.
    expectEqual(state.readScroll, 3)
    _ = EditorFeature.reduce(&state, .key(.down, now: 1))
    expectEqual(state.readScroll, 3)
  }

  @Test func anEntryOpenedFromASearchShowsItsSource() {
    var state = loaded()
    state.searchHighlight = SearchHighlight(day: day, terms: ["몬스테라"])
    expectEqual(trimmed(render(state))[3], "- [ ] 몬스테라")
  }

  @Test func hugeEntriesStayAsSource() {
    var state = EditorState(day: day)
    let line = "# " + String(repeating: "가", count: EntryMarkdown.byteLimit / 3 + 10)
    _ = EditorFeature.reduce(
      &state, .load(day: day, entry: Entry(id: 1, day: day, title: line), draft: nil))
    #expect(!EntryMarkdown.isShown(state))
    // The source, `#` and all (the long word wraps under it).
    #expect(render(state).lines[1].hasPrefix("# "))
    #expect(render(state).lines[2].hasPrefix("가가"))
  }

  // MARK: Frames

  private func frame(width: Int, height: Int) -> Canvas {
    var state = Fixture.state(width: width, height: height)
    state.focus = .editor
    let entry = Entry(id: 1, day: Fixture.today, title: "오늘의 정원", body: Self.body)
    _ = AppReducer.reduce(&state, .entryLoaded(day: Fixture.today, entry: entry, draft: nil))
    return AppView.render(state).canvas
  }

  @Test func wideFrameShowsTheEntryRendered() {
    let canvas = frame(width: 120, height: 40)
    let rows = (13...19).map { y in (72..<120).map { canvas[x: $0, y: y].grapheme }.joined() }
    expectEqual(
      rows,
      [
        "│Sun 29 Nov 2026 · no mood · no weather        │",
        "│오늘의 정원                                   │",
        "│물 주기 Watering                              │",
        "│☐ 몬스테라                                    │",
        "│☑ 羊歯を植え替える                            │",
        "│                                              │",
        "│굵게 그리고 #plants                           │",
      ])
    #expect(canvas.style(x: 73, y: 15).attributes.contains([.bold, .underline]))
  }

  @Test func tabbedFrameShowsTheEntryRendered() {
    let canvas = frame(width: 80, height: 24)
    let text = canvas.lines.joined(separator: "\n")
    #expect(text.contains("│물 주기 Watering "))
    #expect(!text.contains("# 물 주기"))
    #expect(text.contains("│☑ 羊歯を植え替える "))
    let row = canvas.lines.firstIndex { $0.contains("물 주기 Watering") } ?? 0
    let column = canvas.lines[row].prefix { $0 != "물" }.count
    #expect(canvas.style(x: column, y: row).attributes.contains([.bold, .underline]))
  }
}
