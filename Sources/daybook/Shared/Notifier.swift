#if canImport(Glibc)
import Glibc
#endif

/// Desktop notifications through `notify-send`, found on `PATH` and started with an argument
/// vector (never a shell), so a message can hold any character safely.
enum Notifier {
  /// The full path of `notify-send` on `PATH`, or nil when there is none.
  static func locate(environment: [String: String]) -> String? {
    let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    for folder in path.split(separator: ":", omittingEmptySubsequences: true) {
      let candidate = folder + "/" + Text.program
      if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
  }

  /// The environment for `notify-send`: as given, plus the user's session bus
  /// (`$XDG_RUNTIME_DIR/bus`, else `/run/user/UID/bus`) when no `DBUS_SESSION_BUS_ADDRESS`
  /// is set, as under cron.
  static func environment(_ environment: [String: String], userID: Int) -> [String: String] {
    var result = environment
    if (environment["DBUS_SESSION_BUS_ADDRESS"] ?? "").isEmpty {
      let runtime = environment["XDG_RUNTIME_DIR"].flatMap { $0.hasPrefix("/") ? $0 : nil }
        ?? "/run/user/\(userID)"
      var info = stat()
      if stat(runtime + "/bus", &info) == 0, (info.st_mode & S_IFMT) == S_IFSOCK {
        result["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=" + runtime + "/bus"
      }
    }
    return result
  }

  /// The body as notification servers read it: a subset of markup, so `&`, `<` and `>` are
  /// escaped to show as typed.
  static func markupEscaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      default: result.append(character)
      }
    }
    return result
  }

  /// Shows one notification and waits for `notify-send` to finish; false when it could not
  /// be started or failed.
  @discardableResult
  static func send(_ message: String, using program: String, environment: [String: String])
    -> Bool
  {
    // `--` ends notify-send's options: a message beginning with `-` (a name first in its
    // wording) is shown, never read as an option such as `--icon=…`.
    let arguments = [
      Text.program, Text.appName, Text.endOfOptions, Text.title, markupEscaped(message),
    ]
    var pointers: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
    pointers.append(nil)
    defer { for pointer in pointers { free(pointer) } }
    var variables: [UnsafeMutablePointer<CChar>?] =
      environment.map { strdup($0.key + "=" + $0.value) }
    variables.append(nil)
    defer { for pointer in variables { free(pointer) } }
    var child: pid_t = 0
    let code = posix_spawnp(&child, program, nil, nil, pointers, variables)
    guard code == 0 else { return false }
    var status: Int32 = 0
    while waitpid(child, &status, 0) < 0 {
      if errno != EINTR { return false }
    }
    return status == 0
  }
}

private enum Text {
  static let program = "notify-send"
  static let appName = "--app-name=Daybook"
  static let title = "Daybook"
  static let endOfOptions = "--"
}
