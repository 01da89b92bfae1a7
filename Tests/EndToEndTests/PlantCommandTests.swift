import DaybookCore
import Expectations
import Testing

// `plant show`, `care`, `catalog` and `plant add --from-catalog`, run as the built binary at
// the fixed now (Sun 2026-11-29 12:00 UTC). See CommandLineTests.swift for the Sandbox.

@Suite struct PlantCommandTests {
  /// A Monstera with waterings (one doubled with --again), fertilizing and a repot.
  private func monsteraWithHistory() throws -> Sandbox {
    let sandbox = try Sandbox()
    let steps: [[String]] = [
      [
        "plant", "add", "Monstera", "--species", "Monstera deliciosa", "--location", "desk",
        "--acquired", "2026-10-01", "--every", "7", "--notes", "by the window",
      ],
      ["water", "monstera", "--at", "2026-10-25 09:00"],
      ["care", "water", "monstera", "--date", "2026-11-02"],
      ["care", "water", "monstera", "--date", "2026-11-08", "--at", "08:30"],
      [
        "care", "water", "monstera", "--date", "2026-11-08", "--at", "19:00", "--again",
        "--note", "hot day",
      ],
      ["care", "fertilize", "monstera", "--date", "2026-11-15", "--note", "half strength"],
      ["care", "water", "monstera", "--date", "2026-11-22"],
      ["care", "repot", "monstera", "--date", "2026-11-28", "--at", "16:45"],
    ]
    for step in steps {
      let result = try sandbox.run(step)
      expectEqual(result.status, 0, "\(step): \(result)")
    }
    return sandbox
  }

  @Test(.enabled(if: Sandbox.hasFaketime)) func plantShowForAFixedHistory() throws {
    let sandbox = try monsteraWithHistory()
    let result = try sandbox.run(["plant", "show", "MONST"])
    expectEqual(result.status, 0)
    expectEqual(result.stderr, "")
    expectFrame(result.lines, "frame")
  }

  @Test(.enabled(if: Sandbox.hasFaketime)) func plantShowWithoutCareAndAsJSON() throws {
    let sandbox = try Sandbox()
    _ = try sandbox.run(["plant", "add", "Fern", "--every", "3"])
    var result = try sandbox.run(["plant", "show", "fern"])
    expectFrame(result.lines, "frame-2")
    _ = try sandbox.run(["water", "fern", "--at", "08:00"])
    result = try sandbox.run(["plant", "show", "fern", "--json"])
    expectEqual(result.status, 0)
    #expect(result.stdout.contains("\"timeline\" : [\n    {\n      \"events\" : [\n"))
    #expect(result.stdout.contains("\"month\" : \"2026-11\""))
    #expect(result.stdout.contains("\"nextWatering\" : \"2026-12-02\""))
  }

  @Test(.enabled(if: Sandbox.hasFaketime)) func careFertilizeRecordsAtNowOrNoon() throws {
    let sandbox = try Sandbox()
    _ = try sandbox.run(["plant", "add", "Pothos"])
    var result = try sandbox.run(["care", "fertilize", "pothos", "--note", "liquid feed"])
    expectEqual(
      result,
      RunResult(
        status: 0, stdout: "Fertilized Pothos · 2026-11-29 12:00 · #1\n", stderr: ""))
    result = try sandbox.run(["care", "fertilize", "pothos", "--date", "yesterday"])
    expectEqual(result.stdout, "Fertilized Pothos · 2026-11-28 12:00 · #2\n")
    let journal = try sandbox.journal()
    let events = try journal.careEvents(plantID: 1)
    expectEqual(events.map(\.kind), [.fertilize, .fertilize])
    expectEqual(events.map(\.note), ["liquid feed", ""])
  }

  @Test(.enabled(if: Sandbox.hasFaketime)) func careWaterTwiceIsRefusedWithoutAgain() throws {
    let sandbox = try Sandbox()
    _ = try sandbox.run(["plant", "add", "Monstera"])
    var result = try sandbox.run(["care", "water", "monstera", "--at", "09:12"])
    expectEqual(result.stdout, "Watered Monstera · 2026-11-29 09:12 · #1 · next 2026-12-06 (D-7)\n")
    result = try sandbox.run(["care", "water", "monstera"])
    expectEqual(
      result,
      RunResult(
        status: 1, stdout: "",
        stderr: "daybook care water: Monstera was already watered today at 09:12; "
          + "use --again to record another watering\n"))
    // `daybook water` and `care water` share the rule both ways.
    result = try sandbox.run(["water", "monstera"])
    expectEqual(result.status, 1)
    try expectEqual(sandbox.journal().careCount(plantID: 1), 1)
    result = try sandbox.run(["care", "water", "monstera", "--again"])
    expectEqual(result.status, 0)
    try expectEqual(sandbox.journal().careCount(plantID: 1), 2)
  }

  @Test(.enabled(if: Sandbox.hasFaketime)) func careInTheFutureIsRefused() throws {
    let sandbox = try Sandbox()
    _ = try sandbox.run(["plant", "add", "Monstera"])
    var result = try sandbox.run(["care", "repot", "monstera", "--date", "2026-11-30"])
    expectEqual(
      result,
      RunResult(
        status: 2, stdout: "",
        stderr: "daybook care repot: --date \"2026-11-30\" is in the future\n"))
    result = try sandbox.run(["care", "treat", "monstera", "--date", "today", "--at", "18:00"])
    expectEqual(
      result,
      RunResult(
        status: 2, stdout: "", stderr: "daybook care treat: --at \"18:00\" is in the future\n"))
    result = try sandbox.run(["care", "note", "monstera", "--date", "2026-11-27"])
    expectEqual(
      result,
      RunResult(
        status: 2, stdout: "", stderr: "daybook care note: a note needs --note TEXT\n"))
    try expectEqual(sandbox.journal().careCount(plantID: 1), 0)
  }

  @Test(.enabled(if: Sandbox.hasFaketime)) func careRemoveDeletesOneRecord() throws {
    let sandbox = try monsteraWithHistory()
    var result = try sandbox.run(["care", "rm", "#5"])
    expectEqual(
      result,
      RunResult(
        status: 0, stdout: "Removed #5 · fertilize · Monstera · 2026-11-15 12:00\n", stderr: ""))
    result = try sandbox.run(["care", "rm", "5"])
    expectEqual(
      result,
      RunResult(
        status: 1, stdout: "",
        stderr: "daybook care remove: no care record #5 (daybook plant show PLANT lists them)\n"))
    result = try sandbox.run(["care", "rm", "five"])
    expectEqual(result.status, 2)
    try expectEqual(sandbox.journal().careCount(plantID: 1), 6)
  }

  @Test func catalogSearchKoreanPartial() throws {
    let sandbox = try Sandbox()
    let result = try sandbox.run(["catalog", "search", "몬스"], at: nil)
    expectEqual(result.status, 0)
    expectEqual(
      result.lines,
      [
        "ID                  ENGLISH            KOREAN             JAPANESE                  "
          + "BOTANICAL                  SUMMER/WINTER  LIGHT",
        "monstera            Monstera           몬스테라           モンステラ                "
          + "Monstera deliciosa         7/14 days      bright-indirect",
        "monstera-adansonii  Swiss cheese vine  몬스테라 아단소니  モンステラ・アダンソニー  "
          + "Monstera adansonii         7/10 days      bright-indirect",
        "mini-monstera       Mini monstera      히메몬스테라       ヒメモンステラ            "
          + "Rhaphidophora tetrasperma  7/10 days      bright-indirect",
        "",
      ])
    #expect(!sandbox.databaseExists)
    let none = try sandbox.run(["catalog", "search", "xyzzy"], at: nil)
    expectEqual(
      none,
      RunResult(
        status: 0, stdout: "No catalog plants match \"xyzzy\".\n", stderr: ""))
  }

  @Test(.enabled(if: Sandbox.hasFaketime)) func catalogShowHasTheCareGuide() throws {
    let sandbox = try Sandbox()
    var result = try sandbox.run(["catalog", "show", "zz"])
    expectFrame(result.lines, "catalogSearchKoreanPartial")
    result = try sandbox.run(["catalog", "show", "monstrea"])
    expectEqual(
      result,
      RunResult(
        status: 1, stdout: "",
        stderr: "daybook catalog show: no catalog plant \"monstrea\" — did you mean \"monstera\"?\n"
      ))
  }

  @Test(.enabled(if: Sandbox.hasFaketime)) func plantAddFromCatalog() throws {
    let sandbox = try Sandbox()
    var result = try sandbox.run(["plant", "add", "--from-catalog", "monstera"])
    expectEqual(
      result,
      RunResult(
        status: 0,
        stdout: "Added Monstera · water every 14 days · next 2026-12-13 (D-14)\n"
          + "  from the catalog: Monstera deliciosa · every 7 days Apr–Sep, 14 Oct–Mar · "
          + "bright-indirect light\n",
        stderr: ""))
    result = try sandbox.run(
      ["plant", "add", "--from-catalog", "pothos", "Kitchen", "pothos", "--every", "9"])
    expectEqual(
      result.lines.first, "Added Kitchen pothos · water every 9 days · next 2026-12-08 (D-9)")
    result = try sandbox.run(["plant", "add", "--from-catalog", "nothing-like-it"])
    expectEqual(result.status, 1)
    let plants = try sandbox.journal().plants()
    expectEqual(plants.map(\.name), ["Kitchen pothos", "Monstera"])
    expectEqual(plants.map(\.species), ["Epipremnum aureum", "Monstera deliciosa"])
    expectEqual(plants.map(\.intervalDays), [9, 14])
  }

  @Test(arguments: [
    ["plant", "show"], ["care"], ["care", "water"], ["care", "repot"], ["care", "fertilize"],
    ["care", "treat"], ["care", "note"], ["care", "rm"], ["catalog"], ["catalog", "search"],
    ["catalog", "show"],
  ])
  func helpOnNewSubcommands(_ command: [String]) throws {
    let sandbox = try Sandbox()
    let result = try sandbox.run(command + ["--help"], at: nil)
    expectEqual(result.status, 0)
    expectEqual(result.stderr, "")
    #expect(result.stdout.hasPrefix("Usage: daybook "))
    #expect(!sandbox.databaseExists)
  }
}
