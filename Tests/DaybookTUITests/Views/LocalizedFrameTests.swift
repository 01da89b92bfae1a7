import DaybookCore
import Expectations
import TerminalKit
import Testing

@testable import DaybookTUI

/// Whole frames in Korean and Japanese, compared line by line: wide characters, mixed with
/// emoji and English, are never cut or shifted at pane edges, and every pane speaks the
/// language of the settings.
@Suite struct LocalizedFrameTests {
  static func lines(_ state: AppState) -> [String] { AppView.render(state).canvas.lines }

  @Test func koreanCalendarAt80x24() {
    let state = LocalizedFrameFixture.state(.ko, width: 80, height: 24, focus: .calendar)
    expectFrame(Self.lines(state), "koreanCalendarAt80x24")
  }

  @Test func koreanTodayAt80x24() {
    let state = LocalizedFrameFixture.state(.ko, width: 80, height: 24, focus: .today)
    expectFrame(Self.lines(state), "koreanTodayAt80x24")
  }

  @Test func koreanHeatmapAt80x24() {
    let state = LocalizedFrameFixture.state(.ko, width: 80, height: 24, focus: .heatmap)
    expectFrame(Self.lines(state), "koreanHeatmapAt80x24")
  }

  @Test func koreanEditorAt80x24() {
    let state = LocalizedFrameFixture.state(.ko, width: 80, height: 24, focus: .editor)
    expectFrame(Self.lines(state), "koreanEditorAt80x24")
  }

  @Test func koreanNotificationCentreAt80x24() {
    let state = LocalizedFrameFixture.centre(.ko, width: 80, height: 24)
    expectFrame(Self.lines(state), "koreanNotificationCentreAt80x24")
  }

  @Test func koreanWideFrameAt120x40() {
    let state = LocalizedFrameFixture.state(.ko, width: 120, height: 40, focus: .editor)
    expectFrame(Self.lines(state), "koreanWideFrameAt120x40")
  }

  @Test func japaneseCalendarAt80x24() {
    let state = LocalizedFrameFixture.state(.ja, width: 80, height: 24, focus: .calendar)
    expectFrame(Self.lines(state), "japaneseCalendarAt80x24")
  }

  @Test func japaneseTodayAt80x24() {
    let state = LocalizedFrameFixture.state(.ja, width: 80, height: 24, focus: .today)
    expectFrame(Self.lines(state), "japaneseTodayAt80x24")
  }

  @Test func japaneseHeatmapAt80x24() {
    let state = LocalizedFrameFixture.state(.ja, width: 80, height: 24, focus: .heatmap)
    expectFrame(Self.lines(state), "japaneseHeatmapAt80x24")
  }

  @Test func japaneseEditorAt80x24() {
    let state = LocalizedFrameFixture.state(.ja, width: 80, height: 24, focus: .editor)
    expectFrame(Self.lines(state), "japaneseEditorAt80x24")
  }

  @Test func japaneseNotificationCentreAt80x24() {
    let state = LocalizedFrameFixture.centre(.ja, width: 80, height: 24)
    expectFrame(Self.lines(state), "japaneseNotificationCentreAt80x24")
  }

  @Test func japaneseWideFrameAt120x40() {
    let state = LocalizedFrameFixture.state(.ja, width: 120, height: 40, focus: .editor)
    expectFrame(Self.lines(state), "japaneseWideFrameAt120x40")
  }

  @Test func everyLineIsExactlyTheTerminalWide() {
    for language in Language.allCases {
      for pane in Pane.allCases {
        let state = LocalizedFrameFixture.state(language, width: 80, height: 24, focus: pane)
        for line in Self.lines(state) { expectEqual(TextWidth.width(of: line), 80, "\(line)") }
      }
    }
  }
}
