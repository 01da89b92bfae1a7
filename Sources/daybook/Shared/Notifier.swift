import DaybookCore

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
      let runtime =
        environment["XDG_RUNTIME_DIR"].flatMap { $0.hasPrefix("/") ? $0 : nil }
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
    let arguments = [program, Text.appName, Text.endOfOptions, Text.title, markupEscaped(message)]
    // Its output is read and dropped: a complaint from the notification server must not
    // land in the middle of the user's terminal or a cron mail.
    var options = ChildProcess.Options(environment: environment)
    options.timeout = 30
    guard let result = try? ChildProcess.run(arguments, options) else { return false }
    return result.status == 0
  }
}

private enum Text {
  static let program = "notify-send"
  static let appName = "--app-name=Daybook"
  static let title = "Daybook"
  static let endOfOptions = "--"
}
