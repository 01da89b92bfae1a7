import DaybookCore
import TerminalKit

/// The heatmap's legend and the year's totals for the metric shown, drawn beside the grid
/// when the pane is wide, or under it when the pane is tall. Everything comes from the counts
/// already loaded for the grid; the streaks stay on the line under the grid.
enum HeatmapSummaryView {
  /// Narrowest room beside the grid worth using.
  static let minimumWidth = 26
  /// Columns between the grid and the summary.
  static let gap = 2

  /// The legend, a blank line, the title and the totals.
  static func lines(_ state: HeatmapFeature.State, theme: Theme) -> [[Span]] {
    let language = state.language
    var legend = [Span(HeatmapSummaryText.less.text(language) + " ", style: theme.style(.muted))]
    for level in HeatmapView.glyphs.indices {
      legend.append(
        Span(HeatmapView.glyphs[level], style: theme.style(HeatmapView.levelRoles[level])))
    }
    legend.append(Span(" " + HeatmapSummaryText.more.text(language), style: theme.style(.muted)))
    let ranges = (1..<HeatmapView.glyphs.count).flatMap { level in
      [
        Span(HeatmapView.glyphs[level], style: theme.style(HeatmapView.levelRoles[level])),
        Span(
          rangeText(level) + (level + 1 < HeatmapView.glyphs.count ? " " : ""),
          style: theme.style(.muted)),
      ]
    }
    let days = state.range.lowerBound.days(until: state.range.upperBound) + 1
    let counts = state.counts.filter { state.range.contains($0.key) && $0.value > 0 }
    let total = counts.values.reduce(0, +)
    var rows: [(HeatmapSummaryText, String)] = [
      (
        .activeDays,
        HeatmapSummaryText.activeDaysValue.text(
          language, String(counts.count), String(days))
      ),
      (.total, HeatmapView.countText(total, state.metric, language)),
    ]
    if let busiest = counts.max(by: { ($0.value, $0.key) < ($1.value, $1.key) }) {
      rows.append((.busiest, DayText.short(busiest.key, language) + " · " + String(busiest.value)))
      let tenths = (total * 10 + counts.count / 2) / counts.count
      rows.append((.average, "\(tenths / 10).\(tenths % 10)"))
    }
    let labelWidth = rows.map { TextWidth.width(of: $0.0.text(language)) }.max() ?? 0
    let title = HeatmapSummaryText.title.text(
      language, HeatmapPaneText.metricName(state.metric).text(language))
    return [legend, ranges, [], [Span(title, style: theme.style(.title))]]
      + rows.map { label, value in
        [
          Span(
            TextWidth.pad(label.text(language), toWidth: labelWidth + 1), style: theme.style(.muted)
          ),
          Span(value, style: theme.style(.text)),
        ]
      }
  }

  /// The counts a level stands for: "1", "2–3", "7+".
  static func rangeText(_ level: Int) -> String {
    let counts = (1...64).filter { ActivityCounts.level(for: $0) == level }
    guard let low = counts.first, let high = counts.last else { return "" }
    if high == 64 { return "\(low)+" }
    return low == high ? "\(low)" : "\(low)–\(high)"
  }

  /// Draws the lines into `rect`, cut to its width; rows that do not fit are left out.
  static func render(
    _ state: HeatmapFeature.State, into canvas: inout Canvas, in rect: Rect, theme: Theme
  ) {
    for (index, spans) in lines(state, theme: theme).enumerated() where index < rect.height {
      var x = rect.x
      for span in spans where x < rect.maxX {
        x += canvas.draw(
          span.text, x: x, y: rect.y + index, style: span.style, maxWidth: rect.maxX - x)
      }
    }
  }
}

/// Texts of the heatmap's legend and totals.
enum HeatmapSummaryText: String, Localized {
  case less, more, title, activeDays, activeDaysValue, total, busiest, average

  var translation: Translation {
    switch self {
    case .less: Translation("less", ko: "적음", ja: "少ない")
    case .more: Translation("more", ko: "많음", ja: "多い")
    case .title: Translation("Last 53 weeks · {0}", ko: "최근 53주 · {0}", ja: "直近53週 · {0}")
    case .activeDays: Translation("Active days", ko: "활동한 날", ja: "活動した日")
    case .activeDaysValue: Translation("{0} of {1}", ko: "{1}일 중 {0}일", ja: "{1}日中 {0}日")
    case .total: Translation("Total", ko: "합계", ja: "合計")
    case .busiest: Translation("Busiest day", ko: "가장 많은 날", ja: "いちばん多い日")
    case .average: Translation("Per active day", ko: "활동한 날 평균", ja: "活動日の平均")
    }
  }
}
