import FoundationEssentials

/// Daybook's JSON: Foundation's `JSONEncoder` and `JSONDecoder` (from FoundationEssentials,
/// which needs no ICU and costs a static binary almost nothing at start-up), with the
/// strictness and the error messages of our own `JSONParser`.
public enum JSONCodec {
  /// `value` as pretty-printed JSON with sorted keys (`[.prettyPrinted, .sortedKeys]`,
  /// plus `.withoutEscapingSlashes` when `escapingSlashes` is false). No trailing newline.
  public static func encode(_ value: some Encodable, escapingSlashes: Bool = true) throws
    -> String
  {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    if !escapingSlashes { encoder.outputFormatting.insert(.withoutEscapingSlashes) }
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  /// The value `text` holds. Throws `JSONSyntaxError` when it is not strict JSON (trailing
  /// commas and duplicate keys included) and `DecodingError` when it does not fit `type`;
  /// `describe(_:in:)` words either for people. With `limits`, a string or record larger
  /// than they allow is refused while checking (`JSONSyntaxError.oversize`), before decoding.
  public static func decode<T: Decodable>(
    _ type: T.Type, from text: String, limits: JSONLimits? = nil
  ) throws -> T {
    try JSONParser.check(text, limits: limits)
    return try JSONDecoder().decode(type, from: Data(text.utf8))
  }

  /// An error from `decode` as one line that names where in `text` it is:
  /// `line 3, column 14: at .entries[0].day: not a date: 2026-13-01`. Nil for other errors.
  public static func describe(_ error: any Error, in text: String) -> String? {
    if let syntax = error as? JSONSyntaxError { return syntax.description }
    guard let decoding = error as? DecodingError else { return nil }
    let context: DecodingError.Context
    let message: String
    switch decoding {
    case .keyNotFound(let key, let c):
      context = c
      message = "the key \"\(key.stringValue)\" is missing"
    case .valueNotFound(let type, let c):
      context = c
      message = "expected \(name(type)) but found null"
    case .typeMismatch(let type, let c):
      context = c
      let found = JSONParser.describeValue(at: c.codingPath, in: text)
      message = found.map { "expected \(name(type)) but found \($0)" } ?? c.debugDescription
    case .dataCorrupted(let c):
      context = c
      message = c.debugDescription
    @unknown default:
      return nil
    }
    let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }
      .joined()
    let detail = path.isEmpty ? message : "at \(path): \(message)"
    // A missing key is reported at the object that lacks it, a wrong item at the array.
    var located = context.codingPath
    while !located.isEmpty, JSONParser.position(of: located, in: text) == nil {
      located.removeLast()
    }
    guard let place = JSONParser.position(of: located, in: text) else { return detail }
    return "line \(place.line), column \(place.column): \(detail)"
  }

  /// A Swift type as an error message names what JSON it wanted.
  private static func name(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: "a string"
    case is Bool.Type: "true or false"
    case is Double.Type, is Float.Type: "a number"
    case is any BinaryInteger.Type: "a whole number"
    case is [String: Any].Type: "an object"
    case is [Any].Type: "an array"
    default: "\(type)"
    }
  }
}
