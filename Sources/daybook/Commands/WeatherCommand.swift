import DaybookCore

/// `daybook weather …`: the optional weather source (Open-Meteo through curl).
enum WeatherCommand: CommandGroup {
  static let name = "weather"
  static func summary(_ language: Language) -> String { WeatherText.summary.text(language) }
  static func help(_ language: Language) -> String {
    WeatherText.help.text(language) + "\n" + subcommandList(language)
  }
  static var subcommands: [any Command.Type] { [Set.self, Fetch.self, Show.self] }

  enum Set: Command {
    static let name = "set"
    static func summary(_ language: Language) -> String { WeatherText.setSummary.text(language) }
    static func help(_ language: Language) -> String { WeatherText.setHelp.text(language) }
    static let spec = ArgumentSpec(flags: ["off"])

    static func run(_ arguments: ParsedArguments, context: Context) throws {
      let journal = try context.journal()
      let language = context.language
      if arguments.has("off") {
        try journal.setWeatherPlace(nil)
        context.output.line(WeatherText.turnedOff.text(language))
        return
      }
      let city = arguments.positionals.joined(separator: " ").trimmingSpaces()
      guard !city.isEmpty else { throw CommandError.usage(WeatherText.missingCity) }
      let base = OpenMeteo.geocodingBase(environment: context.environment)
      guard
        let text = Curl.get(OpenMeteo.geocodingURL(base: base, name: city, language: language))
      else { throw CommandError.failure(WeatherText.unreachable) }
      guard let place = OpenMeteo.parsePlace(text) else {
        throw CommandError.failure(WeatherText.noPlace, city)
      }
      try journal.setWeatherPlace(place)
      context.output.line(
        WeatherText.placeSet.text(
          language, Output.visible(place.name), String(place.latitude), String(place.longitude)))
    }
  }

  enum Fetch: Command {
    static let name = "fetch"
    static func summary(_ language: Language) -> String { WeatherText.fetchSummary.text(language) }
    static func help(_ language: Language) -> String { WeatherText.fetchHelp.text(language) }
    static let spec = ArgumentSpec(options: ["timeout"])

    static func run(_ arguments: ParsedArguments, context: Context) throws {
      let day =
        try arguments.positionals.first.map {
          try Values.day($0, option: "DAY", today: context.today)
        } ?? context.today
      let timeout =
        try arguments.value("timeout").map { text throws(CommandError) -> Int in
          guard let seconds = Int(text), (1...120).contains(seconds) else {
            throw .usage(WeatherText.invalidTimeout, text)
          }
          return seconds
        } ?? 10
      let journal = try context.journal()
      guard try journal.weatherPlace() != nil else {
        throw CommandError.failure(WeatherText.noPlaceSet)
      }
      guard
        let report = try journal.fetchWeather(
          on: day, base: OpenMeteo.forecastBase(environment: context.environment),
          at: context.now, timeoutSeconds: timeout)
      else { throw CommandError.failure(WeatherText.unreachable) }
      context.output.line(day.iso + "  " + Output.visible(report.fullSummary))
    }
  }

  enum Show: Command {
    static let name = "show"
    static func summary(_ language: Language) -> String { WeatherText.showSummary.text(language) }
    static func help(_ language: Language) -> String { WeatherText.showHelp.text(language) }
    static let spec = ArgumentSpec()

    static func run(_ arguments: ParsedArguments, context: Context) throws {
      let day =
        try arguments.positionals.first.map {
          try Values.day($0, option: "DAY", today: context.today)
        } ?? context.today
      guard let report = try context.journal().weatherReport(on: day) else {
        throw CommandError.failure(WeatherText.noReport, day.iso)
      }
      context.output.line(day.iso + "  " + Output.visible(report.fullSummary))
    }
  }
}

enum WeatherText: String, Localized {
  case summary, help, setSummary, setHelp, fetchSummary, fetchHelp, showSummary, showHelp
  case missingCity, unreachable, noPlace, placeSet, turnedOff, noPlaceSet, noReport
  case invalidTimeout

  var translation: Translation {
    switch self {
    case .summary:
      Translation(
        "the day's weather from Open-Meteo (optional)", ko: "Open-Meteo에서 그날 날씨 (선택)",
        ja: "Open-Meteo からその日の天気（任意）")
    case .help:
      Translation(
        """
        Usage: daybook weather SUBCOMMAND [ARGS…]

        An optional weather source: Open-Meteo (free, no key), fetched with curl. Once a
        place is set, the view fetches the day's weather when the day's entry is first
        opened and once more in the evening, and keeps it in the journal. Offline, nothing
        changes and the weather picker (w in the entry) still works.

        Subcommands:
        """,
        ko: """
          사용법: daybook weather 하위명령 [인자…]

          선택 기능인 날씨 출처입니다: Open-Meteo (무료, 키 없음)를 curl로 가져옵니다. 장소를
          정하면 화면이 그날 일기를 처음 열 때와 저녁에 한 번 더 날씨를 가져와 일지에 둡니다.
          오프라인이면 아무것도 바뀌지 않고 날씨 고르기 (일기에서 w)는 그대로 됩니다.

          하위 명령:
          """,
        ja: """
          使い方: daybook weather サブコマンド [引数…]

          任意の天気の取得元です。Open-Meteo（無料、キー不要）を curl で取得します。場所を
          決めると、画面はその日の日記を初めて開いたときと夕方にもう一度天気を取得し、日誌に
          保存します。オフラインでは何も変わらず、天気の選択（日記で w）はそのまま使えます。

          サブコマンド:
          """)
    case .setSummary:
      Translation(
        "set the place by city name, or --off", ko: "도시 이름으로 장소 정하기 또는 --off",
        ja: "都市名で場所を設定、または --off")
    case .setHelp:
      Translation(
        """
        Usage: daybook weather set CITY… | --off

        Looks the city up with Open-Meteo's geocoding and keeps its name and coordinates.
        --off turns the weather source off.
        """,
        ko: """
          사용법: daybook weather set 도시… | --off

          Open-Meteo 지오코딩으로 도시를 찾아 이름과 좌표를 저장합니다. --off는 날씨 출처를 끕니다.
          """,
        ja: """
          使い方: daybook weather set 都市… | --off

          Open-Meteo のジオコーディングで都市を探し、名前と座標を保存します。--off で天気の取得を止めます。
          """)
    case .fetchSummary:
      Translation("fetch and keep a day's weather", ko: "그날 날씨를 가져와 저장", ja: "その日の天気を取得して保存")
    case .fetchHelp:
      Translation(
        """
        Usage: daybook weather fetch [DAY] [--timeout SECONDS]

        Fetches the weather of DAY (default today) for the set place and keeps it. Nothing is
        written when the fetch fails.
        """,
        ko: """
          사용법: daybook weather fetch [날짜] [--timeout 초]

          정한 장소의 날짜 (기본 오늘) 날씨를 가져와 저장합니다. 가져오지 못하면 아무것도 쓰지 않습니다.
          """,
        ja: """
          使い方: daybook weather fetch [日付] [--timeout 秒]

          設定した場所の日付（既定は今日）の天気を取得して保存します。失敗したら何も書きません。
          """)
    case .showSummary:
      Translation("show a day's kept weather", ko: "저장된 그날 날씨 보기", ja: "保存したその日の天気を表示")
    case .showHelp:
      Translation(
        """
        Usage: daybook weather show [DAY]

        Shows the kept weather of DAY (default today).
        """,
        ko: """
          사용법: daybook weather show [날짜]

          저장된 날짜 (기본 오늘)의 날씨를 보여 줍니다.
          """,
        ja: """
          使い方: daybook weather show [日付]

          保存した日付（既定は今日）の天気を表示します。
          """)
    case .missingCity:
      Translation("missing city", ko: "도시가 없습니다", ja: "都市がありません")
    case .unreachable:
      Translation(
        "the weather source did not answer (offline, refused or timed out); nothing changed",
        ko: "날씨 출처가 답하지 않았습니다 (오프라인, 거부, 시간 초과). 바뀐 것은 없습니다",
        ja: "天気の取得元が応答しませんでした（オフライン、拒否、時間切れ）。何も変わっていません")
    case .noPlace:
      Translation(
        "no place called \"{0}\" found", ko: "\"{0}\" 장소를 찾지 못했습니다", ja: "「{0}」という場所は見つかりません")
    case .placeSet:
      Translation("Weather for {0} ({1}, {2})", ko: "{0} 날씨 ({1}, {2})", ja: "{0} の天気（{1}, {2}）")
    case .turnedOff:
      Translation("Weather source off", ko: "날씨 출처 끔", ja: "天気の取得を停止")
    case .noPlaceSet:
      Translation(
        "no place set (daybook weather set CITY)", ko: "장소가 없습니다 (daybook weather set 도시)",
        ja: "場所が未設定です（daybook weather set 都市）")
    case .noReport:
      Translation("no weather kept for {0}", ko: "{0} 날씨가 저장되어 있지 않습니다", ja: "{0} の天気は保存されていません")
    case .invalidTimeout:
      Translation(
        "invalid timeout \"{0}\" (1 to 120 seconds)", ko: "잘못된 시간 제한 \"{0}\" (1~120초)",
        ja: "不正な時間制限「{0}」（1〜120 秒）")
    }
  }
}
