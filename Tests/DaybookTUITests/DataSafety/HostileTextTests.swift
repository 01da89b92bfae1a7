import DaybookCore
import TerminalKit
import Testing

@testable import DaybookTUI

/// Text with terminal escape sequences and control characters, stored in an entry, a plant
/// name and a todo title, goes through the whole app into the canvases a backend would copy
/// to the terminal: no cell may hold a control character, and the text must still show, in
/// its visible escaped form.
@Suite struct HostileTextTests {
  static let hostile = "a\u{1B}[2Jb\u{1B}]52;c;ZXZpbA==\u{07}c\u{9B}31md\u{85}e\u{7F}f"

  private func journal() throws -> Journal {
    let journal = try Journal.inMemory()
    try journal.saveSettings(JournalSettings(onboarded: true))
    let today = LocalTime.day(of: Fixture.now)
    try journal.saveEntry(
      Entry(day: today, title: "일기 " + Self.hostile, body: "본문 " + Self.hostile + "\n끝"),
      at: Fixture.now)
    _ = try journal.addPlant(Plant(name: "식물 " + Self.hostile), at: Fixture.now)
    _ = try journal.addTodo(Todo(title: "할일 " + Self.hostile, due: today), at: Fixture.now)
    return journal
  }

  private func controlCells(in frames: [Canvas]) -> [String] {
    var found: [String] = []
    for (index, frame) in frames.enumerated() {
      for y in 0..<frame.size.height {
        for x in 0..<frame.size.width
        where frame[x: x, y: y].grapheme.unicodeScalars.contains(where: TextWidth.isControl) {
          found.append(
            "frame \(index) (\(x), \(y)): \(frame[x: x, y: y].grapheme.debugDescription)")
        }
      }
    }
    return found
  }

  @Test(arguments: [Size(width: 120, height: 40), Size(width: 80, height: 24)])
  func noControlCharacterReachesAnyCell(size: Size) throws {
    let terminal = MemoryTerminal(size: size)
    // Every pane in turn (tabs at 80 columns), the entry opened for editing, then help.
    for key in ["1", "2", "3", "4"] {
      terminal.type(key)
    }
    terminal.enqueue(.key(.tab), .key(.tab))
    terminal.type("4i")
    terminal.enqueue(.key(.escape))
    try DaybookApp.run(
      journal: try journal(), backend: SteppingTerminal(terminal), clock: .fixed(Fixture.now),
      environment: ["HOME": "/nonexistent"], executablePath: "/nonexistent/daybook",
      idleTurnLimit: 3)
    #expect(terminal.frames.count > 3)
    #expect(
      controlCells(in: terminal.frames).isEmpty, "\(controlCells(in: terminal.frames).prefix(5))")
    let text = terminal.frames.map { $0.lines.joined(separator: "\n") }.joined(separator: "\n")
    // The editor drops control characters from the text it edits; lists escape them.
    #expect(text.contains("a[2Jb]52;c;ZXZpbA==c31mdef"))
    #expect(text.contains("할일 a^[[2Jb"))
    #expect(text.contains("식물 a^[[2Jb"))
  }
}

/// Hands out one queued event per turn, so every key gets its own frame.
private final class SteppingTerminal: TerminalBackend {
  let inner: MemoryTerminal

  init(_ inner: MemoryTerminal) { self.inner = inner }

  var size: Size { inner.size }
  func start() throws { try inner.start() }
  func stop() { inner.stop() }
  func present(_ canvas: Canvas, cursor: (x: Int, y: Int)?) {
    inner.present(canvas, cursor: cursor)
  }
  func nextEvent(timeoutMilliseconds: Int) -> TerminalEvent? {
    timeoutMilliseconds == 0 ? nil : inner.nextEvent(timeoutMilliseconds: 0)
  }
  func suspend() { inner.suspend() }
  func resume() { inner.resume() }
  var pendingSignal: Int32? { nil }
}
