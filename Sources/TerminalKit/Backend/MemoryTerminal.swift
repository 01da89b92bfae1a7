/// A terminal in memory for tests: events are queued by the test, frames are recorded.
public final class MemoryTerminal: TerminalBackend {
  /// The current size; `resize(to:)` changes it and queues a resize event.
  public private(set) var size: Size
  /// Events `nextEvent` will return, first to last.
  public var queuedEvents: [TerminalEvent]
  /// Every frame presented, oldest first.
  public private(set) var frames: [Canvas] = []
  /// The cursor of the last frame.
  public private(set) var cursor: (x: Int, y: Int)?
  /// True between `start()` and `stop()`.
  public private(set) var isStarted = false
  /// True between `suspend()` and `resume()`.
  public private(set) var isSuspended = false
  /// How often `stop()` was called.
  public private(set) var stopCount = 0
  /// A signal to report through `pendingSignal` (tests set it).
  public var pendingSignal: Int32?
  /// The colours this terminal claims to show.
  public var colorDepth = ColorDepth.truecolor
  /// Whether this terminal claims to show hyperlinks (the frames keep `Canvas.links`).
  public var hyperlinks = false

  /// A terminal of the given size with some events already queued.
  public init(size: Size = Size(width: 80, height: 24), events: [TerminalEvent] = []) {
    self.size = size
    self.queuedEvents = events
  }

  /// The last frame presented, if any.
  public var lastFrame: Canvas? { frames.last }

  /// The lines of the last frame (empty before the first frame).
  public var lines: [String] { frames.last?.lines ?? [] }

  /// Queues events.
  public func enqueue(_ events: TerminalEvent...) {
    queuedEvents += events
  }

  /// Queues the keys for each character of a string (typing it).
  public func type(_ text: String) {
    var decoder = KeyDecoder()
    queuedEvents += decoder.feed(text) + decoder.flush()
  }

  /// Changes the size and queues the matching resize event.
  public func resize(to newSize: Size) {
    size = newSize
    queuedEvents.append(.resize(newSize))
  }

  public func start() throws {
    isStarted = true
  }

  public func stop() {
    isStarted = false
    stopCount += 1
  }

  public func present(_ canvas: Canvas, cursor: (x: Int, y: Int)?) {
    frames.append(canvas)
    self.cursor = cursor
  }

  public func nextEvent(timeoutMilliseconds: Int) -> TerminalEvent? {
    queuedEvents.isEmpty ? nil : queuedEvents.removeFirst()
  }

  public func suspend() {
    isSuspended = true
  }

  public func resume() {
    isSuspended = false
  }
}
