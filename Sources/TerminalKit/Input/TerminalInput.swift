import Glibc

/// Reads the terminal in blocks and turns the bytes into events with a `KeyDecoder`.
///
/// One `read(2)` takes up to `blockSize` bytes, so a 5 MB paste costs some eighty reads,
/// not five million (curses reads a byte at a time). The rest of a started escape sequence
/// is waited for `escapeDelay` milliseconds before a lone ESC is reported; a bracketed
/// paste whose end marker does not come within `pasteTimeout` is ended with what came.
public final class TerminalInput {
  /// How a wait for input ended.
  public enum Wake: Equatable, Sendable {
    /// The terminal has bytes (or has hung up: `readAvailable` will say).
    case input
    /// The other descriptor is readable.
    case wake
    /// Nothing within the time, or a signal interrupted the wait.
    case timeout
  }

  /// The largest block read at once.
  public static let blockSize = 64 * 1024

  /// The descriptor read (the terminal's, usually standard input).
  public let descriptor: Int32
  /// Milliseconds to wait for the rest of an escape sequence.
  public var escapeDelay = 25
  /// Milliseconds without input after which an unfinished bracketed paste is ended.
  public var pasteTimeout = 1000
  /// How many `read(2)` calls were made (tests and the benchmark count them).
  public private(set) var readCalls = 0
  /// True once the terminal reported end of input or an error: it is gone.
  public private(set) var hungUp = false

  private var decoder = KeyDecoder()
  private var queue: [TerminalEvent] = []
  private var head = 0
  private var block: [UInt8]

  /// Reads `descriptor`, which the caller keeps open.
  public init(descriptor: Int32) {
    self.descriptor = descriptor
    block = [UInt8](repeating: 0, count: Self.blockSize)
  }

  /// The next decoded event, if one is waiting.
  public func next() -> TerminalEvent? {
    guard head < queue.count else { return nil }
    let event = queue[head]
    head += 1
    if head == queue.count {
      queue.removeAll(keepingCapacity: true)
      head = 0
    }
    return event
  }

  /// True when decoded events are waiting.
  public var hasEvents: Bool { head < queue.count }

  /// Waits until the terminal or `wake` is readable, or `milliseconds` pass.
  public func wait(wake: Int32?, milliseconds: Int) -> Wake {
    var descriptors = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
    if let wake { descriptors.append(pollfd(fd: wake, events: Int16(POLLIN), revents: 0)) }
    let ready = poll(&descriptors, nfds_t(descriptors.count), Int32(max(0, milliseconds)))
    guard ready > 0 else { return .timeout }
    if descriptors.count > 1 && descriptors[1].revents & Int16(POLLIN) != 0 { return .wake }
    return descriptors[0].revents != 0 ? .input : .timeout
  }

  /// Reads one block, then whatever finishes a sequence or paste it started, and queues
  /// the events. `interrupted` is asked while a paste waits for more, so a signal ends
  /// the wait. Returns false when the terminal has hung up (see `hungUp`).
  @discardableResult
  public func readAvailable(interrupted: () -> Bool = { false }) -> Bool {
    guard readBlock() else { return endOfInput() }
    var silence = 0
    while decoder.isPending || decoder.isInPaste {
      let wait = decoder.isInPaste ? 50 : escapeDelay
      if readable(within: wait) {
        silence = 0
        guard readBlock() else { return endOfInput() }
        continue
      }
      silence += wait
      if decoder.isInPaste {
        if silence >= pasteTimeout || interrupted() { enqueue(decoder.endPaste()) }
        continue
      }
      enqueue(decoder.flush())
    }
    return true
  }

  private func endOfInput() -> Bool {
    hungUp = true
    enqueue(decoder.endPaste())
    enqueue(decoder.flush())
    return false
  }

  /// One `read(2)` of up to `blockSize` bytes, decoded; false at end of input or on an
  /// error other than an interruption.
  private func readBlock() -> Bool {
    readCalls += 1
    let count = block.withUnsafeMutableBytes { raw in
      read(descriptor, raw.baseAddress, raw.count)
    }
    if count < 0 { return errno == EINTR || errno == EAGAIN }
    if count == 0 { return false }
    let events = block.withUnsafeBufferPointer { all in
      decoder.feed(buffer: UnsafeBufferPointer(rebasing: all[..<count]))
    }
    enqueue(events)
    return true
  }

  private func readable(within milliseconds: Int) -> Bool {
    var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&entry, 1, Int32(milliseconds)) > 0
  }

  private func enqueue(_ events: [TerminalEvent]) {
    queue += events
  }
}
