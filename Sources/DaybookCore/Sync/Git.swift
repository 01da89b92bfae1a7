#if canImport(Glibc)
  import Glibc
#endif

/// The system `git`, started with an argument vector (never a shell) in one work tree.
/// Credentials stay with git (ssh agent, credential helpers): Daybook passes none.
struct Git {
  struct Output {
    var status: Int32
    var stdout: [UInt8]
    var stderr: String
    var text: String { String(decoding: stdout, as: UTF8.self) }
    /// Standard output without its last line feed.
    var line: String {
      var text = self.text
      while text.hasSuffix("\n") { text.removeLast() }
      return text
    }
    /// Git's last line of complaint, for a message.
    var complaint: String {
      stderr.split(separator: "\n").last { !$0.allSatisfy(\.isWhitespace) }.map(String.init)
        ?? "git exited with \(status)"
    }
  }

  /// The work tree.
  let folder: String
  /// False for background syncs: git must never stop to ask on the terminal then.
  var interactive: Bool = true
  /// Variables set for every git run (a test's own GNUPGHOME, say).
  var environment: [String: String] = [:]
  /// The most standard output a run may print: past it git is killed and `OutputTooLarge`
  /// thrown (a remote's tree can name billions of files in a few objects).
  var outputLimit = Int.max

  /// Git printed more than `outputLimit` bytes and was stopped.
  struct OutputTooLarge: Error {}

  /// Runs `git -C folder arguments…`, feeding `input` on stdin. Commits are never signed,
  /// paths never quoted, whether or not `sync init` lived to write that into the config, and
  /// no checkout ever makes a symbolic link, whatever a mirror's own config says.
  func run(
    _ arguments: [String], input: [UInt8] = [], environment extra: [String: String] = [:],
    timeout: Int? = nil
  ) throws -> Output {
    try Git.spawn(
      [
        "git", "-C", folder, "-c", "core.symlinks=false", "-c", "commit.gpgsign=false", "-c",
        "core.quotepath=false",
      ] + arguments, input: input,
      environment: environment.merging(extra) { $1 }, interactive: interactive, timeout: timeout,
      outputLimit: outputLimit)
  }

  /// Runs git and throws `SyncError.git` when it fails.
  @discardableResult
  func checked(_ arguments: [String], input: [UInt8] = [], environment: [String: String] = [:])
    throws -> Output
  {
    let output = try run(arguments, input: input, environment: environment)
    guard output.status == 0 else {
      throw SyncError.git(arguments.first ?? "", output.complaint)
    }
    return output
  }

  /// Starts `arguments` and collects its output. With `timeout` (seconds), a program still
  /// running then is killed (with the processes it started, when not interactive: those run
  /// in a process group of their own) and `GitTimeout` is thrown.
  static func spawn(
    _ arguments: [String], input: [UInt8], environment extra: [String: String], interactive: Bool,
    timeout: Int? = nil, outputLimit: Int = .max
  ) throws -> Output {
    var environment = ChildProcess.currentEnvironment()
    // Messages Daybook reads are git's English ones; prompts never block a background sync.
    environment["LC_ALL"] = "C"
    environment["LANGUAGE"] = nil
    environment["GIT_TERMINAL_PROMPT"] = interactive ? environment["GIT_TERMINAL_PROMPT"] : "0"
    for (key, value) in extra { environment[key] = value }
    var options = ChildProcess.Options(environment: environment)
    options.input = input
    options.timeout = timeout
    options.outputLimit = outputLimit
    // Not for an interactive git: a background group cannot ask on the terminal.
    options.ownGroup = timeout != nil && !interactive
    // git makes the mirror's files and folders with the umask it inherits: only the user's
    // (0600/0700) whatever the user's umask.
    options.privateFiles = true
    let result: ChildProcess.Result
    do throws(ChildProcess.Failure) {
      result = try ChildProcess.run(arguments, options)
    } catch .cannotStart {
      throw SyncError.gitMissing
    } catch .timedOut(let seconds) {
      throw GitTimeout(seconds: seconds)
    } catch .outputTooLarge {
      throw OutputTooLarge()
    }
    if result.status == 127 { throw SyncError.gitMissing }
    return Output(
      status: result.status, stdout: result.stdout,
      stderr: String(decoding: result.stderr, as: UTF8.self))
  }
}

/// A git that ran out of its time and was stopped.
struct GitTimeout: Error {
  var seconds: Int
}
