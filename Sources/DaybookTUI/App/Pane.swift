/// One of the four panes; the raw value is its position (number key minus one).
public enum Pane: Int, CaseIterable, Equatable, Sendable {
  case calendar, today, heatmap, editor

  var titleKey: StringKey {
    switch self {
    case .calendar: .paneCalendar
    case .today: .paneToday
    case .heatmap: .paneHeatmap
    case .editor: .paneEditor
    }
  }

  /// The next pane in Tab order (wrapping).
  var next: Pane { Pane(rawValue: (rawValue + 1) % Pane.allCases.count) ?? .calendar }

  /// The previous pane in Tab order (wrapping).
  var previous: Pane {
    Pane(rawValue: (rawValue + Pane.allCases.count - 1) % Pane.allCases.count) ?? .calendar
  }
}
