import DaybookCore
import Expectations
import TerminalKit
import Testing

@testable import DaybookTUI

/// The config's template fills an empty day when writing begins, and counts as saved until
/// the user changes it: opening an empty day and leaving it writes nothing.
@Suite struct EditorTemplateTests {
  let day = Day(year: 2026, month: 12, day: 1)!

  func emptyDay(template: String?) -> EditorState {
    var state = EditorState(day: day)
    _ = EditorFeature.reduce(&state, .load(day: day, entry: nil, draft: nil))
    state.template = template
    return state
  }

  @Test func writingAnEmptyDayStartsFromTheTemplate() {
    var state = emptyDay(template: "Tue 1 Dec\n\nHow do I feel?\n")
    expectEqual(EditorFeature.reduce(&state, .key(.character("i"), now: 100)), [])
    #expect(state.isEditing)
    expectEqual(state.buffer.lines, ["Tue 1 Dec", "", "How do I feel?", ""])
    #expect(!state.isDirty)
    expectEqual(state.template, nil)
    _ = EditorFeature.reduce(&state, .key(.character("좋"), now: 100))
    #expect(state.isDirty)
    expectEqual(state.entry.body, "\nHow do I feel?\n좋")
  }

  @Test func aDayWithAnEntryKeepsItsText() {
    var state = EditorState(day: day)
    let entry = Entry(id: 3, day: day, title: "mine", body: "")
    _ = EditorFeature.reduce(&state, .load(day: day, entry: entry, draft: nil))
    state.template = "template"
    _ = EditorFeature.reduce(&state, .key(.character("i"), now: 100))
    expectEqual(state.buffer.lines, ["mine"])
  }

  @Test func theAppGivesTheTemplateToEmptyDaysOnly() throws {
    var state = AppState(today: day)
    let template = try #require(try EntryTemplate.named("weekday", environment: [:]))
    _ = AppReducer.reduce(&state, .templateGiven(template))
    _ = AppReducer.reduce(&state, .entryLoaded(day: day, entry: nil, draft: nil))
    expectEqual(state.editor.template?.hasPrefix("Tue 1 Dec 2026\n"), true)
    let entry = Entry(id: 3, day: day, title: "mine", body: "")
    _ = AppReducer.reduce(&state, .entryLoaded(day: day, entry: entry, draft: nil))
    expectEqual(state.editor.template, nil)
  }
}
