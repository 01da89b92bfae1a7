/// HTTP GET through the system `curl`, started with an argument vector (never a shell), with
/// a time limit. Nil on any failure: curl missing, no network, refused, an HTTP error answer
/// (`--fail`), the time limit, or an answer over 1 MiB.
public enum Curl {
  static let answerLimit = 1_048_576

  public static func get(_ url: String, timeoutSeconds: Int = 10) -> String? {
    let arguments = [
      "curl", "--silent", "--fail", "--location", "--max-time", String(timeoutSeconds),
      "--max-filesize", String(answerLimit), "--proto", "=http,https", "--", url,
    ]
    var options = ChildProcess.Options()
    options.outputLimit = answerLimit
    // curl keeps its own time; this one only stops a curl that ignores it.
    options.timeout = timeoutSeconds + 5
    guard let result = try? ChildProcess.run(arguments, options), result.status == 0 else {
      return nil
    }
    return String(decoding: result.stdout, as: UTF8.self)
  }
}
