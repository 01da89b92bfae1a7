import TerminalKit

/// OSC 8 hyperlinks for the links of rendered Markdown in `daybook show`.
///
/// A link's target travels to `Output` inside its private-use link marks and becomes
/// `ESC ] 8 ; ; target ESC \` there, only when `enabled`. Targets are checked here first:
/// only the schemes a terminal opens in a browser or mail program, with every character
/// outside printable ASCII percent-encoded, so a stored link can hold no escape, BEL or
/// string terminator that would end the sequence and start another.
enum ShowLinks {
  /// Schemes turned into hyperlinks (the shared policy, `Hyperlink.schemes`).
  static let schemes = Hyperlink.schemes

  /// True on a terminal that shows colours (`NO_COLOR` unset) and is neither the Linux
  /// console nor `dumb` (`Hyperlink.supported`, as the full-screen view decides).
  static func enabled(output: Output, environment: [String: String]) -> Bool {
    output.useColor && Hyperlink.supported(environment: environment)
  }

  /// The target as sent in OSC 8, or nil when it is not one to link (`Hyperlink.target`).
  static func target(_ destination: String) -> String? {
    Hyperlink.target(destination)
  }
}
