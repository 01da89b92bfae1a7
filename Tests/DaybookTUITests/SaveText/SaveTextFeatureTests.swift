import DaybookCore
import Expectations
import TerminalKit
import Testing

@testable import DaybookTUI

#if canImport(Glibc)
  import Glibc
#endif

/// The whole content of a small file as text; empty when it cannot be read.
private func contents(of path: String) -> String {
  guard let file = fopen(path, "rb") else { return "" }
  defer { fclose(file) }
  var bytes: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 4096)
  while true {
    let count = fread(&buffer, 1, buffer.count, file)
    if count == 0 { break }
    bytes += buffer[..<count]
  }
  return String(decoding: bytes, as: UTF8.self)
}

/// A journal whose folder takes nothing: the text stays in the editor, quitting asks where to
/// save it (a new file at a typed path), and only Ctrl-Q in that prompt quits without it.
@Suite struct SaveTextFeatureTests {
  /// The editor holding typed text that is not saved, out of insert mode.
  func stateWithUnsavedText() -> (AppState, Entry) {
    var state = Fixture.state()
    state.focus = .editor
    _ = AppReducer.reduce(&state, .editor(.key(.character("i"), now: Fixture.now)))
    for character in "글" {
      _ = AppReducer.reduce(&state, .editor(.key(.character(character), now: Fixture.now)))
    }
    state.editor.isEditing = false
    let entry = state.editor.unsavedEntry
    #expect(entry != nil)
    return (state, entry ?? Entry(day: Fixture.today))
  }

  func status(_ text: String, isError: Bool = true) -> StatusMessage {
    StatusMessage(text: text, isError: isError, expiresAt: Fixture.now + 5)
  }

  @Test func whenNothingCanKeepTheTextQuittingAsksWhereToSaveIt() {
    var (state, entry) = stateWithUnsavedText()
    state.isQuitting = true
    let store = TestStore(state)
    store.send(.effectFailed("the journal is read-only"), effects: [.keepUnsavedText(entry)]) {
      $0.isQuitting = false
      $0.quitsWithoutSaving = true
      $0.status = status("Error: the journal is read-only · q again quits without saving")
    }
    store.send(.unsavedTextNotKept(folder: "/j", reason: "cannot create /j/x: denied")) {
      $0.textAtRisk = true
      $0.unwritableFolder = "/j"
      $0.destination = .saveText(
        SaveTextFeature.State(folder: "/j", problem: "cannot create /j/x: denied"))
      $0.status = status("cannot create /j/x: denied")
    }
    // Esc goes back to the text, which is still there; q asks again instead of quitting.
    store.send(.keyPressed(.escape)) {
      $0.destination = nil
      $0.status = status("Your text is not saved anywhere: q again to save it to a file")
    }
    expectEqual(store.state.editor.unsavedEntry, entry)
    store.send(.keyPressed(.character("q"))) {
      $0.destination = .saveText(SaveTextFeature.State(folder: "/j"))
    }
    #expect(!store.state.isQuitting)
    for character in "~/글.txt" {
      store.send(.keyPressed(.character(character))) {
        guard case .saveText(var prompt)? = $0.destination else { return }
        prompt.path.append(character)
        $0.destination = .saveText(prompt)
      }
    }
    var writing = SaveTextFeature.State(folder: "/j", path: "~/글.txt")
    writing.isWriting = true
    store.send(.keyPressed(.enter), effects: [.writeTextElsewhere(entry, path: "~/글.txt")]) {
      $0.destination = .saveText(writing)
    }
    // A file already there is never overwritten: the prompt says so and stays.
    writing.isWriting = false
    writing.problem = "/home/u/글.txt already exists"
    store.send(.saveText(.failed("/home/u/글.txt already exists"))) {
      $0.destination = .saveText(writing)
    }
    store.send(.saveText(.written(path: "/home/u/글.txt"))) {
      $0.destination = nil
      $0.textAtRisk = false
      $0.status = status("Your text is saved in /home/u/글.txt", isError: false)
    }
    // The text is safe in a file: q quits now.
    store.send(.keyPressed(.character("q"))) { $0.isQuitting = true }
  }

  @Test func ctrlQInThePromptQuitsLosingTheText() {
    var (state, _) = stateWithUnsavedText()
    state.textAtRisk = true
    state.quitsWithoutSaving = true
    state.unwritableFolder = "/j"
    let store = TestStore(state)
    store.send(.keyPressed(.character("q"))) {
      $0.destination = .saveText(SaveTextFeature.State(folder: "/j"))
    }
    // Typed into the path, not taken as a quit.
    store.send(.keyPressed(.character("q"))) {
      $0.destination = .saveText(SaveTextFeature.State(folder: "/j", path: "q"))
    }
    store.send(.keyPressed(.ctrl("q"))) {
      $0.destination = nil
      $0.textAtRisk = false
      $0.isQuitting = true
    }
  }

  @Test func textKeptBesideTheJournalIsSafeAndQuitWorks() {
    var (state, _) = stateWithUnsavedText()
    state.quitsWithoutSaving = true
    let store = TestStore(state)
    store.send(.unsavedTextKept("/j/daybook-unsaved-x.txt")) {
      $0.status = status("Not saved: the text is kept in /j/daybook-unsaved-x.txt · q quits")
    }
    store.send(.keyPressed(.character("q"))) { $0.isQuitting = true }
  }

  @Test func thePromptDrawsTheQuestionTheFieldAndItsKeys() {
    var state = Fixture.state(width: 80, height: 24)
    state.destination = .saveText(
      SaveTextFeature.State(folder: "/일기", path: "~/글.txt", problem: "이미 있습니다"))
    let frame = AppView.render(state)
    let lines = frame.canvas.lines
    #expect(lines.contains { $0.contains("Daybook cannot save in /일기. Type a path for a new") })
    #expect(lines.contains { $0.contains("~/글.txt") })
    #expect(lines.contains { $0.contains("이미 있습니다") })
    #expect(
      lines.contains {
        $0.contains("Enter save there · Esc back to the text · Ctrl-Q quit and lose the text")
      })
  }
}

/// A journal opened only to read: the status line says so, edits are refused before any
/// text is typed, and nothing that writes is asked of the journal.
@Suite struct ReadOnlyViewTests {
  func readOnlyState() -> AppState {
    var state = Fixture.state()
    _ = AppReducer.reduce(&state, .journalIsReadOnly)
    #expect(state.journalIsReadOnly)
    return state
  }

  @Test func editingIsRefusedWithAStatusLine() {
    var state = readOnlyState()
    state.focus = .editor
    let store = TestStore(state)
    store.send(.keyPressed(.character("i"))) {
      $0.status = StatusMessage(
        text: "The journal is read-only: nothing can be changed here", isError: true,
        expiresAt: Fixture.now + 5)
    }
    #expect(!store.state.editor.isEditing)
    store.type("abc")
    expectEqual(store.state.editor.unsavedEntry, nil)
  }

  @Test func writingEffectsAreDroppedAndReadsKept() {
    var state = readOnlyState()
    #expect(AppReducer.changesJournal(.saveEntry(Entry(day: Fixture.today))))
    #expect(AppReducer.changesJournal(.water(plantID: 1)))
    #expect(!AppReducer.changesJournal(.loadMonth(Fixture.today)))
    #expect(!AppReducer.changesJournal(.loadToday(Fixture.today)))
    // `n` (a new entry) starts editing: refused, nothing asked of the journal.
    let effects = AppReducer.reduce(&state, .keyPressed(.character("n")))
    #expect(!effects.contains { AppReducer.changesJournal($0) })
    #expect(!state.editor.isEditing)
  }

  @Test func theStatusLineSaysReadOnly() {
    let state = readOnlyState()
    let frame = AppView.render(state)
    let bottom = frame.canvas.lines[frame.canvas.lines.count - 2]
    #expect(bottom.contains("read-only · 0 unread · 2026-11-29"), "\(bottom)")
    expectEqual(ReadOnlyText.marker.text(.ko), "읽기 전용")
    expectEqual(ReadOnlyText.marker.text(.ja), "読み取り専用")
  }

  /// A journal a newer Daybook migrated: the status line says why it is read-only, at once
  /// and again when a change is refused.
  @Test func aNewerDaybooksJournalSaysWhyOnTheStatusLine() {
    let why = "Written by a newer Daybook: read-only here; update Daybook to change it"
    var state = Fixture.state()
    state.focus = .editor
    let store = TestStore(state)
    store.send(.journalIsFromNewerDaybook) {
      $0.journalIsReadOnly = true
      $0.journalIsFromNewerDaybook = true
      $0.status = StatusMessage(text: why, isError: false, expiresAt: Fixture.now + 5)
    }
    store.send(.keyPressed(.character("i"))) {
      $0.status = StatusMessage(text: why, isError: true, expiresAt: Fixture.now + 5)
    }
    #expect(!store.state.editor.isEditing)
    let frame = AppView.render(store.state)
    let bottom = frame.canvas.lines[frame.canvas.lines.count - 2]
    #expect(bottom.contains("Written by a newer Daybook") && bottom.contains("read-only ·"))
  }
}

/// The whole path through the store and the real runner, with a journal whose saves fail (an
/// injected failing writer) and whose folder takes no file (a journal in memory has none):
/// no key sequence loses the text, and the file the user names holds it.
@Suite struct UnwritableFolderStoreTests {
  @Test func theTextReachesTheFileTheUserNamesAndOnlyThenQuitWorks() throws {
    let journal = try Journal.inMemory()
    let runner = EffectRunner(
      journal: journal, clock: .fixed(Fixture.now), environment: ["HOME": "/nonexistent"],
      executablePath: "/nonexistent/bin/daybook")
    let store = Store(state: Fixture.state()) { effect in
      switch effect {
      case .saveEntry, .saveDraft: [.effectFailed("the journal is read-only")]
      default: runner.perform(effect)
      }
    }
    let folder = try temporaryFolder()
    defer { removeTree(folder) }
    let taken = folder + "/taken.txt"
    try writeFile(taken, "someone else's")
    func press(_ keys: [Key]) { store.send(keys.map { .keyPressed($0) }) }
    func type(_ text: String) { press(text.map { .character($0) }) }

    press([.character("4"), .character("i")])
    type("지킬 글")
    press([.escape])
    expectEqual(store.state.editor.unsavedEntry?.text, "지킬 글")
    // Every quit key, again and again: the prompt, never an exit.
    for key in [Key.character("q"), .ctrl("c"), .character("q"), .escape, .character("q")] {
      press([key])
      #expect(!store.state.isQuitting, "\(key)")
    }
    guard case .saveText? = store.state.destination else {
      Issue.record("no save prompt: \(String(describing: store.state.destination))")
      return
    }
    // A file already there is refused and left as it was.
    type(taken)
    press([.enter])
    expectEqual(contents(of: taken), "someone else's")
    guard case .saveText(let prompt)? = store.state.destination else {
      Issue.record("the prompt closed on a refused path")
      return
    }
    expectEqual(prompt.problem?.contains("already exists"), true, "\(prompt)")
    for _ in taken { press([.backspace]) }
    type(folder + "/kept.txt")
    press([.enter])
    expectEqual(store.state.destination, nil)
    expectEqual(contents(of: folder + "/kept.txt"), "지킬 글\n")
    press([.character("q")])
    #expect(store.state.isQuitting)
  }
}
