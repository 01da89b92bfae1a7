/// OSC 8 hyperlinks for the links of rendered Markdown in `daybook show`.
///
/// A link's target travels to `Output` inside its private-use link marks and becomes
/// `ESC ] 8 ; ; target ESC \` there, only when `enabled`. Targets are checked here first:
/// only the schemes a terminal opens in a browser or mail program, with every character
/// outside printable ASCII percent-encoded, so a stored link can hold no escape, BEL or
/// string terminator that would end the sequence and start another.
enum ShowLinks {
  /// Schemes turned into hyperlinks; others (`javascript:`, `file:`, relative paths) show
  /// their text only.
  static let schemes: Set<String> = ["http", "https", "mailto", "ftp"]

  /// True on a terminal that shows colours (`NO_COLOR` unset) and is neither the Linux
  /// console nor `dumb`, which print OSC 8 as garbage or cannot show it.
  static func enabled(output: Output, environment: [String: String]) -> Bool {
    guard output.useColor, let term = environment["TERM"], !term.isEmpty else { return false }
    return term != "dumb" && term != "linux" && !term.hasPrefix("linux-")
  }

  /// The target as sent in OSC 8, or nil when it is not one to link: another scheme, a
  /// control character anywhere, or longer than `Output.linkLimit` once encoded.
  static func target(_ destination: String) -> String? {
    guard let colon = destination.firstIndex(of: ":") else { return nil }
    let scheme = destination[..<colon].lowercased()
    guard schemes.contains(scheme) else { return nil }
    var encoded = ""
    for scalar in destination.unicodeScalars {
      switch scalar.value {
      case 0x00...0x20, 0x7F...0x9F: return nil
      case 0x21...0x7E: encoded.unicodeScalars.append(scalar)
      default:
        for byte in String(scalar).utf8 {
          let hex = String(byte, radix: 16, uppercase: true)
          encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
        }
      }
      if encoded.utf8.count > Output.linkLimit { return nil }
    }
    return encoded
  }
}
