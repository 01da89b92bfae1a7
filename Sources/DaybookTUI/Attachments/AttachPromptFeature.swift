import DaybookCore
import TerminalKit

/// The path typed after `A` in the editor: Enter attaches the file to the day's entry.
public enum AttachPromptFeature {
  public struct State: Equatable, Sendable {
    /// The day whose entry gets the file.
    public var day: Day
    public var path: String

    public init(day: Day, path: String = "") {
      self.day = day
      self.path = path
    }
  }

  public enum Action: Equatable, Sendable {
    case key(Key)
    case pasted(String)
  }

  public enum Output: Equatable, Sendable {
    case close
    /// Close the prompt and copy the file at `path` to the entry of `day`.
    case attach(path: String, day: Day)
  }

  /// The prompt's commands; its key line, the footer and the conflict test read them. The
  /// path is typed: printable keys and the line-editing keys go to the field.
  enum Command: KeyCommand, Sendable {
    case attach, close

    func binding(_ language: Language) -> KeyBinding {
      switch self {
      case .attach: KeyBinding(keys: ["Enter"], help: BrowseText.keyAttach.text(language))
      case .close: KeyBinding(keys: ["Esc"], help: BrowseText.keyClose.text(language))
      }
    }
  }

  static func reduce(into state: inout State, action: Action) -> [Output] {
    switch action {
    case .pasted(let text):
      state.path += TextInput.singleLine(text)
      return []
    case .key(let key):
      switch Command(key: key) {
      case .close?:
        return [.close]
      case .attach?:
        let path = state.path.trimmingSpaces()
        guard !path.isEmpty else { return [] }
        return [.attach(path: path, day: state.day)]
      case nil:
        _ = TextInput.apply(key, to: &state.path)
        return []
      }
    }
  }
}
