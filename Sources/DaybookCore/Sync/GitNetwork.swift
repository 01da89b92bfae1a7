#if canImport(Glibc)
  import Glibc
#endif

/// Git's steps that talk to the remote, each with a time limit: ssh gives up connecting (and
/// on a server that stops answering) on its own, and the whole step is stopped after
/// `timeout` seconds whatever the transport (https, git://, a remote helper).
extension Git {
  /// Runs a network step of git (`fetch`, `push`) within `timeout` seconds.
  func network(_ arguments: [String], timeout: Int) throws -> Output {
    var extra: [String: String] = [:]
    if !hasOwnSSHCommand, try run(["config", "--get", "core.sshCommand"]).status != 0 {
      // The user's own ssh command (environment or config) is left as it is.
      extra["GIT_SSH_COMMAND"] = Git.sshCommand(timeout: timeout, interactive: interactive)
    }
    do {
      return try run(arguments, environment: extra, timeout: timeout)
    } catch let error as GitTimeout {
      throw SyncError.timedOut(arguments.first ?? "", error.seconds)
    }
  }

  /// ssh with a connection (and banner) timeout, a dead server noticed within 45 seconds,
  /// and no questions asked when nobody is at the terminal.
  static func sshCommand(timeout: Int, interactive: Bool) -> String {
    "ssh -o ConnectTimeout=\(max(1, min(timeout, 30))) -o ServerAliveInterval=15 "
      + "-o ServerAliveCountMax=3" + (interactive ? "" : " -o BatchMode=yes")
  }

  private var hasOwnSSHCommand: Bool {
    for key in ["GIT_SSH_COMMAND", "GIT_SSH"] {
      if environment[key] != nil || getenv(key) != nil { return true }
    }
    return false
  }
}

extension SyncEngine {
  /// The time limit of one network step in seconds when none is given: 120.
  public static let defaultNetworkTimeout = 120
  /// The longest time limit one can set: an hour.
  static let networkTimeoutRange = 1...3_600

  /// The time limit of one network step: the engine's own, else the mirror's git config
  /// `daybook.timeout` (seconds, 1 to 3600), else `defaultNetworkTimeout`.
  func networkTimeoutSeconds() throws -> Int {
    if let networkTimeout { return networkTimeout }
    let output = try git.run(["config", "--get", "daybook.timeout"])
    guard output.status == 0, let seconds = Int(output.line),
      SyncEngine.networkTimeoutRange.contains(seconds)
    else { return SyncEngine.defaultNetworkTimeout }
    return seconds
  }
}
