#if canImport(Glibc)
import Glibc
#endif
import DaybookCore

/// `daybook export`: the whole journal as JSON, to stdout or a private file.
enum ExportCommand: Command {
  static let name = "export"
  static let summary = Text.summary
  static let help = Text.help
  static let spec = ArgumentSpec(flags: ["force"], options: ["format", "output"])

  static func run(_ arguments: ParsedArguments, context: Context) throws {
    if let word = arguments.positionals.first { throw CommandError.usage(Text.unexpected(word)) }
    let format = arguments.value("format") ?? "json"
    guard format == "json" else { throw CommandError.usage(Text.unsupportedFormat(format)) }
    let path = arguments.value("output")
    let force = arguments.has("force")
    if let path, path != "-", !force, access(path, F_OK) == 0 {
      throw CommandError.failure(Text.exists(path))
    }
    let json = try context.journal().exportJSON()
    guard let path, path != "-" else {
      context.output.raw(json)
      return
    }
    try write(json, to: path, replacing: force)
    context.output.line(Text.exported(path))
  }

  /// Creates `path` as 0600. Without `replacing`, an existing file is never touched; with it,
  /// the new text goes to a temporary file first and is renamed over the old one, so a
  /// failure halfway leaves the old file whole.
  private static func write(_ text: String, to path: String, replacing: Bool) throws {
    let bytes = Array(text.utf8)
    if !replacing {
      let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
      guard descriptor >= 0 else {
        throw CommandError.failure(
          errno == EEXIST ? Text.exists(path) : Text.cannotWrite(path, errnoText()))
      }
      guard writeAll(bytes, to: descriptor) else {
        let reason = errnoText()
        close(descriptor)
        unlink(path)
        throw CommandError.failure(Text.cannotWrite(path, reason))
      }
      close(descriptor)
      return
    }
    var template = Array((path + ".tmp-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkstemp($0) } ?? -1
    }
    guard descriptor >= 0 else { throw CommandError.failure(Text.cannotWrite(path, errnoText())) }
    let temporary = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let written = writeAll(bytes, to: descriptor) && fsync(descriptor) == 0
    let reason = errnoText()
    close(descriptor)
    guard written, rename(temporary, path) == 0 else {
      let failure = written ? errnoText() : reason
      unlink(temporary)
      throw CommandError.failure(Text.cannotWrite(path, failure))
    }
  }

  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    bytes.withUnsafeBytes { raw in
      guard var pointer = raw.baseAddress else { return true }
      var remaining = raw.count
      while remaining > 0 {
        let count = Glibc.write(descriptor, pointer, remaining)
        if count < 0 {
          if errno == EINTR { continue }
          return false
        }
        remaining -= count
        pointer += count
      }
      return true
    }
  }

  private static func errnoText() -> String { String(cString: strerror(errno)) }
}

private enum Text {
  static let summary = "write the whole journal as JSON"
  static let help = """
    Usage: daybook export [--format json] [--output FILE [--force]]

    Writes every entry (with revisions), plant (with care), todo, intake record and setting
    as one JSON document: to stdout, or to FILE created readable by you only. An existing
    FILE is kept unless --force.
    """
  static func unexpected(_ word: String) -> String { "unexpected argument \"\(word)\"" }
  static func unsupportedFormat(_ format: String) -> String {
    "unsupported format \"\(format)\" (expected json)"
  }
  static func exists(_ path: String) -> String {
    "\(path) already exists (use --force to replace it)"
  }
  static func cannotWrite(_ path: String, _ reason: String) -> String {
    "cannot write \(path): \(reason)"
  }
  static func exported(_ path: String) -> String { "Exported the journal to \(path)" }
}
