import DaybookCore

extension CatalogCommand {
  /// `daybook catalog identify --leaf split --habit climbing …`: the plant key for scripts.
  /// Prints the best matches with their names and why they match; `plant add
  /// --from-catalog ID` then adds one.
  enum Identify: Command {
    static let name = "identify"
    static func summary(_ language: Language) -> String {
      IdentifyText.summary.text(language)
    }
    static func help(_ language: Language) -> String {
      let options = PlantKey.Question.allCases.map {
        "  --\($0.rawValue) " + $0.options.joined(separator: "|")
      }.joined(separator: "\n")
      return IdentifyText.help.text(language, options)
    }
    static let spec = ArgumentSpec(
      flags: ["json"], options: Set(PlantKey.Question.allCases.map(\.rawValue) + ["limit"]))

    struct MatchJSON: Encodable {
      var id: String
      var english: String
      var korean: String
      var japanese: String
      var misses: Double
      var agreed: [String]
    }

    static func run(_ arguments: ParsedArguments, context: Context) throws {
      if let word = arguments.positionals.first {
        throw CommandError.usage(IdentifyText.unexpected, word)
      }
      var answers: [PlantKey.Question: String] = [:]
      for question in PlantKey.Question.allCases {
        guard let value = arguments.value(question.rawValue)?.lowercased() else { continue }
        guard question.options.contains(value) else {
          throw CommandError.usage(
            IdentifyText.badAnswer, value, "--" + question.rawValue,
            question.options.joined(separator: ", "))
        }
        answers[question] = value
      }
      guard !answers.isEmpty else { throw CommandError.usage(IdentifyText.noAnswers) }
      let limit =
        try arguments.value("limit").map {
          try Values.integer($0, option: "--limit", in: 1...200)
        } ?? 3
      let key = PlantKey.bundled
      let matches = Array(key.rank(answers).prefix(limit))
      let output = context.output
      if arguments.has("json") {
        try output.json(
          matches.map {
            MatchJSON(
              id: $0.plant.id, english: $0.plant.englishName, korean: $0.plant.koreanName,
              japanese: $0.plant.japaneseName, misses: $0.misses, agreed: $0.agreed.map(\.rawValue))
          })
        return
      }
      let language = context.language
      let exact = key.candidates(answers).count
      output.line(
        IdentifyText.count.text(language, String(exact), String(key.catalog.plants.count)))
      for (index, match) in matches.enumerated() {
        let plant = match.plant
        output.line(
          "\(index + 1). \(plant.englishName) · \(plant.koreanName) · \(plant.japaneseName)"
            + "  (\(plant.id))")
        output.line("   " + IdentifyText.reasons(match, answers: answers, language))
      }
    }
  }
}

/// Texts of `daybook catalog identify`.
enum IdentifyText: String, Localized {
  case summary, help, unexpected, badAnswer, noAnswers, count, because, noReason

  /// Why a match matches: the answers it agrees with, as they read.
  static func reasons(
    _ match: PlantKey.Match, answers: [PlantKey.Question: String], _ language: Language
  ) -> String {
    let reasons = match.agreed.compactMap { question in
      answers[question].flatMap { PlantKeyText.answer(question, $0)?.text(language) }
    }
    return reasons.isEmpty
      ? noReason.text(language) : because.text(language, reasons.joined(separator: " · "))
  }

  var translation: Translation {
    switch self {
    case .summary:
      Translation(
        "identify a plant by what it looks like", ko: "생김새로 식물 알아보기", ja: "見た目から植物を調べる")
    case .help:
      Translation(
        """
        Usage: daybook catalog identify --QUESTION ANSWER… [--limit N] [--json]

        Ranks the catalog by the answers given (any of the questions below), fewest
        disagreements first, and prints the best matches (3 unless --limit) with their
        names in English, Korean and Japanese and why they match. Add one with
        daybook plant add --from-catalog ID.

        Questions and their answers:
        {0}
          --json      print a JSON array instead
        """,
        ko: """
          사용법: daybook catalog identify --질문 답… [--limit N] [--json]

          아래 질문에 준 답으로 도감을 순위 매겨, 안 맞는 것이 적은 순으로 가장 잘 맞는
          식물(--limit가 없으면 3개)을 영어·한국어·일본어 이름과 맞는 이유와 함께 보여 줍니다.
          추가는 daybook plant add --from-catalog ID.

          질문과 답:
          {0}
            --json      JSON 배열로 출력
          """,
        ja: """
          使い方: daybook catalog identify --質問 答え… [--limit N] [--json]

          下の質問への答えで図鑑を順位づけし、合わない点が少ない順に、よく合う植物（--limit
          がなければ3件）を英語・韓国語・日本語の名前と合う理由とともに表示します。追加は
          daybook plant add --from-catalog ID。

          質問と答え:
          {0}
            --json      JSON 配列で出力
          """)
    case .unexpected:
      Translation("unexpected argument \"{0}\"", ko: "예상하지 못한 인자 \"{0}\"", ja: "予期しない引数「{0}」")
    case .badAnswer:
      Translation(
        "\"{0}\" is no answer to {1} (expected {2})", ko: "\"{0}\"은(는) {1}의 답이 아닙니다 ({2} 중 하나)",
        ja: "「{0}」は {1} の答えではありません（{2} のどれか）")
    case .noAnswers:
      Translation(
        "give at least one answer, like --leaf split (see daybook catalog identify --help)",
        ko: "답을 하나 이상 주세요. 예: --leaf split (daybook catalog identify --help 참고)",
        ja: "答えを1つ以上指定してください。例: --leaf split（daybook catalog identify --help を参照）")
    case .count:
      Translation(
        "{0} of {1} catalog plants fit every answer", ko: "도감 식물 {1}개 중 {0}개가 모든 답에 맞습니다",
        ja: "図鑑の{1}種のうち{0}種がすべての答えに合います")
    case .because: Translation("matches: {0}", ko: "맞는 점: {0}", ja: "合う点: {0}")
    case .noReason: Translation("matches none of the answers", ko: "맞는 답이 없음", ja: "合う答えなし")
    }
  }
}
