import DaybookCore
import Testing

@testable import daybook

/// The sync command's texts have English, Korean and Japanese with the same placeholders.
@Suite struct SyncTranslationTests {
  @Test func syncTextsAreComplete() {
    #expect(Localization.problems(in: SyncCommandText.self).isEmpty)
    #expect(Localization.problems(in: SyncText.self).isEmpty)
    #expect(Localization.problems(in: SyncPlusText.self).isEmpty)
    #expect(Localization.problems(in: SyncAsideText.self).isEmpty)
  }
}
