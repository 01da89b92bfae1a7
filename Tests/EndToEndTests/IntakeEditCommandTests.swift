import DaybookCore
import Expectations
import Foundation
import Testing

/// `daybook intake edit`, `intake rm` and the ids and `--day` of `intake list`, on the real
/// binary under faketime (helpers in CommandLineTests.swift).
@Suite(.enabled(if: Sandbox.hasFaketime)) struct IntakeEditCommandTests {
  private func sandboxWithTwoRecords() throws -> Sandbox {
    let sandbox = try Sandbox()
    try expectEqual(
      sandbox.run(["intake", "add", "water", "250ml", "--at", "2026-11-28 09:00"]).status, 0)
    try expectEqual(
      sandbox.run(
        ["intake", "add", "caffeine", "1shot", "--at", "2026-11-28 10:30", "--note", "아메리카노"]
      ).status, 0)
    return sandbox
  }

  @Test func listShowsIdsForAnyDay() throws {
    let sandbox = try sandboxWithTwoRecords()
    let result = try sandbox.run(["intake", "list", "--day", "2026-11-28"])
    expectEqual(
      result,
      RunResult(
        status: 0,
        stdout: "2026-11-28\n"
          + "  #1  09:00  water     250 ml\n"
          + "  #2  10:30  caffeine  1 shot (75 mg)  아메리카노\n"
          + "☕ 75/400 mg [██░░░░░░]\n💧 250 ml\n",
        stderr: ""))
    try expectEqual(sandbox.run(["intake", "list", "--date", "2026-11-28"]).stdout, result.stdout)
    try expectEqual(sandbox.run(["intake", "list"]).stdout, "2026-11-29\n  nothing recorded\n")
  }

  @Test func editChangesOnlyWhatIsGivenAndKeepsTheDayForAClockTime() throws {
    let sandbox = try sandboxWithTwoRecords()
    let result = try sandbox.run(
      ["intake", "edit", "1", "--amount", "500ml", "--at", "08:15", "--note", "물 한 병"])
    expectEqual(
      result,
      RunResult(
        status: 0, stdout: "Saved #1 water 500 ml at 2026-11-28 08:15\n", stderr: ""))
    let journal = try sandbox.journal()
    let edited = try #require(try journal.intake(id: 1))
    expectEqual(edited.amount, 500)
    expectEqual(edited.note, "물 한 병")
    expectEqual(LocalTime.text(of: edited.at), "2026-11-28 08:15")
    try expectEqual(journal.intake(id: 2)?.note, "아메리카노")

    let moved = try sandbox.run([
      "intake", "edit", "#2", "--at", "2026-11-29 07:00", "--lang", "ko",
    ])
    expectEqual(moved.stdout, "#2 2026-11-29 07:00 카페인 1샷 (75 mg) 저장함\n")
    try expectEqual(journal.intakes(on: day("2026-11-29")).map(\.id), [2])
  }

  @Test func editRefusesBadInputAndChangesNothing() throws {
    let sandbox = try sandboxWithTwoRecords()
    let before = try sandbox.journal().intakes(on: day("2026-11-28"))
    var result = try sandbox.run(["intake", "edit", "2", "--amount", "300ml"])
    expectEqual(
      result,
      RunResult(
        status: 2, stdout: "",
        stderr: "daybook intake edit: caffeine is counted in mg or shots, not \"ml\"\n"))
    result = try sandbox.run(["intake", "edit", "2"])
    expectEqual(
      result.stderr, "daybook intake edit: nothing to change (see daybook intake edit --help)\n")
    result = try sandbox.run(["intake", "edit", "9", "--note", "x"])
    expectEqual(
      result,
      RunResult(
        status: 1, stdout: "", stderr: "daybook intake edit: no intake record #9; nothing changed\n"
      ))
    result = try sandbox.run(["intake", "edit", "abc", "--lang", "ja"])
    expectEqual(result.stderr, "daybook intake edit: 記録の番号「abc」が正しくありません\n")
    result = try sandbox.run(["intake", "edit", "1", "--at", "25:99"])
    expectEqual(result.status, 2)
    try expectEqual(sandbox.journal().intakes(on: day("2026-11-28")), before)
  }

  @Test func rmIsAllOrNothing() throws {
    let sandbox = try sandboxWithTwoRecords()
    var result = try sandbox.run(["intake", "rm", "2", "7"])
    expectEqual(
      result,
      RunResult(
        status: 1, stdout: "", stderr: "daybook intake rm: no intake record #7; nothing changed\n"))
    try expectEqual(sandbox.journal().intakes(on: day("2026-11-28")).count, 2)
    result = try sandbox.run(["intake", "rm", "2", "--lang", "ja"])
    expectEqual(
      result,
      RunResult(
        status: 0, stdout: "#2 2026-11-28 10:30 の カフェイン 1ショット（75 mg） を削除しました\n",
        stderr: ""))
    try expectEqual(sandbox.journal().intakes(on: day("2026-11-28")).map(\.id), [1])
    result = try sandbox.run(["intake", "rm"])
    expectEqual(result.stderr, "daybook intake rm: missing ID (see daybook intake rm --help)\n")
  }

  @Test(arguments: [["intake", "edit"], ["intake", "rm"]])
  func helpPages(_ command: [String]) throws {
    let sandbox = try Sandbox()
    let result = try sandbox.run(command + ["--help"], at: nil)
    expectEqual(result.status, 0)
    #expect(result.stdout.hasPrefix("Usage: daybook " + command.joined(separator: " ")))
    let korean = try sandbox.run(command + ["--help", "--lang", "ko"], at: nil)
    #expect(korean.stdout.hasPrefix("사용법: daybook " + command.joined(separator: " ")))
    #expect(!sandbox.databaseExists)
  }
}
