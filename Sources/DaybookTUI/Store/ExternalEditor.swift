import DaybookCore

#if canImport(Glibc)
  import Glibc
#endif

/// Runs `$VISUAL`/`$EDITOR` (else `vi`) on a private temporary file, without a shell.
enum ExternalEditor {
  /// The text handed to the editor for an entry, as the editor pane holds it: the first
  /// line is the title, the lines after it the body.
  static func text(of entry: Entry) -> String {
    entry.body.isEmpty ? entry.title : entry.title + "\n" + entry.body
  }

  /// The program and its arguments: `$VISUAL`, else `$EDITOR`, else `vi`, split on spaces
  /// (so `code -w` works) and never passed through a shell.
  static func command(environment: [String: String]) -> [String] {
    for name in ["VISUAL", "EDITOR"] {
      let words = (environment[name] ?? "").split(separator: " ").map(String.init)
      if !words.isEmpty { return words }
    }
    return ["vi"]
  }

  /// Edits `text`; nil when the file could not be made, the editor failed or exited non-zero.
  static func edit(_ text: String, environment: [String: String]) -> String? {
    let folder = environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    var template = Array((folder + "/daybook-XXXXXX.md").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
      guard let base = buffer.baseAddress else { return -1 }
      return mkstemps(base, 3)
    }
    guard descriptor >= 0 else { return nil }
    let path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    defer { unlink(path) }
    fchmod(descriptor, 0o600)
    let bytes = Array(text.utf8)
    let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
    guard written == bytes.count else { return nil }
    guard run(command(environment: environment) + [path]) == 0 else { return nil }
    return read(path)
  }

  /// Runs a program found on `PATH` with an argument vector; returns its exit status.
  static func run(_ arguments: [String]) -> Int32? {
    var cArguments = arguments.map { strdup($0) }
    cArguments.append(nil)
    defer { cArguments.forEach { free($0) } }
    var pid: pid_t = 0
    let status = posix_spawnp(&pid, arguments[0], nil, nil, &cArguments, environ)
    guard status == 0 else { return nil }
    var exit: Int32 = 0
    while waitpid(pid, &exit, 0) < 0 {
      if errno != EINTR { return nil }
    }
    // WIFEXITED / WEXITSTATUS are macros Swift does not import.
    return (exit & 0x7f) == 0 ? (exit >> 8) & 0xff : nil
  }

  static func read(_ path: String) -> String? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      bytes += buffer[..<count]
      if count < buffer.count { break }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Stops this process as Ctrl-Z would; returns when the shell continues it.
  static func stopProcess() {
    raise(SIGTSTP)
  }
}
