/// Turns an `Encodable` value into a `JSONValue` the way Foundation's `JSONEncoder` does:
/// `encodeIfPresent` with nil leaves the key out, `encodeNil` writes `null`, a nested value
/// that encodes nothing becomes `{}`, and a number that is not finite is refused.
public enum JSONValueEncoder {
  public static func encode(_ value: some Encodable) throws -> JSONValue {
    let root = Node()
    try value.encode(to: TreeEncoder(node: root, codingPath: []))
    guard let result = root.value else {
      throw EncodingError.invalidValue(
        value,
        .init(codingPath: [], debugDescription: "Top-level \(type(of: value)) encoded nothing"))
    }
    return result
  }
}

/// One value being built. A class, so that containers handed out by an encoder write into
/// the tree after the encoder that made them is gone.
private final class Node {
  enum Kind { case unset, scalar, array, object }
  var kind = Kind.unset
  var scalar = JSONValue.null
  var items: [Node] = []
  var members: [String: Node] = [:]

  init() {}

  init(_ scalar: JSONValue) {
    kind = .scalar
    self.scalar = scalar
  }

  /// The finished value; a nested value that asked for no container is an empty object.
  var value: JSONValue? {
    switch kind {
    case .unset: nil
    case .scalar: scalar
    case .array: .array(items.map { $0.value ?? .object([:]) })
    case .object: .object(members.mapValues { $0.value ?? .object([:]) })
    }
  }

  func becomeObject(path: [any CodingKey]) {
    switch kind {
    case .unset: kind = .object
    case .object: break
    case .scalar, .array:
      preconditionFailure("Asked for a keyed container at \(path) after encoding another kind")
    }
  }

  func becomeArray(path: [any CodingKey]) {
    switch kind {
    case .unset: kind = .array
    case .array: break
    case .scalar, .object:
      preconditionFailure("Asked for an unkeyed container at \(path) after encoding another kind")
    }
  }
}

/// Scalars in the form `JSONWriter` writes them; shared by all three containers.
private enum EncodedScalar {
  static func integer(_ value: some BinaryInteger, path: [any CodingKey]) throws -> JSONValue {
    guard let exact = Int64(exactly: value) else {
      throw EncodingError.invalidValue(
        value, .init(codingPath: path, debugDescription: "\(value) does not fit in Int64"))
    }
    return .integer(exact)
  }

  static func double(_ value: Double, path: [any CodingKey]) throws -> JSONValue {
    guard value.isFinite else {
      throw EncodingError.invalidValue(
        value, .init(codingPath: path, debugDescription: "\(value) has no JSON form"))
    }
    return .double(value)
  }

  /// Foundation writes a Float's own shortest text; reading that text as a Double writes
  /// the same digits.
  static func float(_ value: Float, path: [any CodingKey]) throws -> JSONValue {
    guard value.isFinite else {
      throw EncodingError.invalidValue(
        value, .init(codingPath: path, debugDescription: "\(value) has no JSON form"))
    }
    return .double(Double(value.description) ?? Double(value))
  }
}

private struct TreeEncoder: Encoder {
  let node: Node
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    node.becomeObject(path: codingPath)
    return KeyedEncodingContainer(KeyedContainer<Key>(node: node, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    node.becomeArray(path: codingPath)
    return UnkeyedContainer(node: node, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleValueContainer(node: node, codingPath: codingPath)
  }
}

private struct SingleValueContainer: SingleValueEncodingContainer {
  let node: Node
  let codingPath: [any CodingKey]

  private func set(_ value: JSONValue) {
    precondition(
      node.kind == .unset, "Encoded two values into one single value container at \(codingPath)")
    node.kind = .scalar
    node.scalar = value
  }

  private func setInteger(_ value: some BinaryInteger) throws {
    set(try EncodedScalar.integer(value, path: codingPath))
  }

  mutating func encodeNil() throws { set(.null) }
  mutating func encode(_ value: Bool) throws { set(.bool(value)) }
  mutating func encode(_ value: String) throws { set(.string(value)) }
  mutating func encode(_ value: Double) throws {
    set(try EncodedScalar.double(value, path: codingPath))
  }
  mutating func encode(_ value: Float) throws {
    set(try EncodedScalar.float(value, path: codingPath))
  }
  mutating func encode(_ value: Int) throws { try setInteger(value) }
  mutating func encode(_ value: Int8) throws { try setInteger(value) }
  mutating func encode(_ value: Int16) throws { try setInteger(value) }
  mutating func encode(_ value: Int32) throws { try setInteger(value) }
  mutating func encode(_ value: Int64) throws { set(.integer(value)) }
  mutating func encode(_ value: UInt) throws { try setInteger(value) }
  mutating func encode(_ value: UInt8) throws { try setInteger(value) }
  mutating func encode(_ value: UInt16) throws { try setInteger(value) }
  mutating func encode(_ value: UInt32) throws { try setInteger(value) }
  mutating func encode(_ value: UInt64) throws { try setInteger(value) }

  mutating func encode(_ value: some Encodable) throws {
    precondition(
      node.kind == .unset, "Encoded two values into one single value container at \(codingPath)")
    try value.encode(to: TreeEncoder(node: node, codingPath: codingPath))
  }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let node: Node
  let codingPath: [any CodingKey]

  private func set(_ value: JSONValue, for key: Key) { node.members[key.stringValue] = Node(value) }

  private func child(for key: any CodingKey) -> Node {
    let child = Node()
    node.members[key.stringValue] = child
    return child
  }

  mutating func encodeNil(forKey key: Key) throws { set(.null, for: key) }
  mutating func encode(_ value: Bool, forKey key: Key) throws { set(.bool(value), for: key) }
  mutating func encode(_ value: String, forKey key: Key) throws { set(.string(value), for: key) }
  mutating func encode(_ value: Double, forKey key: Key) throws {
    set(try EncodedScalar.double(value, path: codingPath + [key]), for: key)
  }
  mutating func encode(_ value: Float, forKey key: Key) throws {
    set(try EncodedScalar.float(value, path: codingPath + [key]), for: key)
  }
  mutating func encode(_ value: Int, forKey key: Key) throws {
    set(try EncodedScalar.integer(value, path: codingPath + [key]), for: key)
  }
  mutating func encode(_ value: Int8, forKey key: Key) throws {
    set(try EncodedScalar.integer(value, path: codingPath + [key]), for: key)
  }
  mutating func encode(_ value: Int16, forKey key: Key) throws {
    set(try EncodedScalar.integer(value, path: codingPath + [key]), for: key)
  }
  mutating func encode(_ value: Int32, forKey key: Key) throws {
    set(try EncodedScalar.integer(value, path: codingPath + [key]), for: key)
  }
  mutating func encode(_ value: Int64, forKey key: Key) throws { set(.integer(value), for: key) }
  mutating func encode(_ value: UInt, forKey key: Key) throws {
    set(try EncodedScalar.integer(value, path: codingPath + [key]), for: key)
  }
  mutating func encode(_ value: UInt8, forKey key: Key) throws {
    set(try EncodedScalar.integer(value, path: codingPath + [key]), for: key)
  }
  mutating func encode(_ value: UInt16, forKey key: Key) throws {
    set(try EncodedScalar.integer(value, path: codingPath + [key]), for: key)
  }
  mutating func encode(_ value: UInt32, forKey key: Key) throws {
    set(try EncodedScalar.integer(value, path: codingPath + [key]), for: key)
  }
  mutating func encode(_ value: UInt64, forKey key: Key) throws {
    set(try EncodedScalar.integer(value, path: codingPath + [key]), for: key)
  }

  mutating func encode(_ value: some Encodable, forKey key: Key) throws {
    try value.encode(to: TreeEncoder(node: child(for: key), codingPath: codingPath + [key]))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    TreeEncoder(node: child(for: key), codingPath: codingPath + [key])
      .container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    TreeEncoder(node: child(for: key), codingPath: codingPath + [key]).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    TreeEncoder(node: child(for: JSONSuperKey()), codingPath: codingPath + [JSONSuperKey()])
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    TreeEncoder(node: child(for: key), codingPath: codingPath + [key])
  }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
  let node: Node
  let codingPath: [any CodingKey]
  var count: Int { node.items.count }

  private var nextPath: [any CodingKey] { codingPath + [JSONIndexKey(count)] }

  private func append(_ value: JSONValue) { node.items.append(Node(value)) }

  private func appendChild() -> Node {
    let child = Node()
    node.items.append(child)
    return child
  }

  private func appendInteger(_ value: some BinaryInteger) throws {
    append(try EncodedScalar.integer(value, path: nextPath))
  }

  mutating func encodeNil() throws { append(.null) }
  mutating func encode(_ value: Bool) throws { append(.bool(value)) }
  mutating func encode(_ value: String) throws { append(.string(value)) }
  mutating func encode(_ value: Double) throws {
    append(try EncodedScalar.double(value, path: nextPath))
  }
  mutating func encode(_ value: Float) throws {
    append(try EncodedScalar.float(value, path: nextPath))
  }
  mutating func encode(_ value: Int) throws { try appendInteger(value) }
  mutating func encode(_ value: Int8) throws { try appendInteger(value) }
  mutating func encode(_ value: Int16) throws { try appendInteger(value) }
  mutating func encode(_ value: Int32) throws { try appendInteger(value) }
  mutating func encode(_ value: Int64) throws { append(.integer(value)) }
  mutating func encode(_ value: UInt) throws { try appendInteger(value) }
  mutating func encode(_ value: UInt8) throws { try appendInteger(value) }
  mutating func encode(_ value: UInt16) throws { try appendInteger(value) }
  mutating func encode(_ value: UInt32) throws { try appendInteger(value) }
  mutating func encode(_ value: UInt64) throws { try appendInteger(value) }

  mutating func encode(_ value: some Encodable) throws {
    let path = nextPath
    try value.encode(to: TreeEncoder(node: appendChild(), codingPath: path))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    let path = nextPath
    return TreeEncoder(node: appendChild(), codingPath: path).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let path = nextPath
    return TreeEncoder(node: appendChild(), codingPath: path).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    let path = nextPath
    return TreeEncoder(node: appendChild(), codingPath: path)
  }
}
