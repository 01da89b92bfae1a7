import DaybookCore
import TerminalKit

/// What happened to the editor.
public enum EditorAction: Equatable, Sendable {
  /// A day was opened; an autosaved `draft` wins over the stored `entry` and is left dirty.
  case load(day: Day, entry: Entry?, draft: Entry?)
  /// A key was pressed while the editor pane had focus.
  case key(Key, now: Timestamp)
  /// Text was pasted (bracketed paste) while the editor pane had focus.
  case paste(String, now: Timestamp)
  /// The timer fired; a pending change is autosaved as a draft after `autosaveSeconds`.
  case tick(now: Timestamp)
  /// A save finished; nil when the entry was empty and so deleted.
  case saved(Entry?)
  /// A save found the stored text changed by another writer and merged into it; `keptBoth`
  /// when both had changed the same lines (the other text is kept under a marker).
  case merged(Entry?, keptBoth: Bool)
  /// Another process changed the journal and this is the day's stored entry now.
  case reloaded(Entry?)
  /// `$EDITOR` exited with this text (nil when cancelled or failed).
  case externalEditorFinished(String?)
  /// The editor pane has a new size (the rect `EditorView.render` draws into).
  case resized(width: Int, height: Int = 0)
  /// `day` was opened from a search: show its entry at the first match and mark the matches
  /// (now when the day is open, else when its entry loads).
  case highlight(SearchHighlight?)
}

/// What the editor asks its parent to do.
public enum EditorOutput: Equatable, Sendable {
  /// Save the entry (Ctrl-S, leaving edit mode with changes, a chosen mood or weather),
  /// edited from the stored text `base` (nil when the day had no entry).
  case save(Entry, base: String? = nil)
  /// Autosave the unsaved text as a draft.
  case saveDraft(Entry)
  /// Open the entry in `$EDITOR` (Ctrl-E) and send back `externalEditorFinished`.
  case openExternalEditor(Entry)
  /// The unsaved changes were discarded: the day's autosaved draft goes too.
  case deleteDraft(day: Day)
  /// Editing ended with Esc; focus may move back.
  case leftEditing
  /// Show the revision history of the day's entry (`H`).
  case showHistory(day: Day)
  /// Show a message on the status line.
  case status(String)
  /// Star or unstar the day's stored entry (`*`); it comes back through `saved`.
  case setStarred(day: Day, Bool)
}

/// The entry editor's reducer: pure, no clock reads, every effect returned as an output.
public enum EditorFeature {
  /// Seconds from the first unsaved change to its autosaved draft.
  public static let autosaveSeconds: Timestamp = 3
  /// Undo steps kept.
  static let undoLimit = 200
  /// Lines kept over all undo steps (a step of a 5 MB paste holds about 100 000).
  static let undoLineLimit = 1_000_000
  /// Entries with more lines than this refresh their tags on save and autosave only.
  static let liveTagLineLimit = 2_000

  /// Status line messages (texts in `EditorText`).
  enum Message {
    static let restoredDraft = EditorText.restoredDraft
    static let saved = EditorText.saved
    static let nothingToSave = EditorText.nothingToSave
    static let nothingToUndo = EditorText.nothingToUndo
    static let nothingToRedo = EditorText.nothingToRedo
    static let externalEditorCancelled = EditorText.externalEditorCancelled
    static let externalEditorUnchanged = EditorText.externalEditorUnchanged
    static let pasteNeedsEditing = EditorText.pasteNeedsEditing
    static let pasteTooLarge = EditorText.pasteTooLarge
    static let nulRefused = EditorText.nulRefused
    static let merged = EditorText.merged
    static let keptBoth = EditorText.keptBoth
    static let changedElsewhere = EditorText.changedElsewhere
  }

  /// Every editor key with its help text: normal mode, then editing, then the picker.
  public static let keymap: [KeyBinding] =
    (EditorKeymap.normal + EditorKeymap.editing + EditorKeymap.picker).map(\.binding)
  /// Keys when the pane has focus but is not editing.
  public static let normalKeymap: [KeyBinding] = EditorKeymap.normal.map(\.binding)
  /// Keys while editing (any other printable character is typed).
  public static let editingKeymap: [KeyBinding] = EditorKeymap.editing.map(\.binding)
  /// Keys while the mood or weather list is open.
  public static let pickerKeymap: [KeyBinding] = EditorKeymap.picker.map(\.binding)

  /// Every editor key with help in a language.
  public static func keymap(_ language: Language) -> [KeyBinding] {
    (EditorKeymap.normal + EditorKeymap.editing + EditorKeymap.picker).map {
      $0.binding(language)
    }
  }

  /// True when the editor uses `key` in its current mode, so the parent should not treat it
  /// as a global key (while editing or picking, every key belongs to the editor).
  public static func handles(_ key: Key, in state: EditorState) -> Bool {
    state.isEditing || state.picker != nil
      || EditorKeymap.command(for: key, in: EditorKeymap.normal) != nil
  }

  /// Applies `action` to `state` and returns what the parent should do.
  public static func reduce(_ state: inout EditorState, _ action: EditorAction) -> [EditorOutput] {
    switch action {
    case .load(let day, let entry, let draft):
      return load(&state, day: day, entry: entry, draft: draft)
    case .key(let key, let now):
      if state.picker != nil { return pickerKey(&state, key) }
      return state.isEditing ? editingKey(&state, key, now: now) : normalKey(&state, key, now: now)
    case .paste(let text, let now):
      guard state.isEditing else {
        return [.status(Message.pasteNeedsEditing.text(state.language))]
      }
      // Refused whole, as everywhere else (see `NulBytes`): never cut, never half-inserted.
      if let offset = NulBytes.offset(in: text) {
        return [.status(Message.nulRefused.text(state.language, String(offset)))]
      }
      // An entry holds at most what an import may bring (`ImportLimits.textBytes`): a paste
      // that would make it larger is refused whole, before any of it is cleaned or split.
      let pasted = text.utf8.count
      let held = state.buffer.lines.reduce(0) { $0 + $1.utf8.count + 1 }
      if pasted > ImportLimits.textBytes || held + pasted > ImportLimits.textBytes {
        return [
          .status(
            Message.pasteTooLarge.text(
              state.language, Journal.sizeText(Int64(pasted)),
              Journal.sizeText(Int64(ImportLimits.textBytes))))
        ]
      }
      edit(&state, run: nil, now: now) { $0.insert(text) }
      return []
    case .tick(let now):
      return autosave(&state, now: now)
    case .saved(let entry):
      return saved(&state, entry)
    case .merged(let entry, let keptBoth):
      return merged(&state, entry, keptBoth: keptBoth)
    case .reloaded(let entry):
      return reloaded(&state, entry)
    case .externalEditorFinished(let text):
      return externalEditorFinished(&state, text)
    case .highlight(let highlight):
      state.searchHighlight = highlight
      if highlight?.day == state.day { revealFirstMatch(&state) }
      return []
    case .resized(let width, let height):
      let area = EditorView.textArea(
        in: Rect(x: 0, y: 0, width: width, height: height > 0 ? height : state.textHeight + 2))
      state.textWidth = max(1, area.width)
      state.textHeight = max(1, area.height)
      keepScrollValid(&state)
      if EntryMarkdown.isShown(state) {
        state.readScroll = min(state.readScroll, EntryMarkdown.lastScroll(state))
      }
      return []
    }
  }

  // MARK: Actions

  private static func load(_ state: inout EditorState, day: Day, entry: Entry?, draft: Entry?)
    -> [EditorOutput]
  {
    var outputs: [EditorOutput] = []
    if state.isDirty { outputs.append(.save(state.entry, base: state.baseText)) }
    var fresh = EditorState(day: day)
    fresh.textWidth = state.textWidth
    fresh.textHeight = state.textHeight
    fresh.language = state.language
    fresh.entryID = entry?.id
    fresh.baseText = entry?.text
    let stored = TextBuffer(entry.map(EditorState.text(of:)) ?? "")
    fresh.savedSnapshot = EditorState.Snapshot(
      lines: stored.lines, mood: entry?.mood, weather: entry?.weather)
    fresh.buffer = stored
    fresh.mood = entry?.mood
    fresh.weather = entry?.weather
    fresh.starred = entry?.starred ?? false
    if let draft {
      let drafted = TextBuffer(EditorState.text(of: draft))
      if drafted.lines != stored.lines { fresh.buffer = drafted }
      fresh.mood = draft.mood
      fresh.weather = draft.weather
      fresh.lastDraftAt = draft.updatedAt == 0 ? nil : draft.updatedAt
      if fresh.isDirty { outputs.append(.status(Message.restoredDraft.text(state.language))) }
    }
    fresh.tags = Tags.extract(from: fresh.buffer.text)
    if let highlight = state.searchHighlight, highlight.day == day {
      fresh.searchHighlight = highlight
      revealFirstMatch(&fresh)
    }
    state = fresh
    return outputs
  }

  /// Puts the cursor on the search's first match and scrolls so it is shown a third of the
  /// way down, with the text around it.
  private static func revealFirstMatch(_ state: inout EditorState) {
    guard let match = state.searchHighlight?.firstMatch(in: state.buffer.lines) else { return }
    state.buffer.setCursor(match)
    let place = state.buffer.cursorPlace(width: state.textWidth).position
    let top = state.buffer.rowPosition(
      place, movedBy: -(state.textHeight / 3), width: state.textWidth)
    state.scroll = min(top, lastScroll(state))
    keepCursorVisible(&state)
  }

  private static func autosave(_ state: inout EditorState, now: Timestamp) -> [EditorOutput] {
    guard let since = state.draftPendingSince, now - since >= autosaveSeconds else { return [] }
    state.draftPendingSince = nil
    guard state.isDirty else { return [] }
    state.lastDraftAt = now
    state.tags = Tags.extract(from: state.buffer.text)
    return [.saveDraft(state.entry)]
  }

  private static func saved(_ state: inout EditorState, _ entry: Entry?) -> [EditorOutput] {
    if let entry, entry.day != state.day { return [] }
    let current = state.entry
    let savedNow =
      entry.map {
        $0.title == current.title && $0.body == current.body && $0.mood == current.mood
          && $0.weather == current.weather
      } ?? state.buffer.lines.allSatisfy { $0.allSatisfy(\.isWhitespace) }
    if savedNow {
      // Share the line storage so `isDirty` compares by identity on every key press.
      state.savedSnapshot = state.snapshot
    } else {
      let text = entry.map(EditorState.text(of:)) ?? ""
      state.savedSnapshot = EditorState.Snapshot(
        lines: TextBuffer(text).lines, mood: entry?.mood, weather: entry?.weather)
    }
    state.entryID = entry?.id
    state.starred = entry?.starred ?? false
    state.baseText = entry?.text
    if !state.isDirty { state.draftPendingSince = nil }
    state.tags = Tags.extract(from: state.buffer.text)
    return [.status(Message.saved.text(state.language))]
  }

  /// The saved text is the merge of ours and another writer's: it replaces the buffer (one
  /// undo step), the cursor stays where it was, and the user is told.
  private static func merged(_ state: inout EditorState, _ entry: Entry?, keptBoth: Bool)
    -> [EditorOutput]
  {
    if let entry, entry.day != state.day { return [] }
    adoptStored(&state, entry)
    let message = keptBoth ? Message.keptBoth : Message.merged
    return [.status(message.text(state.language))]
  }

  /// Another process saved this day. With no unsaved change the stored text is shown at
  /// once (cursor kept); with one, the draft is left alone and the next save merges.
  private static func reloaded(_ state: inout EditorState, _ entry: Entry?) -> [EditorOutput] {
    if let entry, entry.day != state.day { return [] }
    guard
      entry?.text != state.baseText || entry?.mood != state.savedSnapshot.mood
        || entry?.weather != state.savedSnapshot.weather
    else { return [] }
    guard !state.isDirty else {
      return [.status(Message.changedElsewhere.text(state.language))]
    }
    adoptStored(&state, entry)
    return []
  }

  private static func adoptStored(_ state: inout EditorState, _ entry: Entry?) {
    let stored = TextBuffer(entry?.text ?? "")
    if stored.lines != state.buffer.lines {
      pushUndo(&state)
      state.openEditRun = nil
      state.buffer.restore(lines: stored.lines, cursor: state.buffer.cursor)
    }
    state.mood = entry?.mood
    state.weather = entry?.weather
    state.entryID = entry?.id
    state.baseText = entry?.text
    state.savedSnapshot = state.snapshot
    state.draftPendingSince = nil
    state.tags = Tags.extract(from: state.buffer.text)
    keepCursorVisible(&state)
  }

  private static func externalEditorFinished(_ state: inout EditorState, _ text: String?)
    -> [EditorOutput]
  {
    guard var text else {
      return [.status(Message.externalEditorCancelled.text(state.language))]
    }
    if let offset = NulBytes.offset(in: text) {
      return [.status(Message.nulRefused.text(state.language, String(offset)))]
    }
    // Editors end files with a newline that is not part of the entry.
    if text.hasSuffix("\r\n") {
      text.removeLast()
    } else if text.hasSuffix("\n") || text.hasSuffix("\r") {
      text.removeLast()
    }
    let edited = TextBuffer(text)
    guard edited.lines != state.buffer.lines else {
      return [.status(Message.externalEditorUnchanged.text(state.language))]
    }
    pushUndo(&state)
    state.openEditRun = nil
    state.buffer.restore(
      lines: edited.lines,
      cursor: TextBuffer.Position(line: edited.lineCount - 1, column: Int.max))
    state.tags = Tags.extract(from: state.buffer.text)
    state.draftPendingSince = nil
    keepCursorVisible(&state)
    return [.save(state.entry, base: state.baseText)]
  }

  // MARK: Keys

  private static func normalKey(_ state: inout EditorState, _ key: Key, now: Timestamp)
    -> [EditorOutput]
  {
    guard let command = EditorKeymap.command(for: key, in: EditorKeymap.normal) else { return [] }
    state.openEditRun = nil
    switch command {
    case .startEditing:
      state.isEditing = true
      if let template = state.template, state.entryID == nil, !state.isDirty,
        state.buffer.lines == [""]
      {
        state.buffer = TextBuffer(template)
        state.savedSnapshot = EditorState.Snapshot(
          lines: state.buffer.lines, mood: state.mood, weather: state.weather)
      }
      state.template = nil
      state.buffer.moveToEnd()
      keepCursorVisible(&state)
    case .toggleStar:
      // A new entry is saved first; the star is its own write, so a save never drops it.
      guard state.entryID != nil || state.isDirty else {
        return [.status(EditorText.nothingToStar.text(state.language))]
      }
      let outputs: [EditorOutput] = state.isDirty ? [.save(state.entry)] : []
      return outputs + [.setStarred(day: state.day, !state.starred)]
    case .openMoodPicker:
      let index = EditorState.Picker.moodOptions.firstIndex(of: state.mood) ?? 0
      state.picker = EditorState.Picker(kind: .mood, selected: state.mood == nil ? 0 : index)
    case .openWeatherPicker:
      let index = EditorState.Picker.weatherOptions.firstIndex(of: state.weather) ?? 0
      state.picker = EditorState.Picker(kind: .weather, selected: state.weather == nil ? 0 : index)
    case .showHistory:
      return [.showHistory(day: state.day)]
    case .scrollUp, .scrollDown, .scrollPageUp, .scrollPageDown, .scrollToTop, .scrollToBottom:
      scroll(&state, command)
    default:
      return sharedCommand(&state, command, now: now)
    }
    return []
  }

  private static func editingKey(_ state: inout EditorState, _ key: Key, now: Timestamp)
    -> [EditorOutput]
  {
    if state.confirmingDiscard {
      state.confirmingDiscard = false
      guard key == .character("y") || key == .character("Y") else {
        return [.status(EditorText.keptChanges.text(state.language))]
      }
      return discardChanges(&state)
    }
    guard let command = EditorKeymap.command(for: key, in: EditorKeymap.editing) else {
      if case .character(let character) = key {
        edit(&state, run: .typing, now: now) { $0.insert(String(character)) }
      }
      return []
    }
    let width = state.textWidth
    switch command {
    case .leaveEditing:
      state.isEditing = false
      state.openEditRun = nil
      state.tags = Tags.extract(from: state.buffer.text)
      guard state.isDirty else { return [.leftEditing] }
      state.draftPendingSince = nil
      return [.save(state.entry, base: state.baseText), .leftEditing]
    case .discardChanges:
      guard state.isDirty else {
        return [.status(EditorText.nothingToDiscard.text(state.language))]
      }
      state.confirmingDiscard = true
      return [.status(EditorText.discardQuestion.text(state.language))]
    case .newline: edit(&state, run: nil, now: now) { $0.insertNewline() }
    case .insertTab: edit(&state, run: .typing, now: now) { $0.insert("\t") }
    case .deleteBackward: edit(&state, run: .deletingBackward, now: now) { $0.deleteBackward() }
    case .deleteForward: edit(&state, run: .deletingForward, now: now) { $0.deleteForward() }
    case .killToEnd: edit(&state, run: nil, now: now) { $0.killToEnd() }
    case .killToStart: edit(&state, run: nil, now: now) { $0.killToStart() }
    case .killWordBackward: edit(&state, run: nil, now: now) { $0.killWordBackward() }
    case .yank: edit(&state, run: nil, now: now) { $0.yank() }
    case .moveLeft: move(&state) { $0.moveLeft() }
    case .moveRight: move(&state) { $0.moveRight() }
    case .moveUp: move(&state) { $0.moveUp(width: width) }
    case .moveDown: move(&state) { $0.moveDown(width: width) }
    case .lineStart: move(&state) { $0.moveToLineStart() }
    case .lineEnd: move(&state) { $0.moveToLineEnd() }
    case .wordLeft: move(&state) { $0.moveWordLeft() }
    case .wordRight: move(&state) { $0.moveWordRight() }
    case .pageUp, .pageDown:
      let rows = command == .pageUp ? -state.textHeight : state.textHeight
      scroll(&state, by: rows)
      move(&state) { $0.moveVertically(by: rows, width: width) }
    default:
      state.openEditRun = nil
      return sharedCommand(&state, command, now: now)
    }
    return []
  }

  private static func sharedCommand(
    _ state: inout EditorState, _ command: EditorCommand, now: Timestamp
  ) -> [EditorOutput] {
    switch command {
    case .save:
      guard state.isDirty else { return [.status(Message.nothingToSave.text(state.language))] }
      state.draftPendingSince = nil
      return [.save(state.entry, base: state.baseText)]
    case .openExternalEditor:
      return [.openExternalEditor(state.entry)]
    case .undo:
      guard let previous = state.undoStack.popLast() else {
        return [.status(Message.nothingToUndo.text(state.language))]
      }
      state.redoStack.append(state.snapshot)
      apply(previous, to: &state, now: now)
    case .redo:
      guard let next = state.redoStack.popLast() else {
        return [.status(Message.nothingToRedo.text(state.language))]
      }
      state.undoStack.append(state.snapshot)
      apply(next, to: &state, now: now)
    default:
      break
    }
    return []
  }

  /// Puts the last saved text, mood and weather back, as one undo step; writing goes on.
  private static func discardChanges(_ state: inout EditorState) -> [EditorOutput] {
    pushUndo(&state)
    state.openEditRun = nil
    let saved = state.savedSnapshot
    state.buffer.restore(
      lines: saved.lines,
      cursor: TextBuffer.Position(line: saved.lines.count - 1, column: Int.max))
    state.mood = saved.mood
    state.weather = saved.weather
    state.draftPendingSince = nil
    state.tags = Tags.extract(from: state.buffer.text)
    keepCursorVisible(&state)
    var outputs: [EditorOutput] = []
    if state.lastDraftAt != nil {
      state.lastDraftAt = nil
      outputs.append(.deleteDraft(day: state.day))
    }
    return outputs + [.status(EditorText.discarded.text(state.language))]
  }

  private static func pickerKey(_ state: inout EditorState, _ key: Key) -> [EditorOutput] {
    guard var picker = state.picker,
      let command = EditorKeymap.command(for: key, in: EditorKeymap.picker)
    else { return [] }
    switch command {
    case .pickerUp:
      picker.selected = max(0, picker.selected - 1)
      state.picker = picker
    case .pickerDown:
      picker.selected = min(picker.optionCount - 1, picker.selected + 1)
      state.picker = picker
    case .pickerCancel:
      state.picker = nil
    case .pickerChoose:
      state.picker = nil
      let before = state.snapshot
      switch picker.kind {
      case .mood: state.mood = EditorState.Picker.moodOptions[picker.selected]
      case .weather: state.weather = EditorState.Picker.weatherOptions[picker.selected]
      }
      guard state.snapshot != before else { return [] }
      state.undoStack.append(before)
      trimUndo(&state)
      state.redoStack = []
      state.openEditRun = nil
      guard state.isDirty else { return [] }
      state.draftPendingSince = nil
      return [.save(state.entry, base: state.baseText)]
    default:
      break
    }
    return []
  }

  // MARK: Helpers

  /// Runs an edit; a change starts a new undo step unless it continues the open `run`.
  private static func edit(
    _ state: inout EditorState, run: EditRun?, now: Timestamp, _ change: (inout TextBuffer) -> Void
  ) {
    let revision = state.buffer.revision
    let continuesRun = run != nil && run == state.openEditRun
    // Only a new undo step needs the old text; a continued run edits the lines in place.
    let before = continuesRun ? nil : state.snapshot
    change(&state.buffer)
    guard state.buffer.revision != revision else {
      state.openEditRun = nil
      keepCursorVisible(&state)
      return
    }
    if let before {
      state.undoStack.append(before)
      trimUndo(&state)
    }
    state.redoStack = []
    state.openEditRun = run
    markEdited(&state, now: now)
    keepCursorVisible(&state)
  }

  private static func move(_ state: inout EditorState, _ motion: (inout TextBuffer) -> Void) {
    state.openEditRun = nil
    motion(&state.buffer)
    keepCursorVisible(&state)
  }

  private static func pushUndo(_ state: inout EditorState) {
    state.undoStack.append(state.snapshot)
    trimUndo(&state)
    state.redoStack = []
  }

  /// Keeps at most `undoLimit` steps and, since each step of a huge text holds its own
  /// line array, at most `undoLineLimit` lines over all steps (but always the last step).
  private static func trimUndo(_ state: inout EditorState) {
    var lineTotal = state.undoStack.reduce(0) { $0 + $1.lines.count }
    var drop = 0
    while state.undoStack.count - drop > 1
      && (state.undoStack.count - drop > undoLimit || lineTotal > undoLineLimit)
    {
      lineTotal -= state.undoStack[drop].lines.count
      drop += 1
    }
    state.undoStack.removeFirst(drop)
  }

  private static func apply(
    _ snapshot: EditorState.Snapshot, to state: inout EditorState, now: Timestamp
  ) {
    state.buffer.restore(lines: snapshot.lines, cursor: snapshot.cursor)
    state.mood = snapshot.mood
    state.weather = snapshot.weather
    state.openEditRun = nil
    markEdited(&state, now: now)
    keepCursorVisible(&state)
  }

  private static func markEdited(_ state: inout EditorState, now: Timestamp) {
    state.searchHighlight = nil
    state.lastEditAt = now
    if state.draftPendingSince == nil { state.draftPendingSince = now }
    if state.buffer.lineCount <= liveTagLineLimit {
      state.tags = Tags.extract(from: state.buffer.text)
    }
  }

  /// A scroll key in normal mode: through the rendered rows when the entry is shown as
  /// Markdown, else through the source's wrapped rows.
  private static func scroll(_ state: inout EditorState, _ command: EditorCommand) {
    if EntryMarkdown.isShown(state) {
      let rows =
        switch command {
        case .scrollUp: -1
        case .scrollDown: 1
        case .scrollPageUp: -state.textHeight
        case .scrollPageDown: state.textHeight
        case .scrollToTop: Int.min / 2
        default: Int.max / 2
        }
      state.readScroll = min(max(0, state.readScroll + rows), EntryMarkdown.lastScroll(state))
      return
    }
    switch command {
    case .scrollUp: scroll(&state, by: -1)
    case .scrollDown: scroll(&state, by: 1)
    case .scrollPageUp: scroll(&state, by: -state.textHeight)
    case .scrollPageDown: scroll(&state, by: state.textHeight)
    case .scrollToTop: state.scroll = TextBuffer.RowPosition(line: 0, row: 0)
    default: state.scroll = lastScroll(state)
    }
  }

  /// Scrolls by `rows` screen rows, never past the top or beyond the last full page.
  private static func scroll(_ state: inout EditorState, by rows: Int) {
    let moved = state.buffer.rowPosition(state.scroll, movedBy: rows, width: state.textWidth)
    state.scroll = min(moved, lastScroll(state))
  }

  /// The scroll position that shows the last row of the text on the pane's last row.
  private static func lastScroll(_ state: EditorState) -> TextBuffer.RowPosition {
    state.buffer.rowPosition(
      state.buffer.lastRowPosition(width: state.textWidth), movedBy: -(state.textHeight - 1),
      width: state.textWidth)
  }

  /// Clamps the scroll position into the text (after edits removed lines or a resize
  /// rewrapped them), and while editing also keeps the cursor on screen.
  private static func keepScrollValid(_ state: inout EditorState) {
    state.scroll = visibleScroll(
      of: state.buffer, from: state.scroll, width: state.textWidth, height: state.textHeight,
      showingCursor: state.isEditing)
  }

  private static func keepCursorVisible(_ state: inout EditorState) {
    state.scroll = visibleScroll(
      of: state.buffer, from: state.scroll, width: state.textWidth, height: state.textHeight,
      showingCursor: true)
  }

  /// `scroll` clamped into the text and, when `showingCursor`, moved the least needed to
  /// keep the cursor within `height` rows. Wraps at most `height` rows of lines.
  static func visibleScroll(
    of buffer: TextBuffer, from scroll: TextBuffer.RowPosition, width: Int, height: Int,
    showingCursor: Bool
  ) -> TextBuffer.RowPosition {
    let line = min(max(0, scroll.line), buffer.lineCount - 1)
    let rowCount = buffer.rowCount(ofLine: line, width: width)
    let top = TextBuffer.RowPosition(line: line, row: min(max(0, scroll.row), rowCount - 1))
    guard showingCursor else { return top }
    let cursor = buffer.cursorPlace(width: width).position
    if cursor < top { return cursor }
    let height = max(1, height)
    let distance = buffer.rowDistance(from: top, to: cursor, width: width, limit: height)
    guard distance >= height else { return top }
    return buffer.rowPosition(cursor, movedBy: -(height - 1), width: width)
  }
}
