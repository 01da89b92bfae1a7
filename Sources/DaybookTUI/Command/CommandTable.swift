import DaybookCore
import TerminalKit

/// The `:` commands as data: the command line runs them by these names, the help lists
/// them and Tab completes them from the same table.
enum CommandTable: CaseIterable {
  case quit, write, theme, goTo, language, reload, help, mouse, glyphs, sections

  /// The names the command answers to; the first is the one shown and completed.
  var names: [String] {
    switch self {
    case .quit: ["quit", "q", "wq", "x", "q!"]
    case .write: ["write", "w"]
    case .theme: ["theme"]
    case .goTo: ["goto", "go", "g"]
    case .language: ["lang", "language"]
    case .reload: ["reload", "e!"]
    case .help: ["help", "h"]
    case .mouse: ["mouse"]
    case .glyphs: ["glyphs"]
    case .sections: ["sections"]
    }
  }

  /// The command a typed name runs.
  init?(name: String) {
    guard let command = Self.allCases.first(where: { $0.names.contains(name) }) else {
      return nil
    }
    self = command
  }

  /// The words its argument can be, for Tab (themes come from the state).
  func arguments(_ state: AppState) -> [String] {
    switch self {
    case .theme: state.themeNames
    case .language: Language.allCases.map(\.rawValue)
    case .goTo: ["today"]
    case .mouse: ["on", "off"]
    case .glyphs: GlyphSet.allCases.map(\.rawValue)
    case .sections: TodaySection.allCases.map(\.rawValue)
    default: []
    }
  }

  /// How it is typed and what it does, for the help.
  func binding(_ language: Language) -> KeyBinding {
    let (usage, help): (String, CommandText) =
      switch self {
      case .quit: (":q", .quit)
      case .write: (":w", .write)
      case .theme: (":theme NAME", .theme)
      case .goTo: (":goto DAY", .goTo)
      case .language: (":lang en|ko|ja", .language)
      case .reload: (":reload", .reload)
      case .help: (":help", .help)
      case .mouse: (":mouse on|off", .mouse)
      case .glyphs: (":glyphs NAME", .glyphs)
      case .sections: (":sections NAME…", .sections)
      }
    return KeyBinding(keys: [usage], help: help.text(language))
  }

  /// The help section listing every command.
  static func helpSection(_ language: Language) -> (title: String, bindings: [KeyBinding]) {
    (CommandText.title.text(language), allCases.map { $0.binding(language) })
  }

  /// The line after Tab: the command name completed (or as far as all candidates agree),
  /// else its argument; the line itself when nothing matches.
  static func complete(_ line: String, _ state: AppState) -> String {
    let parts = line.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false)
      .map(String.init)
    if parts.count < 2 {
      let word = parts.first ?? ""
      let names = allCases.map { $0.names[0] }.filter { $0.hasPrefix(word) }
      if names.count == 1, let name = names.first {
        return name + (Self(name: name)?.arguments(state).isEmpty == false ? " " : "")
      }
      return commonPrefix(names) ?? word
    }
    guard let command = Self(name: parts[0]) else { return line }
    let candidates = command.arguments(state).filter { $0.hasPrefix(parts[1]) }
    return parts[0] + " "
      + ((candidates.count == 1 ? candidates.first : commonPrefix(candidates))
        ?? parts[1])
  }

  private static func commonPrefix(_ words: [String]) -> String? {
    guard var prefix = words.first else { return nil }
    for word in words.dropFirst() {
      while !word.hasPrefix(prefix) { prefix.removeLast() }
    }
    return prefix
  }
}

/// The help texts of the `:` commands.
enum CommandText: String, Localized {
  case title, quit, write, theme, goTo, language, reload, help, mouse, glyphs, sections
  case lineTitle, keyRun, keyComplete, keyCancel, keyBackOut

  var translation: Translation {
    switch self {
    case .title:
      Translation(
        "Commands (: then Tab completes)", ko: "명령 (: 다음 Tab으로 완성)", ja: "コマンド（: の後 Tab で補完）")
    case .quit: Translation("quit", ko: "종료", ja: "終了")
    case .lineTitle: Translation("Command line (:)", ko: "명령 줄 (:)", ja: "コマンド行（:）")
    case .keyRun: Translation("run", ko: "실행", ja: "実行")
    case .keyComplete: Translation("complete", ko: "완성", ja: "補完")
    case .keyCancel: Translation("cancel", ko: "취소", ja: "取り消し")
    case .keyBackOut:
      Translation(
        "on an empty line: close", ko: "빈 줄에서: 닫기", ja: "空の行で: 閉じる")
    case .write: Translation("save the entry", ko: "일기 저장", ja: "日記を保存")
    case .theme: Translation("use a theme", ko: "테마 바꾸기", ja: "テーマを変える")
    case .goTo:
      Translation(
        "go to a day (2026-12-05, 12/5, tomorrow, today)", ko: "날짜로 이동 (2026-12-05, 12/5, 내일)",
        ja: "日付へ移動（2026-12-05、12/5、明日）")
    case .language: Translation("switch the language", ko: "언어 바꾸기", ja: "言語を切り替える")
    case .reload: Translation("read the journal again", ko: "일지에서 다시 읽기", ja: "日誌を読み直す")
    case .help: Translation("show the keys", ko: "키 보기", ja: "キーを表示")
    case .mouse:
      Translation(
        "clicks and the wheel (off: drag to copy)", ko: "클릭과 휠 (off: 끌어서 복사)",
        ja: "クリックとホイール（off: ドラッグでコピー）")
    case .glyphs:
      Translation(
        "borders and markers (rounded, square, heavy, ascii)",
        ko: "테두리와 표시 모양 (rounded, square, heavy, ascii)", ja: "枠と印の形（rounded, square, heavy, ascii）"
      )
    case .sections:
      Translation(
        "Today's sections, in order (plants todos projects intake)",
        ko: "오늘 칸의 구역과 순서 (plants todos projects intake)",
        ja: "今日の欄の区分と順序（plants todos projects intake）")
    }
  }
}
