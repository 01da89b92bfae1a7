#if canImport(Glibc)
import Glibc
#endif

/// Composing text in the user's editor: `$VISUAL`, else `$EDITOR`, else `vi`, started
/// directly with an argument vector (never through a shell) on a private temporary file.
enum Editor {
  /// The editor's words: the variable split on spaces only (no quoting, no expansion).
  static func command(environment: [String: String]) -> [String] {
    for variable in ["VISUAL", "EDITOR"] {
      let words = (environment[variable] ?? "").split(separator: " ").map(String.init)
      if !words.isEmpty { return words }
    }
    return ["vi"]
  }

  /// Opens the editor on an empty temporary file and returns what was saved in it.
  static func compose(environment: [String: String]) throws(CommandError) -> String {
    let folder = environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    var template = Array((folder + "/daybook-XXXXXX.md").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkstemps($0, 3) } ?? -1
    }
    guard descriptor >= 0 else {
      throw .failure(EditorText.cannotCreateTemp(String(cString: strerror(errno))))
    }
    close(descriptor)
    let path = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    defer { unlink(path) }
    let words = command(environment: environment)
    let status = spawnAndWait(words + [path])
    guard status == 0 else { throw .failure(EditorText.editorFailed(words[0], status)) }
    do {
      return try Input.readFile(path)
    } catch {
      throw .failure(Input.describe(error))
    }
  }

  /// Runs a program found on `PATH` with the terminal inherited; its exit status, or -1 when
  /// it could not start, or 128 + signal when it was killed.
  private static func spawnAndWait(_ words: [String]) -> Int32 {
    var argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid = pid_t()
    let spawned = posix_spawnp(&pid, words[0], nil, nil, &argv, environ)
    guard spawned == 0 else { return -1 }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      if errno != EINTR { return -1 }
    }
    let signal = status & 0x7F
    return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
  }
}

private enum EditorText {
  static func cannotCreateTemp(_ reason: String) -> String {
    "cannot create a temporary file: \(reason)"
  }
  static func editorFailed(_ editor: String, _ status: Int32) -> String {
    status == -1
      ? "could not start the editor \"\(editor)\"; nothing written"
      : "the editor \"\(editor)\" exited with status \(status); nothing written"
  }
}
