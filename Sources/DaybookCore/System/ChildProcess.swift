#if canImport(Glibc)
  import Glibc
#endif

/// The one way Daybook starts another program (git, curl, notify-send, xdg-open, the user's
/// editor): found on `PATH`, given an argument vector, never a shell. Captured runs feed
/// standard input and read standard output and error together through `poll`, so a large
/// input or output never deadlocks against the other, and can be stopped at a time or an
/// output limit.
public enum ChildProcess {
  /// Where the child's standard streams go.
  public enum Streams: Sendable {
    /// stdin from `input`, stdout and stderr read back.
    case captured
    /// This process's terminal, for an editor (and an interactive git's prompts).
    case inherited
  }

  public struct Options: Sendable {
    /// The whole environment of the child; nil passes this process's own.
    public var environment: [String: String]?
    public var streams: Streams = .captured
    /// Written to a captured child's standard input, which is then closed.
    public var input: [UInt8] = []
    /// Seconds after which the child (and, with `ownGroup`, everything it started) is
    /// killed and `Failure.timedOut` thrown.
    public var timeout: Int?
    /// The most standard output kept: past it the child is killed and `outputTooLarge`
    /// thrown.
    public var outputLimit = Int.max
    /// A process group of its own, so a timeout stops the programs it started too. Not for
    /// a child that must ask on the terminal: a background group cannot.
    public var ownGroup = false
    /// The child makes its files readable by the user only, whatever the umask.
    public var privateFiles = false

    public init(environment: [String: String]? = nil, streams: Streams = .captured) {
      self.environment = environment
      self.streams = streams
    }
  }

  public struct Result: Sendable, Equatable {
    /// The exit status, or 128 + the signal that ended it.
    public var status: Int32
    public var stdout: [UInt8]
    public var stderr: [UInt8]

    public init(status: Int32, stdout: [UInt8], stderr: [UInt8]) {
      self.status = status
      self.stdout = stdout
      self.stderr = stderr
    }
  }

  public enum Failure: Error, Equatable {
    /// The program could not be started (errno; ENOENT when it is not on `PATH`).
    case cannotStart(Int32)
    case timedOut(seconds: Int)
    case outputTooLarge
  }

  /// This process's environment as a dictionary.
  public static func currentEnvironment() -> [String: String] {
    var environment: [String: String] = [:]
    var pointer = environ
    while let entry = pointer.pointee {
      let text = String(cString: entry)
      if let equals = text.firstIndex(of: "=") {
        environment[String(text[..<equals])] = String(text[text.index(after: equals)...])
      }
      pointer += 1
    }
    return environment
  }

  /// Runs `arguments` to its end.
  public static func run(_ arguments: [String], _ options: Options = Options()) throws(Failure)
    -> Result
  {
    precondition(!arguments.isEmpty, "a program to run")
    switch options.streams {
    case .inherited:
      let pid = try spawn(arguments, options, pipes: nil)
      return Result(status: wait(for: pid), stdout: [], stderr: [])
    case .captured:
      return try runCaptured(arguments, options)
    }
  }

  /// Starts `arguments` with its streams on `/dev/null` and does not wait: the caller reaps
  /// it later (`reap`), so a desktop opener never holds up the screen.
  public static func start(_ arguments: [String], environment: [String: String]? = nil)
    throws(Failure) -> pid_t
  {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for descriptor: Int32 in [0, 1, 2] {
      posix_spawn_file_actions_addopen(
        &actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
    }
    return try spawn(arguments, Options(environment: environment), actions: &actions)
  }

  /// True when the child `pid` has ended (and is reaped), without waiting.
  public static func reap(_ pid: pid_t) -> Bool {
    var status: Int32 = 0
    return waitpid(pid, &status, WNOHANG) != 0
  }

  // MARK: - Starting

  private struct Pipes {
    var input: [Int32] = [-1, -1]
    var output: [Int32] = [-1, -1]
    var errors: [Int32] = [-1, -1]
    var all: [Int32] { input + output + errors }
  }

  private static func spawn(_ arguments: [String], _ options: Options, pipes: Pipes?)
    throws(Failure) -> pid_t
  {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if let pipes {
      posix_spawn_file_actions_adddup2(&actions, pipes.input[0], 0)
      posix_spawn_file_actions_adddup2(&actions, pipes.output[1], 1)
      posix_spawn_file_actions_adddup2(&actions, pipes.errors[1], 2)
      for descriptor in pipes.all {
        posix_spawn_file_actions_addclose(&actions, descriptor)
      }
    }
    return try spawn(arguments, options, actions: &actions)
  }

  private static func spawn(
    _ arguments: [String], _ options: Options, actions: inout posix_spawn_file_actions_t
  ) throws(Failure) -> pid_t {
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var envp: [UnsafeMutablePointer<CChar>?] =
      (options.environment ?? currentEnvironment()).map { strdup($0.key + "=" + $0.value) }
      + [nil]
    defer { for pointer in envp { free(pointer) } }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    if options.ownGroup {
      posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
      posix_spawnattr_setpgroup(&attributes, 0)
    }
    var pid = pid_t()
    // Narrowing the umask for the moment of the spawn (under the spawn lock) can only make
    // another thread's new file more private, never less.
    let umaskBefore = options.privateFiles ? umask(0o077) : 0
    if options.privateFiles { umask(umaskBefore | 0o077) }
    let code = posix_spawnp(&pid, arguments[0], &actions, &attributes, &argv, &envp)
    if options.privateFiles { umask(umaskBefore) }
    guard code == 0 else { throw .cannotStart(code) }
    return pid
  }

  /// Waits for `pid`: its exit status, or 128 + the signal that ended it.
  private static func wait(for pid: pid_t) -> Int32 {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      if errno != EINTR { return 128 }
    }
    // WIFEXITED / WEXITSTATUS are macros Swift does not import.
    return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
  }

  // MARK: - Captured runs

  private static func runCaptured(_ arguments: [String], _ options: Options) throws(Failure)
    -> Result
  {
    // The pipes are close-on-exec and made under one lock with the spawn: otherwise a child
    // started at the same moment on another thread inherits this child's pipe ends, keeps
    // its stdin open, and both wait for ever. (dup2 in the child clears the flag on 0-2.)
    spawnLock.lock()
    var pipes = Pipes()
    guard pipe(&pipes.input) == 0, pipe(&pipes.output) == 0, pipe(&pipes.errors) == 0 else {
      let code = errno
      for descriptor in pipes.all where descriptor >= 0 { close(descriptor) }
      spawnLock.unlock()
      throw .cannotStart(code)
    }
    for descriptor in pipes.all {
      _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }
    let spawned: Swift.Result<pid_t, Failure>
    do throws(Failure) {
      spawned = .success(try spawn(arguments, options, pipes: pipes))
    } catch {
      spawned = .failure(error)
    }
    close(pipes.input[0])
    close(pipes.output[1])
    close(pipes.errors[1])
    spawnLock.unlock()
    let pid: pid_t
    switch spawned {
    case .success(let started): pid = started
    case .failure(let failure):
      close(pipes.input[1])
      close(pipes.output[0])
      close(pipes.errors[0])
      throw failure
    }
    return try exchange(pid: pid, pipes: pipes, options)
  }

  /// Feeds the input and reads both outputs until the child closes them, then waits for it.
  private static func exchange(pid: pid_t, pipes: Pipes, _ options: Options) throws(Failure)
    -> Result
  {
    var stdout: [UInt8] = [], stderr: [UInt8] = []
    var tooLarge = false
    var written = 0
    var inOpen = true, outOpen = true, errOpen = true
    let input = options.input
    if input.isEmpty {
      close(pipes.input[1])
      inOpen = false
    } else {
      // A child that dies before reading all its input must not take Daybook with it.
      signal(SIGPIPE, SIG_IGN)
      _ = fcntl(pipes.input[1], F_SETFL, fcntl(pipes.input[1], F_GETFL) | O_NONBLOCK)
    }
    var buffer = [UInt8](repeating: 0, count: 65_536)
    let deadline = options.timeout.map { monotonicMilliseconds() + Int64($0) * 1000 }
    while outOpen || errOpen || inOpen {
      var wait: Int32 = -1
      if let deadline {
        let left = deadline - monotonicMilliseconds()
        if left <= 0 {
          kill(options.ownGroup ? -pid : pid, SIGKILL)
          let ends = [
            (inOpen, pipes.input[1]), (outOpen, pipes.output[0]), (errOpen, pipes.errors[0]),
          ]
          for (open, descriptor) in ends where open {
            close(descriptor)
          }
          _ = self.wait(for: pid)
          throw .timedOut(seconds: options.timeout ?? 0)
        }
        wait = Int32(min(left, 60_000))
      }
      var fds: [pollfd] = []
      if inOpen { fds.append(pollfd(fd: pipes.input[1], events: Int16(POLLOUT), revents: 0)) }
      if outOpen { fds.append(pollfd(fd: pipes.output[0], events: Int16(POLLIN), revents: 0)) }
      if errOpen { fds.append(pollfd(fd: pipes.errors[0], events: Int16(POLLIN), revents: 0)) }
      let ready = poll(&fds, nfds_t(fds.count), wait)
      if ready < 0 {
        if errno == EINTR { continue }
        break
      }
      for fd in fds where fd.revents != 0 {
        if fd.fd == pipes.input[1] {
          let count = input.withUnsafeBytes { bytes -> Int in
            guard let base = bytes.baseAddress else { return 0 }
            return write(fd.fd, base + written, bytes.count - written)
          }
          if count > 0 { written += count }
          if count < 0 && errno != EAGAIN && errno != EINTR || written >= input.count {
            close(pipes.input[1])
            inOpen = false
          }
        } else {
          let count = buffer.withUnsafeMutableBytes { read(fd.fd, $0.baseAddress, $0.count) }
          if count < 0 && errno == EINTR { continue }
          if count <= 0 {
            close(fd.fd)
            if fd.fd == pipes.output[0] { outOpen = false } else { errOpen = false }
          } else if fd.fd == pipes.output[0] {
            if tooLarge { continue }
            stdout += buffer[0..<count]
            if stdout.count > options.outputLimit {
              tooLarge = true
              stdout = []
              kill(options.ownGroup ? -pid : pid, SIGKILL)
            }
          } else {
            stderr += buffer[0..<count]
          }
        }
      }
    }
    let status = self.wait(for: pid)
    if tooLarge { throw .outputTooLarge }
    return Result(status: status, stdout: stdout, stderr: stderr)
  }

  static func monotonicMilliseconds() -> Int64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Int64(now.tv_sec) * 1000 + Int64(now.tv_nsec) / 1_000_000
  }
}

/// One process-wide lock around making a child's pipes and starting it (see `runCaptured`).
private final class SpawnLock: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  func lock() { pthread_mutex_lock(mutex) }
  func unlock() { pthread_mutex_unlock(mutex) }
}

private let spawnLock = SpawnLock()
