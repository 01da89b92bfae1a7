import DaybookCore
import TerminalKit

/// The app's yes/no question over the panes (revert an entry, remove an attachment): `y` or
/// Enter runs the question's effects, `n` or Esc drops them. Its keys are `ConfirmCommand`.
enum ConfirmFeature {
  /// The question and what a yes runs.
  typealias State = Confirmation

  enum Action: Equatable, Sendable {
    case key(Key)
  }

  enum Output: Equatable, Sendable {
    /// Close the question and run its effects.
    case yes
    /// Close the question, running nothing.
    case no
  }

  static func reduce(into state: inout State, action: Action) -> [Output] {
    switch action {
    case .key(let key):
      switch ConfirmCommand(key: key) {
      case .yes?, .enterYes?: return [.yes]
      case .no?: return [.no]
      case nil: return []
      }
    }
  }
}
