/// Daybook's own JSON: Codable values to pretty, key-sorted text and back, without linking
/// Foundation (loading it costs about 1.3 ms of every start).
public enum JSONCodec {
  /// `value` as pretty-printed JSON with sorted keys, byte for byte what Foundation's
  /// `JSONEncoder` writes with `[.prettyPrinted, .sortedKeys]` (and
  /// `.withoutEscapingSlashes` when `escapingSlashes` is false). No trailing newline.
  public static func encode(_ value: some Encodable, escapingSlashes: Bool = true) throws
    -> String
  {
    try JSONWriter(escapesSlashes: escapingSlashes).text(of: JSONValueEncoder.encode(value))
  }

  /// The value `text` holds. Throws `JSONSyntaxError` when it is not JSON and
  /// `DecodingError` when it does not fit `type`; `describe(_:in:)` words either for people.
  public static func decode<T: Decodable>(_ type: T.Type, from text: String) throws -> T {
    try JSONValueDecoder.decode(type, from: JSONParser.parse(text))
  }

  /// An error from `decode` as one line that names where in `text` it is:
  /// `line 3, column 14: at .entries[0].day: not a date: 2026-13-01`. Nil for other errors.
  public static func describe(_ error: any Error, in text: String) -> String? {
    if let syntax = error as? JSONSyntaxError { return syntax.description }
    guard let decoding = error as? DecodingError else { return nil }
    let context: DecodingError.Context
    switch decoding {
    case .dataCorrupted(let c), .keyNotFound(_, let c), .typeMismatch(_, let c),
      .valueNotFound(_, let c):
      context = c
    @unknown default:
      return nil
    }
    let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }
      .joined()
    var detail = path.isEmpty ? context.debugDescription : "at \(path): \(context.debugDescription)"
    if let underlying = context.underlyingError {
      detail += " (\(underlying))"
    }
    // A missing key is reported at the object that lacks it, a wrong item at the array.
    var located = context.codingPath
    while !located.isEmpty, JSONParser.position(of: located, in: text) == nil {
      located.removeLast()
    }
    guard let place = JSONParser.position(of: located, in: text) else { return detail }
    return "line \(place.line), column \(place.column): \(detail)"
  }
}
