import DaybookCore
import Expectations
import Foundation
import Testing

/// `daybook catalog identify` on the real binary.
@Suite struct IdentifyCommandTests {
  @Test func identifyPrintsTheTopThreeWithNamesAndReasons() throws {
    let sandbox = try Sandbox()
    let result = try sandbox.run(
      ["catalog", "identify", "--leaf", "split", "--habit", "climbing", "--holes", "yes"], at: nil)
    expectEqual(
      result,
      RunResult(
        status: 0,
        stdout: """
          2 of 109 catalog plants fit every answer
          1. Monstera · 몬스테라 · モンステラ  (monstera)
             matches: split or divided leaves · holes or splits · climbing
          2. Mini monstera · 히메몬스테라 · ヒメモンステラ  (mini-monstera)
             matches: split or divided leaves · holes or splits · climbing
          3. Swiss cheese vine · 몬스테라 아단소니 · モンステラ・アダンソニー  (monstera-adansonii)
             matches: holes or splits · climbing

          """,
        stderr: ""))
  }

  @Test func aWrongAnswerIsAUsageError() throws {
    let sandbox = try Sandbox()
    let result = try sandbox.run(["catalog", "identify", "--habit", "floating"], at: nil)
    expectEqual(result.status, 2)
    expectEqual(
      result.stderr,
      "daybook catalog identify: \"floating\" is no answer to --habit (expected upright, trailing, climbing, rosette)\n"
    )
  }
}
