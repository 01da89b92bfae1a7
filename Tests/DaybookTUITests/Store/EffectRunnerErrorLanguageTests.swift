import DaybookCore
import Expectations
import Testing

@testable import DaybookTUI

/// The effect runner words a journal's failure in the interface's language.
@Suite struct EffectRunnerErrorLanguageTests {
  func runner(_ language: Language) throws -> EffectRunner {
    let runner = EffectRunner(
      journal: try Journal.inMemory(), clock: .fixed(Fixture.now),
      environment: ["HOME": "/nonexistent"], executablePath: "/nonexistent/bin/daybook")
    runner.language = language
    return runner
  }

  @Test func aPlantWithoutANameFailsInEachLanguage() throws {
    let plant = Plant(name: " ", intervalDays: 7)
    try expectEqual(
      runner(.ko).perform(.plants(.addPlant(plant))), [.plants(.failed("식물 이름이 필요합니다"))])
    try expectEqual(
      runner(.ja).perform(.plants(.addPlant(plant))), [.plants(.failed("植物には名前が必要です"))])
    try expectEqual(
      runner(.en).perform(.plants(.addPlant(plant))), [.plants(.failed("a plant needs a name"))])
  }
}
