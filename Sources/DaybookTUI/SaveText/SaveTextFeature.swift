import DaybookCore
import TerminalKit

/// Where the editor's text goes when the journal's folder takes nothing (a read-only or full
/// disk, a folder without write permission): a path the user types, written as a new file
/// only (never over one). Opened instead of quitting while the text would be lost.
public enum SaveTextFeature {
  public struct State: Equatable, Sendable {
    /// The journal's folder, which could not take the text (shown in the question).
    public var folder: String
    /// The path being typed.
    public var path: String
    /// Why the last write failed, shown under the field until the next try.
    public var problem: String?
    /// Whether the write is under way (Enter again waits for it).
    public var isWriting: Bool

    public init(folder: String, path: String = "", problem: String? = nil) {
      self.folder = folder
      self.path = path
      self.problem = problem
      isWriting = false
    }
  }

  public enum Action: Equatable, Sendable {
    case key(Key)
    case pasted(String)
    /// The text is in the new file at `path`.
    case written(path: String)
    /// The file could not be written, for the reason given.
    case failed(String)
  }

  public enum Output: Equatable, Sendable {
    /// Write the text to a new file at `path`.
    case write(path: String)
    /// The text is safe in `path`: close the prompt.
    case saved(path: String)
    /// Close the prompt; the text stays in the editor.
    case back
    /// The user chose to quit and lose the text.
    case quitLosingText
  }

  /// The prompt's commands; its key line, the footer and the conflict test read them. The
  /// path is typed: printable keys and the line-editing keys go to the field.
  enum Command: KeyCommand, Sendable {
    case save, back, quitLosingText

    func binding(_ language: Language) -> KeyBinding {
      switch self {
      case .save: KeyBinding(keys: ["Enter"], help: SaveTextText.keySave.text(language))
      case .back: KeyBinding(keys: ["Esc"], help: SaveTextText.keyBack.text(language))
      case .quitLosingText:
        KeyBinding(keys: ["Ctrl-Q"], help: SaveTextText.keyQuitLosing.text(language))
      }
    }
  }

  static func reduce(into state: inout State, action: Action) -> [Output] {
    switch action {
    case .pasted(let text):
      state.path += TextInput.singleLine(text)
      state.problem = nil
      return []
    case .written(let path):
      state.isWriting = false
      return [.saved(path: path)]
    case .failed(let reason):
      state.isWriting = false
      state.problem = reason
      return []
    case .key(let key):
      switch Command(key: key) {
      case .back?:
        return [.back]
      case .quitLosingText?:
        return [.quitLosingText]
      case .save?:
        let path = state.path.trimmingSpaces()
        guard !path.isEmpty, !state.isWriting else { return [] }
        state.isWriting = true
        state.problem = nil
        return [.write(path: path)]
      case nil:
        if TextInput.apply(key, to: &state.path) { state.problem = nil }
        return []
      }
    }
  }
}
