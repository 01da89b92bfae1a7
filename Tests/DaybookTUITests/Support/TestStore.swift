import DaybookCore
import Testing

@testable import DaybookTUI

/// Sends actions to the app reducer and checks, exhaustively, the new state and the effects.
///
/// `send(action, effects: [...]) { $0.focus = .today }`: the closure turns the old state into
/// the expected one; any other change fails, and so does any effect not listed.
final class TestStore {
  private(set) var state: AppState

  init(_ state: AppState) {
    self.state = state
  }

  func send(
    _ action: AppAction, effects expected: [Effect] = [],
    sourceLocation: SourceLocation = #_sourceLocation,
    _ update: (inout AppState) -> Void = { _ in }
  ) {
    var expectedState = state
    update(&expectedState)
    let effects = AppReducer.reduce(&state, action)
    #expect(effects == expected, "effects differ", sourceLocation: sourceLocation)
    if state != expectedState {
      Issue.record(
        "state differs in: \(Self.differences(state, expectedState).joined(separator: ", "))",
        sourceLocation: sourceLocation)
    }
  }

  /// Types text without checking each key; the test asserts the state afterwards.
  func type(_ text: String) {
    for character in text {
      _ = AppReducer.reduce(&state, .keyPressed(.character(character)))
    }
  }

  /// Top-level properties whose values differ, with both values.
  static func differences(_ actual: AppState, _ expected: AppState) -> [String] {
    let left = Mirror(reflecting: actual).children
    let right = Array(Mirror(reflecting: expected).children)
    return zip(left, right).compactMap { pair in
      let (a, e) = pair
      let actualText = String(describing: a.value)
      let expectedText = String(describing: e.value)
      return actualText == expectedText
        ? nil : "\(a.label ?? "?"): got \(actualText), expected \(expectedText)"
    }
  }
}

/// Fixed values shared by the tests.
enum Fixture {
  static let today = Day(year: 2026, month: 11, day: 29)!
  /// 2026-11-29 12:00 UTC.
  static let now: Timestamp = 1_795_953_600

  /// A state as after start-up with settings loaded (onboarded, English, Monday weeks).
  static func state(width: Int = 120, height: Int = 40) -> AppState {
    var state = AppState(size: .init(width: width, height: height), today: today, now: now)
    state.settings.onboarded = true
    state.themeNames = ["dark", "default", "moss"]
    _ = AppReducer.startPanes(&state)
    _ = AppReducer.resizeEditor(&state)
    return state
  }

  /// A zone in which `now` falls on another day than in the process's zone, whatever `TZ`
  /// the tests run under: noon UTC is another day 13 hours east or west, and one of the two
  /// differs from the process's day. Tests that days come from the state's zone use it.
  static func zoneAwayFromTheProcess(at time: Timestamp = now) -> LocalZone {
    let east = LocalZone(name: "UTC+13", offsetSeconds: 13 * 3600)
    let west = LocalZone(name: "UTC-13", offsetSeconds: -13 * 3600)
    return east.day(of: time) != LocalTime.day(of: time) ? east : west
  }
}
