import DaybookCore
import Expectations
import Testing

@testable import DaybookTUI

/// Reducers and views reckon days and clock times in the state's zone, not the process's
/// `TZ`: the same state under two zones gives each zone's day at midnight boundaries.
@Suite struct TimeZoneStateTests {
  let seoul = LocalZone(name: "KST", offsetSeconds: 9 * 3600)
  let newYork = LocalZone(posix: "EST5EDT,M3.2.0,M11.1.0") ?? .utc
  /// 2026-11-29 15:00:00 UTC: midnight in Seoul (the 30th), 10:00 in New York (the 29th).
  let seoulMidnight: Timestamp = 1_795_964_400
  /// 2026-11-30 05:00:00 UTC: midnight in New York (the 30th), 14:00 in Seoul (the 30th).
  let newYorkMidnight: Timestamp = 1_796_014_800

  private func revertedStatus(at savedAt: Timestamp, in zone: LocalZone) -> String? {
    var state = AppState(today: Fixture.today, now: Fixture.now)
    _ = AppReducer.reduce(&state, .zoneKnown(zone))
    expectEqual(state.zone, zone)
    let revision = EntryRevision(id: 7, entryID: 1, title: "", body: "x", savedAt: savedAt)
    _ = AppReducer.reduce(&state, .browse(.entryReverted(day: Fixture.today, revision: revision)))
    return state.status?.text
  }

  @Test func aRevertedRevisionIsDatedInTheStatesZone() {
    expectEqual(
      revertedStatus(at: seoulMidnight - 1, in: seoul)?.contains("2026-11-29 23:59"), true)
    expectEqual(revertedStatus(at: seoulMidnight, in: seoul)?.contains("2026-11-30 00:00"), true)
    expectEqual(revertedStatus(at: seoulMidnight, in: newYork)?.contains("2026-11-29 10:00"), true)
    expectEqual(
      revertedStatus(at: newYorkMidnight - 60, in: newYork)?.contains("2026-11-29 23:59"), true)
    expectEqual(
      revertedStatus(at: newYorkMidnight, in: newYork)?.contains("2026-11-30 00:00"), true)
  }

  @Test func aNotificationIsTodayOnlyInTheZoneWhereItIsToday() {
    let today = Day(year: 2026, month: 11, day: 30)!
    expectEqual(NotificationCentreView.when(seoulMidnight, today: today, in: seoul, .en), "00:00")
    #expect(
      NotificationCentreView.when(seoulMidnight - 60, today: today, in: seoul, .en)
        .hasSuffix(" 23:59"))
    #expect(
      NotificationCentreView.when(seoulMidnight, today: today, in: newYork, .en)
        .hasSuffix(" 10:00"))
    expectEqual(
      NotificationCentreView.when(newYorkMidnight, today: today, in: newYork, .en), "00:00")
  }

  @Test func aFreshStateIsInUTCUntilTheZoneIsKnown() {
    expectEqual(AppState(today: Fixture.today).zone, .utc)
  }
}
