/// One species from the bundled plant catalog: its names in three languages and how to keep it.
public struct CatalogPlant: Equatable, Sendable, Identifiable {
  /// How much light a plant wants, from a dim corner to a sunny window.
  public enum Light: String, Sendable, CaseIterable {
    case low, medium
    case brightIndirect = "bright-indirect"
    case direct
  }

  /// How humid the air around a plant should be.
  public enum Humidity: String, Sendable, CaseIterable {
    case low, medium, high
  }

  /// A short, stable, lowercase key (`monstera`, `snake-plant`).
  public var id: String
  public var englishName: String
  public var koreanName: String
  public var japaneseName: String
  public var botanicalName: String
  /// Days between waterings from April to September.
  public var summerIntervalDays: Int
  /// Days between waterings from October to March.
  public var winterIntervalDays: Int
  public var light: Light
  public var humidity: Humidity
  /// One or two sentences on keeping the plant well.
  public var careGuide: String

  /// Creates a catalog plant from its columns.
  public init(
    id: String, englishName: String, koreanName: String, japaneseName: String,
    botanicalName: String, summerIntervalDays: Int, winterIntervalDays: Int, light: Light,
    humidity: Humidity, careGuide: String
  ) {
    self.id = id
    self.englishName = englishName
    self.koreanName = koreanName
    self.japaneseName = japaneseName
    self.botanicalName = botanicalName
    self.summerIntervalDays = summerIntervalDays
    self.winterIntervalDays = winterIntervalDays
    self.light = light
    self.humidity = humidity
    self.careGuide = careGuide
  }

  /// The names searched, in the order English, Korean, Japanese, botanical.
  public var names: [String] { [englishName, koreanName, japaneseName, botanicalName] }

  /// True for April to September, the months the summer interval applies to. (The catalog
  /// assumes the northern hemisphere, where Daybook's users keep their plants.)
  public static func isSummer(month: Int) -> Bool { (4...9).contains(month) }

  /// The watering interval for a month (1–12): summer from April to September, else winter.
  public func suggestedInterval(month: Int) -> Int {
    CatalogPlant.isSummer(month: month) ? summerIntervalDays : winterIntervalDays
  }

  /// A new plant filled from the catalog: named `name` (else the English name), species the
  /// botanical name, watered at the interval of `today`'s season and switching between the
  /// summer and winter intervals with the seasons.
  public func toPlant(name: String? = nil, today: Day, hemisphere: Hemisphere = .north) -> Plant {
    let seasons = PlantSeasons(
      summerDays: summerIntervalDays, winterDays: winterIntervalDays, hemisphere: hemisphere)
    return Plant(
      name: name ?? englishName, species: botanicalName,
      intervalDays: seasons.interval(on: today), seasons: seasons)
  }
}
