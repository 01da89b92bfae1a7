import DaybookCore

/// Texts of the heatmap's quarter view.
public enum HeatmapQuarterText: String, Localized {
  case toggle, showingQuarter, showingYear

  public var translation: Translation {
    switch self {
    case .toggle: Translation("quarter / year", ko: "분기 / 1년", ja: "四半期 / 1年")
    case .showingQuarter:
      Translation("Heatmap: the last quarter", ko: "히트맵: 최근 분기", ja: "ヒートマップ: 直近の四半期")
    case .showingYear:
      Translation("Heatmap: the last 53 weeks", ko: "히트맵: 최근 53주", ja: "ヒートマップ: 直近 53 週")
    }
  }
}
