#if canImport(Glibc)
import Glibc
#endif
import DaybookCore

/// `daybook export`: the whole journal as JSON, to stdout or a private file.
enum ExportCommand: Command {
  static let name = "export"
  static func summary(_ language: Language) -> String { ExportText.summary.text(language) }
  static func help(_ language: Language) -> String { ExportText.help.text(language) }
  static let spec = ArgumentSpec(flags: ["force"], options: ["format", "output"])

  static func run(_ arguments: ParsedArguments, context: Context) throws {
    if let word = arguments.positionals.first {
      throw CommandError.usage(ExportText.unexpected, word)
    }
    let format = arguments.value("format") ?? "json"
    guard format == "json" else { throw CommandError.usage(ExportText.unsupportedFormat, format) }
    let path = arguments.value("output")
    let force = arguments.has("force")
    if let path, path != "-", !force, access(path, F_OK) == 0 {
      throw CommandError.failure(ExportText.exists, path)
    }
    let json = try context.journal().exportJSON()
    guard let path, path != "-" else {
      context.output.raw(json)
      return
    }
    try write(json, to: path, replacing: force)
    context.output.line(ExportText.exported.text(context.language, path))
  }

  /// Creates `path` as 0600. Without `replacing`, an existing file is never touched; with it,
  /// the new text goes to a temporary file first and is renamed over the old one, so a
  /// failure halfway leaves the old file whole.
  private static func write(_ text: String, to path: String, replacing: Bool) throws {
    let bytes = Array(text.utf8)
    if !replacing {
      let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
      guard descriptor >= 0 else {
        throw errno == EEXIST
          ? CommandError.failure(ExportText.exists, path)
          : CommandError.failure(ExportText.cannotWrite, path, errnoText())
      }
      guard writeAll(bytes, to: descriptor) else {
        let reason = errnoText()
        close(descriptor)
        unlink(path)
        throw CommandError.failure(ExportText.cannotWrite, path, reason)
      }
      close(descriptor)
      return
    }
    var template = Array((path + ".tmp-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkstemp($0) } ?? -1
    }
    guard descriptor >= 0 else {
      throw CommandError.failure(ExportText.cannotWrite, path, errnoText())
    }
    let temporary = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let written = writeAll(bytes, to: descriptor) && fsync(descriptor) == 0
    let reason = errnoText()
    close(descriptor)
    guard written, rename(temporary, path) == 0 else {
      let failure = written ? errnoText() : reason
      unlink(temporary)
      throw CommandError.failure(ExportText.cannotWrite, path, failure)
    }
  }

  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    bytes.withUnsafeBytes { raw in
      guard var pointer = raw.baseAddress else { return true }
      var remaining = raw.count
      while remaining > 0 {
        let count = Glibc.write(descriptor, pointer, remaining)
        if count < 0 {
          if errno == EINTR { continue }
          return false
        }
        remaining -= count
        pointer += count
      }
      return true
    }
  }

  private static func errnoText() -> String { String(cString: strerror(errno)) }
}

enum ExportText: String, Localized {
  case summary, help, unexpected, unsupportedFormat, exists, cannotWrite, exported

  var translation: Translation {
    switch self {
    case .summary:
      Translation("write the whole journal as JSON", ko: "일기 전체를 JSON으로 쓰기", ja: "日記全体を JSON で書き出す")
    case .help:
      Translation(
        """
        Usage: daybook export [--format json] [--output FILE [--force]]

        Writes every entry (with revisions), plant (with care), todo, intake record and setting
        as one JSON document: to stdout, or to FILE created readable by you only. An existing
        FILE is kept unless --force.
        """,
        ko: """
          사용법: daybook export [--format json] [--output 파일 [--force]]

          모든 일기 (수정 기록 포함), 식물 (돌봄 포함), 할 일, 섭취 기록, 설정을 JSON 문서
          하나로 씁니다. 표준 출력으로, 또는 나만 읽을 수 있게 만든 파일로. 이미 있는 파일은
          --force 없이는 그대로 둡니다.
          """,
        ja: """
          使い方: daybook export [--format json] [--output ファイル [--force]]

          すべての日記（変更履歴つき）、植物（世話つき）、やること、摂取記録、設定を一つの
          JSON 文書として、標準出力か、自分だけが読めるように作ったファイルに書きます。既にある
          ファイルは --force がなければそのままにします。
          """)
    case .unexpected:
      Translation("unexpected argument \"{0}\"", ko: "예상하지 못한 인자 \"{0}\"", ja: "予期しない引数「{0}」")
    case .unsupportedFormat:
      Translation(
        "unsupported format \"{0}\" (expected json)", ko: "지원하지 않는 형식 \"{0}\" (json)",
        ja: "対応していない形式「{0}」（json）")
    case .exists:
      Translation(
        "{0} already exists (use --force to replace it)", ko: "{0}이(가) 이미 있습니다 (바꾸려면 --force)",
        ja: "{0} はすでにあります（置き換えるには --force）")
    case .cannotWrite:
      Translation("cannot write {0}: {1}", ko: "{0}에 쓸 수 없습니다: {1}", ja: "{0} に書けません: {1}")
    case .exported:
      Translation(
        "Exported the journal to {0}", ko: "일기를 {0}(으)로 내보냈습니다", ja: "日記を {0} に書き出しました")
    }
  }
}
