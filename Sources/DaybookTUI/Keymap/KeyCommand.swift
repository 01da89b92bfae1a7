import DaybookCore
import TerminalKit

/// A pane's commands: each case knows its keys and help text, so the reducer's matching, the
/// footer and the help overlay all read one table.
public protocol KeyCommand: CaseIterable {
  /// The keys and the help text in a language.
  func binding(_ language: Language) -> KeyBinding
}

extension KeyCommand {
  /// The keys with English help, for matching.
  public var binding: KeyBinding { binding(.en) }

  /// The command a key triggers, if any.
  public init?(key: Key) {
    let name = key.description
    guard let command = Self.allCases.first(where: { $0.binding.matches(name) }) else {
      return nil
    }
    self = command
  }

  /// Every command's binding with help in a language.
  public static func keymap(_ language: Language) -> [KeyBinding] {
    allCases.map { $0.binding(language) }
  }
}
