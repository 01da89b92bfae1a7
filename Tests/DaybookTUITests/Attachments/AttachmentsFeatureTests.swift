import DaybookCore
import Expectations
import TerminalKit
import Testing

@testable import DaybookTUI

@Suite struct AttachmentsFeatureTests {
  let day = Fixture.today
  let photo = Attachment(
    id: 1, entryID: 4, fileName: "1795953600-ab.jpg", originalName: "꽃.jpg", addedAt: 0)
  let note = Attachment(
    id: 2, entryID: 4, fileName: "1795953600-cd.txt", originalName: "메모.txt", addedAt: 0)

  func editorState() -> AppState {
    var state = Fixture.state()
    state.focus = .editor
    _ = AppReducer.reduce(
      &state, .entryLoaded(day: day, entry: Entry(id: 4, day: day, title: "일기"), draft: nil))
    return state
  }

  @Test func loadingShrinksTheEditorAndBracketsChoose() {
    let store = TestStore(editorState())
    let height = store.state.editor.textHeight
    // The photo is also drawn in the strip under the list: larger while selected.
    let large = PicturesFeature.stripRequest(photo, selected: true, depth: .truecolor)
    let small = PicturesFeature.stripRequest(photo, selected: false, depth: .truecolor)
    store.send(
      .browse(.attachmentsLoaded(day: day, [photo, note])),
      effects: [.longRunning(.pictures([large]), id: .pictureStrip)]
    ) {
      $0.attachments = AttachmentList(day: day, items: [photo, note])
      $0.editor.textHeight = height - 3 - PicturesFeature.stripRows
      $0.pictures.mosaics = [large: .loading]
    }
    store.send(
      .keyPressed(.character("]")), effects: [.longRunning(.pictures([small]), id: .pictureStrip)]
    ) {
      $0.attachments.selection = 1
      $0.pictures.mosaics = [small: .loading]
    }
    store.send(
      .keyPressed(.character("]")), effects: [.longRunning(.pictures([large]), id: .pictureStrip)]
    ) {
      $0.attachments.selection = 0
      $0.pictures.mosaics = [large: .loading]
    }
    store.send(
      .keyPressed(.character("[")), effects: [.longRunning(.pictures([small]), id: .pictureStrip)]
    ) {
      $0.attachments.selection = 1
      $0.pictures.mosaics = [small: .loading]
    }
    store.send(.keyPressed(.character("v")), effects: [.browse(.openAttachment(note))])
    store.send(.browse(.attachmentOpened(note))) {
      $0.status = StatusMessage(text: "Opened 메모.txt", expiresAt: Fixture.now + 5)
    }
  }

  @Test func capitalAAsksForAPathAndAttaches() {
    let store = TestStore(editorState())
    store.send(.keyPressed(.character("A"))) {
      $0.destination = .attachPrompt(AttachPromptFeature.State(day: day))
    }
    store.send(.pasted("~/사진/꽃.jpg")) {
      $0.destination = .attachPrompt(AttachPromptFeature.State(day: day, path: "~/사진/꽃.jpg"))
    }
    store.send(
      .keyPressed(.enter), effects: [.browse(.attachFile(path: "~/사진/꽃.jpg", day: day))]
    ) { $0.destination = nil }
    store.send(.browse(.attached(day: day, photo)), effects: [.browse(.loadAttachments(day))]) {
      $0.status = StatusMessage(text: "Attached 꽃.jpg", expiresAt: Fixture.now + 5)
    }
  }

  @Test func capitalAOnAnEmptyDaySaysToWriteFirst() {
    var state = Fixture.state()
    state.focus = .editor
    let store = TestStore(state)
    store.send(.keyPressed(.character("A"))) {
      $0.status = StatusMessage(
        text: "Write something on this day before attaching a file", isError: true,
        expiresAt: Fixture.now + 5)
    }
  }

  @Test func capitalXAsksBeforeRemoving() {
    var state = editorState()
    _ = AppReducer.reduce(&state, .browse(.attachmentsLoaded(day: day, [photo])))
    let store = TestStore(state)
    let effect = Effect.browse(.removeAttachment(photo, day: day))
    store.send(.keyPressed(.character("X"))) {
      $0.destination = .confirm(
        Confirmation(prompt: "Remove 꽃.jpg and delete its copy?", effects: [effect]))
    }
    store.send(.keyPressed(.character("y")), effects: [effect]) { $0.destination = nil }
  }

  @Test func missingOpenerIsExplained() {
    let store = TestStore(editorState())
    store.send(.browse(.openerMissing(path: "/j/attachments/x.jpg"))) {
      $0.status = StatusMessage(
        text: "xdg-open is not installed; the file is at /j/attachments/x.jpg", isError: true,
        expiresAt: Fixture.now + 5)
    }
  }

  @Test func whileTypingTheKeysAreText() {
    var state = editorState()
    _ = AppReducer.reduce(&state, .keyPressed(.character("i")))
    let before = state
    _ = AppReducer.reduce(&state, .keyPressed(.character("A")))
    expectEqual(state.destination, nil)
    #expect(state.editor.buffer.lines != before.editor.buffer.lines)
  }

  @Test func tildeMeansHome() {
    expectEqual(AttachmentsFeature.expandedPath("~/a b.jpg", home: "/home/me"), "/home/me/a b.jpg")
    expectEqual(AttachmentsFeature.expandedPath("~", home: "/home/me"), "/home/me")
    expectEqual(AttachmentsFeature.expandedPath("/x/~y", home: "/home/me"), "/x/~y")
    expectEqual(AttachmentsFeature.expandedPath("~/x", home: nil), "~/x")
  }

  @Test func textsExistInEveryLanguage() {
    #expect(Localization.problems(in: BrowseText.self).isEmpty)
  }
}
