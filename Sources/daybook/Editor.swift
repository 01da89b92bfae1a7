import DaybookCore

#if canImport(Glibc)
import Glibc
#endif

/// Composing text in the user's editor: `$VISUAL`, else `$EDITOR`, else `vi`, started
/// directly with an argument vector (never through a shell) on a private temporary file.
enum Editor {
  /// The editor's words: the variable split on spaces only (no quoting, no expansion).
  static func command(environment: [String: String]) -> [String] {
    for variable in ["VISUAL", "EDITOR"] {
      let words = (environment[variable] ?? "").split(separator: " ").map(String.init)
      if !words.isEmpty { return words }
    }
    return ["vi"]
  }

  /// Opens the editor on a temporary file holding `initialText` (a template; usually empty)
  /// and returns what was saved in it.
  static func compose(environment: [String: String], initialText: String = "")
    throws(CommandError) -> String
  {
    let folder = environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    var template = Array((folder + "/daybook-XXXXXX.md").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkstemps($0, 3) } ?? -1
    }
    guard descriptor >= 0 else {
      throw .failure(ExternalEditorText.cannotCreateTemp, String(cString: strerror(errno)))
    }
    let bytes = Array(initialText.utf8)
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      written += count
    }
    close(descriptor)
    let path = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    defer { unlink(path) }
    let words = command(environment: environment)
    let status = spawnAndWait(words + [path])
    guard status == 0 else {
      throw status == -1
        ? .failure(ExternalEditorText.cannotStart, words[0])
        : .failure(ExternalEditorText.editorFailed, words[0], String(status))
    }
    do {
      return try Input.readFile(path)
    } catch {
      throw .failure(Input.describe(error))
    }
  }

  /// Runs a program found on `PATH` with the terminal inherited; its exit status, or -1 when
  /// it could not start, or 128 + signal when it was killed.
  private static func spawnAndWait(_ words: [String]) -> Int32 {
    var argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid = pid_t()
    let spawned = posix_spawnp(&pid, words[0], nil, nil, &argv, environ)
    guard spawned == 0 else { return -1 }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      if errno != EINTR { return -1 }
    }
    let signal = status & 0x7F
    return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
  }
}

enum ExternalEditorText: String, Localized {
  case cannotCreateTemp, cannotStart, editorFailed

  var translation: Translation {
    switch self {
    case .cannotCreateTemp:
      Translation(
        "cannot create a temporary file: {0}", ko: "임시 파일을 만들 수 없습니다: {0}",
        ja: "一時ファイルを作れません: {0}")
    case .cannotStart:
      Translation(
        "could not start the editor \"{0}\"; nothing written",
        ko: "편집기 \"{0}\"을(를) 시작할 수 없습니다. 아무것도 쓰지 않았습니다",
        ja: "エディタ「{0}」を起動できません。何も書き込んでいません")
    case .editorFailed:
      Translation(
        "the editor \"{0}\" exited with status {1}; nothing written",
        ko: "편집기 \"{0}\"이(가) 상태 {1}(으)로 끝났습니다. 아무것도 쓰지 않았습니다",
        ja: "エディタ「{0}」が状態 {1} で終了しました。何も書き込んでいません")
    }
  }
}
