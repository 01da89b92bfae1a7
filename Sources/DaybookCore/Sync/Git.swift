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
    var environment: [String: String] = [:]
    var pointer = environ
    while let entry = pointer.pointee {
      let text = String(cString: entry)
      if let equals = text.firstIndex(of: "=") {
        environment[String(text[..<equals])] = String(text[text.index(after: equals)...])
      }
      pointer += 1
    }
    // Messages Daybook reads are git's English ones; prompts never block a background sync.
    environment["LC_ALL"] = "C"
    environment["LANGUAGE"] = nil
    environment["GIT_TERMINAL_PROMPT"] = interactive ? environment["GIT_TERMINAL_PROMPT"] : "0"
    for (key, value) in extra { environment[key] = value }

    // The pipes are close-on-exec and made under one lock with the spawn: otherwise a git
    // started at the same moment on another thread inherits this git's pipe ends, keeps its
    // stdin open, and both wait for ever. (dup2 in the child clears the flag on 0, 1 and 2.)
    spawnLock.lock()
    var spawnLocked = true
    defer { if spawnLocked { spawnLock.unlock() } }
    var inPipe: [Int32] = [-1, -1], outPipe: [Int32] = [-1, -1], errPipe: [Int32] = [-1, -1]
    guard pipe(&inPipe) == 0, pipe(&outPipe) == 0, pipe(&errPipe) == 0 else {
      throw SyncError.gitMissing
    }
    for descriptor in inPipe + outPipe + errPipe {
      _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, inPipe[0], 0)
    posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
    posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
    for descriptor in inPipe + outPipe + errPipe {
      posix_spawn_file_actions_addclose(&actions, descriptor)
    }
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var envp: [UnsafeMutablePointer<CChar>?] =
      environment.map { strdup($0.key + "=" + $0.value) } + [nil]
    defer { for pointer in envp { free(pointer) } }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    let ownGroup = timeout != nil && !interactive
    if ownGroup {
      // Not for an interactive git: a background group cannot ask on the terminal.
      posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
      posix_spawnattr_setpgroup(&attributes, 0)
    }
    var pid = pid_t()
    // git makes the mirror's files and folders with the umask it inherits: only the user's
    // (0600/0700) whatever the user's umask. Narrowing it for the moment of the spawn (under
    // the lock) can only make another thread's new file more private, never less.
    let umaskBefore = umask(0o077)
    umask(umaskBefore | 0o077)
    let spawned = posix_spawnp(&pid, arguments[0], &actions, &attributes, &argv, &envp)
    umask(umaskBefore)
    close(inPipe[0])
    close(outPipe[1])
    close(errPipe[1])
    spawnLock.unlock()
    spawnLocked = false
    guard spawned == 0 else {
      close(inPipe[1])
      close(outPipe[0])
      close(errPipe[0])
      throw SyncError.gitMissing
    }
    // stdin, stdout and stderr together through poll: a large input or output never
    // deadlocks against the other.
    var stdout: [UInt8] = [], stderr: [UInt8] = []
    var tooLarge = false
    var written = 0
    var inOpen = true, outOpen = true, errOpen = true
    if input.isEmpty {
      close(inPipe[1])
      inOpen = false
    } else {
      // A git that dies before reading all its input must not take Daybook with it.
      signal(SIGPIPE, SIG_IGN)
      _ = fcntl(inPipe[1], F_SETFL, fcntl(inPipe[1], F_GETFL) | O_NONBLOCK)
    }
    var buffer = [UInt8](repeating: 0, count: 65_536)
    let deadline = timeout.map { Git.monotonicMilliseconds() + Int64($0) * 1000 }
    while outOpen || errOpen || inOpen {
      var wait: Int32 = -1
      if let deadline {
        let left = deadline - Git.monotonicMilliseconds()
        if left <= 0 {
          kill(ownGroup ? -pid : pid, SIGKILL)
          let ends = [(inOpen, inPipe[1]), (outOpen, outPipe[0]), (errOpen, errPipe[0])]
          for (open, descriptor) in ends where open {
            close(descriptor)
          }
          var status: Int32 = 0
          while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
          throw GitTimeout(seconds: timeout ?? 0)
        }
        wait = Int32(min(left, 60_000))
      }
      var fds: [pollfd] = []
      if inOpen { fds.append(pollfd(fd: inPipe[1], events: Int16(POLLOUT), revents: 0)) }
      if outOpen { fds.append(pollfd(fd: outPipe[0], events: Int16(POLLIN), revents: 0)) }
      if errOpen { fds.append(pollfd(fd: errPipe[0], events: Int16(POLLIN), revents: 0)) }
      let ready = poll(&fds, nfds_t(fds.count), wait)
      if ready < 0 {
        if errno == EINTR { continue }
        break
      }
      for fd in fds where fd.revents != 0 {
        if fd.fd == inPipe[1] {
          let count = input.withUnsafeBytes { bytes -> Int in
            guard let base = bytes.baseAddress else { return 0 }
            return write(fd.fd, base + written, bytes.count - written)
          }
          if count > 0 { written += count }
          if count < 0 && errno != EAGAIN && errno != EINTR || written >= input.count {
            close(inPipe[1])
            inOpen = false
          }
        } else {
          let count = buffer.withUnsafeMutableBytes { read(fd.fd, $0.baseAddress, $0.count) }
          if count < 0 && errno == EINTR { continue }
          if count <= 0 {
            close(fd.fd)
            if fd.fd == outPipe[0] { outOpen = false } else { errOpen = false }
          } else if fd.fd == outPipe[0] {
            if tooLarge { continue }
            stdout += buffer[0..<count]
            if stdout.count > outputLimit {
              tooLarge = true
              stdout = []
              kill(pid, SIGKILL)
            }
          } else {
            stderr += buffer[0..<count]
          }
        }
      }
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let exit: Int32 = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    if tooLarge { throw OutputTooLarge() }
    if exit == 127 { throw SyncError.gitMissing }
    return Output(status: exit, stdout: stdout, stderr: String(decoding: stderr, as: UTF8.self))
  }
}

/// A git that ran out of its time and was stopped.
struct GitTimeout: Error {
  var seconds: Int
}

extension Git {
  static func monotonicMilliseconds() -> Int64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Int64(now.tv_sec) * 1000 + Int64(now.tv_nsec) / 1_000_000
  }
}

/// One process-wide lock around making a git's pipes and starting it (see `Git.spawn`).
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
