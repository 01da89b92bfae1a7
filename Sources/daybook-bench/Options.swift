/// The command line of `daybook-bench`.
struct Options {
  var years: [Int] = [1, 100]
  var runs = 15
  var keepFolder: String?
  var interactive = false
  var browse = false
  /// Only the sync benchmark.
  var syncOnly = false
  /// Only the Markdown figures (render and Entry-pane key-to-frame), no journals.
  var markdownOnly = false
  /// Only the whole `daybook __complete` processes on the largest journal.
  var completeOnly = false
  /// Only the search figures (#20) on the largest journal, and the import that feeds them.
  var searchOnly = false

  /// Data-safety modes; when any is given, only they run.
  var kills: Int?
  var fuzzInputs: Int?
  var writerRounds: Int?

  var safetyOnly: Bool { kills != nil || fuzzInputs != nil || writerRounds != nil }

  static let usage = """
    usage: daybook-bench [--years 1,100] [--runs N] [--keep DIR] [--interactive] [--browse]
           daybook-bench [--kill N] [--fuzz N] [--writers N]

      --years LIST    journal sizes in years, comma separated (default 1,100)
      --runs N        timed runs per figure; the median is printed (default 15)
      --keep DIR      keep the generated journals in DIR and reuse them next time
      --interactive   also time the TUI (first screen and memory over a bare pty, key latency)
      --browse        also time search filters, entry list pages and on-this-day
      --sync          only time sync of a ten-year journal with a local bare remote
      --kill N        data safety: kill -9 the TUI N times while typing and saving, then
                      check nothing saved or autosaved was lost (50 or more for a full run)
      --fuzz N        data safety: import N mutated JSON and jrnl files, check each failed
                      import changed nothing (thousands for a full run); both modes also
                      time the editor on a 5 MB paste and a 1 MB line
      --writers N     data safety: the open view and daybook write save the same day N
                      times in a row (100 for a full run), then check no word was lost
      --search        only the search figures (first pages, all hits, the view's live
                      search) on the largest journal, and the ten-year JSON import
      --markdown      only the Markdown figures: a 2,000-word entry rendered, and
                      key-to-frame in the Entry pane (they also run in a full run)
      --complete      only the whole `daybook __complete` processes the shell completions
                      spawn, on the largest journal (they also run in a full run)
    """

  struct UsageError: Error, CustomStringConvertible {
    var description: String
  }

  init(arguments: [String]) throws {
    var rest = arguments[...]
    func value(_ flag: String) throws -> String {
      guard let next = rest.popFirst() else {
        throw UsageError(description: "\(flag) needs a value")
      }
      return next
    }
    while let argument = rest.popFirst() {
      switch argument {
      case "--years":
        let text = try value(argument)
        let parsed = text.split(separator: ",").compactMap { Int($0) }
        guard !parsed.isEmpty, parsed.count == text.split(separator: ",").count,
          parsed.allSatisfy({ (1...200).contains($0) })
        else { throw UsageError(description: "--years wants numbers 1–200 like 1,100") }
        years = parsed
      case "--runs":
        guard let count = Int(try value(argument)), count > 0 else {
          throw UsageError(description: "--runs wants a positive number")
        }
        runs = count
      case "--keep": keepFolder = try value(argument)
      case "--interactive": interactive = true
      case "--browse": browse = true
      case "--sync": syncOnly = true
      case "--markdown": markdownOnly = true
      case "--complete": completeOnly = true
      case "--search": searchOnly = true
      case "--writers":
        guard let count = Int(try value(argument)), count > 0 else {
          throw UsageError(description: "\(argument) wants a positive number")
        }
        writerRounds = count
      case "--kill", "--fuzz":
        guard let count = Int(try value(argument)), count > 0 else {
          throw UsageError(description: "\(argument) wants a positive number")
        }
        if argument == "--kill" { kills = count } else { fuzzInputs = count }
      case "-h", "--help": throw UsageError(description: Options.usage)
      default: throw UsageError(description: "unknown option \(argument)\n\n\(Options.usage)")
      }
    }
  }
}
