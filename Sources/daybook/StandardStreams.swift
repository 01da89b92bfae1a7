#if canImport(Glibc)
  import Glibc
#endif

/// A command's standard streams, as what it needs of them: where its text goes, where its
/// input comes from, and what is at the other end. The program runs on the process's own
/// (`process()`); tests run commands in-process on captured ones, with no binary to spawn.
struct StandardStreams {
  /// Where stdin is read from: a descriptor, so a pipe, a FIFO or a file read alike.
  var input: Int32
  var inputIsTerminal: Bool
  var outputIsTerminal: Bool
  /// Whether box-drawing and emoji can be shown (the locale's codeset is UTF-8).
  var localeIsUTF8: Bool
  /// Writes bytes to stdout / stderr, whole.
  var writeOutput: ([UInt8]) -> Void
  var writeError: ([UInt8]) -> Void

  /// The process's descriptors 0, 1 and 2.
  static func process() -> StandardStreams {
    StandardStreams(
      input: STDIN_FILENO, inputIsTerminal: isatty(STDIN_FILENO) == 1,
      outputIsTerminal: isatty(STDOUT_FILENO) == 1, localeIsUTF8: localeIsUTF8(),
      writeOutput: { writeAll($0, to: STDOUT_FILENO) },
      writeError: { writeAll($0, to: STDERR_FILENO) })
  }

  /// Writes every byte, going on after an interrupted or short write; stops on an error
  /// (a closed pipe: the reader is gone).
  static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
    bytes.withUnsafeBytes { raw in
      guard var pointer = raw.baseAddress else { return }
      var remaining = raw.count
      while remaining > 0 {
        let written = write(descriptor, pointer, remaining)
        if written < 0 {
          if errno == EINTR { continue }
          return
        }
        remaining -= written
        pointer += written
      }
    }
  }

  private static func localeIsUTF8() -> Bool {
    guard setlocale(LC_CTYPE, "") != nil, let codeset = nl_langinfo(nl_item(CODESET)) else {
      return false
    }
    let name = String(cString: codeset).lowercased()
    return name == "utf-8" || name == "utf8"
  }
}
