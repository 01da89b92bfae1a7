import DaybookCore
import TerminalKit

/// The projects screen (`P`): every project with its status and progress, filtered by
/// status; add, rename, move through the statuses, add a line to the notes, and open the
/// todo screen on a project's todos.
public enum ProjectsFeature {
  /// Which projects are listed; `f` goes round them.
  public enum Filter: CaseIterable, Equatable, Sendable {
    /// Planned and active.
    case open, all, planned, active, done, dropped

    /// The statuses it lists.
    public var statuses: Set<ProjectStatus> {
      switch self {
      case .open: [.planned, .active]
      case .all: Set(ProjectStatus.allCases)
      case .planned: [.planned]
      case .active: [.active]
      case .done: [.done]
      case .dropped: [.dropped]
      }
    }
  }

  /// A one-line field at the bottom of the screen.
  public enum Input: Equatable, Sendable {
    /// The title of a new project.
    case add(String)
    /// A new title for the selected project.
    case rename(String)
    /// A line to add to the selected project's notes.
    case note(String)

    var text: String {
      switch self {
      case .add(let text), .rename(let text), .note(let text): text
      }
    }

    func with(_ text: String) -> Input {
      switch self {
      case .add: .add(text)
      case .rename: .rename(text)
      case .note: .note(text)
      }
    }
  }

  /// One listed project.
  public struct Row: Equatable, Sendable {
    public var project: Project
    public var progress: ProjectProgress

    public init(project: Project, progress: ProjectProgress) {
      self.project = project
      self.progress = progress
    }
  }

  public struct State: Equatable, Sendable {
    /// Every project, as loaded (active first, then planned, done, dropped).
    public var all: [Row] = []
    public var filter: Filter = .open
    /// The selected project, kept by id so it follows its row.
    public var selection: RowID?
    public var input: Input?
    public var isLoaded = false

    public init() {}

    /// The rows the filter lets through.
    public var rows: [Row] { all.filter { filter.statuses.contains($0.project.status) } }

    /// The selected row, when the filter shows it.
    public var selected: Row? { rows.first { $0.project.id == selection } }
  }

  public enum Action: Equatable, Sendable {
    case key(Key)
    case pasted(String)
    case loaded([Row])
    /// A change was saved; the list reloads.
    case changed(ProjectChange)
  }

  public enum Output: Equatable, Sendable {
    case load
    case change(ProjectChange)
    /// The todo screen, on this project's todos.
    case openTodos(RowID, title: String)
    case close
    case status(String)
  }

  /// The list's commands, each with its keys and help text.
  public enum Command: KeyCommand, Sendable {
    case previous, next, filter, add, rename, cycleStatus, note, openTodos, close

    public func binding(_ language: Language) -> KeyBinding {
      let (keys, help): ([String], ProjectsText) =
        switch self {
        case .previous: (["Up", "k"], .keyPrevious)
        case .next: (["Down", "j"], .keyNext)
        case .filter: (["f"], .keyFilter)
        case .add: (["a"], .keyAdd)
        case .rename: (["r"], .keyRename)
        case .cycleStatus: (["s"], .keyStatus)
        case .note: (["n"], .keyNote)
        case .openTodos: (["Enter"], .keyTodos)
        case .close: (["Esc", "q", "P"], .keyClose)
        }
      return KeyBinding(keys: keys, help: help.text(language))
    }
  }

  /// The commands while a field is typed in; printable keys and the line-editing keys go to
  /// the field.
  public enum InputCommand: KeyCommand, Sendable {
    case save, cancel

    public func binding(_ language: Language) -> KeyBinding {
      switch self {
      case .save: KeyBinding(keys: ["Enter"], help: ProjectsText.keySave.text(language))
      case .cancel: KeyBinding(keys: ["Esc"], help: ProjectsText.keyCancel.text(language))
      }
    }
  }

  public static func keymap(_ state: State, _ language: Language) -> [KeyBinding] {
    state.input == nil ? Command.keymap(language) : InputCommand.keymap(language)
  }

  public static func reduce(into state: inout State, action: Action, language: Language)
    -> [Output]
  {
    switch action {
    case .key(let key):
      if let input = state.input { return inputKey(key, input, &state, language) }
      guard let command = Command(key: key) else { return [] }
      return run(command, &state, language)

    case .pasted(let text):
      guard let input = state.input else { return [] }
      state.input = input.with(input.text + TextInput.singleLine(text))
      return []

    case .loaded(let rows):
      state.all = rows
      state.isLoaded = true
      keepSelectionValid(&state)
      return []

    case .changed(let change):
      switch change {
      case .add(let title):
        state.selection = nil
        return [.status(ProjectsText.added.text(language, title)), .load]
      case .update(let project, _):
        state.selection = project.id
        return [
          .status(
            ProjectsText.saved.text(
              language, project.title, ProjectStatusText(project.status).text(language))),
          .load,
        ]
      }
    }
  }

  private static func run(_ command: Command, _ state: inout State, _ language: Language)
    -> [Output]
  {
    let rows = state.rows
    let index = rows.firstIndex { $0.project.id == state.selection } ?? 0
    switch command {
    case .close:
      return [.close]
    case .previous, .next:
      guard !rows.isEmpty else { return [] }
      let target = command == .next ? min(index + 1, rows.count - 1) : max(index - 1, 0)
      state.selection = rows[target].project.id
      return []
    case .filter:
      let all = Filter.allCases
      state.filter = all[((all.firstIndex(of: state.filter) ?? 0) + 1) % all.count]
      keepSelectionValid(&state)
      return []
    case .add:
      state.input = .add("")
      return []
    case .rename, .note, .cycleStatus, .openTodos:
      guard let row = state.selected else {
        return [.status(ProjectsText.noneSelected.text(language))]
      }
      let project = row.project
      switch command {
      case .rename:
        state.input = .rename(project.title)
        return []
      case .note:
        state.input = .note("")
        return []
      case .openTodos:
        return [.openTodos(project.id, title: project.title)]
      default:
        let all = ProjectStatus.allCases
        var changed = project
        changed.status = all[((all.firstIndex(of: project.status) ?? 0) + 1) % all.count]
        return [.change(.update(changed, from: project))]
      }
    }
  }

  private static func inputKey(
    _ key: Key, _ input: Input, _ state: inout State, _ language: Language
  ) -> [Output] {
    switch InputCommand(key: key) {
    case .cancel?:
      state.input = nil
      return []
    case .save?:
      let text = input.text.trimmingSpaces()
      switch input {
      case .add:
        guard !text.isEmpty else { return [.status(ProjectsText.needsTitle.text(language))] }
        guard !state.all.contains(where: { $0.project.title.lowercased() == text.lowercased() })
        else { return [.status(ProjectsText.titleTaken.text(language, text))] }
        state.input = nil
        return [.change(.add(title: text))]
      case .rename:
        guard let project = state.selected?.project else {
          state.input = nil
          return []
        }
        guard !text.isEmpty else { return [.status(ProjectsText.needsTitle.text(language))] }
        guard
          !state.all.contains(where: {
            $0.project.id != project.id && $0.project.title.lowercased() == text.lowercased()
          })
        else { return [.status(ProjectsText.titleTaken.text(language, text))] }
        state.input = nil
        guard text != project.title else { return [] }
        var changed = project
        changed.title = text
        return [.change(.update(changed, from: project))]
      case .note:
        state.input = nil
        guard let project = state.selected?.project, !text.isEmpty else { return [] }
        var changed = project
        changed.notes = project.notes.isEmpty ? text : project.notes + "\n" + text
        return [.change(.update(changed, from: project))]
      }
    case nil:
      var text = input.text
      if TextInput.apply(key, to: &text) { state.input = input.with(text) }
      return []
    }
  }

  private static func keepSelectionValid(_ state: inout State) {
    let rows = state.rows
    if let selection = state.selection, rows.contains(where: { $0.project.id == selection }) {
      return
    }
    state.selection = rows.first?.project.id
  }
}

/// A change to a project asked for by the projects screen.
public enum ProjectChange: Equatable, Sendable {
  /// A new planned project.
  case add(title: String)
  /// Saves a project edited from `from` (the project as the screen had it); the journal
  /// merges it field by field with what is stored.
  case update(Project, from: Project)
}
