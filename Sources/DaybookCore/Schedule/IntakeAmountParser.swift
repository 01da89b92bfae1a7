/// An intake typed by a person: what was drunk (if it was said) and how much.
public struct TypedIntakeAmount: Equatable, Sendable {
  /// The kind named by the text (`커피` is caffeine, `물` water), else the field's kind.
  public var kind: IntakeKind?
  /// The word before the amount as typed (`녹차`, `coffee`), empty when there was none.
  public var drinkWord: String
  public var amount: Double
  public var unit: IntakeUnit

  public init(kind: IntakeKind?, drinkWord: String = "", amount: Double, unit: IntakeUnit) {
    self.kind = kind
    self.drinkWord = drinkWord
    self.amount = amount
    self.unit = unit
  }
}

/// Reads an intake amount in English, Korean or Japanese: `커피 2샷`, `녹차 30mg`, `물 1L`,
/// `500ml`, `水 500ミリリットル`, or a bare number in the unit of the field (`150`).
public enum IntakeAmountParser {
  /// What the text names, or nil when it is not an amount.
  ///
  /// - A leading word names the drink: a kind's name in any language (`caffeine`, `물`, `水`)
  ///   or a known drink (`coffee`, `녹차`, `コーヒー`: caffeine; `water`: water). An unknown
  ///   word is rejected when `allowsDrinkWord` is false (the command line, presets) and kept
  ///   as `drinkWord` with no kind otherwise (a drink catalog may know it).
  /// - Units: `mg`; `ml`, `cc`, `㎖`, `밀리리터`, `ミリリットル`; `l`, `L`, `리터`, `リットル`
  ///   (times 1000 in ml); `shot`, `shots`, `샷`, `ショット`. Full-width digits and letters
  ///   are read as ASCII.
  /// - A number with no unit is in the unit of the field: `fieldKind`'s unit (mg for caffeine,
  ///   ml for water and other), or the named drink's; nil when neither is known.
  public static func parse(
    _ text: String, fieldKind: IntakeKind? = nil, allowsDrinkWord: Bool = true
  ) -> TypedIntakeAmount? {
    let normalized = DueDayParser.halfWidth(text)
    let trimmed = normalized.drop(while: \.isWhitespace)
    let word = trimmed.prefix { !($0.isASCII && $0.isNumber) && $0 != "." }
    let drinkWord = String(word).trimmingSpaces()
    var kind: IntakeKind?
    // A sign belongs to the number (`-1L`), and no amount is negative.
    if drinkWord.contains(where: { $0 == "-" || $0 == "+" }) { return nil }
    if !drinkWord.isEmpty {
      kind = Self.kind(named: drinkWord)
      if kind == nil && !allowsDrinkWord { return nil }
    }
    guard
      let (amount, unit) = amount(String(trimmed.dropFirst(word.count)), kind: kind ?? fieldKind)
    else { return nil }
    return TypedIntakeAmount(
      kind: kind ?? fieldKind, drinkWord: drinkWord, amount: amount, unit: unit)
  }

  /// The unit a bare number means for a kind.
  public static func fieldUnit(for kind: IntakeKind) -> IntakeUnit {
    kind == .caffeine ? .mg : .ml
  }

  /// The kind a drink or kind word names, in any language; nil for an unknown word.
  public static func kind(named word: String) -> IntakeKind? {
    let lowered = word.lowercased()
    if let kind = IntakeKind(rawValue: lowered) { return kind }
    if let kind = IntakeKind.allCases.first(where: { kind in
      Language.allCases.contains { kind.name($0).lowercased() == lowered }
    }) {
      return kind
    }
    return drinks[lowered.filter { !$0.isWhitespace }]
  }

  /// Common drinks and the kind they count as.
  private static let drinks: [String: IntakeKind] = {
    var table: [String: IntakeKind] = [:]
    let caffeine = [
      "coffee", "espresso", "americano", "latte", "cappuccino", "tea", "greentea", "blacktea",
      "커피", "아메리카노", "라떼", "카페라떼", "에스프레소", "카푸치노", "녹차", "홍차", "차",
      "コーヒー", "珈琲", "エスプレッソ", "アメリカーノ", "ラテ", "カフェラテ", "緑茶", "紅茶",
      "お茶", "茶", "煎茶", "ほうじ茶",
    ]
    let water = ["water", "물", "생수", "水", "お水", "みず"]
    for word in caffeine { table[word] = .caffeine }
    for word in water { table[word] = .water }
    return table
  }()

  private static let units: [String: (IntakeUnit, Double)] = [
    "mg": (.mg, 1), "밀리그램": (.mg, 1), "ミリグラム": (.mg, 1), "㎎": (.mg, 1),
    "ml": (.ml, 1), "cc": (.ml, 1), "㎖": (.ml, 1), "밀리리터": (.ml, 1), "ミリリットル": (.ml, 1),
    "l": (.ml, 1000), "ℓ": (.ml, 1000), "리터": (.ml, 1000), "リットル": (.ml, 1000),
    "shot": (.shot, 1), "shots": (.shot, 1), "샷": (.shot, 1), "ショット": (.shot, 1),
  ]

  /// A positive number and a unit (or none, then the kind's unit).
  private static func amount(_ text: String, kind: IntakeKind?) -> (Double, IntakeUnit)? {
    let trimmed = text.drop(while: \.isWhitespace)
    let digits = trimmed.prefix { ($0.isASCII && $0.isNumber) || $0 == "." }
    let unitText = String(trimmed.dropFirst(digits.count)).trimmingSpaces().lowercased()
    guard let number = Double(digits), number > 0, number.isFinite else { return nil }
    if unitText.isEmpty {
      guard let kind else { return nil }
      return (number, fieldUnit(for: kind))
    }
    guard let (unit, factor) = units[unitText] else { return nil }
    return (number * factor, unit)
  }
}

extension IntakeUnit {
  /// An amount as shown to a person: `75mg`, `250ml`, `1shot`; shots are `1샷` in Korean and
  /// `1ショット` in Japanese (mg and ml are written the same in all three).
  public func amountText(_ amount: Double, _ language: Language) -> String {
    let number =
      amount == amount.rounded() && abs(amount) < 1e15 ? String(Int64(amount)) : String(amount)
    switch (self, language) {
    case (.shot, .ko): return number + "샷"
    case (.shot, .ja): return number + "ショット"
    default: return number + rawValue
    }
  }
}

extension IntakeUnit {
  /// The unit alone, after a number and a space: `mg`, `ml`, `shot` (`샷`, `ショット`).
  public func name(_ language: Language) -> String {
    switch (self, language) {
    case (.shot, .ko): "샷"
    case (.shot, .ja): "ショット"
    default: rawValue
    }
  }
}
