import Expectations
import Foundation
import TerminalKit
import Testing

@testable import DaybookCore
@testable import DaybookTUI

/// A memory terminal that reports a signal once its queued events are used up.
final class SignallingTerminal: TerminalBackend {
  let inner: MemoryTerminal
  var signalWhenDrained: Int32?

  init(_ inner: MemoryTerminal, signalWhenDrained: Int32?) {
    self.inner = inner
    self.signalWhenDrained = signalWhenDrained
  }

  var size: Size { inner.size }
  func start() throws { try inner.start() }
  func stop() { inner.stop() }
  func present(_ canvas: Canvas, cursor: (x: Int, y: Int)?) {
    inner.present(canvas, cursor: cursor)
  }
  func nextEvent(timeoutMilliseconds: Int) -> TerminalEvent? {
    inner.nextEvent(timeoutMilliseconds: timeoutMilliseconds)
  }
  func suspend() { inner.suspend() }
  func resume() { inner.resume() }
  var pendingSignal: Int32? { inner.queuedEvents.isEmpty ? signalWhenDrained : nil }
}

@Suite struct RunLoopTests {
  let today = Fixture.today

  private func run(_ terminal: any TerminalBackend, _ journal: Journal, idle: Int? = 3) throws {
    try DaybookApp.run(
      journal: journal, backend: terminal, clock: .fixed(Fixture.now),
      environment: ["HOME": "/nonexistent"], executablePath: "/nonexistent/daybook",
      idleTurnLimit: idle)
  }

  private func onboardedJournal() throws -> Journal {
    let journal = try Journal.inMemory()
    try journal.saveSettings(JournalSettings(onboarded: true))
    return journal
  }

  @Test func writesAnEntryAndQuits() throws {
    let journal = try onboardedJournal()
    let terminal = MemoryTerminal(size: Size(width: 120, height: 40))
    terminal.type("n오늘은 몬스테라에 물을 줬다")
    terminal.enqueue(.key(.escape))
    terminal.type("q")
    try run(terminal, journal, idle: nil)
    expectEqual(terminal.stopCount, 1)
    #expect(!terminal.isStarted)
    #expect(!terminal.frames.isEmpty)
    let day = LocalTime.day(of: Fixture.now)
    let entry = try #require(try journal.entry(on: day))
    #expect((entry.title + entry.body).contains("오늘은 몬스테라에 물을 줬다"))
  }

  @Test func theCommandLinesLanguageWinsOverTheSettingForTheSession() throws {
    let journal = try Journal.inMemory()
    try journal.saveSettings(JournalSettings(language: "en", onboarded: true))
    let terminal = MemoryTerminal(size: Size(width: 120, height: 40))
    terminal.type("q")
    try DaybookApp.run(
      journal: journal, backend: terminal, clock: .fixed(Fixture.now),
      environment: ["HOME": "/nonexistent"], executablePath: "/nonexistent/daybook",
      language: .ko, idleTurnLimit: nil)
    let screen = terminal.lines.joined(separator: "\n")
    #expect(screen.contains("달력"), "\(screen)")
    #expect(!screen.contains("Calendar"))
    // Only this session: the journal's own setting is left as it was.
    try expectEqual(journal.settings().language, "en")
  }

  @Test func aColourThemeOnATerminalWithoutColoursDrawsNoColour() throws {
    let journal = try Journal.inMemory()
    try journal.saveSettings(JournalSettings(theme: "dark", onboarded: true))
    let config = FileManager.default.temporaryDirectory
      .appendingPathComponent("daybook-daily-\(getpid())").path
    try FileManager.default.createDirectory(
      atPath: config + "/daybook/themes", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: config) }
    try FileManager.default.copyItem(
      atPath: ThemeVisibilityTests.themesDirectory + "/dark.theme",
      toPath: config + "/daybook/themes/dark.theme")
    let terminal = MemoryTerminal(size: Size(width: 120, height: 40))
    terminal.colorDepth = .none
    terminal.type("q")
    try DaybookApp.run(
      journal: journal, backend: terminal, clock: .fixed(Fixture.now),
      environment: ["HOME": "/nonexistent", "XDG_CONFIG_HOME": config],
      executablePath: "/nonexistent/daybook", idleTurnLimit: nil)
    let frame = try #require(terminal.frames.last)
    var coloured = 0
    var reversed = 0
    for y in 0..<40 {
      for x in 0..<120 {
        let style = frame[x: x, y: y].style
        if style.fg != .terminalDefault || style.bg != .terminalDefault { coloured += 1 }
        if style.attributes.contains(.reverse) { reversed += 1 }
      }
    }
    expectEqual(coloured, 0)
    // The selected day (and the status bar) are reversed, as `selection` is without colour.
    #expect(reversed > 0)
  }

  @Test func oneFramePerBatchOfEvents() throws {
    let journal = try onboardedJournal()
    let terminal = MemoryTerminal(size: Size(width: 120, height: 40))
    // Twenty-one keys queued at once are one batch: the first frame, then one for the whole
    // batch (the work deferred past the first frame, theme list and reminders, changes
    // nothing on this screen, so it draws nothing).
    for _ in 0..<10 { terminal.enqueue(.key(.tab), .key(.backTab)) }
    terminal.enqueue(.key(.tab))
    try run(terminal, journal, idle: 1)
    expectEqual(terminal.frames.count, 2)
    #expect(terminal.frames.last?.lines != terminal.frames.first?.lines)
  }

  @Test func resizeRedrawsAtTheNewSizeAndRecovers() throws {
    let journal = try onboardedJournal()
    let terminal = MemoryTerminal(size: Size(width: 120, height: 40))
    terminal.resize(to: Size(width: 30, height: 10))
    try run(terminal, journal, idle: 2)
    let small = try #require(terminal.lastFrame)
    expectEqual(small.size, Size(width: 30, height: 10))
    #expect(small.lines.joined().contains("Terminal too small"))
    terminal.resize(to: Size(width: 80, height: 24))
    try run(terminal, journal, idle: 2)
    expectEqual(terminal.lastFrame?.size, Size(width: 80, height: 24))
    #expect(terminal.lines[0].contains("1 Calendar"))
  }

  @Test func signalSavesTheDraftAndStops() throws {
    let journal = try onboardedJournal()
    let memory = MemoryTerminal(size: Size(width: 120, height: 40))
    memory.type("n비 오는 날")
    let terminal = SignallingTerminal(memory, signalWhenDrained: 15)
    try run(terminal, journal, idle: nil)
    expectEqual(memory.stopCount, 1)
    let drafts = try journal.drafts()
    expectEqual(drafts.count, 1)
    #expect((drafts[0].title + drafts[0].body).contains("비 오는 날"))
    try expectEqual(journal.entryCount(), 0)
  }

  @Test func firstRunShowsOnboarding() throws {
    let journal = try Journal.inMemory()
    let terminal = MemoryTerminal(size: Size(width: 120, height: 40))
    try run(terminal, journal, idle: 1)
    #expect(terminal.lines.joined().contains("Welcome to Daybook"))
  }
}

@Suite struct RunLoopFailureTests {
  /// A terminal whose start fails after it has taken the screen.
  final class FailingTerminal: TerminalBackend {
    struct StartFailed: Error {}
    var stopped = 0
    var size: Size { Size(width: 80, height: 24) }
    func start() throws { throw StartFailed() }
    func stop() { stopped += 1 }
    func present(_ canvas: Canvas, cursor: (x: Int, y: Int)?) {}
    func nextEvent(timeoutMilliseconds: Int) -> TerminalEvent? { nil }
    func suspend() {}
    func resume() {}
    var pendingSignal: Int32? { nil }
  }

  @Test func aFailingStartStillGivesTheTerminalBackAndRethrows() throws {
    let terminal = FailingTerminal()
    #expect(throws: FailingTerminal.StartFailed.self) {
      try DaybookApp.run(
        journal: try Journal.inMemory(), backend: terminal, clock: .fixed(Fixture.now),
        environment: [:], executablePath: "/nonexistent/daybook")
    }
    expectEqual(terminal.stopped, 1)
  }
}
