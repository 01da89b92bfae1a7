/// The half of the world a journal's plants live in, which decides when summer is. Stored in
/// the settings table under `hemisphere` (`north`, the default, or `south`).
public enum Hemisphere: String, Sendable, Codable, CaseIterable {
  case north, south

  /// The settings key.
  public static let settingsKey = "hemisphere"
}

/// The half of the year a watering interval belongs to.
public enum WateringSeason: String, Sendable, Codable {
  case summer, winter

  /// The season of a day: April to September is summer in the north, October to March in
  /// the south. Pure calendar arithmetic on the day's month.
  public static func of(_ day: Day, _ hemisphere: Hemisphere) -> WateringSeason {
    let northernSummer = (4...9).contains(day.month)
    return northernSummer == (hemisphere == .north) ? .summer : .winter
  }

  /// The first day of the next season after `day`: April 1 or October 1.
  public static func nextChange(after day: Day) -> Day {
    let month = day.month
    let (year, next) = month < 4 ? (day.year, 4) : (month < 10 ? (day.year, 10) : (day.year + 1, 4))
    return Day(year: year, month: next, day: 1) ?? day
  }
}

/// A plant's summer and winter watering intervals (a plant added from the catalog has them),
/// and the hemisphere they are counted in (from the journal's setting, filled in on load).
public struct PlantSeasons: Equatable, Sendable, Codable {
  public var summerDays: Int
  public var winterDays: Int
  public var hemisphere: Hemisphere

  public init(summerDays: Int, winterDays: Int, hemisphere: Hemisphere = .north) {
    self.summerDays = summerDays
    self.winterDays = winterDays
    self.hemisphere = hemisphere
  }

  /// The interval of a season.
  public func days(in season: WateringSeason) -> Int {
    season == .summer ? summerDays : winterDays
  }

  /// The season of `day` here.
  public func season(of day: Day) -> WateringSeason { WateringSeason.of(day, hemisphere) }

  /// The interval in force on `day`.
  public func interval(on day: Day) -> Int { days(in: season(of: day)) }
}

extension Plant {
  /// The watering interval in force on `day`: the season's for a seasonal plant, else the
  /// plant's one interval.
  public func interval(on day: Day) -> Int {
    seasons?.interval(on: day) ?? intervalDays
  }
}

extension PlantSeasons {
  /// One line on the seasons as seen on `today`: the season now and its interval, both
  /// intervals, and when the next season starts (`Seasons: winter now, every 14 days ·
  /// summer 7 / winter 14 days · summer from 2027-04-01`).
  public func describe(today: Day, _ language: Language) -> String {
    let now = season(of: today)
    let change = WateringSeason.nextChange(after: today)
    let next = season(of: change)
    var text = PlantSeasonText.line.text(
      language, PlantSeasonText.name(now).text(language), String(days(in: now)),
      String(summerDays), String(winterDays), PlantSeasonText.name(next).text(language),
      change.iso)
    if hemisphere == .south { text += " · " + PlantSeasonText.southern.text(language) }
    return text
  }
}

/// Texts of seasonal watering, shared by the plants screen and `daybook plant show`.
public enum PlantSeasonText: String, Localized {
  case line, summer, winter, southern

  public var translation: Translation {
    switch self {
    case .line:
      Translation(
        "Seasons: {0} now, every {1} days · summer {2} / winter {3} days · {4} from {5}",
        ko: "계절: 지금은 {0}, {1}일마다 · 여름 {2}일 / 겨울 {3}일 · {5}부터 {4}",
        ja: "季節: 今は{0}、{1}日ごと · 夏 {2}日 / 冬 {3}日 · {5}から{4}")
    case .summer: Translation("summer", ko: "여름", ja: "夏")
    case .winter: Translation("winter", ko: "겨울", ja: "冬")
    case .southern: Translation("southern hemisphere", ko: "남반구", ja: "南半球")
    }
  }

  /// A season's name.
  public static func name(_ season: WateringSeason) -> PlantSeasonText {
    season == .summer ? .summer : .winter
  }
}
