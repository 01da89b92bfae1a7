/// A parsed JSON document, or one about to be written. Numbers without a fraction or an
/// exponent that fit in 64 bits are `integer`; every other number is `double`.
public enum JSONValue: Equatable, Sendable {
  case null
  case bool(Bool)
  case integer(Int64)
  case double(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// How the value is named in an error message: "a string", "null", …
  var kindDescription: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .integer, .double: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// The key of an array item in a coding path, named as Foundation names it ("Index 3").
struct JSONIndexKey: CodingKey {
  var stringValue: String { "Index \(intValue ?? 0)" }
  var intValue: Int?
  init(_ index: Int) { intValue = index }
  init?(stringValue: String) { return nil }
  init?(intValue: Int) { self.intValue = intValue }
}

/// The key `superEncoder()` and `superDecoder()` use.
struct JSONSuperKey: CodingKey {
  var stringValue: String { "super" }
  var intValue: Int? { nil }
  init() {}
  init?(stringValue: String) {}
  init?(intValue: Int) { return nil }
}
