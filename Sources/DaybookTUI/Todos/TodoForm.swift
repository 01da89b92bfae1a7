import DaybookCore
import TerminalKit

/// The add/edit form of a todo: typed fields, the due day parsed live, validation.
public struct TodoForm: Equatable, Sendable {
  public enum Field: Int, CaseIterable, Equatable, Sendable {
    case title, note, tags, due, important
  }

  /// The todo being edited (id 0 when adding); fields not in the form are kept from it.
  public var original: Todo
  public var field: Field = .title
  public var title: String
  public var note: String
  public var tags: String
  public var due: String
  public var important: Bool
  /// Set after a save was refused, so the problems show next to their fields.
  public var showsProblems = false

  public init(_ todo: Todo) {
    original = todo
    title = todo.title
    note = todo.note
    tags = todo.tags.map { "#" + $0 }.joined(separator: " ")
    due = todo.due?.iso ?? ""
    important = todo.important
  }

  public var isNew: Bool { original.id == 0 }

  /// The typed due day: nil when blank (no due day), `.failure` when it is not a day.
  public func parsedDue(today: Day) -> Result<Day, DueProblem>? {
    guard !due.trimmingSpaces().isEmpty else { return nil }
    guard let day = DueDayParser.parse(due, today: today) else { return .failure(DueProblem()) }
    return .success(day)
  }

  public struct DueProblem: Error, Equatable {}

  var titleIsMissing: Bool { title.trimmingSpaces().isEmpty }

  /// The todo as typed, or nil while a field is invalid.
  public func todo(today: Day) -> Todo? {
    guard !titleIsMissing else { return nil }
    var todo = original
    switch parsedDue(today: today) {
    case nil: todo.due = nil
    case .success(let day)?: todo.due = day
    case .failure?: return nil
    }
    todo.title = title.trimmingSpaces()
    todo.note = note
    todo.tags = tags.split(whereSeparator: \.isWhitespace)
      .map { String($0.drop { $0 == "#" }).lowercased() }.filter { !$0.isEmpty }
    todo.important = important
    return todo
  }

  /// What a key did to the form.
  enum Outcome: Equatable {
    case editing, cancelled
    case save(Todo)
  }

  /// Applies a key; `today` reads the due day.
  mutating func keyPressed(_ key: Key, today: Day) -> Outcome {
    switch Command(key: key) {
    case .cancel?:
      return .cancelled
    case .save?:
      guard let todo = todo(today: today) else {
        showsProblems = true
        return .editing
      }
      return .save(todo)
    case .nextField?:
      field = Field(rawValue: (field.rawValue + 1) % Field.allCases.count) ?? .title
    case .previousField?:
      let count = Field.allCases.count
      field = Field(rawValue: (field.rawValue + count - 1) % count) ?? .title
    case .enter?:
      if field == .note {
        note.append("\n")
      } else if field == .important {
        important.toggle()
      } else {
        field = Field(rawValue: field.rawValue + 1) ?? .important
      }
    case .toggle? where field == .important:
      important.toggle()
    case .toggle?, nil:
      type(key)
    }
    return .editing
  }

  /// A key that is no command goes to the field: typed text, or x and ! on the checkbox.
  private mutating func type(_ key: Key) {
    switch field {
    case .title: _ = TextInput.apply(key, to: &title)
    case .note:
      if key == .backspace || key == .ctrl("h") {
        if !note.isEmpty { note.removeLast() }
      } else {
        _ = TextInput.apply(key, to: &note)
      }
    case .tags: _ = TextInput.apply(key, to: &tags)
    case .due: _ = TextInput.apply(key, to: &due)
    case .important:
      if key == .character("x") || key == .character("!") { important.toggle() }
    }
  }

  /// The form's commands, each with its keys and help; the form's key line, the footer and
  /// the help are drawn from them. Only the keys that type nothing are commands: printable
  /// keys, Backspace and the line-editing keys go to the field being typed in. Space is the
  /// one exception: on the Important checkbox it toggles, in a text field it types a space.
  public enum Command: KeyCommand, Sendable {
    case nextField, previousField, enter, toggle, save, cancel

    public func binding(_ language: Language) -> KeyBinding {
      switch self {
      case .nextField:
        KeyBinding(keys: ["Tab", "Down"], help: TodoText.keyNextField.text(language), label: "Tab")
      case .previousField:
        KeyBinding(
          keys: ["Shift-Tab", "Up"], help: TodoText.keyPreviousField.text(language),
          label: "Shift-Tab")
      case .enter: KeyBinding(keys: ["Enter"], help: TodoText.keyFormEnter.text(language))
      case .toggle: KeyBinding(keys: ["Space"], help: TodoText.keyToggle.text(language))
      case .save: KeyBinding(keys: ["Ctrl-S"], help: TodoText.keySave.text(language))
      case .cancel: KeyBinding(keys: ["Esc"], help: TodoText.keyCancel.text(language))
      }
    }

    /// The commands the form's key line shows; the rest are in the help.
    static let keyLine: [Command] = [.nextField, .toggle, .save, .cancel]
  }

  /// The form's key line, for the form, the footer and the help.
  static func keyLine(_ language: Language) -> [KeyBinding] {
    Command.keyLine.map { $0.binding(language) }
  }

  mutating func paste(_ text: String) {
    switch field {
    case .title: title += TextInput.singleLine(text)
    case .note: note += text
    case .tags: tags += TextInput.singleLine(text)
    case .due: due += TextInput.singleLine(text)
    case .important: break
    }
  }
}
