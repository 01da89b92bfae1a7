import DaybookCore
import Expectations
import Foundation
import Testing

// Errors raised by the journal (DaybookCore's `JournalError`) in the language of --lang,
// and still word for word in English without it.
@Suite struct ErrorLanguageTests {
  @Test func aTakenPlantNameInKoreanAndJapanese() throws {
    let sandbox = try Sandbox()
    try expectEqual(sandbox.run(["plant", "add", "Fern", "--every", "3"], at: nil).status, 0)
    let korean = try sandbox.run(["--lang", "ko", "plant", "add", "fern", "--every", "5"], at: nil)
    expectEqual(
      korean,
      RunResult(
        status: 1, stdout: "", stderr: "daybook plant add: fern이라는 식물이 이미 있습니다\n"))
    let japanese = try sandbox.run(
      ["plant", "add", "FERN", "--every", "5", "--lang", "ja"], at: nil)
    expectEqual(
      japanese,
      RunResult(
        status: 1, stdout: "", stderr: "daybook plant add: FERN という植物はすでにあります\n"))
    let english = try sandbox.run(["plant", "add", "fern", "--every", "5"], at: nil)
    expectEqual(
      english,
      RunResult(
        status: 1, stdout: "", stderr: "daybook plant add: a plant named fern already exists\n"))
    try expectEqual(sandbox.journal().plants().map(\.name), ["Fern"])
  }

  @Test func aBackupOntoItselfAndADamagedFileInKorean() throws {
    let sandbox = try Sandbox()
    try expectEqual(sandbox.run(["write", "hello"], at: nil).status, 0)
    let backup = try sandbox.run(["--lang", "ko", "backup", sandbox.database], at: nil)
    expectEqual(
      backup,
      RunResult(
        status: 1, stdout: "", stderr: "daybook backup: \(sandbox.database)가 이미 있습니다\n"))
    let cut = sandbox.folder.appendingPathComponent("cut.sqlite").path
    try Data("SQLite format 3\0abc".utf8).write(to: URL(fileURLWithPath: cut))
    let damaged = try Sandbox.execute(
      ["--db", cut, "--lang", "ko", "list"], at: nil, in: sandbox.folder)
    expectEqual(
      damaged,
      RunResult(
        status: 1, stdout: "",
        stderr: "daybook list: \(cut)가 손상되었습니다: 파일이 잘려 있습니다(19바이트). "
          + "파일은 그대로 두었습니다. 백업을 복원하거나(daybook backup으로 만들 수 있습니다) "
          + "--db로 다른 일지를 여세요\n"))
    // The damaged file is left as it was.
    try expectEqual(Data(contentsOf: URL(fileURLWithPath: cut)), Data("SQLite format 3\0abc".utf8))
  }
}
