/// One drink of the bundled drink catalog in one size: its names and typical caffeine.
public struct CatalogDrink: Equatable, Sendable, Identifiable {
  /// A short, stable, lowercase key (`latte-tall`), kept on the intake record.
  public var id: String
  public var englishName: String
  public var koreanName: String
  public var japaneseName: String
  /// The serving (`tall`, `can`, `cup`), one of `DrinkSizeText`'s cases.
  public var size: DrinkSizeText
  /// Typical caffeine in one serving, in mg.
  public var caffeineMg: Double
  /// Other names people type (`caffe latte`, `카페라떼`, `カフェラテ`).
  public var aliases: [String]

  /// Creates a catalog drink.
  public init(
    id: String, englishName: String, koreanName: String, japaneseName: String,
    size: DrinkSizeText, caffeineMg: Double, aliases: [String] = []
  ) {
    self.id = id
    self.englishName = englishName
    self.koreanName = koreanName
    self.japaneseName = japaneseName
    self.size = size
    self.caffeineMg = caffeineMg
    self.aliases = aliases
  }

  /// The drink's own name in a language, without the size.
  public func name(_ language: Language) -> String {
    switch language {
    case .en: englishName
    case .ko: koreanName
    case .ja: japaneseName
    }
  }

  /// The name with the serving, as recorded and shown: `Latte (tall)`, `라떼 (톨)`.
  public func displayName(_ language: Language) -> String {
    "\(name(language)) (\(size.text(language)))"
  }
}

/// The sizes a drink comes in, named as cafés and shops name them.
public enum DrinkSizeText: String, Localized {
  case short, tall, grande, venti, single, double, cup, can, bottle, stick, small, large

  public var translation: Translation {
    switch self {
    case .short: Translation("short", ko: "숏", ja: "ショート")
    case .tall: Translation("tall", ko: "톨", ja: "トール")
    case .grande: Translation("grande", ko: "그란데", ja: "グランデ")
    case .venti: Translation("venti", ko: "벤티", ja: "ベンティ")
    case .single: Translation("single", ko: "싱글", ja: "シングル")
    case .double: Translation("double", ko: "더블", ja: "ダブル")
    case .cup: Translation("cup", ko: "한 잔", ja: "1杯")
    case .can: Translation("can", ko: "캔", ja: "缶")
    case .bottle: Translation("bottle", ko: "병", ja: "ボトル")
    case .stick: Translation("stick", ko: "스틱", ja: "スティック")
    case .small: Translation("small", ko: "작은 것", ja: "小")
    case .large: Translation("large", ko: "큰 것", ja: "大")
    }
  }
}

/// The drink catalog: coffee, tea, cola and energy drinks with typical caffeine, read from the
/// bundled `Resources/drinks.tsv` (embedded in the binary, like the plant catalog).
public struct DrinkCatalog: Sendable {
  /// The drinks, in file order: a drink's usual size comes first among its sizes.
  public let drinks: [CatalogDrink]
  /// Lines that were skipped, with why. Empty for the bundled catalog (a test holds it to
  /// that).
  public let problems: [PlantCatalog.Problem]

  /// The catalog shipped with Daybook, parsed on first use.
  public static let bundled = DrinkCatalog(
    tsv: String(decoding: PackageResources.drinks_tsv, as: UTF8.self))

  /// The columns a table must start with, in this order.
  public static let header = [
    "id", "english name", "korean name", "japanese name", "size", "caffeine mg", "aliases",
  ]

  /// Parses a table: a header line, then one drink per line with seven tab-separated
  /// columns, aliases separated by `;`. Bad lines are skipped and reported in `problems`.
  public init(tsv text: String) {
    var drinks: [CatalogDrink] = []
    var problems: [PlantCatalog.Problem] = []
    var seen: Set<String> = []
    for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let number = index + 1
      let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
      if line.allSatisfy(\.isWhitespace) { continue }
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      if index == 0 {
        if fields.map({ $0.lowercased() }) != DrinkCatalog.header {
          problems.append(.init(line: number, reason: "header is not the expected columns"))
        }
        continue
      }
      guard fields.count == DrinkCatalog.header.count else {
        problems.append(.init(line: number, reason: "expected 7 columns, found \(fields.count)"))
        continue
      }
      guard !fields[0].isEmpty, fields[1...3].allSatisfy({ !$0.isEmpty }) else {
        problems.append(.init(line: number, reason: "an id or a name is empty"))
        continue
      }
      guard let size = DrinkSizeText(rawValue: fields[4]) else {
        problems.append(.init(line: number, reason: "unknown size \"\(fields[4])\""))
        continue
      }
      guard let caffeine = Double(fields[5]), caffeine >= 0, caffeine <= 1000 else {
        problems.append(.init(line: number, reason: "caffeine \"\(fields[5])\" is not 0–1000"))
        continue
      }
      guard seen.insert(fields[0]).inserted else {
        problems.append(.init(line: number, reason: "id \(fields[0]) is used twice"))
        continue
      }
      let aliases = fields[6].split(separator: ";").map(String.init).filter { !$0.isEmpty }
      drinks.append(
        CatalogDrink(
          id: fields[0], englishName: fields[1], koreanName: fields[2], japaneseName: fields[3],
          size: size, caffeineMg: caffeine, aliases: aliases))
    }
    self.drinks = drinks
    self.problems = problems
  }

  /// The drink with exactly this id.
  public func drink(id: String) -> CatalogDrink? { drinks.first { $0.id == id } }

  /// Drinks matching every word of `query` in a name, an alias or a size, in any of the three
  /// languages (`아메리카노`, `latte tall`, `ラテ グランデ`, `energy drink`), ignoring case,
  /// spaces and hiragana versus katakana. Best first: the whole query equal to a name, then
  /// each word equal to, starting or inside a name or size; ties keep file order, so a
  /// drink's usual size comes first.
  public func search(_ query: String, limit: Int = 10) -> [CatalogDrink] {
    let words = query.split(whereSeparator: \.isWhitespace).map {
      PlantCatalog.searchKey(String($0))
    }.filter { !$0.isEmpty }
    let whole = PlantCatalog.searchKey(query)
    guard !words.isEmpty, limit > 0 else { return [] }
    var hits: [(score: Int, index: Int, drink: CatalogDrink)] = []
    for (index, drink) in drinks.enumerated() {
      let names = ([drink.englishName, drink.koreanName, drink.japaneseName] + drink.aliases)
        .map(PlantCatalog.searchKey)
      let sizes = Language.allCases.map { PlantCatalog.searchKey(drink.size.text($0)) }
      let keys = names + sizes
      var score = names.contains(whole) ? -10 : 0
      if score == 0, names.contains(where: { whole.count > 1 && $0.hasPrefix(whole) }) {
        score = -5
      }
      var matchedAll = true
      for word in words {
        if keys.contains(word) {
          continue
        } else if keys.contains(where: { $0.hasPrefix(word) }) {
          score += 1
        } else if keys.contains(where: { $0.contains(word) }) {
          score += 2
        } else {
          matchedAll = false
          break
        }
      }
      if matchedAll || score < 0 { hits.append((score, index, drink)) }
    }
    hits.sort { ($0.score, $0.index) < ($1.score, $1.index) }
    return hits.prefix(limit).map(\.drink)
  }

  /// The name a record's drink id is shown by: the catalog's name in `language`, the id
  /// itself for one the catalog no longer has, empty for none.
  public func displayName(of id: String, _ language: Language) -> String {
    guard !id.isEmpty else { return "" }
    return drink(id: id)?.displayName(language) ?? id
  }
}
