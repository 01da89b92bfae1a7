import DaybookCore
import DaybookTUI

/// `daybook show [DAY] [--width N]`: a day's entry as the Entry pane's read mode shows it:
/// date, mood, weather, the title and the body rendered as Markdown, tags, attachments.
enum ShowCommand: Command {
  static let name = "show"
  static func summary(_ language: Language) -> String { ShowText.summary.text(language) }
  static func help(_ language: Language) -> String { ShowText.help.text(language) }
  static let spec = ArgumentSpec(options: ["width"])
  /// Columns when neither `--width` nor `COLUMNS` says.
  static let defaultWidth = 80

  static func run(_ arguments: ParsedArguments, context: Context) throws {
    if arguments.positionals.count > 1 {
      throw CommandError.usage(ShowText.unexpected, arguments.positionals[1])
    }
    let day =
      try arguments.positionals.first.map {
        try Values.day($0, option: "DAY", today: context.today)
      } ?? context.today
    let width = try self.width(arguments, environment: context.environment)
    let journal = try context.readingJournal()
    guard let entry = try journal.entry(on: day) else {
      throw CommandError.failure(ShowText.noEntry, day.iso)
    }
    let output = context.output
    output.useLinks = ShowLinks.enabled(output: output, environment: context.environment)
    let language = context.language
    output.line(headerLine(entry, language: language, output: output))
    if let report = try journal.weatherReport(on: day) {
      output.line(weatherLine(report, language: language, output: output))
    }
    // `daybook write` saves its text as the body under an empty title: no empty row for it.
    let rows =
      entry.title.isEmpty
      ? MarkdownRenderer.render(markdown: entry.body, width: width)
      : MarkdownRenderer.entry(title: entry.title, body: entry.body, width: width)
    for row in rows {
      output.line(text(of: row, styled: output.useColor, links: output.useLinks))
    }
    let tags = entry.tags
    if !tags.isEmpty {
      output.line()
      output.line(
        output.styled(tags.map { "#" + Output.visible($0) }.joined(separator: " "), .cyan))
    }
    let attachments = try journal.attachments(on: day)
    if !attachments.isEmpty {
      output.line()
      output.line(output.styled(ShowText.attachments.text(language), .bold))
      for attachment in attachments {
        output.line(
          "  " + Output.visible(attachment.originalName) + "  " + journal.path(of: attachment))
      }
      let pictures = ShowPictures.lines(
        attachments.map { (name: $0.originalName, path: journal.path(of: $0)) },
        terminal: output.isTerminal,
        depth: ShowPictures.colorDepth(environment: context.environment), width: width,
        language: language)
      for line in pictures { output.line(line) }
    }
  }

  private static func width(_ arguments: ParsedArguments, environment: [String: String]) throws
    -> Int
  {
    if let text = arguments.value("width") {
      guard let value = Int(text), (10...1_000).contains(value) else {
        throw CommandError.usage(ShowText.badWidth, text)
      }
      return value
    }
    if let columns = environment["COLUMNS"].flatMap(Int.init), (10...1_000).contains(columns) {
      return columns
    }
    return defaultWidth
  }

  /// `Sun 29 Nov 2026 · 🙂 good · ☀️ sunny ★`.
  private static func headerLine(_ entry: Entry, language: Language, output: Output) -> String {
    var parts = [output.styled(EditorView.dateText(entry.day, language), .bold)]
    if let mood = entry.mood { parts.append(mood.symbol + " " + mood.name(language)) }
    if let weather = entry.weather { parts.append(weather.symbol + " " + weather.name(language)) }
    return parts.joined(separator: " · ") + (entry.starred ? " ★" : "")
  }

  /// `Weather: ☂ 6°/0° Seoul · sunrise 07:32 · sunset 17:14`: the day's weather as fetched.
  static func weatherLine(_ report: WeatherReport, language: Language, output: Output) -> String {
    var parts = [Output.visible(report.summary)]
    if let sunrise = report.sunrise { parts.append(ShowText.sunrise.text(language, sunrise)) }
    if let sunset = report.sunset { parts.append(ShowText.sunset.text(language, sunset)) }
    return output.styled(ShowText.weather.text(language), .bold) + " "
      + parts.joined(separator: " · ")
  }

  /// One rendered row: each run in its SGR codes on a colour terminal, plain otherwise;
  /// with `links`, a link's text is an OSC 8 hyperlink, closed before the row ends. The
  /// codes go through `Output`'s marks, and the text's own marks are made visible, so the
  /// text itself can never style or link.
  static func text(of row: MarkdownLine, styled: Bool, links: Bool = false) -> String {
    var text = ""
    for span in row.spans {
      let codes = MarkdownStyles.sgr(span.look)
      var piece = Output.unmarked(span.text)
      if links, let target = span.look.link.flatMap(ShowLinks.target) {
        piece = Output.link(target) + piece + Output.link("")
      }
      guard styled, !codes.isEmpty else {
        text += piece
        continue
      }
      text +=
        Output.style(codes.map(String.init).joined(separator: ";")) + piece
        + Output.style("0")
    }
    if !styled { while text.last == " " { text.removeLast() } }
    return text
  }
}

enum ShowText: String, Localized {
  case summary, help, unexpected, noEntry, badWidth, attachments, weather, sunrise, sunset

  var translation: Translation {
    switch self {
    case .summary:
      Translation(
        "show a day's entry with its Markdown rendered", ko: "그날 일기를 마크다운으로 보여 주기",
        ja: "その日の日記を Markdown 表示で見る")
    case .help:
      Translation(
        """
        Usage: daybook show [DAY] [--width N]

        Prints the entry of DAY (YYYY-MM-DD, today or yesterday; default today): date, mood
        and weather, then the title and the body rendered as Markdown (headings, emphasis,
        lists, task lists, quotes, code, tables), its tags and its attached files. Styles are
        used on a terminal with NO_COLOR unset; otherwise the text is plain. On a terminal
        the attached pictures are also drawn as mosaics (in the colours COLORTERM and TERM
        offer, plain glyphs under NO_COLOR). Lines are wrapped at --width, else $COLUMNS,
        else 80 columns.
        """,
        ko: """
          사용법: daybook show [날짜] [--width N]

          날짜 (YYYY-MM-DD, today, yesterday; 기본은 오늘)의 일기를 보여 줍니다: 날짜, 기분과
          날씨, 그리고 마크다운으로 표시한 제목과 본문 (제목, 강조, 목록, 할 일 목록, 인용, 코드,
          표), 태그와 첨부 파일. 터미널에서 NO_COLOR가 없으면 스타일을 쓰고, 아니면 일반
          텍스트입니다. 터미널에서는 첨부한 사진도 모자이크로 그립니다 (COLORTERM과 TERM이
          알려 주는 색으로, NO_COLOR면 색 없이). 줄은 --width, 없으면 $COLUMNS, 없으면
          80칸에서 바꿉니다.
          """,
        ja: """
          使い方: daybook show [日付] [--width N]

          日付（YYYY-MM-DD、today、yesterday。既定は今日）の日記を表示します: 日付、気分と
          天気、Markdown として表示したタイトルと本文（見出し、強調、リスト、タスクリスト、
          引用、コード、表）、タグと添付ファイル。端末で NO_COLOR が未設定ならスタイル付き、
          それ以外はプレーンテキストです。端末では添付の写真もモザイクで描きます（COLORTERM と
          TERM が示す色で、NO_COLOR なら色なしで）。行は --width、なければ $COLUMNS、
          なければ 80 桁で折り返します。
          """)
    case .unexpected:
      Translation("unexpected argument \"{0}\"", ko: "예상하지 못한 인자 \"{0}\"", ja: "予期しない引数「{0}」")
    case .noEntry:
      Translation("no entry on {0}", ko: "{0}에는 일기가 없습니다", ja: "{0} の日記はありません")
    case .badWidth:
      Translation(
        "--width wants a number of columns from 10 to 1000, not \"{0}\"",
        ko: "--width에는 10에서 1000 사이의 칸 수가 필요합니다 (\"{0}\"이(가) 아님)",
        ja: "--width には 10 から 1000 までの桁数が必要です（「{0}」ではなく）")
    case .attachments: Translation("Attachments", ko: "첨부 파일", ja: "添付ファイル")
    case .weather: Translation("Weather:", ko: "날씨:", ja: "天気:")
    case .sunrise: Translation("sunrise {0}", ko: "해돋이 {0}", ja: "日の出 {0}")
    case .sunset: Translation("sunset {0}", ko: "해넘이 {0}", ja: "日の入り {0}")
    }
  }
}
