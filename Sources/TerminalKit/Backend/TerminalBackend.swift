/// A terminal the app draws to and reads events from.
///
/// The app calls `start()` once, then loops: `nextEvent`, update state, render a
/// `Canvas` of `size`, `present` it. It checks `pendingSignal` each turn (SIGTERM,
/// SIGHUP, SIGINT were received) to save and quit, and always calls `stop()` at the end.
public protocol TerminalBackend: AnyObject {
  /// The current size in cells.
  var size: Size { get }
  /// Takes over the terminal (raw mode, alternate screen, mouse, bracketed paste).
  func start() throws
  /// Gives the terminal back as it was; safe to call more than once.
  func stop()
  /// Shows a frame; the cursor is shown at the given cell, or hidden when nil.
  func present(_ canvas: Canvas, cursor: (x: Int, y: Int)?)
  /// Waits up to `timeoutMilliseconds` (negative: forever) for an event; nil on timeout
  /// or when a signal arrived (see `pendingSignal`).
  func nextEvent(timeoutMilliseconds: Int) -> TerminalEvent?
  /// Gives the terminal back for a while (Ctrl-Z, running `$EDITOR`).
  func suspend()
  /// Takes the terminal again after `suspend()`; the next frame is drawn in full.
  func resume()
  /// The number of a termination signal that arrived and has not been handled, if any.
  var pendingSignal: Int32? { get }
  /// Makes `nextEvent` return nil as soon as `descriptor` is readable too, so work finished
  /// on another thread is seen without waiting for a key.
  func wake(on descriptor: Int32)
  /// The colours the terminal shows (known after `start()`); the app adapts its theme to it.
  var colorDepth: ColorDepth { get }
  /// Turns mouse reporting on (clicks and wheel come as events) or off (the terminal keeps
  /// drag-to-copy); off until called.
  func setMouseCapture(_ enabled: Bool)
  /// Whether the canvas's hyperlink runs (`Canvas.links`) reach the terminal as OSC 8.
  var hyperlinks: Bool { get }
}

extension TerminalBackend {
  /// Backends that never block (memory terminals in tests) have nothing to wake.
  public func wake(on descriptor: Int32) {}
  /// Backends without a mouse ignore it.
  public func setMouseCapture(_ enabled: Bool) {}
  /// Backends that do not know are taken to show every colour.
  public var colorDepth: ColorDepth { .truecolor }
  /// Backends that do not say send no hyperlinks.
  public var hyperlinks: Bool { false }
}
