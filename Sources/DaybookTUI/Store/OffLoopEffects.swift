import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Runs long-running effects off the input loop and hands their results back to it.
///
/// Each effect runs on a thread of its own, not on Swift's cooperative pool: the work blocks
/// (SQLite), and blocked pool threads would hold up every other task. A newer effect with
/// the same `CancelID` supersedes the older one (whatever the older one still returns is
/// dropped), and so does `cancel(_:)`. A finished effect's actions wait here until the loop takes them;
/// a byte written to a pipe wakes the loop, which watches the pipe's read end beside the
/// terminal (`TerminalBackend.wake(on:)`).
public final class OffLoopEffects: Sendable {
  /// Performs one effect on whatever thread the task runs on; it must open its own
  /// connections (a SQLite connection belongs to one thread).
  public typealias Work = @Sendable (LongRunningEffect) -> [AppAction]

  private struct Finished {
    var id: CancelID
    var generation: Int
    var actions: [AppAction]
  }

  private struct Book {
    /// The generation of the newest request per id; a result of any other is stale.
    var current: [CancelID: Int] = [:]
    var finished: [Finished] = []
    var nextGeneration = 0
  }

  private let work: Work
  private let book = Mutex(Book())
  /// Read end (watched by the loop) and write end of the wake-up pipe; -1 when none.
  public let wakeDescriptor: Int32
  private let wakeWriter: Int32

  public init(work: @escaping Work) {
    self.work = work
    var ends: [Int32] = [-1, -1]
    if pipe(&ends) == 0 {
      for end in ends {
        _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        _ = fcntl(end, F_SETFD, FD_CLOEXEC)
      }
    } else {
      ends = [-1, -1]
    }
    wakeDescriptor = ends[0]
    wakeWriter = ends[1]
  }

  deinit {
    if wakeDescriptor >= 0 { close(wakeDescriptor) }
    if wakeWriter >= 0 { close(wakeWriter) }
  }

  /// Starts `effect`, superseding any effect still running or waiting under `id`.
  public func start(_ effect: LongRunningEffect, id: CancelID) {
    let generation = book.withLock { book -> Int in
      book.finished.removeAll { $0.id == id }
      book.nextGeneration += 1
      book.current[id] = book.nextGeneration
      return book.nextGeneration
    }
    let started = Self.spawn { [self] in
      guard isCurrent(id, generation) else { return }
      finish(id: id, generation: generation, work(effect))
    }
    if !started {
      // No thread to be had: do it here rather than never.
      finish(id: id, generation: generation, work(effect))
    }
  }

  /// True while `generation` is the newest request under `id` (long work may ask, to stop
  /// early).
  func isCurrent(_ id: CancelID, _ generation: Int) -> Bool {
    book.withLock { $0.current[id] == generation }
  }

  /// Stops the effect under `id`: a result it still delivers is dropped.
  public func cancel(_ id: CancelID) {
    book.withLock { book in
      book.current.removeValue(forKey: id)
      book.finished.removeAll { $0.id == id }
    }
  }

  /// The actions of the effects finished since the last call, oldest first; stale ones are
  /// gone. Empties the wake-up pipe.
  public func takeFinished() -> [AppAction] {
    drainWakeups()
    return book.withLock { book -> [AppAction] in
      let ready = book.finished.filter { book.current[$0.id] == $0.generation }
      for item in ready { book.current.removeValue(forKey: item.id) }
      book.finished = []
      return ready.flatMap(\.actions)
    }
  }

  /// True while an effect runs or its result waits to be taken.
  public var isBusy: Bool { book.withLock { !$0.current.isEmpty } }

  /// Blocks until an effect finishes or `milliseconds` pass (tests, and loops with no
  /// terminal to watch).
  public func waitForWakeup(milliseconds: Int32) {
    guard wakeDescriptor >= 0 else { return }
    var descriptor = pollfd(fd: wakeDescriptor, events: Int16(POLLIN), revents: 0)
    _ = poll(&descriptor, 1, milliseconds)
  }

  private func finish(id: CancelID, generation: Int, _ actions: [AppAction]) {
    let kept = book.withLock { book -> Bool in
      guard book.current[id] == generation else { return false }
      book.finished.append(Finished(id: id, generation: generation, actions: actions))
      return true
    }
    guard kept, wakeWriter >= 0 else { return }
    var byte: UInt8 = 1
    _ = write(wakeWriter, &byte, 1)
  }

  /// Runs `body` on a new detached thread; false when none could be made.
  private static func spawn(_ body: @escaping @Sendable () -> Void) -> Bool {
    let box = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
    var thread = pthread_t()
    let made = pthread_create(
      &thread, nil,
      { raw in
        guard let raw else { return nil }
        Unmanaged<ThreadBody>.fromOpaque(raw).takeRetainedValue().body()
        return nil
      }, box)
    guard made == 0 else {
      Unmanaged<ThreadBody>.fromOpaque(box).release()
      return false
    }
    pthread_detach(thread)
    return true
  }

  private final class ThreadBody: Sendable {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
  }

  private func drainWakeups() {
    guard wakeDescriptor >= 0 else { return }
    var buffer = [UInt8](repeating: 0, count: 64)
    while buffer.withUnsafeMutableBytes({ read(wakeDescriptor, $0.baseAddress, $0.count) }) > 0 {}
  }
}
