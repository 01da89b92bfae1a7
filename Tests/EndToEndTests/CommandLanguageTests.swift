import DaybookCore
import Expectations
import Foundation
import Testing

// The command line in Korean and Japanese: --lang, the journal's language setting, and
// English by default (every run has LANG=C.UTF-8). Fixed now: Sun 2026-11-29 12:00 UTC.
@Suite(.enabled(if: Sandbox.hasFaketime)) struct CommandLanguageTests {
  func sandboxWithAPlant() throws -> Sandbox {
    let sandbox = try Sandbox()
    try expectEqual(sandbox.run(["plant", "add", "몬스테라", "--every", "7"]).status, 0)
    try expectEqual(sandbox.run(["water", "몬스테라", "--at", "2026-11-20 09:00"]).status, 0)
    try expectEqual(sandbox.run(["todo", "add", "植え替えの土を買う", "--due", "today"]).status, 0)
    return sandbox
  }

  @Test func todayInKoreanWithLangBeforeTheCommand() throws {
    let sandbox = try sandboxWithAPlant()
    let result = try sandbox.run(["--lang", "ko", "today", "--plain"])
    expectEqual(result.status, 0, "\(result)")
    expectFrame(result.lines, "todayInKoreanWithLangBeforeTheCommand")
  }

  @Test func statusInJapaneseWithLangAfterTheCommand() throws {
    let sandbox = try sandboxWithAPlant()
    let result = try sandbox.run(["status", "--lang", "ja", "--format", "water,todo"])
    expectEqual(result, RunResult(status: 0, stdout: "💧 1件  ☑ 0/1\n", stderr: ""))
  }

  @Test func theJournalsLanguageSettingIsFollowedAndLangOverridesIt() throws {
    let sandbox = try sandboxWithAPlant()
    let journal = try sandbox.journal()
    var settings = try journal.settings()
    settings.language = "ja"
    try journal.saveSettings(settings)
    let japanese = try sandbox.run(["water", "몬스테라", "--at", "10:00"])
    expectEqual(
      japanese, RunResult(status: 0, stdout: "몬스테라 に水やり · 次は 2026-12-06（D-7）\n", stderr: ""))
    let english = try sandbox.run(["--lang", "en", "plant", "list"])
    expectEqual(english.lines.first?.hasPrefix("NAME"), true, "\(english)")
  }

  @Test func errorsAndHelpInTheChosenLanguage() throws {
    let sandbox = try Sandbox()
    let missing = try sandbox.run(["--lang", "ko", "water"])
    expectEqual(
      missing,
      RunResult(
        status: 2, stdout: "",
        stderr: "daybook water: 식물이 없습니다 (daybook water --help 참고)\n"))
    let help = try sandbox.run(["--lang=ja", "water", "--help"])
    expectEqual(help.lines.first, "使い方: daybook water 植物 [--at 時刻] [--again]")
    // Nothing was written for an error or a help page.
    #expect(!sandbox.databaseExists)
  }

  @Test func anUnknownLanguageIsAUsageError() throws {
    let sandbox = try Sandbox()
    let result = try sandbox.run(["--lang", "de", "today"])
    expectEqual(
      result,
      RunResult(
        status: 2, stdout: "", stderr: "daybook: unknown language \"de\" (use en, ko or ja)\n"))
  }

  @Test func englishStaysTheDefaultUnderCLocale() throws {
    let sandbox = try sandboxWithAPlant()
    let result = try sandbox.run(["status", "--format", "water"])
    expectEqual(result, RunResult(status: 0, stdout: "💧 1 due\n", stderr: ""))
  }

  @Test func remindersAreWrittenInTheRunsLanguage() throws {
    let sandbox = try sandboxWithAPlant()
    // The plant was due 2026-11-27; a run at 12:00 on a watering day after the last one.
    let result = try sandbox.run(
      ["--lang", "ko", "remind", "--dry-run"], at: "2026-11-26 12:30:00")
    expectEqual(result.status, 0, "\(result)")
    #expect(result.stdout.contains("내일 몬스테라에 물을 주세요 (7일마다)"), "\(result)")
  }
}
