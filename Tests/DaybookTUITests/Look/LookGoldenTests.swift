@testable import DaybookCore
import TerminalKit
import Testing
import Expectations

@testable import DaybookTUI

/// The heatmap's legend and year totals use the room beside (or under) the grid.
@Suite struct HeatmapSummaryTests {
  /// The rows of the heatmap pane; the whole frame is LocalizedFrameTests.koreanWideFrameAt120x40.
  @Test func koreanAt120x40HasTheLegendAndTotalsBesideTheGrid() {
    let state = LocalizedFrameFixture.state(.ko, width: 120, height: 40, focus: .heatmap)
    let lines = AppView.render(state).canvas.lines
    expectEqual(
      lines.last, " Up/k 전날  Down/j 다음 날  Left/h 지난주  Right/l 다음 주                          ? 도움말  / 검색  n 새 일기  q 종료 "
    )
    expectEqual(
      Array(lines.prefix(12)), [
        "╭─ 달력 ───────────────╮╭─ 히트맵 ─────────────────────────────────────────────────────────────────────────────────────╮",
        "│     2026년 11월      ││     12월    2월 3월  4월 5월  6월 7월 8월  9월     11월   적음 ·░▒▓█ 많음                    │",
        "│월 화 수 목 금 토 일  ││월  ·················································▒··░  ░1 ▒2–3 ▓4–6 █7+                   │",
        "│26 27 28 29 30 31  1  ││    ················································▒░·▒·                                     │",
        "│                      ││수  ···············································▓▒·▒░·  최근 53주 · 전체                   │",
        "│ 2  3  4  5  6  7  8  ││    ···············································▒·▓▒·▒  활동한 날      371일 중 21일       │",
        "│                      ││금  ·················································▒·▓▒  합계           활동 53건           │",
        "│ 9 10 11 12 13 14 15  ││    ···············································░▓··▒·  가장 많은 날   11월 20일 · 4       │",
        "│                      ││    ·················································░▓··  활동한 날 평균 2.5                 │",
        "│16 17 18 19 20 21 22  ││현재 연속 1일 · 최장 12일                                                                     │",
        "│                      ││일 11월 29일 · 활동 0건                                                                       │",
        "│23 24 25 26 27 28 29  │╰──────────────────────────────────────────────────────────────────────────────────────────────╯",
      ])
  }

  @Test func japaneseAt180x50WithTwoColumnWeeks() {
    let state = LocalizedFrameFixture.state(.ja, width: 180, height: 50, focus: .heatmap)
    expectEqual(
      Array(AppView.render(state).canvas.lines.prefix(12)), [
        "╭─ カレンダー ───────────────────────╮╭─ ヒートマップ ─────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────╮",
        "│             2026年11月             ││      12月    1月     2月     3月       4月     5月       6月     7月     8月       9月     10月    11月        少ない ·░▒▓█ 多い           │",
        "│ 月   火   水   木   金   土   日   ││月  · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · ▒ · · ░   ░1 ▒2–3 ▓4–6 █7+            │",
        "│ 26   27   28   29   30   31    1   ││    · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · ▒ ░ · ▒ ·                               │",
        "│                                    ││水  · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · ▓ ▒ · ▒ ░ ·   直近53週 · すべて           │",
        "│  2    3    4    5    6    7    8   ││    · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · ▒ · ▓ ▒ · ▒   活動した日     371日中 21日 │",
        "│                                    ││金  · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · ▒ · ▓ ▒   合計           活動 53件    │",
        "│  9   10   11   12   13   14   15   ││    · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · ░ ▓ · · ▒ ·   いちばん多い日 11月20日 · 4 │",
        "│                                    ││    · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · ░ ▓ · ·   活動日の平均   2.5          │",
        "│ 16   17   18   19   20   21   22   ││現在の連続 1日 · 最長 12日                                                                                                                  │",
        "│                                    ││日 11月29日 · 活動 0件                                                                                                                      │",
        "│ 23   24   25   26   27-  28+  29   │╰────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────╯",
      ])
  }

  @Test func englishAt80x24PutsTheSummaryUnderTheGrid() {
    let state = LocalizedFrameFixture.state(.en, width: 80, height: 24, focus: .heatmap)
    expectEqual(
      AppView.render(state).canvas.lines, [
        " 1 Calendar │ 2 Today │ 3 Heatmap │ 4 Entry                                     ",
        "╭──────────────────────────────────────────────────────────────────────────────╮",
        "│     Dec Jan Feb Mar  Apr May  Jun Jul Aug  Sep Oct Nov                       │",
        "│Mon ·················································▒··░                     │",
        "│    ················································▒░·▒·                     │",
        "│Wed ···············································▓▒·▒░·                     │",
        "│    ···············································▒·▓▒·▒                     │",
        "│Fri ·················································▒·▓▒                     │",
        "│    ···············································░▓··▒·                     │",
        "│    ·················································░▓··                     │",
        "│Current streak 1 day · Longest 12                                             │",
        "│Sun Nov 29 · 0 activities                                                     │",
        "│                                                                              │",
        "│less ·░▒▓█ more                                                               │",
        "│░1 ▒2–3 ▓4–6 █7+                                                              │",
        "│                                                                              │",
        "│Last 53 weeks · all                                                           │",
        "│Active days    21 of 371                                                      │",
        "│Total          53 activities                                                  │",
        "│Busiest day    Nov 20 · 4                                                     │",
        "│Per active day 2.5                                                            │",
        "╰──────────────────────────────────────────────────────────────────────────────╯",
        "                                                          2 unread · 2026-11-29 ",
        " Up/k previous day  Down/j next day       ? help  / search  n new entry  q quit ",
      ])
  }

  /// Legend glyphs carry the same theme roles as the cells they explain.
  @Test func legendUsesTheCellsGlyphsAndRoles() {
    let state = LocalizedFrameFixture.state(.ko, width: 120, height: 40, focus: .heatmap)
    let theme = state.theme
    let lines = HeatmapSummaryView.lines(state.heatmap, theme: theme)
    expectEqual(lines[0].map(\.text), ["적음 ", "·", "░", "▒", "▓", "█", " 많음"])
    expectEqual(lines[0][1...5].map(\.style), HeatmapView.levelRoles.map { theme.style($0) })
    expectEqual((1...4).map(HeatmapSummaryView.rangeText), ["1", "2–3", "4–6", "7+"])
  }

  @Test func totalsFollowTheMetricAndIgnoreDaysOutsideTheGrid() {
    var state = HeatmapFeature.State(end: Fixture.today, metric: .writing)
    state.language = .ja
    state.counts = [
      Fixture.today: 2, Fixture.today.adding(days: -3): 5, Fixture.today.adding(days: -9): 0,
      Fixture.today.adding(days: -400): 9,
    ]
    let text = HeatmapSummaryView.lines(state, theme: .builtinDefault).map {
      $0.map(\.text).joined()
    }
    expectEqual(
      text.suffix(5), [
        "直近53週 · 日記",
        "活動した日     371日中 2日",
        "合計           日記 7件",
        "いちばん多い日 11月26日 · 5",
        "活動日の平均   3.5",
      ])
  }
}

/// The help overlay sits inside the pane's frame at 80x24 and over the panes at 120x40.
@Suite struct HelpOverlayFrameTests {
  @Test func koreanHelpAt80x24LeavesThePaneFrameWhole() {
    var state = LocalizedFrameFixture.state(.ko, width: 80, height: 24, focus: .calendar)
    state.destination = .help(HelpFeature.State(scroll: 0))
    expectEqual(
      AppView.render(state).canvas.lines, [
        " 1 달력 │ 2 오늘 │ 3 히트맵 │ 4 일기                                            ",
        "╭──────────────────────────────────────────────────────────────────────────────╮",
        "│          ╭─ 키 · Esc 닫기 · j/k 스크롤 ───────────────────────────╮          │",
        "│          │ 달력 (지금 화면)                                       │          │",
        "│          │   Left h            전날                               │          │",
        "│          │   Right l           다음 날                            │          │",
        "│          │   Up k              지난주                             │          │",
        "│          │   Down j            다음 주                            │          │",
        "│          │   [                 지난달                             │          │",
        "│          │   ]                 다음 달                            │          │",
        "│          │   t                 오늘                               │          │",
        "│          │   g                 날짜로 이동 (12/5, 내일, 금요일)   │          │",
        "│          │   f                 돌봄 종류 거르기                   │          │",
        "│          │   Enter             그날 열기                          │          │",
        "│          │   c                 그날 관리                          │          │",
        "│          │                                                        │          │",
        "│          │ 어디서나                                               │          │",
        "│          │   Tab               다음 창                            │          │",
        "│          │   Shift-Tab         이전 창                            │          │",
        "│          │   1 2 3 4           창으로 이동                        │          │",
        "│          ╰────────────────────────────────────────────────────────╯          │",
        "╰──────────────────────────────────────────────────────────────────────────────╯",
        "                                                       읽지 않음 2 · 2026-11-29 ",
        " j/k 스크롤                                                            Esc 닫기 ",
      ])
  }

  @Test func koreanHelpAt120x40() {
    var state = LocalizedFrameFixture.state(.ko, width: 120, height: 40, focus: .today)
    state.destination = .help(HelpFeature.State(scroll: 0))
    expectEqual(
      AppView.render(state).canvas.lines, [
        "╭─ 달력 ───────────────╮╭─ 히트맵 ─────────────────────────────────────────────────────────────────────────────────────╮",
        "│╭─ 키 · Esc 닫기 · j/k 스크롤 ───────────────────────────────────────────────────────────────────────────────────────╮│",
        "││ 오늘 (지금 화면)                                           어디서나                                                ││",
        "││   Up k              위 줄                                    Tab               다음 창                             ││",
        "││   Down j            아래 줄                                  Shift-Tab         이전 창                             ││",
        "││   w                 고른 식물에 물주기                       1 2 3 4           창으로 이동                         ││",
        "││   W                 때가 된 식물 모두 물주기                 /                 검색                                ││",
        "││   u                 되돌리기 (이 칸)                         ?                 도움말                              ││",
        "││   x                 할 일 완료                               :                 명령                                ││",
        "││   !                 중요 표시                                q                 종료                                ││",
        "││   Enter             할 일 열기                               n                 새 일기                             ││",
        "││   +                 한 샷 / 한 잔 추가                       T                 다음 테마                           │╯",
        "││   -                 마지막 섭취 지우기                       L                 다음 언어                           │╮",
        "││   i                 섭취량 입력                              F2                다음 언어 (쓰는 중에도)             ││",
        "││   I                 달력에서 고른 날의 섭취 기록             N                 알림                                ││",
        "││   c                 커피 1샷                                 Ctrl-Z            일시 중지                           ││",
        "││   e                 차 40mg                                  Ctrl-C            바로 종료 (쓰는 중이면 쓰기 끝내기) ││",
        "││   a                 물 250ml                                 p                 식물                                ││",
        "││                                                              E                 일기 목록                           ││",
        "││ 달력                                                         o                 할 일                               ││",
        "││   Left h            전날                                     s                 섭취 통계                           ││",
        "││   Right l           다음 날                                  R                 일지에서 다시 읽기                  ││",
        "││   Up k              지난주                                   P                 프로젝트                            ││",
        "││   Down j            다음 주                                  G                 글리프 모양                         ││",
        "││   [                 지난달                                                                                         ││",
        "││   ]                 다음 달                                히트맵                                                  ││",
        "││   t                 오늘                                     Up k              전날                                ││",
        "││   g                 날짜로 이동 (12/5, 내일, 금요일)         Down j            다음 날                             ││",
        "││   f                 돌봄 종류 거르기                         Left h            지난주                              ││",
        "││   Enter             그날 열기                                Right l           다음 주                             ││",
        "││   c                 그날 관리                                Enter             달력에서 그날 보기                  ││",
        "││                                                              m                 기준: 전체, 일기, 돌봄, 할 일       ││",
        "││ 일기                                                         v                 분기 / 1년                          ││",
        "││   i Enter           쓰기 (일기 편집)                                                                               ││",
        "││   m                 기분 고르기                            식물                                                    ││",
        "││   w                 날씨 고르기                              ↑↓                이동                                ││",
        "│╰────────────────────────────────────────────────────────────────────────────────────────────────────────────────────╯│",
        "╰──────────────────────╯╰──────────────────────────────────────────────╯╰──────────────────────────────────────────────╯",
        "                                                                                               읽지 않음 2 · 2026-11-29 ",
        " j/k 스크롤                                                                                                    Esc 닫기 ",
      ])
  }

  /// Too wide to sit inside the pane at 80x24, search replaces the body, border included.
  @Test func japaneseSearchAt80x24ReplacesThePane() {
    var state = LocalizedFrameFixture.state(.ja, width: 80, height: 24, focus: .editor)
    state.destination = .search(SearchFeature.State(recent: ["몬스테라", "#読書"]))
    expectEqual(
      AppView.render(state).canvas.lines, [
        " 1 カレンダー │ 2 今日 │ 3 ヒートマップ │ 4 日記                                ",
        "╭─ 検索 ───────────────────────────────────────────────────────────────────────╮",
        "│ /                                                                            │",
        "│ 単語、#タグ、mood:good、from:2026-01-01、to:、plant:名前                     │",
        "│ 最近の検索                                                                   │",
        "│ › 몬스테라                                                                   │",
        "│   #読書                                                                      │",
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
        "                                                            未読 2 · 2026-11-29 ",
        " Enter 再検索  ↑↓ 選択  Ctrl-D 一件削除  Ctrl-X すべて削除           Esc 閉じる ",
      ])
  }
}
