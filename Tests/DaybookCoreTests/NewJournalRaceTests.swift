import Dispatch
import Foundation
import Testing

@testable import DaybookCore

/// Many writers opening a journal that does not exist yet, at the same moment (eight
/// `daybook write` from a script on a new machine): each one opens it, none is told the file
/// "exists" or that a backup "already exists".
@Suite struct NewJournalRaceTests {
  @Test func eightOpenersOfANewJournalAllGetIt() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("daybook-race-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let failures = NSLock()
    nonisolated(unsafe) var messages: [String] = []
    let day = try #require(Day(iso: "2026-12-01"))
    for round in 0..<30 {
      let path = "\(folder)/\(round)/journal.sqlite"
      DispatchQueue.concurrentPerform(iterations: 8) { writer in
        do {
          let journal = try Journal(path: path)
          try journal.appendToEntry(
            on: day, text: "w\(writer)", at: 1_795_000_000)
        } catch {
          failures.lock()
          messages.append("round \(round), writer \(writer): \(error)")
          failures.unlock()
        }
      }
    }
    #expect(messages.isEmpty, "\(messages.prefix(3))")
  }
}
