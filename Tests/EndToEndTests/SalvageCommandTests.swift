import Expectations
import Foundation
import Testing

@testable import DaybookCore

/// `check --salvage` on a journal whose first page (the file header and the schema's root)
/// is garbage: SQLite cannot open it, the rows come back from the other pages.
@Suite struct SalvageCommandTests {
  @Test func aGarbledFirstPageIsSalvagedWithCountsPerKind() throws {
    let sandbox = try Sandbox()
    for index in 1...12 {
      let day = "2026-10-" + (index < 10 ? "0" : "") + String(index)
      try expectEqual(sandbox.run(["write", "--date", day, "일기 \(index) 🌱"]).status, 0)
    }
    try expectEqual(sandbox.run(["todo", "add", "화분 사기"]).status, 0)
    let handle = try #require(FileHandle(forUpdatingAtPath: sandbox.database))
    try handle.seek(toOffset: 0)
    handle.write(Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 7) }))
    try handle.close()

    let out = sandbox.folder.path + "/salvage.json"
    let salvage = try sandbox.run(["check", "--salvage", out])
    expectEqual(salvage.status, 0, "\(salvage)")
    #expect(salvage.lines.contains("  entries: 12 saved"), "\(salvage)")
    #expect(salvage.lines.contains("  todos: 1 saved"), "\(salvage)")
    let json = try String(contentsOfFile: out, encoding: .utf8)
    #expect(json.contains("일기 1 🌱") && json.contains("일기 12 🌱") && json.contains("화분 사기"))
    let fresh = sandbox.folder.path + "/new.sqlite"
    try expectEqual(runDaybook(sandbox, db: fresh, ["import", out]).status, 0)
  }
}
