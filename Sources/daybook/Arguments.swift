import DaybookCore

/// What a command accepts: flags (no value) and options (one value each, possibly repeated).
/// Every command also accepts `--help`/`-h` and the global `--db PATH`, `--journal NAME` and
/// `--lang LANG`.
struct ArgumentSpec {
  var flags: Set<String> = []
  var options: Set<String> = []

  init(flags: Set<String> = [], options: Set<String> = []) {
    self.flags = flags.union(["help"])
    self.options = options.union(["db", "lang", "journal"])
  }
}

/// Arguments after parsing: which flags were given, every value of each option in order, and
/// the positional arguments.
struct ParsedArguments {
  var flags: Set<String> = []
  var options: [String: [String]] = [:]
  var positionals: [String] = []

  func has(_ flag: String) -> Bool { flags.contains(flag) }

  /// The last value given for an option (a later `--limit` overrides an earlier one).
  func value(_ option: String) -> String? { options[option]?.last }

  func values(_ option: String) -> [String] { options[option] ?? [] }
}

enum ArgumentParser {
  /// Parses `--flag`, `--option value`, `--option=value`, `-h`, positionals and `--` (after
  /// which everything is positional). A lone `-` (stdin) and words that start with `-` and a
  /// digit (`-5mg`) are positionals, so a negative amount gets a message about the amount
  /// rather than about an unknown option.
  static func parse(_ arguments: [String], spec: ArgumentSpec) throws(CommandError)
    -> ParsedArguments
  {
    var parsed = ParsedArguments()
    var index = 0
    var onlyPositionals = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositionals || !looksLikeOption(argument) {
        parsed.positionals.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositionals = true
        continue
      }
      if argument == "-h" {
        parsed.flags.insert("help")
        continue
      }
      guard argument.hasPrefix("--") else {
        throw .usage(ArgumentText.unknownOption, argument)
      }
      let body = argument.dropFirst(2)
      let name: String
      var inlineValue: String?
      if let equals = body.firstIndex(of: "=") {
        name = String(body[..<equals])
        inlineValue = String(body[body.index(after: equals)...])
      } else {
        name = String(body)
      }
      if spec.flags.contains(name) {
        if inlineValue != nil { throw .usage(ArgumentText.flagTakesNoValue, name) }
        parsed.flags.insert(name)
      } else if spec.options.contains(name) {
        if let inlineValue {
          parsed.options[name, default: []].append(inlineValue)
        } else if index < arguments.count {
          parsed.options[name, default: []].append(arguments[index])
          index += 1
        } else {
          throw .usage(ArgumentText.optionNeedsValue, name)
        }
      } else {
        throw .usage(ArgumentText.unknownOption, "--" + name)
      }
    }
    return parsed
  }

  static func looksLikeOption(_ argument: String) -> Bool {
    guard argument.hasPrefix("-"), argument != "-" else { return false }
    let second = argument.dropFirst().first
    return !(second?.isNumber ?? false) && second != "."
  }
}

enum ArgumentText: String, Localized {
  case unknownOption, flagTakesNoValue, optionNeedsValue

  var translation: Translation {
    switch self {
    case .unknownOption: Translation("unknown option {0}", ko: "알 수 없는 옵션 {0}", ja: "不明なオプション {0}")
    case .flagTakesNoValue:
      Translation("--{0} takes no value", ko: "--{0}에는 값을 줄 수 없습니다", ja: "--{0} は値を取りません")
    case .optionNeedsValue:
      Translation("--{0} needs a value", ko: "--{0}에는 값이 필요합니다", ja: "--{0} には値が必要です")
    }
  }
}
