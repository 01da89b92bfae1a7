import DaybookCore
import Expectations
import TerminalKit
import Testing

@testable import DaybookTUI

/// A paste may not make the entry larger than one text may be (`ImportLimits.textBytes`,
/// 8 MiB): it is refused whole with a status line and the editor is left exactly as it was.
@Suite struct EditorPasteLimitTests {
  let day = Day(year: 2026, month: 11, day: 29)!

  /// An editor holding the saved entry "제목\n본문", editing with the cursor at the end.
  func editing() -> EditorState {
    var state = EditorState(day: day)
    let entry = Entry(id: 7, day: day, title: "제목", body: "본문")
    _ = EditorFeature.reduce(&state, .load(day: day, entry: entry, draft: nil))
    _ = EditorFeature.reduce(&state, .key(.character("i"), now: 100))
    return state
  }

  @Test func aPasteOverTheLimitIsRefusedAndChangesNothing() {
    var state = editing()
    let before = state
    let paste = String(repeating: "a", count: ImportLimits.textBytes + 1)
    expectEqual(
      EditorFeature.reduce(&state, .paste(paste, now: 120)),
      [.status("Not pasted: the paste is 8 MiB, and an entry may hold at most 8 MiB")])
    expectEqual(state, before)
  }

  @Test func aPasteThatWouldMakeTheEntryTooLargeIsRefusedToo() {
    var state = editing()
    // "제목\n본문" holds 14 bytes with its line ends: this paste fits alone, not with them.
    let paste = String(repeating: "가", count: (ImportLimits.textBytes - 8) / 3)
    let before = state
    expectEqual(
      EditorFeature.reduce(&state, .paste(paste, now: 120)),
      [.status("Not pasted: the paste is 8 MiB, and an entry may hold at most 8 MiB")])
    expectEqual(state, before)
  }

  @Test func theRefusalSpeaksTheUsersLanguage() {
    var state = editing()
    state.language = .ko
    let before = state
    expectEqual(
      EditorFeature.reduce(&state, .paste(String(repeating: "a", count: 9 << 20), now: 120)),
      [.status("붙여 넣지 않았습니다: 붙여 넣을 글이 9 MiB이고, 일기 한 편은 최대 8 MiB까지입니다")])
    expectEqual(state, before)
  }

  @Test func aPasteThatFitsIsInserted() {
    var state = editing()
    expectEqual(EditorFeature.reduce(&state, .paste("붙인 글 ", now: 120)), [])
    expectEqual(state.buffer.lines, ["제목", "본문붙인 글 "])
  }
}
