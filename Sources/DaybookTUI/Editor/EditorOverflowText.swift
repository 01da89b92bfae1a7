import DaybookCore

/// The marks at the foot of the entry pane when its text does not fit.
enum EditorOverflowText: String, Localized {
  case moreBelow, moreAbove, moreBoth

  var translation: Translation {
    switch self {
    case .moreBelow: Translation("↓ more below", ko: "↓ 아래에 더 있음", ja: "↓ 下に続く")
    case .moreAbove: Translation("↑ more above", ko: "↑ 위에 더 있음", ja: "↑ 上に続く")
    case .moreBoth: Translation("↑↓ more", ko: "↑↓ 더 있음", ja: "↑↓ 続きあり")
    }
  }
}
