import DaybookCore
import Expectations
import TerminalKit
import Testing

@testable import DaybookTUI

@Suite struct EditorViewTests {
  let day = Day(year: 2026, month: 11, day: 29)!
  let theme = Theme.builtinDefault

  private var diary: Entry {
    Entry(
      id: 1, day: day, title: "식물 일기 #plants",
      body: "오늘은 몬스테라에 물을 줬다. 새 잎이 🌱 나왔다 #일기", mood: .good, weather: .sunny)
  }

  private func loaded(_ entry: Entry?) -> EditorState {
    var state = EditorState(day: day)
    _ = EditorFeature.reduce(&state, .load(day: day, entry: entry, draft: nil))
    return state
  }

  private func render(
    _ state: EditorState, width: Int, height: Int, focused: Bool = true
  ) -> (canvas: Canvas, cursor: (x: Int, y: Int)?) {
    var canvas = Canvas(size: Size(width: width, height: height))
    let cursor = EditorView.render(
      state, into: &canvas, in: Rect(x: 0, y: 0, width: width, height: height), theme: theme,
      focused: focused)
    return (canvas, cursor)
  }

  /// Cells drawn underlined (the match role's mark without colour) as `^`, others blank.
  private func underlines(_ canvas: Canvas, row: Int, width: Int) -> String {
    String(
      (0..<width).map { canvas.style(x: $0, y: row).attributes.contains(.underline) ? "^" : " " })
  }

  @Test func anEntryOpenedFromASearchShowsItsMatchesMarkedEvenWithoutColour() {
    var state = EditorState(day: day)
    _ = EditorFeature.reduce(&state, .resized(width: 30, height: 6))
    state.searchHighlight = SearchHighlight(day: day, terms: ["몬스테라", "#PLANTS"])
    let entry = Entry(
      id: 1, day: day, title: "식물 일기",
      body: "하나\n둘\n셋\n넷\n다섯\n오늘은 🌿 몬스테라에 물, #plants\n몬스테라몬스테라 끝")
    _ = EditorFeature.reduce(&state, .load(day: day, entry: entry, draft: nil))
    var canvas = Canvas(size: Size(width: 30, height: 6))
    EditorView.render(
      state, into: &canvas, in: Rect(x: 0, y: 0, width: 30, height: 6),
      theme: theme.adapted(to: .none), focused: true)
    // Scrolled so the first match is on screen with the text after it; every match is
    // marked, across the soft wrap and side by side.
    expectEqual(
      Array(canvas.lines[1...4]),
      [
        "다섯                          ",
        "오늘은 🌿 몬스테라에 물,      ",
        "#plants                       ",
        "몬스테라몬스테라 끝           ",
      ])
    expectEqual(
      (1...4).map { underlines(canvas, row: $0, width: 30) },
      [
        "                              ",
        "          ^^^^^^^^            ",
        "^^^^^^^                       ",
        "^^^^^^^^^^^^^^^^              ",
      ])
  }

  @Test func emptyEntryShowsTheHint() {
    let (canvas, cursor) = render(loaded(nil), width: 40, height: 5)
    expectEqual(
      canvas.lines,
      [
        "Sun 29 Nov 2026 · no mood · no weather  ",
        "Press i to write about this day         ",
        "                                        ",
        "                                        ",
        "                                        ",
      ])
    #expect(cursor == nil)
    expectEqual(canvas.style(x: 0, y: 1), theme.style(.muted))
    expectEqual(canvas.style(x: 18, y: 0), theme.style(.muted))
    expectEqual(canvas.style(x: 0, y: 0), theme.style(.titleFocused))
  }

  @Test func entryAtWidth40() {
    let (canvas, cursor) = render(loaded(diary), width: 40, height: 6)
    expectEqual(
      canvas.lines,
      [
        "Sun 29 Nov 2026 · 🙂 good · ☀ sunny     ",
        "식물 일기 #plants                       ",
        "오늘은 몬스테라에 물을 줬다. 새 잎이 🌱 ",
        "나왔다 #일기                            ",
        "                                        ",
        "#plants #일기                           ",
      ])
    #expect(cursor == nil)
    expectEqual(canvas.style(x: 0, y: 5), theme.style(.accent))
    // Read mode shows the title line in the title's style.
    expectEqual(canvas.style(x: 0, y: 1), theme.style(.title))
    expectEqual(canvas.style(x: 0, y: 2), theme.style(.text))
  }

  /// The weather as fetched sits in the header beside the one picked: at 80 columns with
  /// its sunrise and sunset, at 40 without them.
  @Test func entryWithFetchedWeatherInTheHeader() {
    var state = loaded(diary)
    state.fetchedWeather = WeatherReport(
      day: day, code: 61, high: 5.6, low: -0.4, place: "서울", sunrise: "07:32", sunset: "17:14")
    func trimmed(_ line: String) -> String {
      String(line.reversed().drop { $0 == " " }.reversed())
    }
    let wide = render(state, width: 80, height: 2, focused: false).canvas
    expectEqual(
      trimmed(wide.lines[0]), "Sun 29 Nov 2026 · 🙂 good · ☀ sunny · ☂ 6°/0° 서울 ↑07:32 ↓17:14")
    let narrow = render(state, width: 40, height: 2).canvas
    expectEqual(trimmed(narrow.lines[0]), "Sun 29 Nov 2026 · 🙂 ☀ ☂ 6°/0° 서울")
  }

  @Test func entryAtWidth80() {
    let (canvas, _) = render(loaded(diary), width: 80, height: 4, focused: false)
    let pad = { (text: String, width: Int) in text + String(repeating: " ", count: 80 - width) }
    expectEqual(
      canvas.lines,
      [
        pad("Sun 29 Nov 2026 · 🙂 good · ☀ sunny", 35),
        pad("식물 일기 #plants", 17),
        pad("오늘은 몬스테라에 물을 줬다. 새 잎이 🌱 나왔다 #일기", 52),
        pad("#plants #일기", 13),
      ])
    expectEqual(canvas.style(x: 0, y: 0), theme.style(.title))
  }

  @Test func entryAtWidth12WrapsAndCutsTheTags() {
    let (canvas, _) = render(loaded(diary), width: 12, height: 8)
    expectFrame(canvas.lines, "entryAtWidth12WrapsAndCutsTheTags")
  }

  @Test func editingAtWidth12ScrollsToTheCursorAndMarksUnsaved() {
    var state = loaded(diary)
    _ = EditorFeature.reduce(&state, .resized(width: 12, height: 8))
    _ = EditorFeature.reduce(&state, .key(.character("i"), now: 1))
    _ = EditorFeature.reduce(&state, .key(.character("!"), now: 1))
    let (canvas, cursor) = render(state, width: 12, height: 8)
    expectFrame(canvas.lines, "editingAtWidth12ScrollsToTheCursorAndMarksUnsaved")
    #expect(cursor! == (6, 6))
    expectEqual(canvas.style(x: 6, y: 6), theme.style(.text).patched(with: theme.style(.cursor)))
    expectEqual(canvas.style(x: 11, y: 0), theme.style(.warning))
  }

  @Test func editingAtWidth40ShowsTheUnsavedMarker() {
    var state = loaded(diary)
    _ = EditorFeature.reduce(&state, .key(.character("i"), now: 1))
    _ = EditorFeature.reduce(&state, .key(.character("!"), now: 1))
    let (canvas, cursor) = render(state, width: 40, height: 6)
    // "🙂 good · ☀ sunny" does not fit beside the marker: mood and weather keep their symbols.
    expectEqual(canvas.lines[0], "Sun 29 Nov 2026 · 🙂 ☀         ● unsaved")
    expectEqual(canvas.lines[3], "나왔다 #일기!                           ")
    #expect(cursor! == (13, 3))
  }

  @Test func wideCharactersAreNeverCutAtThePaneEdge() {
    var state = loaded(Entry(day: day, title: "abcdefghijk한", body: "日本語の日記を書く\n👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧x"))
    state.isEditing = true
    state.buffer.setCursor(TextBuffer.Position(line: 1, column: 6))
    let (canvas, cursor) = render(state, width: 12, height: 9)
    expectFrame(canvas.lines, "wideCharactersAreNeverCutAtThePaneEdge")
    #expect(cursor! == (0, 4))
  }

  @Test func cursorAtTheEndOfAFullRowGoesToTheNextRow() {
    var state = loaded(Entry(day: day, title: "日本語の日記"))
    state.isEditing = true
    state.buffer.moveToEnd()
    let (canvas, cursor) = render(state, width: 12, height: 5)
    expectEqual(canvas.lines[1], "日本語の日記")
    #expect(cursor! == (0, 2))
  }

  @Test func cursorOnAHangingSpaceStaysInsideThePane() {
    var state = loaded(Entry(day: day, title: "abcdefghijkl mn"))
    state.isEditing = true
    state.buffer.setCursor(TextBuffer.Position(line: 0, column: 12))
    let (canvas, cursor) = render(state, width: 12, height: 5)
    expectEqual(canvas.lines[1], "abcdefghijkl")
    expectEqual(canvas.lines[2], "mn          ")
    #expect(cursor! == (11, 1))
  }

  @Test func aStaleScrollStillShowsTheCursor() {
    var state = loaded(Entry(day: day, title: "0\n1\n2\n3\n4\n5\n6\n7"))
    state.isEditing = true
    state.buffer.moveToEnd()
    let (canvas, cursor) = render(state, width: 10, height: 5)
    expectEqual(
      canvas.lines,
      [
        "Sun 29 Nov",
        "5         ",
        "6         ",
        "7         ",
        "          ",
      ])
    #expect(cursor! == (1, 3))
  }

  @Test func unfocusedEditorShowsNoCursor() {
    var state = loaded(diary)
    state.isEditing = true
    #expect(render(state, width: 40, height: 6, focused: false).cursor == nil)
  }

  @Test func renderingInsideALargerCanvasOffsetsEverything() {
    var state = loaded(Entry(day: day, title: "한"))
    _ = EditorFeature.reduce(&state, .key(.enter, now: 1))
    var canvas = Canvas(size: Size(width: 20, height: 6), fill: Cell(grapheme: ".", style: .plain))
    let cursor = EditorView.render(
      state, into: &canvas, in: Rect(x: 3, y: 1, width: 14, height: 4), theme: theme,
      focused: true)
    expectEqual(
      canvas.lines,
      [
        "....................",
        "...Sun 29 Nov    ...",
        "...한            ...",
        "...              ...",
        "...              ...",
        "....................",
      ])
    #expect(cursor! == (5, 2))
  }

  @Test func moodPickerDrawsOverThePane() {
    var state = loaded(diary)
    _ = EditorFeature.reduce(&state, .key(.character("m"), now: 1))
    _ = EditorFeature.reduce(&state, .key(.down, now: 1))
    let (canvas, cursor) = render(state, width: 40, height: 10)
    expectFrame(canvas.lines, "moodPickerDrawsOverThePane")
    #expect(cursor == nil)
    expectEqual(canvas.style(x: 2, y: 4), theme.style(.selection))
    expectEqual(canvas.style(x: 11, y: 4), theme.style(.selection))
    expectEqual(canvas.style(x: 2, y: 3), theme.style(.overlay))
  }

  @Test func weatherPickerScrollsInAShortPane() {
    var state = loaded(nil)
    state.picker = EditorState.Picker(kind: .weather, selected: 6)
    let (canvas, _) = render(state, width: 20, height: 6)
    expectEqual(
      canvas.lines,
      [
        "Sun 29 Nov 2026     ",
        "P╭─ Weather ──╮e    ",
        "a│ ≋ wind     │     ",
        " │ ≡ fog      │     ",
        " │ ⚡ storm   │     ",
        " ╰────────────╯     ",
      ])
  }

  @Test func textAreaLeavesRoomForHeaderAndTags() {
    expectEqual(
      EditorView.textArea(in: Rect(x: 2, y: 3, width: 30, height: 10)),
      Rect(x: 2, y: 4, width: 30, height: 8))
    expectEqual(
      EditorView.textArea(in: Rect(x: 0, y: 0, width: 30, height: 2)),
      Rect(x: 0, y: 1, width: 30, height: 1))
    #expect(EditorView.textArea(in: Rect(x: 0, y: 0, width: 30, height: 1)).isEmpty)
  }

  @Test func dateTextNamesWeekdayAndMonth() {
    expectEqual(EditorView.dateText(day), "Sun 29 Nov 2026")
    expectEqual(EditorView.dateText(Day(year: 2027, month: 3, day: 1)!), "Mon 1 Mar 2027")
  }
}
