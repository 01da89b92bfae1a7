import DaybookCore
import Expectations
import Testing

@testable import DaybookTUI

/// Every table of the app has English, Korean and Japanese with the same placeholders.
@Suite("Translation tables")
struct TranslationTableTests {
  @Test func shellTable() { #expect(Localization.problems(in: StringKey.self).isEmpty) }
  @Test func calendarTable() { #expect(Localization.problems(in: CalendarPaneText.self).isEmpty) }
  @Test func todayTable() { #expect(Localization.problems(in: TodayPaneText.self).isEmpty) }
  @Test func heatmapTable() { #expect(Localization.problems(in: HeatmapPaneText.self).isEmpty) }
  @Test func editorTable() { #expect(Localization.problems(in: EditorText.self).isEmpty) }
  @Test func notificationTable() {
    #expect(Localization.problems(in: NotificationText.self).isEmpty)
  }

  @Test func keyHelpIsTranslatedInEveryPane() {
    let panes: [(Language) -> [KeyBinding]] = [
      CalendarFeature.keymap, TodayFeature.keymap, HeatmapFeature.keymap, EditorFeature.keymap,
      GlobalKeymap.bindings,
    ]
    for keymap in panes {
      let english = keymap(.en)
      for language in [Language.ko, .ja] {
        let translated = keymap(language)
        // The same keys, and help that is not the English text.
        expectEqual(translated.map(\.keys), english.map(\.keys))
        for (one, other) in zip(translated, english) where one.help == other.help {
          Issue.record("\(language): “\(one.help)” is not translated")
        }
      }
    }
  }
}
