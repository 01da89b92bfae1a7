/// Writes a `JSONValue` as text, byte for byte as Foundation's `JSONEncoder` does with
/// `[.prettyPrinted, .sortedKeys]` (plus `.withoutEscapingSlashes` when `escapesSlashes` is
/// false), so exports made before and after Daybook stopped linking Foundation are identical.
/// Keys are always sorted, by their UTF-8 bytes.
public struct JSONWriter: Sendable {
  /// Indents with two spaces and puts `" : "` between a key and its value; else compact.
  public var prettyPrinted: Bool
  /// Writes `/` as `\/`, as Foundation does unless told not to.
  public var escapesSlashes: Bool

  /// Nesting deeper than this is refused, as Foundation refuses it.
  static let maximumDepth = 512

  public init(prettyPrinted: Bool = true, escapesSlashes: Bool = true) {
    self.prettyPrinted = prettyPrinted
    self.escapesSlashes = escapesSlashes
  }

  /// The text of `value`. Throws `EncodingError.invalidValue` for a number that is not finite
  /// or for nesting deeper than 512 levels.
  public func text(of value: JSONValue) throws -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(4096)
    try write(value, into: &bytes, depth: 0)
    return String(decoding: bytes, as: UTF8.self)
  }

  private func write(_ value: JSONValue, into bytes: inout [UInt8], depth: Int) throws {
    switch value {
    case .null: bytes.append(contentsOf: "null".utf8)
    case .bool(let flag): bytes.append(contentsOf: (flag ? "true" : "false").utf8)
    case .integer(let number): bytes.append(contentsOf: String(number).utf8)
    case .double(let number):
      guard number.isFinite else {
        throw EncodingError.invalidValue(
          number, .init(codingPath: [], debugDescription: "\(number) has no JSON form"))
      }
      bytes.append(contentsOf: JSONWriter.numberText(number).utf8)
    case .string(let text): writeString(text, into: &bytes)
    case .array(let items):
      try checkDepth(depth + 1)
      bytes.append(UInt8(ascii: "["))
      if prettyPrinted { bytes.append(UInt8(ascii: "\n")) }
      for (index, item) in items.enumerated() {
        if index > 0 { appendSeparator(into: &bytes) }
        if prettyPrinted { indent(depth + 1, into: &bytes) }
        try write(item, into: &bytes, depth: depth + 1)
      }
      closeContainer(UInt8(ascii: "]"), depth: depth, into: &bytes)
    case .object(let members):
      try checkDepth(depth + 1)
      bytes.append(UInt8(ascii: "{"))
      if prettyPrinted { bytes.append(UInt8(ascii: "\n")) }
      let sorted = members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
      for (index, member) in sorted.enumerated() {
        if index > 0 { appendSeparator(into: &bytes) }
        if prettyPrinted { indent(depth + 1, into: &bytes) }
        writeString(member.key, into: &bytes)
        bytes.append(contentsOf: (prettyPrinted ? " : " : ":").utf8)
        try write(member.value, into: &bytes, depth: depth + 1)
      }
      closeContainer(UInt8(ascii: "}"), depth: depth, into: &bytes)
    }
  }

  /// Foundation's number form: Swift's shortest round-trip text, without a trailing `.0`.
  static func numberText(_ number: Double) -> String {
    var text = number.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
  }

  private func checkDepth(_ depth: Int) throws {
    guard depth < JSONWriter.maximumDepth else {
      throw EncodingError.invalidValue(
        depth,
        .init(codingPath: [], debugDescription: "nested deeper than \(JSONWriter.maximumDepth)"))
    }
  }

  private func appendSeparator(into bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: ","))
    if prettyPrinted { bytes.append(UInt8(ascii: "\n")) }
  }

  /// Foundation writes an empty container as `[`, a blank line and `]` at its own indent.
  private func closeContainer(_ bracket: UInt8, depth: Int, into bytes: inout [UInt8]) {
    if prettyPrinted {
      bytes.append(UInt8(ascii: "\n"))
      indent(depth, into: &bytes)
    }
    bytes.append(bracket)
  }

  private func indent(_ depth: Int, into bytes: inout [UInt8]) {
    bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
  }

  private func writeString(_ text: String, into bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): bytes.append(contentsOf: [0x5C, byte])
      case UInt8(ascii: "\\"): bytes.append(contentsOf: [0x5C, byte])
      case UInt8(ascii: "/") where escapesSlashes: bytes.append(contentsOf: [0x5C, byte])
      case 0x08: bytes.append(contentsOf: [0x5C, UInt8(ascii: "b")])
      case 0x0C: bytes.append(contentsOf: [0x5C, UInt8(ascii: "f")])
      case 0x0A: bytes.append(contentsOf: [0x5C, UInt8(ascii: "n")])
      case 0x0D: bytes.append(contentsOf: [0x5C, UInt8(ascii: "r")])
      case 0x09: bytes.append(contentsOf: [0x5C, UInt8(ascii: "t")])
      case 0x00...0x1F:
        bytes.append(contentsOf: "\\u00".utf8)
        bytes.append(JSONWriter.hexDigit(byte >> 4))
        bytes.append(JSONWriter.hexDigit(byte & 0xF))
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
  }
}
