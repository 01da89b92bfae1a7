import DaybookCore

/// Why a command stopped. The message is one line, shown after `daybook SUBCOMMAND: ` in the
/// language of the run (it is worded only then, so helpers need not know the language).
enum CommandError: Error {
  /// The command line itself is wrong (unknown option, bad date, missing argument): exit 2.
  case usage(Message)
  /// The command was understood but could not be done (no such plant, refused): exit 1.
  case failure(Message)

  /// A message worded in the language it is shown in.
  struct Message: Sendable {
    let text: @Sendable (Language) -> String

    init(_ text: @escaping @Sendable (Language) -> String) { self.text = text }

    /// A text that reads the same in every language (a file system error, a path).
    init(verbatim: String) { text = { _ in verbatim } }
  }

  /// A usage error worded by a table: `.usage(Text.unexpected, word)`.
  static func usage<T: Localized>(_ key: T, _ arguments: String...) -> CommandError {
    .usage(Message { key.text($0, arguments: arguments) })
  }

  /// A failure worded by a table: `.failure(Text.noSuchTodo, id)`.
  static func failure<T: Localized>(_ key: T, _ arguments: String...) -> CommandError {
    .failure(Message { key.text($0, arguments: arguments) })
  }

  func message(_ language: Language) -> String {
    switch self {
    case .usage(let message), .failure(let message): message.text(language)
    }
  }

  var exitCode: Int32 {
    switch self {
    case .usage: 2
    case .failure: 1
    }
  }
}
