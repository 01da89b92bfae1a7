import DaybookCore
import TerminalKit

#if canImport(Glibc)
  import Glibc
#endif

/// The screen Daybook starts on, kept from the last quit so the next start can show it
/// before the journal is even opened.
///
/// At a normal quit the start screen is rendered from a fresh start state (what a new
/// process would show first) and, once the journal is closed, written to
/// `$XDG_CACHE_HOME/daybook/screen-<hash of the journal path>` (default `~/.cache`; folder
/// 0700, file 0600: it holds the first lines of an entry) together with the facts it
/// depends on: the journal file and its write-ahead log (inode, size, change and
/// modification times), the binary, the day, the time zone, the environment that picks
/// language, colours and themes, and every theme file. The next start shows it only when
/// every fact is unchanged and the terminal has the same size; the real first frame follows
/// at once either way, drawn over it cell by cell, so a screen kept wrongly could only ever
/// flash for the few milliseconds of loading. Any write to the journal (the command line,
/// another window) changes the facts, and that start simply loads first.
public final class StartScreen {
  /// Set to `0` to neither show nor keep a start screen.
  public static let variable = "DAYBOOK_START_SCREEN"

  let file: String?
  private let journalPath: String
  private let environment: [String: String]
  private let executablePath: String
  private let clock: Clock
  /// The screen rendered at quit and its day, waiting for the journal to close.
  var pending: (canvas: Canvas, today: Day)?

  public init(
    journalPath: String, environment: [String: String], executablePath: String, clock: Clock
  ) {
    self.journalPath = Self.absolute(journalPath)
    self.environment = environment
    self.executablePath = executablePath
    self.clock = clock
    file = environment[Self.variable] == "0" ? nil : Self.cacheFile(for: self.journalPath, environment)
  }

  /// The kept screen when it still holds for this start and the terminal is `size`.
  public func load(size: Size) -> Canvas? {
    guard let file, let bytes = Self.read(file) else { return nil }
    // The facts, a blank line, then the canvas.
    let facts = Array(self.facts(today: clock.today).utf8) + [10, 10]
    guard bytes.count > facts.count, bytes[..<facts.count].elementsEqual(facts),
      let canvas = CanvasArchive.decode(Array(bytes[facts.count...])), canvas.size == size
    else { return nil }
    return canvas
  }

  /// Writes the screen rendered at quit; call once the journal is closed, so the facts are
  /// those the next start will see. Failing to write only costs the next start its head
  /// start.
  public func savePending() {
    guard let file, let (canvas, today) = pending else { return }
    pending = nil
    let folder = String(file[..<(file.lastIndex(of: "/") ?? file.startIndex)])
    Self.makeFolders(folder)
    let bytes = Array(facts(today: today).utf8) + [10, 10] + CanvasArchive.encode(canvas)
    let temporary = file + ".\(getpid()).tmp"
    guard Self.write(bytes, to: temporary) else {
      unlink(temporary)
      return
    }
    if rename(temporary, file) != 0 { unlink(temporary) }
  }

  /// Everything the start screen depends on that can be known without opening the journal.
  func facts(today: Day) -> String {
    var lines = ["daybook start screen 1", "journal " + journalPath]
    lines.append("journal-file " + Self.stamp(journalPath))
    lines.append("journal-wal " + Self.stamp(journalPath + "-wal"))
    lines.append("binary \(executablePath) " + Self.stamp(executablePath))
    lines.append("today \(today.iso)")
    lines.append("localtime " + Self.stamp("/etc/localtime"))
    for name in [
      "TZ", "TERM", "COLORTERM", "NO_COLOR", "LANG", "LANGUAGE", "LC_ALL", "LC_CTYPE",
      "LC_MESSAGES", "HOME", "XDG_CONFIG_HOME",
    ] {
      lines.append("env \(name)=\(environment[name] ?? "-")")
    }
    let directories = ThemeLocator.searchDirectories(
      executablePath: executablePath, environment: environment)
    for directory in directories {
      lines.append("theme-folder \(directory) " + Self.stamp(directory))
    }
    for path in ThemeLocator.files(in: directories) {
      lines.append("theme \(path) " + Self.stamp(path))
    }
    // Control characters in a path or a variable could never make two different sets of
    // facts equal: each fact is on its own line, and the lines are compared whole.
    return lines.map { $0.replacing("\n", with: "\\n") }.joined(separator: "\n")
  }

  // MARK: - Files

  private static func cacheFile(for journalPath: String, _ environment: [String: String])
    -> String?
  {
    let base: String
    if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
      base = cache
    } else if let home = environment["HOME"], home.hasPrefix("/") {
      base = home + "/.cache"
    } else {
      return nil
    }
    return base + "/daybook/screen-" + hexHash(journalPath)
  }

  /// FNV-1a of the path: a stable file name per journal.
  static func hexHash(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01B3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  private static func absolute(_ path: String) -> String {
    if let resolved = realpath(path, nil) {
      defer { free(resolved) }
      return String(cString: resolved)
    }
    return path
  }

  /// Inode, size, and change and modification times in nanoseconds; "none" when missing.
  private static func stamp(_ path: String) -> String {
    var info = stat()
    guard stat(path, &info) == 0 else { return "none" }
    let changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
    let modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
    return "\(info.st_dev):\(info.st_ino) \(info.st_size) \(changed) \(modified)"
  }

  private static func makeFolders(_ folder: String) {
    var path = ""
    for part in folder.split(separator: "/") {
      path += "/" + part
      mkdir(path, 0o700)
    }
  }

  private static func read(_ path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 { return nil }
      if count == 0 { return bytes }
      bytes += buffer[..<count]
      // A start screen is a few tens of kilobytes; anything much larger is not one.
      if bytes.count > 8 << 20 { return nil }
    }
  }

  private static func write(_ bytes: [UInt8], to path: String) -> Bool {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { raw -> Int in
        guard let base = raw.baseAddress else { return -1 }
        return Glibc.write(descriptor, base + offset, raw.count - offset)
      }
      if written <= 0 { return false }
      offset += written
    }
    return true
  }
}
