import DaybookCore
import TerminalKit

/// The `:` command line: what was typed so far. Enter hands the line to
/// `CommandRouting.swift`, which runs it from `CommandTable` (`theme NAME`,
/// `goto YYYY-MM-DD`, `lang en|ko|ja`, `reload`, `w`, `q`, `help`…); Tab completes.
public enum CommandFeature {
  public struct State: Equatable, Sendable {
    public var text: String

    public init(text: String = "") {
      self.text = text
    }
  }

  public enum Action: Equatable, Sendable {
    case key(Key)
    case pasted(String)
  }

  public enum Output: Equatable, Sendable {
    /// Close the line, running nothing.
    case close
    /// Close the line and run it.
    case run(String)
    /// Complete the line's command name or argument (the names come from the app's state).
    case complete(String)
  }

  static func reduce(into state: inout State, action: Action) -> [Output] {
    switch action {
    case .pasted(let text):
      state.text += TextInput.singleLine(text)
      return []
    case .key(let key):
      switch Command(key: key) {
      case .cancel?:
        return [.close]
      case .backOut? where state.text.isEmpty:
        return [.close]
      case .run?:
        return [.run(state.text)]
      case .complete?:
        return [.complete(state.text)]
      case .backOut?, nil:
        _ = TextInput.apply(key, to: &state.text)
        return []
      }
    }
  }

  /// The line's commands, each with its keys and help; the footer and the help are drawn
  /// from them. Only the keys that type nothing are commands: printable keys and the
  /// line-editing keys go to the line. Backspace is one of them unless the line is empty,
  /// where it closes the line as in vi.
  enum Command: KeyCommand, Sendable {
    case run, complete, cancel, backOut

    func binding(_ language: Language) -> KeyBinding {
      switch self {
      case .run: KeyBinding(keys: ["Enter"], help: CommandText.keyRun.text(language))
      case .complete: KeyBinding(keys: ["Tab"], help: CommandText.keyComplete.text(language))
      case .cancel: KeyBinding(keys: ["Esc"], help: CommandText.keyCancel.text(language))
      case .backOut:
        KeyBinding(keys: ["Backspace"], help: CommandText.keyBackOut.text(language))
      }
    }

    /// The commands the footer shows while the line is open.
    static let keyLine: [Command] = [.run, .complete, .cancel]
  }

  /// The line's keys for the footer.
  static func keyLine(_ language: Language) -> [KeyBinding] {
    Command.keyLine.map { $0.binding(language) }
  }
}
