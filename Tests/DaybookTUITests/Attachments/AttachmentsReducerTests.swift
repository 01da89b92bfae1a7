import DaybookCore
import Expectations
import TerminalKit
import Testing

@testable import DaybookTUI

/// `AttachmentsFeature.reduce` on the editor's attachment list alone: exact list and outputs.
@Suite struct AttachmentsReducerTests {
  let day = Fixture.today
  let photo = DaybookCore.Attachment(
    id: 1, entryID: 4, fileName: "1795953600-ab.jpg", originalName: "꽃 🌸.jpg", addedAt: 0)
  let note = DaybookCore.Attachment(
    id: 2, entryID: 4, fileName: "1795953600-cd.txt", originalName: "메모.txt", addedAt: 0)

  func reduce(
    _ state: inout AttachmentsFeature.State, _ key: Key, hasEntry: Bool = true, on: Day? = nil
  ) -> [AttachmentsFeature.Output] {
    AttachmentsFeature.reduce(into: &state, action: .key(key, day: on ?? day, hasEntry: hasEntry))
  }

  @Test func bracketsChooseRoundTheEnds() {
    var state = AttachmentList(day: day, items: [photo, note])
    expectEqual(reduce(&state, .character("[")), [.selectionMoved])
    expectEqual(state, AttachmentList(day: day, items: [photo, note], selection: 1))
    expectEqual(reduce(&state, .character("]")), [.selectionMoved])
    expectEqual(state, AttachmentList(day: day, items: [photo, note], selection: 0))
    var empty = AttachmentList(day: day)
    expectEqual(reduce(&empty, .character("]")), [])
    expectEqual(empty, AttachmentList(day: day))
  }

  @Test func openAndRemoveAskForTheSelectedFileOfTheShownDayOnly() {
    var state = AttachmentList(day: day, items: [photo, note], selection: 1)
    expectEqual(reduce(&state, .character("v")), [.open(note)])
    expectEqual(reduce(&state, .character("X")), [.askRemove(note, day: day)])
    // The list still holds another day's files: nothing to open or remove yet.
    expectEqual(reduce(&state, .character("v"), on: day.adding(days: 1)), [])
    expectEqual(reduce(&state, .character("X"), on: day.adding(days: 1)), [])
    expectEqual(state, AttachmentList(day: day, items: [photo, note], selection: 1))
  }

  @Test func attachAsksForAPathOnlyWithAnEntry() {
    var state = AttachmentList()
    expectEqual(reduce(&state, .character("A")), [.askPath(day)])
    expectEqual(reduce(&state, .character("A"), hasEntry: false), [.noEntry])
    expectEqual(reduce(&state, .character("a")), [])
    expectEqual(state, AttachmentList())
  }

  /// The footer, the help and the hint beside the list's title read the same table.
  @Test func theTableIsTheFooter() {
    expectEqual(
      AttachmentsFeature.Command.keymap(.en).map(\.keys), [["A"], ["v"], ["X"], ["[", "]"]])
    expectEqual(AttachmentsFeature.Command(key: .character("]")), .select)
  }
}
