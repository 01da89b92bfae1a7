import DaybookCore
import DaybookTUI

#if canImport(Glibc)
  import Glibc
#endif

/// What the hidden `daybook __complete WORD…` answers: the words that may stand where the last
/// word is, one a line (`value<TAB>description` where a description helps). Commands and
/// options come from the same tables as `--help` and the manual; values (plant names, todo
/// ids, tags…) from the journal, opened read-only, one small indexed query each.
enum Completion {
  /// Answers `daybook __complete ARGUMENTS`: `[--shell zsh|fish] -- WORD…` (the words after
  /// `daybook`, unquoted by the shell, the last the one being completed), or
  /// `--shell bash -- LINE BREAKS` (bash's line up to the cursor as typed, and its
  /// `COMP_WORDBREAKS`, read here by `BashWords`). With a shell the answer is `reply` or
  /// `bashReply`; without, one candidate a line for a person (`render`).
  static func answer(_ arguments: [String], context: Context) {
    var rest = arguments[...]
    var shell: String?
    if rest.first == "--shell", rest.count >= 2 {
      shell = rest[rest.index(after: rest.startIndex)]
      rest = rest.dropFirst(2)
    }
    if rest.first == "--" { rest = rest.dropFirst() }
    guard let shell else {
      context.output.exact(render(candidates(Array(rest), context: context)))
      return
    }
    if shell == "bash" {
      let line = BashWords.split(rest.first ?? "", breaks: rest.dropFirst().first ?? "")
      let words = Array(line.words.dropFirst())
      context.output.exact(bashReply(candidates(words, context: context), line: line))
    } else {
      context.output.exact(reply(candidates(Array(rest), context: context), shell: shell))
    }
  }

  /// One possible word and what it is.
  struct Candidate: Equatable {
    var value: String
    var description = ""
  }

  /// The kinds of value an argument takes.
  enum Values: Equatable {
    case plants, openTodos, tags, themes, journals, configKeys, templates, files
    case words([String])
  }

  /// Which values each option and positional argument takes, by command path: `"water"` is
  /// `water`'s positional arguments, `"export --format"` an option of one command, and a bare
  /// `"--tag"` an option of any command. CompletionTableTests checks that every path and
  /// option here exists, so the table cannot drift from the commands.
  static let table: [String: Values] = [
    "--lang": .words(Language.allCases.map(\.rawValue)),
    "--db": .files,
    "--journal": .journals,
    "--tag": .tags,
    "--output": .files,
    "--template": .templates,
    "write --template": .templates,
    "export --format": .words(["json", "markdown", "jrnl", "ics"]),
    "import --format": .words(["json", "jrnl", "calcurse", "ics"]),
    "heatmap --metric": .words(["all", "writing", "care", "todos"]),
    "intake edit --kind": .words(IntakeKind.allCases.map(\.rawValue)),
    "water": .plants,
    "plant show": .plants,
    "plant edit": .plants,
    "plant remove": .plants,
    "care water": .plants,
    "care repot": .plants,
    "care fertilize": .plants,
    "care treat": .plants,
    "care note": .plants,
    "todo done": .openTodos,
    "todo edit": .openTodos,
    "todo rm": .openTodos,
    "intake add": .words(IntakeKind.allCases.map(\.rawValue)),
    "import": .files,
    "config get": .configKeys,
    "config set": .configKeys,
    "config unset": .configKeys,
    "attach": .files,
  ]

  /// Options every command line takes before the command.
  static let globalOptions = ["--db", "--demo", "--journal", "--lang", "--help", "--version"]
  static let globalValueOptions: Set<String> = ["db", "journal", "lang"]

  /// Candidates for the last of `words` (the words after `daybook`; the last may be empty).
  static func candidates(_ words: [String], context: Context) -> [Candidate] {
    let current = words.last ?? ""
    var path: [String] = []
    var command: (any Command.Type)?
    var pendingOption: String?
    var onlyPositionals = false
    var positionals: [String] = []
    for word in words.dropLast() {
      if let option = pendingOption {
        take(option, value: word, context: context)
        pendingOption = nil
        continue
      }
      if !onlyPositionals, word == "--" {
        onlyPositionals = true
        continue
      }
      if !onlyPositionals, ArgumentParser.looksLikeOption(word) {
        let name = String(word.dropFirst(2).prefix { $0 != "=" })
        if let equals = word.firstIndex(of: "=") {
          take(name, value: String(word[word.index(after: equals)...]), context: context)
        } else if takesValue(name, command: command) {
          pendingOption = name
        }
        continue
      }
      if let found = command {
        guard let group = found as? any CommandGroup.Type, path.count == 1 else {
          positionals.append(word)
          continue
        }
        guard let sub = lookup(word, in: group.subcommands) else { return [] }
        command = sub
        path.append(sub.name)
      } else {
        guard let found = lookup(word, in: Daybook.commands) else {
          return word == "help" ? matching(commandCandidates(context), current) : []
        }
        command = found
        path = [found.name]
      }
    }
    if let option = pendingOption {
      return values(for: option, path: path, current: current, context: context)
    }
    if !onlyPositionals, current.hasPrefix("-") {
      let names: [String]
      if let command {
        let spec = command.spec
        names = (spec.flags.union(spec.options)).map { "--" + $0 }.sorted()
      } else {
        names = globalOptions
      }
      return matching(names.map { Candidate(value: $0) }, current)
    }
    guard let command else { return matching(commandCandidates(context), current) }
    if let group = command as? any CommandGroup.Type, path.count == 1 {
      let language = context.quietLanguage
      return matching(
        group.subcommands.map { Candidate(value: $0.name, description: $0.summary(language)) },
        current)
    }
    if path == ["config", "set"], let key = positionals.first {
      guard positionals.count == 1 else { return [] }
      return configValues(key, current: current, context: context)
    }
    guard let kind = table[path.joined(separator: " ")] else { return [] }
    return values(kind, current: current, context: context)
  }

  /// `config set KEY <Tab>`: the values a key takes, where they are few.
  private static func configValues(_ key: String, current: String, context: Context)
    -> [Candidate]
  {
    let named: [String: Values] = ["theme": .themes, "journal": .journals, "template": .templates]
    if let kind = named[key] { return values(kind, current: current, context: context) }
    return switch ConfigKey.named(key)?.values {
    case .oneOf(let words): matching(words.map { Candidate(value: $0) }, current)
    case .onOff: matching([Candidate(value: "on"), Candidate(value: "off")], current)
    default: []
    }
  }

  private static func commandCandidates(_ context: Context) -> [Candidate] {
    let language = context.quietLanguage
    return Daybook.commands.map { Candidate(value: $0.name, description: $0.summary(language)) }
  }

  private static func lookup(_ word: String, in commands: [any Command.Type])
    -> (any Command.Type)?
  {
    commands.first { $0.name == word || $0.aliases.contains(word) }
  }

  private static func takesValue(_ name: String, command: (any Command.Type)?) -> Bool {
    guard let command else { return globalValueOptions.contains(name) }
    return command.spec.options.contains(name)
  }

  /// Global options change which journal the values come from, as they do for the command.
  private static func take(_ option: String, value: String, context: Context) {
    switch option {
    case "db": context.journalPath = value
    case "journal": try? Journals.pick(value, context: context)
    default: break
    }
  }

  private static func values(
    for option: String, path: [String], current: String, context: Context
  ) -> [Candidate] {
    let key = (path + ["--" + option]).joined(separator: " ")
    guard let kind = table[key] ?? table["--" + option] else { return [] }
    return values(kind, current: current, context: context)
  }

  static func values(_ kind: Values, current: String, context: Context) -> [Candidate] {
    switch kind {
    case .words(let words): return matching(words.map { Candidate(value: $0) }, current)
    case .files: return [Candidate(value: filesDirective)]
    case .themes: return matching(themeNames(context).map { Candidate(value: $0) }, current)
    case .journals:
      return matching(
        JournalNames.existing(environment: context.environment).map { Candidate(value: $0) },
        current)
    case .configKeys:
      return matching(
        ConfigKey.all.map { Candidate(value: $0.name, description: $0.summary) }, current)
    case .templates:
      return matching(
        EntryTemplate.names(environment: context.environment).map { Candidate(value: $0) }, current)
    case .plants, .openTodos, .tags:
      guard let journal = readOnlyJournal(context) else { return [] }
      switch kind {
      case .plants:
        return ((try? journal.plantNames(startingWith: current)) ?? []).map {
          Candidate(value: $0)
        }
      case .openTodos:
        let digits = current.hasPrefix("#") ? String(current.dropFirst()) : current
        return ((try? journal.openTodoTitles(idStartingWith: digits)) ?? []).map {
          Candidate(value: String($0.id), description: $0.title)
        }
      default:
        return ((try? journal.tags(startingWith: current)) ?? []).map { Candidate(value: $0) }
      }
    }
  }

  /// The line that asks the shell to complete file names itself.
  static let filesDirective = ":files"

  private static func matching(_ candidates: [Candidate], _ current: String) -> [Candidate] {
    let prefix = current.lowercased()
    return candidates.filter { $0.value.lowercased().hasPrefix(prefix) }
  }

  /// The journal as it is, or nil: completion never creates, migrates or waits on a journal,
  /// and opens it (one connection, see `Journal(completingFrom:)`) only for the values kept
  /// in it.
  private static func readOnlyJournal(_ context: Context) -> Journal? {
    guard !context.journalPath.isEmpty else { return nil }
    return try? Journal(completingFrom: context.journalPath)
  }

  private static func themeNames(_ context: Context) -> [String] {
    let directories = ThemeLocator.searchDirectories(
      executablePath: executablePath(), environment: context.environment)
    return Array(Set(ThemeLocator.themeNames(in: directories) + ["default"])).sorted()
  }

  /// The answer as printed: one candidate a line, a tab before its description; control
  /// characters in data (a title with a tab or newline) become spaces so a line stays one.
  static func render(_ candidates: [Candidate]) -> String {
    candidates.map { candidate in
      let value = clean(candidate.value)
      return candidate.description.isEmpty ? value : value + "\t" + clean(candidate.description)
    }.joined(separator: "\n") + (candidates.isEmpty ? "" : "\n")
  }

  /// The answer to a shell's script (`__complete --shell NAME`): fields each ended by a NUL,
  /// so a name may hold any character but NUL (which no command-line word can hold, and is
  /// left out). The first field says what follows: `values`, then two fields a candidate
  /// (the value exactly as stored, then its description made printable, maybe empty); or
  /// `files`, when the shell should complete file names itself. A value holding a tab is
  /// left out for fish, whose `complete -a` takes a tab as the start of the description.
  static func reply(_ candidates: [Candidate], shell: String) -> String {
    if candidates.first?.value == filesDirective { return "files\0" }
    var fields = ["values"]
    for candidate in candidates where isOffered(candidate.value) {
      if shell == "fish", candidate.value.unicodeScalars.contains("\t") { continue }
      fields += [candidate.value, shown(candidate.description)]
    }
    return fields.map { $0 + "\0" }.joined()
  }

  /// The answer for bash, whose completion function inserts what it gets as it is: `files`
  /// then the text after the word's start to complete as a file name; or `values` then one
  /// field a candidate, already quoted for the place it goes (`BashWords.quoted`). When
  /// several are offered, one with a description reads `3  # 'repot the fern'`: bash shows
  /// that line in its list, and should it be inserted whole (menu-complete), the description
  /// is a quoted comment that runs nothing.
  static func bashReply(_ candidates: [Candidate], line: BashWords.Line) -> String {
    let current = line.words.last ?? ""
    if candidates.first?.value == filesDirective {
      let rest = current.unicodeScalars.dropFirst(line.kept.unicodeScalars.count)
      return "files\0" + String(String.UnicodeScalarView(rest)) + "\0"
    }
    let kept = Array(line.kept.unicodeScalars)
    let offered = candidates.filter {
      isOffered($0.value) && $0.value.unicodeScalars.starts(with: kept)
    }
    var fields = ["values"]
    for candidate in offered {
      let rest = String(
        String.UnicodeScalarView(candidate.value.unicodeScalars.dropFirst(kept.count)))
      var entry = BashWords.quoted(rest, context: line.context)
      let description = shown(candidate.description)
      if offered.count > 1, line.context == .plain, !description.isEmpty {
        entry += "  # " + BashWords.comment(description)
      }
      fields.append(entry)
    }
    return fields.map { $0 + "\0" }.joined()
  }

  /// Whether a value can be offered at all: not empty, and no NUL.
  private static func isOffered(_ value: String) -> Bool {
    !value.isEmpty && !value.unicodeScalars.contains("\0")
  }

  /// A description as a shell shows it: one line (tabs and line breaks become spaces),
  /// every other control, bidi and invisible character made visible (`Output.visible`), so
  /// a title cannot act on the terminal or the shell's list.
  static func shown(_ description: String) -> String {
    let breaks: Set<Unicode.Scalar> = ["\t", "\n", "\r", "\u{2028}", "\u{2029}"]
    var oneLine = String.UnicodeScalarView()
    for scalar in description.unicodeScalars {
      oneLine.append(breaks.contains(scalar) ? " " : scalar)
    }
    return Output.visible(Output.unmarked(String(oneLine)))
  }

  private static func clean(_ text: String) -> String {
    String(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : Character($0) })
  }
}

extension Context {
  /// The language for words that must not open the journal to find out (completion).
  var quietLanguage: Language { languageOverride ?? Language(environment: environment) ?? .en }
}
