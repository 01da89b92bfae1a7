import DaybookCore
import Expectations
import Foundation
import Testing

/// `daybook --demo`: a full sample journal for one run, in a private folder under TMPDIR that
/// is gone afterwards, also when the run is stopped by a signal.
@Suite struct DemoTests {
  func leftovers(_ sandbox: Sandbox) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: sandbox.folder.path)
      .filter { $0.hasPrefix("daybook-demo-") }
  }

  @Test func everyPaneHasSomethingAndNothingIsLeft() throws {
    let sandbox = try Sandbox()
    let today = try Sandbox.execute(["--demo", "today"], in: sandbox.folder)
    expectEqual(today.status, 0, "\(today)")
    for line in [
      "  산세베리아   2 days late", "  Monstera     today", "  Basil 바질   D-1",
      "  Overdue", "  Today", "  Next 7 days", "  Later", "  No date", "  ☕ 75/300 mg [██░░░░░░]",
    ] {
      #expect(today.lines.contains(line), "\(line)")
    }
    let list = try Sandbox.execute(["--demo", "list", "--limit", "100"], in: sandbox.folder)
    expectEqual(list.lines.filter { !$0.isEmpty }.count, 25)
    #expect(list.stdout.contains("첫눈") && list.stdout.contains("Repotting day"))
    try expectEqual(leftovers(sandbox), [])
    // No journal of the user's was made or touched.
    #expect(!FileManager.default.fileExists(atPath: sandbox.folder.path + "/.local"))
  }

  @Test func aSignalStillRemovesTheDemo() throws {
    let sandbox = try Sandbox()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Sandbox.binary)
    process.arguments = ["--demo", "write", "-"]
    process.environment = [
      "HOME": sandbox.folder.path, "TMPDIR": sandbox.folder.path, "LANG": "C.UTF-8",
    ]
    let input = Pipe()
    process.standardInput = input
    process.standardOutput = Pipe()
    try process.run()
    // It waits on stdin with the demo made.
    var waited = 0
    while try leftovers(sandbox).isEmpty, waited < 500 {
      usleep(10_000)
      waited += 1
    }
    try expectEqual(leftovers(sandbox).count, 1)
    usleep(200_000)
    process.terminate()
    process.waitUntilExit()
    expectEqual(process.terminationStatus, 128 + SIGTERM)
    try expectEqual(leftovers(sandbox), [])
  }

  /// A signal while the demo is still being written (the handler may interrupt malloc, so
  /// it must not allocate): each run ends with 128 + SIGTERM and leaves no folder.
  @Test func aSignalWhileTheDemoIsWrittenLeavesNothing() throws {
    let sandbox = try Sandbox()
    for _ in 0..<12 {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: Sandbox.binary)
      process.arguments = ["--demo", "write", "-"]
      process.environment = [
        "HOME": sandbox.folder.path, "TMPDIR": sandbox.folder.path, "LANG": "C.UTF-8",
      ]
      let input = Pipe()
      process.standardInput = input
      process.standardOutput = Pipe()
      try process.run()
      var waited = 0
      while try leftovers(sandbox).isEmpty, waited < 5_000 {
        usleep(100)
        waited += 1
      }
      process.terminate()
      process.waitUntilExit()
      expectEqual(process.terminationReason, .exit)
      expectEqual(process.terminationStatus, 128 + SIGTERM)
      try expectEqual(leftovers(sandbox), [])
    }
  }

  @Test func theSampleIsTheSameForTheSameDay() throws {
    let today = Day(year: 2026, month: 12, day: 1)!
    let now = LocalTime.timestamp(of: today, hour: 12)
    let journal = try Journal(path: ":memory:")
    try DemoJournal.fill(journal, today: today, now: now)
    try expectEqual(journal.entryCount(), 25)
    try expectEqual(journal.plants().count, 5)
    #expect(throws: JournalError.self) { try DemoJournal.fill(journal, today: today, now: now) }
  }
}
