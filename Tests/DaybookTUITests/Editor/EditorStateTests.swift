import DaybookCore
import Expectations
import Testing

@testable import DaybookTUI

@Suite struct EditorStateTests {
  let day = Day(year: 2026, month: 11, day: 29)!

  @Test func titleIsTheFirstLineAndBodyTheRest() {
    var state = EditorState(day: day)
    state.buffer = TextBuffer("제목\n첫 줄\n\n셋째 줄")
    expectEqual(state.title, "제목")
    expectEqual(state.body, "첫 줄\n\n셋째 줄")
    expectEqual(state.entry, Entry(day: day, title: "제목", body: "첫 줄\n\n셋째 줄"))
  }

  @Test func entryCarriesIDMoodAndWeather() {
    var state = EditorState(day: day)
    state.entryID = 12
    state.mood = .awful
    state.weather = .storm
    expectEqual(state.entry, Entry(id: 12, day: day, mood: .awful, weather: .storm))
  }

  @Test func textOfAnEntryJoinsTitleAndBody() {
    expectEqual(EditorState.text(of: Entry(day: day, title: "t", body: "b\nc")), "t\nb\nc")
    expectEqual(EditorState.text(of: Entry(day: day, title: "t")), "t")
    expectEqual(EditorState.text(of: Entry(day: day, title: "", body: "b")), "\nb")
  }

  @Test func dirtyComparesTextMoodAndWeatherWithTheSnapshot() {
    var state = EditorState(day: day)
    expectEqual(state.isDirty, false)
    state.buffer.insert("a")
    #expect(state.isDirty)
    state.savedSnapshot = EditorState.Snapshot(lines: ["a"])
    expectEqual(state.isDirty, false)
    state.weather = .wind
    #expect(state.isDirty)
    state.savedSnapshot.weather = .wind
    state.mood = .good
    #expect(state.isDirty)
  }

  @Test func pickerOptionsEndWithNone() {
    expectEqual(EditorState.Picker.moodOptions, [.great, .good, .okay, .bad, .awful, nil])
    expectEqual(
      EditorState.Picker.weatherOptions, [.sunny, .cloudy, .rain, .snow, .wind, .fog, .storm, nil])
    expectEqual(EditorState.Picker(kind: .mood, selected: 0).optionCount, 6)
    expectEqual(EditorState.Picker(kind: .weather, selected: 0).optionCount, 8)
  }
}
