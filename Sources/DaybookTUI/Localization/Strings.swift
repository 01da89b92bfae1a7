import DaybookCore

/// Every user-visible text of the app shell, by key.
///
/// Placeholders are `{0}`, `{1}`… and are filled in order by `Strings.text(_:_:_:)`.
public enum StringKey: String, Localized {
  // Panes
  case paneCalendar, paneToday, paneHeatmap, paneEditor
  // Layout and status line
  case tooSmall, unread, statusSaved, statusDraftRestored, statusError
  case statusQuitAgain, statusTextKept, textKeptAtExit
  // Global keymap help
  case keyNextPane, keyPreviousPane, keyFocusPane, keySearch, keyHelp, keyCommand, keyQuit
  case keyNewEntry, keyCycleTheme, keyCycleLanguage, keySuspend
  case keySwitchLanguage, keyNotifications, keyPlants, keyEntryList, keyTodos, keyStatistics
  case keyReload, statusReloaded
  // Help overlay
  case helpTitle, helpGlobal
  // Search overlay
  case searchTitle, searchEmpty, searchNoResults, searchFooter
  // Command line
  case commandUnknown, commandThemeSet, commandThemeMissing, commandBadDate, commandUsage
  case commandLanguageSet
  // Confirmation
  case confirmWaterAgain
  // History placeholder
  case historyTitle, historyPlaceholder
  // Onboarding
  case onboardingTitle, onboardingLanguage, onboardingWeekStart
  case onboardingMonday, onboardingSunday, onboardingGoal, onboardingCaffeineLimit
  case onboardingZeroCaffeine, onboardingLimitAmount, onboardingWaterAmount
  case onboardingPlant, onboardingPlantHint, onboardingDone

  public var translation: Translation {
    switch self {
    case .paneCalendar: Translation("Calendar", ko: "달력", ja: "カレンダー")
    case .paneToday: Translation("Today", ko: "오늘", ja: "今日")
    case .paneHeatmap: Translation("Heatmap", ko: "히트맵", ja: "ヒートマップ")
    case .paneEditor: Translation("Entry", ko: "일기", ja: "日記")
    case .tooSmall:
      Translation(
        "Terminal too small ({0}×{1} needed, now {2}×{3})",
        ko: "터미널이 너무 작습니다 ({0}×{1} 필요, 현재 {2}×{3})",
        ja: "端末が小さすぎます（{0}×{1} 必要、現在 {2}×{3}）")
    case .unread: Translation("{0} unread", ko: "읽지 않음 {0}", ja: "未読 {0}")
    case .statusSaved: Translation("Saved {0}", ko: "{0} 저장됨", ja: "{0} を保存しました")
    case .statusDraftRestored:
      Translation("Unsaved draft restored", ko: "저장하지 않은 초안을 복원했습니다", ja: "未保存の下書きを復元しました")
    case .statusError: Translation("Error: {0}", ko: "오류: {0}", ja: "エラー: {0}")
    case .statusQuitAgain:
      Translation(
        "q again quits without saving", ko: "q를 한 번 더 누르면 저장하지 않고 끝냅니다",
        ja: "もう一度 q で保存せずに終了します")
    case .textKeptAtExit:
      Translation(
        "the journal could not take the unsaved text; it is kept in {0}",
        ko: "일지에 저장하지 못한 글을 {0}에 보관했습니다",
        ja: "日誌に保存できなかった文章を {0} に保管しました")
    case .statusTextKept:
      Translation(
        "Not saved: the text is kept in {0} · q quits",
        ko: "저장하지 못했습니다: 글은 {0}에 보관했습니다 · q로 끝냄",
        ja: "保存できませんでした: 文章は {0} に保管しました · q で終了")
    case .keyNextPane: Translation("next pane", ko: "다음 창", ja: "次のペイン")
    case .keyPreviousPane: Translation("previous pane", ko: "이전 창", ja: "前のペイン")
    case .keyFocusPane: Translation("go to pane", ko: "창으로 이동", ja: "ペインへ移動")
    case .keySearch: Translation("search", ko: "검색", ja: "検索")
    case .keyHelp: Translation("help", ko: "도움말", ja: "ヘルプ")
    case .keyCommand: Translation("command", ko: "명령", ja: "コマンド")
    case .keyQuit: Translation("quit", ko: "종료", ja: "終了")
    case .keyNewEntry: Translation("new entry", ko: "새 일기", ja: "新しい日記")
    case .keyCycleTheme: Translation("next theme", ko: "다음 테마", ja: "次のテーマ")
    case .keyCycleLanguage: Translation("next language", ko: "다음 언어", ja: "次の言語")
    case .keySwitchLanguage:
      Translation(
        "next language, also while writing", ko: "다음 언어 (쓰는 중에도)", ja: "次の言語（書いている間も）")
    case .keyNotifications: Translation("notifications", ko: "알림", ja: "通知")
    case .keyPlants: Translation("plants", ko: "식물", ja: "植物")
    case .keyEntryList: Translation("entry list", ko: "일기 목록", ja: "日記一覧")
    case .keyTodos: Translation("todos", ko: "할 일", ja: "やること")
    case .keyStatistics: Translation("intake statistics", ko: "섭취 통계", ja: "摂取の統計")
    case .keyReload:
      Translation("reload from the journal", ko: "일지에서 다시 읽기", ja: "日誌から読み直す")
    case .statusReloaded:
      Translation("Reloaded", ko: "다시 읽었습니다", ja: "読み直しました")
    case .keySuspend: Translation("suspend", ko: "일시 중지", ja: "一時停止")
    case .helpTitle: Translation("Keys", ko: "키", ja: "キー")
    case .helpGlobal: Translation("Everywhere", ko: "어디서나", ja: "どこでも")
    case .searchTitle: Translation("Search", ko: "검색", ja: "検索")
    case .searchEmpty:
      Translation("Type to search every entry", ko: "입력하면 모든 일기를 검색합니다", ja: "入力するとすべての日記を検索します")
    case .searchNoResults:
      Translation("No entries match “{0}”", ko: "“{0}”와 일치하는 일기가 없습니다", ja: "「{0}」に一致する日記はありません")
    case .searchFooter:
      Translation(
        "Enter open · ↑↓ choose · Esc close",
        ko: "Enter 열기 · ↑↓ 선택 · Esc 닫기",
        ja: "Enter 開く · ↑↓ 選択 · Esc 閉じる")
    case .commandUnknown:
      Translation("Unknown command: {0}", ko: "알 수 없는 명령: {0}", ja: "不明なコマンド: {0}")
    case .commandThemeSet: Translation("Theme: {0}", ko: "테마: {0}", ja: "テーマ: {0}")
    case .commandThemeMissing:
      Translation(
        "No theme named “{0}” (have: {1})",
        ko: "“{0}” 테마가 없습니다 (있는 것: {1})",
        ja: "テーマ「{0}」はありません（あるもの: {1}）")
    case .commandBadDate:
      Translation(
        "Not a date: {0} (use YYYY-MM-DD)",
        ko: "날짜가 아닙니다: {0} (YYYY-MM-DD)",
        ja: "日付ではありません: {0}（YYYY-MM-DD）")
    case .commandUsage:
      Translation(
        "Commands: theme NAME · goto YYYY-MM-DD · lang en|ko|ja · w · q",
        ko: "명령: theme 이름 · goto YYYY-MM-DD · lang en|ko|ja · w · q",
        ja: "コマンド: theme 名前 · goto YYYY-MM-DD · lang en|ko|ja · w · q")
    case .commandLanguageSet: Translation("Language: {0}", ko: "언어: {0}", ja: "言語: {0}")
    case .confirmWaterAgain:
      Translation(
        "{0} was already watered today. Water again?",
        ko: "{0}에 오늘 이미 물을 줬습니다. 또 줄까요?",
        ja: "{0} には今日もう水をあげました。もう一度あげますか？")
    case .historyTitle: Translation("History · {0}", ko: "기록 · {0}", ja: "履歴 · {0}")
    case .historyPlaceholder:
      Translation(
        "Revision history is not available here yet.",
        ko: "수정 기록은 아직 여기서 볼 수 없습니다.",
        ja: "変更履歴はまだここでは見られません。")
    case .onboardingTitle:
      Translation("Welcome to Daybook", ko: "Daybook에 오신 것을 환영합니다", ja: "Daybook へようこそ")
    case .onboardingLanguage: Translation("Language", ko: "언어", ja: "言語")
    case .onboardingWeekStart: Translation("Weeks start on", ko: "한 주의 시작", ja: "週の始まり")
    case .onboardingMonday: Translation("Monday", ko: "월요일", ja: "月曜日")
    case .onboardingSunday: Translation("Sunday", ko: "일요일", ja: "日曜日")
    case .onboardingGoal: Translation("Daily intake goal", ko: "하루 섭취 목표", ja: "1日の摂取目標")
    case .onboardingCaffeineLimit: Translation("Caffeine limit", ko: "카페인 제한", ja: "カフェイン上限")
    case .onboardingZeroCaffeine:
      Translation("Zero caffeine, water goal", ko: "카페인 없이, 물 목표", ja: "カフェインなし、水の目標")
    case .onboardingLimitAmount:
      Translation("Caffeine limit per day (mg)", ko: "하루 카페인 제한 (mg)", ja: "1日のカフェイン上限 (mg)")
    case .onboardingWaterAmount: Translation("Water per day (ml)", ko: "하루 물 (ml)", ja: "1日の水 (ml)")
    case .onboardingPlant:
      Translation("Your first plant (optional)", ko: "첫 식물 (선택)", ja: "最初の植物（任意）")
    case .onboardingPlantHint:
      Translation("Name, or Enter to skip", ko: "이름, 건너뛰려면 Enter", ja: "名前、スキップは Enter")
    case .onboardingDone:
      Translation(
        "All set. Press ? for keys.",
        ko: "준비 완료. ?를 누르면 키를 볼 수 있습니다.",
        ja: "準備完了。? でキー一覧を表示します。")
    }
  }
}

/// The app shell's texts; a thin door to `StringKey`'s table so call sites stay short.
public enum Strings {
  /// The text for a key in a language, placeholders filled from `arguments`.
  public static func text(_ key: StringKey, _ language: Language, _ arguments: String...)
    -> String
  {
    key.text(language, arguments: arguments)
  }
}
