/// Names of the domain's values (moods, weather, care kinds, intake kinds, todo buckets) in
/// every language, shared by the TUI and the command line.
public enum VocabularyText: String, Localized {
  case great, good, okay, bad, awful
  case sunny, cloudy, rain, snow, wind, fog, storm
  case water, repot, fertilize, treat, note
  case caffeine, drinkWater, other
  case overdue, today, next7Days, later, undated
  case noMood, noWeather, allKinds

  public var translation: Translation {
    switch self {
    case .great: Translation("great", ko: "아주 좋음", ja: "最高")
    case .good: Translation("good", ko: "좋음", ja: "良い")
    case .okay: Translation("okay", ko: "보통", ja: "普通")
    case .bad: Translation("bad", ko: "나쁨", ja: "悪い")
    case .awful: Translation("awful", ko: "최악", ja: "最悪")
    case .sunny: Translation("sunny", ko: "맑음", ja: "晴れ")
    case .cloudy: Translation("cloudy", ko: "흐림", ja: "曇り")
    case .rain: Translation("rain", ko: "비", ja: "雨")
    case .snow: Translation("snow", ko: "눈", ja: "雪")
    case .wind: Translation("wind", ko: "바람", ja: "風")
    case .fog: Translation("fog", ko: "안개", ja: "霧")
    case .storm: Translation("storm", ko: "폭풍", ja: "嵐")
    case .water: Translation("water", ko: "물주기", ja: "水やり")
    case .repot: Translation("repot", ko: "분갈이", ja: "植え替え")
    case .fertilize: Translation("fertilize", ko: "비료", ja: "肥料")
    case .treat: Translation("treat", ko: "치료", ja: "手当て")
    case .note: Translation("note", ko: "메모", ja: "メモ")
    case .caffeine: Translation("caffeine", ko: "카페인", ja: "カフェイン")
    case .drinkWater: Translation("water", ko: "물", ja: "水")
    case .other: Translation("other", ko: "기타", ja: "その他")
    case .overdue: Translation("Overdue", ko: "기한 지남", ja: "期限切れ")
    case .today: Translation("Today", ko: "오늘", ja: "今日")
    case .next7Days: Translation("Next 7 days", ko: "7일 이내", ja: "7日以内")
    case .later: Translation("Later", ko: "나중에", ja: "後で")
    case .undated: Translation("No date", ko: "날짜 없음", ja: "日付なし")
    case .noMood: Translation("no mood", ko: "기분 없음", ja: "気分なし")
    case .noWeather: Translation("no weather", ko: "날씨 없음", ja: "天気なし")
    case .allKinds: Translation("all", ko: "전체", ja: "すべて")
    }
  }
}

extension Mood {
  /// "good", "좋음", "良い".
  public func name(_ language: Language) -> String {
    VocabularyText(rawValue: rawValue).map { $0.text(language) } ?? rawValue
  }
}

extension Weather {
  /// "rain", "비", "雨".
  public func name(_ language: Language) -> String {
    VocabularyText(rawValue: rawValue).map { $0.text(language) } ?? rawValue
  }
}

extension CareKind {
  /// "water", "물주기", "水やり".
  public func name(_ language: Language) -> String {
    VocabularyText(rawValue: rawValue).map { $0.text(language) } ?? rawValue
  }
}

extension IntakeKind {
  /// "caffeine", "카페인", "カフェイン".
  public func name(_ language: Language) -> String {
    let key: VocabularyText =
      switch self {
      case .caffeine: .caffeine
      case .water: .drinkWater
      case .other: .other
      }
    return key.text(language)
  }
}

extension TodoBucket {
  /// "Overdue", "기한 지남", "期限切れ".
  public func title(_ language: Language) -> String {
    let key: VocabularyText =
      switch self {
      case .overdue: .overdue
      case .today: .today
      case .next7Days: .next7Days
      case .later: .later
      case .undated: .undated
      }
    return key.text(language)
  }
}

extension CalendarText {
  /// "Jan", "1월", "1月".
  public static func monthAbbreviation(_ month: Int, _ language: Language) -> String {
    switch language {
    case .en: String(monthName(month, .en).prefix(3))
    case .ko, .ja: monthName(month, language)
    }
  }

  /// "Mon", "월", "月".
  public static func weekdayAbbreviation(_ weekday: Weekday, _ language: Language) -> String {
    switch language {
    case .en:
      ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][max(1, min(7, weekday.rawValue)) - 1]
    case .ko, .ja: weekdayShort(weekday, language)
    }
  }

  /// A day in a short list: "Dec 6", "12월 6일", "12月6日".
  public static func shortDate(_ day: Day, _ language: Language) -> String {
    switch language {
    case .en: "\(monthAbbreviation(day.month, .en)) \(day.day)"
    case .ko: "\(day.month)월 \(day.day)일"
    case .ja: "\(day.month)月\(day.day)日"
    }
  }

  /// A heading date: "Sun 29 Nov 2026", "2026년 11월 29일 (일)", "2026年11月29日(日)".
  public static func longDate(_ day: Day, _ language: Language) -> String {
    let weekday = weekdayAbbreviation(day.weekday, language)
    return switch language {
    case .en: "\(weekday) \(day.day) \(monthAbbreviation(day.month, .en)) \(day.year)"
    case .ko: "\(day.year)년 \(day.month)월 \(day.day)일 (\(weekday))"
    case .ja: "\(day.year)年\(day.month)月\(day.day)日(\(weekday))"
    }
  }
}
