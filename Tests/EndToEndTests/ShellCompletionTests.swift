import Expectations
import Foundation
import Testing

/// Completion in real interactive shells, driven through tmux as a user types: for each
/// hostile plant name, `daybook water PREFIX` then Tab, then the line is turned into
/// `args daybook water …` (Ctrl-A, typed) and entered; `args` writes the words it got. The
/// inserted text must be the exact name and nothing in a name may run (a `touch` of a canary
/// file in the names must never happen). bash always; zsh and fish when installed (skipped
/// with a message otherwise). No rc file of the user's is read: HOME is a temporary folder.
@Suite struct ShellCompletionTests {
  /// A plant name and what is typed before Tab to pick it alone.
  struct Name {
    var name: String
    var typed: String
    /// Words before the name on the entered line (`--` before a name that starts with `-`).
    var before: [String] = []
  }

  static func names(canary: String) -> [Name] {
    [
      Name(name: "`touch \(canary)`", typed: "\\`"),
      Name(name: "$(touch \(canary))", typed: "\\$"),
      Name(name: "b;c", typed: "b"),
      Name(name: "d*", typed: "d"),
      Name(name: "e'quote", typed: "e"),
      Name(name: "f\"dq", typed: "f"),
      Name(name: "g h", typed: "g"),
      Name(name: "h\nnewline", typed: "h"),
      Name(name: "i\ttab", typed: "i"),
      Name(name: "-dash", typed: "-- -", before: ["--"]),
      Name(name: "몬스테라 미니", typed: "몬"),
      Name(name: "🌱 sprout", typed: "🌱"),
      Name(name: "j\u{1B}[2J", typed: "j"),
      Name(name: "k\u{202E}rtl", typed: "k"),
      Name(name: "m:n=o@p", typed: "m:"),
      Name(name: "q!bang", typed: "q"),
      Name(name: "r'x", typed: "'r"),
    ]
  }

  static func tool(_ name: String) -> String? {
    ["/usr/bin/", "/bin/", "/usr/local/bin/"].map { $0 + name }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// A journal holding every name, in `sandbox`.
  func journal(_ sandbox: Sandbox, canary: String) throws {
    for entry in Self.names(canary: canary) {
      let result = try sandbox.run(["plant", "add", "--every", "7", "--", entry.name])
      expectEqual(result.status, 0, "\(result)")
    }
  }

  enum Shell: String { case bash, zsh, fish }

  /// Starts `shell` in tmux with only our completion script and an `args` function, types
  /// each name's line, and returns the words each `args` got.
  func typeEveryName(_ shell: Shell, tmux: String, program: String) throws {
    let sandbox = try Sandbox()
    let folder = sandbox.folder.path
    let canary = folder + "/canary"
    try journal(sandbox, canary: canary)
    let script = folder + "/daybook." + shell.rawValue
    let printed = try sandbox.run(["__completions", shell.rawValue], at: nil)
    try printed.stdout.write(toFile: script, atomically: true, encoding: .utf8)
    let argsFile = folder + "/args"
    let ready = folder + "/ready"
    var environment = [
      "PATH": URL(fileURLWithPath: Sandbox.binary).deletingLastPathComponent().path
        + ":/usr/bin:/bin",
      "HOME": folder, "LANG": "C.UTF-8", "TZ": "UTC", "TERM": "xterm-256color",
      "DAYBOOK_DB": sandbox.database, "XDG_CONFIG_HOME": folder + "/config",
      "XDG_DATA_HOME": folder + "/data", "XDG_CACHE_HOME": folder + "/cache",
      "HISTFILE": folder + "/history",
    ]
    var command: [String]
    switch shell {
    case .bash:
      try """
      PS1='> '
      args() { printf '%s\\0' "$#" "$@" >> \(argsFile); }
      source \(script)
      : > \(ready)
      """.write(toFile: folder + "/rc.bash", atomically: true, encoding: .utf8)
      command = [program, "--noprofile", "--rcfile", folder + "/rc.bash", "-i"]
    case .zsh:
      environment["ZDOTDIR"] = folder
      try """
      PS1='> '
      args() { printf '%s\\0' "$#" "$@" >> \(argsFile); }
      autoload -Uz compinit && compinit -u -d \(folder)/zcompdump
      source \(script)
      : > \(ready)
      """.write(toFile: folder + "/.zshrc", atomically: true, encoding: .utf8)
      // -d: no /etc/zsh files; the .zshrc is ours (ZDOTDIR).
      command = [program, "-d", "-i"]
    case .fish:
      try """
      function fish_prompt; echo '> '; end
      function args; printf '%s\\0' (count $argv) $argv >> \(argsFile); end
      source \(script)
      touch \(ready)
      """.write(toFile: folder + "/init.fish", atomically: true, encoding: .utf8)
      command = [program, "--no-config", "-C", "source " + folder + "/init.fish"]
    }
    let socket = folder + "/tmux.sock"
    // Spawn, not Process: a tmux server keeps a pipe open, and the runner's blocked signals
    // would carry over to the shell (see `Spawn`).
    @discardableResult func tmuxRun(_ arguments: [String], capture: Bool = false) -> String {
      let result = Spawn.run(
        [tmux, "-S", socket, "-f", "/dev/null"] + arguments, environment: environment,
        capture: capture)
      expectEqual(result.status, 0, "tmux \(arguments): \(result.output)")
      return result.output
    }
    let shellLine = command.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
    let environmentWords = environment.map { "'\($0.key)=\($0.value)'" }.sorted()
    tmuxRun([
      "new-session", "-d", "-s", "t", "-x", "200", "-y", "50",
      (["env", "-i"] + environmentWords + shellLine).joined(separator: " "),
    ])
    defer { tmuxRun(["kill-server"]) }
    #expect(
      Self.waitFor(seconds: 10) { FileManager.default.fileExists(atPath: ready) },
      "\(shell) did not start")

    let names = Self.names(canary: canary)
    var records: [[String]] = []
    for (index, entry) in names.enumerated() {
      tmuxRun(["send-keys", "-t", "t", "-l", "daybook water " + entry.typed])
      tmuxRun(["send-keys", "-t", "t", "Tab"])
      // The answer is in the line before the shell reads the next key.
      tmuxRun(["send-keys", "-t", "t", "C-a"])
      tmuxRun(["send-keys", "-t", "t", "-l", "args "])
      tmuxRun(["send-keys", "-t", "t", "Enter"])
      let arrived = Self.waitFor(seconds: 10) {
        records = Self.records(argsFile)
        return records.count > index
      }
      guard arrived else {
        let screen = tmuxRun(["capture-pane", "-p", "-t", "t"], capture: true)
        Issue.record("\(shell): no line entered for \(entry.name.debugDescription)\n\(screen)")
        return
      }
    }
    for (entry, record) in zip(names, records) {
      // fish takes a tab as the start of a description: a name holding one is not offered.
      let expected =
        shell == .fish && entry.name.contains("\t")
        ? ["daybook", "water", entry.typed]
        : ["daybook", "water"] + entry.before + [entry.name]
      expectEqual(record, expected, "\(shell) \(entry.typed)")
    }
    #expect(!FileManager.default.fileExists(atPath: canary), "\(shell) ran a name")
  }

  /// The `args` records: a count, then that many words, all NUL-terminated.
  static func records(_ path: String) -> [[String]] {
    guard let data = FileManager.default.contents(atPath: path) else { return [] }
    var fields = data.split(separator: 0, omittingEmptySubsequences: false)
      .map { String(decoding: $0, as: UTF8.self) }[...]
    var records: [[String]] = []
    while let first = fields.first, let count = Int(first), fields.count > count {
      records.append(Array(fields.dropFirst().prefix(count)))
      fields = fields.dropFirst(count + 1)
    }
    return records
  }

  static func waitFor(seconds: Double, _ done: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if done() { return true }
      usleep(10_000)
    }
    return done()
  }

  func run(_ shell: Shell) throws {
    guard let tmux = Self.tool("tmux") else {
      print("ShellCompletionTests: skipped \(shell), tmux is not installed")
      return
    }
    guard let program = Self.tool(shell.rawValue) else {
      print("ShellCompletionTests: skipped, \(shell) is not installed (apt-get install \(shell))")
      return
    }
    try typeEveryName(shell, tmux: tmux, program: program)
  }

  @Test func bashInsertsEveryNameExactlyAndRunsNothing() throws { try run(.bash) }
  @Test func zshInsertsEveryNameExactlyAndRunsNothing() throws { try run(.zsh) }
  @Test func fishInsertsEveryNameExactlyAndRunsNothing() throws { try run(.fish) }
}
