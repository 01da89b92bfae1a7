import DaybookCore

/// `daybook goal …`: the daily intake goal.
enum GoalCommand: CommandGroup {
  static let name = "goal"
  static func summary(_ language: Language) -> String { GoalText.summary.text(language) }
  static func help(_ language: Language) -> String {
    GoalText.help.text(language) + "\n" + subcommandList(language)
  }
  static var subcommands: [any Command.Type] { [Change.self, Show.self] }

  /// "Goal: at most 400 mg of caffeine a day (1 shot = 75 mg)".
  static func describe(_ goal: GoalSettings, _ language: Language) -> String {
    let shot = GoalText.shot.text(language, Values.number(goal.mgPerShot))
    switch goal.mode {
    case .caffeineLimit:
      return GoalText.limitGoal.text(language, Values.number(goal.caffeineLimitMg), shot)
    case .zeroCaffeine:
      return GoalText.zeroGoal.text(language, Values.number(goal.waterGoalMl), shot)
    }
  }

  enum Change: Command {
    static let name = "set"
    static func summary(_ language: Language) -> String { GoalText.setSummary.text(language) }
    static func help(_ language: Language) -> String { GoalText.setHelp.text(language) }
    static let spec = ArgumentSpec(
      flags: ["zero-caffeine"], options: ["caffeine-limit", "water", "shot-mg"])

    static func run(_ arguments: ParsedArguments, context: Context) throws {
      if let word = arguments.positionals.first {
        throw CommandError.usage(GoalText.unexpected, word)
      }
      let limit = try arguments.value("caffeine-limit").map {
        try Values.amount($0, option: "--caffeine-limit", unit: "mg")
      }
      let water = try arguments.value("water").map {
        try Values.amount($0, option: "--water", unit: "ml")
      }
      let shot = try arguments.value("shot-mg").map {
        try Values.amount($0, option: "--shot-mg", unit: "mg")
      }
      let zero = arguments.has("zero-caffeine")
      if zero && limit != nil { throw CommandError.usage(GoalText.limitAndZero) }
      guard zero || limit != nil || water != nil || shot != nil else {
        throw CommandError.usage(GoalText.nothingToSet)
      }
      let journal = try context.journal()
      var goal = try journal.settings().goal
      if let limit {
        goal.mode = .caffeineLimit
        goal.caffeineLimitMg = limit
      }
      if zero { goal.mode = .zeroCaffeine }
      if let water { goal.waterGoalMl = water }
      if let shot { goal.mgPerShot = shot }
      try journal.setGoal(goal)
      context.output.line(GoalCommand.describe(goal, context.language))
    }
  }

  enum Show: Command {
    static let name = "show"
    static func summary(_ language: Language) -> String { GoalText.showSummary.text(language) }
    static func help(_ language: Language) -> String { GoalText.showHelp.text(language) }
    static let spec = ArgumentSpec()

    static func run(_ arguments: ParsedArguments, context: Context) throws {
      if let word = arguments.positionals.first {
        throw CommandError.usage(GoalText.unexpected, word)
      }
      let journal = try context.journal()
      let goal = try journal.settings().goal
      let today = context.today
      let totals = IntakeGoals.totals(
        of: try journal.intakes(from: today, to: today), on: today, settings: goal)
      let output = context.output
      output.line(GoalCommand.describe(goal, context.language))
      output.line(GoalText.todayHeading.text(context.language))
      for line in IntakeSummary.lines(
        totals, settings: goal, output: output, language: context.language)
      {
        output.line("  " + line)
      }
    }
  }
}

enum GoalText: String, Localized {
  case summary, help, setSummary, setHelp, showSummary, showHelp, unexpected, limitAndZero
  case nothingToSet, todayHeading, shot, limitGoal, zeroGoal

  var translation: Translation {
    switch self {
    case .summary:
      Translation(
        "set or show the daily intake goal", ko: "하루 섭취 목표 정하기 또는 보기", ja: "1日の摂取目標を設定・表示")
    case .help:
      Translation(
        """
        Usage: daybook goal SUBCOMMAND [ARGS…]   (daybook goal SUBCOMMAND --help for more)

        Subcommands:
        """,
        ko: """
          사용법: daybook goal 하위명령 [인자…]   (자세히는 daybook goal 하위명령 --help)

          하위 명령:
          """,
        ja: """
          使い方: daybook goal サブコマンド [引数…]   （詳しくは daybook goal サブコマンド --help）

          サブコマンド:
          """)
    case .setSummary: Translation("change the goal", ko: "목표 바꾸기", ja: "目標を変える")
    case .setHelp:
      Translation(
        """
        Usage: daybook goal set --caffeine-limit MG
               daybook goal set --zero-caffeine [--water ML]
               daybook goal set --shot-mg MG

        A day meets a caffeine-limit goal when its caffeine stays at or under MG; it meets a
        zero-caffeine goal when it has no caffeine and at least ML of water.

        Options:
          --caffeine-limit MG   switch to a daily caffeine limit of MG
          --zero-caffeine       switch to no caffeine at all plus a water goal
          --water ML            the daily water goal (default 2000)
          --shot-mg MG          caffeine in one shot (default 75)
        """,
        ko: """
          사용법: daybook goal set --caffeine-limit MG
                 daybook goal set --zero-caffeine [--water ML]
                 daybook goal set --shot-mg MG

          카페인 제한 목표는 그날 카페인이 MG 이하면 달성입니다. 카페인 없는 목표는 카페인이
          없고 물을 ML 이상 마시면 달성입니다.

          옵션:
            --caffeine-limit MG   하루 카페인 제한 MG로 바꿈
            --zero-caffeine       카페인 없이 물 목표로 바꿈
            --water ML            하루 물 목표 (기본 2000)
            --shot-mg MG          한 샷의 카페인 (기본 75)
          """,
        ja: """
          使い方: daybook goal set --caffeine-limit MG
                 daybook goal set --zero-caffeine [--water ML]
                 daybook goal set --shot-mg MG

          カフェイン上限の目標は、その日のカフェインが MG 以下なら達成です。カフェインなしの
          目標は、カフェインがなく水を ML 以上飲めば達成です。

          オプション:
            --caffeine-limit MG   1日のカフェイン上限 MG にする
            --zero-caffeine       カフェインなしと水の目標にする
            --water ML            1日の水の目標（既定 2000）
            --shot-mg MG          1ショットのカフェイン（既定 75）
          """)
    case .showSummary:
      Translation("show the goal and today's intake", ko: "목표와 오늘 섭취 보기", ja: "目標と今日の摂取を表示")
    case .showHelp:
      Translation(
        """
        Usage: daybook goal show

        Shows the goal and today's intake against it.
        """,
        ko: """
          사용법: daybook goal show

          목표와 그에 대한 오늘 섭취를 보여 줍니다.
          """,
        ja: """
          使い方: daybook goal show

          目標と、それに対する今日の摂取を表示します。
          """)
    case .unexpected:
      Translation("unexpected argument \"{0}\"", ko: "예상하지 못한 인자 \"{0}\"", ja: "予期しない引数「{0}」")
    case .limitAndZero:
      Translation(
        "--caffeine-limit and --zero-caffeine cannot be used together",
        ko: "--caffeine-limit와 --zero-caffeine은 함께 쓸 수 없습니다",
        ja: "--caffeine-limit と --zero-caffeine は同時に使えません")
    case .nothingToSet:
      Translation(
        "nothing to set (see daybook goal set --help)",
        ko: "정할 것이 없습니다 (daybook goal set --help 참고)",
        ja: "設定するものがありません（daybook goal set --help を参照）")
    case .todayHeading: Translation("Today:", ko: "오늘:", ja: "今日:")
    case .shot: Translation("1 shot = {0} mg", ko: "1샷 = {0} mg", ja: "1ショット = {0} mg")
    case .limitGoal:
      Translation(
        "Goal: at most {0} mg of caffeine a day ({1})", ko: "목표: 하루 카페인 최대 {0} mg ({1})",
        ja: "目標: 1日のカフェインは最大 {0} mg（{1}）")
    case .zeroGoal:
      Translation(
        "Goal: no caffeine and {0} ml of water a day ({1})", ko: "목표: 카페인 없이 하루 물 {0} ml ({1})",
        ja: "目標: カフェインなしで1日に水 {0} ml（{1}）")
    }
  }
}
