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
  /// The care guide in Korean and in Japanese (empty in a table without them: English then).
  public var careGuideKorean: String
  public var careGuideJapanese: String

  /// Creates a catalog plant from its columns.
  public init(
    id: String, englishName: String, koreanName: String, japaneseName: String,
    botanicalName: String, summerIntervalDays: Int, winterIntervalDays: Int, light: Light,
    humidity: Humidity, careGuide: String, careGuideKorean: String = "",
    careGuideJapanese: String = ""
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
    self.careGuideKorean = careGuideKorean
    self.careGuideJapanese = careGuideJapanese
  }

  /// The care guide in a language, English where the table has no translation.
  public func careGuide(_ language: Language) -> String {
    let translated =
      switch language {
      case .en: careGuide
      case .ko: careGuideKorean
      case .ja: careGuideJapanese
      }
    return translated.isEmpty ? careGuide : translated
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

/// The catalog's light and humidity words in every language.
public enum CatalogVocabularyText: String, Localized {
  case low, medium, high, brightIndirect, direct

  public var translation: Translation {
    switch self {
    case .low: Translation("low", ko: "낮음", ja: "低")
    case .medium: Translation("medium", ko: "중간", ja: "中")
    case .high: Translation("high", ko: "높음", ja: "高")
    case .brightIndirect: Translation("bright-indirect", ko: "밝은 간접광", ja: "明るい間接光")
    case .direct: Translation("direct", ko: "직사광", ja: "直射日光")
    }
  }
}

extension CatalogPlant.Light {
  /// "bright-indirect", "밝은 간접광", "明るい間接光".
  public func name(_ language: Language) -> String {
    let key: CatalogVocabularyText =
      switch self {
      case .low: .low
      case .medium: .medium
      case .brightIndirect: .brightIndirect
      case .direct: .direct
      }
    return key.text(language)
  }
}

extension CatalogPlant.Humidity {
  /// "medium", "중간", "中".
  public func name(_ language: Language) -> String {
    let key: CatalogVocabularyText =
      switch self {
      case .low: .low
      case .medium: .medium
      case .high: .high
      }
    return key.text(language)
  }
}
