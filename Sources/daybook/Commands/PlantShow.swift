import DaybookCore

extension PlantCommand {
  /// `daybook plant show NAME`: one plant with its watering rhythm and care timeline.
  enum Show: Command {
    static let name = "show"
    static func summary(_ language: Language) -> String { PlantShowText.summary.text(language) }
    static func help(_ language: Language) -> String { PlantShowText.help.text(language) }
    static let spec = ArgumentSpec(flags: ["json"])
    static let recentCount = 10

    static func run(_ arguments: ParsedArguments, context: Context) throws {
      let query = arguments.positionals.joined(separator: " ")
      guard !query.allSatisfy(\.isWhitespace) else {
        throw CommandError.usage(PlantShowText.missingName)
      }
      let journal = try context.journal()
      let plant = try PlantLookup.find(query, in: try journal.plants(includeArchived: true))
      let events = try journal.careEvents(plantID: plant.id, limit: Int(Int32.max))
      let today = context.today
      let lastWatered = events.first { $0.kind == .water }?.day
      let status = WateringSchedule.status(for: plant, lastWatered: lastWatered, today: today)
      let summary = PlantHistory.intervalSummary(events, plant: plant, last: recentCount)
      let waterings = PlantHistory.recentWaterings(events, last: recentCount)
      let timeline = PlantHistory.timeline(events)
      if arguments.has("json") {
        try context.output.json(
          ShowJSON(
            plant, status: status, summary: summary, waterings: waterings,
            timeline: timeline))
        return
      }
      let output = context.output
      let l = context.language
      output.line(Output.visible(plant.name))
      let dDay = PlantLookup.dDayText(status.dDay, l)
      var rows: [[String]] =
        [
          [PlantShowText.species.text(l), dashIfEmpty(plant.species)],
          [PlantShowText.location.text(l), dashIfEmpty(plant.location)],
          [PlantShowText.acquired.text(l), plant.acquired?.iso ?? "-"],
          [PlantShowText.notes.text(l), dashIfEmpty(plant.notes)],
          [
            PlantShowText.archived.text(l),
            (plant.archived ? PlantShowText.yes : PlantShowText.no).text(l),
          ],
          [
            PlantShowText.lastWatered.text(l),
            lastWatered.map { dayAgo($0, today: today, l) } ?? PlantShowText.never.text(l),
          ],
          [PlantShowText.next.text(l), plant.archived ? "-" : "\(status.next.iso) (\(dDay))"],
          [PlantShowText.watering.text(l), rhythm(summary, l)],
        ] + (plant.seasons.map { [["", $0.describe(today: today, l)]] } ?? [])
      if let photo = try journal.plantPhoto(plantID: plant.id) {
        rows.append([PlantPhotoText.photoRow.text(l), Output.visible(photo.originalName)])
      }
      for line in Output.table(rows.map { ["  " + $0[0], $0[1]] }) { output.line(line) }

      output.line()
      output.line(
        waterings.count < recentCount
          ? PlantShowText.wateringsHeader.text(l)
          : PlantShowText.lastWateringsHeader.text(l, String(recentCount)))
      if waterings.isEmpty { output.line("  " + PlantShowText.noneYet.text(l)) }
      let wateringRows = waterings.map { gap in
        ["  #\(gap.event.id)", LocalTime.text(of: gap.event.at), gapText(gap, l)]
      }
      for line in Output.table(wateringRows) { output.line(line) }

      output.line()
      output.line(PlantShowText.timelineHeader.text(l))
      if timeline.isEmpty { output.line("  " + PlantShowText.noneYet.text(l)) }
      // One table for every month, so the columns line up down the whole timeline.
      let eventRows = timeline.flatMap(\.events).map { event in
        [
          "    #\(event.id)", LocalTime.text(of: event.at), event.kind.name(l),
          oneLine(event.note),
        ]
      }
      var lines = Output.table(eventRows).makeIterator()
      for group in timeline {
        output.line("  " + CalendarText.monthTitle(group.month, l))
        for _ in group.events {
          if let line = lines.next() { output.line(line) }
        }
      }
    }

    /// "2026-11-27 (2 days ago)".
    private static func dayAgo(_ day: Day, today: Day, _ l: Language) -> String {
      let ago = day.days(until: today)
      let when: String
      switch ago {
      case 0: when = PlantShowText.today.text(l)
      case 1: when = PlantShowText.yesterday.text(l)
      case 2...: when = PlantShowText.daysAgo.text(l, String(ago))
      default: when = PlantShowText.inDays.text(l, days(-ago, l))
      }
      return "\(day.iso) (\(when))"
    }

    /// "every 7 days planned · 6.5 on average (last 10)".
    private static func rhythm(_ summary: IntervalSummary, _ l: Language) -> String {
      let planned = PlantShowText.planned.text(l, days(summary.planned, l))
      guard let average = summary.average else { return planned + PlantShowText.noAverage.text(l) }
      return planned
        + PlantShowText.average.text(l, decimal(average), String(summary.wateringDays))
    }

    private static func gapText(_ gap: WateringGap, _ l: Language) -> String {
      if gap.isRepeat { return PlantShowText.againThatDay.text(l) }
      guard let count = gap.daysSincePrevious else { return PlantShowText.firstOnRecord.text(l) }
      return PlantShowText.after.text(l, days(count, l))
    }

    private static func days(_ count: Int, _ l: Language) -> String {
      (count == 1 ? PlantShowText.oneDay : PlantShowText.days).text(l, String(count))
    }

    /// One decimal, without a trailing `.0`.
    private static func decimal(_ value: Double) -> String {
      let tenths = Int((value * 10).rounded())
      return tenths % 10 == 0 ? String(tenths / 10) : "\(tenths / 10).\(tenths % 10)"
    }

    private static func dashIfEmpty(_ text: String) -> String {
      let shown = oneLine(text)
      return shown.isEmpty ? "-" : shown
    }

    /// Stored text on one line: line breaks become spaces, other controls are made visible.
    private static func oneLine(_ text: String) -> String {
      Output.visible(
        text.split(whereSeparator: \.isNewline).joined(separator: " ").trimmingSpaces())
    }
  }

  /// `plant show --json`.
  struct ShowJSON: Encodable {
    struct Watering: Encodable {
      var id: RowID
      var at: String
      var daysSincePrevious: Int?
      var isRepeat: Bool
    }
    struct Event: Encodable {
      var id: RowID
      var kind: String
      var at: String
      var note: String
    }
    struct Month: Encodable {
      var month: String
      var events: [Event]
    }

    var id: RowID
    var name: String
    var species: String
    var location: String
    var acquired: Day?
    var intervalDays: Int
    var notes: String
    var archived: Bool
    var lastWatered: Day?
    var nextWatering: Day?
    var dDay: Int?
    var averageIntervalDays: Double?
    var averagedOverWaterings: Int
    var waterings: [Watering]
    var timeline: [Month]

    init(
      _ plant: Plant, status: WateringStatus, summary: IntervalSummary, waterings: [WateringGap],
      timeline: [(month: Day, events: [CareEvent])]
    ) {
      id = plant.id
      name = plant.name
      species = plant.species
      location = plant.location
      acquired = plant.acquired
      intervalDays = plant.intervalDays
      notes = plant.notes
      archived = plant.archived
      lastWatered = status.lastWatered
      nextWatering = plant.archived ? nil : status.next
      dDay = plant.archived ? nil : status.dDay
      averageIntervalDays = summary.average
      averagedOverWaterings = summary.wateringDays
      self.waterings = waterings.map {
        Watering(
          id: $0.event.id, at: LocalTime.text(of: $0.event.at),
          daysSincePrevious: $0.daysSincePrevious, isRepeat: $0.isRepeat)
      }
      self.timeline = timeline.map { group in
        Month(
          month: String(group.month.iso.prefix(7)),
          events: group.events.map {
            Event(id: $0.id, kind: $0.kind.rawValue, at: LocalTime.text(of: $0.at), note: $0.note)
          })
      }
    }
  }
}

enum PlantShowText: String, Localized {
  case summary, help, missingName, species, location, acquired, notes, archived, yes, no
  case lastWatered, never, next, watering, oneDay, days, today, yesterday, daysAgo, inDays
  case planned, noAverage, average, wateringsHeader, lastWateringsHeader, noneYet
  case againThatDay, firstOnRecord, after, timelineHeader

  var translation: Translation {
    switch self {
    case .summary:
      Translation(
        "show a plant with its waterings and care timeline", ko: "식물과 물주기, 돌봄 기록 보기",
        ja: "植物と水やり・世話の記録を表示")
    case .help:
      Translation(
        """
        Usage: daybook plant show NAME [--json]

        Shows a plant's details, its last and next watering, how often it was really watered
        compared with its interval, the last 10 waterings with the days between them, and every
        care record by month, newest first. The #numbers are care record ids, for
        daybook care rm ID.

        Options:
          --json   print a JSON object instead
        """,
        ko: """
          사용법: daybook plant show 이름 [--json]

          식물의 자세한 정보, 마지막과 다음 물주기, 간격에 비해 실제로 얼마나 자주 물을
          줬는지, 최근 10번의 물주기와 그 사이 날수, 월별 모든 돌봄 기록 (최신순)을 보여
          줍니다. #번호는 돌봄 기록 번호로 daybook care rm 번호에 씁니다.

          옵션:
            --json   JSON 객체로 출력
          """,
        ja: """
          使い方: daybook plant show 名前 [--json]

          植物の詳細、最後と次の水やり、間隔に比べて実際にどれくらい水をやったか、直近10回の
          水やりとその間の日数、月ごとのすべての世話の記録（新しい順）を表示します。#番号は
          世話の記録の番号で、daybook care rm 番号 に使います。

          オプション:
            --json   JSON オブジェクトで出力
          """)
    case .missingName:
      Translation(
        "missing NAME (see daybook plant show --help)",
        ko: "이름이 없습니다 (daybook plant show --help 참고)",
        ja: "名前がありません（daybook plant show --help を参照）")
    case .species: Translation("Species", ko: "종", ja: "種")
    case .location: Translation("Location", ko: "장소", ja: "場所")
    case .acquired: Translation("Acquired", ko: "들인 날", ja: "迎えた日")
    case .notes: Translation("Notes", ko: "메모", ja: "メモ")
    case .archived: Translation("Archived", ko: "보관", ja: "保管")
    case .yes: Translation("yes", ko: "예", ja: "はい")
    case .no: Translation("no", ko: "아니요", ja: "いいえ")
    case .lastWatered: Translation("Last watered", ko: "마지막 물주기", ja: "最後の水やり")
    case .never: Translation("never", ko: "없음", ja: "なし")
    case .next: Translation("Next", ko: "다음", ja: "次")
    case .watering: Translation("Watering", ko: "물주기", ja: "水やり")
    case .oneDay: Translation("1 day", ko: "1일", ja: "1日")
    case .days: Translation("{0} days", ko: "{0}일", ja: "{0}日")
    case .today: Translation("today", ko: "오늘", ja: "今日")
    case .yesterday: Translation("yesterday", ko: "어제", ja: "昨日")
    case .daysAgo: Translation("{0} days ago", ko: "{0}일 전", ja: "{0}日前")
    case .inDays: Translation("in {0}", ko: "{0} 후", ja: "{0}後")
    case .planned: Translation("every {0} planned", ko: "계획은 {0}마다", ja: "予定は{0}ごと")
    case .noAverage: Translation(" · no average yet", ko: " · 아직 평균 없음", ja: " · 平均はまだなし")
    case .average:
      Translation(
        " · {0} on average (last {1})", ko: " · 평균 {0}일 (최근 {1}번)", ja: " · 平均 {0}日（直近 {1} 回）")
    case .wateringsHeader: Translation("Waterings", ko: "물주기", ja: "水やり")
    case .lastWateringsHeader:
      Translation("Last {0} waterings", ko: "최근 물주기 {0}번", ja: "直近 {0} 回の水やり")
    case .noneYet: Translation("none yet", ko: "아직 없음", ja: "まだなし")
    case .againThatDay: Translation("again that day", ko: "같은 날 또", ja: "同じ日にもう一度")
    case .firstOnRecord: Translation("first on record", ko: "첫 기록", ja: "最初の記録")
    case .after: Translation("after {0}", ko: "{0} 만에", ja: "{0}ぶり")
    case .timelineHeader: Translation("Timeline", ko: "기록", ja: "記録")
    }
  }
}
