import DaybookCore

/// `daybook todo …`: todos with due days, sorted into the Today buckets.
enum TodoCommand: CommandGroup {
  static let name = "todo"
  static let summary = Text.summary
  static var help: String { Text.help + "\n" + subcommandList }
  static var subcommands: [any Command.Type] {
    [Add.self, List.self, Done.self, Undone.self, Edit.self, Remove.self]
  }

  enum Add: Command {
    static let name = "add"
    static let summary = Text.addSummary
    static let help = Text.addHelp
    static let spec = ArgumentSpec(flags: ["important"], options: ["due", "tag", "note"])

    static func run(_ arguments: ParsedArguments, context: Context) throws {
      let title = arguments.positionals.joined(separator: " ").trimmingSpaces()
      guard !title.isEmpty else { throw CommandError.usage(Text.missingTitle) }
      let today = context.today
      let due = try arguments.value("due").map { text throws(CommandError) -> Day in
        guard let day = DueDayParser.parse(text, today: today) else {
          throw .usage(Text.invalidDue(text))
        }
        return day
      }
      let tags = try arguments.values("tag").map { text throws(CommandError) -> String in
        let tag = String(text.trimmingSpaces().drop { $0 == "#" }).lowercased()
        guard !tag.isEmpty, !tag.contains(where: \.isWhitespace) else {
          throw .usage(Text.invalidTag(text))
        }
        return tag
      }
      let todo = Todo(
        title: title, note: arguments.value("note") ?? "", tags: tags, due: due,
        important: arguments.has("important"))
      let saved = try context.journal().addTodo(todo, at: context.now)
      context.output.line(Text.added(saved.id, saved.title, due: saved.due))
    }
  }

  enum List: Command {
    static let name = "list"
    static let summary = Text.listSummary
    static let help = Text.listHelp
    static let spec = ArgumentSpec(flags: ["all", "json"])

    struct TodoJSON: Encodable {
      var id: RowID
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
        throw CommandError.usage(Text.unexpected(word))
      }
      let today = context.today
      let todos = try context.journal().todos(includeDone: arguments.has("all"))
      let output = context.output
      if arguments.has("json") {
        try output.json(todos.map {
          TodoJSON(
            id: $0.id, title: $0.title, note: $0.note, tags: $0.tags, due: $0.due,
            important: $0.important, done: $0.isDone, doneAt: $0.doneAt,
            bucket: TodoSchedule.dueBucket(for: $0, today: today).map(bucketKey))
        })
        return
      }
      guard !todos.isEmpty else {
        output.line(arguments.has("all") ? Text.noTodos : Text.noOpenTodos)
        return
      }
      let buckets = TodoSchedule.buckets(todos, today: today)
      var sections: [(String, [Todo])] = TodoBucket.allCases.map {
        (Text.bucketTitle($0), buckets[$0] ?? [])
      }
      sections.append((Text.doneTitle, todos.filter(\.isDone)))
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
        (todo.isDone ? Text.doneMark(unicode) : todo.important ? Text.importantMark : "  ")
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
    static let summary = Text.doneSummary
    static let help = Text.doneHelp
    static let spec = ArgumentSpec()

    static func run(_ arguments: ParsedArguments, context: Context) throws {
      let ids = try parseIDs(arguments.positionals, subcommand: name)
      let journal = try context.journal()
      let now = context.now
      let lines = try journal.transaction { () throws -> [String] in
        try ids.map { id in
          guard let todo = try journal.todo(id: id) else {
            throw CommandError.failure(Text.noTodo(id))
          }
          if todo.isDone { return Text.alreadyDone(todo.id, todo.title) }
          try journal.setTodoDone(id: id, at: now)
          return Text.markedDone(todo.id, todo.title)
        }
      }
      for line in lines { context.output.line(line) }
    }
  }

  enum Undone: Command {
    static let name = "undone"
    static let summary = Text.undoneSummary
    static let help = Text.undoneHelp
    static let spec = ArgumentSpec()

    static func run(_ arguments: ParsedArguments, context: Context) throws {
      let ids = try parseIDs(arguments.positionals, subcommand: name)
      let journal = try context.journal()
      let lines = try journal.transaction { () throws -> [String] in
        try ids.map { id in
          guard let todo = try journal.todo(id: id) else {
            throw CommandError.failure(Text.noTodo(id))
          }
          if !todo.isDone { return Text.notDone(todo.id, todo.title) }
          try journal.setTodoDone(id: id, at: nil)
          return Text.reopened(todo.id, todo.title)
        }
      }
      for line in lines { context.output.line(line) }
    }
  }

  /// `3`, `#3`: the ids of todos as `todo list` shows them.
  private static func parseIDs(_ words: [String], subcommand: String) throws(CommandError)
    -> [RowID]
  {
    guard !words.isEmpty else { throw .usage(Text.missingID(subcommand)) }
    return try words.map { word throws(CommandError) -> RowID in
      let digits = word.hasPrefix("#") ? String(word.dropFirst()) : word
      guard let id = RowID(digits), id > 0 else { throw .usage(Text.invalidID(word)) }
      return id
    }
  }
}

private enum Text {
  static let summary = "add, list, edit, finish and delete todos"
  static let help = """
    Usage: daybook todo SUBCOMMAND [ARGS…]   (daybook todo SUBCOMMAND --help for more)

    Subcommands:
    """
  static let addSummary = "add a todo"
  static let addHelp = """
    Usage: daybook todo add TITLE… [--due DUE] [--tag TAG]… [--important] [--note TEXT]

    Adds a todo and prints its id and due day.

    Options:
      --due DUE      YYYY-MM-DD, today, tomorrow, a weekday (fri: the next one),
                     or +3d, +2w, +1m
      --tag TAG      a tag (repeat for more)
      --important    list it first
      --note TEXT    a longer note
    """
  static let listSummary = "list open todos by when they are due"
  static let listHelp = """
    Usage: daybook todo list [--all] [--json]

    Open todos grouped as Overdue, Today, Next 7 days, Later and No date, with their ids.

    Options:
      --all    also list finished todos
      --json   print a JSON array instead
    """
  static let doneSummary = "mark todos done"
  static let doneHelp = """
    Usage: daybook todo done ID…

    Marks the todos done now (ids as todo list shows them; #3 or 3). Unknown ids change
    nothing.
    """
  static let undoneSummary = "mark todos open again"
  static let undoneHelp = """
    Usage: daybook todo undone ID…

    Marks finished todos open again.
    """
  static let missingTitle = "missing TITLE (see daybook todo add --help)"
  static func invalidDue(_ text: String) -> String {
    "invalid due day \"\(text)\" (expected YYYY-MM-DD, today, tomorrow, a weekday or +3d)"
  }
  static func invalidTag(_ text: String) -> String { "invalid tag \"\(text)\"" }
  static func added(_ id: RowID, _ title: String, due: Day?) -> String {
    let base = "Added #\(id) \(title)"
    guard let due else { return base }
    return base + " · due \(weekdayName(due.weekday)) \(due.iso)"
  }
  static func weekdayName(_ weekday: Weekday) -> String {
    switch weekday {
    case .monday: "Mon"
    case .tuesday: "Tue"
    case .wednesday: "Wed"
    case .thursday: "Thu"
    case .friday: "Fri"
    case .saturday: "Sat"
    case .sunday: "Sun"
    }
  }
  static func unexpected(_ word: String) -> String { "unexpected argument \"\(word)\"" }
  static let noTodos = "No todos."
  static let noOpenTodos = "No open todos."
  static func bucketTitle(_ bucket: TodoBucket) -> String {
    switch bucket {
    case .overdue: "Overdue"
    case .today: "Today"
    case .next7Days: "Next 7 days"
    case .later: "Later"
    case .undated: "No date"
    }
  }
  static let doneTitle = "Done"
  static func doneMark(_ unicode: Bool) -> String { unicode ? "✓ " : "x " }
  static let importantMark = "! "
  static func missingID(_ subcommand: String) -> String {
    "missing ID (see daybook todo \(subcommand) --help)"
  }
  static func invalidID(_ word: String) -> String { "invalid todo id \"\(word)\"" }
  static func noTodo(_ id: RowID) -> String { "no todo #\(id); nothing changed" }
  static func alreadyDone(_ id: RowID, _ title: String) -> String {
    "#\(id) \(title) was already done"
  }
  static func markedDone(_ id: RowID, _ title: String) -> String { "Done #\(id) \(title)" }
  static func notDone(_ id: RowID, _ title: String) -> String { "#\(id) \(title) is not done" }
  static func reopened(_ id: RowID, _ title: String) -> String { "Reopened #\(id) \(title)" }
}
