import DaybookCore
import Expectations
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
      expectEqual(press(&state, .character(character), at: now), [])
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
    expectEqual(state.buffer.lines, [""])
    expectEqual(state.title, "")
    expectEqual(state.body, "")
    expectEqual(state.isDirty, false)
    expectEqual(state.isEditing, false)
    expectEqual(state.entryID, nil)
    expectEqual(state.entry, Entry(day: day))
  }

  @Test func loadShowsTheStoredEntry() {
    var state = EditorState(day: otherDay)
    let entry = Entry(
      id: 3, day: day, title: "제목 #일기", body: "본문\n#plants 둘째 줄", mood: .good,
      weather: .rain)
    let outputs = send(&state, .load(day: day, entry: entry, draft: nil))
    expectEqual(outputs, [])
    expectEqual(state.day, day)
    expectEqual(state.entryID, 3)
    expectEqual(state.buffer.lines, ["제목 #일기", "본문", "#plants 둘째 줄"])
    expectEqual(state.buffer.cursor, Position(line: 0, column: 0))
    expectEqual(state.title, "제목 #일기")
    expectEqual(state.body, "본문\n#plants 둘째 줄")
    expectEqual(state.mood, .good)
    expectEqual(state.weather, .rain)
    expectEqual(state.isDirty, false)
    expectEqual(state.tags, ["일기", "plants"])
    expectEqual(state.entry, entry.withTimes(0, 0))
  }

  @Test func loadWithADraftRestoresItDirty() {
    var state = EditorState(day: day)
    let entry = Entry(id: 3, day: day, title: "저장됨", body: "", mood: .okay)
    let draft = Entry(day: day, title: "저장됨", body: "더 쓴 글", mood: .great, updatedAt: 90)
    let outputs = send(&state, .load(day: day, entry: entry, draft: draft))
    expectEqual(outputs, [.status("Restored unsaved draft")])
    expectEqual(state.buffer.lines, ["저장됨", "더 쓴 글"])
    expectEqual(state.mood, .great)
    expectEqual(state.savedSnapshot, EditorState.Snapshot(lines: ["저장됨"], mood: .okay))
    #expect(state.isDirty)
    expectEqual(state.entryID, 3)
    expectEqual(state.lastDraftAt, 90)
  }

  @Test func loadWithADraftEqualToTheEntryIsClean() {
    var state = EditorState(day: day)
    let entry = Entry(id: 3, day: day, title: "같음", body: "본문")
    let outputs = send(&state, .load(day: day, entry: entry, draft: entry))
    expectEqual(outputs, [])
    expectEqual(state.isDirty, false)
  }

  @Test func loadWithOnlyADraft() {
    var state = EditorState(day: day)
    let draft = Entry(day: day, title: "초안")
    expectEqual(
      send(&state, .load(day: day, entry: nil, draft: draft)),
      [.status(Message.restoredDraft.text(.en))])
    expectEqual(state.entryID, nil)
    expectEqual(state.buffer.lines, ["초안"])
    expectEqual(state.savedSnapshot.lines, [""])
  }

  @Test func loadingAnotherDaySavesUnsavedChangesFirst() {
    var state = editing("오늘")
    type(&state, "!")
    press(&state, .escape)
    send(&state, .saved(Entry(id: 7, day: day, title: "오늘!")))
    press(&state, .character("u"))
    #expect(state.isDirty)
    let outputs = send(&state, .load(day: otherDay, entry: nil, draft: nil))
    expectEqual(outputs, [.save(Entry(id: 7, day: day, title: "오늘"), base: "오늘!")])
    expectEqual(state.day, otherDay)
    expectEqual(state.buffer.lines, [""])
    expectEqual(state.undoStack, [])
    expectEqual(state.isEditing, false)
  }

  @Test func loadKeepsThePaneSize() {
    var state = EditorState(day: day)
    send(&state, .resized(width: 30, height: 9))
    send(&state, .load(day: otherDay, entry: nil, draft: nil))
    expectEqual(state.textWidth, 30)
    expectEqual(state.textHeight, 7)
  }

  // MARK: Normal mode

  @Test func iStartsEditingWithTheCursorAtTheEnd() {
    var state = EditorState(day: day)
    send(&state, .load(day: day, entry: Entry(day: day, title: "a", body: "bc"), draft: nil))
    expectEqual(press(&state, .character("i")), [])
    #expect(state.isEditing)
    expectEqual(state.buffer.cursor, Position(line: 1, column: 2))
  }

  @Test func enterStartsEditingToo() {
    var state = EditorState(day: day)
    expectEqual(press(&state, .enter), [])
    #expect(state.isEditing)
    expectEqual(state.buffer.cursor, Position(line: 0, column: 0))
  }

  @Test func mOpensTheMoodPickerOnTheCurrentMood() {
    var state = EditorState(day: day)
    expectEqual(press(&state, .character("m")), [])
    expectEqual(state.picker, EditorState.Picker(kind: .mood, selected: 0))
    state.picker = nil
    state.mood = .bad
    press(&state, .character("m"))
    expectEqual(state.picker, EditorState.Picker(kind: .mood, selected: 3))
  }

  @Test func starTogglesTheStoredEntrysStarAndSavesNewTextFirst() {
    var state = EditorState(day: day)
    expectEqual(
      press(&state, .character("*")), [.status("Write something first: there is no entry to star")])
    send(
      &state, .load(day: day, entry: Entry(id: 7, day: day, title: "Hi", starred: true), draft: nil)
    )
    #expect(state.starred)
    expectEqual(press(&state, .character("*")), [.setStarred(day: day, false)])
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
    expectEqual(outputs.last, .setStarred(day: day, true))
  }

  @Test func wOpensTheWeatherPicker() {
    var state = EditorState(day: day)
    state.weather = .snow
    expectEqual(press(&state, .character("w")), [])
    expectEqual(state.picker, EditorState.Picker(kind: .weather, selected: 3))
  }

  @Test func capitalHAsksForHistory() {
    var state = EditorState(day: day)
    expectEqual(press(&state, .character("H")), [.showHistory(day: day)])
    expectEqual(state.isEditing, false)
  }

  @Test func undoAndRedoWithNothingToDo() {
    var state = EditorState(day: day)
    expectEqual(press(&state, .character("u")), [.status("Nothing to undo")])
    expectEqual(press(&state, .ctrl("r")), [.status("Nothing to redo")])
  }

  @Test func ctrlSInNormalModeSavesOnlyWhenDirty() {
    var state = EditorState(day: day)
    expectEqual(press(&state, .ctrl("s")), [.status("No changes to save")])
    state.mood = .good
    expectEqual(press(&state, .ctrl("s")), [.save(Entry(day: day, mood: .good))])
  }

  @Test func ctrlEInNormalModeOpensTheExternalEditor() {
    var state = EditorState(day: day)
    send(&state, .load(day: day, entry: Entry(id: 2, day: day, title: "t", body: "b"), draft: nil))
    expectEqual(
      press(&state, .ctrl("e")),
      [.openExternalEditor(Entry(id: 2, day: day, title: "t", body: "b"))])
  }

  @Test func unboundKeysInNormalModeDoNothing() {
    var state = EditorState(day: day)
    let before = state
    expectEqual(press(&state, .character("x")), [])
    expectEqual(press(&state, .left), [])
    expectEqual(press(&state, .escape), [])
    expectEqual(state, before)
  }

  @Test func arrowsAndPagesScrollInNormalMode() {
    var state = EditorState(day: day)
    let text = (0..<30).map { "line \($0)" }.joined(separator: "\n")
    send(&state, .load(day: day, entry: Entry(day: day, title: text), draft: nil))
    send(&state, .resized(width: 20, height: 7))
    expectEqual(state.textHeight, 5)
    expectEqual(press(&state, .down), [])
    expectEqual(state.readScroll, 1)
    press(&state, .character("j"))
    expectEqual(state.readScroll, 2)
    press(&state, .pageDown)
    expectEqual(state.readScroll, 7)
    press(&state, .end)
    expectEqual(state.readScroll, 25)
    press(&state, .down)
    expectEqual(state.readScroll, 25)
    press(&state, .up)
    press(&state, .character("k"))
    expectEqual(state.readScroll, 23)
    press(&state, .pageUp)
    expectEqual(state.readScroll, 18)
    press(&state, .home)
    expectEqual(state.readScroll, 0)
    press(&state, .up)
    expectEqual(state.readScroll, 0)
    expectEqual(state.buffer.cursor, Position(line: 0, column: 0))
  }

  @Test func scrollingCountsWrappedRows() {
    var state = EditorState(day: day)
    send(
      &state,
      .load(day: day, entry: Entry(day: day, title: "0123456789abcdef\nx\ny\nz"), draft: nil))
    send(&state, .resized(width: 10, height: 4))
    expectEqual(press(&state, .down), [])
    expectEqual(state.readScroll, 1)
    press(&state, .down)
    expectEqual(state.readScroll, 2)
  }

  @Test func handlesTellsTheParentWhichKeysAreTheEditors() {
    var state = EditorState(day: day)
    #expect(EditorFeature.handles(.character("m"), in: state))
    expectEqual(EditorFeature.handles(.character("q"), in: state), false)
    expectEqual(EditorFeature.handles(.tab, in: state), false)
    state.isEditing = true
    #expect(EditorFeature.handles(.character("q"), in: state))
    #expect(EditorFeature.handles(.tab, in: state))
  }

  // MARK: Editing mode

  @Test func typingKoreanTitleAndBodyThenCtrlSSaves() {
    var state = EditorState(day: day)
    press(&state, .character("i"))
    type(&state, "제목")
    expectEqual(press(&state, .enter), [])
    type(&state, "본문")
    expectEqual(state.buffer.lines, ["제목", "본문"])
    expectEqual(state.buffer.cursor, Position(line: 1, column: 2))
    #expect(state.isDirty)
    expectEqual(state.lastEditAt, 100)
    expectEqual(press(&state, .ctrl("s")), [.save(Entry(day: day, title: "제목", body: "본문"))])
    #expect(state.isEditing)
    #expect(state.isDirty)
    expectEqual(
      send(&state, .saved(Entry(id: 9, day: day, title: "제목", body: "본문", updatedAt: 100))),
      [.status("Saved")])
    expectEqual(state.entryID, 9)
    expectEqual(state.isDirty, false)
    expectEqual(press(&state, .ctrl("s")), [.status("No changes to save")])
  }

  @Test func escWithChangesSavesAndLeaves() {
    var state = editing("하루")
    type(&state, " 끝")
    expectEqual(
      press(&state, .escape),
      [.save(Entry(id: 7, day: day, title: "하루 끝"), base: "하루"), .leftEditing])
    expectEqual(state.isEditing, false)
  }

  @Test func escWithoutChangesJustLeaves() {
    var state = editing("하루")
    expectEqual(press(&state, .escape), [.leftEditing])
    expectEqual(state.isEditing, false)
  }

  @Test func lettersThatAreNormalModeKeysAreTypedWhileEditing() {
    var state = editing("")
    type(&state, "miHuw")
    expectEqual(state.buffer.lines, ["miHuw"])
    expectEqual(state.picker, nil)
  }

  @Test func backspaceAndDeleteWorkOnGraphemeClusters() {
    var state = editing("a👨‍👩‍👧한")
    expectEqual(press(&state, .backspace), [])
    expectEqual(state.buffer.lines, ["a👨‍👩‍👧"])
    press(&state, .backspace)
    expectEqual(state.buffer.lines, ["a"])
    press(&state, .home)
    expectEqual(press(&state, .delete), [])
    expectEqual(state.buffer.lines, [""])
    type(&state, "xy")
    press(&state, .left)
    press(&state, .ctrl("d"))
    expectEqual(state.buffer.lines, ["x"])
  }

  @Test func cursorKeys() {
    var state = editing("한글 단어\n둘")
    press(&state, .left)
    expectEqual(state.buffer.cursor, Position(line: 1, column: 0))
    press(&state, .left)
    expectEqual(state.buffer.cursor, Position(line: 0, column: 5))
    press(&state, .ctrl("a"))
    expectEqual(state.buffer.cursor, Position(line: 0, column: 0))
    press(&state, .right)
    expectEqual(state.buffer.cursor, Position(line: 0, column: 1))
    press(&state, .end)
    expectEqual(state.buffer.cursor, Position(line: 0, column: 5))
    press(&state, .home)
    expectEqual(state.buffer.cursor, Position(line: 0, column: 0))
    press(&state, .alt("f"))
    expectEqual(state.buffer.cursor, Position(line: 0, column: 2))
    press(&state, .alt("f"))
    expectEqual(state.buffer.cursor, Position(line: 0, column: 5))
    press(&state, .alt("b"))
    expectEqual(state.buffer.cursor, Position(line: 0, column: 3))
    press(&state, .down)
    expectEqual(state.buffer.cursor, Position(line: 1, column: 1))
    press(&state, .up)
    expectEqual(state.buffer.cursor, Position(line: 0, column: 3))
    expectEqual(state.isDirty, false)
    expectEqual(state.undoStack, [])
  }

  @Test func upAndDownFollowWrappedRowsAtThePaneWidth() {
    var state = editing("0123456789abcdef")
    send(&state, .resized(width: 10, height: 6))
    press(&state, .up)
    expectEqual(state.buffer.cursor, Position(line: 0, column: 6))
    press(&state, .down)
    expectEqual(state.buffer.cursor, Position(line: 0, column: 16))
  }

  @Test func pageKeysMoveByTheTextHeight() {
    let text = (0..<20).map(String.init).joined(separator: "\n")
    var state = editing(text)
    send(&state, .resized(width: 20, height: 6))
    expectEqual(state.buffer.cursor, Position(line: 19, column: 2))
    expectEqual(state.scroll, RowPosition(line: 16, row: 0))
    press(&state, .pageUp)
    expectEqual(state.buffer.cursor, Position(line: 15, column: 2))
    expectEqual(state.scroll, RowPosition(line: 12, row: 0))
    press(&state, .pageDown)
    expectEqual(state.buffer.cursor, Position(line: 19, column: 2))
    expectEqual(state.scroll, RowPosition(line: 16, row: 0))
  }

  @Test func readlineKillsAndYank() {
    var state = editing("물 주기 완료")
    press(&state, .ctrl("w"))
    expectEqual(state.buffer.lines, ["물 주기 "])
    press(&state, .ctrl("a"))
    press(&state, .ctrl("y"))
    expectEqual(state.buffer.lines, ["완료물 주기 "])
    expectEqual(state.buffer.cursor, Position(line: 0, column: 2))
    press(&state, .ctrl("k"))
    expectEqual(state.buffer.lines, ["완료"])
    press(&state, .ctrl("u"))
    expectEqual(state.buffer.lines, [""])
    // Ctrl-K then Ctrl-U is one kill run: the second kill is prepended.
    expectEqual(state.buffer.killBuffer, "완료물 주기 ")
    expectEqual(state.undoStack.count, 4)
  }

  @Test func tabInsertsSpaces() {
    var state = editing("")
    press(&state, .tab)
    expectEqual(state.buffer.lines, ["    "])
  }

  @Test func ctrlEWhileEditingOpensTheExternalEditorWithUnsavedText() {
    var state = editing("초안")
    type(&state, "!")
    expectEqual(
      press(&state, .ctrl("e")), [.openExternalEditor(Entry(id: 7, day: day, title: "초안!"))])
    #expect(state.isEditing)
  }

  @Test func controlKeysWithoutABindingAreIgnored() {
    var state = editing("a")
    let before = state
    expectEqual(press(&state, .ctrl("t")), [])
    expectEqual(press(&state, .function(5)), [])
    expectEqual(state, before)
  }

  // MARK: Discard changes

  @Test func ctrlGAsksThenPutsTheLastSavedTextBackAndKeepsWriting() {
    var state = editing("hello")
    type(&state, " world")
    var expected = state
    expected.confirmingDiscard = true
    expectEqual(
      press(&state, .ctrl("g")), [.status("Discard the changes since the last save? y/n")])
    expectEqual(state, expected)
    let outputs = press(&state, .character("y"))
    expectEqual(
      outputs,
      [
        .status("Changes discarded; the last saved text is back (Alt-z brings them back)")
      ])
    expectEqual(state.buffer.lines, ["hello"])
    expectEqual(state.buffer.cursor, Position(line: 0, column: 5))
    #expect(state.isEditing)
    #expect(!state.isDirty)
    #expect(!state.confirmingDiscard)
    expectEqual(state.draftPendingSince, nil)
    // One undo step brings the discarded text back.
    press(&state, .alt("z"))
    expectEqual(state.buffer.lines, ["hello world"])
  }

  @Test func anyOtherKeyThanYKeepsTheChangesAndTypesNothing() {
    var state = editing("hello")
    type(&state, "!")
    press(&state, .ctrl("g"))
    expectEqual(press(&state, .character("n")), [.status("Changes kept")])
    expectEqual(state.buffer.lines, ["hello!"])
    #expect(!state.confirmingDiscard)
  }

  @Test func discardingAlsoDeletesTheAutosavedDraft() {
    var state = editing("hello")
    type(&state, "!")
    expectEqual(
      send(&state, .tick(now: 103)), [.saveDraft(Entry(id: 7, day: day, title: "hello!"))])
    press(&state, .ctrl("g"))
    let outputs = press(&state, .character("y"))
    expectEqual(outputs.first, .deleteDraft(day: day))
    expectEqual(outputs.count, 2)
    expectEqual(state.lastDraftAt, nil)
  }

  @Test func ctrlGWithNothingUnsavedSaysSoAndAsksNothing() {
    var state = editing("hello")
    expectEqual(press(&state, .ctrl("g")), [.status("No unsaved changes to discard")])
    #expect(!state.confirmingDiscard)
  }

  // MARK: Undo and redo

  @Test func typingRunsUndoAsOneStep() {
    var state = editing("")
    type(&state, "abc")
    press(&state, .enter)
    type(&state, "de")
    expectEqual(state.undoStack.count, 3)
    expectEqual(press(&state, .alt("z")), [])
    expectEqual(state.buffer.lines, ["abc", ""])
    press(&state, .alt("z"))
    expectEqual(state.buffer.lines, ["abc"])
    press(&state, .alt("z"))
    expectEqual(state.buffer.lines, [""])
    expectEqual(press(&state, .alt("z")), [.status("Nothing to undo")])
    press(&state, .alt("Z"))
    press(&state, .alt("Z"))
    expectEqual(state.buffer.lines, ["abc", ""])
    expectEqual(state.buffer.cursor, Position(line: 1, column: 0))
    press(&state, .alt("Z"))
    expectEqual(state.buffer.lines, ["abc", "de"])
    expectEqual(press(&state, .alt("Z")), [.status("Nothing to redo")])
  }

  @Test func aMoveEndsATypingRun() {
    var state = editing("")
    type(&state, "ab")
    press(&state, .left)
    type(&state, "c")
    expectEqual(state.buffer.lines, ["acb"])
    press(&state, .alt("z"))
    expectEqual(state.buffer.lines, ["ab"])
    expectEqual(state.buffer.cursor, Position(line: 0, column: 1))
  }

  @Test func deletingRunsUndoAsOneStepSeparateFromTyping() {
    var state = editing("")
    type(&state, "abcd")
    press(&state, .backspace)
    press(&state, .backspace)
    press(&state, .alt("z"))
    expectEqual(state.buffer.lines, ["abcd"])
    press(&state, .alt("z"))
    expectEqual(state.buffer.lines, [""])
  }

  @Test func undoKeepsTheLastTwoHundredSteps() {
    var state = editing("")
    for _ in 0..<205 {
      type(&state, "a")
      press(&state, .left)
    }
    expectEqual(state.undoStack.count, 200)
    expectEqual(state.undoStack.first?.lines, [String(repeating: "a", count: 5)])
  }

  @Test func aNewChangeClearsRedo() {
    var state = editing("")
    type(&state, "a")
    press(&state, .alt("z"))
    type(&state, "b")
    expectEqual(state.redoStack, [])
    expectEqual(press(&state, .alt("Z")), [.status("Nothing to redo")])
  }

  @Test func undoInNormalModeAndRedoWithCtrlR() {
    var state = editing("하나")
    type(&state, "둘")
    press(&state, .escape)
    expectEqual(press(&state, .character("u")), [])
    expectEqual(state.buffer.lines, ["하나"])
    expectEqual(state.lastEditAt, 100)
    expectEqual(press(&state, .ctrl("r")), [])
    expectEqual(state.buffer.lines, ["하나둘"])
  }

  @Test func undoReturningToTheSavedTextIsClean() {
    var state = editing("저장")
    type(&state, "x")
    #expect(state.isDirty)
    press(&state, .alt("z"))
    expectEqual(state.isDirty, false)
  }

  @Test func editsThatChangeNothingAddNoUndoStep() {
    var state = editing("")
    press(&state, .backspace)
    press(&state, .ctrl("y"))
    press(&state, .delete)
    expectEqual(state.undoStack, [])
    expectEqual(state.lastEditAt, nil)
  }

  // MARK: Picker

  @Test func choosingAMoodSetsItAndSaves() {
    var state = EditorState(day: day)
    send(&state, .load(day: day, entry: Entry(id: 4, day: day, title: "t"), draft: nil))
    press(&state, .character("m"))
    expectEqual(press(&state, .down), [])
    press(&state, .character("j"))
    expectEqual(state.picker, EditorState.Picker(kind: .mood, selected: 2))
    expectEqual(
      press(&state, .enter), [.save(Entry(id: 4, day: day, title: "t", mood: .okay), base: "t")])
    expectEqual(state.mood, .okay)
    expectEqual(state.picker, nil)
    expectEqual(state.undoStack, [EditorState.Snapshot(lines: ["t"])])
    press(&state, .character("u"))
    expectEqual(state.mood, nil)
  }

  @Test func choosingTheLastOptionClearsTheWeather() {
    var state = EditorState(day: day)
    state.weather = .fog
    state.savedSnapshot.weather = .fog
    press(&state, .character("w"))
    for _ in 0..<10 { press(&state, .down) }
    expectEqual(state.picker, EditorState.Picker(kind: .weather, selected: 7))
    expectEqual(press(&state, .enter), [.save(Entry(day: day))])
    expectEqual(state.weather, nil)
  }

  @Test func pickerUpStopsAtTheTop() {
    var state = EditorState(day: day)
    press(&state, .character("w"))
    press(&state, .up)
    press(&state, .character("k"))
    expectEqual(state.picker, EditorState.Picker(kind: .weather, selected: 0))
  }

  @Test func escClosesThePickerWithoutChange() {
    var state = EditorState(day: day)
    press(&state, .character("m"))
    press(&state, .down)
    expectEqual(press(&state, .escape), [])
    expectEqual(state.picker, nil)
    expectEqual(state.mood, nil)
    expectEqual(state.undoStack, [])
  }

  @Test func choosingTheCurrentValueChangesNothing() {
    var state = EditorState(day: day)
    send(&state, .load(day: day, entry: Entry(id: 1, day: day, mood: .great), draft: nil))
    press(&state, .character("m"))
    expectEqual(press(&state, .enter), [])
    expectEqual(state.undoStack, [])
  }

  @Test func otherKeysAreSwallowedByThePicker() {
    var state = EditorState(day: day)
    press(&state, .character("m"))
    expectEqual(press(&state, .character("i")), [])
    expectEqual(press(&state, .character("H")), [])
    expectEqual(state.isEditing, false)
    expectEqual(state.picker, EditorState.Picker(kind: .mood, selected: 0))
    #expect(EditorFeature.handles(.character("q"), in: state))
  }

  // MARK: Other writers

  @Test func aMergedSaveReplacesTheTextKeepsTheCursorAndTells() {
    var state = editing("하루")
    type(&state, " 끝")
    let cursor = state.buffer.cursor
    let merged = Entry(id: 7, day: day, title: "하루 끝", body: "\nCLI line")
    expectEqual(
      send(&state, .merged(merged, keptBoth: false)),
      [.status("Saved, merged with text saved elsewhere meanwhile")])
    expectEqual(state.buffer.lines, ["하루 끝", "", "CLI line"])
    expectEqual(state.buffer.cursor, cursor)
    expectEqual(state.baseText, "하루 끝\n\nCLI line")
    #expect(!state.isDirty)
    expectEqual(
      send(&state, .merged(merged, keptBoth: true)),
      [.status("Saved both: the other text is under the ──── line · H for history")])
  }

  @Test func aReloadShowsTheStoredTextWhenNothingIsUnsaved() {
    var state = editing("하루")
    press(&state, .escape)
    let stored = Entry(id: 7, day: day, title: "하루", body: "\nCLI line")
    expectEqual(send(&state, .reloaded(stored)), [])
    expectEqual(state.buffer.lines, ["하루", "", "CLI line"])
    expectEqual(state.baseText, "하루\n\nCLI line")
    #expect(!state.isDirty)
    // The same text again changes nothing.
    let before = state
    expectEqual(send(&state, .reloaded(stored)), [])
    expectEqual(state, before)
  }

  @Test func aReloadLeavesADraftAloneAndTheNextSaveCarriesTheOldBase() {
    var state = editing("하루")
    type(&state, " 끝")
    let stored = Entry(id: 7, day: day, title: "하루", body: "\nCLI line")
    expectEqual(
      send(&state, .reloaded(stored)),
      [.status("Changed elsewhere; your text will be merged on save")])
    expectEqual(state.buffer.lines, ["하루 끝"])
    expectEqual(state.baseText, "하루")
    expectEqual(
      press(&state, .escape),
      [.save(Entry(id: 7, day: day, title: "하루 끝"), base: "하루"), .leftEditing])
  }

  // MARK: Paste

  @Test func pasteInsertsCleanedTextAsOneUndoStep() {
    var state = editing("시작 ")
    expectEqual(send(&state, .paste("첫 줄\r\n둘째 줄\t끝\u{1B}", now: 120)), [])
    expectEqual(state.buffer.lines, ["시작 첫 줄", "둘째 줄    끝"])
    expectEqual(state.buffer.cursor, Position(line: 1, column: 9))
    expectEqual(state.lastEditAt, 120)
    expectEqual(state.undoStack.count, 1)
    press(&state, .alt("z"))
    expectEqual(state.buffer.lines, ["시작 "])
  }

  @Test func pasteWithANulIsRefusedWholeWithAMessage() {
    var state = editing("시작")
    expectEqual(
      send(&state, .paste("a\u{0}b", now: 5)),
      [.status("Not inserted: the text has a NUL byte (at byte 1)")])
    expectEqual(state.buffer.lines, ["시작"])
    #expect(state.undoStack.isEmpty)
  }

  @Test func pasteWhileNotEditingOnlyExplains() {
    var state = EditorState(day: day)
    expectEqual(send(&state, .paste("x", now: 1)), [.status("Press i to edit, then paste")])
    expectEqual(state.buffer.lines, [""])
  }

  // MARK: Autosave

  @Test func autosaveWaitsThreeSeconds() {
    var state = editing("")
    type(&state, "가", at: 100)
    expectEqual(state.draftPendingSince, 100)
    expectEqual(send(&state, .tick(now: 101)), [])
    expectEqual(send(&state, .tick(now: 102)), [])
    expectEqual(send(&state, .tick(now: 103)), [.saveDraft(Entry(id: 7, day: day, title: "가"))])
    expectEqual(state.lastDraftAt, 103)
    expectEqual(state.draftPendingSince, nil)
    #expect(state.isDirty)
    expectEqual(send(&state, .tick(now: 110)), [])
  }

  @Test func continuousTypingIsDraftedEveryThreeSeconds() {
    var state = editing("")
    type(&state, "a", at: 100)
    type(&state, "b", at: 101)
    type(&state, "c", at: 102)
    expectEqual(send(&state, .tick(now: 102)), [])
    type(&state, "d", at: 103)
    expectEqual(send(&state, .tick(now: 103)), [.saveDraft(Entry(id: 7, day: day, title: "abcd"))])
    type(&state, "e", at: 104)
    expectEqual(send(&state, .tick(now: 106)), [])
    expectEqual(send(&state, .tick(now: 107)), [.saveDraft(Entry(id: 7, day: day, title: "abcde"))])
  }

  @Test func nothingIsDraftedWhenClean() {
    var state = editing("a")
    expectEqual(send(&state, .tick(now: 1_000)), [])
    type(&state, "b", at: 100)
    press(&state, .alt("z"), at: 101)
    expectEqual(state.isDirty, false)
    expectEqual(send(&state, .tick(now: 110)), [])
    expectEqual(state.lastDraftAt, nil)
  }

  @Test func aSaveCancelsThePendingDraft() {
    var state = editing("")
    type(&state, "a", at: 100)
    press(&state, .ctrl("s"), at: 101)
    expectEqual(send(&state, .tick(now: 110)), [])
  }

  // MARK: Save results

  @Test func savedWhileStillTypingStaysDirty() {
    var state = editing("")
    type(&state, "ab")
    press(&state, .ctrl("s"))
    type(&state, "c", at: 101)
    expectEqual(send(&state, .saved(Entry(id: 5, day: day, title: "ab"))), [.status("Saved")])
    expectEqual(state.entryID, 5)
    expectEqual(state.savedSnapshot.lines, ["ab"])
    #expect(state.isDirty)
    expectEqual(state.draftPendingSince, 101)
  }

  @Test func savedNilMeansTheEmptyEntryWasDeleted() {
    var state = editing("지울 글")
    press(&state, .ctrl("u"))
    press(&state, .escape)
    expectEqual(send(&state, .saved(nil)), [.status("Saved")])
    expectEqual(state.entryID, nil)
    expectEqual(state.isDirty, false)
  }

  @Test func savedForAnotherDayIsIgnored() {
    var state = editing("a")
    type(&state, "b")
    let before = state
    expectEqual(send(&state, .saved(Entry(id: 1, day: otherDay, title: "x"))), [])
    expectEqual(state, before)
  }

  @Test func savedTagsAreRefreshed() {
    var state = editing("")
    type(&state, "#식물 #Plants")
    expectEqual(state.tags, ["식물", "plants"])
  }

  // MARK: External editor

  @Test func externalEditorTextReplacesTheTextAndSaves() {
    var state = editing("옛 제목")
    let outputs = send(&state, .externalEditorFinished("새 제목\r\n새 본문\n"))
    expectEqual(outputs, [.save(Entry(id: 7, day: day, title: "새 제목", body: "새 본문"), base: "옛 제목")])
    expectEqual(state.buffer.lines, ["새 제목", "새 본문"])
    expectEqual(state.buffer.cursor, Position(line: 1, column: 4))
    expectEqual(state.undoStack.count, 1)
    press(&state, .alt("z"))
    expectEqual(state.buffer.lines, ["옛 제목"])
  }

  @Test func externalEditorCancelledOrUnchanged() {
    var state = editing("그대로")
    expectEqual(
      send(&state, .externalEditorFinished(nil)),
      [.status("External editor cancelled; nothing changed")])
    expectEqual(
      send(&state, .externalEditorFinished("그대로\n")),
      [.status("No changes from the external editor")])
    expectEqual(state.undoStack, [])
  }

  // MARK: Size and scrolling while editing

  @Test func resizedSetsTheTextArea() {
    var state = EditorState(day: day)
    expectEqual(send(&state, .resized(width: 40, height: 12)), [])
    expectEqual(state.textWidth, 40)
    expectEqual(state.textHeight, 10)
    send(&state, .resized(width: 30))
    expectEqual(state.textWidth, 30)
    expectEqual(state.textHeight, 10)
  }

  @Test func typingPastTheBottomScrollsToKeepTheCursorVisible() {
    var state = editing("")
    send(&state, .resized(width: 10, height: 5))
    for _ in 0..<4 { press(&state, .enter) }
    expectEqual(state.scroll, RowPosition(line: 2, row: 0))
    type(&state, "0123456789ab")
    expectEqual(state.scroll, RowPosition(line: 3, row: 0))
    press(&state, .ctrl("a"))
    press(&state, .up)
    press(&state, .up)
    expectEqual(state.buffer.cursor, Position(line: 2, column: 0))
    expectEqual(state.scroll, RowPosition(line: 2, row: 0))
  }

  @Test func shrinkingTheWidthKeepsTheScrollInsideTheText() {
    var state = EditorState(day: day)
    send(&state, .load(day: day, entry: Entry(day: day, title: "0123456789"), draft: nil))
    send(&state, .resized(width: 4, height: 3))
    press(&state, .down)
    press(&state, .down)
    expectEqual(state.readScroll, 2)
    send(&state, .resized(width: 40, height: 3))
    expectEqual(state.readScroll, 0)
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
    expectEqual(state.buffer.lineCount, count + 1)
    expectEqual(state.scroll, TextBuffer.RowPosition(line: count + 1 - 28, row: 0))
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
    expectEqual(state.undoStack.count, 10)
  }
}
