import DaybookCore

/// The statistics screen's key help.
enum StatisticsText: String, Localized {
  case period, move, thisPeriod, back

  var translation: Translation {
    switch self {
    case .period: Translation("week or month", ko: "주간·월간", ja: "週・月")
    case .move: Translation("move", ko: "이동", ja: "移動")
    case .thisPeriod: Translation("this period", ko: "이번 기간", ja: "今の期間")
    case .back: Translation("back", ko: "뒤로", ja: "戻る")
    }
  }
}
