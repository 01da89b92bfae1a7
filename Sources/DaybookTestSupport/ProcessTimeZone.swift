import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// The process's `TZ`, shared by every test in the test process. A test that sets it and one
/// that runs a command in-process (whose days come from the C library's local time) take
/// turns here, whichever test target they are in.
public enum ProcessTimeZone {
  private static let lock = Mutex(())

  /// Runs `body` with `TZ` set to `zone`, then restores the previous `TZ`.
  public static func with(_ zone: String, _ body: () -> Void) {
    lock.withLock { _ in
      let saved = getenv("TZ").map { String(cString: $0) }
      if saved != zone {
        setenv("TZ", zone, 1)
        tzset()
      }
      defer {
        if saved != zone {
          if let saved { setenv("TZ", saved, 1) } else { unsetenv("TZ") }
          tzset()
        }
      }
      body()
    }
  }
}
