import DaybookCore
import Expectations
import TerminalKit
import Testing

@testable import DaybookTUI

/// `EntryListFeature.reduce` on its own state: exact new state and outputs, no `AppState`.
@Suite struct EntryListReducerTests {
  let newest = Day(year: 2026, month: 11, day: 29) ?? Fixture.today
  let calendarDay = Day(year: 2026, month: 3, day: 1) ?? Fixture.today

  /// `count` summaries, newest first, starting `skip` days before `newest`.
  func page(_ count: Int, skip: Int = 0) -> [EntrySummary] {
    (0..<count).map {
      let day = newest.adding(days: -(skip + $0))
      return EntrySummary(id: RowID(100_000 - skip - $0), day: day, firstLine: "일기 🌱 \(day.iso)")
    }
  }

  func list(_ build: (inout EntryListFeature.State) -> Void) -> EntryListFeature.State {
    var list = EntryListFeature.State()
    build(&list)
    return list
  }

  func key(_ state: inout EntryListFeature.State, _ key: Key, page: Int = 16)
    -> [EntryListFeature.Output]
  {
    EntryListFeature.reduce(into: &state, action: .key(key, page: page, selectedDay: calendarDay))
  }

  @Test func theNewestPageArrivesAndMovingNearTheEndAsksForTheNextOnce() {
    var state = EntryListFeature.State.allEntries
    let first = page(100)
    expectEqual(EntryListFeature.reduce(into: &state, action: .pageLoaded(.newest, first)), [])
    expectEqual(
      state,
      list {
        $0.items = first
        $0.hasOlder = true
        $0.isLoaded = true
      })
    // A page that was not asked for is dropped.
    let before = state
    expectEqual(EntryListFeature.reduce(into: &state, action: .pageLoaded(.oldest, page(3))), [])
    expectEqual(state, before)

    expectEqual(key(&state, .pageDown, page: 85), [.load(.before(first[99].day))])
    expectEqual(
      state,
      list {
        $0.items = first
        $0.hasOlder = true
        $0.isLoaded = true
        $0.selection = 85
        $0.pending = .before(first[99].day)
      })
    expectEqual(key(&state, .character("j")), [])
    expectEqual(state.selection, 86)
  }

  @Test func homeAndEndLoadTheEndsOnlyWhenMoreIsBeyond() {
    let first = page(5)
    var state = list {
      $0.items = first
      $0.isLoaded = true
      $0.selection = 2
    }
    expectEqual(key(&state, .end), [])
    expectEqual(state.selection, 4)
    expectEqual(key(&state, .character("g")), [])
    expectEqual(state.selection, 0)

    state.hasOlder = true
    expectEqual(key(&state, .character("G")), [.load(.oldest)])
    expectEqual(state.pending, .oldest)
    expectEqual(state.selection, 0)
  }

  @Test func enterOpensTheSelectedDayAndEscCloses() {
    let first = page(3)
    var state = list {
      $0.items = first
      $0.isLoaded = true
      $0.selection = 2
    }
    let before = state
    expectEqual(key(&state, .enter), [.openDay(first[2].day)])
    expectEqual(key(&state, .escape), [.close])
    expectEqual(key(&state, .character("q")), [.close])
    expectEqual(key(&state, .character("x")), [])
    expectEqual(state, before)

    var empty = list { $0.isLoaded = true }
    expectEqual(key(&empty, .enter), [])
    expectEqual(empty, list { $0.isLoaded = true })
  }

  @Test func capitalOShowsTheSelectedDateOrTheCalendarsAndEscGoesBack() {
    var state = list {
      $0.items = page(3)
      $0.isLoaded = true
      $0.selection = 1
    }
    let day = page(3)[1].day
    expectEqual(key(&state, .character("O")), [.loadOnThisDay(day)])
    expectEqual(state, list { $0.mode = .onThisDay(day) })

    // Results for another date are dropped; this date's arrive with the first selected.
    let earlier = [EntrySummary(id: 5, day: day.adding(days: -365 * 3), firstLine: "오래전")]
    expectEqual(
      EntryListFeature.reduce(into: &state, action: .onThisDayLoaded(calendarDay, earlier)), [])
    expectEqual(state, list { $0.mode = .onThisDay(day) })
    expectEqual(EntryListFeature.reduce(into: &state, action: .onThisDayLoaded(day, earlier)), [])
    let shown = list {
      $0.mode = .onThisDay(day)
      $0.items = earlier
      $0.isLoaded = true
    }
    expectEqual(state, shown)
    // Pages of every entry do not land in "on this day".
    expectEqual(EntryListFeature.reduce(into: &state, action: .pageLoaded(.newest, page(2))), [])
    expectEqual(state, shown)

    expectEqual(key(&state, .escape), [.load(.newest)])
    expectEqual(state, .allEntries)

    // No entry selected: the calendar's day.
    var empty = list { $0.isLoaded = true }
    expectEqual(key(&empty, .character("O")), [.loadOnThisDay(calendarDay)])
    expectEqual(empty, list { $0.mode = .onThisDay(calendarDay) })
  }

  @Test func aPageOfNewerEntriesKeepsTheSelectedEntry() {
    let middle = page(30, skip: 100)
    var state = list {
      $0.items = middle
      $0.hasNewer = true
      $0.isLoaded = true
      $0.selection = 3
      $0.pending = .after(middle[0].day)
    }
    let newer = page(100)
    expectEqual(
      EntryListFeature.reduce(into: &state, action: .pageLoaded(.after(middle[0].day), newer)), [])
    expectEqual(
      state,
      list {
        $0.items = newer + middle
        $0.hasNewer = true
        $0.isLoaded = true
        $0.selection = 103
      })
  }
}
