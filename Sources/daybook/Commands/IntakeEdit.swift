import DaybookCore

extension IntakeCommand {
  /// `daybook intake edit ID [--kind KIND] [--amount AMOUNT] [--at TIME] [--note TEXT]`.
  enum Edit: Command {
    static let name = "edit"
    static func summary(_ language: Language) -> String {
      IntakeEditText.editSummary.text(language)
    }
    static func help(_ language: Language) -> String { IntakeEditText.editHelp.text(language) }
    static let spec = ArgumentSpec(options: ["kind", "amount", "at", "note"])

    static func run(_ arguments: ParsedArguments, context: Context) throws {
      let id = try intakeIDs.single(arguments.positionals, subcommand: name)
      let journal = try context.journal()
      guard var intake = try journal.intake(id: id) else {
        throw CommandError.failure(IntakeEditText.noIntake, String(id))
      }
      let before = intake
      if let word = arguments.value("kind") {
        guard let kind = IntakeAmountParser.kind(named: word) else {
          throw CommandError.usage(IntakeText.invalidKind, word)
        }
        intake.kind = kind
      }
      if let text = arguments.value("amount") {
        guard
          let typed = IntakeAmountParser.parse(
            text, fieldKind: intake.kind, allowsDrinkWord: false),
          typed.drinkWord.isEmpty
        else {
          throw CommandError.usage(IntakeText.invalidAmount, text)
        }
        intake.amount = typed.amount
        intake.unit = typed.unit
      }
      if arguments.value("kind") != nil || arguments.value("amount") != nil {
        try IntakeCommand.checkUnit(intake.unit, for: intake.kind, written: intake.unit.rawValue)
      }
      if let text = arguments.value("at") {
        intake.at = try time(text, on: before, now: context.now)
      }
      if let note = arguments.value("note") { intake.note = note }
      guard intake != before else { throw CommandError.usage(IntakeEditText.nothingToChange) }
      try journal.updateIntake(intake)
      let settings = try journal.settings().goal
      context.output.line(
        IntakeEditText.saved.text(
          context.language, String(intake.id), intake.kind.name(context.language),
          IntakeSummary.amount(intake, settings: settings, language: context.language),
          LocalTime.text(of: intake.at)))
    }

    /// `HH:MM` keeps the record's day; a date or date and time moves it.
    private static func time(_ text: String, on intake: Intake, now: Timestamp) throws
      -> Timestamp
    {
      guard let (hour, minute) = LocalTime.parseClock(text.trimmingSpaces()) else {
        return try Values.instant(text, option: "--at", now: now)
      }
      let at = LocalTime.timestamp(of: intake.day, hour: hour, minute: minute)
      guard at <= now else { throw CommandError.usage(ValueText.futureTime, text, "--at") }
      return at
    }
  }

  /// `daybook intake rm ID…`.
  enum Remove: Command {
    static let name = "rm"
    static func summary(_ language: Language) -> String {
      IntakeEditText.removeSummary.text(language)
    }
    static func help(_ language: Language) -> String { IntakeEditText.removeHelp.text(language) }
    static let spec = ArgumentSpec()

    static func run(_ arguments: ParsedArguments, context: Context) throws {
      guard !arguments.positionals.isEmpty else {
        throw CommandError.usage(IntakeEditText.missingID, name)
      }
      let ids = try arguments.positionals.map(intakeIDs.parse)
      let journal = try context.journal()
      // All or nothing: one unknown id leaves every record in place.
      let removed = try journal.transaction { () throws -> [Intake] in
        try ids.map { id in
          guard let intake = try journal.intake(id: id) else {
            throw CommandError.failure(IntakeEditText.noIntake, String(id))
          }
          try journal.deleteIntake(id: id)
          return intake
        }
      }
      let settings = try journal.settings().goal
      let language = context.language
      for intake in removed {
        context.output.line(
          IntakeEditText.removed.text(
            language, String(intake.id), intake.kind.name(language),
            IntakeSummary.amount(intake, settings: settings, language: language),
            LocalTime.text(of: intake.at)))
      }
    }
  }
}

/// Record ids as `intake edit` and `intake rm` read them.
private let intakeIDs = RowIDs(
  invalid: IntakeEditText.invalidID, missing: IntakeEditText.missingID,
  unexpected: IntakeText.unexpected)

enum IntakeEditText: String, Localized {
  case editSummary, editHelp, removeSummary, removeHelp, noIntake, missingID, invalidID
  case nothingToChange, saved, removed

  var translation: Translation {
    switch self {
    case .editSummary:
      Translation(
        "change a record's kind, amount, time or note", ko: "기록의 종류, 양, 시각, 메모 바꾸기",
        ja: "記録の種類・量・時刻・メモを変える")
    case .editHelp:
      Translation(
        """
        Usage: daybook intake edit ID [--kind KIND] [--amount AMOUNT] [--at TIME] [--note TEXT]

        Changes only what is given (ids as intake list shows them) and prints the record.

        Options:
          --kind KIND       caffeine, water or other
          --amount AMOUNT   75mg, 1shot, 250ml
          --at TIME         HH:MM on the record's day, YYYY-MM-DD HH:MM, or YYYY-MM-DD
          --note TEXT       a new note (an empty one clears it)
        """,
        ko: """
          사용법: daybook intake edit 번호 [--kind 종류] [--amount 양] [--at 시각] [--note 글]

          준 것만 바꾸고 (번호는 intake list가 보여 주는 것) 기록을 보여 줍니다.

          옵션:
            --kind 종류     caffeine, water 또는 other
            --amount 양     75mg, 1shot, 250ml
            --at 시각       기록한 날의 HH:MM, YYYY-MM-DD HH:MM 또는 YYYY-MM-DD
            --note 글       새 메모 (빈 글이면 메모를 지움)
          """,
        ja: """
          使い方: daybook intake edit 番号 [--kind 種類] [--amount 量] [--at 時刻]
                                           [--note テキスト]

          指定したものだけを変え（番号は intake list が示すもの）、記録を表示します。

          オプション:
            --kind 種類         caffeine、water または other
            --amount 量         75mg、1shot、250ml
            --at 時刻           記録の日の HH:MM、YYYY-MM-DD HH:MM、または YYYY-MM-DD
            --note テキスト     新しいメモ（空ならメモを消す）
          """)
    case .removeSummary: Translation("delete records", ko: "기록 지우기", ja: "記録を削除")
    case .removeHelp:
      Translation(
        """
        Usage: daybook intake rm ID…

        Deletes the records (ids as intake list shows them). If one id is unknown, none is
        deleted.
        """,
        ko: """
          사용법: daybook intake rm 번호…

          기록을 지웁니다 (intake list가 보여 주는 번호). 없는 번호가 하나라도 있으면
          아무것도 지우지 않습니다.
          """,
        ja: """
          使い方: daybook intake rm 番号…

          記録を削除します（intake list が示す番号）。存在しない番号が一つでもあれば何も
          削除しません。
          """)
    case .noIntake:
      Translation(
        "no intake record #{0}; nothing changed", ko: "#{0} 기록이 없습니다. 바뀐 것이 없습니다",
        ja: "#{0} の記録はありません。何も変えていません")
    case .missingID:
      Translation(
        "missing ID (see daybook intake {0} --help)",
        ko: "번호가 없습니다 (daybook intake {0} --help 참고)",
        ja: "番号がありません（daybook intake {0} --help を参照）")
    case .invalidID:
      Translation(
        "invalid record id \"{0}\"", ko: "기록 번호 \"{0}\"이(가) 올바르지 않습니다",
        ja: "記録の番号「{0}」が正しくありません")
    case .nothingToChange:
      Translation(
        "nothing to change (see daybook intake edit --help)",
        ko: "바꿀 것이 없습니다 (daybook intake edit --help 참고)",
        ja: "変えるものがありません（daybook intake edit --help を参照）")
    case .saved:
      Translation(
        "Saved #{0} {1} {2} at {3}", ko: "#{0} {3} {1} {2} 저장함",
        ja: "#{0} {3} の {1} {2} を保存しました")
    case .removed:
      Translation(
        "Deleted #{0} {1} {2} at {3}", ko: "#{0} {3} {1} {2} 지움",
        ja: "#{0} {3} の {1} {2} を削除しました")
    }
  }
}
