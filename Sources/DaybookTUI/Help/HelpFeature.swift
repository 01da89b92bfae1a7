import DaybookCore
import TerminalKit

/// The help (`?`, F1): every keymap, the screen underneath first, scrolled by lines. It
/// opens over whatever is shown, which comes back when it closes (`HelpRouting.swift`).
public enum HelpFeature {
  public struct State: Equatable, Sendable {
    /// The first row shown; the view stops it at the last screenful.
    public var scroll: Int

    public init(scroll: Int = 0) {
      self.scroll = scroll
    }
  }

  public enum Action: Equatable, Sendable {
    case key(Key)
  }

  public enum Output: Equatable, Sendable {
    /// Close the help and show again what it was opened over.
    case close
  }

  /// Rows PgUp and PgDn scroll by.
  static let pageStep = 10

  static func reduce(into state: inout State, action: Action) -> [Output] {
    switch action {
    case .key(let key):
      guard let command = Command(key: key) else { return [] }
      switch command {
      case .close: return [.close]
      case .down: state.scroll += 1
      case .up: state.scroll = max(0, state.scroll - 1)
      case .pageDown: state.scroll += pageStep
      case .pageUp: state.scroll = max(0, state.scroll - pageStep)
      }
      return []
    }
  }

  /// The help's commands, each with its keys and help text; its title line, the footer and
  /// its own section are drawn from them.
  enum Command: KeyCommand, Sendable {
    case close, down, up, pageDown, pageUp

    func binding(_ language: Language) -> KeyBinding {
      switch self {
      case .close:
        KeyBinding(
          keys: ["Esc", "?", "q", "Enter", "F1"], help: HelpText.keyClose.text(language),
          label: "Esc")
      case .down: KeyBinding(keys: ["Down", "j"], help: HelpText.keyDown.text(language))
      case .up: KeyBinding(keys: ["Up", "k"], help: HelpText.keyUp.text(language))
      case .pageDown:
        KeyBinding(keys: ["PgDn", "Space"], help: HelpText.keyPageDown.text(language))
      case .pageUp: KeyBinding(keys: ["PgUp"], help: HelpText.keyPageUp.text(language))
      }
    }
  }

  /// The help's key line: closing, then scrolling as one "j/k".
  static func keyLine(_ language: Language) -> [KeyBinding] {
    [
      Command.close.binding(language),
      KeyBinding(keys: ["j", "k"], help: HelpText.keyScroll.text(language), label: "j/k"),
    ]
  }
}
