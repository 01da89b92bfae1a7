/// A mistake in a theme file, with the line it is on.
public struct ThemeParseError: Error, Equatable, Sendable, CustomStringConvertible {
  /// 1-based line number.
  public var line: Int
  /// What is wrong, for the user.
  public var message: String

  public init(line: Int, message: String) {
    self.line = line
    self.message = message
  }

  public var description: String { "line \(line): \(message)" }
}

extension Theme {
  /// Parses a theme file.
  ///
  /// Format, one setting a line:
  ///
  ///     # a comment (only whole lines; `#` inside a value starts a colour)
  ///     name = My Theme
  ///     role = FG [on BG] [bold] [dim] [italic] [underline] [reverse]
  ///
  /// `role` is a `ThemeRole` name (`borderFocused`, also `border-focused`). A colour is
  /// `default`, `#rrggbb`, a palette number `0`–`255`, or one of the 16 names `black`,
  /// `red`, `green`, `yellow`, `blue`, `magenta`, `cyan`, `white`, and the same with a
  /// `bright-` prefix (`grey`/`gray` is `bright-black`). FG may be left out when only
  /// attributes are given (`selection = reverse`); `plain` stands for no attributes.
  /// Roles not set are derived from others (see `Theme.init(name:styles:)`). A role set
  /// twice, an unknown role, colour or word is an error naming the line.
  ///
  /// - Parameter defaultName: used when the file has no `name` line.
  public static func parse(_ text: String, defaultName: String = "unnamed") throws(ThemeParseError)
    -> Theme
  {
    var name: String?
    var styles: [ThemeRole: Style] = [:]
    var firstLine: [ThemeRole: Int] = [:]
    for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let lineNumber = offset + 1
      let line = rawLine.trimmingWhitespace()
      if line.isEmpty || line.hasPrefix("#") { continue }
      guard let equals = line.firstIndex(of: "=") else {
        throw ThemeParseError(line: lineNumber, message: "expected 'role = style', got '\(line)'")
      }
      let key = line[..<equals].trimmingWhitespace()
      let value = line[line.index(after: equals)...].trimmingWhitespace()
      if key == "name" {
        guard !value.isEmpty else {
          throw ThemeParseError(line: lineNumber, message: "the name is empty")
        }
        name = String(value)
        continue
      }
      guard let role = ThemeRole(fileName: String(key)) else {
        throw ThemeParseError(line: lineNumber, message: "unknown role '\(key)'")
      }
      if let earlier = firstLine[role] {
        throw ThemeParseError(
          line: lineNumber, message: "role '\(role.rawValue)' already set on line \(earlier)")
      }
      styles[role] = try parseStyle(value, line: lineNumber)
      firstLine[role] = lineNumber
    }
    return Theme(name: name ?? defaultName, styles: styles)
  }

  /// Parses the right-hand side of a role line: `FG [on BG] [attributes…]`.
  static func parseStyle(_ value: Substring, line: Int) throws(ThemeParseError) -> Style {
    let words = value.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    guard !words.isEmpty else {
      throw ThemeParseError(line: line, message: "no style given")
    }
    var style = Style.plain
    var index = 0
    if let color = parseColor(words[0]) {
      style.fg = color
      index = 1
    }
    while index < words.count {
      let word = words[index].lowercased()
      if word == "on" {
        guard index + 1 < words.count else {
          throw ThemeParseError(line: line, message: "'on' needs a background colour")
        }
        guard let color = parseColor(words[index + 1]) else {
          throw ThemeParseError(line: line, message: "unknown colour '\(words[index + 1])'")
        }
        style.bg = color
        index += 2
        continue
      }
      if let attribute = attributeNames[word] {
        style.attributes.formUnion(attribute)
      } else if word != "plain" {
        let what =
          parseColor(word) != nil
          ? "colour '\(words[index])' out of place"
          : (word.hasPrefix("#") || Int(word) != nil
            ? "unknown colour '\(words[index])'"
            : "unknown word '\(words[index])'")
        throw ThemeParseError(line: line, message: what)
      }
      index += 1
    }
    return style
  }

  /// Parses one colour word, or returns nil.
  static func parseColor(_ word: String) -> Color? {
    let lower = word.lowercased()
    if lower == "default" { return .terminalDefault }
    if let number = UInt8(lower) { return .indexed(number) }
    if lower.hasPrefix("#") {
      let hex = lower.dropFirst()
      guard hex.count == 6, let value = UInt32(hex, radix: 16) else { return nil }
      return .rgb(UInt8(value >> 16), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF))
    }
    return colorNames[lower].map { .ansi($0) }
  }

  private static let attributeNames: [String: TextAttributes] = [
    "bold": .bold, "dim": .dim, "italic": .italic, "underline": .underline,
    "reverse": .reverse,
  ]

  /// The 16 ANSI colour names by palette index.
  static let colorNames: [String: UInt8] = {
    let base = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]
    var names: [String: UInt8] = [:]
    for (index, name) in base.enumerated() {
      names[name] = UInt8(index)
      names["bright-" + name] = UInt8(index + 8)
      names["bright" + name] = UInt8(index + 8)
    }
    names["grey"] = 8
    names["gray"] = 8
    return names
  }()
}

extension StringProtocol {
  fileprivate func trimmingWhitespace() -> Substring {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
    guard let start = firstIndex(where: { !isSpace($0) }),
      let end = lastIndex(where: { !isSpace($0) })
    else { return Substring() }
    return Substring(self[start...end])
  }
}
