import DaybookCore

/// `daybook intake …`: caffeine, water and other drinks.
enum IntakeCommand: CommandGroup {
  static let name = "intake"
  static func summary(_ language: Language) -> String { IntakeText.summary.text(language) }
  static func help(_ language: Language) -> String {
    IntakeText.help.text(language) + "\n" + subcommandList(language)
  }
  static var subcommands: [any Command.Type] {
    [Add.self, List.self, Edit.self, Remove.self, IntakePresetsCommand.self, Drinks.self]
  }

  enum Add: Command {
    static let name = "add"
    static func summary(_ language: Language) -> String { IntakeText.addSummary.text(language) }
    static func help(_ language: Language) -> String { IntakeText.addHelp.text(language) }
    static let spec = ArgumentSpec(options: ["at", "note"])

    static func run(_ arguments: ParsedArguments, context: Context) throws {
      guard let kindWord = arguments.positionals.first else {
        throw CommandError.usage(IntakeText.missingKind)
      }
      // `caffeine`, `water` or a kind in any language (`커피 2샷`, `물 1L`, `緑茶 30mg`) with an
      // amount; else a drink from the catalog by name (`아메리카노`, `latte tall`).
      let kind: IntakeKind, amount: Double, unit: IntakeUnit, drink: CatalogDrink?
      let amountText = arguments.positionals.dropFirst().joined(separator: " ")
      let named = IntakeAmountParser.kind(named: kindWord)
      // `2샷`, `1L`, `500ml`, or a bare number in the kind's unit (`150` mg of caffeine).
      if let named, !amountText.isEmpty,
        let typed = IntakeAmountParser.parse(amountText, fieldKind: named, allowsDrinkWord: false),
        typed.drinkWord.isEmpty
      {
        try IntakeCommand.checkUnit(typed.unit, for: named, written: amountText)
        (kind, amount, unit, drink) = (named, typed.amount, typed.unit, nil)
      } else if let found = DrinkCatalog.bundled.search(
        arguments.positionals.joined(separator: " "), limit: 1
      ).first {
        (kind, amount, unit, drink) = (.caffeine, found.caffeineMg, .mg, found)
      } else if named != nil {
        throw amountText.isEmpty
          ? CommandError.usage(IntakeText.missingAmount)
          : CommandError.usage(IntakeText.invalidAmount, amountText)
      } else {
        let found = try IntakeCommand.drink(named: arguments.positionals)
        (kind, amount, unit, drink) = (.caffeine, found.caffeineMg, .mg, found)
      }
      let now = context.now
      let at =
        try arguments.value("at").map { try Values.instant($0, option: "--at", now: now) }
        ?? now
      let journal = try context.journal()
      let settings = try journal.settings().goal
      let saved = try journal.addIntake(
        Intake(
          kind: kind, amount: amount, unit: unit, at: at, note: arguments.value("note") ?? "",
          drink: drink?.id ?? ""))
      let dayIntakes = try journal.intakes(from: saved.day, to: saved.day)
      let totals = IntakeGoals.totals(of: dayIntakes, on: saved.day, settings: settings)
      let output = context.output
      let language = context.language
      let shown = IntakeSummary.amount(saved, settings: settings, language: language)
      output.line(
        IntakeText.added.text(
          language, drink?.displayName(language) ?? kind.name(language), shown,
          LocalTime.text(of: at)))
      for line in IntakeSummary.lines(
        totals, settings: settings, output: output, language: language)
      {
        output.line("  " + line)
      }
    }
  }

  enum List: Command {
    static let name = "list"
    static func summary(_ language: Language) -> String { IntakeText.listSummary.text(language) }
    static func help(_ language: Language) -> String { IntakeText.listHelp.text(language) }
    static let spec = ArgumentSpec(flags: ["json"], options: ["date", "day"])

    struct IntakeJSON: Encodable {
      var id: RowID
      /// The stable id (the same in every copy of the journal).
      var uid: String?
      var kind: IntakeKind
      var amount: Double
      var unit: IntakeUnit
      var at: Timestamp
      var time: String
      var note: String
      /// The catalog drink's id (`latte-tall`), or empty.
      var drink: String
      /// The drink's name in the output language, or empty.
      var drinkName: String
    }

    static func run(_ arguments: ParsedArguments, context: Context) throws {
      if let word = arguments.positionals.first {
        throw CommandError.usage(IntakeText.unexpected, word)
      }
      // --day is the name the other commands use; --date stays for scripts written before.
      let option = arguments.value("day") != nil ? "day" : "date"
      let day =
        try arguments.value(option).map {
          try Values.day($0, option: "--" + option, today: context.today)
        } ?? context.today
      let journal = try context.journal()
      let intakes = try journal.intakes(from: day, to: day)
      let output = context.output
      if arguments.has("json") {
        let uids = try journal.recordIDs(.intake, of: intakes.map(\.id))
        try output.json(
          intakes.map {
            IntakeJSON(
              id: $0.id, uid: uids[$0.id], kind: $0.kind, amount: $0.amount, unit: $0.unit,
              at: $0.at,
              time: LocalTime.text(of: $0.at), note: $0.note, drink: $0.drink,
              drinkName: DrinkCatalog.bundled.displayName(of: $0.drink, context.language))
          })
        return
      }
      let settings = try journal.settings().goal
      output.line(day.iso)
      let language = context.language
      guard !intakes.isEmpty else {
        output.line("  " + IntakeText.nothing.text(language))
        return
      }
      let rows = intakes.map {
        [
          "  #\($0.id)", LocalTime.clockText(of: $0.at), $0.kind.name(language),
          IntakeSummary.amount($0, settings: settings, language: language),
          Output.visible(
            [DrinkCatalog.bundled.displayName(of: $0.drink, language), $0.note]
              .filter { !$0.isEmpty }.joined(separator: " · ")),
        ]
      }
      for line in Output.table(rows) { output.line(line) }
      let totals = IntakeGoals.totals(of: intakes, on: day, settings: settings)
      for line in IntakeSummary.lines(
        totals, settings: settings, output: output, language: language)
      {
        output.line(line)
      }
    }
  }
}

extension IntakeCommand {
  /// Refuses a unit the kind is not counted in (caffeine in mg or shots, drinks in ml), as
  /// `intake add` and `intake edit` both do; `written` is what the user typed.
  static func checkUnit(_ unit: IntakeUnit, for kind: IntakeKind, written: String)
    throws(CommandError)
  {
    guard !IntakePreset.allows(unit, for: kind) else { return }
    throw kind == .caffeine
      ? .usage(IntakeText.caffeineUnit, written)
      : .usage(IntakeText.volumeUnit, kind.rawValue, written)
  }
}

enum IntakeText: String, Localized {
  case summary, help, addSummary, addHelp, listSummary, listHelp, missingKind, invalidKind
  case missingAmount, invalidAmount, caffeineUnit, volumeUnit, added, unexpected, nothing

  var translation: Translation {
    switch self {
    case .summary:
      Translation("record and list caffeine and water", ko: "카페인과 물 기록하고 보기", ja: "カフェインと水の記録と一覧")
    case .help:
      Translation(
        """
        Usage: daybook intake SUBCOMMAND [ARGS…]   (daybook intake SUBCOMMAND --help for more)

        Subcommands:
        """,
        ko: """
          사용법: daybook intake 하위명령 [인자…]   (자세히는 daybook intake 하위명령 --help)

          하위 명령:
          """,
        ja: """
          使い方: daybook intake サブコマンド [引数…]   （詳しくは daybook intake サブコマンド --help）

          サブコマンド:
          """)
    case .addSummary: Translation("record a drink", ko: "마신 것 기록", ja: "飲み物を記録")
    case .addHelp:
      Translation(
        """
        Usage: daybook intake add KIND AMOUNT [--at TIME] [--note TEXT]
               daybook intake add DRINK [--at TIME] [--note TEXT]

        KIND is caffeine, water or other. AMOUNT is a positive number with its unit:
        caffeine in mg or shots (75mg, 1shot, 2 shots), water and other in ml (250ml).
        DRINK is a drink from the catalog by any of its names (latte tall, 아메리카노,
        ラテ, energy drink): its typical caffeine is recorded with its name (see
        daybook intake drinks).
        Prints the day's total against the goal (see daybook goal).

        Options:
          --at TIME     HH:MM today, YYYY-MM-DD HH:MM, or YYYY-MM-DD (default: now)
          --note TEXT   what it was
        """,
        ko: """
          사용법: daybook intake add 종류 양 [--at 시각] [--note 글]
                  daybook intake add 음료 [--at 시각] [--note 글]

          종류는 caffeine, water, other. 양은 단위가 붙은 양수: 카페인은 mg이나 샷
          (75mg, 1shot, 2 shots), 물과 기타는 ml (250ml). 음료는 카탈로그의 음료 이름
          (아메리카노, 라떼 톨, ラテ, energy drink): 보통의 카페인 양이 음료 이름과 함께
          기록됩니다 (daybook intake drinks 참고). 목표 대비 그날 합계를 보여 줍니다
          (daybook goal 참고).

          옵션:
            --at 시각     오늘 HH:MM, YYYY-MM-DD HH:MM 또는 YYYY-MM-DD (기본: 지금)
            --note 글     무엇이었는지
          """,
        ja: """
          使い方: daybook intake add 種類 量 [--at 時刻] [--note テキスト]
                  daybook intake add 飲み物 [--at 時刻] [--note テキスト]

          種類は caffeine、water、other。量は単位つきの正の数: カフェインは mg かショット
          （75mg、1shot、2 shots）、水とその他は ml（250ml）。飲み物はカタログの飲み物の
          名前（ラテ、アメリカーノ トール、아메리카노、energy drink）: 一般的なカフェイン量が
          名前とともに記録されます（daybook intake drinks を参照）。目標に対するその日の合計を表示
          します（daybook goal を参照）。

          オプション:
            --at 時刻         今日の HH:MM、YYYY-MM-DD HH:MM、または YYYY-MM-DD（既定: 今）
            --note テキスト   何だったか
          """)
    case .listSummary:
      Translation("list a day's drinks and totals", ko: "그날 마신 것과 합계 보기", ja: "その日の飲み物と合計の一覧")
    case .listHelp:
      Translation(
        """
        Usage: daybook intake list [--day DAY] [--json]

        Lists the day's records with their ids (today unless --day) and the total against
        the goal. The ids are what intake edit and intake rm take.

        Options:
          --day DAY    YYYY-MM-DD, today or yesterday (--date is the same)
          --json       print a JSON array instead
        """,
        ko: """
          사용법: daybook intake list [--day 날짜] [--json]

          그날 (--day가 없으면 오늘)의 기록을 번호와 함께, 목표 대비 합계와 함께 보여 줍니다.
          번호는 intake edit와 intake rm에 씁니다.

          옵션:
            --day 날짜    YYYY-MM-DD, today 또는 yesterday (--date도 같음)
            --json        JSON 배열로 출력
          """,
        ja: """
          使い方: daybook intake list [--day 日付] [--json]

          その日（--day がなければ今日）の記録を番号つきで、目標に対する合計とともに表示
          します。番号は intake edit と intake rm で使います。

          オプション:
            --day 日付    YYYY-MM-DD、today または yesterday（--date も同じ）
            --json        JSON 配列で出力
          """)
    case .missingKind:
      Translation(
        "missing KIND and AMOUNT (see daybook intake add --help)",
        ko: "종류와 양이 없습니다 (daybook intake add --help 참고)",
        ja: "種類と量がありません（daybook intake add --help を参照）")
    case .invalidKind:
      Translation(
        "unknown kind \"{0}\" (expected caffeine, water or other)",
        ko: "알 수 없는 종류 \"{0}\" (caffeine, water, other)",
        ja: "不明な種類「{0}」（caffeine、water、other）")
    case .missingAmount:
      Translation(
        "missing AMOUNT, like 75mg, 1shot or 250ml", ko: "양이 없습니다. 예: 75mg, 1샷, 250ml, 1L",
        ja: "量がありません。例: 75mg、1ショット、250ml、1L")
    case .invalidAmount:
      Translation(
        "invalid amount \"{0}\" (expected a positive number and a unit: 75mg, 1shot, 250ml)",
        ko: "양 \"{0}\"이(가) 올바르지 않습니다 (양수와 단위: 75mg, 1샷, 250ml, 1L)",
        ja: "量「{0}」が正しくありません（正の数と単位: 75mg、1ショット、250ml、1L）")
    case .caffeineUnit:
      Translation(
        "caffeine is counted in mg or shots, not \"{0}\"", ko: "카페인은 \"{0}\"이(가) 아니라 mg이나 샷으로 셉니다",
        ja: "カフェインは「{0}」ではなく mg かショットで数えます")
    case .volumeUnit:
      Translation(
        "{0} is counted in ml, not \"{1}\"", ko: "{0}은(는) \"{1}\"이(가) 아니라 ml로 셉니다",
        ja: "{0} は「{1}」ではなく ml で数えます")
    case .added: Translation("Added {0} {1} at {2}", ko: "{2}에 {0} {1} 추가", ja: "{2} に {0} {1} を追加")
    case .unexpected:
      Translation("unexpected argument \"{0}\"", ko: "예상하지 못한 인자 \"{0}\"", ja: "予期しない引数「{0}」")
    case .nothing: Translation("nothing recorded", ko: "기록 없음", ja: "記録なし")
    }
  }
}
