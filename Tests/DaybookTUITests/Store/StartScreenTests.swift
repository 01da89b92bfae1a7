@testable import DaybookCore
import Foundation
import TerminalKit
import Testing

@testable import DaybookTUI

/// The screen kept at quit for the next start, and what stops it from being shown.
@Suite(.serialized) struct StartScreenTests {
  let folder: String
  let journalPath: String
  let environment: [String: String]

  init() throws {
    folder = NSTemporaryDirectory() + "daybook-start-screen-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    journalPath = folder + "/journal.sqlite"
    environment = ["HOME": folder, "XDG_CACHE_HOME": folder + "/cache", "TERM": "xterm-256color"]
  }

  private func screen(clock: Clock = .fixed(Fixture.now), environment: [String: String]? = nil)
    -> StartScreen
  {
    StartScreen(
      journalPath: journalPath, environment: environment ?? self.environment,
      executablePath: "/nonexistent/daybook", clock: clock)
  }

  private func canvas(_ text: String, size: Size = Size(width: 20, height: 4)) -> Canvas {
    var canvas = Canvas(size: size)
    canvas.draw(text, x: 0, y: 1, style: Style(fg: .ansi(2), attributes: [.bold]))
    return canvas
  }

  private func keep(_ canvas: Canvas, in screen: StartScreen) {
    screen.pending = (canvas, LocalTime.day(of: Fixture.now))
    screen.savePending()
  }

  private func touchJournal() throws {
    try Data("x".utf8).write(to: URL(fileURLWithPath: journalPath), options: .atomic)
  }

  @Test func aKeptScreenIsShownWhileNothingChanged() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try touchJournal()
    let kept = canvas("몬스테라 D-2")
    keep(kept, in: screen())
    #expect(screen().load(size: kept.size) == kept)
    let file = try #require(screen().file)
    let mode = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int
    #expect(mode == 0o600)
  }

  @Test func aChangedJournalAnotherDayOrSizeShowsNothing() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try touchJournal()
    let kept = canvas("日記")
    keep(kept, in: screen())
    #expect(screen().load(size: Size(width: 21, height: 4)) == nil)
    #expect(screen(clock: .fixed(Fixture.now + 86_400)).load(size: kept.size) == nil)
    var otherTerminal = environment
    otherTerminal["NO_COLOR"] = "1"
    #expect(screen(environment: otherTerminal).load(size: kept.size) == nil)
    // A write to the journal (here: a new file in its place) and its write-ahead log.
    #expect(FileManager.default.createFile(atPath: journalPath + "-wal", contents: Data()))
    #expect(screen().load(size: kept.size) == nil)
    try FileManager.default.removeItem(atPath: journalPath + "-wal")
    #expect(screen().load(size: kept.size) == kept)
    try touchJournal()
    #expect(screen().load(size: kept.size) == nil)
  }

  @Test func aDamagedFileOrNoCacheFolderShowsNothing() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try touchJournal()
    let kept = canvas("ok")
    keep(kept, in: screen())
    let file = try #require(screen().file)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: file))
    try bytes.dropLast(3).write(to: URL(fileURLWithPath: file))
    #expect(screen().load(size: kept.size) == nil)
    #expect(screen(environment: ["TERM": "xterm"]).file == nil)
  }

  @Test func turnedOffItNeitherKeepsNorShows() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try touchJournal()
    var off = environment
    off[StartScreen.variable] = "0"
    keep(canvas("x"), in: screen(environment: off))
    #expect(screen(environment: off).file == nil)
    #expect(!FileManager.default.fileExists(atPath: folder + "/cache/daybook"))
  }

  @Test func aQuitKeepsWhatAFreshStartShowsFirst() throws {
    let journal = try Journal.inMemory()
    try journal.saveSettings(JournalSettings(onboarded: true))
    try journal.saveEntry(Entry(day: Fixture.today, body: "오늘은 몬스테라에 물을 줬다"), at: Fixture.now)
    // Watered a week ago: its reminder (today 12:00, Fixture.now) is delivered during the run.
    let plant = try journal.addPlant(Plant(name: "몬스테라", intervalDays: 7), at: 0)
    _ = try journal.addCare(
      CareEvent(plantID: plant.id, kind: .water, at: Fixture.now - 7 * 86_400))
    let terminal = MemoryTerminal(size: Size(width: 120, height: 40))
    // Move away from the start screen before quitting: the kept one is still the start.
    terminal.enqueue(.key(.tab), .key(.character("l")))
    terminal.type("q")
    let kept = screen()
    try DaybookApp.run(
      journal: journal, backend: terminal, clock: .fixed(Fixture.now),
      environment: ["HOME": "/nonexistent"], executablePath: "/nonexistent/daybook",
      idleTurnLimit: nil, startScreen: kept)
    let pending = try #require(kept.pending)
    #expect(pending.today == Fixture.today)
    // It is exactly the first frame of the next start (which also counts the reminder
    // delivered during this run: "1 unread").
    let next = MemoryTerminal(size: Size(width: 120, height: 40))
    next.type("q")
    try DaybookApp.run(
      journal: journal, backend: next, clock: .fixed(Fixture.now),
      environment: ["HOME": "/nonexistent"], executablePath: "/nonexistent/daybook",
      idleTurnLimit: nil)
    let first = try #require(next.frames.first)
    let differing = zip(pending.canvas.lines, first.lines).filter { $0 != $1 }
    #expect(differing.isEmpty, "\(differing)")
    #expect(pending.canvas == first)
    #expect(terminal.frames.first != first)
    #expect(pending.canvas.lines.joined().contains("오늘은 몬스테라에 물을 줬다"))
  }

  @Test func aTerminationSignalKeepsTheStartScreenToo() throws {
    let journal = try Journal.inMemory()
    try journal.saveSettings(JournalSettings(onboarded: true))
    let terminal = SignallingTerminal(
      MemoryTerminal(size: Size(width: 80, height: 24)), signalWhenDrained: SIGTERM)
    let kept = screen()
    try DaybookApp.run(
      journal: journal, backend: terminal, clock: .fixed(Fixture.now),
      environment: ["HOME": "/nonexistent"], executablePath: "/nonexistent/daybook",
      idleTurnLimit: nil, startScreen: kept)
    let pending = try #require(kept.pending)
    #expect(pending.canvas.size == Size(width: 80, height: 24))
    #expect(pending.canvas.lines[0].contains("Calendar"))
  }
}
