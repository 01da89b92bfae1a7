import DaybookCore

/// The optional weather source in the view: the day's weather is fetched off the input loop
/// when today's entry is first opened and once more in the evening, kept in the journal, and
/// shown in the Entry pane's header and the calendar's side panel. A failed fetch changes
/// nothing; the weather picker works as before.
public enum WeatherFeature {
  public struct State: Equatable, Sendable {
    /// True once the journal has a place set (`daybook weather set CITY`).
    public var enabled = false
    /// Kept reports of the days looked at.
    public var reports: [Day: WeatherReport] = [:]
    /// The day whose first fetch was asked for.
    public var fetchedDay: Day?
    /// When the evening fetch of `fetchedDay` is due (18:00 local, from the runner).
    public var eveningAt: Timestamp?
    /// The day whose evening fetch was asked for.
    public var eveningDay: Day?

    public init() {}
  }

  /// What the journal and the fetch report; the app adds the open day, today and its clock
  /// and sends the feature the matching `Action`.
  public enum Event: Equatable, Sendable {
    /// The journal has a place set.
    case enabled
    /// A day's kept report, read from the journal (nil: none).
    case reportLoaded(Day, WeatherReport?)
    /// A fetch came back: the report, or nil when it failed; `eveningAt` is when the day's
    /// evening fetch is due.
    case fetched(Day, WeatherReport?, eveningAt: Timestamp)
  }

  public enum Action: Equatable, Sendable {
    /// The journal has a place set; `openDay`'s entry is open, `today` is the local day.
    case enabled(openDay: Day, today: Day)
    /// A day's entry was opened.
    case entryOpened(Day, today: Day)
    /// Time passed.
    case ticked(now: Timestamp, today: Day)
    /// A day's kept report, read from the journal (nil: none).
    case reportLoaded(Day, WeatherReport?)
    /// A fetch came back (nil: it failed).
    case fetched(Day, WeatherReport?, eveningAt: Timestamp)
  }

  /// What the weather asks of the app.
  public enum Output: Equatable, Sendable {
    /// Read a day's kept report from the journal.
    case loadReport(Day)
    /// Fetch a day's weather off the input loop.
    case fetch(Day)
    /// Keep a fetched report in the journal.
    case keep(WeatherReport)
    /// The report to show with a day's entry (nil: none known).
    case show(Day, WeatherReport?)
  }

  static func reduce(into state: inout State, action: Action) -> [Output] {
    switch action {
    case let .enabled(openDay, today):
      state.enabled = true
      return entryOpened(openDay, today: today, &state)
    case let .entryOpened(day, today):
      return entryOpened(day, today: today, &state)
    case let .ticked(now, today):
      return ticked(now: now, today: today, &state)
    case let .reportLoaded(day, report):
      guard let report else { return [] }
      state.reports[day] = report
      return [.show(day, report)]
    case let .fetched(day, report, eveningAt):
      if day == state.fetchedDay { state.eveningAt = eveningAt }
      guard let report else { return [] }
      state.reports[day] = report
      return [.show(day, report), .keep(report)]
    }
  }

  /// A day's entry was opened: its kept report is read, and today's weather is fetched the
  /// first time today's entry opens.
  private static func entryOpened(_ day: Day, today: Day, _ state: inout State) -> [Output] {
    guard state.enabled else { return [] }
    var outputs: [Output] = [.show(day, state.reports[day])]
    if state.reports[day] == nil { outputs.append(.loadReport(day)) }
    if day == today, state.fetchedDay != day {
      state.fetchedDay = day
      state.eveningAt = nil
      outputs.append(.fetch(day))
    }
    return outputs
  }

  /// Time passed: the evening fetch once its time has come.
  private static func ticked(now: Timestamp, today: Day, _ state: inout State) -> [Output] {
    guard state.enabled, let day = state.fetchedDay, day == today,
      let eveningAt = state.eveningAt, now >= eveningAt, state.eveningDay != day
    else { return [] }
    state.eveningDay = day
    return [.fetch(day)]
  }
}
