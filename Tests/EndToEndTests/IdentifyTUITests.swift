import DaybookCore
import Expectations
import Foundation
import Testing

// Identifying a plant with the key and adding it, in Korean, through the real binary in tmux.
@Suite(.serialized, .enabled(if: TUIHarness.skipReason == nil, "\(TUIHarness.skipReason ?? "")"))
struct IdentifyTUITests {
  @Test func identifyAMonsteraInKoreanAndAddIt() throws {
    let sandbox = try TUISandbox()
    do {
      let journal = try Journal(path: sandbox.database)
      try journal.setSetting("language", "ko")
      try journal.setSetting("onboarded", "1")
    }
    try sandbox.withSession { tui in
      try tui.waitFor("╭─ 오늘")
      tui.keys("p")
      try tui.waitFor("아직 식물이 없어요")
      tui.keys("i")
      try tui.waitFor("잎 모양은? (1/8)")
      tui.keys("Enter")
      try tui.waitFor("잎에 구멍이나 갈라짐이 있나요?")
      tui.keys("Enter")
      try tui.waitFor("식물 109개 중 2개가 모든 답에 맞음")
      tui.keys("Down", "Down", "Enter")
      try tui.waitFor("맞는 점: 하트 모양 잎 · 구멍이나 갈라짐 · 타고 오름")
      tui.keys("Down", "Down", "Enter")
      try tui.waitFor("식물을 고르고 Enter로 추가하세요")
      try tui.waitFor("› 1. 몬스테라 · Monstera · モンステラ")
      tui.keys("Enter")
      try tui.waitFor("Monstera deliciosa")
      tui.keys("C-s")
      try tui.waitUntilGone("식물 추가")
      tui.keys("Enter")
      try tui.waitFor("계절: 지금은")
      tui.keys("Escape", "Escape")
      try tui.waitFor("╭─ 오늘")
      tui.keys("q")
      try tui.waitForExit()
    }
    let journal = try Journal(path: sandbox.database)
    let plants = try journal.plants()
    expectEqual(plants.map(\.name), ["몬스테라"])
    expectEqual(plants.first?.species, "Monstera deliciosa")
    expectEqual(plants.first?.seasons, PlantSeasons(summerDays: 7, winterDays: 14))
  }
}
