#if canImport(Glibc)
  import Glibc
#endif

/// Writes straight to the file descriptors, so progress lines appear at once even when the
/// output is piped (and without touching C's shared `stdout`/`stderr` globals).
enum Output {
  static func line(_ text: String = "") { write(1, text + "\n") }

  static func error(_ text: String) { write(2, "daybook-bench: " + text + "\n") }

  private static func write(_ descriptor: Int32, _ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
      if written <= 0 { return }
      bytes = bytes.dropFirst(written)
    }
  }
}
