import DaybookCore

/// `daybook(1)` in mdoc, printed by the hidden `daybook __man` (what `make install` writes to
/// `share/man/man1/daybook.1`). Every command's part is its English `summary` and `--help`
/// page, walked from `Daybook.commands` and each group's `subcommands`, so the manual and
/// `--help` cannot drift apart. The page is English only, as manuals are installed once per
/// system; the command line's own help follows `--lang`.
enum ManPage {
  /// The date in the page's header: the manual's last revision, not the day it was generated,
  /// so the installed page is the same byte for byte on every build.
  static let revised = "December 1, 2026"

  static func render() -> String {
    var lines = [
      ".Dd \(revised)", ".Dt DAYBOOK 1", ".Os", ".Sh NAME", ".Nm daybook",
      ".Nd keyboard\\-driven diary for the terminal", ".Sh SYNOPSIS", ".Nm",
      ".Op Fl \\-db Ar path | Fl \\-journal Ar name | Fl \\-demo", ".Op Fl \\-lang Ar lang",
      ".Op Ar command Op Ar args ...",
      ".Nm", ".Fl \\-help | \\-version", ".Sh DESCRIPTION",
    ]
    lines += prose(description)
    lines += [".Pp", "Global options:", ".Bl -tag -width Ds"]
    for (option, text) in globalOptions {
      lines += [".It " + option] + prose(text)
    }
    lines += [".El", ".Sh COMMANDS"]
    lines += prose(
      "Every command accepts --help (or -h), and the global --db and --lang before or after "
        + "its name. The same text is printed by daybook COMMAND --help.")
    for command in Daybook.commands {
      lines += section(command, path: command.name)
      if let group = command as? any CommandGroup.Type {
        for subcommand in group.subcommands {
          lines += section(subcommand, path: command.name + " " + subcommand.name)
        }
      }
    }
    lines += [".Sh ENVIRONMENT", ".Bl -tag -width Ds"]
    for (name, text) in environment {
      lines += [".It Ev " + name] + prose(text)
    }
    lines += [".El", ".Sh FILES", ".Bl -tag -width Ds"]
    for (path, text) in files {
      lines += [".It Pa " + escaped(path)] + prose(text)
    }
    lines += [".El", ".Sh EXIT STATUS"]
    lines += prose("The exit status is one of:")
    lines += [".Bl -tag -width Ds"]
    for (status, text) in exitStatuses {
      lines += [".It " + status] + prose(text)
    }
    lines += [".El", ".Sh EXAMPLES"]
    for (index, (text, command)) in examples.enumerated() {
      lines += (index == 0 ? [] : [".Pp"]) + prose(text)
      lines += [".Bd -literal -offset indent"] + literal(command) + [".Ed"]
    }
    lines += [
      ".Sh SEE ALSO", ".Xr calcurse 1 ,", ".Xr jrnl 1 ,", ".Xr tmux 1 ,", ".Xr crontab 5",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// One command's subsection: its summary, then its `--help` page as it prints.
  private static func section(_ command: any Command.Type, path: String) -> [String] {
    let summary = command.summary(.en)
    return [".Ss " + escaped(path)]
      + prose(summary.prefix(1).uppercased() + summary.dropFirst() + ".")
      + helpPage(command.help(.en))
  }

  /// A `--help` page in mdoc: the usage lines kept as lines, plain paragraphs filled, and
  /// `TERM  description` tables (options, filters) as tag lists, so the page fits 80 columns
  /// like any manual. Whatever is shaped otherwise stays a literal display, as it prints.
  static func helpPage(_ help: String) -> [String] {
    var lines: [String] = []
    let paragraphs = help.split(separator: "\n\n", omittingEmptySubsequences: false)
    for paragraph in paragraphs {
      var rows = paragraph.split(separator: "\n").map(String.init)
      lines.append(".Pp")
      if rows.first?.hasPrefix("Usage:") == true {
        lines += usage(rows)
        continue
      }
      var heading: [String] = []
      while let row = rows.first, !row.hasPrefix(" "), tableRow(row) == nil {
        heading.append(row)
        rows.removeFirst()
      }
      if !heading.isEmpty { lines += prose(heading.joined(separator: " ")) }
      guard !rows.isEmpty else { continue }
      if let items = table(rows) {
        // A list brings its own space; mdoc wants no paragraph break right before it.
        if lines.last == ".Pp" { lines.removeLast() }
        let longest = items.map(\.term.count).max() ?? 0
        lines.append(".Bl -tag -width \(min(longest, 18) + 1)n -compact")
        for item in items {
          // `\&` keeps a word from being read as a macro; `\%` already does.
          let words = item.term.split(separator: " ").map {
            let word = escaped(String($0))
            return word.hasPrefix("\\%") ? word : "\\&" + word
          }
          lines.append(
            ".It "
              + words.joined(separator: " ").replacing(
                "\"", with: "\\(dq"))
          lines += prose(item.text)
        }
        lines.append(".El")
      } else {
        lines += [".Bd -literal"] + literal(rows.joined(separator: "\n")) + [".Ed"]
      }
    }
    return lines
  }

  /// Usage lines, one output line each, filled so a long one wraps at a space, and never
  /// hyphenated (`FOR-MAT` would read as part of the syntax).
  private static func usage(_ rows: [String]) -> [String] {
    var lines: [String] = []
    for (index, row) in rows.enumerated() {
      if index > 0 { lines.append(".br") }
      let words = textLine(String(row.drop { $0 == " " })).split(separator: " ").map {
        $0.hasPrefix("\\%") || $0.hasPrefix("\\&") ? String($0) : "\\%" + $0
      }
      lines.append(words.joined(separator: " "))
    }
    return lines
  }

  /// `  TERM  text` (two spaces or more between), or a lone `  TERM` whose text follows
  /// indented on the next lines.
  private static func tableRow(_ row: String) -> (indent: Int, term: String, text: String)? {
    let indent = row.prefix { $0 == " " }.count
    let body = row.dropFirst(indent)
    guard let gap = body.firstRange(of: "  ") else {
      return indent > 0 ? (indent, String(body), "") : nil
    }
    let text = body[gap.upperBound...].drop { $0 == " " }
    return (indent, String(body[..<gap.lowerBound]), String(text))
  }

  /// Rows as table items: each at the first row's indent, its text continued by any deeper
  /// indented rows; nil when the rows are shaped otherwise.
  private static func table(_ rows: [String]) -> [(term: String, text: String)]? {
    guard let first = rows.first.flatMap(tableRow) else { return nil }
    var items: [(term: String, text: String)] = []
    for row in rows {
      let indent = row.prefix { $0 == " " }.count
      if indent > first.indent, !items.isEmpty {
        items[items.count - 1].text += " " + row.drop { $0 == " " }
      } else if indent == first.indent, let item = tableRow(row) {
        items.append((item.term, item.text))
      } else {
        return nil
      }
    }
    return items.allSatisfy { !$0.text.isEmpty } ? items : nil
  }

  // MARK: - Escaping

  /// Text as roff reads it literally: backslashes as `\e`, non-ASCII as `\[uXXXX]`, and a
  /// hyphen as the minus `\-` unless it joins two letters (an option's dashes, `-` for stdin
  /// and ranges must copy and paste as ASCII hyphens).
  static func escaped(_ text: String) -> String {
    var result = ""
    let scalars = Array(text.unicodeScalars)
    for (index, scalar) in scalars.enumerated() {
      switch scalar {
      case "\\": result += "\\e"
      case "-":
        let before = index > 0 ? scalars[index - 1] : " "
        let after = index + 1 < scalars.count ? scalars[index + 1] : " "
        let joinsWords = before.properties.isAlphabetic && after.properties.isAlphabetic
        result += joinsWords ? "-" : "\\-"
      case "\t": result += "        "
      case _ where scalar.value < 0x20 || scalar.value == 0x7F: result += " "
      case _ where scalar.value > 0x7E:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
      default: result.unicodeScalars.append(scalar)
      }
    }
    // An option must copy and paste whole: no hyphenation inside a word with a dash.
    return result.split(separator: " ", omittingEmptySubsequences: false).map {
      $0.contains("\\-") ? "\\%" + $0 : String($0)
    }.joined(separator: " ")
  }

  /// An escaped text line that roff cannot take for a request (leading `.` or `'`).
  static func textLine(_ line: String) -> String {
    let text = escaped(line)
    return text.hasPrefix(".") || text.hasPrefix("'") ? "\\&" + text : text
  }

  /// Lines for a literal display; an empty line stays empty, which is allowed there.
  private static func literal(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map {
      let line = String($0)
      // Trailing spaces are noise to roff and a lint warning.
      let trimmed = String(line.reversed().drop { $0 == " " }.reversed())
      return trimmed.isEmpty ? "" : textLine(trimmed)
    }
  }

  /// Filled text: paragraphs separated by blank lines become `.Pp`, never a blank line.
  private static func prose(_ text: String) -> [String] {
    var lines: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingSpaces
      if trimmed.isEmpty {
        if lines.last != ".Pp" { lines.append(".Pp") }
      } else {
        // One sentence a line: roff then puts its own sentence spacing in.
        lines += trimmed.replacing("e.g. ", with: "e.g.\u{A0}")
          .replacing(". ", with: ".\n")
          .split(separator: "\n").map {
            textLine(String($0)).replacing("\\[u00A0]", with: " ")
          }
      }
    }
    return lines
  }

  // MARK: - The parts that are not a command's help

  private static let description = """
    Daybook is a keyboard-driven diary for the terminal. With no command it opens the \
    interactive view: a month calendar, what is due today (plants to water, todos, intake \
    against a goal), an activity heatmap and an editor for the day's entry. With a command \
    it works as a scriptable command line for cron, tmux and shell users.

    Everything lives in one SQLite file, the journal. Messages and help follow --lang, else \
    the journal's language setting, else the locale, else English.
    """

  private static let globalOptions: [(String, String)] = [
    (
      "Fl \\-db Ar path",
      "Use this journal file (else $DAYBOOK_DB, else $XDG_DATA_HOME/daybook/journal.sqlite)."
    ),
    (
      "Fl \\-journal Ar name",
      "Use the journal of this name in the data folder (see daybook journals); a new name "
        + "starts a new journal."
    ),
    (
      "Fl \\-demo",
      "Use a sample journal (a month of Korean and English entries, plants, todos and intake "
        + "against a goal) made in a private temporary folder for this run and removed when "
        + "it ends, also on SIGINT, SIGTERM or SIGHUP: daybook --demo, daybook --demo today."
    ),
    ("Fl \\-lang Ar lang", "en, ko or ja: the language of messages and help."),
    ("Fl h , \\-help", "Show the list of commands; daybook COMMAND --help shows a command's help."),
    ("Fl \\-version", "Show the version."),
  ]

  private static let files: [(String, String)] = [
    (
      "~/.local/share/daybook/journal.sqlite",
      "The journal: entries, plants and their care, todos, intake and settings. "
        + "$XDG_DATA_HOME/daybook/journal.sqlite when XDG_DATA_HOME is set."
    ),
    (
      "~/.local/share/daybook/attachments/",
      "The copies of attached files: the folder attachments beside the journal (whichever "
        + "file --db names), readable by you only."
    ),
    (
      "journal-YYYYMMDD-HHMMSS.sqlite",
      "A backup written by daybook backup beside the journal, with a copy of the "
        + "attachments folder as journal-YYYYMMDD-HHMMSS-attachments."
    ),
    (
      "~/.local/share/daybook/journals/NAME/",
      "The journal named NAME (--journal NAME), with its own attachments and backups. "
        + "daybook forget removes such a folder with what Daybook made in it."
    ),
    (
      "~/.config/daybook/config",
      "The config file ($XDG_CONFIG_HOME/daybook/config when XDG_CONFIG_HOME is set): one "
        + "key = value a line, # starts a comment line. Its keys are listed under daybook "
        + "config; daybook config set changes one line and keeps the rest."
    ),
    (
      "~/.config/daybook/themes/",
      "Your own colour themes ($XDG_CONFIG_HOME/daybook/themes when XDG_CONFIG_HOME is set)."
    ),
    ("PREFIX/share/daybook/themes/", "The bundled themes."),
  ]

  private static let environment: [(String, String)] = [
    ("DAYBOOK_DB", "The journal file, when neither --db nor --journal is given."),
    ("XDG_DATA_HOME", "Where the default journal lives (default ~/.local/share)."),
    ("XDG_CONFIG_HOME", "Where the config file and your themes live (default ~/.config)."),
    ("NO_COLOR", "When set and not empty, no colours: attributes only."),
    (
      "VISUAL , EDITOR",
      "The editor daybook write and the interactive view open, unless the config sets "
        + "editor (else vi)."
    ),
    (
      "LC_ALL , LC_MESSAGES , LANG",
      "The language when neither --lang nor the journal's setting names one, and whether "
        + "output may use UTF-8."
    ),
  ]

  private static let exitStatuses: [(String, String)] = [
    ("0", "Done."),
    ("1", "Failed: the journal could not be read or written, or a check found a problem."),
    ("2", "The command line was wrong (an unknown command or option, a missing argument)."),
  ]

  private static let examples: [(String, String)] = [
    (
      "Append to today's entry, or compose it in your editor:",
      """
      daybook write "watered the monstera #plants"
      daybook write
      """
    ),
    (
      "Plants and their waterings:",
      """
      daybook plant add Monstera --every 7 --location desk
      daybook water monstera
      """
    ),
    (
      "Todos and intake:",
      """
      daybook todo add "repot the fern" --due fri --important
      daybook todo done 3
      daybook intake add caffeine 1shot
      """
    ),
    (
      "Today, the month and a line for a tmux status bar:",
      """
      daybook today
      daybook cal 2026-12
      daybook status
      """
    ),
    (
      "Move in from jrnl, and keep a backup:",
      """
      daybook import --format jrnl ~/jrnl.txt
      daybook export --format json --output journal.json
      daybook backup
      """
    ),
  ]
}

extension Substring {
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
