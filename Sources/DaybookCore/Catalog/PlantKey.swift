/// Identifying a plant the way a botanist's key does, without a picture: a few questions
/// about what the plant looks like, each answer narrowing the catalog.
///
/// The traits come from the bundled `Resources/plant-traits.tsv` (one line per catalog plant,
/// several values of a trait separated by commas where a plant shows more than one); the
/// light a plant lives in is the catalog's own light column.
public struct PlantKey: Sendable {
  /// One question of the key; its raw value is the option name on the command line.
  public enum Question: String, CaseIterable, Sendable, Comparable {
    case leaf, holes, habit, succulent, variegated, size, flowers, light

    /// The answers it takes, in the order offered.
    public var options: [String] {
      switch self {
      case .leaf: ["heart", "oval", "round", "narrow", "split", "tiny", "none"]
      case .size: ["small", "medium", "large"]
      case .habit: ["upright", "trailing", "climbing", "rosette"]
      case .light: CatalogPlant.Light.allCases.map(\.rawValue)
      case .holes, .succulent, .variegated, .flowers: ["yes", "no"]
      }
    }

    public static func < (lhs: Question, rhs: Question) -> Bool {
      allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
  }

  /// A catalog plant and how well it fits the answers so far.
  public struct Match: Equatable, Sendable {
    public var plant: CatalogPlant
    /// Answers it disagrees with; a light one step off counts half.
    public var misses: Double
    /// The questions whose answers it agrees with, in the key's order: why it matches.
    public var agreed: [Question]
  }

  /// The plant catalog the key runs over.
  public let catalog: PlantCatalog
  /// Each catalog plant's values for every question but light, by plant id.
  public let traits: [String: [Question: Set<String>]]
  /// Lines of the traits table that were skipped, and why. Empty for the bundled table.
  public let problems: [PlantCatalog.Problem]

  /// The key over the bundled catalog and traits.
  public static let bundled = PlantKey(
    catalog: .bundled, traitsTSV: String(decoding: PackageResources.plant_traits_tsv, as: UTF8.self)
  )

  /// The columns the traits table starts with.
  public static let header = [
    "id", "leaf", "size", "variegated", "succulent", "habit", "holes",
    "flowers",
  ]

  /// Reads the traits table for `catalog`: a header, then one line per plant.
  public init(catalog: PlantCatalog, traitsTSV: String) {
    self.catalog = catalog
    var traits: [String: [Question: Set<String>]] = [:]
    var problems: [PlantCatalog.Problem] = []
    let questions = PlantKey.header.dropFirst().compactMap(Question.init(rawValue:))
    for (index, line) in traitsTSV.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let number = index + 1
      if line.allSatisfy(\.isWhitespace) { continue }
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      if index == 0 {
        if fields != PlantKey.header {
          problems.append(.init(line: number, reason: "header is not the expected columns"))
        }
        continue
      }
      guard fields.count == PlantKey.header.count else {
        problems.append(.init(line: number, reason: "expected 8 columns, found \(fields.count)"))
        continue
      }
      guard catalog.plant(id: fields[0]) != nil, traits[fields[0]] == nil else {
        problems.append(.init(line: number, reason: "id \(fields[0]) is unknown or repeated"))
        continue
      }
      var plantTraits: [Question: Set<String>] = [:]
      var bad: String?
      for (question, field) in zip(questions, fields.dropFirst()) {
        let values = Set(field.split(separator: ",").map(String.init))
        if values.isEmpty || !values.isSubset(of: question.options) {
          bad = "\(question.rawValue) \"\(field)\" is not one of \(question.options)"
        }
        plantTraits[question] = values
      }
      if let bad {
        problems.append(.init(line: number, reason: bad))
      } else {
        traits[fields[0]] = plantTraits
      }
    }
    for plant in catalog.plants where traits[plant.id] == nil {
      problems.append(.init(line: 0, reason: "\(plant.id) has no traits"))
    }
    self.traits = traits
    self.problems = problems
  }

  /// The values a plant shows for a question.
  public func values(of plant: CatalogPlant, for question: Question) -> Set<String> {
    question == .light ? [plant.light.rawValue] : traits[plant.id]?[question] ?? []
  }

  /// How far a plant is from one answer: 0 agrees, 1 disagrees, ½ for a light one step off.
  func miss(_ plant: CatalogPlant, _ question: Question, _ answer: String) -> Double {
    if values(of: plant, for: question).contains(answer) { return 0 }
    if question == .light, let wanted = question.options.firstIndex(of: answer),
      let has = question.options.firstIndex(of: plant.light.rawValue), abs(wanted - has) == 1
    {
      return 0.5
    }
    return 1
  }

  /// Every catalog plant ranked against the answers: fewest misses first, then the most
  /// answers agreed, then catalog order.
  public func rank(_ answers: [Question: String]) -> [Match] {
    let asked = answers.keys.sorted()
    let matches = catalog.plants.map { plant in
      var misses = 0.0
      var agreed: [Question] = []
      for question in asked {
        guard let answer = answers[question] else { continue }
        let miss = miss(plant, question, answer)
        misses += miss
        if miss == 0 { agreed.append(question) }
      }
      return Match(plant: plant, misses: misses, agreed: agreed)
    }
    return matches.enumerated().sorted { lhs, rhs in
      (lhs.element.misses, -lhs.element.agreed.count, lhs.offset)
        < (rhs.element.misses, -rhs.element.agreed.count, rhs.offset)
    }.map(\.element)
  }

  /// The plants that agree with every answer.
  public func candidates(_ answers: [Question: String]) -> [CatalogPlant] {
    rank(answers).prefix { $0.misses == 0 }.map(\.plant)
  }

  /// The next question worth asking: the first in the key's order that is neither answered
  /// nor passed over and whose answer would tell the remaining candidates apart. Nil when
  /// no question is left that narrows them.
  public func nextQuestion(_ answers: [Question: String], passed: Set<Question> = [])
    -> Question?
  {
    let remaining = candidates(answers)
    let pool = remaining.isEmpty ? catalog.plants : remaining
    guard pool.count > 1 else { return nil }
    return Question.allCases.first { question in
      guard answers[question] == nil, !passed.contains(question) else { return false }
      return question.options.contains { option in
        let hits = pool.filter { values(of: $0, for: question).contains(option) }.count
        return hits > 0 && hits < pool.count
      }
    }
  }

  /// Answers a plant would give, the first of its values for each question: what a user
  /// looking at it would most likely say.
  public func answers(describing plant: CatalogPlant) -> [Question: String] {
    var answers: [Question: String] = [:]
    for question in Question.allCases {
      let values = values(of: plant, for: question)
      answers[question] = question.options.first { values.contains($0) }
    }
    return answers
  }
}

/// Texts of the plant key: each question and the way an answer reads as a reason.
public enum PlantKeyText: String, Localized {
  case askLeaf, askHoles, askHabit, askSucculent, askVariegated, askSize, askFlowers, askLight
  case leafHeart, leafOval, leafRound, leafNarrow, leafSplit, leafTiny, leafNone
  case holesYes, holesNo
  case habitUpright, habitTrailing, habitClimbing, habitRosette
  case succulentYes, succulentNo, variegatedYes, variegatedNo
  case sizeSmall, sizeMedium, sizeLarge
  case flowersYes, flowersNo
  case lightLow, lightMedium, lightBrightIndirect, lightDirect

  public var translation: Translation {
    switch self {
    case .askLeaf: Translation("What shape are the leaves?", ko: "잎 모양은?", ja: "葉の形は?")
    case .askHoles:
      Translation(
        "Do the leaves have holes or splits?", ko: "잎에 구멍이나 갈라짐이 있나요?", ja: "葉に穴や切れ込みはありますか?")
    case .askHabit: Translation("How does it grow?", ko: "어떻게 자라나요?", ja: "どう育ちますか?")
    case .askSucculent:
      Translation(
        "Are the leaves or stems thick and fleshy?", ko: "잎이나 줄기가 두껍고 통통한가요?", ja: "葉や茎は厚く多肉質ですか?")
    case .askVariegated:
      Translation(
        "Are the leaves patterned or two-coloured?", ko: "잎에 무늬나 두 가지 색이 있나요?", ja: "葉に斑や模様はありますか?")
    case .askSize: Translation("How big is one leaf?", ko: "잎 한 장의 크기는?", ja: "葉1枚の大きさは?")
    case .askFlowers: Translation("Does it flower indoors?", ko: "실내에서 꽃이 피나요?", ja: "室内で花が咲きますか?")
    case .askLight:
      Translation("What light does it live in?", ko: "어떤 빛에서 지내나요?", ja: "どんな光の場所にありますか?")
    case .leafHeart: Translation("heart-shaped leaves", ko: "하트 모양 잎", ja: "ハート形の葉")
    case .leafOval: Translation("oval leaves", ko: "타원형 잎", ja: "楕円形の葉")
    case .leafRound: Translation("round leaves", ko: "둥근 잎", ja: "丸い葉")
    case .leafNarrow: Translation("long narrow leaves", ko: "길고 좁은 잎", ja: "細長い葉")
    case .leafSplit: Translation("split or divided leaves", ko: "갈라지거나 나뉜 잎", ja: "切れ込みや複葉")
    case .leafTiny: Translation("tiny leaves or needles", ko: "아주 작은 잎이나 바늘잎", ja: "とても小さい葉や針状の葉")
    case .leafNone: Translation("no real leaves", ko: "잎이 거의 없음", ja: "葉がほとんどない")
    case .holesYes: Translation("holes or splits", ko: "구멍이나 갈라짐", ja: "穴や切れ込み")
    case .holesNo: Translation("whole leaves", ko: "온전한 잎", ja: "穴のない葉")
    case .habitUpright: Translation("upright", ko: "곧게 자람", ja: "直立")
    case .habitTrailing: Translation("trailing", ko: "늘어짐", ja: "垂れ下がる")
    case .habitClimbing: Translation("climbing", ko: "타고 오름", ja: "つる性")
    case .habitRosette: Translation("rosette", ko: "로제트", ja: "ロゼット")
    case .succulentYes: Translation("succulent", ko: "다육질", ja: "多肉質")
    case .succulentNo: Translation("not succulent", ko: "다육질 아님", ja: "多肉質でない")
    case .variegatedYes: Translation("patterned leaves", ko: "무늬 잎", ja: "斑入りの葉")
    case .variegatedNo: Translation("plain green leaves", ko: "무늬 없는 잎", ja: "無地の葉")
    case .sizeSmall: Translation("small leaves", ko: "작은 잎", ja: "小さい葉")
    case .sizeMedium: Translation("medium leaves", ko: "중간 크기 잎", ja: "中くらいの葉")
    case .sizeLarge: Translation("large leaves", ko: "큰 잎", ja: "大きい葉")
    case .flowersYes: Translation("flowers", ko: "꽃이 핌", ja: "花が咲く")
    case .flowersNo: Translation("grown for leaves", ko: "잎을 보는 식물", ja: "観葉")
    case .lightLow: Translation("low light", ko: "어두운 곳", ja: "日陰")
    case .lightMedium: Translation("medium light", ko: "중간 밝기", ja: "明るい日陰")
    case .lightBrightIndirect: Translation("bright indirect light", ko: "밝은 간접광", ja: "明るい間接光")
    case .lightDirect: Translation("direct sun", ko: "직사광선", ja: "直射日光")
    }
  }

  /// The question as asked.
  public static func ask(_ question: PlantKey.Question) -> PlantKeyText {
    switch question {
    case .leaf: .askLeaf
    case .holes: .askHoles
    case .habit: .askHabit
    case .succulent: .askSucculent
    case .variegated: .askVariegated
    case .size: .askSize
    case .flowers: .askFlowers
    case .light: .askLight
    }
  }

  /// An answer as it reads in a list of reasons (`split or divided leaves`, `climbing`).
  public static func answer(_ question: PlantKey.Question, _ option: String) -> PlantKeyText? {
    let name: String
    switch question {
    case .light:
      name =
        "light"
        + option.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }
        .joined()
    default:
      name = question.rawValue + option.prefix(1).uppercased() + option.dropFirst()
    }
    return PlantKeyText(rawValue: name)
  }
}
