import DaybookCore

/// `daybook status`: one short line for a tmux status bar or a shell prompt. Reads only
/// today's rows through indexes, so it stays fast on a journal of any age.
enum StatusCommand: Command {
  static let name = "status"
  static func summary(_ language: Language) -> String { StatusText.summary.text(language) }
  static func help(_ language: Language) -> String { StatusText.help.text(language) }
  static let spec = ArgumentSpec(flags: ["plain"], options: ["format"])

  enum Part: String, CaseIterable {
    case entry, water, todo, intake, unread
  }

  static func run(_ arguments: ParsedArguments, context: Context) throws {
    if let word = arguments.positionals.first {
      throw CommandError.usage(StatusText.unexpected, word)
    }
    let parts = try arguments.value("format").map(parseParts) ?? Part.allCases
    let plain = arguments.has("plain") || !context.output.unicode
    let snapshot = try context.readingJournal().statusSnapshot(today: context.today)
    context.output.line(line(snapshot, parts: parts, plain: plain, language: context.language))
  }

  static func parseParts(_ text: String) throws(CommandError) -> [Part] {
    var parts: [Part] = []
    for word in text.split(separator: ",", omittingEmptySubsequences: false) {
      let name = String(word).trimmingSpaces().lowercased()
      guard let part = Part(rawValue: name) else { throw .usage(StatusText.unknownPart, name) }
      parts.append(part)
    }
    return parts
  }

  /// The parts in order, two spaces apart; `unread` only when there are unread reminders.
  static func line(
    _ snapshot: StatusSnapshot, parts: [Part], plain: Bool, language: Language = .en
  ) -> String {
    parts.compactMap { text(of: $0, snapshot, plain: plain, language: language) }
      .joined(separator: plain ? " " : "  ")
  }

  private static func text(
    of part: Part, _ snapshot: StatusSnapshot, plain: Bool, language: Language
  ) -> String? {
    switch part {
    case .entry:
      return plain ? Format.entryPlain(snapshot.hasEntry) : Format.entry(snapshot.hasEntry)
    case .water:
      return plain
        ? Format.waterPlain(snapshot.plantsDue)
        : StatusText.waterDue.text(language, String(snapshot.plantsDue))
    case .todo:
      let progress = snapshot.todoProgress
      return plain
        ? Format.todoPlain(progress.done, progress.total)
        : Format.todo(progress.done, progress.total)
    case .intake:
      let goal = snapshot.goal
      switch goal.mode {
      case .caffeineLimit:
        let amount = Values.number(snapshot.intake.caffeineMg.rounded())
        let limit = Values.number(goal.caffeineLimitMg)
        return plain ? Format.caffeinePlain(amount, limit) : Format.caffeine(amount, limit)
      case .zeroCaffeine:
        let amount = Values.number(snapshot.intake.waterMl.rounded())
        let target = Values.number(goal.waterGoalMl)
        return plain ? Format.hydrationPlain(amount, target) : Format.hydration(amount, target)
      }
    case .unread:
      guard snapshot.unread > 0 else { return nil }
      return plain ? Format.unreadPlain(snapshot.unread) : Format.unread(snapshot.unread)
    }
  }
}

/// The parts as symbols and numbers (the same in every language; `--plain` is for scripts).
private enum Format {
  static func entry(_ written: Bool) -> String { written ? "✎ ✓" : "✎ ·" }
  static func entryPlain(_ written: Bool) -> String { written ? "entry:yes" : "entry:no" }
  static func waterPlain(_ due: Int) -> String { "water:\(due)" }
  static func todo(_ done: Int, _ total: Int) -> String { "☑ \(done)/\(total)" }
  static func todoPlain(_ done: Int, _ total: Int) -> String { "todo:\(done)/\(total)" }
  static func caffeine(_ amount: String, _ limit: String) -> String { "☕ \(amount)/\(limit)mg" }
  static func caffeinePlain(_ amount: String, _ limit: String) -> String {
    "caffeine:\(amount)/\(limit)mg"
  }
  static func hydration(_ amount: String, _ goal: String) -> String { "💧 \(amount)/\(goal)ml" }
  static func hydrationPlain(_ amount: String, _ goal: String) -> String {
    "hydration:\(amount)/\(goal)ml"
  }
  static func unread(_ count: Int) -> String { "🔔 \(count)" }
  static func unreadPlain(_ count: Int) -> String { "unread:\(count)" }
}

enum StatusText: String, Localized {
  case summary, help, unexpected, unknownPart, waterDue

  var translation: Translation {
    switch self {
    case .summary:
      Translation(
        "one line for a status bar: entry, plants, todos, intake",
        ko: "상태 표시줄용 한 줄: 일기, 식물, 할 일, 섭취", ja: "ステータスバー用の1行: 日記・植物・やること・摂取")
    case .help:
      Translation(
        """
        Usage: daybook status [--format PARTS] [--plain]

        Prints one short line about today, for a tmux status bar or a shell prompt:
          ✎ ✓  💧 2 due  ☑ 3/5  ☕ 150/400mg  🔔 1
        ✎ ✓ today has an entry (✎ · not yet); 💧 N due plants to water today or overdue;
        ☑ done/total todos due today; ☕ caffeine against the limit, or 💧 water against the
        goal in zero-caffeine mode; 🔔 N unread reminders (only when there are some).

        Options:
          --format PARTS   a comma list of entry, water, todo, intake, unread, in the order
                           to show them (default: all, in that order)
          --plain          ASCII only: entry:yes water:2 todo:3/5 caffeine:150/400mg unread:1
                           (also the default outside UTF-8 locales)

        In tmux: set -g status-right '#(daybook status)'
        """,
        ko: """
          사용법: daybook status [--format 항목] [--plain]

          오늘에 대한 짧은 한 줄을 tmux 상태 표시줄이나 셸 프롬프트용으로 출력합니다:
            ✎ ✓  💧 2개  ☑ 3/5  ☕ 150/400mg  🔔 1
          ✎ ✓ 오늘 일기 있음 (✎ · 아직); 💧 N개 오늘 또는 지난 물줄 식물;
          ☑ 오늘 마감 할 일 완료/전체; ☕ 카페인 대 제한, 또는 카페인 없는 모드에서 💧 물 대
          목표; 🔔 N 읽지 않은 알림 (있을 때만).

          옵션:
            --format 항목    entry, water, todo, intake, unread를 쉼표로, 보일 순서대로
                             (기본: 전부, 이 순서)
            --plain          ASCII만: entry:yes water:2 todo:3/5 caffeine:150/400mg unread:1
                             (UTF-8이 아닌 로캘의 기본값이기도 함)

          tmux에서: set -g status-right '#(daybook status)'
          """,
        ja: """
          使い方: daybook status [--format 項目] [--plain]

          今日についての短い1行を tmux のステータスバーやシェルのプロンプト向けに出力します:
            ✎ ✓  💧 2件  ☑ 3/5  ☕ 150/400mg  🔔 1
          ✎ ✓ 今日の日記あり（✎ · まだ）、💧 N件 今日か期限切れの水やり、
          ☑ 今日が期限のやることの完了/全体、☕ カフェインと上限、またはカフェインなしモードで
          💧 水と目標、🔔 N 未読のリマインダー（あるときだけ）。

          オプション:
            --format 項目    entry、water、todo、intake、unread をカンマ区切りで表示順に
                             （既定: すべて、この順）
            --plain          ASCII のみ: entry:yes water:2 todo:3/5 caffeine:150/400mg unread:1
                             （UTF-8 でないロケールの既定でもある）

          tmux では: set -g status-right '#(daybook status)'
          """)
    case .unexpected:
      Translation("unexpected argument \"{0}\"", ko: "예상하지 못한 인자 \"{0}\"", ja: "予期しない引数「{0}」")
    case .unknownPart:
      Translation(
        "unknown part \"{0}\" in --format (expected entry, water, todo, intake, unread)",
        ko: "--format의 알 수 없는 항목 \"{0}\" (entry, water, todo, intake, unread)",
        ja: "--format の不明な項目「{0}」（entry、water、todo、intake、unread）")
    case .waterDue: Translation("💧 {0} due", ko: "💧 {0}개", ja: "💧 {0}件")
    }
  }
}
