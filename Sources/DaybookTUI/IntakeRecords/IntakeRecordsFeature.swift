import DaybookCore
import TerminalKit

/// The intake records of one day (`I` on the Today pane, for the calendar's day): the list
/// with the day's totals against the goal, a form to add or edit, delete with undo.
public enum IntakeRecordsFeature {
  /// A record with its local wall-clock time, read by the shell when it loads the day.
  public struct Record: Equatable, Sendable {
    public var intake: Intake
    public var hour: Int
    public var minute: Int

    public init(intake: Intake, hour: Int, minute: Int) {
      self.intake = intake
      self.hour = hour
      self.minute = minute
    }

    /// `HH:MM`.
    public var clockText: String {
      (hour < 10 ? "0" : "") + String(hour) + ":" + (minute < 10 ? "0" : "") + String(minute)
    }
  }

  public struct State: Equatable, Sendable {
    public var day: Day
    public var goal: GoalSettings
    public var records: [Record] = []
    public var isLoaded = false
    /// The selected row.
    public var cursor = 0
    public var form: IntakeRecordForm?
    /// The last deleted record, for `u`.
    public var deleted: Intake?
    /// The wall-clock time a new record starts at (now, when the day is today; else noon).
    public var newRecordTime: String

    public init(day: Day, goal: GoalSettings = GoalSettings(), newRecordTime: String = "12:00") {
      self.day = day
      self.goal = goal
      self.newRecordTime = newRecordTime
    }

    public var selected: Record? { records.indices.contains(cursor) ? records[cursor] : nil }

    /// The day's intake summed per kind.
    public var totals: IntakeTotals {
      var totals = IntakeTotals.zero
      for record in records { totals.add(record.intake, settings: goal) }
      return totals
    }
  }

  public enum Action: Equatable, Sendable {
    case key(Key)
    case pasted(String)
    /// The day's records arrived, with the goal they are measured against and the time a
    /// new record starts at.
    case loaded(day: Day, records: [Record], goal: GoalSettings, newRecordTime: String)
    /// A change was saved; the list reloads.
    case changed(IntakeRecordChange)
  }

  public enum Output: Equatable, Sendable {
    case load(Day)
    case change(IntakeRecordChange)
    case close
    case status(String)
  }

  /// The list's commands, each with its keys and help; the reducer matches on them and the
  /// screen's key line, the footer and the help are drawn from them.
  public enum Command: KeyCommand, Sendable {
    case up, down, first, last, add, edit, delete, undo, close

    public func binding(_ language: Language) -> KeyBinding {
      switch self {
      case .up: KeyBinding(keys: ["Up", "k"], help: IntakeRecordsText.keyUp.text(language))
      case .down: KeyBinding(keys: ["Down", "j"], help: IntakeRecordsText.keyDown.text(language))
      case .first:
        KeyBinding(keys: ["Home", "g"], help: IntakeRecordsText.keyFirst.text(language))
      case .last: KeyBinding(keys: ["End", "G"], help: IntakeRecordsText.keyLast.text(language))
      case .add: KeyBinding(keys: ["a"], help: IntakeRecordsText.keyAdd.text(language))
      case .edit:
        KeyBinding(
          keys: ["e", "Enter"], help: IntakeRecordsText.keyEdit.text(language), label: "e")
      case .delete:
        KeyBinding(
          keys: ["d", "Del"], help: IntakeRecordsText.keyDelete.text(language), label: "d")
      case .undo: KeyBinding(keys: ["u"], help: IntakeRecordsText.keyUndo.text(language))
      case .close:
        KeyBinding(
          keys: ["Esc", "q", "I"], help: IntakeRecordsText.keyClose.text(language), label: "Esc")
      }
    }

    /// The commands the screen's own key line shows.
    static let keyLine: [Command] = [.add, .edit, .delete, .undo, .close]
  }

  /// Every key of the list, for the help.
  public static func keymap(_ language: Language) -> [KeyBinding] {
    Command.keymap(language)
  }

  /// The screen's key line, inside its box.
  static func keyLine(_ language: Language) -> [KeyBinding] {
    Command.keyLine.map { $0.binding(language) }
  }

  /// The footer's keys: moving, then the key line.
  static func footerKeys(_ language: Language) -> [KeyBinding] {
    [Command.up.binding(language), Command.down.binding(language)] + keyLine(language)
  }

  public static func reduce(into state: inout State, action: Action, language: Language)
    -> [Output]
  {
    switch action {
    case .key(let key):
      if state.form != nil { return formKey(key, &state) }
      return listKey(key, &state, language)

    case .pasted(let text):
      state.form?.paste(text)
      return []

    case let .loaded(day, records, goal, newRecordTime):
      guard day == state.day else { return [] }
      // The selection follows its record, which an edited time may have moved.
      let selectedID = state.selected?.intake.id
      state.records = records
      if let index = records.firstIndex(where: { $0.intake.id == selectedID }) {
        state.cursor = index
      }
      state.goal = goal
      state.newRecordTime = newRecordTime
      state.isLoaded = true
      state.cursor = min(state.cursor, max(0, records.count - 1))
      return []

    case .changed(let change):
      var outputs: [Output] = []
      switch change {
      case .save(let draft):
        outputs.append(.status(IntakeRecordsText.saved.text(language, describe(draft, language))))
      case .delete(let intake):
        state.deleted = intake
        outputs.append(
          .status(IntakeRecordsText.deleted.text(language, describe(intake, language))))
      case .restore(let intake):
        state.deleted = nil
        outputs.append(
          .status(IntakeRecordsText.restored.text(language, describe(intake, language))))
      }
      return outputs + [.load(state.day)]
    }
  }

  private static func listKey(_ key: Key, _ state: inout State, _ language: Language)
    -> [Output]
  {
    guard let command = Command(key: key) else { return [] }
    switch command {
    case .close:
      return [.close]
    case .down:
      state.cursor = min(state.cursor + 1, max(0, state.records.count - 1))
      return []
    case .up:
      state.cursor = max(state.cursor - 1, 0)
      return []
    case .first:
      state.cursor = 0
      return []
    case .last:
      state.cursor = max(0, state.records.count - 1)
      return []
    case .add:
      let step = TodayFeature.intakeStep(for: state.goal)
      state.form = IntakeRecordForm(
        day: state.day, kind: step.kind, amount: "", time: state.newRecordTime)
      return []
    case .edit:
      guard let record = state.selected else {
        return [.status(IntakeRecordsText.noneSelected.text(language))]
      }
      state.form = IntakeRecordForm(record, day: state.day)
      return []
    case .delete:
      guard let record = state.selected else {
        return [.status(IntakeRecordsText.noneSelected.text(language))]
      }
      return [.change(.delete(record.intake))]
    case .undo:
      guard let intake = state.deleted else {
        return [.status(IntakeRecordsText.nothingToUndo.text(language))]
      }
      return [.change(.restore(intake))]
    }
  }

  private static func formKey(_ key: Key, _ state: inout State) -> [Output] {
    guard var form = state.form else { return [] }
    switch form.keyPressed(key) {
    case .editing:
      state.form = form
      return []
    case .cancelled:
      state.form = nil
      return []
    case .save(let draft):
      state.form = nil
      return [.change(.save(draft))]
    }
  }

  /// "water 500 ml".
  static func describe(_ draft: IntakeRecordDraft, _ language: Language) -> String {
    draft.kind.name(language) + " " + Journal.number(draft.amount) + " " + draft.unit.name(language)
  }

  static func describe(_ intake: Intake, _ language: Language) -> String {
    intake.kind.name(language) + " " + Journal.number(intake.amount) + " "
      + intake.unit.name(language)
  }
}

/// A change to one intake record asked for by the records screen.
public enum IntakeRecordChange: Equatable, Sendable {
  /// Adds (id 0) or updates a record.
  case save(IntakeRecordDraft)
  case delete(Intake)
  /// Inserts a deleted record again, at its old time.
  case restore(Intake)
}
