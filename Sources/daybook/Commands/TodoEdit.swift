import DaybookCore

extension TodoCommand {
  /// `daybook todo edit ID [--title …] [--due …] [--note …] [--tag …] [--important]`.
  enum Edit: Command {
    static let name = "edit"
    static func summary(_ language: Language) -> String {
      TodoEditText.editSummary.text(language)
    }
    static func help(_ language: Language) -> String { TodoEditText.editHelp.text(language) }
    static let spec = ArgumentSpec(
      flags: ["important", "not-important", "no-tags"],
      options: ["title", "due", "note", "tag", "project"])

    static func run(_ arguments: ParsedArguments, context: Context) throws {
      let id = try TodoIDs.ids.single(arguments.positionals, subcommand: name)
      if arguments.has("important") && arguments.has("not-important") {
        throw CommandError.usage(TodoEditText.bothImportance)
      }
      let journal = try context.journal()
      guard var todo = try journal.todo(id: id) else {
        throw CommandError.failure(TodoEditText.noTodo, String(id))
      }
      let before = todo
      if let title = arguments.value("title") {
        let trimmed = title.trimmingSpaces()
        guard !trimmed.isEmpty else { throw CommandError.usage(TodoEditText.emptyTitle) }
        todo.title = trimmed
      }
      if let due = arguments.value("due") {
        todo.due = try TodoIDs.due(due, today: context.today)
      }
      if let note = arguments.value("note") { todo.note = note }
      if arguments.has("no-tags") { todo.tags = [] }
      let tags = try arguments.values("tag").map(TodoIDs.tag)
      if !tags.isEmpty { todo.tags = tags }
      if arguments.has("important") { todo.important = true }
      if arguments.has("not-important") { todo.important = false }
      // `--project NAME` puts the todo in a project (out of any other), `none` takes it out.
      let project: Project?? = try arguments.value("project").map { name in
        name.trimmingSpaces().lowercased() == "none"
          ? .none : try ProjectCommand.find([name], in: journal)
      }
      guard todo != before || project != nil else {
        throw CommandError.usage(TodoEditText.nothingToChange)
      }
      try journal.transaction {
        if todo != before { try journal.updateTodo(todo) }
        if let project { try journal.setTodoProject(todoID: id, projectID: project?.id) }
      }
      var line = edited(todo, context.language)
      if let project = project ?? nil {
        line += ProjectText.linked.text(context.language, project.title)
      }
      context.output.line(line)
    }

    private static func edited(_ todo: Todo, _ language: Language) -> String {
      var parts = [TodoEditText.saved.text(language, String(todo.id), Output.visible(todo.title))]
      if let due = todo.due { parts.append(TodoEditText.due.text(language, due.iso)) }
      if !todo.tags.isEmpty { parts.append(todo.tags.map { "#" + $0 }.joined(separator: " ")) }
      if todo.important { parts.append(TodoEditText.important.text(language)) }
      return parts.joined(separator: " · ")
    }
  }

  /// `daybook todo rm ID…`.
  enum Remove: Command {
    static let name = "rm"
    static func summary(_ language: Language) -> String {
      TodoEditText.removeSummary.text(language)
    }
    static func help(_ language: Language) -> String { TodoEditText.removeHelp.text(language) }
    static let spec = ArgumentSpec()

    static func run(_ arguments: ParsedArguments, context: Context) throws {
      guard !arguments.positionals.isEmpty else {
        throw CommandError.usage(TodoEditText.missingID, name)
      }
      let ids = try arguments.positionals.map(TodoIDs.ids.parse)
      let journal = try context.journal()
      // All or nothing: one unknown id leaves every todo in place.
      let removed = try journal.transaction { () throws -> [Todo] in
        try ids.map { id in
          guard let todo = try journal.todo(id: id) else {
            throw CommandError.failure(TodoEditText.noTodo, String(id))
          }
          try journal.deleteTodo(id: id)
          return todo
        }
      }
      let language = context.language
      for todo in removed {
        context.output.line(
          TodoEditText.removed.text(language, String(todo.id), Output.visible(todo.title)))
      }
    }
  }
}

/// Parsing shared by `todo edit` and `todo rm`.
enum TodoIDs {
  static let ids = RowIDs(
    invalid: TodoEditText.invalidID, missing: TodoEditText.missingID,
    unexpected: TodoEditText.unexpected)

  /// A due day as `todo add` reads it, or `none` to clear it.
  static func due(_ text: String, today: Day) throws(CommandError) -> Day? {
    if text.trimmingSpaces().lowercased() == "none" { return nil }
    guard let day = DueDayParser.parse(text, today: today) else {
      throw .usage(TodoEditText.invalidDue, text)
    }
    return day
  }

  static func tag(_ text: String) throws(CommandError) -> String {
    let tag = String(text.trimmingSpaces().drop { $0 == "#" }).lowercased()
    guard !tag.isEmpty, !tag.contains(where: \.isWhitespace) else {
      throw .usage(TodoEditText.invalidTag, text)
    }
    return tag
  }
}

enum TodoEditText: String, Localized {
  case editSummary, editHelp, removeSummary, removeHelp, bothImportance, emptyTitle
  case nothingToChange, noTodo, missingID, invalidID, unexpected, invalidDue, invalidTag, saved
  case due, important, removed

  var translation: Translation {
    switch self {
    case .editSummary:
      Translation(
        "change a todo's title, due day, note, tags or importance",
        ko: "할 일의 제목, 마감일, 메모, 태그, 중요 표시 바꾸기",
        ja: "やることのタイトル・期限・メモ・タグ・重要を変える")
    case .editHelp:
      Translation(
        """
        Usage: daybook todo edit ID [--title TITLE] [--due DUE] [--note TEXT] [--tag TAG]…
                                    [--no-tags] [--important | --not-important]

        Changes only what is given and prints the todo as saved.

        Options:
          --title TITLE     a new title
          --due DUE         YYYY-MM-DD, today, tomorrow, a weekday (fri), +3d, +2w, +1m,
                            or none to clear it
          --note TEXT       a new note (an empty one clears it)
          --tag TAG         replaces the tags (repeat for more)
          --no-tags         removes every tag
          --important       list it first
          --not-important   no longer important
          --project P       put it in project P (its title or #ID), none takes it out
        """,
        ko: """
          사용법: daybook todo edit 번호 [--title 제목] [--due 마감] [--note 글] [--tag 태그]…
                                         [--no-tags] [--important | --not-important]

          준 것만 바꾸고 저장된 할 일을 보여 줍니다.

          옵션:
            --title 제목      새 제목
            --due 마감        YYYY-MM-DD, today, tomorrow, 요일 (fri), +3d, +2w, +1m,
                              또는 마감일을 지우려면 none
            --note 글         새 메모 (빈 글이면 메모를 지움)
            --tag 태그        태그를 바꿈 (여러 개면 반복)
            --no-tags         태그를 모두 지움
            --important       맨 앞에 보이기
            --not-important   중요 표시 해제
            --project P       프로젝트 P에 넣기 (제목 또는 #번호), none이면 빼기
          """,
        ja: """
          使い方: daybook todo edit 番号 [--title タイトル] [--due 期限] [--note テキスト]
                                         [--tag タグ]… [--no-tags] [--important | --not-important]

          指定したものだけを変え、保存したやることを表示します。

          オプション:
            --title タイトル   新しいタイトル
            --due 期限         YYYY-MM-DD、today、tomorrow、曜日（fri）、+3d、+2w、+1m、
                               または期限を消すなら none
            --note テキスト    新しいメモ（空ならメモを消す）
            --tag タグ         タグを置き換える（複数なら繰り返す）
            --no-tags          タグをすべて外す
            --important        先頭に表示する
            --not-important    重要を外す
            --project P        プロジェクト P に入れる（タイトルか #番号）、none で外す
          """)
    case .removeSummary: Translation("delete todos", ko: "할 일 지우기", ja: "やることを削除")
    case .removeHelp:
      Translation(
        """
        Usage: daybook todo rm ID…

        Deletes the todos (ids as todo list shows them). If one id is unknown, none is deleted.
        """,
        ko: """
          사용법: daybook todo rm 번호…

          할 일을 지웁니다 (todo list가 보여 주는 번호). 없는 번호가 하나라도 있으면 아무것도
          지우지 않습니다.
          """,
        ja: """
          使い方: daybook todo rm 番号…

          やることを削除します（todo list が示す番号）。存在しない番号が一つでもあれば何も
          削除しません。
          """)
    case .bothImportance:
      Translation(
        "--important and --not-important cannot be used together",
        ko: "--important와 --not-important는 함께 쓸 수 없습니다",
        ja: "--important と --not-important は同時に使えません")
    case .emptyTitle:
      Translation("a todo needs a title", ko: "할 일에는 제목이 있어야 합니다", ja: "やることにはタイトルが必要です")
    case .nothingToChange:
      Translation(
        "nothing to change (see daybook todo edit --help)",
        ko: "바꿀 것이 없습니다 (daybook todo edit --help 참고)",
        ja: "変えるものがありません（daybook todo edit --help を参照）")
    case .noTodo:
      Translation(
        "no todo #{0}; nothing changed", ko: "#{0} 할 일이 없습니다. 바뀐 것이 없습니다",
        ja: "#{0} のやることはありません。何も変えていません")
    case .missingID:
      Translation(
        "missing ID (see daybook todo {0} --help)", ko: "번호가 없습니다 (daybook todo {0} --help 참고)",
        ja: "番号がありません（daybook todo {0} --help を参照）")
    case .invalidID:
      Translation(
        "invalid todo id \"{0}\"", ko: "할 일 번호 \"{0}\"이(가) 올바르지 않습니다",
        ja: "やることの番号「{0}」が正しくありません")
    case .unexpected:
      Translation("unexpected argument \"{0}\"", ko: "예상하지 못한 인자 \"{0}\"", ja: "予期しない引数「{0}」")
    case .invalidDue:
      Translation(
        "invalid due day \"{0}\" (expected YYYY-MM-DD, today, tomorrow, a weekday, +3d or none)",
        ko: "마감일 \"{0}\"이(가) 올바르지 않습니다 (YYYY-MM-DD, 12/5, 내일, 금요일, 다음 주 금요일, +3d, none)",
        ja: "期限「{0}」が正しくありません（YYYY-MM-DD、12/5、明日、金曜日、来週の金曜日、+3d、none）")
    case .invalidTag:
      Translation("invalid tag \"{0}\"", ko: "태그 \"{0}\"이(가) 올바르지 않습니다", ja: "タグ「{0}」が正しくありません")
    case .saved: Translation("Saved #{0} {1}", ko: "#{0} {1} 저장함", ja: "#{0} {1} を保存しました")
    case .due: Translation("due {0}", ko: "마감 {0}", ja: "期限 {0}")
    case .important: Translation("important", ko: "중요", ja: "重要")
    case .removed: Translation("Deleted #{0} {1}", ko: "#{0} {1} 지움", ja: "#{0} {1} を削除しました")
    }
  }
}
