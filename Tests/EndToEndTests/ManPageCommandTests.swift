import Expectations
import Foundation
import Testing

/// The hidden `daybook __man` that `make install` runs: the page on stdout, nothing else, and
/// no journal touched; it stays out of the command list.
@Suite struct ManPageCommandTests {
  @Test func printsThePageWithoutAJournal() throws {
    let sandbox = try Sandbox()
    let result = try sandbox.run(["__man"], at: nil)
    expectEqual(result.status, 0)
    expectEqual(result.stderr, "")
    #expect(result.lines.prefix(3).elementsEqual([".Dd December 1, 2026", ".Dt DAYBOOK 1", ".Os"]))
    #expect(result.stdout.contains(".Ss plant add\n"))
    #expect(!sandbox.databaseExists)
    let help = try sandbox.run(["--help"], at: nil)
    #expect(!help.stdout.contains("__man"))
  }
}
