import Expectations
import Glibc
import Testing

@testable import TerminalKit

/// Issue #12: the terminal is read in blocks, not one byte per `read(2)`.
@Suite struct TerminalInputTests {
  /// A pipe standing in for the terminal; the writer runs on its own thread, since a
  /// pipe holds less than a big paste.
  final class Pipe: @unchecked Sendable {
    let readEnd: Int32
    let writeEnd: Int32
    /// Set before the writer closes its end, so `deinit` does not close it twice.
    private var writerCloses = false

    init() throws {
      var ends: [Int32] = [0, 0]
      guard pipe(&ends) == 0 else { throw PipeError() }
      readEnd = ends[0]
      writeEnd = ends[1]
    }

    func write(_ bytes: [UInt8], close closing: Bool = false) -> Thread {
      writerCloses = writerCloses || closing
      return Thread { [writeEnd] in
        var offset = 0
        while offset < bytes.count {
          let written = bytes.withUnsafeBytes {
            Glibc.write(writeEnd, $0.baseAddress.map { $0 + offset }, bytes.count - offset)
          }
          if written <= 0 { break }
          offset += written
        }
        if closing { close(writeEnd) }
      }
    }

    deinit {
      close(readEnd)
      if !writerCloses { close(writeEnd) }
    }
  }

  struct PipeError: Error {}

  /// A minimal joinable thread (Foundation is not a dependency of TerminalKit).
  final class Thread: @unchecked Sendable {
    private var handle = pthread_t()
    private let body: () -> Void

    init(_ body: @escaping () -> Void) {
      self.body = body
      let context = Unmanaged.passRetained(self).toOpaque()
      pthread_create(
        &handle, nil,
        { context in
          guard let context else { return nil }
          let thread = Unmanaged<Thread>.fromOpaque(context).takeRetainedValue()
          thread.body()
          return nil
        }, context)
    }

    func join() { pthread_join(handle, nil) }
  }

  @Test func aHalfMegabytePasteTakesAFewReads() throws {
    let pipe = try Pipe()
    let line = String(repeating: "일기 diary ", count: 4) + "\n"
    let text = String(repeating: line, count: 500 * 1024 / line.utf8.count)
    let writer = pipe.write(Array(("\u{1B}[200~" + text + "\u{1B}[201~x").utf8))
    let input = TerminalInput(descriptor: pipe.readEnd)
    var events: [TerminalEvent] = []
    while events.count < 2 {
      expectEqual(input.wait(wake: nil, milliseconds: 5000), .input)
      input.readAvailable()
      while let event = input.next() { events.append(event) }
    }
    writer.join()
    expectEqual(events, [.paste(text), .key(.character("x"))])
    // 500 KiB in blocks of 64 KiB is 8 full reads; a pipe may hand over less at a time,
    // but nowhere near one byte per read.
    #expect(input.readCalls < 200, "\(input.readCalls) reads")
  }

  @Test func aLoneEscapeIsReportedAfterTheDelay() throws {
    let pipe = try Pipe()
    let writer = pipe.write([0x1B])
    writer.join()
    let input = TerminalInput(descriptor: pipe.readEnd)
    expectEqual(input.wait(wake: nil, milliseconds: 1000), .input)
    input.readAvailable()
    expectEqual(input.next(), .key(.escape))
    expectEqual(input.next(), nil)
  }

  @Test func anArrowInOneBlockIsNotAnEscape() throws {
    let pipe = try Pipe()
    pipe.write(Array("\u{1B}[A\u{1B}OB".utf8)).join()
    let input = TerminalInput(descriptor: pipe.readEnd)
    input.readAvailable()
    expectEqual(input.next(), .key(.up))
    expectEqual(input.next(), .key(.down))
    expectEqual(input.readCalls, 1)
  }

  @Test func aWakeDescriptorEndsTheWait() throws {
    let terminal = try Pipe()
    let wake = try Pipe()
    wake.write([1]).join()
    let input = TerminalInput(descriptor: terminal.readEnd)
    expectEqual(input.wait(wake: wake.readEnd, milliseconds: 5000), .wake)
    expectEqual(input.wait(wake: nil, milliseconds: 0), .timeout)
  }

  @Test func endOfInputIsAHangUpAndKeepsAPasteCutShort() throws {
    let pipe = try Pipe()
    pipe.write(Array("\u{1B}[200~half".utf8), close: true).join()
    let input = TerminalInput(descriptor: pipe.readEnd)
    var alive = true
    while alive { alive = input.readAvailable() }
    #expect(input.hungUp)
    expectEqual(input.next(), .paste("half"))
  }
}
