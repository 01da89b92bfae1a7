/// Why a command stopped. The message is one line, shown after `daybook SUBCOMMAND: `.
enum CommandError: Error {
  /// The command line itself is wrong (unknown option, bad date, missing argument): exit 2.
  case usage(String)
  /// The command was understood but could not be done (no such plant, refused): exit 1.
  case failure(String)

  var message: String {
    switch self {
    case .usage(let message), .failure(let message): message
    }
  }

  var exitCode: Int32 {
    switch self {
    case .usage: 2
    case .failure: 1
    }
  }
}
