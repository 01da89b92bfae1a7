import DaybookCore
import Expectations
import Foundation
import Testing

/// `daybook intake add DRINK` and `intake drinks` on the real binary under faketime.
@Suite(.enabled(if: Sandbox.hasFaketime)) struct DrinkCommandTests {
  @Test(arguments: [
    (["아메리카노"], "ko", "2026-11-29 10:00에 아메리카노 (톨) 150 mg 추가", "americano-tall", 150.0),
    (["ラテ"], "ja", "2026-11-29 10:00 に ラテ (トール) 75 mg を追加", "latte-tall", 75),
    (
      ["energy", "drink"], "en", "Added Energy drink (small) 80 mg at 2026-11-29 10:00",
      "energy-drink", 80
    ),
  ])
  func addingADrinkByNameRecordsItsCaffeineAndName(
    words: [String], language: String, said: String, drink: String, mg: Double
  ) throws {
    let sandbox = try Sandbox()
    let result = try sandbox.run(
      ["intake", "add"] + words + ["--at", "10:00", "--lang", language])
    expectEqual(result.status, 0)
    expectEqual(result.stdout.split(separator: "\n").first.map(String.init), said)
    let saved = try sandbox.journal().intakes(on: day("2026-11-29"))
    expectEqual(saved.map(\.drink), [drink])
    expectEqual(saved.map(\.amount), [mg])
    expectEqual(saved.map(\.unit), [.mg])
    expectEqual(saved.map(\.kind), [.caffeine])
  }

  @Test func listShowsTheDrinkAndItsJSONCarriesIt() throws {
    let sandbox = try Sandbox()
    try expectEqual(sandbox.run(["intake", "add", "latte", "grande", "--at", "09:00"]).status, 0)
    let list = try sandbox.run(["intake", "list", "--lang", "ko"])
    #expect(list.stdout.contains("  #1  09:00  카페인  150 mg  라떼 (그란데)\n"))
    let json = try sandbox.run(["intake", "list", "--json"])
    #expect(json.stdout.contains("\"drink\" : \"latte-grande\""))
    #expect(json.stdout.contains("\"drinkName\" : \"Latte (grande)\""))
  }

  @Test func anUnknownDrinkIsAUsageErrorAndWritesNothing() throws {
    let sandbox = try Sandbox()
    let result = try sandbox.run(["intake", "add", "flurble"])
    expectEqual(result.status, 2)
    expectEqual(
      result.stderr,
      "daybook intake add: no drink called \"flurble\" (see daybook intake drinks; or give a kind and an amount)\n"
    )
    try expectEqual(sandbox.run(["intake", "list"]).stdout, "2026-11-29\n  nothing recorded\n")
  }

  @Test func drinksListsWhatASearchFinds() throws {
    let sandbox = try Sandbox()
    let result = try sandbox.run(["intake", "drinks", "cola"])
    expectEqual(result.status, 0)
    #expect(result.stdout.hasPrefix("Cola (can)"))
  }
}
