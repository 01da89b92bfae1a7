import DaybookCore
import TerminalKit

/// The full-screen picture viewer (`v` on a picture in the editor): one picture as large as
/// the screen allows; `[` and `]` go through the entry's pictures. It takes every key.
public enum PictureViewerFeature {
  public struct State: Equatable, Sendable {
    /// The attachment shown.
    public var shown: Attachment

    public init(shown: Attachment) {
      self.shown = shown
    }
  }

  public enum Action: Equatable, Sendable {
    case key(Key)
  }

  public enum Output: Equatable, Sendable {
    case close
    /// Show the entry's picture `offset` places away (-1 the previous, 1 the next), round
    /// the ends; the app knows the entry's pictures.
    case step(Int)
  }

  /// The viewer's commands; its key line, the help and the conflict test read them.
  enum Command: KeyCommand, Sendable {
    case close, previous, next

    func binding(_ language: Language) -> KeyBinding {
      switch self {
      case .close:
        KeyBinding(
          keys: ["q", "Esc", "Ctrl-C"], help: PictureText.keyClose.text(language), label: "q Esc")
      case .previous:
        KeyBinding(keys: ["[", "Left"], help: PictureText.keyPrevious.text(language))
      case .next: KeyBinding(keys: ["]", "Right"], help: PictureText.keyNext.text(language))
      }
    }
  }

  static func reduce(into state: inout State, action: Action) -> [Output] {
    switch action {
    case .key(let key):
      switch Command(key: key) {
      case .close?: return [.close]
      case .previous?: return [.step(-1)]
      case .next?: return [.step(1)]
      case nil: return []
      }
    }
  }

  /// The viewer's key line: closing, then the two moves as one "[ ]".
  static func keyLine(_ language: Language) -> [KeyBinding] {
    [
      Command.close.binding(language),
      KeyBinding(
        keys: ["[", "]", "Left", "Right"], help: PictureText.keyPreviousNext.text(language),
        label: "[ ]"),
    ]
  }
}
