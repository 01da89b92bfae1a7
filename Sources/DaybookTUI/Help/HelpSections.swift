import DaybookCore
import TerminalKit

/// The help overlay's sections, read from the keymaps the screens match on: the screen the user is looking at first,
/// then the keys that work everywhere, every pane and screen, and the `:` commands.
enum HelpSections {
  typealias Section = (title: String, bindings: [KeyBinding])

  static func sections(_ state: AppState) -> [Section] {
    let language = state.language
    let presets = state.todayPane.presets
    var current: Section
    var rest: [Section] = []
    if let screen = screen(on: state) {
      current = screen
    } else {
      current = (
        Strings.text(state.focus.titleKey, language),
        KeymapCatalog.bindings(for: state.focus, language, presets: presets)
      )
    }
    current.title = HelpText.here.text(language, current.title)
    rest.append((Strings.text(.helpGlobal, language), GlobalKeymap.bindings(language)))
    for pane in Pane.allCases where state.helpUnder != nil || pane != state.focus {
      rest.append(
        (
          Strings.text(pane.titleKey, language),
          KeymapCatalog.bindings(for: pane, language, presets: presets)
        ))
    }
    rest += screens(language)
    rest.append(NotificationCentreFeature.helpSection(language))
    rest.append(CommandTable.helpSection(language))
    rest.append((CommandText.lineTitle.text(language), CommandFeature.Command.keymap(language)))
    rest.append((HelpText.help.text(language), HelpFeature.Command.keymap(language)))
    return [current] + rest
  }

  /// The screen on top of the panes when `?` was pressed, with its keys.
  static func screen(on state: AppState) -> Section? {
    let language = state.language
    var under = state
    under.destination = state.helpUnder
    guard let keys = OverlayKeys.bindings(under) else { return nil }
    let title: String
    switch state.helpUnder {
    case .todos?: title = HelpText.todos.text(language)
    case .statistics?: title = HelpText.statistics.text(language)
    case .search?: title = HelpText.search.text(language)
    case .history?: title = HelpText.history.text(language)
    case .entryList?: title = HelpText.entryList.text(language)
    case .notifications?: title = HelpText.notifications.text(language)
    case .intakeRecords?: title = HelpText.intakeRecords.text(language)
    case .plants?: title = HelpText.plants.text(language)
    case .attachPrompt?: title = AttachPromptText.helpTitle.text(language)
    case .saveText?: title = SaveTextText.helpTitle.text(language)
    default: title = Strings.text(state.focus.titleKey, language)
    }
    return (title, keys)
  }

  /// Every full screen's keys, whether open or not.
  static func screens(_ language: Language) -> [Section] {
    [
      (HelpText.plants.text(language), PlantsFeature.listKeymap(language)),
      (HelpText.plant.text(language), PlantsFeature.detailKeymap(language)),
      (HelpText.plantForm.text(language), PlantsFeature.formKeymap(language)),
      (HelpText.careForm.text(language), CareFormFeature.Command.keymap(language)),
      (HelpText.intakeRecords.text(language), IntakeRecordsFeature.keymap(language)),
      (HelpText.intakeForm.text(language), IntakeRecordForm.Command.keymap(language)),
      (HelpText.todos.text(language), TodosFeature.Command.keymap(language)),
      (HelpText.todo.text(language), TodoDetail.Command.keymap(language)),
      (HelpText.todoForm.text(language), TodoForm.Command.keymap(language)),
      (HelpText.search.text(language), SearchFeature.Command.keymap(language)),
      (HelpText.statistics.text(language), StatisticsFeature.Command.keymap(language)),
      (HelpText.history.text(language), HistoryFeature.ListCommand.keymap(language)),
      (HelpText.revision.text(language), HistoryFeature.ViewCommand.keymap(language)),
      (HelpText.pictureViewer.text(language), PictureViewerFeature.Command.keymap(language)),
      (HelpText.entryList.text(language), EntryListFeature.keymap(language)),
      (DayCareText.helpTitle.text(language), DayCareFeature.Command.keymap(language)),
      (AttachPromptText.helpTitle.text(language), AttachPromptFeature.Command.keymap(language)),
    ]
  }

  /// The rows of the help: each section's title, then "  keys  help" per binding, a blank
  /// line between sections; keys padded to the widest, help cut to `width` with "…".
  static func rows(_ sections: [Section], width: Int, theme: Theme) -> [[ListView.Item]] {
    let keyWidth = min(
      18,
      sections.flatMap(\.bindings).map { TextWidth.width(of: $0.helpKeys) }
        .max() ?? 0)
    return sections.map { section in
      [ListView.Item(section.title, style: theme.style(.title))]
        + section.bindings.map { binding in
          let keys = TextWidth.pad(
            TextWidth.truncate(binding.helpKeys, toWidth: keyWidth),
            toWidth: keyWidth)
          let room = max(1, width - keyWidth - 3)
          return ListView.Item([
            Span("  " + keys, style: theme.style(.accent)),
            Span(" " + TextWidth.truncate(binding.help, toWidth: room)),
          ])
        }
    }
  }
}

/// Titles of the help's sections for the full screens.
enum HelpText: String, Localized {
  case here, plants, plant, todos, search, statistics, history, entryList, notifications
  case intakeRecords, todo, todoForm, help, plantForm, careForm, intakeForm, revision
  case pictureViewer
  case keyClose, keyScroll, keyDown, keyUp, keyPageDown, keyPageUp

  var translation: Translation {
    switch self {
    case .here: Translation("{0} (here)", ko: "{0} (지금 화면)", ja: "{0}（この画面）")
    case .plants: Translation("Plants", ko: "식물", ja: "植物")
    case .plant: Translation("A plant", ko: "식물 한 그루", ja: "植物ひとつ")
    case .todos: Translation("Todos", ko: "할 일", ja: "やること")
    case .search: Translation("Search", ko: "검색", ja: "検索")
    case .statistics: Translation("Statistics", ko: "통계", ja: "統計")
    case .history: Translation("History", ko: "변경 기록", ja: "変更履歴")
    case .entryList: Translation("Entries", ko: "일기 목록", ja: "日記一覧")
    case .notifications: Translation("Notifications", ko: "알림", ja: "通知")
    case .intakeRecords: Translation("Intake records", ko: "섭취 기록", ja: "摂取記録")
    case .todo: Translation("A todo", ko: "할 일 하나", ja: "やることひとつ")
    case .todoForm: Translation("Todo form", ko: "할 일 양식", ja: "やることの入力欄")
    case .help: Translation("This help", ko: "이 도움말", ja: "このヘルプ")
    case .plantForm: Translation("Plant form", ko: "식물 양식", ja: "植物の入力欄")
    case .pictureViewer: Translation("Picture viewer", ko: "사진 보기", ja: "写真ビューア")
    case .revision: Translation("A revision", ko: "수정본 하나", ja: "変更ひとつ")
    case .intakeForm: Translation("Intake record form", ko: "섭취 기록 양식", ja: "摂取記録の入力欄")
    case .careForm: Translation("Care record form", ko: "돌봄 기록 양식", ja: "お世話の記録の入力欄")
    case .keyClose: Translation("close", ko: "닫기", ja: "閉じる")
    case .keyScroll: Translation("scroll", ko: "스크롤", ja: "スクロール")
    case .keyDown: Translation("scroll down", ko: "아래로", ja: "下へ")
    case .keyUp: Translation("scroll up", ko: "위로", ja: "上へ")
    case .keyPageDown: Translation("page down", ko: "다음 쪽", ja: "次のページ")
    case .keyPageUp: Translation("page up", ko: "이전 쪽", ja: "前のページ")
    }
  }
}
