import DaybookCore

#if canImport(Glibc)
  import Glibc
#endif

/// `daybook plant …`: the plants and their watering intervals.
enum PlantCommand: CommandGroup {
  static let name = "plant"
  static func summary(_ language: Language) -> String { PlantText.summary.text(language) }
  static func help(_ language: Language) -> String {
    PlantText.help.text(language) + "\n" + subcommandList(language)
  }
  static var subcommands: [any Command.Type] {
    [Add.self, List.self, Show.self, Edit.self, Remove.self, Seasons.self, Photo.self]
  }

  enum Add: Command {
    static let name = "add"
    static func summary(_ language: Language) -> String { PlantText.addSummary.text(language) }
    static func help(_ language: Language) -> String { PlantText.addHelp.text(language) }
    static let spec = ArgumentSpec(
      options: ["species", "location", "every", "acquired", "notes", "from-catalog"])

    static func run(_ arguments: ParsedArguments, context: Context) throws {
      let name = arguments.positionals.joined(separator: " ").trimmingSpaces()
      let entry = try arguments.value("from-catalog").map { try CatalogCommand.find($0) }
      var plant: Plant
      if let entry {
        plant = entry.toPlant(name: name.isEmpty ? nil : name, today: context.today)
      } else {
        guard !name.isEmpty else { throw CommandError.usage(PlantText.missingName, "add") }
        plant = Plant(name: name)
      }
      try apply(arguments, to: &plant, today: context.today)
      let journal = try context.journal()
      if arguments.value("every") != nil {
        plant.seasons = nil
      } else if var seasons = plant.seasons {
        seasons.hemisphere = try journal.hemisphere()
        plant.seasons = seasons
        plant.intervalDays = seasons.interval(on: context.today)
      }
      let saved = try journal.addPlant(plant, at: context.now)
      let status = WateringSchedule.status(for: saved, lastWatered: nil, today: context.today)
      let language = context.language
      context.output.line(
        PlantText.added.text(
          language, saved.name, PlantCommand.interval(saved.intervalDays, language),
          status.next.iso, PlantLookup.dDayText(status.dDay, language)))
      if let entry {
        context.output.line(
          "  "
            + PlantText.fromCatalog.text(
              language, entry.botanicalName, String(entry.summerIntervalDays),
              String(entry.winterIntervalDays), CatalogCommand.lightName(entry.light, language)))
      }
    }
  }

  enum List: Command {
    static let name = "list"
    static func summary(_ language: Language) -> String { PlantText.listSummary.text(language) }
    static func help(_ language: Language) -> String { PlantText.listHelp.text(language) }
    static let spec = ArgumentSpec(flags: ["all", "json"])

    struct PlantJSON: Encodable {
      /// The stable id (the same in every copy of the journal).
      var uid: String?
      var name: String
      var species: String
      var location: String
      var acquired: Day?
      var intervalDays: Int
      var notes: String
      var archived: Bool
      var lastWatered: Day?
      var nextWatering: Day
      var dDay: Int
    }

    static func run(_ arguments: ParsedArguments, context: Context) throws {
      try expectNoPositionals(arguments)
      let journal = try context.journal()
      let plants = try journal.plants(includeArchived: arguments.has("all"))
      let statuses = try PlantLookup.statuses(plants, journal: journal, today: context.today)
      let output = context.output
      if arguments.has("json") {
        let uids = try journal.recordIDs(.plant, of: statuses.map(\.plant.id))
        try output.json(
          statuses.map {
            PlantJSON(
              uid: uids[$0.plant.id], name: $0.plant.name, species: $0.plant.species,
              location: $0.plant.location,
              acquired: $0.plant.acquired, intervalDays: $0.plant.intervalDays,
              notes: $0.plant.notes, archived: $0.plant.archived, lastWatered: $0.lastWatered,
              nextWatering: $0.next, dDay: $0.dDay)
          })
        return
      }
      let language = context.language
      guard !statuses.isEmpty else {
        output.line(PlantText.noPlants.text(language))
        return
      }
      let rows = statuses.map { status -> [String] in
        let plant = status.plant
        return [
          Output.visible(plant.name)
            + (plant.archived ? PlantText.archivedMark.text(language) : ""),
          Output.visible(plant.species), Output.visible(plant.location),
          PlantCommand.interval(plant.interval(on: context.today), language),
          status.lastWatered?.iso ?? "-",
          plant.archived ? "-" : status.next.iso,
          plant.archived ? "" : PlantLookup.dDayText(status.dDay, language),
        ]
      }
      let header = PlantText.listHeader.text(language).split(separator: "|").map(String.init)
      for line in Output.table([header] + rows) { output.line(line) }
    }
  }

  enum Edit: Command {
    static let name = "edit"
    static func summary(_ language: Language) -> String { PlantText.editSummary.text(language) }
    static func help(_ language: Language) -> String { PlantText.editHelp.text(language) }
    static let spec = ArgumentSpec(
      flags: ["archive", "unarchive"],
      options: ["name", "species", "location", "every", "acquired", "notes"])

    static func run(_ arguments: ParsedArguments, context: Context) throws {
      let query = arguments.positionals.joined(separator: " ")
      guard !query.allSatisfy(\.isWhitespace) else {
        throw CommandError.usage(PlantText.missingName, "edit")
      }
      if arguments.has("archive") && arguments.has("unarchive") {
        throw CommandError.usage(PlantText.archiveConflict)
      }
      let changes = spec.options.subtracting(["db"]).filter { arguments.value($0) != nil }
      guard !changes.isEmpty || arguments.has("archive") || arguments.has("unarchive") else {
        throw CommandError.usage(PlantText.nothingToChange)
      }
      let journal = try context.journal()
      var plant = try PlantLookup.find(query, in: try journal.plants(includeArchived: true))
      try apply(arguments, to: &plant, today: context.today)
      if let name = arguments.value("name") {
        let trimmed = name.trimmingSpaces()
        guard !trimmed.isEmpty else { throw CommandError.usage(PlantText.emptyName) }
        plant.name = trimmed
      }
      if arguments.has("archive") { plant.archived = true }
      if arguments.has("unarchive") { plant.archived = false }
      try journal.updatePlant(plant, at: context.now)
      context.output.line(
        (plant.archived ? PlantText.updatedArchived : PlantText.updated).text(
          context.language, plant.name))
    }
  }

  enum Remove: Command {
    static let name = "remove"
    static let aliases = ["rm"]
    static func summary(_ language: Language) -> String { PlantText.removeSummary.text(language) }
    static func help(_ language: Language) -> String { PlantText.removeHelp.text(language) }
    static let spec = ArgumentSpec(flags: ["yes"])

    static func run(_ arguments: ParsedArguments, context: Context) throws {
      let query = arguments.positionals.joined(separator: " ")
      guard !query.allSatisfy(\.isWhitespace) else {
        throw CommandError.usage(PlantText.missingName, "remove")
      }
      let journal = try context.journal()
      let plant = try PlantLookup.find(query, in: try journal.plants(includeArchived: true))
      let careCount = try journal.careCount(plantID: plant.id)
      if !arguments.has("yes") {
        guard context.stdinIsTerminal else {
          throw CommandError.usage(
            CommandError.Message { PlantText.needsYes.text($0, plant.name, records(careCount, $0)) }
          )
        }
        let language = context.language
        context.output.raw(
          PlantText.confirm.text(language, plant.name, records(careCount, language)))
        context.output.flush()
        guard let answer = readAnswer(from: context.standardInput),
          ["y", "yes"].contains(answer.lowercased())
        else {
          context.output.line(PlantText.kept.text(context.language, plant.name))
          return
        }
      }
      let removed = try journal.removePlant(id: plant.id)
      context.output.line(
        PlantText.removed.text(context.language, plant.name, records(removed, context.language)))
    }

    /// "1 care record", "돌봄 기록 3개".
    private static func records(_ count: Int, _ language: Language) -> String {
      (count == 1 ? PlantText.oneRecord : PlantText.records).text(language, String(count))
    }

    /// One line typed on the terminal, without its newline; nil at end of input.
    private static func readAnswer(from descriptor: Int32) -> String? {
      var bytes: [UInt8] = []
      var byte: UInt8 = 0
      while true {
        let count = read(descriptor, &byte, 1)
        if count < 0 && errno == EINTR { continue }
        if count <= 0 { return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self) }
        if byte == UInt8(ascii: "\n") {
          return String(decoding: bytes, as: UTF8.self).trimmingSpaces()
        }
        bytes.append(byte)
      }
    }
  }

  /// "7 days", "7일", "7日".
  static func interval(_ days: Int, _ language: Language) -> String {
    (days == 1 ? PlantText.oneDay : PlantText.days).text(language, String(days))
  }

  /// Options shared by add and edit.
  private static func apply(_ arguments: ParsedArguments, to plant: inout Plant, today: Day)
    throws
  {
    if let species = arguments.value("species") { plant.species = species.trimmingSpaces() }
    if let location = arguments.value("location") { plant.location = location.trimmingSpaces() }
    if let notes = arguments.value("notes") { plant.notes = notes }
    if let every = arguments.value("every") {
      plant.intervalDays = try Values.integer(every, option: "--every", in: Plant.intervalRange)
    }
    if let acquired = arguments.value("acquired") {
      let day = try Values.day(acquired, option: "--acquired", today: today)
      guard day <= today else { throw CommandError.usage(PlantText.acquiredInFuture, day.iso) }
      plant.acquired = day
    }
  }

  private static func expectNoPositionals(_ arguments: ParsedArguments) throws {
    if let word = arguments.positionals.first {
      throw CommandError.usage(PlantText.unexpected, word)
    }
  }
}

enum PlantText: String, Localized {
  case summary, help, addSummary, addHelp, listSummary, listHelp, editSummary, editHelp
  case removeSummary, removeHelp, missingName, unexpected, acquiredInFuture, added, fromCatalog
  case oneDay, days, noPlants, listHeader, archivedMark, archiveConflict, nothingToChange
  case emptyName, updated, updatedArchived, needsYes, confirm, kept, removed, oneRecord, records

  var translation: Translation {
    switch self {
    case .summary:
      Translation(
        "add, list, edit and remove plants", ko: "식물 추가, 보기, 고치기, 지우기",
        ja: "植物の追加・一覧・編集・削除")
    case .help:
      Translation(
        """
        Usage: daybook plant SUBCOMMAND [ARGS…]   (daybook plant SUBCOMMAND --help for more)

        Subcommands:
        """,
        ko: """
          사용법: daybook plant 하위명령 [인자…]   (자세히는 daybook plant 하위명령 --help)

          하위 명령:
          """,
        ja: """
          使い方: daybook plant サブコマンド [引数…]   （詳しくは daybook plant サブコマンド --help）

          サブコマンド:
          """)
    case .addSummary: Translation("add a plant", ko: "식물 추가", ja: "植物を追加")
    case .addHelp:
      Translation(
        """
        Usage: daybook plant add NAME [--species S] [--location L] [--every DAYS]
                                 [--acquired DAY] [--notes TEXT]
               daybook plant add --from-catalog ID [NAME] [OPTIONS…]

        Adds a plant. It is due for water DAYS (default 7) after its last watering, or after
        the day it was acquired (else added).

        With --from-catalog, the name (unless NAME is given), species and interval come from
        the catalog (daybook catalog search): the interval of the current season, Apr–Sep or
        Oct–Mar. It is not switched later; change it with daybook plant edit NAME --every DAYS.

        Options:
          --from-catalog ID  start from this catalog plant
          --species S      what it is
          --location L     where it stands
          --every DAYS     watering interval, 1–365 days (default 7)
          --acquired DAY   when you got it (YYYY-MM-DD, not in the future)
          --notes TEXT     anything else
        """,
        ko: """
          사용법: daybook plant add 이름 [--species 종] [--location 장소] [--every 일수]
                                   [--acquired 날짜] [--notes 글]
                 daybook plant add --from-catalog ID [이름] [옵션…]

          식물을 추가합니다. 마지막으로 물 준 날 (없으면 들인 날, 그것도 없으면 추가한 날)에서
          일수 (기본 7)가 지나면 물 줄 때입니다.

          --from-catalog이면 이름 (이름을 주지 않았을 때), 종, 간격을 도감 (daybook catalog
          search)에서 가져옵니다. 간격은 지금 계절 (4–9월 또는 10–3월)의 것이고 나중에 바뀌지
          않습니다. 바꾸려면 daybook plant edit 이름 --every 일수.

          옵션:
            --from-catalog ID  도감의 이 식물에서 시작
            --species 종       무슨 식물인지
            --location 장소    놓인 곳
            --every 일수       물주기 간격, 1–365일 (기본 7)
            --acquired 날짜    들인 날 (YYYY-MM-DD, 미래는 안 됨)
            --notes 글         그 밖의 메모
          """,
        ja: """
          使い方: daybook plant add 名前 [--species 種] [--location 場所] [--every 日数]
                                   [--acquired 日付] [--notes テキスト]
                 daybook plant add --from-catalog ID [名前] [オプション…]

          植物を追加します。最後の水やり（なければ迎えた日、それもなければ追加した日）から
          日数（既定 7）たつと水やりの時期です。

          --from-catalog のとき、名前（名前を指定しなければ）、種、間隔を図鑑（daybook catalog
          search）から取ります。間隔は今の季節（4–9月か10–3月）のもので、後で切り替わりません。
          変えるには daybook plant edit 名前 --every 日数。

          オプション:
            --from-catalog ID  図鑑のこの植物から始める
            --species 種       何の植物か
            --location 場所    置き場所
            --every 日数       水やりの間隔、1–365日（既定 7）
            --acquired 日付    迎えた日（YYYY-MM-DD、未来は不可）
            --notes テキスト   その他のメモ
          """)
    case .listSummary:
      Translation(
        "list plants with their next watering", ko: "식물과 다음 물주기 보기", ja: "植物と次の水やりの一覧")
    case .listHelp:
      Translation(
        """
        Usage: daybook plant list [--all] [--json]

        Shows each plant's species, location, interval, last watering, next watering and D-day.

        Options:
          --all    include archived plants
          --json   print a JSON array instead
        """,
        ko: """
          사용법: daybook plant list [--all] [--json]

          식물마다 종, 장소, 간격, 마지막 물주기, 다음 물주기, D-day를 보여 줍니다.

          옵션:
            --all    보관한 식물도 포함
            --json   JSON 배열로 출력
          """,
        ja: """
          使い方: daybook plant list [--all] [--json]

          植物ごとに種、場所、間隔、最後の水やり、次の水やり、D-day を表示します。

          オプション:
            --all    保管した植物も含める
            --json   JSON 配列で出力
          """)
    case .editSummary: Translation("change a plant", ko: "식물 고치기", ja: "植物を編集")
    case .editHelp:
      Translation(
        """
        Usage: daybook plant edit NAME [--name NEW] [--species S] [--location L] [--every DAYS]
                                  [--acquired DAY] [--notes TEXT] [--archive | --unarchive]

        Changes the given fields of a plant. Archived plants keep their history but leave the
        Today list and plant list (see --all).
        """,
        ko: """
          사용법: daybook plant edit 이름 [--name 새이름] [--species 종] [--location 장소]
                                    [--every 일수] [--acquired 날짜] [--notes 글]
                                    [--archive | --unarchive]

          식물의 주어진 항목을 바꿉니다. 보관한 식물은 기록은 남지만 오늘 목록과 식물 목록에서
          빠집니다 (--all 참고).
          """,
        ja: """
          使い方: daybook plant edit 名前 [--name 新しい名前] [--species 種] [--location 場所]
                                    [--every 日数] [--acquired 日付] [--notes テキスト]
                                    [--archive | --unarchive]

          植物の指定した項目を変えます。保管した植物は履歴を残したまま、今日の一覧と植物の
          一覧から外れます（--all を参照）。
          """)
    case .removeSummary:
      Translation(
        "delete a plant and its care records", ko: "식물과 돌봄 기록 지우기", ja: "植物と世話の記録を削除")
    case .removeHelp:
      Translation(
        """
        Usage: daybook plant remove NAME [--yes]

        Deletes a plant with all its care records. Asks first on a terminal; elsewhere --yes
        is required. (To keep the history, use plant edit NAME --archive.)
        """,
        ko: """
          사용법: daybook plant remove 이름 [--yes]

          식물과 모든 돌봄 기록을 지웁니다. 터미널에서는 먼저 묻고, 그 밖에서는 --yes가
          필요합니다. (기록을 남기려면 plant edit 이름 --archive.)
          """,
        ja: """
          使い方: daybook plant remove 名前 [--yes]

          植物とすべての世話の記録を削除します。端末ではまず確認し、それ以外では --yes が
          必要です。（履歴を残すには plant edit 名前 --archive。）
          """)
    case .missingName:
      Translation(
        "missing NAME (see daybook plant {0} --help)", ko: "이름이 없습니다 (daybook plant {0} --help 참고)",
        ja: "名前がありません（daybook plant {0} --help を参照）")
    case .unexpected:
      Translation("unexpected argument \"{0}\"", ko: "예상하지 못한 인자 \"{0}\"", ja: "予期しない引数「{0}」")
    case .acquiredInFuture:
      Translation(
        "--acquired {0} is in the future", ko: "--acquired {0}은(는) 미래입니다",
        ja: "--acquired {0} は未来です")
    case .added:
      Translation(
        "Added {0} · water every {1} · next {2} ({3})", ko: "{0} 추가함 · {1}마다 물주기 · 다음 {2} ({3})",
        ja: "{0} を追加 · {1}ごとに水やり · 次は {2}（{3}）")
    case .fromCatalog:
      Translation(
        "from the catalog: {0} · every {1} days Apr–Sep, {2} Oct–Mar · {3} light",
        ko: "도감에서: {0} · 4–9월 {1}일마다, 10–3월 {2}일마다 · 빛 {3}",
        ja: "図鑑から: {0} · 4–9月は{1}日ごと、10–3月は{2}日ごと · 光 {3}")
    case .oneDay: Translation("{0} day", ko: "{0}일", ja: "{0}日")
    case .days: Translation("{0} days", ko: "{0}일", ja: "{0}日")
    case .noPlants:
      Translation(
        "No plants. Add one with: daybook plant add NAME", ko: "식물이 없습니다. 추가: daybook plant add 이름",
        ja: "植物はありません。追加: daybook plant add 名前")
    case .listHeader:
      Translation(
        "NAME|SPECIES|LOCATION|EVERY|LAST|NEXT|D-DAY", ko: "이름|종|장소|간격|마지막|다음|D-DAY",
        ja: "名前|種|場所|間隔|前回|次回|D-DAY")
    case .archivedMark: Translation(" (archived)", ko: " (보관됨)", ja: "（保管）")
    case .archiveConflict:
      Translation(
        "--archive and --unarchive cannot be used together",
        ko: "--archive와 --unarchive는 함께 쓸 수 없습니다",
        ja: "--archive と --unarchive は同時に使えません")
    case .nothingToChange:
      Translation(
        "nothing to change (see daybook plant edit --help)",
        ko: "바꿀 것이 없습니다 (daybook plant edit --help 참고)",
        ja: "変えるものがありません（daybook plant edit --help を参照）")
    case .emptyName:
      Translation("--name cannot be empty", ko: "--name은 비울 수 없습니다", ja: "--name は空にできません")
    case .updated: Translation("Updated {0}", ko: "{0} 고침", ja: "{0} を更新しました")
    case .updatedArchived:
      Translation("Updated {0} (archived)", ko: "{0} 고침 (보관됨)", ja: "{0} を更新しました（保管）")
    case .needsYes:
      Translation(
        "not removing {0} (and its {1}) without --yes", ko: "--yes 없이는 {0}({1} 포함)을 지우지 않습니다",
        ja: "--yes がなければ {0}（{1}を含む）を削除しません")
    case .confirm:
      Translation(
        "Remove {0} and its {1}? [y/N] ", ko: "{0}와(과) {1}을(를) 지울까요? [y/N] ",
        ja: "{0} と{1}を削除しますか？ [y/N] ")
    case .oneRecord: Translation("1 care record", ko: "돌봄 기록 1개", ja: "世話の記録 1 件")
    case .records: Translation("{0} care records", ko: "돌봄 기록 {0}개", ja: "世話の記録 {0} 件")
    case .kept: Translation("Kept {0}.", ko: "{0}을(를) 남겼습니다.", ja: "{0} を残しました。")
    case .removed:
      Translation(
        "Removed {0} and {1}", ko: "{0}와(과) {1}을(를) 지웠습니다", ja: "{0} と{1}を削除しました")
    }
  }
}
