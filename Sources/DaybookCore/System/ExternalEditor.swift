#if canImport(Glibc)
  import Glibc
#endif

/// The user's editor: `$VISUAL`, else `$EDITOR`, else `vi`, started with an argument vector
/// (never a shell) on the terminal, editing a private file made inside the journal's folder,
/// so the diary's text never lands in a shared `/tmp`; the file is removed afterwards. The
/// one editor launcher, for `daybook write` and the view's `E`.
public enum ExternalEditor {
  public enum Failure: Error, Equatable {
    /// The file to edit could not be made (errno).
    case cannotCreateFile(Int32)
    /// The editor could not be started.
    case cannotStart(program: String)
    /// The editor exited with this status (128 + a signal when killed).
    case failed(program: String, status: Int32)
    /// The edited file could not be read back (errno).
    case cannotRead(Int32)
  }

  /// The program and its arguments: `$VISUAL`, else `$EDITOR`, else `vi`, split on spaces
  /// only (so `code -w` works; no quoting, no expansion).
  public static func command(environment: [String: String]) -> [String] {
    for name in ["VISUAL", "EDITOR"] {
      let words = (environment[name] ?? "").split(separator: " ").map(String.init)
      if !words.isEmpty { return words }
    }
    return ["vi"]
  }

  /// Opens the editor on a new `0600` file in `folder` holding `text` and returns what was
  /// saved in it.
  public static func edit(_ text: String, in folder: String, environment: [String: String])
    throws(Failure) -> String
  {
    var template = Array((folder + "/.daybook-edit-XXXXXX.md").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkstemps($0, 3) } ?? -1
    }
    guard descriptor >= 0 else { throw .cannotCreateFile(errno) }
    let path = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    defer { unlink(path) }
    fchmod(descriptor, 0o600)
    let bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      written += count
    }
    let writeError = errno
    close(descriptor)
    guard written == bytes.count else { throw .cannotCreateFile(writeError) }
    let words = command(environment: environment)
    let status: Int32
    do {
      // `environment` chooses the editor; the editor itself runs in this process's own.
      status = try ChildProcess.run(words + [path], ChildProcess.Options(streams: .inherited))
        .status
    } catch {
      throw .cannotStart(program: words[0])
    }
    // A program that is not on PATH: posix_spawnp reports it at once, but a shell-less
    // start of a missing interpreter comes back as 127.
    guard status != 127 else { throw .cannotStart(program: words[0]) }
    guard status == 0 else { throw .failed(program: words[0], status: status) }
    return try read(path)
  }

  static func read(_ path: String) throws(Failure) -> String {
    guard let file = fopen(path, "rb") else { throw .cannotRead(errno) }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      bytes += buffer[..<count]
      if count < buffer.count { break }
    }
    guard ferror(file) == 0 else { throw .cannotRead(EIO) }
    return String(decoding: bytes, as: UTF8.self)
  }
}
