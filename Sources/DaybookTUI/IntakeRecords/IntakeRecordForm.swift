import DaybookCore
import TerminalKit

/// An intake record as the form saves it: the wall-clock time stays a day, an hour and a
/// minute, and the shell turns it into an instant (reducers never read the time zone).
public struct IntakeRecordDraft: Equatable, Sendable {
  /// The record changed, or 0 for a new one.
  public var id: RowID
  public var kind: IntakeKind
  public var amount: Double
  public var unit: IntakeUnit
  public var day: Day
  public var hour: Int
  public var minute: Int
  public var note: String

  public init(
    id: RowID = 0, kind: IntakeKind, amount: Double, unit: IntakeUnit, day: Day, hour: Int,
    minute: Int, note: String = ""
  ) {
    self.id = id
    self.kind = kind
    self.amount = amount
    self.unit = unit
    self.day = day
    self.hour = hour
    self.minute = minute
    self.note = note
  }
}

/// The add/edit form of an intake record: kind, amount (read like the Today pane's typed
/// amount), time HH:MM and note, each parsed as it is typed.
public struct IntakeRecordForm: Equatable, Sendable {
  public enum Field: Int, CaseIterable, Equatable, Sendable {
    case kind, amount, time, note
  }

  /// The record edited (id 0 when adding).
  public var id: RowID
  public var day: Day
  public var field: Field = .amount
  public var kind: IntakeKind
  public var amount: String
  public var time: String
  public var note: String
  /// Set after a save was refused, so the problems show next to their fields.
  public var showsProblems = false

  public init(
    id: RowID = 0, day: Day, kind: IntakeKind, amount: String, time: String, note: String = ""
  ) {
    self.id = id
    self.day = day
    self.kind = kind
    self.amount = amount
    self.time = time
    self.note = note
  }

  /// A form for an existing record.
  public init(_ record: IntakeRecordsFeature.Record, day: Day) {
    let intake = record.intake
    self.init(
      id: intake.id, day: day, kind: intake.kind,
      amount: Journal.number(intake.amount) + intake.unit.rawValue,
      time: record.clockText, note: intake.note)
  }

  public var isNew: Bool { id == 0 }

  /// The typed amount, with the kind field as the kind unless the text names one.
  var parsedAmount: TodayFeature.TypedIntake {
    TodayFeature.parseTypedIntake(amount, defaultKind: kind)
  }

  /// The typed time, or nil when it is not HH:MM.
  var parsedTime: (hour: Int, minute: Int)? {
    LocalTime.parseClock(time.trimmingSpaces())
  }

  /// What is wrong with the amount, in words; nil when it reads.
  func amountProblem(_ language: Language) -> String? {
    switch parsedAmount {
    case .intake: nil
    // The form asks for an amount; drinks by name are the Today prompt's (no default kind).
    case .badAmount, .drink: IntakeRecordsText.badAmount.text(language)
    case let .badUnit(kind, unit):
      TodayIntakeText.badUnit.text(language, kind.name(language), unit.rawValue)
    }
  }

  /// The record as typed, or nil while the amount or the time does not read.
  public var draft: IntakeRecordDraft? {
    guard case let .intake(kind, amount, unit) = parsedAmount, let time = parsedTime else {
      return nil
    }
    return IntakeRecordDraft(
      id: id, kind: kind, amount: amount, unit: unit, day: day, hour: time.hour,
      minute: time.minute, note: note.trimmingSpaces())
  }

  /// What a key did to the form.
  enum Outcome: Equatable {
    case editing, cancelled
    case save(IntakeRecordDraft)
  }

  mutating func keyPressed(_ key: Key) -> Outcome {
    switch Command(key: key) {
    case .cancel?:
      return .cancelled
    case .save?:
      return save()
    case .enter?:
      if field == .note { return save() }
      field = Field(rawValue: field.rawValue + 1) ?? .note
    case .nextField?:
      field = Field(rawValue: (field.rawValue + 1) % Field.allCases.count) ?? .kind
    case .previousField?:
      let count = Field.allCases.count
      field = Field(rawValue: (field.rawValue + count - 1) % count) ?? .kind
    case .previousKind? where field == .kind:
      let all = IntakeKind.allCases
      kind = all[((all.firstIndex(of: kind) ?? 0) + all.count - 1) % all.count]
    case .nextKind? where field == .kind:
      let all = IntakeKind.allCases
      kind = all[((all.firstIndex(of: kind) ?? 0) + 1) % all.count]
    case .previousKind?, .nextKind?, nil:
      switch field {
      // Text typed on the kind by mistake (after Tab wrapped round from the note) must not
      // change the kind letter by letter: only its two commands do.
      case .kind: break
      case .amount: _ = TextInput.apply(key, to: &amount)
      case .time: _ = TextInput.apply(key, to: &time)
      case .note: _ = TextInput.apply(key, to: &note)
      }
    }
    return .editing
  }

  /// The form's commands, each with its keys and help; its key line, the footer and the help
  /// are drawn from them. Only the keys that type nothing are commands: printable keys,
  /// Backspace and the line-editing keys go to the field being typed in.
  enum Command: KeyCommand, Sendable {
    case nextField, previousField, previousKind, nextKind, enter, save, cancel

    func binding(_ language: Language) -> KeyBinding {
      switch self {
      case .nextField:
        KeyBinding(
          keys: ["Tab", "Down"], help: IntakeRecordsText.keyNextField.text(language),
          label: "Tab")
      case .previousField:
        KeyBinding(
          keys: ["Shift-Tab", "Up"], help: IntakeRecordsText.keyPreviousField.text(language),
          label: "Shift-Tab")
      case .previousKind:
        KeyBinding(keys: ["Left"], help: IntakeRecordsText.keyPreviousKind.text(language))
      case .nextKind:
        KeyBinding(keys: ["Right"], help: IntakeRecordsText.keyNextKind.text(language))
      case .enter:
        KeyBinding(keys: ["Enter"], help: IntakeRecordsText.keyFormEnter.text(language))
      case .save: KeyBinding(keys: ["Ctrl-S"], help: IntakeRecordsText.keySave.text(language))
      case .cancel: KeyBinding(keys: ["Esc"], help: IntakeRecordsText.keyCancel.text(language))
      }
    }

    /// The commands the form's key line shows.
    static let keyLine: [Command] = [.nextField, .save, .cancel]
  }

  /// The form's key line, for the form and the footer.
  static func keyLine(_ language: Language) -> [KeyBinding] {
    Command.keyLine.map { $0.binding(language) }
  }

  private mutating func save() -> Outcome {
    guard let draft else {
      showsProblems = true
      return .editing
    }
    return .save(draft)
  }

  mutating func paste(_ text: String) {
    let line = TextInput.singleLine(text)
    switch field {
    case .kind: break
    case .amount: amount += line
    case .time: time += line
    case .note: note += line
    }
  }
}
