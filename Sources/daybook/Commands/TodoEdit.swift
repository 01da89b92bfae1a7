import DaybookCore

extension TodoCommand {
  /// `daybook todo edit ID [--title …] [--due …] [--note …] [--tag …] [--important]`.
  enum Edit: Command {
    static let name = "edit"
    static func summary(_ language: Language) -> String { EditText.editSummary }
    static func help(_ language: Language) -> String { EditText.editHelp }
    static let spec = ArgumentSpec(
      flags: ["important", "not-important", "no-tags"], options: ["title", "due", "note", "tag"])

    static func run(_ arguments: ParsedArguments, context: Context) throws {
      let id = try TodoIDs.single(arguments.positionals, subcommand: name)
      if arguments.has("important") && arguments.has("not-important") {
        throw CommandError.usage(verbatim: EditText.bothImportance)
      }
      let journal = try context.journal()
      guard var todo = try journal.todo(id: id) else {
        throw CommandError.failure(verbatim: EditText.noTodo(id))
      }
      let before = todo
      if let title = arguments.value("title") {
        let trimmed = title.trimmingSpaces()
        guard !trimmed.isEmpty else { throw CommandError.usage(verbatim: EditText.emptyTitle) }
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
      guard todo != before else { throw CommandError.usage(verbatim: EditText.nothingToChange) }
      try journal.updateTodo(todo)
      context.output.line(EditText.edited(todo))
    }
  }

  /// `daybook todo rm ID…`.
  enum Remove: Command {
    static let name = "rm"
    static func summary(_ language: Language) -> String { EditText.removeSummary }
    static func help(_ language: Language) -> String { EditText.removeHelp }
    static let spec = ArgumentSpec()

    static func run(_ arguments: ParsedArguments, context: Context) throws {
      guard !arguments.positionals.isEmpty else {
        throw CommandError.usage(verbatim: EditText.missingID(name))
      }
      let ids = try arguments.positionals.map(TodoIDs.parse)
      let journal = try context.journal()
      // All or nothing: one unknown id leaves every todo in place.
      let removed = try journal.transaction { () throws -> [Todo] in
        try ids.map { id in
          guard let todo = try journal.todo(id: id) else {
            throw CommandError.failure(verbatim: EditText.noTodo(id))
          }
          try journal.deleteTodo(id: id)
          return todo
        }
      }
      for todo in removed { context.output.line(EditText.removed(todo)) }
    }
  }
}

/// Parsing shared by `todo edit` and `todo rm`.
enum TodoIDs {
  /// `3` or `#3`.
  static func parse(_ word: String) throws(CommandError) -> RowID {
    let digits = word.hasPrefix("#") ? String(word.dropFirst()) : word
    guard let id = RowID(digits), id > 0 else { throw .usage(verbatim: EditText.invalidID(word)) }
    return id
  }

  static func single(_ words: [String], subcommand: String) throws(CommandError) -> RowID {
    guard let first = words.first else { throw .usage(verbatim: EditText.missingID(subcommand)) }
    if words.count > 1 { throw .usage(verbatim: EditText.unexpected(words[1])) }
    return try parse(first)
  }

  /// A due day as `todo add` reads it, or `none` to clear it.
  static func due(_ text: String, today: Day) throws(CommandError) -> Day? {
    if text.trimmingSpaces().lowercased() == "none" { return nil }
    guard let day = DueDayParser.parse(text, today: today) else {
      throw .usage(verbatim: EditText.invalidDue(text))
    }
    return day
  }

  static func tag(_ text: String) throws(CommandError) -> String {
    let tag = String(text.trimmingSpaces().drop { $0 == "#" }).lowercased()
    guard !tag.isEmpty, !tag.contains(where: \.isWhitespace) else {
      throw .usage(verbatim: EditText.invalidTag(text))
    }
    return tag
  }
}

private enum EditText {
  static let editSummary = "change a todo's title, due day, note, tags or importance"
  static let editHelp = """
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
    """
  static let removeSummary = "delete todos"
  static let removeHelp = """
    Usage: daybook todo rm ID…

    Deletes the todos (ids as todo list shows them). If one id is unknown, none is deleted.
    """
  static let bothImportance = "--important and --not-important cannot be used together"
  static let emptyTitle = "a todo needs a title"
  static let nothingToChange = "nothing to change (see daybook todo edit --help)"
  static func noTodo(_ id: RowID) -> String { "no todo #\(id); nothing changed" }
  static func missingID(_ subcommand: String) -> String {
    "missing ID (see daybook todo \(subcommand) --help)"
  }
  static func invalidID(_ word: String) -> String { "invalid todo id \"\(word)\"" }
  static func unexpected(_ word: String) -> String { "unexpected argument \"\(word)\"" }
  static func invalidDue(_ text: String) -> String {
    "invalid due day \"\(text)\" (expected YYYY-MM-DD, today, tomorrow, a weekday, +3d or none)"
  }
  static func invalidTag(_ text: String) -> String { "invalid tag \"\(text)\"" }
  static func edited(_ todo: Todo) -> String {
    var parts = ["Saved #\(todo.id) \(Output.visible(todo.title))"]
    if let due = todo.due { parts.append("due \(due.iso)") }
    if !todo.tags.isEmpty { parts.append(todo.tags.map { "#" + $0 }.joined(separator: " ")) }
    if todo.important { parts.append("important") }
    return parts.joined(separator: " · ")
  }
  static func removed(_ todo: Todo) -> String {
    "Deleted #\(todo.id) \(Output.visible(todo.title))"
  }
}
