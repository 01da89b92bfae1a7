import DaybookCore
/// Every user-visible text of the app shell, by key.
///
/// Placeholders are `{0}`, `{1}`… and are filled in order by `Strings.text(_:_:_:)`.
public enum StringKey: String, CaseIterable, Sendable {
  // Panes
  case paneCalendar, paneToday, paneHeatmap, paneEditor
  // Layout and status line
  case tooSmall, unread, statusSaved, statusDraftRestored, statusError
  // Global keymap help
  case keyNextPane, keyPreviousPane, keyFocusPane, keySearch, keyHelp, keyCommand, keyQuit
  case keyNewEntry, keyCycleTheme, keyCycleLanguage, keySuspend, keyPlants, keyEntryList
  case keyTodos, keyStatistics
  // Help overlay
  case helpTitle, helpGlobal, helpClose
  // Search overlay
  case searchTitle, searchEmpty, searchNoResults, searchFooter
  // Command line
  case commandUnknown, commandThemeSet, commandThemeMissing, commandBadDate, commandUsage
  case commandLanguageSet
  // Confirmation
  case confirmFooter, confirmWaterAgain
  // History placeholder
  case historyTitle, historyPlaceholder
  // Onboarding
  case onboardingTitle, onboardingFooter, onboardingLanguage, onboardingWeekStart
  case onboardingMonday, onboardingSunday, onboardingGoal, onboardingCaffeineLimit
  case onboardingZeroCaffeine, onboardingLimitAmount, onboardingWaterAmount
  case onboardingPlant, onboardingPlantHint, onboardingDone
}

/// The localization table: English for every key, Korean and Japanese for every key too.
public enum Strings {
  /// The text for a key in a language, placeholders filled from `arguments`.
  public static func text(_ key: StringKey, _ language: Language, _ arguments: String...)
    -> String
  {
    format(template(key, language), arguments)
  }

  /// The raw template (English when a translation is missing).
  public static func template(_ key: StringKey, _ language: Language) -> String {
    switch language {
    case .en: english[key] ?? key.rawValue
    case .ko: korean[key] ?? english[key] ?? key.rawValue
    case .ja: japanese[key] ?? english[key] ?? key.rawValue
    }
  }

  /// Keys with no entry in a language's table (tests keep this empty).
  public static func missingKeys(in language: Language) -> [StringKey] {
    let table: [StringKey: String] =
      switch language {
      case .en: english
      case .ko: korean
      case .ja: japanese
      }
    return StringKey.allCases.filter { table[$0] == nil }
  }

  static func format(_ template: String, _ arguments: [String]) -> String {
    var result = template
    for (index, argument) in arguments.enumerated() {
      result = result.replacing("{\(index)}", with: argument)
    }
    return result
  }

  static let english: [StringKey: String] = [
    .paneCalendar: "Calendar",
    .paneToday: "Today",
    .paneHeatmap: "Heatmap",
    .paneEditor: "Entry",
    .tooSmall: "Terminal too small ({0}×{1} needed, now {2}×{3})",
    .unread: "{0} unread",
    .statusSaved: "Saved {0}",
    .statusDraftRestored: "Unsaved draft restored",
    .statusError: "Error: {0}",
    .keyNextPane: "next pane",
    .keyPreviousPane: "previous pane",
    .keyFocusPane: "go to pane",
    .keySearch: "search",
    .keyEntryList: "entry list",
    .keyHelp: "help",
    .keyCommand: "command",
    .keyQuit: "quit",
    .keyNewEntry: "new entry",
    .keyTodos: "todos",
    .keyStatistics: "intake statistics",
    .keyCycleTheme: "next theme",
    .keyCycleLanguage: "next language",
    .keySuspend: "suspend",
    .keyPlants: "plants",
    .helpTitle: "Keys",
    .helpGlobal: "Everywhere",
    .helpClose: "Esc close · j/k scroll",
    .searchTitle: "Search",
    .searchEmpty: "Type to search every entry",
    .searchNoResults: "No entries match “{0}”",
    .searchFooter: "Enter open · ↑↓ choose · Esc close",
    .commandUnknown: "Unknown command: {0}",
    .commandThemeSet: "Theme: {0}",
    .commandThemeMissing: "No theme named “{0}” (have: {1})",
    .commandBadDate: "Not a date: {0} (use YYYY-MM-DD)",
    .commandUsage: "Commands: theme NAME · goto YYYY-MM-DD · lang en|ko|ja · w · q",
    .commandLanguageSet: "Language: {0}",
    .confirmFooter: "y yes · n no",
    .confirmWaterAgain: "{0} was already watered today. Water again?",
    .historyTitle: "History · {0}",
    .historyPlaceholder: "Revision history is not available here yet.",
    .onboardingTitle: "Welcome to Daybook",
    .onboardingFooter: "↑↓ choose · Enter next · Esc skip",
    .onboardingLanguage: "Language",
    .onboardingWeekStart: "Weeks start on",
    .onboardingMonday: "Monday",
    .onboardingSunday: "Sunday",
    .onboardingGoal: "Daily intake goal",
    .onboardingCaffeineLimit: "Caffeine limit",
    .onboardingZeroCaffeine: "Zero caffeine, water goal",
    .onboardingLimitAmount: "Caffeine limit per day (mg)",
    .onboardingWaterAmount: "Water per day (ml)",
    .onboardingPlant: "Your first plant (optional)",
    .onboardingPlantHint: "Name, or Enter to skip",
    .onboardingDone: "All set. Press ? for keys.",
  ]

  static let korean: [StringKey: String] = [
    .paneCalendar: "달력",
    .paneToday: "오늘",
    .paneHeatmap: "히트맵",
    .paneEditor: "일기",
    .tooSmall: "터미널이 너무 작습니다 ({0}×{1} 필요, 현재 {2}×{3})",
    .unread: "읽지 않음 {0}",
    .statusSaved: "{0} 저장됨",
    .statusDraftRestored: "저장하지 않은 초안을 복원했습니다",
    .statusError: "오류: {0}",
    .keyNextPane: "다음 창",
    .keyPreviousPane: "이전 창",
    .keyFocusPane: "창으로 이동",
    .keySearch: "검색",
    .keyEntryList: "일기 목록",
    .keyHelp: "도움말",
    .keyCommand: "명령",
    .keyQuit: "종료",
    .keyNewEntry: "새 일기",
    .keyTodos: "할 일",
    .keyStatistics: "섭취 통계",
    .keyCycleTheme: "다음 테마",
    .keyCycleLanguage: "다음 언어",
    .keySuspend: "일시 중지",
    .keyPlants: "식물",
    .helpTitle: "키",
    .helpGlobal: "어디서나",
    .helpClose: "Esc 닫기 · j/k 스크롤",
    .searchTitle: "검색",
    .searchEmpty: "입력하면 모든 일기를 검색합니다",
    .searchNoResults: "“{0}”와 일치하는 일기가 없습니다",
    .searchFooter: "Enter 열기 · ↑↓ 선택 · Esc 닫기",
    .commandUnknown: "알 수 없는 명령: {0}",
    .commandThemeSet: "테마: {0}",
    .commandThemeMissing: "“{0}” 테마가 없습니다 (있는 것: {1})",
    .commandBadDate: "날짜가 아닙니다: {0} (YYYY-MM-DD)",
    .commandUsage: "명령: theme 이름 · goto YYYY-MM-DD · lang en|ko|ja · w · q",
    .commandLanguageSet: "언어: {0}",
    .confirmFooter: "y 예 · n 아니요",
    .confirmWaterAgain: "{0}에 오늘 이미 물을 줬습니다. 또 줄까요?",
    .historyTitle: "기록 · {0}",
    .historyPlaceholder: "수정 기록은 아직 여기서 볼 수 없습니다.",
    .onboardingTitle: "Daybook에 오신 것을 환영합니다",
    .onboardingFooter: "↑↓ 선택 · Enter 다음 · Esc 건너뛰기",
    .onboardingLanguage: "언어",
    .onboardingWeekStart: "한 주의 시작",
    .onboardingMonday: "월요일",
    .onboardingSunday: "일요일",
    .onboardingGoal: "하루 섭취 목표",
    .onboardingCaffeineLimit: "카페인 제한",
    .onboardingZeroCaffeine: "카페인 없이, 물 목표",
    .onboardingLimitAmount: "하루 카페인 제한 (mg)",
    .onboardingWaterAmount: "하루 물 (ml)",
    .onboardingPlant: "첫 식물 (선택)",
    .onboardingPlantHint: "이름, 건너뛰려면 Enter",
    .onboardingDone: "준비 완료. ?를 누르면 키를 볼 수 있습니다.",
  ]

  static let japanese: [StringKey: String] = [
    .paneCalendar: "カレンダー",
    .paneToday: "今日",
    .paneHeatmap: "ヒートマップ",
    .paneEditor: "日記",
    .tooSmall: "端末が小さすぎます（{0}×{1} 必要、現在 {2}×{3}）",
    .unread: "未読 {0}",
    .statusSaved: "{0} を保存しました",
    .statusDraftRestored: "未保存の下書きを復元しました",
    .statusError: "エラー: {0}",
    .keyNextPane: "次のペイン",
    .keyPreviousPane: "前のペイン",
    .keyFocusPane: "ペインへ移動",
    .keySearch: "検索",
    .keyEntryList: "日記一覧",
    .keyHelp: "ヘルプ",
    .keyCommand: "コマンド",
    .keyQuit: "終了",
    .keyNewEntry: "新しい日記",
    .keyTodos: "やること",
    .keyStatistics: "摂取の統計",
    .keyCycleTheme: "次のテーマ",
    .keyCycleLanguage: "次の言語",
    .keySuspend: "一時停止",
    .keyPlants: "植物",
    .helpTitle: "キー",
    .helpGlobal: "どこでも",
    .helpClose: "Esc 閉じる · j/k スクロール",
    .searchTitle: "検索",
    .searchEmpty: "入力するとすべての日記を検索します",
    .searchNoResults: "「{0}」に一致する日記はありません",
    .searchFooter: "Enter 開く · ↑↓ 選択 · Esc 閉じる",
    .commandUnknown: "不明なコマンド: {0}",
    .commandThemeSet: "テーマ: {0}",
    .commandThemeMissing: "テーマ「{0}」はありません（あるもの: {1}）",
    .commandBadDate: "日付ではありません: {0}（YYYY-MM-DD）",
    .commandUsage: "コマンド: theme 名前 · goto YYYY-MM-DD · lang en|ko|ja · w · q",
    .commandLanguageSet: "言語: {0}",
    .confirmFooter: "y はい · n いいえ",
    .confirmWaterAgain: "{0} には今日もう水をあげました。もう一度あげますか？",
    .historyTitle: "履歴 · {0}",
    .historyPlaceholder: "変更履歴はまだここでは見られません。",
    .onboardingTitle: "Daybook へようこそ",
    .onboardingFooter: "↑↓ 選択 · Enter 次へ · Esc スキップ",
    .onboardingLanguage: "言語",
    .onboardingWeekStart: "週の始まり",
    .onboardingMonday: "月曜日",
    .onboardingSunday: "日曜日",
    .onboardingGoal: "1日の摂取目標",
    .onboardingCaffeineLimit: "カフェイン上限",
    .onboardingZeroCaffeine: "カフェインなし、水の目標",
    .onboardingLimitAmount: "1日のカフェイン上限 (mg)",
    .onboardingWaterAmount: "1日の水 (ml)",
    .onboardingPlant: "最初の植物（任意）",
    .onboardingPlantHint: "名前、スキップは Enter",
    .onboardingDone: "準備完了。? でキー一覧を表示します。",
  ]
}
