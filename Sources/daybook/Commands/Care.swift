import DaybookCore

/// `daybook care KIND PLANT`: records care of any kind; `daybook care rm ID` deletes a record.
/// Care records and their ids are listed by `daybook plant show PLANT`.
enum CareCommand: CommandGroup {
  static let name = "care"
  static func summary(_ language: Language) -> String { CareText.summary.text(language) }
  static func help(_ language: Language) -> String {
    CareText.help.text(language) + "\n" + subcommandList(language) + "\n\n"
      + CareText.helpTail.text(language)
  }
  static var subcommands: [any Command.Type] {
    [Water.self, Repot.self, Fertilize.self, Treat.self, Note.self, Remove.self]
  }

  enum Water: CareRecordCommand { static let kind = CareKind.water }
  enum Repot: CareRecordCommand { static let kind = CareKind.repot }
  enum Fertilize: CareRecordCommand { static let kind = CareKind.fertilize }
  enum Treat: CareRecordCommand { static let kind = CareKind.treat }
  enum Note: CareRecordCommand { static let kind = CareKind.note }

  enum Remove: Command {
    static let name = "remove"
    static let aliases = ["rm"]
    static func summary(_ language: Language) -> String { CareText.removeSummary.text(language) }
    static func help(_ language: Language) -> String { CareText.removeHelp.text(language) }
    static let spec = ArgumentSpec()

    static func run(_ arguments: ParsedArguments, context: Context) throws {
      guard arguments.positionals.count == 1, let word = arguments.positionals.first else {
        throw CommandError.usage(
          arguments.positionals.isEmpty ? CareText.missingID : CareText.oneID)
      }
      let digits = word.hasPrefix("#") ? String(word.dropFirst()) : word
      guard let id = RowID(digits), id > 0 else {
        throw CommandError.usage(CareText.invalidID, word)
      }
      let journal = try context.journal()
      guard let event = try journal.careEvent(id: id) else {
        throw CommandError.failure(CareText.noRecord, String(id))
      }
      let plantName = try journal.plant(id: event.plantID)?.name ?? "?"
      try journal.deleteCare(id: id)
      let language = context.language
      context.output.line(
        CareText.removed.text(
          language, String(event.id), event.kind.name(language), Output.visible(plantName),
          LocalTime.text(of: event.at)))
    }
  }

  /// Records one care event of `kind` from the parsed arguments.
  static func record(_ kind: CareKind, _ arguments: ParsedArguments, context: Context) throws {
    let query = arguments.positionals.joined(separator: " ")
    guard !query.allSatisfy(\.isWhitespace) else {
      throw CommandError.usage(CareText.missingPlant, kind.rawValue)
    }
    let note = (arguments.value("note") ?? "").trimmingSpaces()
    if kind == .note && note.isEmpty { throw CommandError.usage(CareText.noteNeedsText) }
    let now = context.now
    let at = try instant(arguments, now: now)
    let journal = try context.journal()
    let plant = try PlantLookup.find(query, in: try journal.plants())
    let name = Output.visible(plant.name)
    guard kind == .water else {
      let saved = try journal.addCare(CareEvent(plantID: plant.id, kind: kind, at: at, note: note))
      context.output.line(recorded(kind, name, at: at, id: saved.id, context.language))
      return
    }
    let (saved, status) = try WateringRule.record(
      plant, at: at, note: note, again: arguments.has("again"), journal: journal,
      today: context.today)
    let language = context.language
    context.output.line(
      recorded(kind, name, at: at, id: saved.id, language)
        + CareText.next.text(language, status.next.iso, PlantLookup.dDayText(status.dDay, language))
    )
  }

  /// "Repotted Monstera · 2026-11-29 12:00 · #4".
  static func recorded(
    _ kind: CareKind, _ name: String, at: Timestamp, id: RowID, _ language: Language
  ) -> String {
    let verb: CareText =
      switch kind {
      case .water: .watered
      case .repot: .repotted
      case .fertilize: .fertilized
      case .treat: .treated
      case .note: .noted
      }
    return verb.text(language, name, LocalTime.text(of: at), String(id))
  }

  /// When the care happened: `--date DAY` at noon (now when DAY is today) or at `--at HH:MM`
  /// that day; `--at` alone as `daybook water` reads it; else now. Never in the future.
  static func instant(_ arguments: ParsedArguments, now: Timestamp) throws(CommandError)
    -> Timestamp
  {
    let atText = arguments.value("at")
    guard let dateText = arguments.value("date") else {
      guard let atText else { return now }
      return try Values.instant(atText, option: "--at", now: now)
    }
    let today = LocalTime.day(of: now)
    let day = try Values.day(dateText, option: "--date", today: today)
    guard day <= today else { throw .usage(CareText.inFuture, "--date", dateText) }
    guard let atText else {
      return day == today ? now : LocalTime.timestamp(of: day, hour: 12)
    }
    guard let clock = LocalTime.parseClock(atText.trimmingSpaces()) else {
      throw .usage(CareText.clockWithDate, atText)
    }
    let at = LocalTime.timestamp(of: day, hour: clock.hour, minute: clock.minute)
    guard at <= now else { throw .usage(CareText.inFuture, "--at", atText) }
    return at
  }
}

/// One `daybook care KIND` subcommand; everything but the kind is shared.
protocol CareRecordCommand: Command {
  static var kind: CareKind { get }
}

extension CareRecordCommand {
  static var name: String { kind.rawValue }
  static func summary(_ language: Language) -> String {
    let key: CareText =
      switch kind {
      case .water: .waterSummary
      case .repot: .repotSummary
      case .fertilize: .fertilizeSummary
      case .treat: .treatSummary
      case .note: .noteSummary
      }
    return key.text(language)
  }

  static func help(_ language: Language) -> String {
    let what: CareText =
      switch kind {
      case .water: .whatWater
      case .repot: .whatRepot
      case .fertilize: .whatFertilize
      case .treat: .whatTreat
      case .note: .whatNote
      }
    let water = kind == .water
    let note = kind == .note
    return CareText.recordHelp.text(
      language, kind.rawValue, (note ? CareText.noteArgument : CareText.noteOption).text(language),
      water ? " [--again]" : "", what.text(language), water ? CareText.refusal.text(language) : "",
      note ? CareText.required.text(language) : "", water ? CareText.againLine.text(language) : "")
  }
  static var spec: ArgumentSpec {
    ArgumentSpec(flags: kind == .water ? ["again"] : [], options: ["date", "at", "note"])
  }

  static func run(_ arguments: ParsedArguments, context: Context) throws {
    try CareCommand.record(kind, arguments, context: context)
  }
}

enum CareText: String, Localized {
  case summary, help, helpTail, waterSummary, repotSummary, fertilizeSummary, treatSummary
  case noteSummary, whatWater, whatRepot, whatFertilize, whatTreat, whatNote, recordHelp
  case noteArgument, noteOption, refusal, required, againLine, removeSummary, removeHelp
  case missingPlant, noteNeedsText, inFuture, clockWithDate, watered, repotted, fertilized
  case treated, noted, next, missingID, oneID, invalidID, noRecord, removed

  var translation: Translation {
    switch self {
    case .summary:
      Translation(
        "record repotting, fertilizing, treatment, notes or water",
        ko: "분갈이, 비료, 치료, 메모, 물주기 기록", ja: "植え替え・肥料・手当て・メモ・水やりを記録")
    case .help:
      Translation(
        """
        Usage: daybook care KIND PLANT [--date DAY] [--at TIME] [--note TEXT]
               daybook care rm ID

        Records care of a plant, or deletes a care record by id.

        Subcommands:
        """,
        ko: """
          사용법: daybook care 종류 식물 [--date 날짜] [--at 시각] [--note 글]
                 daybook care rm 번호

          식물 돌봄을 기록하거나 번호로 돌봄 기록을 지웁니다.

          하위 명령:
          """,
        ja: """
          使い方: daybook care 種類 植物 [--date 日付] [--at 時刻] [--note テキスト]
                 daybook care rm 番号

          植物の世話を記録するか、番号で世話の記録を削除します。

          サブコマンド:
          """)
    case .helpTail:
      Translation(
        "The records and their ids are listed by: daybook plant show PLANT",
        ko: "기록과 번호 보기: daybook plant show 식물", ja: "記録と番号の一覧: daybook plant show 植物")
    case .waterSummary:
      Translation(
        "record a watering (as daybook water)", ko: "물주기 기록 (daybook water와 같음)",
        ja: "水やりを記録（daybook water と同じ）")
    case .repotSummary: Translation("record a repotting", ko: "분갈이 기록", ja: "植え替えを記録")
    case .fertilizeSummary: Translation("record fertilizing", ko: "비료 준 것 기록", ja: "肥料を記録")
    case .treatSummary:
      Translation(
        "record a treatment (pests, disease)", ko: "치료 기록 (해충, 병)", ja: "手当てを記録（害虫・病気）")
    case .noteSummary:
      Translation("record a note about a plant", ko: "식물에 대한 메모 기록", ja: "植物についてのメモを記録")
    case .whatWater: Translation("a watering", ko: "물주기", ja: "水やり")
    case .whatRepot: Translation("a repotting", ko: "분갈이", ja: "植え替え")
    case .whatFertilize: Translation("fertilizing", ko: "비료", ja: "肥料")
    case .whatTreat: Translation("a treatment", ko: "치료", ja: "手当て")
    case .whatNote: Translation("a note", ko: "메모", ja: "メモ")
    case .recordHelp:
      Translation(
        """
        Usage: daybook care {0} PLANT [--date DAY] [--at TIME] {1}{2}

        Records {3} for PLANT (its name, any case; a unique start of it is enough).{4}

        Options:
          --date DAY   the day it happened: YYYY-MM-DD, today or yesterday; recorded at 12:00
                       (today: now), not in the future
          --at TIME    HH:MM (on --date, else today), or YYYY-MM-DD HH:MM without --date
          --note TEXT  what was done{5}{6}
        """,
        ko: """
          사용법: daybook care {0} 식물 [--date 날짜] [--at 시각] {1}{2}

          식물 (이름, 대소문자 무관, 겹치지 않는 앞부분만으로도 됨)의 {3}을(를) 기록합니다.{4}

          옵션:
            --date 날짜  그 일이 있던 날: YYYY-MM-DD, today 또는 yesterday. 12:00으로 기록
                         (오늘이면 지금), 미래는 안 됨
            --at 시각    HH:MM (--date의 그날, 없으면 오늘), --date 없이 YYYY-MM-DD HH:MM
            --note 글    한 일{5}{6}
          """,
        ja: """
          使い方: daybook care {0} 植物 [--date 日付] [--at 時刻] {1}{2}

          植物（名前、大文字小文字は問わず、一意な先頭部分でも可）の{3}を記録します。{4}

          オプション:
            --date 日付        その日: YYYY-MM-DD、today または yesterday。12:00 で記録
                               （今日なら今）、未来は不可
            --at 時刻          HH:MM（--date の日、なければ今日）、--date なしなら YYYY-MM-DD HH:MM
            --note テキスト    したこと{5}{6}
          """)
    case .noteArgument: Translation("--note TEXT", ko: "--note 글", ja: "--note テキスト")
    case .noteOption: Translation("[--note TEXT]", ko: "[--note 글]", ja: "[--note テキスト]")
    case .refusal:
      Translation(
        " A plant already watered that day is refused unless --again is given.",
        ko: " 그날 이미 물을 준 식물은 --again 없이는 거절합니다.",
        ja: " その日すでに水をやった植物は --again がなければ断ります。")
    case .required: Translation(" (required)", ko: " (필수)", ja: "（必須）")
    case .againLine:
      Translation(
        "\n  --again      record it even though the plant was already watered that day",
        ko: "\n  --again      그날 이미 물을 줬어도 기록",
        ja: "\n  --again      その日すでに水をやっていても記録する")
    case .removeSummary:
      Translation("delete a care record by its id", ko: "번호로 돌봄 기록 지우기", ja: "番号で世話の記録を削除")
    case .removeHelp:
      Translation(
        """
        Usage: daybook care rm ID

        Deletes one care record. The ids (#12) are shown by daybook plant show PLANT.
        """,
        ko: """
          사용법: daybook care rm 번호

          돌봄 기록 하나를 지웁니다. 번호 (#12)는 daybook plant show 식물이 보여 줍니다.
          """,
        ja: """
          使い方: daybook care rm 番号

          世話の記録を一つ削除します。番号（#12）は daybook plant show 植物 で表示されます。
          """)
    case .missingPlant:
      Translation(
        "missing PLANT (see daybook care {0} --help)", ko: "식물이 없습니다 (daybook care {0} --help 참고)",
        ja: "植物がありません（daybook care {0} --help を参照）")
    case .noteNeedsText:
      Translation(
        "a note needs --note TEXT", ko: "메모에는 --note 글이 필요합니다", ja: "メモには --note テキスト が必要です")
    case .inFuture:
      Translation("{0} \"{1}\" is in the future", ko: "{0} \"{1}\"은(는) 미래입니다", ja: "{0}「{1}」は未来です")
    case .clockWithDate:
      Translation(
        "invalid time \"{0}\" for --at (expected HH:MM together with --date)",
        ko: "--at의 시각 \"{0}\"이(가) 올바르지 않습니다 (--date와 함께면 HH:MM)",
        ja: "--at の時刻「{0}」が正しくありません（--date と一緒なら HH:MM）")
    case .watered:
      Translation(
        "Watered {0} · {1} · #{2}", ko: "{0} 물주기 · {1} · #{2}", ja: "{0} に水やり · {1} · #{2}")
    case .repotted:
      Translation(
        "Repotted {0} · {1} · #{2}", ko: "{0} 분갈이 · {1} · #{2}", ja: "{0} を植え替え · {1} · #{2}")
    case .fertilized:
      Translation(
        "Fertilized {0} · {1} · #{2}", ko: "{0} 비료 · {1} · #{2}", ja: "{0} に肥料 · {1} · #{2}")
    case .treated:
      Translation(
        "Treated {0} · {1} · #{2}", ko: "{0} 치료 · {1} · #{2}", ja: "{0} を手当て · {1} · #{2}")
    case .noted:
      Translation("Noted {0} · {1} · #{2}", ko: "{0} 메모 · {1} · #{2}", ja: "{0} にメモ · {1} · #{2}")
    case .next: Translation(" · next {0} ({1})", ko: " · 다음 {0} ({1})", ja: " · 次は {0}（{1}）")
    case .missingID:
      Translation(
        "missing ID (see daybook care rm --help)", ko: "번호가 없습니다 (daybook care rm --help 참고)",
        ja: "番号がありません（daybook care rm --help を参照）")
    case .oneID:
      Translation(
        "give one ID (see daybook care rm --help)", ko: "번호를 하나만 주세요 (daybook care rm --help 참고)",
        ja: "番号を一つだけ指定してください（daybook care rm --help を参照）")
    case .invalidID:
      Translation(
        "invalid id \"{0}\" (expected a number such as 12 or #12)",
        ko: "번호 \"{0}\"이(가) 올바르지 않습니다 (12나 #12 같은 숫자)",
        ja: "番号「{0}」が正しくありません（12 や #12 のような数）")
    case .noRecord:
      Translation(
        "no care record #{0} (daybook plant show PLANT lists them)",
        ko: "돌봄 기록 #{0}이(가) 없습니다 (daybook plant show 식물로 보기)",
        ja: "世話の記録 #{0} はありません（daybook plant show 植物 で一覧）")
    case .removed:
      Translation(
        "Removed #{0} · {1} · {2} · {3}", ko: "#{0} 지움 · {1} · {2} · {3}",
        ja: "#{0} を削除 · {1} · {2} · {3}")
    }
  }
}
