import DaybookCore
import Expectations
import TerminalKit
import Testing

@testable import DaybookTUI

@Suite struct BrowseViewTests {
  static let results = [
    SearchResult(
      kind: .entry, id: 7, day: Day(year: 2026, month: 11, day: 28)!, title: "",
      snippet: "오늘은 \u{1}물\u{2}을 줬다 🌿 그리고 산책을 했다 🌿🌿🌿🌿 비가 와서 우산을 샀다"),
    SearchResult(
      kind: .todo, id: 3, day: Day(year: 2026, month: 11, day: 20)!, title: "화분 물 받침",
      snippet: "화분 \u{1}물\u{2} 받침 사기 #plants"),
    SearchResult(
      kind: .care, id: 9, day: Day(year: 2026, month: 6, day: 1)!, title: "Monstera",
      snippet: "Monstera · note: \u{1}물\u{2}꽂이 시작"),
  ]

  static func frame(_ overlay: Destination, width: Int, height: Int, language: Language = .en)
    -> [String]
  {
    var state = Fixture.state(width: width, height: height)
    state.settings.language = language.rawValue
    state.destination = overlay
    return AppView.render(state).canvas.lines
  }

  static let summaries = [
    EntrySummary(
      id: 3, day: Day(year: 2026, month: 11, day: 29)!, firstLine: "장마가 끝났다, 몬스테라에 물",
      mood: .good),
    EntrySummary(id: 2, day: Day(year: 2026, month: 11, day: 28)!, firstLine: "散歩した"),
    EntrySummary(
      id: 1, day: Day(year: 2025, month: 11, day: 29)!,
      firstLine: "A long English line that goes on and on past the edge of the box for sure, yes",
      mood: .bad),
  ]
  static let revisions = [
    EntryRevision(
      id: 2, entryID: 4, title: "두번째", body: "몬스테라 새 잎\n둘째 줄", savedAt: Fixture.now - 600),
    EntryRevision(id: 1, entryID: 4, title: "처음", body: "", savedAt: Fixture.now - 7200),
  ]

  @Test func searchResultsShowDayKindAndHighlightedSnippetAt80x24() throws {
    let lines = Self.frame(
      .search(SearchFeature.State(query: "물", results: Self.results, total: 3)), width: 80,
      height: 24)
    expectFrame(lines, "search80en")
    var state = Fixture.state(width: 80, height: 24)
    state.destination = .search(SearchFeature.State(query: "물", results: Self.results))
    let frame = AppView.render(state)
    // The cursor sits after "/ 물"; the match is highlighted, the text around it is not.
    // At 80x24 the search box replaces the pane, border included: it starts on row 1.
    #expect(frame.cursor?.x == 6 && frame.cursor?.y == 2)
    let row = 5
    let match = TextWidth.width(of: "│   2026-11-20 todo  화분 ")
    expectEqual(frame.canvas.style(x: match, y: row), state.theme.style(.highlight))
    #expect(frame.canvas.style(x: match - 2, y: row) != state.theme.style(.highlight))
  }

  @Test func searchInKoreanAt120x40() {
    let lines = Self.frame(
      .search(
        SearchFeature.State(
          query: "물", results: Self.results, selection: 1, total: 1234, next: SearchCursor())),
      width: 120,
      height: 40, language: .ko)
    expectFrame(lines, "search120ko")
  }

  @Test func recentSearchesInJapaneseWhenTheQueryIsEmpty() {
    let lines = Self.frame(
      .search(SearchFeature.State(recent: ["#plants from:2026-06-01 물", "산책"])), width: 80,
      height: 24,
      language: .ja)
    expectFrame(lines, "recent80ja")
  }

  @Test func entryListInKorean() {
    var list = EntryListFeature.State()
    list.items = Self.summaries
    list.isLoaded = true
    list.selection = 1
    expectFrame(Self.frame(.entryList(list), width: 80, height: 24, language: .ko), "entryList80ko")
  }

  @Test func historyListsRevisionsWithTimeAndSize() {
    var history = HistoryFeature.State(day: Fixture.today)
    history.revisions = Self.revisions
    history.current = Entry(day: Fixture.today, title: "두번째", body: "몬스테라 새 잎\n둘째 줄")
    history.isLoaded = true
    expectFrame(Self.frame(.history(history), width: 80, height: 24), "history80en")
    history.viewing = 0
    expectFrame(
      Self.frame(.history(history), width: 120, height: 40, language: .ja), "historyView120ja")
  }

  @Test func attachPromptShowsTheTypedPath() {
    expectFrame(
      Self.frame(
        .attachPrompt(AttachPromptFeature.State(day: Fixture.today, path: "~/사진/꽃.jpg")),
        width: 80, height: 24), "attachPrompt80en")
  }

  @Test func attachmentsAreListedUnderTheEntry() {
    var state = Fixture.state(width: 120, height: 40)
    state.focus = .editor
    _ = AppReducer.reduce(
      &state,
      .entryLoaded(
        day: Fixture.today, entry: Entry(id: 4, day: Fixture.today, title: "꽃 사진"), draft: nil))
    let files = ["꽃.jpg", "메모.txt", "영수증.pdf", "네번째.png"].enumerated().map {
      Attachment(
        id: RowID($0.offset + 1), entryID: 4, fileName: "f\($0.offset)", originalName: $0.element,
        addedAt: 0)
    }
    _ = AppReducer.reduce(&state, .browse(.attachmentsLoaded(day: Fixture.today, files)))
    _ = AppReducer.reduce(&state, .keyPressed(.character("[")))
    let lines = AppView.render(state).canvas.lines
    // At 120×40 the editor sits bottom right, 46 columns inside its frame; the two pictures
    // are drawn in a strip under the list (네번째.png selected, so larger), while they load.
    let expected = [
      "││                                              │",
      "││📎 Attachments (4)  A v X [ ]                 │",
      "││  메모.txt                                    │",
      "││  영수증.pdf                                  │",
      "││› 네번째.png                                  │",
      "││░░░░░░░░░░░░ ░░░░░░░░░░░░░░░░░░░░             │",
    ]
    for (offset, line) in expected.enumerated() {
      #expect(lines[24 + offset].hasSuffix(line), "row \(24 + offset): \(lines[24 + offset])")
    }
    #expect(lines[37].hasSuffix("╯╰──────────────────────────────────────────────╯"))
    // 24 rows inside the pane: the header, 4 for the files, 8 for the pictures and the tags
    // line leave 10.
    expectEqual(state.editor.textHeight, 24 - 1 - 4 - PicturesFeature.stripRows - 1)
  }
}
