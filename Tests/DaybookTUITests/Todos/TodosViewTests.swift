import DaybookCore
import TerminalKit
import Testing
import Expectations

@testable import DaybookTUI

/// Whole frames of the todo and statistics screens, with Korean and Japanese titles.
@Suite struct TodosViewTests {
  @Test func todoScreenInKoreanAt80x24() {
    let state = ScreenFixtures.todoScreen(width: 80, height: 24, language: "ko")
    let canvas = AppView.render(state).canvas
    expectEqual(
      canvas.lines, [
        " 1 달력 │ 2 오늘 │ 3 히트맵 │ 4 일기                                            ",
        "╭─ 할 일 ──────────────────────────────────────────────────────────────────────╮",
        "│ 전체 · 모든 날짜 · 마감일순                                         4개 중 3 │",
        "│                                                                              │",
        "│ [ ]   歯医者の予約                                             금 2026-11-20 │",
        "│ [ ]   Buy milk  #shop                                          일 2026-11-29 │",
        "│ [ ] ! 우유 사기 및 장보기  #장보기                             금 2026-12-04 │",
        "│ [x]   Read a book                                                            │",
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
        "│ Enter 열기 · a 추가 · e 편집 · x 완료 · ! 중요 · d 삭제 · u 되돌리기 · / 검  │",
        "│ 색 · f 상태 · i 중요 · # 태그 · r 기한 · s 정렬 · Esc 뒤로                   │",
        "╰──────────────────────────────────────────────────────────────────────────────╯",
        "                                                       읽지 않음 0 · 2026-11-29 ",
        " Enter 열기  a 추가  e 편집  x 완료  ! 중요  d 삭제  u 되돌리기        Esc 뒤로 ",
      ])
    let theme = state.theme
    // The selected row is reversed; an overdue day is in danger, today's in warning.
    expectEqual(canvas.style(x: 10, y: 6), theme.style(.selection))
    expectEqual(canvas.style(x: 70, y: 4), theme.style(.danger))
    expectEqual(canvas.style(x: 70, y: 5), theme.style(.warning))
  }

  @Test func todoScreenAt120x40() {
    let canvas = AppView.render(ScreenFixtures.todoScreen(width: 120, height: 40)).canvas
    expectEqual(
      canvas.lines, [
        "╭─ Todos ──────────────────────────────────────────────────────────────────────────────────────────────────────────────╮",
        "│ All · any day · by due day                                                                                    3 of 4 │",
        "│                                                                                                                      │",
        "│ [ ]   歯医者の予約                                                                                    Fri 2026-11-20 │",
        "│ [ ]   Buy milk  #shop                                                                                 Sun 2026-11-29 │",
        "│ [ ] ! 우유 사기 및 장보기  #장보기                                                                    Fri 2026-12-04 │",
        "│ [x]   Read a book                                                                                                    │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│                                                                                                                      │",
        "│ Enter open · a add · e edit · x done · ! important · d delete · u undo · / search · f state · i important · # tag ·  │",
        "│ r due · s sort · Esc back                                                                                            │",
        "╰──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────╯",
        "                                                                                                  0 unread · 2026-11-29 ",
        " Enter open  a add  e edit  x done  ! important  d delete  u undo  / search  f state  i important  # tag       Esc back ",
      ])
  }

  @Test func theFormShowsTheParsedDueDayOrWhatIsWrong() {
    var state = ScreenFixtures.todoScreen(width: 80, height: 24, language: "ja")
    guard case .todos(var screen) = state.destination else { return }
    var form = TodoForm(Todo(title: "牛乳を買う"))
    form.field = .due
    form.due = "fri"
    screen.form = form
    state.destination = .todos(screen)
    var rendered = AppView.render(state)
    let dueRow = rendered.canvas.lines.firstIndex { $0.contains("→ 金") } ?? 0
    #expect(rendered.canvas.lines[dueRow].contains("│ 期限"))
    #expect(rendered.canvas.lines[dueRow].contains("fri                      → 金 2026-12-04"))
    expectEqual(rendered.cursor?.y, dueRow)
    form.due = "someday"
    screen.form = form
    state.destination = .todos(screen)
    rendered = AppView.render(state)
    #expect(rendered.canvas.lines[dueRow].contains("someday                  日付ではありません"))
    let line = rendered.canvas.lines[dueRow]
    let column = line.firstRange(of: "日付").map { TextWidth.width(of: line[..<$0.lowerBound]) }
    #expect(column != nil)
    expectEqual(rendered.canvas.style(x: column ?? 0, y: dueRow), state.theme.style(.danger))
  }

  @Test func statisticsWeekAt80x24() {
    let state = ScreenFixtures.statistics(width: 80, height: 24, period: .week)
    let canvas = AppView.render(state).canvas
    expectEqual(
      canvas.lines, [
        " 1 Calendar │ 2 Today │ 3 Heatmap │ 4 Entry                                     ",
        "╭─ Statistics · Week 2026-11-23 – 2026-11-29 ──────────────────────────────────╮",
        "│ Caffeine (mg)  ┄ goal 400                                                    │",
        "│   400│┄┄┄┄┄┄┄┄┄┄▄▄▄▄▄▄▄▄▄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄ │",
        "│      │          █████████                                                    │",
        "│      │          █████████                                                    │",
        "│      │▄▄▄▄▄▄▄▄▄ █████████                                                    │",
        "│      │█████████ █████████                     █████████                      │",
        "│       Mo 23     Tu 24     We 25     Th 26     Fr 27     Sa 28     Su 29      │",
        "│                                                                              │",
        "│ Water (ml)                                                                   │",
        "│  2500│                                                            █████████  │",
        "│      │                                                            █████████  │",
        "│      │          █████████                                         █████████  │",
        "│      │          █████████                                         █████████  │",
        "│      │          █████████                                         █████████  │",
        "│       Mo 23     Tu 24     We 25     Th 26     Fr 27     Sa 28     Su 29      │",
        "│                                                                              │",
        "│ average 99 mg caffeine · 571 ml water a day                                  │",
        "│ goal met on 3 of 4 logged days                                               │",
        "│ Tab/w/m week or month · [ ] move · t this period · Esc back                  │",
        "╰──────────────────────────────────────────────────────────────────────────────╯",
        "                                                          0 unread · 2026-11-29 ",
        " Tab/w/m week or month  [ ] move  t this period                        Esc back ",
      ])
    // Monday met the limit, Tuesday (450 mg) missed it.
    expectEqual(canvas.style(x: 8, y: 7), state.theme.style(.goalMet))
    expectEqual(canvas.style(x: 18, y: 7), state.theme.style(.goalMissed))
  }

  @Test func statisticsMonthAt120x40() {
    let canvas = AppView.render(
      ScreenFixtures.statistics(width: 120, height: 40, period: .month)
    ).canvas
    expectEqual(
      canvas.lines, [
        "╭─ Statistics · Month 2026-11-01 – 2026-11-30 ─────────────────────────────────────────────────────────────────────────╮",
        "│ Caffeine (mg)  ┄ goal 400                                                                                            │",
        "│   500│                                                                                                               │",
        "│      │                                                                     ▆▆                                        │",
        "│   400│┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄██┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄                     │",
        "│      │                                                                     ██                                        │",
        "│      │                                                                     ██                                        │",
        "│      │                                                                     ██                                        │",
        "│      │                                                                     ██                                        │",
        "│      │                                                                     ██                                        │",
        "│      │                                                                     ██                                        │",
        "│      │                                                                  ▇▇ ██                                        │",
        "│      │                                                                  ██ ██       ▄▄                               │",
        "│      │                                                                  ██ ██       ██                               │",
        "│      │                                                                  ██ ██       ██                               │",
        "│       1  2  3  4  5  6  7  8  9  10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30                      │",
        "│                                                                                                                      │",
        "│ Water (ml)                                                                                                           │",
        "│  2500│                                                                                    ██                         │",
        "│      │                                                                                    ██                         │",
        "│      │                                                                                    ██                         │",
        "│      │                                                                                    ██                         │",
        "│      │                                                                                    ██                         │",
        "│      │                                                                     ▆▆             ██                         │",
        "│      │                                                                     ██             ██                         │",
        "│      │                                                                     ██             ██                         │",
        "│      │                                                                     ██             ██                         │",
        "│      │                                                                     ██             ██                         │",
        "│      │                                                                     ██             ██                         │",
        "│      │                                                                     ██             ██                         │",
        "│      │                                                                     ██             ██                         │",
        "│       1  2  3  4  5  6  7  8  9  10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30                      │",
        "│                                                                                                                      │",
        "│ average 24 mg caffeine · 138 ml water a day                                                                          │",
        "│ goal met on 3 of 4 logged days                                                                                       │",
        "│                                                                                                                      │",
        "│ Tab/w/m week or month · [ ] move · t this period · Esc back                                                          │",
        "╰──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────╯",
        "                                                                                                  0 unread · 2026-11-29 ",
        " Tab/w/m week or month  [ ] move  t this period                                                                Esc back ",
      ])
  }
}
