import DaybookCore
import Expectations
import Testing

/// The bundled drink catalog, its search in three languages and the drink kept on a record.
@Suite struct DrinkCatalogTests {
  let catalog = DrinkCatalog.bundled

  @Test func bundledCatalogReadsWithoutProblemsAndCoversTheUsualDrinks() {
    expectEqual(catalog.problems, [])
    #expect(catalog.drinks.count >= 30)
    for id in [
      "americano-tall", "latte-grande", "espresso", "cold-brew-tall", "instant-coffee",
      "black-tea", "green-tea", "matcha", "cola-can", "energy-drink",
    ] {
      #expect(catalog.drink(id: id) != nil, "\(id)")
    }
    #expect(catalog.drinks.allSatisfy { $0.caffeineMg > 0 })
  }

  @Test(arguments: [
    ("아메리카노", "americano-tall", 150.0),
    ("americano", "americano-tall", 150),
    ("latte tall", "latte-tall", 75),
    ("latte grande", "latte-grande", 150),
    ("ラテ", "latte-tall", 75),
    ("ラテ グランデ", "latte-grande", 150),
    ("らて", "latte-tall", 75),
    ("라떼 벤티", "latte-venti", 150),
    ("energy drink", "energy-drink", 80),
    ("Energy Drink large", "energy-drink-large", 160),
    ("에너지 드링크", "energy-drink", 80),
    ("コーラ", "cola-can", 34),
    ("抹茶ラテ", "matcha-latte-tall", 55),
    ("cold brew venti", "cold-brew-venti", 310),
    ("카페라떼", "latte-tall", 75),
  ])
  func searchFindsTheDrinkFirst(query: String, id: String, caffeine: Double) {
    let first = catalog.search(query).first
    expectEqual(first?.id, id, "\(query)")
    expectEqual(first?.caffeineMg, caffeine, "\(query)")
  }

  @Test func searchNeedsEveryWordAndFindsNothingForNonsense() {
    expectEqual(
      catalog.search("latte").prefix(4).map(\.id),
      [
        "latte-tall", "latte-short", "latte-grande", "latte-venti",
      ])
    expectEqual(
      catalog.search("latte tall").map(\.id),
      [
        "latte-tall", "matcha-latte-tall", "chai-latte-tall",
      ])
    expectEqual(catalog.search("flurble"), [])
    expectEqual(catalog.search("   "), [])
  }

  @Test func displayNamesInEveryLanguageAndForAnUnknownId() {
    let latte = catalog.drink(id: "latte-tall")
    expectEqual(latte?.displayName(.en), "Latte (tall)")
    expectEqual(latte?.displayName(.ko), "라떼 (톨)")
    expectEqual(latte?.displayName(.ja), "ラテ (トール)")
    expectEqual(catalog.displayName(of: "latte-tall", .ko), "라떼 (톨)")
    expectEqual(catalog.displayName(of: "gone-drink", .en), "gone-drink")
    expectEqual(catalog.displayName(of: "", .en), "")
  }

  @Test func badLinesAreReportedAndSkipped() {
    let table =
      DrinkCatalog.header.joined(separator: "\t") + "\n"
      + "a\tA\tㄱ\tア\ttall\t10\t\n"
      + "b\tB\tㄴ\tイ\thuge\t10\t\n"
      + "c\tC\tㄷ\tウ\tcup\tlots\t\n"
      + "a\tA\tㄱ\tア\tcup\t10\t\n"
      + "d\tD\n"
    let parsed = DrinkCatalog(tsv: table)
    expectEqual(parsed.drinks.map(\.id), ["a"])
    expectEqual(parsed.problems.map(\.line), [3, 4, 5, 6])
  }

  @Test func aRecordKeepsItsDrinkThroughUpdateAndJSONExportAndImport() throws {
    let journal = try Journal.inMemory()
    let at = noon("2026-11-28")
    let latte = try journal.addIntake(
      Intake(kind: .caffeine, amount: 75, unit: .mg, at: at, drink: "latte-tall"))
    let plain = try journal.addIntake(Intake(kind: .water, amount: 250, unit: .ml, at: at + 60))
    try expectEqual(journal.intake(id: latte.id)?.drink, "latte-tall")
    var edited = latte
    edited.note = "oat milk"
    try journal.updateIntake(edited)
    try expectEqual(journal.intake(id: latte.id), edited)

    let json = try journal.exportJSON()
    #expect(json.contains("\"drink\" : \"latte-tall\""))
    let copy = try Journal.inMemory()
    let report = try copy.importJSON(json)
    expectEqual(report.added, 2)
    try expectEqual(copy.intakes(on: day("2026-11-28")).map(\.drink), ["latte-tall", ""])
    try expectEqual(copy.intakes(on: day("2026-11-28")).map(\.note), ["oat milk", plain.note])
  }
}
