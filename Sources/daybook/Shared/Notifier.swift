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

  /// Shows one notification and waits for `notify-send` to finish; false when it could not
  /// be started or failed.
  @discardableResult
  static func send(_ message: String, using program: String) -> Bool {
    let arguments = [Text.program, Text.appName, Text.title, message]
    var pointers: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
    pointers.append(nil)
    defer { for pointer in pointers { free(pointer) } }
    var child: pid_t = 0
    let code = posix_spawnp(&child, program, nil, nil, pointers, environ)
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
}
