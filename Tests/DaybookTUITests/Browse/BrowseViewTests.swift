import DaybookCore
import TerminalKit
import Testing
import Expectations

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
      .search(SearchFeature.State(query: "물", results: Self.results, total: 3)), width: 80, height: 24)
    expectEqual(lines, Golden.search80en)
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
      .search(SearchFeature.State(
        query: "물", results: Self.results, selection: 1, total: 1234, next: SearchCursor())),
      width: 120,
      height: 40, language: .ko)
    expectEqual(lines, Golden.search120ko)
  }

  @Test func recentSearchesInJapaneseWhenTheQueryIsEmpty() {
    let lines = Self.frame(
      .search(SearchFeature.State(recent: ["#plants from:2026-06-01 물", "산책"])), width: 80, height: 24,
      language: .ja)
    expectEqual(lines, Golden.recent80ja)
  }

  @Test func entryListInKorean() {
    var list = EntryListFeature.State()
    list.items = Self.summaries
    list.isLoaded = true
    list.selection = 1
    expectEqual(Self.frame(.entryList(list), width: 80, height: 24, language: .ko), Golden.entryList80ko)
  }

  @Test func historyListsRevisionsWithTimeAndSize() {
    var history = HistoryFeature.State(day: Fixture.today)
    history.revisions = Self.revisions
    history.current = Entry(day: Fixture.today, title: "두번째", body: "몬스테라 새 잎\n둘째 줄")
    history.isLoaded = true
    expectEqual(Self.frame(.history(history), width: 80, height: 24), Golden.history80en)
    history.viewing = 0
    expectEqual(
      Self.frame(.history(history), width: 120, height: 40, language: .ja), Golden.historyView120ja)
  }

  @Test func attachPromptShowsTheTypedPath() {
    expectEqual(
      Self.frame(
        .attachPrompt(AttachPromptFeature.State(day: Fixture.today, path: "~/사진/꽃.jpg")),
        width: 80, height: 24), Golden.attachPrompt80en)
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

enum Golden {
  static let entryList80ko: [String] = [
    " 1 달력 │ 2 오늘 │ 3 히트맵 │ 4 일기                                            ",
    "╭─ 일기 목록 ──────────────────────────────────────────────────────────────────╮",
    "│   2026-11-29 🙂 장마가 끝났다, 몬스테라에 물                                 │",
    "│ › 2026-11-28    散歩した                                                     │",
    "│   2025-11-29 🙁 A long English line that goes on and on past the edge of the │",
    "│                                                                              │",
    "│                                                                              │",
    "│                                                                              │",
    "│                                                                              │",
    "│                                                                              │",
    "│                                                                              │",
    "│                                                                              │",
    "│                                                                              │",
    "│                                                                              │",
    "│                                                                              │",
    "│                                                                              │",
    "│                                                                              │",
    "│                                                                              │",
    "│                                                                              │",
    "│                                                                              │",
    "│ Enter 열기 · O 이날의 일기 · PgUp/PgDn 페이지 · Home/End 처음/끝 · Esc 닫기  │",
    "╰──────────────────────────────────────────────────────────────────────────────╯",
    "                                                       읽지 않음 0 · 2026-11-29 ",
    " Enter 열기  O 이날의 일기  PgUp/PgDn 페이지  Home/End 처음/끝         Esc 닫기 ",
  ]

  static let history80en: [String] = [
    " 1 Calendar │ 2 Today │ 3 Heatmap │ 4 Entry                                     ",
    "╭─ History · 2026-11-29 ───────────────────────────────────────────────────────╮",
    "│ › 2026-11-29 11:50 · 17 chars · 6 words · current  두번째                    │",
    "│   2026-11-29 10:00 · 2 chars · 1 words  처음                                 │",
    "│                                                                              │",
    "│                                                                              │",
    "│                                                                              │",
    "│                                                                              │",
    "│                                                                              │",
    "│                                                                              │",
    "│                                                                              │",
    "│                                                                              │",
    "│                                                                              │",
    "│                                                                              │",
    "│                                                                              │",
    "│                                                                              │",
    "│                                                                              │",
    "│                                                                              │",
    "│                                                                              │",
    "│                                                                              │",
    "│ Enter view · r revert · ↑↓ choose · Esc close                                │",
    "╰──────────────────────────────────────────────────────────────────────────────╯",
    "                                                          0 unread · 2026-11-29 ",
    " Enter view  r revert  ↑↓ choose                                      Esc close ",
  ]

  static let historyView120ja: [String] = [
    "╭─ カレンダー ─────────╮╭─ ヒートマップ ───────────────────────────────────────────────────────────────────────────────╮",
    "│      2026 ╭─ 変更履歴 · 2026-11-29 ──────────────────────────────────────────────────────────────────────╮           │",
    "│月 火 水 木│ 2026-11-29 11:50 · 17文字 · 6語 · 現在                                                       │           │",
    "│26 27 28 29│                                                                                              │           │",
    "│           │ 두번째                                                                                       │           │",
    "│ 2  3  4  5│ 몬스테라 새 잎                                                                               │           │",
    "│           │ 둘째 줄                                                                                      │           │",
    "│ 9 10 11 12│                                                                                              │           │",
    "│           │                                                                                              │           │",
    "│16 17 18 19│                                                                                              │           │",
    "│           │                                                                                              │           │",
    "│23 24 25 26│                                                                                              │───────────╯",
    "│           │                                                                                              │───────────╮",
    "│30  1  2  3│                                                                                              │ なし      │",
    "│           │                                                                                              │           │",
    "│• 日記  ~  │                                                                                              │           │",
    "│≈ 水やり予 │                                                                                              │           │",
    "│+/- 目標   │                                                                                              │           │",
    "│           │                                                                                              │           │",
    "│2026年11月2│                                                                                              │           │",
    "│日記なし   │                                                                                              │           │",
    "│           │                                                                                              │           │",
    "│           │                                                                                              │           │",
    "│           │                                                                                              │           │",
    "│           │                                                                                              │           │",
    "│           │                                                                                              │           │",
    "│           │                                                                                              │           │",
    "│           │                                                                                              │           │",
    "│           │                                                                                              │           │",
    "│           │                                                                                              │           │",
    "│           │                                                                                              │           │",
    "│           │                                                                                              │           │",
    "│           │                                                                                              │           │",
    "│           │                                                                                              │           │",
    "│           │                                                                                              │           │",
    "│           │ Up/Down/PgUp/PgDn スクロール · d 今との違い · r 元に戻す · Esc 戻る                          │           │",
    "│           ╰──────────────────────────────────────────────────────────────────────────────────────────────╯           │",
    "╰──────────────────────╯╰──────────────────────────────────────────────╯╰──────────────────────────────────────────────╯",
    "                                                                                                    未読 0 · 2026-11-29 ",
    " Up/Down/PgUp/PgDn スクロール  d 今との違い  r 元に戻す                                                        Esc 戻る ",
  ]

  static let attachPrompt80en: [String] = [
    " 1 Calendar │ 2 Today │ 3 Heatmap │ 4 Entry                                     ",
    "╭──────────────────────────────────────────────────────────────────────────────╮",
    "│                                November 2026                                 │",
    "│            Mo      Tu      We      Th      Fr      Sa      Su                │",
    "│            26      27      28      29      30      31       1                │",
    "│                                                                              │",
    "│             2       3       4       5       6       7       8                │",
    "│                                                                              │",
    "│             9      10      11      12      13      14      15                │",
    "│   ╭─ Attach a file to 2026-11-29 ────────────────────────────────────────╮   │",
    "│   │ ~/사진/꽃.jpg                                                        │   │",
    "│   │ Path of the file (~ is your home); it is copied into the journal     │   │",
    "│   │ Enter attach file · Esc close                                        │   │",
    "│   ╰──────────────────────────────────────────────────────────────────────╯   │",
    "│            30       1       2       3       4       5       6                │",
    "│                                                                              │",
    "│           • entry  ~ care  ○ due  ≈ water  ✓ done  +/- goal                  │",
    "│                                                                              │",
    "│           Sun 29 Nov 2026                                                    │",
    "│           No entry                                                           │",
    "│                                                                              │",
    "╰──────────────────────────────────────────────────────────────────────────────╯",
    "                                                          0 unread · 2026-11-29 ",
    " Enter attach file                                                    Esc close ",
  ]

  static let search80en: [String] = [
    " 1 Calendar │ 2 Today │ 3 Heatmap │ 4 Entry                                     ",
    "╭─ Search ─────────────────────────────────────────────────────────────────────╮",
    "│ / 물                                                                         │",
    "│ 3 results                                                                    │",
    "│ › 2026-11-28 entry 오늘은 물을 줬다 🌿 그리고 산책을 했다 🌿🌿🌿🌿 비가 와서 │",
    "│   2026-11-20 todo  화분 물 받침 사기 #plants                                 │",
    "│   2026-06-01 care  Monstera · note: 물꽂이 시작                              │",
    "│                                                                              │",
    "│                                                                              │",
    "│                                                                              │",
    "│                                                                              │",
    "│                                                                              │",
    "│                                                                              │",
    "│                                                                              │",
    "│                                                                              │",
    "│                                                                              │",
    "│                                                                              │",
    "│                                                                              │",
    "│                                                                              │",
    "│                                                                              │",
    "│ Enter open · ↑↓ choose · PgUp/PgDn page · Esc close                          │",
    "╰──────────────────────────────────────────────────────────────────────────────╯",
    "                                                          0 unread · 2026-11-29 ",
    " Enter open  ↑↓ choose  PgUp/PgDn page                                Esc close ",
  ]

  static let search120ko: [String] = [
    "╭─ 달력 ───────────────╮╭─ 히트맵 ─────────────────────────────────────────────────────────────────────────────────────╮",
    "│     2026년 11월      ││     12월    2월 3월  4월 5월  6월 7월 8월  9월     11월   적음 ·░▒▓█ 많음                    │",
    "│월 화 수 목 금 토 일  ││월  ·····················································  ░1 ▒2–3 ▓4–6 █7+                   │",
    "│26 27 28 29 30 31  1  ││    ·····················································                                     │",
    "│                      ││수  ·····················································  최근 53주 · 전체                   │",
    "│ 2  3  4  5  6  7  8  ││    ·····················································  활동한 날 371일 중 0일             │",
    "│                      ││금  ·····················································  합계      활동 0건                 │",
    "│ 9 10 11 12 13 14 15  ││    ·····················································                                     │",
    "│           ╭─ 검색 ───────────────────────────────────────────────────────────────────────────────────────╮           │",
    "│16 17 18 19│ / 물                                                                                         │           │",
    "│           │ 1,234개 중 3개                                                                               │           │",
    "│23 24 25 26│   2026-11-28 일기  오늘은 물을 줬다 🌿 그리고 산책을 했다 🌿🌿🌿🌿 비가 와서 우산을 샀다     │───────────╯",
    "│           │ › 2026-11-20 할 일 화분 물 받침 사기 #plants                                                 │───────────╮",
    "│30  1  2  3│   2026-06-01 돌봄  Monstera · note: 물꽂이 시작                                              │ 날씨 없음 │",
    "│           │                                                                                              │           │",
    "│• 일기  ~  │                                                                                              │           │",
    "│≈ 물 줄 날 │                                                                                              │           │",
    "│+/- 목표   │                                                                                              │           │",
    "│           │                                                                                              │           │",
    "│2026년 11월│                                                                                              │           │",
    "│일기 없음  │                                                                                              │           │",
    "│           │                                                                                              │           │",
    "│           │                                                                                              │           │",
    "│           │                                                                                              │           │",
    "│           │                                                                                              │           │",
    "│           │                                                                                              │           │",
    "│           │                                                                                              │           │",
    "│           │                                                                                              │           │",
    "│           │ Enter 열기 · ↑↓ 선택 · PgUp/PgDn 페이지 · Esc 닫기                                           │           │",
    "│           ╰──────────────────────────────────────────────────────────────────────────────────────────────╯           │",
    "│                      ││                                              ││                                              │",
    "│                      ││                                              ││                                              │",
    "│                      ││                                              ││                                              │",
    "│                      ││                                              ││                                              │",
    "│                      ││                                              ││                                              │",
    "│                      ││                                              ││                                              │",
    "│                      ││                                              ││                                              │",
    "╰──────────────────────╯╰──────────────────────────────────────────────╯╰──────────────────────────────────────────────╯",
    "                                                                                               읽지 않음 0 · 2026-11-29 ",
    " Enter 열기  ↑↓ 선택  PgUp/PgDn 페이지                                                                         Esc 닫기 ",
  ]

  static let recent80ja: [String] = [
    " 1 カレンダー │ 2 今日 │ 3 ヒートマップ │ 4 日記                                ",
    "╭─ 検索 ───────────────────────────────────────────────────────────────────────╮",
    "│ /                                                                            │",
    "│ 単語、#タグ、mood:good、from:2026-01-01、to:、plant:名前                     │",
    "│ 最近の検索                                                                   │",
    "│ › #plants from:2026-06-01 물                                                 │",
    "│   산책                                                                       │",
    "│                                                                              │",
    "│                                                                              │",
    "│                                                                              │",
    "│                                                                              │",
    "│                                                                              │",
    "│                                                                              │",
    "│                                                                              │",
    "│                                                                              │",
    "│                                                                              │",
    "│                                                                              │",
    "│                                                                              │",
    "│                                                                              │",
    "│                                                                              │",
    "│ Enter 再検索 · ↑↓ 選択 · Ctrl-D 一件削除 · Ctrl-X すべて削除 · Esc 閉じる    │",
    "╰──────────────────────────────────────────────────────────────────────────────╯",
    "                                                            未読 0 · 2026-11-29 ",
    " Enter 再検索  ↑↓ 選択  Ctrl-D 一件削除  Ctrl-X すべて削除           Esc 閉じる ",
  ]
}
