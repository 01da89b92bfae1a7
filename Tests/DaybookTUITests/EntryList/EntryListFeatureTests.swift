import DaybookCore
import TerminalKit
import Testing

@testable import DaybookTUI

@Suite struct EntryListFeatureTests {
  let newest = Day(year: 2026, month: 11, day: 29)!

  /// `count` summaries, newest first, starting `skip` days before `newest`.
  func page(_ count: Int, skip: Int = 0) -> [EntrySummary] {
    (0..<count).map {
      let day = newest.adding(days: -(skip + $0))
      return EntrySummary(id: RowID(100_000 - skip - $0), day: day, firstLine: "일기 \(day.iso)")
    }
  }

  func list(_ build: (inout EntryListFeature.State) -> Void) -> Destination {
    var list = EntryListFeature.State()
    build(&list)
    return .entryList(list)
  }

  @Test func capitalEOpensTheListAndLoadsTheNewestPage() {
    let store = TestStore(Fixture.state())
    store.send(.keyPressed(.character("E")), effects: [.browse(.loadEntryList(.newest))]) {
      $0.destination = list { $0.pending = .newest }
    }
    let first = page(100)
    store.send(.browse(.entryListLoaded(.newest, first))) {
      $0.destination = list {
        $0.items = first
        $0.hasOlder = true
        $0.isLoaded = true
      }
    }
  }

  @Test func movingNearTheEndFetchesTheNextPageOnce() {
    var state = Fixture.state(width: 120, height: 40)
    let first = page(100)
    state.destination = list {
      $0.items = first
      $0.hasOlder = true
      $0.isLoaded = true
      $0.selection = 60
    }
    let store = TestStore(state)
    // A page is 32 rows at 40 lines: 92 is within 20 of the end.
    store.send(.keyPressed(.pageDown), effects: [.browse(.loadEntryList(.before(first[99].day)))]) {
      $0.destination = list {
        $0.items = first
        $0.hasOlder = true
        $0.isLoaded = true
        $0.selection = 92
        $0.pending = .before(first[99].day)
      }
    }
    // No second request while one is pending.
    store.send(.keyPressed(.down)) {
      $0.destination = list {
        $0.items = first
        $0.hasOlder = true
        $0.isLoaded = true
        $0.selection = 93
        $0.pending = .before(first[99].day)
      }
    }
    let second = page(40, skip: 100)
    store.send(.browse(.entryListLoaded(.before(first[99].day), second))) {
      $0.destination = list {
        $0.items = first + second
        $0.hasOlder = false
        $0.isLoaded = true
        $0.selection = 93
      }
    }
  }

  @Test func theWindowDropsPagesFarFromTheSelection() {
    var state = Fixture.state()
    let loaded = page(400)
    state.destination = list {
      $0.items = loaded
      $0.hasOlder = true
      $0.isLoaded = true
      $0.selection = 390
      $0.pending = .before(loaded[399].day)
    }
    let store = TestStore(state)
    let more = page(100, skip: 400)
    store.send(.browse(.entryListLoaded(.before(loaded[399].day), more))) {
      $0.destination = list {
        $0.items = Array((loaded + more).suffix(400))
        $0.hasOlder = true
        $0.hasNewer = true
        $0.isLoaded = true
        $0.selection = 290
      }
    }
  }

  @Test func endJumpsToTheOldestAndEnterOpensTheDay() {
    var state = Fixture.state()
    let first = page(100)
    state.destination = list {
      $0.items = first
      $0.hasOlder = true
      $0.isLoaded = true
    }
    let store = TestStore(state)
    store.send(.keyPressed(.end), effects: [.browse(.loadEntryList(.oldest))]) {
      $0.destination = list {
        $0.items = first
        $0.hasOlder = true
        $0.isLoaded = true
        $0.pending = .oldest
      }
    }
    let oldest = page(100, skip: 36_400)
    store.send(.browse(.entryListLoaded(.oldest, oldest))) {
      $0.destination = list {
        $0.items = oldest
        $0.hasNewer = true
        $0.isLoaded = true
        $0.selection = 99
        $0.pending = nil
      }
    }
    var expected = store.state
    expected.destination = nil
    expected.focus = .editor
    let jump = AppReducer.jump(to: oldest[99].day, &expected)
    store.send(.keyPressed(.enter), effects: jump) { $0 = expected }
  }

  @Test func capitalOShowsEarlierYearsOfTheSelectedDate() {
    var state = Fixture.state()
    let first = page(3)
    state.destination = list {
      $0.items = first
      $0.isLoaded = true
      $0.selection = 1
    }
    let store = TestStore(state)
    let day = first[1].day
    store.send(.keyPressed(.character("O")), effects: [.browse(.loadOnThisDay(day))]) {
      $0.destination = list { $0.mode = .onThisDay(day) }
    }
    let earlier = [EntrySummary(id: 5, day: Day(year: 2020, month: 11, day: 28)!, firstLine: "오래전")]
    store.send(.browse(.onThisDayLoaded(day, earlier))) {
      $0.destination = list {
        $0.mode = .onThisDay(day)
        $0.items = earlier
        $0.isLoaded = true
      }
    }
    // Esc goes back to every entry.
    store.send(.keyPressed(.escape), effects: [.browse(.loadEntryList(.newest))]) {
      $0.destination = list { $0.pending = .newest }
    }
    store.send(.keyPressed(.escape)) { $0.destination = nil }
  }
}
