import DaybookCore

/// `daybook todo …`: todos with due days, sorted into the Today buckets.
enum TodoCommand: CommandGroup {
  static let name = "todo"
  static func summary(_ language: Language) -> String { TodoText.summary.text(language) }
  static func help(_ language: Language) -> String {
    TodoText.help.text(language) + "\n" + subcommandList(language)
  }
  static var subcommands: [any Command.Type] {
    [Add.self, List.self, Done.self, Undone.self, Edit.self, Remove.self]
  }

  enum Add: Command {
    static let name = "add"
    static func summary(_ language: Language) -> String { TodoText.addSummary.text(language) }
    static func help(_ language: Language) -> String { TodoText.addHelp.text(language) }
    static let spec = ArgumentSpec(
      flags: ["important"], options: ["due", "tag", "note", "project"])

    static func run(_ arguments: ParsedArguments, context: Context) throws {
      let title = arguments.positionals.joined(separator: " ").trimmingSpaces()
      guard !title.isEmpty else { throw CommandError.usage(TodoText.missingTitle) }
      let today = context.today
      let due = try arguments.value("due").map { text throws(CommandError) -> Day in
        guard let day = DueDayParser.parse(text, today: today) else {
          throw .usage(TodoText.invalidDue, text)
        }
        return day
      }
      let tags = try arguments.values("tag").map { text throws(CommandError) -> String in
        let tag = String(text.trimmingSpaces().drop { $0 == "#" }).lowercased()
        guard !tag.isEmpty, !tag.contains(where: \.isWhitespace) else {
          throw .usage(TodoText.invalidTag, text)
        }
        return tag
      }
      let todo = Todo(
        title: title, note: arguments.value("note") ?? "", tags: tags, due: due,
        important: arguments.has("important"))
      let journal = try context.journal()
      let project = try arguments.value("project").map {
        try ProjectCommand.find([$0], in: journal)
      }
      let saved = try journal.transaction {
        let saved = try journal.addTodo(todo, at: context.now)
        if let project { try journal.setTodoProject(todoID: saved.id, projectID: project.id) }
        return saved
      }
      let language = context.language
      var line = TodoText.added.text(language, String(saved.id), saved.title)
      if let due = saved.due {
        let weekday = CalendarText.weekdayAbbreviation(due.weekday, language)
        line += TodoText.due.text(language, weekday, due.iso)
      }
      if let project { line += ProjectText.linked.text(language, project.title) }
      context.output.line(line)
    }
  }

  enum List: Command {
    static let name = "list"
    static func summary(_ language: Language) -> String { TodoText.listSummary.text(language) }
    static func help(_ language: Language) -> String { TodoText.listHelp.text(language) }
    static let spec = ArgumentSpec(flags: ["all", "json"])

    struct TodoJSON: Encodable {
      var id: RowID
      /// The stable id (the same in every copy of the journal).
      var uid: String?
      var title: String
      var note: String
      var tags: [String]
      var due: Day?
      var important: Bool
      var done: Bool
      var doneAt: Timestamp?
      var bucket: String?
    }

    static func run(_ arguments: ParsedArguments, context: Context) throws {
      if let word = arguments.positionals.first {
        throw CommandError.usage(TodoText.unexpected, word)
      }
      let today = context.today
      let todos = try context.readingJournal().todos(includeDone: arguments.has("all"))
      let output = context.output
      if arguments.has("json") {
        let uids = try context.readingJournal().recordIDs(.todo, of: todos.map(\.id))
        try output.json(
          todos.map {
            TodoJSON(
              id: $0.id, uid: uids[$0.id], title: $0.title, note: $0.note, tags: $0.tags,
              due: $0.due,
              important: $0.important, done: $0.isDone, doneAt: $0.doneAt,
              bucket: TodoSchedule.dueBucket(for: $0, today: today).map(bucketKey))
          })
        return
      }
      let language = context.language
      guard !todos.isEmpty else {
        output.line((arguments.has("all") ? TodoText.noTodos : TodoText.noOpenTodos).text(language))
        return
      }
      let buckets = TodoSchedule.buckets(todos, today: today)
      var sections: [(String, [Todo])] = TodoBucket.allCases.map {
        ($0.title(language), buckets[$0] ?? [])
      }
      sections.append((TodoText.doneTitle.text(language), todos.filter(\.isDone)))
      sections.removeAll { $0.1.isEmpty }
      let rows = sections.flatMap { $0.1 }.map { row($0, unicode: output.unicode) }
      var lines = Output.table(rows)[...]
      for (title, items) in sections {
        output.line(title)
        for _ in items { output.line(lines.popFirst() ?? "") }
      }
    }

    private static func row(_ todo: Todo, unicode: Bool) -> [String] {
      [
        "  #\(todo.id)",
        (todo.isDone ? (unicode ? "✓ " : "x ") : todo.important ? "! " : "  ")
          + Output.visible(todo.title),
        todo.due.map(\.iso) ?? "",
        Output.visible(todo.tags.map { "#" + $0 }.joined(separator: " ")),
      ]
    }

    private static func bucketKey(_ bucket: TodoBucket) -> String {
      switch bucket {
      case .overdue: "overdue"
      case .today: "today"
      case .next7Days: "next7Days"
      case .later: "later"
      case .undated: "undated"
      }
    }
  }

  enum Done: Command {
    static let name = "done"
    static func summary(_ language: Language) -> String { TodoText.doneSummary.text(language) }
    static func help(_ language: Language) -> String { TodoText.doneHelp.text(language) }
    static let spec = ArgumentSpec()

    static func run(_ arguments: ParsedArguments, context: Context) throws {
      let ids = try parseIDs(arguments.positionals, subcommand: name)
      let journal = try context.journal()
      let now = context.now
      let language = context.language
      let lines = try journal.transaction { () throws -> [String] in
        try ids.map { id in
          guard let todo = try journal.todo(id: id) else {
            throw CommandError.failure(TodoText.noTodo, String(id))
          }
          if todo.isDone { return TodoText.alreadyDone.text(language, String(todo.id), todo.title) }
          try journal.setTodoDone(id: id, at: now)
          return TodoText.markedDone.text(language, String(todo.id), todo.title)
        }
      }
      for line in lines { context.output.line(line) }
    }
  }

  enum Undone: Command {
    static let name = "undone"
    static func summary(_ language: Language) -> String { TodoText.undoneSummary.text(language) }
    static func help(_ language: Language) -> String { TodoText.undoneHelp.text(language) }
    static let spec = ArgumentSpec()

    static func run(_ arguments: ParsedArguments, context: Context) throws {
      let ids = try parseIDs(arguments.positionals, subcommand: name)
      let journal = try context.journal()
      let language = context.language
      let lines = try journal.transaction { () throws -> [String] in
        try ids.map { id in
          guard let todo = try journal.todo(id: id) else {
            throw CommandError.failure(TodoText.noTodo, String(id))
          }
          if !todo.isDone { return TodoText.notDone.text(language, String(todo.id), todo.title) }
          try journal.setTodoDone(id: id, at: nil)
          return TodoText.reopened.text(language, String(todo.id), todo.title)
        }
      }
      for line in lines { context.output.line(line) }
    }
  }

  /// `3`, `#3`: the ids of todos as `todo list` shows them.
  private static func parseIDs(_ words: [String], subcommand: String) throws(CommandError)
    -> [RowID]
  {
    guard !words.isEmpty else { throw .usage(TodoText.missingID, subcommand) }
    return try words.map { word throws(CommandError) -> RowID in
      let digits = word.hasPrefix("#") ? String(word.dropFirst()) : word
      guard let id = RowID(digits), id > 0 else { throw .usage(TodoText.invalidID, word) }
      return id
    }
  }
}

enum TodoText: String, Localized {
  case summary, help, addSummary, addHelp, listSummary, listHelp, doneSummary, doneHelp
  case undoneSummary, undoneHelp, missingTitle, invalidDue, invalidTag, added, due, unexpected
  case noTodos, noOpenTodos, doneTitle, missingID, invalidID, noTodo, alreadyDone, markedDone
  case notDone, reopened

  var translation: Translation {
    switch self {
    case .summary:
      Translation(
        "add, list, edit, finish and delete todos", ko: "할 일 추가, 보기, 고치기, 끝내기, 지우기",
        ja: "やることの追加・一覧・編集・完了・削除")
    case .help:
      Translation(
        """
        Usage: daybook todo SUBCOMMAND [ARGS…]   (daybook todo SUBCOMMAND --help for more)

        Subcommands:
        """,
        ko: """
          사용법: daybook todo 하위명령 [인자…]   (자세히는 daybook todo 하위명령 --help)

          하위 명령:
          """,
        ja: """
          使い方: daybook todo サブコマンド [引数…]   （詳しくは daybook todo サブコマンド --help）

          サブコマンド:
          """)
    case .addSummary: Translation("add a todo", ko: "할 일 추가", ja: "やることを追加")
    case .addHelp:
      Translation(
        """
        Usage: daybook todo add TITLE… [--due DUE] [--tag TAG]… [--important] [--note TEXT]

        Adds a todo and prints its id and due day.

        Options:
          --due DUE      YYYY-MM-DD, today, tomorrow, a weekday (fri: the next one),
                         or +3d, +2w, +1m
          --tag TAG      a tag (repeat for more)
          --important    list it first
          --note TEXT    a longer note
          --project P    put it in project P (its title or #ID; daybook project)
        """,
        ko: """
          사용법: daybook todo add 제목… [--due 마감] [--tag 태그]… [--important] [--note 글]

          할 일을 추가하고 번호와 마감일을 보여 줍니다.

          옵션:
            --due 마감     YYYY-MM-DD, today, tomorrow, 요일 (fri: 다가오는 금요일),
                           또는 +3d, +2w, +1m
            --tag 태그     태그 (여러 개면 반복)
            --important    맨 앞에 보이기
            --note 글      긴 메모
            --project P    프로젝트 P에 넣기 (제목 또는 #번호, daybook project)
          """,
        ja: """
          使い方: daybook todo add タイトル… [--due 期限] [--tag タグ]… [--important] [--note テキスト]

          やることを追加し、番号と期限を表示します。

          オプション:
            --due 期限        YYYY-MM-DD、today、tomorrow、曜日（fri: 次の金曜）、
                              または +3d、+2w、+1m
            --tag タグ        タグ（複数なら繰り返す）
            --important       先頭に表示する
            --note テキスト   長めのメモ
            --project P       プロジェクト P に入れる（タイトルか #番号、daybook project）
          """)
    case .listSummary:
      Translation(
        "list open todos by when they are due", ko: "남은 할 일을 마감별로 보기", ja: "残りのやることを期限別に一覧")
    case .listHelp:
      Translation(
        """
        Usage: daybook todo list [--all] [--json]

        Open todos grouped as Overdue, Today, Next 7 days, Later and No date, with their ids.

        Options:
          --all    also list finished todos
          --json   print a JSON array instead
        """,
        ko: """
          사용법: daybook todo list [--all] [--json]

          남은 할 일을 기한 지남, 오늘, 7일 이내, 나중에, 날짜 없음으로 묶어 번호와 함께
          보여 줍니다.

          옵션:
            --all    끝낸 할 일도 보기
            --json   JSON 배열로 출력
          """,
        ja: """
          使い方: daybook todo list [--all] [--json]

          残りのやることを期限切れ・今日・7日以内・後で・日付なしに分けて番号つきで表示します。

          オプション:
            --all    終えたやることも表示
            --json   JSON 配列で出力
          """)
    case .doneSummary: Translation("mark todos done", ko: "할 일 끝냄 표시", ja: "やることを完了にする")
    case .doneHelp:
      Translation(
        """
        Usage: daybook todo done ID…

        Marks the todos done now (ids as todo list shows them; #3 or 3). Unknown ids change
        nothing.
        """,
        ko: """
          사용법: daybook todo done 번호…

          할 일을 지금 끝낸 것으로 표시합니다 (todo list가 보여 주는 번호, #3 또는 3). 없는
          번호면 아무것도 바꾸지 않습니다.
          """,
        ja: """
          使い方: daybook todo done 番号…

          やることを今完了にします（todo list が示す番号、#3 か 3）。存在しない番号なら何も
          変えません。
          """)
    case .undoneSummary:
      Translation("mark todos open again", ko: "할 일을 다시 남은 것으로", ja: "やることを未完了に戻す")
    case .undoneHelp:
      Translation(
        """
        Usage: daybook todo undone ID…

        Marks finished todos open again.
        """,
        ko: """
          사용법: daybook todo undone 번호…

          끝낸 할 일을 다시 남은 것으로 표시합니다.
          """,
        ja: """
          使い方: daybook todo undone 番号…

          終えたやることを未完了に戻します。
          """)
    case .missingTitle:
      Translation(
        "missing TITLE (see daybook todo add --help)", ko: "제목이 없습니다 (daybook todo add --help 참고)",
        ja: "タイトルがありません（daybook todo add --help を参照）")
    case .invalidDue:
      Translation(
        "invalid due day \"{0}\" (expected YYYY-MM-DD, today, tomorrow, a weekday or +3d)",
        ko: "마감일 \"{0}\"이(가) 올바르지 않습니다 (YYYY-MM-DD, 12/5, 내일, 금요일, 다음 주 금요일, +3d)",
        ja: "期限「{0}」が正しくありません（YYYY-MM-DD、12/5、明日、金曜日、来週の金曜日、+3d）")
    case .invalidTag:
      Translation("invalid tag \"{0}\"", ko: "태그 \"{0}\"이(가) 올바르지 않습니다", ja: "タグ「{0}」が正しくありません")
    case .added: Translation("Added #{0} {1}", ko: "#{0} {1} 추가함", ja: "#{0} {1} を追加しました")
    case .due: Translation(" · due {0} {1}", ko: " · 마감 {1} ({0})", ja: " · 期限 {1}（{0}）")
    case .unexpected:
      Translation("unexpected argument \"{0}\"", ko: "예상하지 못한 인자 \"{0}\"", ja: "予期しない引数「{0}」")
    case .noTodos: Translation("No todos.", ko: "할 일이 없습니다.", ja: "やることはありません。")
    case .noOpenTodos:
      Translation("No open todos.", ko: "남은 할 일이 없습니다.", ja: "残りのやることはありません。")
    case .doneTitle: Translation("Done", ko: "완료", ja: "完了")
    case .missingID:
      Translation(
        "missing ID (see daybook todo {0} --help)", ko: "번호가 없습니다 (daybook todo {0} --help 참고)",
        ja: "番号がありません（daybook todo {0} --help を参照）")
    case .invalidID:
      Translation(
        "invalid todo id \"{0}\"", ko: "할 일 번호 \"{0}\"이(가) 올바르지 않습니다",
        ja: "やることの番号「{0}」が正しくありません")
    case .noTodo:
      Translation(
        "no todo #{0}; nothing changed", ko: "#{0} 할 일이 없습니다. 바뀐 것이 없습니다",
        ja: "#{0} のやることはありません。何も変えていません")
    case .alreadyDone:
      Translation(
        "#{0} {1} was already done", ko: "#{0} {1}은(는) 이미 끝났습니다", ja: "#{0} {1} はすでに完了しています")
    case .markedDone: Translation("Done #{0} {1}", ko: "#{0} {1} 완료", ja: "#{0} {1} 完了")
    case .notDone:
      Translation("#{0} {1} is not done", ko: "#{0} {1}은(는) 끝나지 않았습니다", ja: "#{0} {1} は完了していません")
    case .reopened:
      Translation("Reopened #{0} {1}", ko: "#{0} {1} 다시 열림", ja: "#{0} {1} を未完了に戻しました")
    }
  }
}
