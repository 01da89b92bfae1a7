import DaybookCore
import Expectations
import Foundation
import Testing

// The plants screen driven through the real binary in tmux (helpers in TUITests.swift).
@Suite(.serialized, .enabled(if: TUIHarness.skipReason == nil, "\(TUIHarness.skipReason ?? "")"))
struct PlantScreenTests {
  @Test func addFromTheCatalogWaterTwiceAndFollowItEverywhere() throws {
    let sandbox = try TUISandbox()
    let today = LocalTime.day(of: LocalTime.now())
    try sandbox.withSession { tui in
      try tui.skipOnboarding()
      tui.keys("p")
      try tui.waitFor("No plants yet")
      tui.keys("a")
      try tui.waitFor("Add a plant")
      tui.type("몬스")
      try tui.waitFor("몬스테라 · モンステラ · Monstera")
      tui.keys("Enter")
      try tui.waitFor("Monstera deliciosa")
      try tui.waitFor("Light: bright-indirect")
      tui.keys("C-s")
      try tui.waitFor("Added 몬스테라")
      try tui.waitUntilGone("Add a plant")

      tui.keys("w")
      try tui.waitFor("Watered 몬스테라")
      tui.keys("w")
      try tui.waitFor("몬스테라 was already watered today. Water again? (y/n)")
      tui.keys("y")
      try tui.waitUntilGone("Water again?")
      try tui.waitFor("Watered 몬스테라")

      tui.keys("Enter")
      try tui.waitFor("Plant · 몬스테라")
      try tui.waitFor("Timeline")
      try tui.waitFor("again")
      let detail = tui.screen()
      expectEqual(detail.components(separatedBy: "  water").count - 1, 2)
      #expect(detail.contains("Care guide"))

      tui.keys("Escape")
      try tui.waitFor("Plants · by D-day")
      tui.keys("Escape")
      try tui.waitFor("╭─ Today")
      let interval = WateringSchedule.nextWatering(
        for: Plant(name: "x", intervalDays: CatalogPlantInterval.monstera(today)),
        lastWatered: today)
      try tui.waitFor("D-\(today.days(until: interval))")

      tui.keys("1")
      tui.keys("f")
      try tui.waitFor("· water")
      try tui.waitFor("~ 몬스테라 · water")
      tui.keys("c")
      tui.keys("Enter")
      try tui.waitFor("Plant · 몬스테라")
      tui.keys("Escape")
      tui.keys("Escape")
      try tui.waitFor("╭─ Today")
      tui.keys("q")
      try tui.waitForExit()
    }
    let journal = try Journal(path: sandbox.database)
    let plants = try journal.plants()
    expectEqual(plants.map(\.name), ["몬스테라"])
    let plant = try #require(plants.first)
    expectEqual(plant.species, "Monstera deliciosa")
    expectEqual(plant.intervalDays, CatalogPlantInterval.monstera(today))
    let care = try journal.careEvents(plantID: plant.id)
    expectEqual(care.count, 2)
    #expect(care.allSatisfy { $0.kind == .water && $0.day == today })
  }
}

/// The catalog's Monstera interval for the season of a day.
enum CatalogPlantInterval {
  static func monstera(_ day: Day) -> Int {
    PlantCatalog.bundled.plant(id: "monstera")?.suggestedInterval(month: day.month) ?? 0
  }
}

extension TmuxSession {
  /// Polls the screen until `text` is gone.
  func waitUntilGone(_ text: String) throws {
    let deadline = Date().addingTimeInterval(Self.timeout)
    while Date() < deadline {
      if !screen().contains(text) { return }
      Thread.sleep(forTimeInterval: 0.05)
    }
    throw TUIError("timed out waiting for “\(text)” to go; screen:\n\(screen())")
  }
}
