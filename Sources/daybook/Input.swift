import DaybookCore

#if canImport(Glibc)
  import Glibc
#endif

/// Reading text the user hands over: stdin, files, and an editor session.
enum Input {
  enum Failure: Error {
    case cannotRead(String, errno: Int32)
    case notUTF8(String)
    case tooLarge(String)
    case containsNul(String, offset: Int)
  }

  /// The most text `write -` and `import` take at once (64 MiB): far more than any diary
  /// holds, and a runaway pipe (`yes | daybook write -`) stops here instead of filling memory.
  static let sizeLimit = 64 << 20

  /// All of stdin (read from `descriptor`) as UTF-8 text.
  static func readStandardInput(from descriptor: Int32) throws(Failure) -> String {
    try text(of: readAll(descriptor: descriptor, name: "stdin"), name: "stdin")
  }

  /// A whole file as UTF-8 text; `-` is stdin, read from `standardInput`.
  static func readFile(_ path: String, standardInput: Int32 = STDIN_FILENO) throws(Failure)
    -> String
  {
    if path == "-" { return try readStandardInput(from: standardInput) }
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw .cannotRead(path, errno: errno) }
    defer { close(descriptor) }
    // A file known to be too large is refused by its size at once, before any of it is read.
    var status = stat()
    if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG,
      status.st_size > sizeLimit
    {
      throw .tooLarge(path)
    }
    // Opened without blocking so a FIFO cannot hang here; read it blocking again.
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    return try text(of: readAll(descriptor: descriptor, name: path), name: path)
  }

  private static func readAll(descriptor: Int32, name: String) throws(Failure) -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw .cannotRead(name, errno: errno)
      }
      if count == 0 { return bytes }
      guard bytes.count + count <= sizeLimit else { throw .tooLarge(name) }
      bytes.append(contentsOf: chunk[..<count])
    }
  }

  private static func text(of bytes: [UInt8], name: String) throws(Failure) -> String {
    guard let text = String(validating: bytes, as: UTF8.self) else { throw .notUTF8(name) }
    // Refused before anything is written (see `NulBytes`): never cut after the NUL.
    if let offset = NulBytes.offset(in: text) { throw .containsNul(name, offset: offset) }
    return text
  }

  static func describe(_ failure: Failure) -> CommandError.Message {
    switch failure {
    case .cannotRead(let name, let code):
      let reason = String(cString: strerror(code))
      return CommandError.Message { InputText.cannotRead.text($0, name, reason) }
    case .notUTF8(let name):
      return CommandError.Message { InputText.notUTF8.text($0, name) }
    case .tooLarge(let name):
      return CommandError.Message { InputText.tooLarge.text($0, name, "64 MiB") }
    case .containsNul(let name, let offset):
      return CommandError.Message { JournalErrorText.containsNul.text($0, name, String(offset)) }
    }
  }
}

enum InputText: String, Localized {
  case cannotRead, notUTF8, tooLarge

  var translation: Translation {
    switch self {
    case .cannotRead:
      Translation("cannot read {0}: {1}", ko: "{0}을(를) 읽을 수 없습니다: {1}", ja: "{0} を読めません: {1}")
    case .tooLarge:
      Translation(
        "{0} is more than {1}, the most Daybook reads at once; nothing was written",
        ko: "{0}이(가) Daybook이 한 번에 읽는 최대 크기 {1}보다 큽니다. 아무것도 쓰지 않았습니다",
        ja: "{0} は Daybook が一度に読める上限 {1} を超えています。何も書き込んでいません")
    case .notUTF8:
      Translation(
        "{0} is not UTF-8 text", ko: "{0}은(는) UTF-8 텍스트가 아닙니다",
        ja: "{0} は UTF-8 のテキストではありません")
    }
  }
}
