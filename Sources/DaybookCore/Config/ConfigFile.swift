#if canImport(Glibc)
  import Glibc
#endif

/// The config file: `key = value` lines, `#` comment lines and blank lines. Read whole,
/// checked against `ConfigKey.all`, and changed one line at a time so comments, order and
/// the user's spacing elsewhere stay as they were.
public struct ConfigFile: Equatable, Sendable {
  /// The lines of the file, without their newlines.
  public private(set) var lines: [String]

  public init(text: String) {
    // "\r\n" is one Character to Swift: both line ends split.
    var lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
      .map(String.init)
    if lines.last == "" { lines.removeLast() }
    self.lines = lines
  }

  public var text: String { lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n" }

  /// `$XDG_CONFIG_HOME/daybook/config` (absolute or `~/…`), else `~/.config/daybook/config`
  /// when HOME is a folder that exists; nil with neither (HOME is never created).
  public static func defaultPath(environment: [String: String]) -> String? {
    if let config = EnvironmentPaths.xdgFolder("XDG_CONFIG_HOME", environment) {
      return config + "/daybook/config"
    }
    return EnvironmentPaths.home(environment).map { $0 + "/.config/daybook/config" }
  }

  /// What one line says.
  enum Line: Equatable {
    case blank
    case setting(key: String, value: String)
    case malformed
  }

  static func read(_ line: String) -> Line {
    let trimmed = line.trimmed
    if trimmed.isEmpty || trimmed.hasPrefix("#") { return .blank }
    guard let equals = trimmed.firstIndex(of: "=") else { return .malformed }
    let key = String(trimmed[..<equals]).trimmed
    guard !key.isEmpty else { return .malformed }
    return .setting(key: key, value: String(trimmed[trimmed.index(after: equals)...]).trimmed)
  }

  /// Every setting with its normalized value (a later line wins), and every line that is
  /// wrong. A wrong line is left out; the others still count.
  public func parse() -> (values: [String: String], problems: [ConfigProblem]) {
    var values: [String: String] = [:]
    var problems: [ConfigProblem] = []
    for (index, line) in lines.enumerated() {
      switch ConfigFile.read(line) {
      case .blank: continue
      case .malformed: problems.append(ConfigProblem(line: index + 1, kind: .notASetting(line)))
      case .setting(let key, let value):
        do {
          values[key] = try ConfigFile.check(key: key, value: value)
        } catch {
          problems.append(ConfigProblem(line: index + 1, kind: error))
        }
      }
    }
    return (values, problems)
  }

  /// The value as it is stored for `key`, or what is wrong with the pair.
  public static func check(key: String, value: String) throws(ConfigProblem.Kind) -> String {
    guard let definition = ConfigKey.named(key) else { throw .unknownKey(key) }
    guard let normalized = definition.values.normalized(value) else {
      throw .badValue(key: key, value: value, expected: definition.values)
    }
    return normalized
  }

  /// Sets `key` on the line that sets it now (the last such line), else on a new line at the
  /// end; every other line stays as it was.
  public mutating func set(_ key: String, to value: String) {
    let line = key + " = " + value
    if let index = lastLine(setting: key) {
      lines[index] = line
    } else {
      lines.append(line)
    }
  }

  /// Removes every line that sets `key`; true when there was one.
  @discardableResult
  public mutating func unset(_ key: String) -> Bool {
    let before = lines.count
    lines.removeAll {
      if case .setting(let name, _) = ConfigFile.read($0) { return name == key }
      return false
    }
    return lines.count != before
  }

  private func lastLine(setting key: String) -> Int? {
    lines.lastIndex {
      if case .setting(let name, _) = ConfigFile.read($0) { return name == key }
      return false
    }
  }

  // MARK: - On disk

  /// The largest config file read: a config is a few dozen short lines.
  public static let maxBytes = 1 << 20

  /// The file at `path`, or nil when there is none. Only a regular file of at most
  /// `maxBytes` is read (a link to one is followed, as dotfile managers make them): a FIFO,
  /// a device such as `/dev/zero`, a folder or a larger file is refused at once, never
  /// waited on or read to its end.
  public static func load(path: String) throws -> ConfigFile? {
    try readRegularFile(path).map { ConfigFile(text: $0) }
  }

  /// The text of the regular file at `path` (a link followed) of at most `maxBytes`; nil when
  /// there is none. Anything else is refused at once: config, templates and themes alike.
  public static func readRegularFile(_ path: String) throws -> String? {
    // O_NONBLOCK: opening a FIFO with no writer would otherwise wait for one forever.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
    guard descriptor >= 0 else {
      if errno == ENOENT || errno == ENOTDIR { return nil }
      throw JournalError(.cannotOpen, .cannotRead, path, errnoText())
    }
    defer { close(descriptor) }
    // What was opened is checked, not the name, so a swap after a look changes nothing.
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      throw JournalError(.cannotOpen, .cannotRead, path, errnoText())
    }
    guard (info.st_mode & S_IFMT) == S_IFREG else {
      throw JournalError(.invalid, .configNotRegular, path)
    }
    guard info.st_size <= maxBytes else {
      throw JournalError(.invalid, .configTooLarge, path, String(maxBytes / 1024 / 1024))
    }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while bytes.count <= maxBytes {
      let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { throw JournalError(.cannotOpen, .cannotRead, path, errnoText()) }
      if count == 0 { break }
      bytes += buffer[..<count]
    }
    // A file that grew past the limit while it was read.
    guard bytes.count <= maxBytes else {
      throw JournalError(.invalid, .configTooLarge, path, String(maxBytes / 1024 / 1024))
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Writes the file whole through a temporary file renamed over it, so a crash leaves the
  /// old file or the new one, never half of one. Its folder is made when missing.
  public func save(path: String) throws {
    let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
    try Journal.makeDirectories(folder)
    var template = Array((path + ".tmp-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkstemp($0) } ?? -1
    }
    guard descriptor >= 0 else { throw JournalError(.cannotOpen, .cannotCreate, path, errnoText()) }
    let temporary = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var info = stat()
    fchmod(descriptor, stat(path, &info) == 0 ? info.st_mode & 0o777 : 0o644)
    let bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else {
        let error = JournalError(.cannotOpen, .cannotWrite, path, errnoText())
        close(descriptor)
        unlink(temporary)
        throw error
      }
      written += count
    }
    guard fsync(descriptor) == 0, close(descriptor) == 0, rename(temporary, path) == 0 else {
      let error = JournalError(.cannotOpen, .cannotWrite, path, errnoText())
      unlink(temporary)
      throw error
    }
  }
}

/// A line of the config file that cannot be used, and why.
public struct ConfigProblem: Error, Equatable, Sendable {
  /// 1-based.
  public var line: Int
  public var kind: Kind

  public enum Kind: Error, Equatable, Sendable {
    case notASetting(String)
    case unknownKey(String)
    case badValue(key: String, value: String, expected: ConfigValues)
  }
}

extension String {
  fileprivate var trimmed: String {
    let start = firstIndex { !$0.isWhitespace } ?? endIndex
    let end = lastIndex { !$0.isWhitespace }.map { index(after: $0) } ?? start
    return String(self[start..<end])
  }
}
