import DaybookCore

/// The command line: global options, then a subcommand with its own arguments.
enum Daybook {
  static let version = "0.1.0"

  static var commands: [any Command.Type] {
    [
      WriteCommand.self, EditCommand.self, ListCommand.self, SearchCommand.self, TodayCommand.self,
      CalCommand.self, HeatmapCommand.self, WaterCommand.self, PlantCommand.self,
      CareCommand.self, CatalogCommand.self, TodoCommand.self, IntakeCommand.self,
      GoalCommand.self, RemindCommand.self, StatusCommand.self, ExportCommand.self,
      ImportCommand.self, AttachCommand.self, AttachmentsCommand.self, BackupCommand.self,
      CheckCommand.self, StatsCommand.self, StarCommand.self,
      SyncCommand.self,
      ShowCommand.self,
      ProjectCommand.self, WeatherCommand.self,
      ConfigCommand.self, JournalsCommand.self, ForgetCommand.self,
    ]
  }

  /// Runs the words after the program name on `streams` (the process's own, or captured
  /// ones in a test), with "now" from `clock`; returns the exit status.
  static func run(
    _ words: [String], environment: [String: String],
    streams: StandardStreams = .process(), clock: Clock = .system
  ) -> Int32 {
    let output = Output(environment: environment, streams: streams)
    let settings = Settings(environment: environment)
    let start = Journals.startingPath(environment: environment, settings: settings)
    let context = Context(
      environment: settings.environment(environment),
      journalPath: (try? start?.get()) ?? "", clock: clock, output: output)
    if case .failure(let error)? = start { context.journalPathError = error }
    context.settings = settings
    context.journalName = Journals.startingName(environment: environment, settings: settings)
    defer { output.flush() }
    do {
      let status = try dispatch(words, context: context)
      context.noteStoredSettingProblems()
      return status
    } catch {
      output.flush()
      let prefix = context.commandName.isEmpty ? "daybook: " : "daybook \(context.commandName): "
      switch error {
      case let error as CommandError:
        output.error(prefix + error.message(context.language))
        return error.exitCode
      case let error as JournalError:
        output.error(prefix + error.message(context.language))
        return 1
      default:
        output.error(prefix + String(describing: error))
        return 1
      }
    }
  }

  private static func dispatch(_ words: [String], context: Context) throws -> Int32 {
    var demo = false
    // The demo's journal goes when the run does, whichever way it ends.
    defer { if demo { Demo.finish() } }
    var index = 0
    while index < words.count, ArgumentParser.looksLikeOption(words[index]) {
      let word = words[index]
      index += 1
      switch word {
      case "--help", "-h":
        context.output.line(usage(context.language))
        return 0
      case "--version":
        // The same words in every language: the journal is not opened to find out which.
        context.output.line(DaybookText.version.text(context.quietLanguage, version))
        return 0
      case "--lang":
        guard index < words.count else { throw CommandError.usage(DaybookText.langNeedsValue) }
        try context.takeLanguage(words[index])
        index += 1
      case _ where word.hasPrefix("--lang="):
        try context.takeLanguage(String(word.dropFirst("--lang=".count)))
      case "--db":
        guard index < words.count else { throw CommandError.usage(DaybookText.dbNeedsPath) }
        try context.takeJournalPath(words[index])
        index += 1
      case _ where word.hasPrefix("--db="):
        try context.takeJournalPath(String(word.dropFirst("--db=".count)))
      case "--journal":
        guard index < words.count else { throw CommandError.usage(JournalsText.needsName) }
        try Journals.pick(words[index], context: context)
        index += 1
      case _ where word.hasPrefix("--journal="):
        try Journals.pick(String(word.dropFirst("--journal=".count)), context: context)
      case "--demo":
        if !demo {
          demo = true
          context.journalPath = try Demo.start(context: context)
          context.journalName = "demo"
        }
      case "--":
        break
      default:
        throw CommandError.usage(DaybookText.unknownOption, word)
      }
      if word == "--" { break }
    }
    let hidden = index < words.count && words[index].hasPrefix("__")
    if !hidden, words.dropFirst(index).first != ConfigCommand.name, context.settings.isBroken,
      let trouble = context.settings.trouble(context.language)
    {
      // A wrong line in the config stops everything but `config`, which is how it is fixed.
      throw CommandError.failure(.init(verbatim: trouble))
    }
    guard index < words.count else {
      let path = try context.usableJournalPath()
      context.output.flush()
      let streams = context.output.streams
      guard streams.inputIsTerminal, streams.outputIsTerminal else {
        let language = Language(environment: context.environment) ?? .en
        context.output.error(InteractiveText.needsTerminal.text(language))
        return 2
      }
      return runInteractive(
        journalPath: path, environment: context.environment, language: context.languageOverride,
        journalName: context.journalName, settingOverrides: context.settings.journalOverrides,
        template: context.settings.values["template"])
    }
    let name = words[index]
    let rest = Array(words[(index + 1)...])
    if name == "help" {
      guard let topic = rest.first else {
        context.output.line(usage(context.language))
        return 0
      }
      guard let command = command(named: topic) else {
        throw CommandError.usage(DaybookText.unknownCommand, topic)
      }
      context.output.line(command.help(context.language))
      return 0
    }
    if name == "__man" {
      // Hidden: the manual page `make install` writes, from the same tables as --help.
      context.output.exact(ManPage.render())
      return 0
    }
    if name == "__complete" {
      // Hidden: what the shell completions ask for; never fails, prints nothing when unsure.
      Completion.answer(rest, context: context)
      return 0
    }
    if name == "__completions" {
      // Hidden: the completion script for a shell, which `make install` writes.
      guard let shell = rest.first, let script = CompletionScripts.script(for: shell) else {
        throw CommandError.usage(DaybookText.unknownCommand, name + " " + (rest.first ?? ""))
      }
      context.output.exact(script)
      return 0
    }
    guard let command = command(named: name) else {
      throw CommandError.usage(DaybookText.unknownCommand, name)
    }
    context.commandName = command.name
    try command.main(rest, context: context)
    return 0
  }

  private static func command(named name: String) -> (any Command.Type)? {
    commands.first { $0.name == name || $0.aliases.contains(name) }
  }

  static func usage(_ language: Language) -> String {
    DaybookText.usageHead.text(language) + "\n"
      + Output.table(commands.map { ["  " + $0.name, $0.summary(language)] })
      .joined(separator: "\n")
      + "\n\n" + DaybookText.usageTail.text(language)
  }
}

enum DaybookText: String, Localized {
  case version, dbNeedsPath, langNeedsValue, unknownOption, unknownCommand, usageHead, usageTail

  var translation: Translation {
    switch self {
    case .version: Translation("daybook {0}", ko: "daybook {0}", ja: "daybook {0}")
    case .dbNeedsPath:
      Translation("--db needs a path", ko: "--db에는 경로가 필요합니다", ja: "--db にはパスが必要です")
    case .langNeedsValue:
      Translation(
        "--lang needs en, ko or ja", ko: "--lang에는 en, ko, ja 중 하나가 필요합니다",
        ja: "--lang には en、ko、ja のいずれかが必要です")
    case .unknownOption:
      Translation(
        "unknown option {0} (see daybook --help)", ko: "알 수 없는 옵션 {0} (daybook --help 참고)",
        ja: "不明なオプション {0}（daybook --help を参照）")
    case .unknownCommand:
      Translation(
        "unknown command \"{0}\" (see daybook --help)",
        ko: "알 수 없는 명령 \"{0}\" (daybook --help 참고)",
        ja: "不明なコマンド「{0}」（daybook --help を参照）")
    case .usageHead:
      Translation(
        """
        Usage: daybook [--db PATH | --journal NAME | --demo] [--lang LANG] [COMMAND] [ARGS…]

        A keyboard-driven diary for the terminal. With no command, opens the interactive view.

        Commands:
        """,
        ko: """
          사용법: daybook [--db 경로 | --journal 이름 | --demo] [--lang 언어] [명령] [인자…]

          키보드로 쓰는 터미널 일기장. 명령 없이 실행하면 대화형 화면을 엽니다.

          명령:
          """,
        ja: """
          使い方: daybook [--db パス | --journal 名前 | --demo] [--lang 言語] [コマンド] [引数…]

          キーボードで使うターミナルの日記帳。コマンドなしで対話画面を開きます。

          コマンド:
          """)
    case .usageTail:
      Translation(
        """
        Global options:
          --db PATH    use this journal file (else $DAYBOOK_DB, else the config's
                       journal, else $XDG_DATA_HOME/daybook/journal.sqlite)
          --journal NAME
                       use the journal of this name (see daybook journals)
          --demo       use a sample journal (a month of entries, plants, todos,
                       intake) made for this run and removed at its end
          --lang LANG  en, ko or ja (else the journal's language setting, else the locale)
          -h, --help   show this help; `daybook COMMAND --help` shows a command's help
          --version    show the version

        Exit status: 0 done, 1 failed, 2 the command line was wrong.
        """,
        ko: """
          공통 옵션:
            --db 경로    이 일기 파일을 씀 (없으면 $DAYBOOK_DB, 그다음 설정의 journal,
                         그다음 $XDG_DATA_HOME/daybook/journal.sqlite)
            --journal 이름
                         이 이름의 일기를 씀 (daybook journals 참고)
            --demo       이번 실행용 예시 일기 (한 달치 일기, 식물, 할 일, 섭취)를
                         쓰고, 끝나면 지움
            --lang 언어  en, ko, ja (없으면 일기의 언어 설정, 그다음 로캘)
            -h, --help   이 도움말; `daybook 명령 --help`는 명령별 도움말
            --version    버전 표시

          종료 상태: 0 완료, 1 실패, 2 명령줄이 잘못됨.
          """,
        ja: """
          共通オプション:
            --db パス    この日記ファイルを使う（なければ $DAYBOOK_DB、次に設定の
                         journal、次に $XDG_DATA_HOME/daybook/journal.sqlite）
            --journal 名前
                         この名前の日記を使う（daybook journals を参照）
            --demo       この実行のためのサンプル日記（1か月分の日記、植物、やること、
                         摂取）を使い、終わったら消す
            --lang 言語  en、ko、ja（なければ日記の言語設定、次にロケール）
            -h, --help   このヘルプ。`daybook コマンド --help` でコマンドごとのヘルプ
            --version    バージョンを表示

          終了ステータス: 0 完了、1 失敗、2 コマンドラインの誤り。
          """)
    }
  }
}
