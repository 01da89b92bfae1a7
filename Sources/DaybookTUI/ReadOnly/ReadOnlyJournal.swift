import DaybookCore

/// A journal opened only to read (read-only media, a snapshot, a file or folder without
/// write permission): the view shows it, and refuses every change with a status line before
/// anything is typed, so no text is ever written into an editor that cannot keep it.
extension AppReducer {
  /// Undoes what `action` started that would change the journal: editing the entry (its
  /// state goes back to what it was) and every effect that writes. `before` is the state
  /// before the action. What the user asked for is answered on the status line; the app's
  /// own writes (reminders delivered at start) are dropped without a word.
  static func refuseChanges(
    _ effects: [Effect], before: AppState, userAsked: Bool, _ state: inout AppState
  ) -> [Effect] {
    guard state.journalIsReadOnly else { return effects }
    var refused = false
    if state.editor.isEditing, !before.editor.isEditing {
      state.editor = before.editor
      refused = true
    }
    let kept = effects.filter { !changesJournal($0) }
    // Editing only ever starts because the user asked (`n` starts it once the day loads).
    if refused || userAsked && kept.count != effects.count {
      let reason: ReadOnlyText = state.journalIsFromNewerDaybook ? .newerDaybook : .refused
      showStatus(reason.text(state.language), isError: true, &state)
    }
    return kept
  }

  /// Effects that write the journal (or lead to writing it, as `$EDITOR` does).
  static func changesJournal(_ effect: Effect) -> Bool {
    switch effect {
    case .saveEntry, .saveDraft, .setEntryStarred, .deleteDraft, .water, .waterAll, .undoCare,
      .setTodoDone, .setTodoImportant, .addIntake, .removeIntake, .saveSettings,
      .saveTodaySections, .addPlant, .deliverReminders, .markNotificationRead,
      .markAllNotificationsRead, .openExternalEditor, .changeTodo, .changeIntakeRecord,
      .saveWeatherReport, .saveGlyphs, .changeProject:
      return true
    case .plants(let effect):
      switch effect {
      case .loadPlants, .loadDetail: return false
      default: return true
      }
    case .browse(let effect):
      switch effect {
      case .recordSearch, .deleteRecentSearch, .clearRecentSearches, .revertEntry, .attachFile,
        .removeAttachment:
        return true
      default: return false
      }
    case .longRunning(let work, _):
      if case .sync = work { return true }
      return false
    default:
      return false
    }
  }
}

extension AppAction {
  /// A key, a paste or a click: something the user did.
  var isInput: Bool {
    switch self {
    case .keyPressed, .pasted, .mouseClicked: true
    default: false
    }
  }
}

/// The texts of a journal opened only to read.
enum ReadOnlyText: String, Localized {
  case marker, refused, newerDaybook

  var translation: Translation {
    switch self {
    case .marker: Translation("read-only", ko: "읽기 전용", ja: "読み取り専用")
    case .refused:
      Translation(
        "The journal is read-only: nothing can be changed here",
        ko: "일기가 읽기 전용입니다: 여기서는 아무것도 바꿀 수 없습니다",
        ja: "日記は読み取り専用です: ここでは何も変更できません")
    case .newerDaybook:
      Translation(
        "Written by a newer Daybook: read-only here; update Daybook to change it",
        ko: "더 새로운 Daybook으로 작성된 일기입니다: 여기서는 읽기 전용이니 바꾸려면 Daybook을 "
          + "업데이트하세요",
        ja: "新しい Daybook で書かれた日記です: ここでは読み取り専用です。変更するには Daybook を"
          + "更新してください")
    }
  }
}
