import DaybookCore
import TerminalKit
import Testing

@testable import DaybookTUI

@Suite struct EditorFeatureTests {
  typealias Position = TextBuffer.Position
  typealias RowPosition = TextBuffer.RowPosition
  typealias Message = EditorFeature.Message

  let day = Day(year: 2026, month: 11, day: 29)!
  let otherDay = Day(year: 2026, month: 11, day: 30)!

  // MARK: Helpers

  @discardableResult
  private func send(_ state: inout EditorState, _ action: EditorAction) -> [EditorOutput] {
    EditorFeature.reduce(&state, action)
  }

  @discardableResult
  private func press(_ state: inout EditorState, _ key: Key, at now: Timestamp = 100)
    -> [EditorOutput]
  {
    EditorFeature.reduce(&state, .key(key, now: now))
  }

  private func type(_ state: inout EditorState, _ text: String, at now: Timestamp = 100) {
    for character in text {
      #expect(press(&state, .character(character), at: now) == [])
    }
  }

  /// An editor holding a saved entry with `text`, in editing mode with the cursor at the end.
  private func editing(_ text: String, mood: Mood? = nil, id: RowID = 7) -> EditorState {
    var state = EditorState(day: day)
    let lines = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
    let entry = Entry(
      id: id, day: day, title: String(lines[0]), body: lines.count > 1 ? String(lines[1]) : "",
      mood: mood)
    send(&state, .load(day: day, entry: entry, draft: nil))
    press(&state, .character("i"))
    return state
  }

  // MARK: Load

  @Test func newStateIsEmptyAndClean() {
    let state = EditorState(day: day)
    #expect(state.buffer.lines == [""])
    #expect(state.title == "")
    #expect(state.body == "")
    #expect(state.isDirty == false)
    #expect(state.isEditing == false)
    #expect(state.entryID == nil)
    #expect(state.entry == Entry(day: day))
  }

  @Test func loadShowsTheStoredEntry() {
    var state = EditorState(day: otherDay)
    let entry = Entry(
      id: 3, day: day, title: "제목 #일기", body: "본문\n#plants 둘째 줄", mood: .good,
      weather: .rain)
    let outputs = send(&state, .load(day: day, entry: entry, draft: nil))
    #expect(outputs == [])
    #expect(state.day == day)
    #expect(state.entryID == 3)
    #expect(state.buffer.lines == ["제목 #일기", "본문", "#plants 둘째 줄"])
    #expect(state.buffer.cursor == Position(line: 0, column: 0))
    #expect(state.title == "제목 #일기")
    #expect(state.body == "본문\n#plants 둘째 줄")
    #expect(state.mood == .good)
    #expect(state.weather == .rain)
    #expect(state.isDirty == false)
    #expect(state.tags == ["일기", "plants"])
    #expect(state.entry == entry.withTimes(0, 0))
  }

  @Test func loadWithADraftRestoresItDirty() {
    var state = EditorState(day: day)
    let entry = Entry(id: 3, day: day, title: "저장됨", body: "", mood: .okay)
    let draft = Entry(day: day, title: "저장됨", body: "더 쓴 글", mood: .great, updatedAt: 90)
    let outputs = send(&state, .load(day: day, entry: entry, draft: draft))
    #expect(outputs == [.status("Restored unsaved draft")])
    #expect(state.buffer.lines == ["저장됨", "더 쓴 글"])
    #expect(state.mood == .great)
    #expect(state.savedSnapshot == EditorState.Snapshot(lines: ["저장됨"], mood: .okay))
    #expect(state.isDirty)
    #expect(state.entryID == 3)
    #expect(state.lastDraftAt == 90)
  }

  @Test func loadWithADraftEqualToTheEntryIsClean() {
    var state = EditorState(day: day)
    let entry = Entry(id: 3, day: day, title: "같음", body: "본문")
    let outputs = send(&state, .load(day: day, entry: entry, draft: entry))
    #expect(outputs == [])
    #expect(state.isDirty == false)
  }

  @Test func loadWithOnlyADraft() {
    var state = EditorState(day: day)
    let draft = Entry(day: day, title: "초안")
    #expect(send(&state, .load(day: day, entry: nil, draft: draft))
      == [.status(Message.restoredDraft.text(.en))])
    #expect(state.entryID == nil)
    #expect(state.buffer.lines == ["초안"])
    #expect(state.savedSnapshot.lines == [""])
  }

  @Test func loadingAnotherDaySavesUnsavedChangesFirst() {
    var state = editing("오늘")
    type(&state, "!")
    press(&state, .escape)
    send(&state, .saved(Entry(id: 7, day: day, title: "오늘!")))
    press(&state, .character("u"))
    #expect(state.isDirty)
    let outputs = send(&state, .load(day: otherDay, entry: nil, draft: nil))
    #expect(outputs == [.save(Entry(id: 7, day: day, title: "오늘"), base: "오늘!")])
    #expect(state.day == otherDay)
    #expect(state.buffer.lines == [""])
    #expect(state.undoStack == [])
    #expect(state.isEditing == false)
  }

  @Test func loadKeepsThePaneSize() {
    var state = EditorState(day: day)
    send(&state, .resized(width: 30, height: 9))
    send(&state, .load(day: otherDay, entry: nil, draft: nil))
    #expect(state.textWidth == 30)
    #expect(state.textHeight == 7)
  }

  // MARK: Normal mode

  @Test func iStartsEditingWithTheCursorAtTheEnd() {
    var state = EditorState(day: day)
    send(&state, .load(day: day, entry: Entry(day: day, title: "a", body: "bc"), draft: nil))
    #expect(press(&state, .character("i")) == [])
    #expect(state.isEditing)
    #expect(state.buffer.cursor == Position(line: 1, column: 2))
  }

  @Test func enterStartsEditingToo() {
    var state = EditorState(day: day)
    #expect(press(&state, .enter) == [])
    #expect(state.isEditing)
    #expect(state.buffer.cursor == Position(line: 0, column: 0))
  }

  @Test func mOpensTheMoodPickerOnTheCurrentMood() {
    var state = EditorState(day: day)
    #expect(press(&state, .character("m")) == [])
    #expect(state.picker == EditorState.Picker(kind: .mood, selected: 0))
    state.picker = nil
    state.mood = .bad
    press(&state, .character("m"))
    #expect(state.picker == EditorState.Picker(kind: .mood, selected: 3))
  }

  @Test func starTogglesTheStoredEntrysStarAndSavesNewTextFirst() {
    var state = EditorState(day: day)
    #expect(press(&state, .character("*")) == [.status("Write something first: there is no entry to star")])
    send(&state, .load(day: day, entry: Entry(id: 7, day: day, title: "Hi", starred: true), draft: nil))
    #expect(state.starred)
    #expect(press(&state, .character("*")) == [.setStarred(day: day, false)])
    // The star comes back with the saved entry, not from the key.
    #expect(state.starred)
    send(&state, .saved(Entry(id: 7, day: day, title: "Hi", starred: false)))
    #expect(!state.starred)
    var fresh = EditorState(day: day)
    press(&fresh, .character("i"))
    type(&fresh, "New")
    press(&fresh, .escape)
    fresh.entryID = nil
    let outputs = press(&fresh, .character("*"))
    #expect(outputs.last == .setStarred(day: day, true))
  }

  @Test func wOpensTheWeatherPicker() {
    var state = EditorState(day: day)
    state.weather = .snow
    #expect(press(&state, .character("w")) == [])
    #expect(state.picker == EditorState.Picker(kind: .weather, selected: 3))
  }

  @Test func capitalHAsksForHistory() {
    var state = EditorState(day: day)
    #expect(press(&state, .character("H")) == [.showHistory(day: day)])
    #expect(state.isEditing == false)
  }

  @Test func undoAndRedoWithNothingToDo() {
    var state = EditorState(day: day)
    #expect(press(&state, .character("u")) == [.status("Nothing to undo")])
    #expect(press(&state, .ctrl("r")) == [.status("Nothing to redo")])
  }

  @Test func ctrlSInNormalModeSavesOnlyWhenDirty() {
    var state = EditorState(day: day)
    #expect(press(&state, .ctrl("s")) == [.status("No changes to save")])
    state.mood = .good
    #expect(press(&state, .ctrl("s")) == [.save(Entry(day: day, mood: .good))])
  }

  @Test func ctrlEInNormalModeOpensTheExternalEditor() {
    var state = EditorState(day: day)
    send(&state, .load(day: day, entry: Entry(id: 2, day: day, title: "t", body: "b"), draft: nil))
    #expect(press(&state, .ctrl("e"))
      == [.openExternalEditor(Entry(id: 2, day: day, title: "t", body: "b"))])
  }

  @Test func unboundKeysInNormalModeDoNothing() {
    var state = EditorState(day: day)
    let before = state
    #expect(press(&state, .character("x")) == [])
    #expect(press(&state, .left) == [])
    #expect(press(&state, .escape) == [])
    #expect(state == before)
  }

  @Test func arrowsAndPagesScrollInNormalMode() {
    var state = EditorState(day: day)
    let text = (0..<30).map { "line \($0)" }.joined(separator: "\n")
    send(&state, .load(day: day, entry: Entry(day: day, title: text), draft: nil))
    send(&state, .resized(width: 20, height: 7))
    #expect(state.textHeight == 5)
    #expect(press(&state, .down) == [])
    #expect(state.readScroll == 1)
    press(&state, .character("j"))
    #expect(state.readScroll == 2)
    press(&state, .pageDown)
    #expect(state.readScroll == 7)
    press(&state, .end)
    #expect(state.readScroll == 25)
    press(&state, .down)
    #expect(state.readScroll == 25)
    press(&state, .up)
    press(&state, .character("k"))
    #expect(state.readScroll == 23)
    press(&state, .pageUp)
    #expect(state.readScroll == 18)
    press(&state, .home)
    #expect(state.readScroll == 0)
    press(&state, .up)
    #expect(state.readScroll == 0)
    #expect(state.buffer.cursor == Position(line: 0, column: 0))
  }

  @Test func scrollingCountsWrappedRows() {
    var state = EditorState(day: day)
    send(&state, .load(day: day, entry: Entry(day: day, title: "0123456789abcdef\nx\ny\nz"), draft: nil))
    send(&state, .resized(width: 10, height: 4))
    #expect(press(&state, .down) == [])
    #expect(state.readScroll == 1)
    press(&state, .down)
    #expect(state.readScroll == 2)
  }

  @Test func handlesTellsTheParentWhichKeysAreTheEditors() {
    var state = EditorState(day: day)
    #expect(EditorFeature.handles(.character("m"), in: state))
    #expect(EditorFeature.handles(.character("q"), in: state) == false)
    #expect(EditorFeature.handles(.tab, in: state) == false)
    state.isEditing = true
    #expect(EditorFeature.handles(.character("q"), in: state))
    #expect(EditorFeature.handles(.tab, in: state))
  }

  // MARK: Editing mode

  @Test func typingKoreanTitleAndBodyThenCtrlSSaves() {
    var state = EditorState(day: day)
    press(&state, .character("i"))
    type(&state, "제목")
    #expect(press(&state, .enter) == [])
    type(&state, "본문")
    #expect(state.buffer.lines == ["제목", "본문"])
    #expect(state.buffer.cursor == Position(line: 1, column: 2))
    #expect(state.isDirty)
    #expect(state.lastEditAt == 100)
    #expect(press(&state, .ctrl("s")) == [.save(Entry(day: day, title: "제목", body: "본문"))])
    #expect(state.isEditing)
    #expect(state.isDirty)
    #expect(send(&state, .saved(Entry(id: 9, day: day, title: "제목", body: "본문", updatedAt: 100)))
      == [.status("Saved")])
    #expect(state.entryID == 9)
    #expect(state.isDirty == false)
    #expect(press(&state, .ctrl("s")) == [.status("No changes to save")])
  }

  @Test func escWithChangesSavesAndLeaves() {
    var state = editing("하루")
    type(&state, " 끝")
    #expect(press(&state, .escape)
      == [.save(Entry(id: 7, day: day, title: "하루 끝"), base: "하루"), .leftEditing])
    #expect(state.isEditing == false)
  }

  @Test func escWithoutChangesJustLeaves() {
    var state = editing("하루")
    #expect(press(&state, .escape) == [.leftEditing])
    #expect(state.isEditing == false)
  }

  @Test func lettersThatAreNormalModeKeysAreTypedWhileEditing() {
    var state = editing("")
    type(&state, "miHuw")
    #expect(state.buffer.lines == ["miHuw"])
    #expect(state.picker == nil)
  }

  @Test func backspaceAndDeleteWorkOnGraphemeClusters() {
    var state = editing("a👨‍👩‍👧한")
    #expect(press(&state, .backspace) == [])
    #expect(state.buffer.lines == ["a👨‍👩‍👧"])
    press(&state, .backspace)
    #expect(state.buffer.lines == ["a"])
    press(&state, .home)
    #expect(press(&state, .delete) == [])
    #expect(state.buffer.lines == [""])
    type(&state, "xy")
    press(&state, .left)
    press(&state, .ctrl("d"))
    #expect(state.buffer.lines == ["x"])
  }

  @Test func cursorKeys() {
    var state = editing("한글 단어\n둘")
    press(&state, .left)
    #expect(state.buffer.cursor == Position(line: 1, column: 0))
    press(&state, .left)
    #expect(state.buffer.cursor == Position(line: 0, column: 5))
    press(&state, .ctrl("a"))
    #expect(state.buffer.cursor == Position(line: 0, column: 0))
    press(&state, .right)
    #expect(state.buffer.cursor == Position(line: 0, column: 1))
    press(&state, .end)
    #expect(state.buffer.cursor == Position(line: 0, column: 5))
    press(&state, .home)
    #expect(state.buffer.cursor == Position(line: 0, column: 0))
    press(&state, .alt("f"))
    #expect(state.buffer.cursor == Position(line: 0, column: 2))
    press(&state, .alt("f"))
    #expect(state.buffer.cursor == Position(line: 0, column: 5))
    press(&state, .alt("b"))
    #expect(state.buffer.cursor == Position(line: 0, column: 3))
    press(&state, .down)
    #expect(state.buffer.cursor == Position(line: 1, column: 1))
    press(&state, .up)
    #expect(state.buffer.cursor == Position(line: 0, column: 3))
    #expect(state.isDirty == false)
    #expect(state.undoStack == [])
  }

  @Test func upAndDownFollowWrappedRowsAtThePaneWidth() {
    var state = editing("0123456789abcdef")
    send(&state, .resized(width: 10, height: 6))
    press(&state, .up)
    #expect(state.buffer.cursor == Position(line: 0, column: 6))
    press(&state, .down)
    #expect(state.buffer.cursor == Position(line: 0, column: 16))
  }

  @Test func pageKeysMoveByTheTextHeight() {
    let text = (0..<20).map(String.init).joined(separator: "\n")
    var state = editing(text)
    send(&state, .resized(width: 20, height: 6))
    #expect(state.buffer.cursor == Position(line: 19, column: 2))
    #expect(state.scroll == RowPosition(line: 16, row: 0))
    press(&state, .pageUp)
    #expect(state.buffer.cursor == Position(line: 15, column: 2))
    #expect(state.scroll == RowPosition(line: 12, row: 0))
    press(&state, .pageDown)
    #expect(state.buffer.cursor == Position(line: 19, column: 2))
    #expect(state.scroll == RowPosition(line: 16, row: 0))
  }

  @Test func readlineKillsAndYank() {
    var state = editing("물 주기 완료")
    press(&state, .ctrl("w"))
    #expect(state.buffer.lines == ["물 주기 "])
    press(&state, .ctrl("a"))
    press(&state, .ctrl("y"))
    #expect(state.buffer.lines == ["완료물 주기 "])
    #expect(state.buffer.cursor == Position(line: 0, column: 2))
    press(&state, .ctrl("k"))
    #expect(state.buffer.lines == ["완료"])
    press(&state, .ctrl("u"))
    #expect(state.buffer.lines == [""])
    // Ctrl-K then Ctrl-U is one kill run: the second kill is prepended.
    #expect(state.buffer.killBuffer == "완료물 주기 ")
    #expect(state.undoStack.count == 4)
  }

  @Test func tabInsertsSpaces() {
    var state = editing("")
    press(&state, .tab)
    #expect(state.buffer.lines == ["    "])
  }

  @Test func ctrlEWhileEditingOpensTheExternalEditorWithUnsavedText() {
    var state = editing("초안")
    type(&state, "!")
    #expect(press(&state, .ctrl("e")) == [.openExternalEditor(Entry(id: 7, day: day, title: "초안!"))])
    #expect(state.isEditing)
  }

  @Test func controlKeysWithoutABindingAreIgnored() {
    var state = editing("a")
    let before = state
    #expect(press(&state, .ctrl("t")) == [])
    #expect(press(&state, .function(5)) == [])
    #expect(state == before)
  }

  // MARK: Discard changes

  @Test func ctrlGAsksThenPutsTheLastSavedTextBackAndKeepsWriting() {
    var state = editing("hello")
    type(&state, " world")
    var expected = state
    expected.confirmingDiscard = true
    #expect(
      press(&state, .ctrl("g"))
        == [.status("Discard the changes since the last save? y/n")])
    #expect(state == expected)
    let outputs = press(&state, .character("y"))
    #expect(
      outputs == [
        .status("Changes discarded; the last saved text is back (Alt-z brings them back)")
      ])
    #expect(state.buffer.lines == ["hello"])
    #expect(state.buffer.cursor == Position(line: 0, column: 5))
    #expect(state.isEditing)
    #expect(!state.isDirty)
    #expect(!state.confirmingDiscard)
    #expect(state.draftPendingSince == nil)
    // One undo step brings the discarded text back.
    press(&state, .alt("z"))
    #expect(state.buffer.lines == ["hello world"])
  }

  @Test func anyOtherKeyThanYKeepsTheChangesAndTypesNothing() {
    var state = editing("hello")
    type(&state, "!")
    press(&state, .ctrl("g"))
    #expect(press(&state, .character("n")) == [.status("Changes kept")])
    #expect(state.buffer.lines == ["hello!"])
    #expect(!state.confirmingDiscard)
  }

  @Test func discardingAlsoDeletesTheAutosavedDraft() {
    var state = editing("hello")
    type(&state, "!")
    #expect(send(&state, .tick(now: 103)) == [.saveDraft(Entry(id: 7, day: day, title: "hello!"))])
    press(&state, .ctrl("g"))
    let outputs = press(&state, .character("y"))
    #expect(outputs.first == .deleteDraft(day: day))
    #expect(outputs.count == 2)
    #expect(state.lastDraftAt == nil)
  }

  @Test func ctrlGWithNothingUnsavedSaysSoAndAsksNothing() {
    var state = editing("hello")
    #expect(press(&state, .ctrl("g")) == [.status("No unsaved changes to discard")])
    #expect(!state.confirmingDiscard)
  }

  // MARK: Undo and redo

  @Test func typingRunsUndoAsOneStep() {
    var state = editing("")
    type(&state, "abc")
    press(&state, .enter)
    type(&state, "de")
    #expect(state.undoStack.count == 3)
    #expect(press(&state, .alt("z")) == [])
    #expect(state.buffer.lines == ["abc", ""])
    press(&state, .alt("z"))
    #expect(state.buffer.lines == ["abc"])
    press(&state, .alt("z"))
    #expect(state.buffer.lines == [""])
    #expect(press(&state, .alt("z")) == [.status("Nothing to undo")])
    press(&state, .alt("Z"))
    press(&state, .alt("Z"))
    #expect(state.buffer.lines == ["abc", ""])
    #expect(state.buffer.cursor == Position(line: 1, column: 0))
    press(&state, .alt("Z"))
    #expect(state.buffer.lines == ["abc", "de"])
    #expect(press(&state, .alt("Z")) == [.status("Nothing to redo")])
  }

  @Test func aMoveEndsATypingRun() {
    var state = editing("")
    type(&state, "ab")
    press(&state, .left)
    type(&state, "c")
    #expect(state.buffer.lines == ["acb"])
    press(&state, .alt("z"))
    #expect(state.buffer.lines == ["ab"])
    #expect(state.buffer.cursor == Position(line: 0, column: 1))
  }

  @Test func deletingRunsUndoAsOneStepSeparateFromTyping() {
    var state = editing("")
    type(&state, "abcd")
    press(&state, .backspace)
    press(&state, .backspace)
    press(&state, .alt("z"))
    #expect(state.buffer.lines == ["abcd"])
    press(&state, .alt("z"))
    #expect(state.buffer.lines == [""])
  }

  @Test func undoKeepsTheLastTwoHundredSteps() {
    var state = editing("")
    for _ in 0..<205 {
      type(&state, "a")
      press(&state, .left)
    }
    #expect(state.undoStack.count == 200)
    #expect(state.undoStack.first?.lines == [String(repeating: "a", count: 5)])
  }

  @Test func aNewChangeClearsRedo() {
    var state = editing("")
    type(&state, "a")
    press(&state, .alt("z"))
    type(&state, "b")
    #expect(state.redoStack == [])
    #expect(press(&state, .alt("Z")) == [.status("Nothing to redo")])
  }

  @Test func undoInNormalModeAndRedoWithCtrlR() {
    var state = editing("하나")
    type(&state, "둘")
    press(&state, .escape)
    #expect(press(&state, .character("u")) == [])
    #expect(state.buffer.lines == ["하나"])
    #expect(state.lastEditAt == 100)
    #expect(press(&state, .ctrl("r")) == [])
    #expect(state.buffer.lines == ["하나둘"])
  }

  @Test func undoReturningToTheSavedTextIsClean() {
    var state = editing("저장")
    type(&state, "x")
    #expect(state.isDirty)
    press(&state, .alt("z"))
    #expect(state.isDirty == false)
  }

  @Test func editsThatChangeNothingAddNoUndoStep() {
    var state = editing("")
    press(&state, .backspace)
    press(&state, .ctrl("y"))
    press(&state, .delete)
    #expect(state.undoStack == [])
    #expect(state.lastEditAt == nil)
  }

  // MARK: Picker

  @Test func choosingAMoodSetsItAndSaves() {
    var state = EditorState(day: day)
    send(&state, .load(day: day, entry: Entry(id: 4, day: day, title: "t"), draft: nil))
    press(&state, .character("m"))
    #expect(press(&state, .down) == [])
    press(&state, .character("j"))
    #expect(state.picker == EditorState.Picker(kind: .mood, selected: 2))
    #expect(press(&state, .enter) == [.save(Entry(id: 4, day: day, title: "t", mood: .okay), base: "t")])
    #expect(state.mood == .okay)
    #expect(state.picker == nil)
    #expect(state.undoStack == [EditorState.Snapshot(lines: ["t"])])
    press(&state, .character("u"))
    #expect(state.mood == nil)
  }

  @Test func choosingTheLastOptionClearsTheWeather() {
    var state = EditorState(day: day)
    state.weather = .fog
    state.savedSnapshot.weather = .fog
    press(&state, .character("w"))
    for _ in 0..<10 { press(&state, .down) }
    #expect(state.picker == EditorState.Picker(kind: .weather, selected: 7))
    #expect(press(&state, .enter) == [.save(Entry(day: day))])
    #expect(state.weather == nil)
  }

  @Test func pickerUpStopsAtTheTop() {
    var state = EditorState(day: day)
    press(&state, .character("w"))
    press(&state, .up)
    press(&state, .character("k"))
    #expect(state.picker == EditorState.Picker(kind: .weather, selected: 0))
  }

  @Test func escClosesThePickerWithoutChange() {
    var state = EditorState(day: day)
    press(&state, .character("m"))
    press(&state, .down)
    #expect(press(&state, .escape) == [])
    #expect(state.picker == nil)
    #expect(state.mood == nil)
    #expect(state.undoStack == [])
  }

  @Test func choosingTheCurrentValueChangesNothing() {
    var state = EditorState(day: day)
    send(&state, .load(day: day, entry: Entry(id: 1, day: day, mood: .great), draft: nil))
    press(&state, .character("m"))
    #expect(press(&state, .enter) == [])
    #expect(state.undoStack == [])
  }

  @Test func otherKeysAreSwallowedByThePicker() {
    var state = EditorState(day: day)
    press(&state, .character("m"))
    #expect(press(&state, .character("i")) == [])
    #expect(press(&state, .character("H")) == [])
    #expect(state.isEditing == false)
    #expect(state.picker == EditorState.Picker(kind: .mood, selected: 0))
    #expect(EditorFeature.handles(.character("q"), in: state))
  }

  // MARK: Other writers

  @Test func aMergedSaveReplacesTheTextKeepsTheCursorAndTells() {
    var state = editing("하루")
    type(&state, " 끝")
    let cursor = state.buffer.cursor
    let merged = Entry(id: 7, day: day, title: "하루 끝", body: "\nCLI line")
    #expect(send(&state, .merged(merged, keptBoth: false))
      == [.status("Saved, merged with text saved elsewhere meanwhile")])
    #expect(state.buffer.lines == ["하루 끝", "", "CLI line"])
    #expect(state.buffer.cursor == cursor)
    #expect(state.baseText == "하루 끝\n\nCLI line")
    #expect(!state.isDirty)
    #expect(send(&state, .merged(merged, keptBoth: true))
      == [.status("Saved both: the other text is under the ──── line · H for history")])
  }

  @Test func aReloadShowsTheStoredTextWhenNothingIsUnsaved() {
    var state = editing("하루")
    press(&state, .escape)
    let stored = Entry(id: 7, day: day, title: "하루", body: "\nCLI line")
    #expect(send(&state, .reloaded(stored)) == [])
    #expect(state.buffer.lines == ["하루", "", "CLI line"])
    #expect(state.baseText == "하루\n\nCLI line")
    #expect(!state.isDirty)
    // The same text again changes nothing.
    let before = state
    #expect(send(&state, .reloaded(stored)) == [])
    #expect(state == before)
  }

  @Test func aReloadLeavesADraftAloneAndTheNextSaveCarriesTheOldBase() {
    var state = editing("하루")
    type(&state, " 끝")
    let stored = Entry(id: 7, day: day, title: "하루", body: "\nCLI line")
    #expect(send(&state, .reloaded(stored))
      == [.status("Changed elsewhere; your text will be merged on save")])
    #expect(state.buffer.lines == ["하루 끝"])
    #expect(state.baseText == "하루")
    #expect(press(&state, .escape)
      == [.save(Entry(id: 7, day: day, title: "하루 끝"), base: "하루"), .leftEditing])
  }

  // MARK: Paste

  @Test func pasteInsertsCleanedTextAsOneUndoStep() {
    var state = editing("시작 ")
    #expect(send(&state, .paste("첫 줄\r\n둘째 줄\t끝\u{1B}", now: 120)) == [])
    #expect(state.buffer.lines == ["시작 첫 줄", "둘째 줄    끝"])
    #expect(state.buffer.cursor == Position(line: 1, column: 9))
    #expect(state.lastEditAt == 120)
    #expect(state.undoStack.count == 1)
    press(&state, .alt("z"))
    #expect(state.buffer.lines == ["시작 "])
  }

  @Test func pasteWithANulIsRefusedWholeWithAMessage() {
    var state = editing("시작")
    #expect(
      send(&state, .paste("a\u{0}b", now: 5))
        == [.status("Not inserted: the text has a NUL byte (at byte 1)")])
    #expect(state.buffer.lines == ["시작"])
    #expect(state.undoStack.isEmpty)
  }

  @Test func pasteWhileNotEditingOnlyExplains() {
    var state = EditorState(day: day)
    #expect(send(&state, .paste("x", now: 1)) == [.status("Press i to edit, then paste")])
    #expect(state.buffer.lines == [""])
  }

  // MARK: Autosave

  @Test func autosaveWaitsThreeSeconds() {
    var state = editing("")
    type(&state, "가", at: 100)
    #expect(state.draftPendingSince == 100)
    #expect(send(&state, .tick(now: 101)) == [])
    #expect(send(&state, .tick(now: 102)) == [])
    #expect(send(&state, .tick(now: 103)) == [.saveDraft(Entry(id: 7, day: day, title: "가"))])
    #expect(state.lastDraftAt == 103)
    #expect(state.draftPendingSince == nil)
    #expect(state.isDirty)
    #expect(send(&state, .tick(now: 110)) == [])
  }

  @Test func continuousTypingIsDraftedEveryThreeSeconds() {
    var state = editing("")
    type(&state, "a", at: 100)
    type(&state, "b", at: 101)
    type(&state, "c", at: 102)
    #expect(send(&state, .tick(now: 102)) == [])
    type(&state, "d", at: 103)
    #expect(send(&state, .tick(now: 103)) == [.saveDraft(Entry(id: 7, day: day, title: "abcd"))])
    type(&state, "e", at: 104)
    #expect(send(&state, .tick(now: 106)) == [])
    #expect(send(&state, .tick(now: 107)) == [.saveDraft(Entry(id: 7, day: day, title: "abcde"))])
  }

  @Test func nothingIsDraftedWhenClean() {
    var state = editing("a")
    #expect(send(&state, .tick(now: 1_000)) == [])
    type(&state, "b", at: 100)
    press(&state, .alt("z"), at: 101)
    #expect(state.isDirty == false)
    #expect(send(&state, .tick(now: 110)) == [])
    #expect(state.lastDraftAt == nil)
  }

  @Test func aSaveCancelsThePendingDraft() {
    var state = editing("")
    type(&state, "a", at: 100)
    press(&state, .ctrl("s"), at: 101)
    #expect(send(&state, .tick(now: 110)) == [])
  }

  // MARK: Save results

  @Test func savedWhileStillTypingStaysDirty() {
    var state = editing("")
    type(&state, "ab")
    press(&state, .ctrl("s"))
    type(&state, "c", at: 101)
    #expect(send(&state, .saved(Entry(id: 5, day: day, title: "ab"))) == [.status("Saved")])
    #expect(state.entryID == 5)
    #expect(state.savedSnapshot.lines == ["ab"])
    #expect(state.isDirty)
    #expect(state.draftPendingSince == 101)
  }

  @Test func savedNilMeansTheEmptyEntryWasDeleted() {
    var state = editing("지울 글")
    press(&state, .ctrl("u"))
    press(&state, .escape)
    #expect(send(&state, .saved(nil)) == [.status("Saved")])
    #expect(state.entryID == nil)
    #expect(state.isDirty == false)
  }

  @Test func savedForAnotherDayIsIgnored() {
    var state = editing("a")
    type(&state, "b")
    let before = state
    #expect(send(&state, .saved(Entry(id: 1, day: otherDay, title: "x"))) == [])
    #expect(state == before)
  }

  @Test func savedTagsAreRefreshed() {
    var state = editing("")
    type(&state, "#식물 #Plants")
    #expect(state.tags == ["식물", "plants"])
  }

  // MARK: External editor

  @Test func externalEditorTextReplacesTheTextAndSaves() {
    var state = editing("옛 제목")
    let outputs = send(&state, .externalEditorFinished("새 제목\r\n새 본문\n"))
    #expect(outputs == [.save(Entry(id: 7, day: day, title: "새 제목", body: "새 본문"), base: "옛 제목")])
    #expect(state.buffer.lines == ["새 제목", "새 본문"])
    #expect(state.buffer.cursor == Position(line: 1, column: 4))
    #expect(state.undoStack.count == 1)
    press(&state, .alt("z"))
    #expect(state.buffer.lines == ["옛 제목"])
  }

  @Test func externalEditorCancelledOrUnchanged() {
    var state = editing("그대로")
    #expect(send(&state, .externalEditorFinished(nil))
      == [.status("External editor cancelled; nothing changed")])
    #expect(send(&state, .externalEditorFinished("그대로\n"))
      == [.status("No changes from the external editor")])
    #expect(state.undoStack == [])
  }

  // MARK: Size and scrolling while editing

  @Test func resizedSetsTheTextArea() {
    var state = EditorState(day: day)
    #expect(send(&state, .resized(width: 40, height: 12)) == [])
    #expect(state.textWidth == 40)
    #expect(state.textHeight == 10)
    send(&state, .resized(width: 30))
    #expect(state.textWidth == 30)
    #expect(state.textHeight == 10)
  }

  @Test func typingPastTheBottomScrollsToKeepTheCursorVisible() {
    var state = editing("")
    send(&state, .resized(width: 10, height: 5))
    for _ in 0..<4 { press(&state, .enter) }
    #expect(state.scroll == RowPosition(line: 2, row: 0))
    type(&state, "0123456789ab")
    #expect(state.scroll == RowPosition(line: 3, row: 0))
    press(&state, .ctrl("a"))
    press(&state, .up)
    press(&state, .up)
    #expect(state.buffer.cursor == Position(line: 2, column: 0))
    #expect(state.scroll == RowPosition(line: 2, row: 0))
  }

  @Test func shrinkingTheWidthKeepsTheScrollInsideTheText() {
    var state = EditorState(day: day)
    send(&state, .load(day: day, entry: Entry(day: day, title: "0123456789"), draft: nil))
    send(&state, .resized(width: 4, height: 3))
    press(&state, .down)
    press(&state, .down)
    #expect(state.readScroll == 2)
    send(&state, .resized(width: 40, height: 3))
    #expect(state.readScroll == 0)
  }
}

extension Entry {
  fileprivate func withTimes(_ created: Timestamp, _ updated: Timestamp) -> Entry {
    var entry = self
    entry.createdAt = created
    entry.updatedAt = updated
    return entry
  }
}

@Suite struct EditorFeatureLargeTextTests {
  @Test func typingAfterAFiveMegabytePasteKeepsTheTextAndUndoBudget() {
    let day = Day(year: 2026, month: 11, day: 29)!
    var state = EditorState(day: day)
    _ = EditorFeature.reduce(&state, .resized(width: 60, height: 30))
    _ = EditorFeature.reduce(&state, .key(.character("i"), now: 1))
    let line = String(repeating: "일기 diary ", count: 4) + "\n"
    let count = 5 * 1024 * 1024 / line.utf8.count
    // Speed is measured by daybook-bench; here only the behaviour on a huge text is checked.
    _ = EditorFeature.reduce(&state, .paste(String(repeating: line, count: count), now: 2))
    #expect(state.buffer.lineCount == count + 1)
    #expect(state.scroll == TextBuffer.RowPosition(line: count + 1 - 28, row: 0))
    for step in 0..<100 {
      _ = EditorFeature.reduce(&state, .key(.character("가"), now: 3))
      _ = EditorFeature.reduce(&state, .key(step.isMultiple(of: 2) ? .up : .pageUp, now: 3))
      var canvas = Canvas(size: Size(width: 60, height: 32))
      _ = EditorView.render(
        state, into: &canvas, in: Rect(x: 0, y: 0, width: 60, height: 32),
        theme: .builtinDefault, focused: true)
    }
    #expect(state.isDirty)
    // Each step of this text holds 98 923 lines, so 10 steps fit the 1 000 000 line budget.
    #expect(state.undoStack.count == 10)
  }
}
