import DaybookCore
import TerminalKit

/// The answers to a yes/no question (water again, delete a plant, revert an entry, remove an
/// attachment): the reducers that ask match on this table, and the question's frame, the
/// footer and the help show it.
public enum ConfirmCommand: KeyCommand, Sendable {
  case yes, no
  /// Enter as a yes: only the app's own questions (revert, remove an attachment) take it;
  /// the Today pane's and the plants screen's questions ignore it, so a key repeated from the
  /// list cannot water or delete.
  case enterYes

  public func binding(_ language: Language) -> KeyBinding {
    switch self {
    case .yes: KeyBinding(keys: ["y", "Y"], help: TodayPaneText.yes.text(language), label: "y")
    case .no:
      KeyBinding(keys: ["n", "N", "Esc"], help: TodayPaneText.no.text(language), label: "n/Esc")
    case .enterYes: KeyBinding(keys: ["Enter"], help: TodayPaneText.yes.text(language))
    }
  }

  /// The keys of a question asked by a pane or a screen (no Enter).
  public static func paneKeymap(_ language: Language) -> [KeyBinding] {
    [yes.binding(language), no.binding(language)]
  }
}
