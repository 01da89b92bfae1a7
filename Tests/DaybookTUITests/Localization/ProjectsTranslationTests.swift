import DaybookCore
import Expectations
import Testing

@testable import DaybookTUI

/// The tables of projects, sections, weather, glyphs and the quarter view: every text in
/// English, Korean and Japanese with the same placeholders.
@Suite("Projects translation tables")
struct ProjectsTranslationTests {
  @Test func everyTableIsComplete() {
    #expect(Localization.problems(in: ProjectStatusText.self).isEmpty)
    #expect(Localization.problems(in: ProjectsText.self).isEmpty)
    #expect(Localization.problems(in: TodayProjectsText.self).isEmpty)
    #expect(Localization.problems(in: HeatmapQuarterText.self).isEmpty)
    #expect(Localization.problems(in: GlyphText.self).isEmpty)
  }

  @Test func theProjectsScreenKeysAreTranslated() {
    let english = ProjectsFeature.Command.keymap(.en)
    for language in [Language.ko, .ja] {
      let translated = ProjectsFeature.Command.keymap(language)
      expectEqual(translated.map(\.keys), english.map(\.keys))
      for (one, other) in zip(translated, english) where one.help == other.help {
        Issue.record("\(language): “\(one.help)” is not translated")
      }
    }
  }
}
