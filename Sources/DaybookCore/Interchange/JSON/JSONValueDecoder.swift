/// Builds a `Decodable` value from a `JSONValue`, throwing `DecodingError` with the coding
/// path of the value that did not fit (see `JSONCodec.describe` for the message with its line).
public enum JSONValueDecoder {
  public static func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws -> T {
    try T(from: TreeDecoder(value: value, codingPath: []))
  }
}

/// Reading scalars out of a value; shared by the three containers.
private enum DecodedScalar {
  static func mismatch(_ type: Any.Type, _ value: JSONValue, _ path: [any CodingKey])
    -> DecodingError
  {
    if value == .null {
      return .valueNotFound(
        type, .init(codingPath: path, debugDescription: "expected \(name(type)) but found null"))
    }
    return .typeMismatch(
      type,
      .init(
        codingPath: path,
        debugDescription: "expected \(name(type)) but found \(describe(value))"))
  }

  /// "a string", or the value itself when it is short: `the number 1.5`.
  static func describe(_ value: JSONValue) -> String {
    switch value {
    case .integer(let number): "the number \(number)"
    case .double(let number): "the number \(JSONWriter.numberText(number))"
    case .bool(let flag): "\(flag)"
    case .string(let text) where text.count <= 40: "the string \"\(text)\""
    default: value.kindDescription
    }
  }

  static func name(_ type: Any.Type) -> String {
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

  static func string(_ value: JSONValue, _ path: [any CodingKey]) throws -> String {
    guard case .string(let text) = value else { throw mismatch(String.self, value, path) }
    return text
  }

  static func bool(_ value: JSONValue, _ path: [any CodingKey]) throws -> Bool {
    guard case .bool(let flag) = value else { throw mismatch(Bool.self, value, path) }
    return flag
  }

  static func double(_ value: JSONValue, _ path: [any CodingKey]) throws -> Double {
    switch value {
    case .double(let number): return number
    case .integer(let number): return Double(number)
    default: throw mismatch(Double.self, value, path)
    }
  }

  static func float(_ value: JSONValue, _ path: [any CodingKey]) throws -> Float {
    let number = try double(value, path)
    let narrowed = Float(number)
    guard narrowed.isFinite else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: path, debugDescription: "the number \(number) does not fit in Float"))
    }
    return narrowed
  }

  static func integer<T: FixedWidthInteger>(
    _ type: T.Type, _ value: JSONValue, _ path: [any CodingKey]
  )
    throws -> T
  {
    let exact: T?
    switch value {
    case .integer(let number): exact = T(exactly: number)
    case .double(let number): exact = T(exactly: number)
    default: throw mismatch(type, value, path)
    }
    guard let result = exact else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: path,
          debugDescription: "expected a whole number that fits in \(type) but found "
            + describe(value)))
    }
    return result
  }
}

private struct TreeDecoder: Decoder {
  let value: JSONValue
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let members) = value else {
      throw DecodedScalar.mismatch([String: Any].self, value, codingPath)
    }
    return KeyedDecodingContainer(
      KeyedContainer<Key>(members: members, codingPath: codingPath))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let items) = value else {
      throw DecodedScalar.mismatch([Any].self, value, codingPath)
    }
    return UnkeyedContainer(items: items, codingPath: codingPath)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    SingleValueContainer(value: value, codingPath: codingPath)
  }
}

private struct SingleValueContainer: SingleValueDecodingContainer {
  let value: JSONValue
  let codingPath: [any CodingKey]

  func decodeNil() -> Bool { value == .null }
  func decode(_ type: Bool.Type) throws -> Bool { try DecodedScalar.bool(value, codingPath) }
  func decode(_ type: String.Type) throws -> String { try DecodedScalar.string(value, codingPath) }
  func decode(_ type: Double.Type) throws -> Double { try DecodedScalar.double(value, codingPath) }
  func decode(_ type: Float.Type) throws -> Float { try DecodedScalar.float(value, codingPath) }
  func decode(_ type: Int.Type) throws -> Int { try DecodedScalar.integer(type, value, codingPath) }
  func decode(_ type: Int8.Type) throws -> Int8 {
    try DecodedScalar.integer(type, value, codingPath)
  }
  func decode(_ type: Int16.Type) throws -> Int16 {
    try DecodedScalar.integer(type, value, codingPath)
  }
  func decode(_ type: Int32.Type) throws -> Int32 {
    try DecodedScalar.integer(type, value, codingPath)
  }
  func decode(_ type: Int64.Type) throws -> Int64 {
    try DecodedScalar.integer(type, value, codingPath)
  }
  func decode(_ type: UInt.Type) throws -> UInt {
    try DecodedScalar.integer(type, value, codingPath)
  }
  func decode(_ type: UInt8.Type) throws -> UInt8 {
    try DecodedScalar.integer(type, value, codingPath)
  }
  func decode(_ type: UInt16.Type) throws -> UInt16 {
    try DecodedScalar.integer(type, value, codingPath)
  }
  func decode(_ type: UInt32.Type) throws -> UInt32 {
    try DecodedScalar.integer(type, value, codingPath)
  }
  func decode(_ type: UInt64.Type) throws -> UInt64 {
    try DecodedScalar.integer(type, value, codingPath)
  }

  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try T(from: TreeDecoder(value: value, codingPath: codingPath))
  }
}

private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let members: [String: JSONValue]
  let codingPath: [any CodingKey]

  var allKeys: [Key] { members.keys.compactMap { Key(stringValue: $0) } }

  func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

  private func value(for key: Key) throws -> JSONValue {
    guard let value = members[key.stringValue] else {
      throw DecodingError.keyNotFound(
        key,
        .init(codingPath: codingPath, debugDescription: "the key \"\(key.stringValue)\" is missing")
      )
    }
    return value
  }

  func decodeNil(forKey key: Key) throws -> Bool { try value(for: key) == .null }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
    try DecodedScalar.bool(value(for: key), codingPath + [key])
  }
  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    try DecodedScalar.string(value(for: key), codingPath + [key])
  }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    try DecodedScalar.double(value(for: key), codingPath + [key])
  }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
    try DecodedScalar.float(value(for: key), codingPath + [key])
  }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
    try DecodedScalar.integer(type, value(for: key), codingPath + [key])
  }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
    try DecodedScalar.integer(type, value(for: key), codingPath + [key])
  }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
    try DecodedScalar.integer(type, value(for: key), codingPath + [key])
  }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
    try DecodedScalar.integer(type, value(for: key), codingPath + [key])
  }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
    try DecodedScalar.integer(type, value(for: key), codingPath + [key])
  }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
    try DecodedScalar.integer(type, value(for: key), codingPath + [key])
  }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
    try DecodedScalar.integer(type, value(for: key), codingPath + [key])
  }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
    try DecodedScalar.integer(type, value(for: key), codingPath + [key])
  }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
    try DecodedScalar.integer(type, value(for: key), codingPath + [key])
  }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
    try DecodedScalar.integer(type, value(for: key), codingPath + [key])
  }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try T(from: TreeDecoder(value: value(for: key), codingPath: codingPath + [key]))
  }

  func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    guard let value = members[key.stringValue], value != .null else { return nil }
    return try T(from: TreeDecoder(value: value, codingPath: codingPath + [key]))
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key)
    throws -> KeyedDecodingContainer<NestedKey>
  {
    try TreeDecoder(value: value(for: key), codingPath: codingPath + [key])
      .container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try TreeDecoder(value: value(for: key), codingPath: codingPath + [key]).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    TreeDecoder(
      value: members[JSONSuperKey().stringValue] ?? .null, codingPath: codingPath + [JSONSuperKey()]
    )
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    TreeDecoder(value: members[key.stringValue] ?? .null, codingPath: codingPath + [key])
  }
}

private struct UnkeyedContainer: UnkeyedDecodingContainer {
  let items: [JSONValue]
  let codingPath: [any CodingKey]
  private(set) var currentIndex = 0

  init(items: [JSONValue], codingPath: [any CodingKey]) {
    self.items = items
    self.codingPath = codingPath
  }

  var count: Int? { items.count }
  var isAtEnd: Bool { currentIndex >= items.count }

  private var path: [any CodingKey] { codingPath + [JSONIndexKey(currentIndex)] }

  private mutating func next(_ type: Any.Type) throws -> JSONValue {
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        type,
        .init(codingPath: path, debugDescription: "the array ended after \(items.count) items"))
    }
    return items[currentIndex]
  }

  /// Reads the next item with `read` and only then moves past it, as Foundation does, so a
  /// failed read can be retried as another type.
  private mutating func take<T>(
    _ type: T.Type, _ read: (JSONValue, [any CodingKey]) throws -> T
  ) throws -> T {
    let result = try read(next(type), path)
    currentIndex += 1
    return result
  }

  mutating func decodeNil() throws -> Bool {
    guard try next(Never.self) == .null else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode(_ type: Bool.Type) throws -> Bool { try take(type, DecodedScalar.bool) }
  mutating func decode(_ type: String.Type) throws -> String {
    try take(type, DecodedScalar.string)
  }
  mutating func decode(_ type: Double.Type) throws -> Double {
    try take(type, DecodedScalar.double)
  }
  mutating func decode(_ type: Float.Type) throws -> Float { try take(type, DecodedScalar.float) }
  mutating func decode(_ type: Int.Type) throws -> Int {
    try take(type) { try DecodedScalar.integer(type, $0, $1) }
  }
  mutating func decode(_ type: Int8.Type) throws -> Int8 {
    try take(type) { try DecodedScalar.integer(type, $0, $1) }
  }
  mutating func decode(_ type: Int16.Type) throws -> Int16 {
    try take(type) { try DecodedScalar.integer(type, $0, $1) }
  }
  mutating func decode(_ type: Int32.Type) throws -> Int32 {
    try take(type) { try DecodedScalar.integer(type, $0, $1) }
  }
  mutating func decode(_ type: Int64.Type) throws -> Int64 {
    try take(type) { try DecodedScalar.integer(type, $0, $1) }
  }
  mutating func decode(_ type: UInt.Type) throws -> UInt {
    try take(type) { try DecodedScalar.integer(type, $0, $1) }
  }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 {
    try take(type) { try DecodedScalar.integer(type, $0, $1) }
  }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 {
    try take(type) { try DecodedScalar.integer(type, $0, $1) }
  }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 {
    try take(type) { try DecodedScalar.integer(type, $0, $1) }
  }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 {
    try take(type) { try DecodedScalar.integer(type, $0, $1) }
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try take(type) { try T(from: TreeDecoder(value: $0, codingPath: $1)) }
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try take(KeyedDecodingContainer<NestedKey>.self) {
      try TreeDecoder(value: $0, codingPath: $1).container(keyedBy: type)
    }
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try take((any UnkeyedDecodingContainer).self) {
      try TreeDecoder(value: $0, codingPath: $1).unkeyedContainer()
    }
  }

  mutating func superDecoder() throws -> any Decoder {
    try take((any Decoder).self) { TreeDecoder(value: $0, codingPath: $1) }
  }
}
