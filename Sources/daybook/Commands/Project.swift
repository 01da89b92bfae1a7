import DaybookCore

/// `daybook project …`: the dev log's projects, their status, notes and linked todos.
enum ProjectCommand: CommandGroup {
  static let name = "project"
  static func summary(_ language: Language) -> String { ProjectText.summary.text(language) }
  static func help(_ language: Language) -> String {
    ProjectText.help.text(language) + "\n" + subcommandList(language)
  }
  static var subcommands: [any Command.Type] {
    [Add.self, List.self, Show.self, Edit.self, Done.self]
  }

  enum Add: Command {
    static let name = "add"
    static func summary(_ language: Language) -> String { ProjectText.addSummary.text(language) }
    static func help(_ language: Language) -> String { ProjectText.addHelp.text(language) }
    static let spec = ArgumentSpec(options: ["status", "notes"])

    static func run(_ arguments: ParsedArguments, context: Context) throws {
      let title = arguments.positionals.joined(separator: " ").trimmingSpaces()
      guard !title.isEmpty else { throw CommandError.usage(ProjectText.missingTitle) }
      let status = try arguments.value("status").map(ProjectCommand.status) ?? .planned
      let journal = try context.journal()
      if try journal.project(titled: title) != nil {
        throw CommandError.failure(ProjectText.titleTaken, title)
      }
      let saved = try journal.addProject(
        Project(title: title, status: status, notes: arguments.value("notes") ?? ""),
        at: context.now)
      let language = context.language
      context.output.line(
        ProjectText.added.text(
          language, String(saved.id), saved.title, ProjectCommand.statusName(saved.status, language)
        ))
    }
  }

  enum List: Command {
    static let name = "list"
    static func summary(_ language: Language) -> String { ProjectText.listSummary.text(language) }
    static func help(_ language: Language) -> String { ProjectText.listHelp.text(language) }
    static let spec = ArgumentSpec(flags: ["all", "json"], options: ["status"])

    struct ProjectJSON: Encodable {
      var id: RowID
      /// The stable id (the same in every copy of the journal).
      var uid: String?
      var title: String
      var status: ProjectStatus
      var notes: String
      var done: Int
      var total: Int
    }

    static func run(_ arguments: ParsedArguments, context: Context) throws {
      if let word = arguments.positionals.first {
        throw CommandError.usage(ProjectText.unexpected, word)
      }
      var statuses: Set<ProjectStatus>? = [.planned, .active]
      if arguments.has("all") { statuses = nil }
      let chosen = try arguments.values("status").map(ProjectCommand.status)
      if !chosen.isEmpty { statuses = Set(chosen) }
      let journal = try context.journal()
      let projects = try journal.projects(statuses: statuses)
      let progress = try journal.projectProgress()
      let output = context.output
      if arguments.has("json") {
        let uids = try journal.recordIDs(.project, of: projects.map(\.id))
        try output.json(
          projects.map {
            let step = progress[$0.id] ?? ProjectProgress()
            return ProjectJSON(
              id: $0.id, uid: uids[$0.id], title: $0.title, status: $0.status, notes: $0.notes,
              done: step.done, total: step.total)
          })
        return
      }
      let language = context.language
      guard !projects.isEmpty else {
        output.line(ProjectText.noProjects.text(language))
        return
      }
      let rows = projects.map { project -> [String] in
        let step = progress[project.id] ?? ProjectProgress()
        return [
          "#\(project.id)", ProjectCommand.statusName(project.status, language),
          output.bar(step.fraction) + " \(step.done)/\(step.total)", Output.visible(project.title),
        ]
      }
      for line in Output.table(rows) { output.line(line) }
    }
  }

  enum Show: Command {
    static let name = "show"
    static func summary(_ language: Language) -> String { ProjectText.showSummary.text(language) }
    static func help(_ language: Language) -> String { ProjectText.showHelp.text(language) }
    static let spec = ArgumentSpec(flags: ["history"])

    static func run(_ arguments: ParsedArguments, context: Context) throws {
      let journal = try context.journal()
      let project = try ProjectCommand.find(arguments.positionals, in: journal)
      let language = context.language
      let output = context.output
      let step = try journal.projectProgress()[project.id] ?? ProjectProgress()
      output.line("#\(project.id) " + Output.visible(project.title))
      output.line(
        ProjectText.statusLine.text(
          language, ProjectCommand.statusName(project.status, language),
          output.bar(step.fraction), String(step.done), String(step.total)))
      if !project.notes.isEmpty {
        output.line()
        for line in project.notes.split(separator: "\n", omittingEmptySubsequences: false) {
          output.line("  " + Output.visible(String(line)))
        }
      }
      let todos = try journal.todos(inProject: project.id)
      output.line()
      output.line(ProjectText.todosTitle.text(language, String(todos.count)))
      for todo in todos {
        let mark = todo.isDone ? (output.unicode ? "✓" : "x") : " "
        let due = todo.due.map { "  " + $0.iso } ?? ""
        output.line("  [\(mark)] #\(todo.id) " + Output.visible(todo.title) + due)
      }
      guard arguments.has("history") else { return }
      let revisions = try journal.projectRevisions(of: project.id)
      output.line()
      output.line(ProjectText.historyTitle.text(language, String(revisions.count)))
      for revision in revisions.reversed() {
        output.line("  " + LocalTime.text(of: revision.savedAt))
        for line in revision.notes.split(separator: "\n", omittingEmptySubsequences: false) {
          output.line("    " + Output.visible(String(line)))
        }
      }
    }
  }

  enum Edit: Command {
    static let name = "edit"
    static func summary(_ language: Language) -> String { ProjectText.editSummary.text(language) }
    static func help(_ language: Language) -> String { ProjectText.editHelp.text(language) }
    static let spec = ArgumentSpec(options: ["title", "status", "notes", "append"])

    static func run(_ arguments: ParsedArguments, context: Context) throws {
      let journal = try context.journal()
      let original = try ProjectCommand.find(arguments.positionals, in: journal)
      var project = original
      if let title = arguments.value("title") {
        let trimmed = title.trimmingSpaces()
        guard !trimmed.isEmpty else { throw CommandError.usage(ProjectText.missingTitle) }
        if let other = try journal.project(titled: trimmed), other.id != original.id {
          throw CommandError.failure(ProjectText.titleTaken, trimmed)
        }
        project.title = trimmed
      }
      if let status = arguments.value("status") {
        project.status = try ProjectCommand.status(status)
      }
      if let notes = arguments.value("notes") { project.notes = notes }
      if let more = arguments.value("append") {
        project.notes = project.notes.isEmpty ? more : project.notes + "\n" + more
      }
      guard project != original else {
        throw CommandError.usage(ProjectText.nothingToChange)
      }
      let saved = try journal.updateProject(
        project, from: original, at: context.now, language: context.language)
      context.output.line(
        ProjectText.updated.text(
          context.language, String(saved.id), saved.title,
          ProjectCommand.statusName(saved.status, context.language)))
    }
  }

  enum Done: Command {
    static let name = "done"
    static func summary(_ language: Language) -> String { ProjectText.doneSummary.text(language) }
    static func help(_ language: Language) -> String { ProjectText.doneHelp.text(language) }
    static let spec = ArgumentSpec()

    static func run(_ arguments: ParsedArguments, context: Context) throws {
      let journal = try context.journal()
      let project = try ProjectCommand.find(arguments.positionals, in: journal)
      let saved = try journal.setProjectStatus(id: project.id, .done, at: context.now)
      context.output.line(
        ProjectText.updated.text(
          context.language, String(saved.id), saved.title,
          ProjectCommand.statusName(saved.status, context.language)))
    }
  }

  /// The project named by the words: its title (any case) or `#3` / `3`.
  static func find(_ words: [String], in journal: Journal) throws -> Project {
    let name = words.joined(separator: " ").trimmingSpaces()
    guard !name.isEmpty else { throw CommandError.usage(ProjectText.missingProject) }
    if let project = try journal.project(titled: name) { return project }
    let digits = name.hasPrefix("#") ? String(name.dropFirst()) : name
    if let id = RowID(digits), let project = try journal.project(id: id) { return project }
    throw CommandError.failure(ProjectText.noProject, name)
  }

  /// A status from its English name or its name in any language.
  static func status(_ word: String) throws(CommandError) -> ProjectStatus {
    let folded = word.trimmingSpaces().lowercased()
    for status in ProjectStatus.allCases {
      if status.rawValue == folded
        || Language.allCases.contains(where: { statusName(status, $0) == folded })
      {
        return status
      }
    }
    throw .usage(ProjectText.invalidStatus, word)
  }

  static func statusName(_ status: ProjectStatus, _ language: Language) -> String {
    ProjectStatusText(status).text(language)
  }
}
