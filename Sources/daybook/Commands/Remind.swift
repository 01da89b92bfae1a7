import DaybookCore

#if canImport(Glibc)
  import Glibc
#endif

/// `daybook remind`: delivers the reminders that became due since the last run (for cron).
enum RemindCommand: Command {
  static let name = "remind"
  static func summary(_ language: Language) -> String { RemindText.summary.text(language) }
  static func help(_ language: Language) -> String { RemindText.help.text(language) }
  static let spec = ArgumentSpec(flags: ["notify", "dry-run", "json"])

  struct ReminderJSON: Encodable {
    var key: String
    var kind: String
    var message: String
    var target: String
    var fireAt: Timestamp
    var time: String
  }

  static func run(_ arguments: ParsedArguments, context: Context) throws {
    if let word = arguments.positionals.first {
      throw CommandError.usage(RemindText.unexpected, word)
    }
    let now = context.now
    let journal = try context.journal()
    let reminders =
      arguments.has("dry-run")
      ? try journal.pendingReminders(now: now, language: context.language)
      : try journal.deliverDueReminders(now: now, language: context.language)
    let output = context.output
    if arguments.has("json") {
      try output.json(
        reminders.map {
          ReminderJSON(
            key: $0.key, kind: $0.kind.rawValue, message: $0.message, target: $0.target,
            fireAt: $0.fireAt, time: LocalTime.text(of: $0.fireAt))
        })
    } else {
      let today = LocalTime.day(of: now)
      for reminder in reminders {
        output.line(line(for: reminder, today: today))
      }
    }
    guard arguments.has("notify"), !arguments.has("dry-run"), !reminders.isEmpty else { return }
    output.flush()
    // Recorded as delivered only when shown: the ones notify-send could not show stay due.
    var failed: [Reminder] = []
    if let program = Notifier.locate(environment: context.environment) {
      let environment = Notifier.environment(context.environment, userID: Int(getuid()))
      for reminder in reminders
      where !Notifier.send(
        Output.visible(reminder.message), using: program, environment: environment)
      {
        failed.append(reminder)
      }
    } else {
      failed = reminders
    }
    guard !failed.isEmpty else { return }
    try journal.releaseReminders(failed)
    throw CommandError.failure(RemindText.notShown, String(failed.count))
  }

  /// `10:00  Water Monstera tomorrow (every 7 days)`; the date is added when the reminder
  /// fell due on another day than today (a late run).
  static func line(for reminder: Reminder, today: Day) -> String {
    let when =
      LocalTime.day(of: reminder.fireAt) == today
      ? LocalTime.clockText(of: reminder.fireAt) : LocalTime.text(of: reminder.fireAt)
    return when + "  " + Output.visible(reminder.message)
  }
}

enum RemindText: String, Localized {
  case notShown
  case summary, help, unexpected

  var translation: Translation {
    switch self {
    case .notShown:
      Translation(
        "notify-send could not show {0} reminder(s); they stay due for the next run",
        ko: "notify-send가 알림 {0}개를 표시하지 못했습니다. 다음 실행에 다시 보냅니다",
        ja: "notify-send で通知 {0} 件を表示できませんでした。次の実行でもう一度届けます")
    case .summary:
      Translation(
        "print (and record) reminders that are due", ko: "때가 된 알림을 출력 (하고 기록)",
        ja: "期限の来たリマインダーを表示（して記録）")
    case .help:
      Translation(
        """
        Usage: daybook remind [--notify] [--dry-run] [--json]

        Prints the reminders that became due since the last run, one per line, and records
        them so each is delivered once, even when two runs overlap. Meant for cron, e.g.
        every 5 minutes: */5 * * * * daybook remind --notify
        The first run (or a run after a long pause) looks back at most 24 hours.

        Reminders. Their times and switches are config keys (daybook config set KEY VALUE):
        reminder_KIND_time = HH:MM and reminder_KIND_enabled = on/off, KIND as below with _
        for - (reminder_plant_eve_time).
          plant-eve   10:00 the day before a plant's watering day
          plant-day   12:00 on the watering day (not once it is watered)
          diary       23:00 when the day has no entry
          todo-eve    20:00 the day before an open todo is due
          water-pace  15:00 in zero-caffeine mode, when water is behind the day's pace
                      (goal × (hour − 8) / 14)
          caffeine-time  15 minutes before your usual caffeine time (learned from
                      the last 4 weeks), once a day, when the day is near the limit

        Options:
          --notify    also show each reminder with notify-send; a reminder it cannot
                      show (no notify-send, no session bus) is not recorded, stays due
                      for the next run, and the exit status is 1
          --dry-run   show what would be delivered; record nothing
          --json      print a JSON array instead
        """,
        ko: """
          사용법: daybook remind [--notify] [--dry-run] [--json]

          지난번 실행 뒤로 때가 된 알림을 한 줄에 하나씩 출력하고 기록해서, 두 실행이 겹쳐도
          알림마다 한 번만 전합니다. cron용, 예를 들어 5분마다:
          */5 * * * * daybook remind --notify
          첫 실행 (또는 오래 쉰 뒤의 실행)은 최대 24시간 전까지 돌아봅니다.

          알림. 시각과 켜짐은 설정 키입니다 (daybook config set 키 값):
          reminder_종류_time = HH:MM, reminder_종류_enabled = on/off, 종류는 아래 이름에서
          -를 _로 (reminder_plant_eve_time).
            plant-eve   10:00 식물 물주는 날 전날
            plant-day   12:00 물주는 날 (물을 주면 없음)
            diary       23:00 그날 일기가 없을 때
            todo-eve    20:00 남은 할 일 마감 전날
            water-pace  15:00 카페인 없는 모드에서 물이 그날 속도보다 뒤처질 때
                        (목표 × (시 − 8) / 14)
            caffeine-time  평소 카페인 시간(지난 4주 기록으로 익힘) 15분 전, 하루 한 번,
                        그날 카페인이 한도에 가까울 때

          옵션:
            --notify    notify-send로도 알림 표시. 표시하지 못한 알림(notify-send나 세션
                        버스가 없음)은 기록하지 않고 다음 실행에 다시 보내며 1로 끝남
            --dry-run   전할 알림만 보여 주고 아무것도 기록하지 않음
            --json      JSON 배열로 출력
          """,
        ja: """
          使い方: daybook remind [--notify] [--dry-run] [--json]

          前回の実行以降に期限の来たリマインダーを1行に1つ表示して記録し、二つの実行が重なって
          も各リマインダーを一度だけ届けます。cron 向け、たとえば5分ごと:
          */5 * * * * daybook remind --notify
          最初の実行（または長く空いた後の実行）は最大24時間前までさかのぼります。

          リマインダー。時刻と有効/無効は設定キーです（daybook config set キー 値）:
          reminder_種類_time = HH:MM、reminder_種類_enabled = on/off、種類は下の名前の
          - を _ に（reminder_plant_eve_time）。
            plant-eve   10:00 植物の水やりの日の前日
            plant-day   12:00 水やりの日（水をやったら出ない）
            diary       23:00 その日の日記がないとき
            todo-eve    20:00 残りのやることの期限の前日
            water-pace  15:00 カフェインなしモードで水がその日のペースより遅れているとき
                        （目標 × (時 − 8) / 14）
            caffeine-time  いつものカフェインの時間（過去4週間の記録から学習）の15分前、
                        1日1回、その日のカフェインが上限に近いとき

          オプション:
            --notify    notify-send でも表示。表示できなかった通知（notify-send やセッション
                        バスがない）は記録せず次の実行で再び届け、終了コードは 1
            --dry-run   届けるものを表示するだけで何も記録しない
            --json      JSON 配列で出力
          """)
    case .unexpected:
      Translation("unexpected argument \"{0}\"", ko: "예상하지 못한 인자 \"{0}\"", ja: "予期しない引数「{0}」")
    }
  }
}
