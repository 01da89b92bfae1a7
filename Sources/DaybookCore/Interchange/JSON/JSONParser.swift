#if canImport(Glibc)
  import Glibc
#endif

/// Where and why a text is not JSON. `line` and `column` count from 1; a column counts
/// characters (Unicode scalars), not bytes, so it matches what an editor shows.
public struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
  public var line: Int
  public var column: Int
  public var message: String
  /// Set when the text is JSON but a value is larger than `JSONLimits` allow.
  public var oversize: JSONOversize?

  public init(line: Int, column: Int, message: String, oversize: JSONOversize? = nil) {
    self.line = line
    self.column = column
    self.message = message
    self.oversize = oversize
  }

  public var description: String { "line \(line), column \(column): \(message)" }
}

/// Sizes `JSONParser.check(_:limits:)` refuses while it checks, so that an oversized value is
/// refused before anything holds it: no string of it is built.
public struct JSONLimits: Equatable, Sendable {
  /// Most bytes of one string's text (UTF-8, escapes read: `\n` counts one byte).
  public var stringBytes: Int
  /// Most bytes of one record: one item of an array that is a member of the top-level object
  /// (an entry with its revisions, a plant with its care), as written in the text.
  public var recordBytes: Int

  public init(stringBytes: Int, recordBytes: Int) {
    self.stringBytes = stringBytes
    self.recordBytes = recordBytes
  }
}

/// A value larger than `JSONLimits` allow: what it is, where it starts and how large it is.
public struct JSONOversize: Equatable, Sendable {
  public enum Kind: Equatable, Sendable { case string, record }
  public var kind: Kind
  /// The byte offset in the text's UTF-8 where the value starts (its opening `"`, `{` or `[`).
  public var offset: Int
  /// The bytes counted when it was refused: a string is not read past its limit, so this is
  /// then the limit plus a little; a record's is its whole size.
  public var bytes: Int
  /// The limit it broke.
  public var limit: Int
}

/// One step of a path into a JSON value: a member's key or an item's position.
public enum JSONPathComponent: Equatable, Sendable, CustomStringConvertible {
  case key(String)
  case index(Int)

  /// `.entries`, `[3]`.
  public var description: String {
    switch self {
    case .key(let name): ".\(name)"
    case .index(let position): "[\(position)]"
    }
  }

  /// As a `CodingKey`, for `JSONParser.locate`.
  struct Key: CodingKey {
    var stringValue: String
    var intValue: Int?

    init(_ component: JSONPathComponent) {
      switch component {
      case .key(let name): (stringValue, intValue) = (name, nil)
      case .index(let position): (stringValue, intValue) = ("\(position)", position)
      }
    }

    init?(stringValue: String) { (self.stringValue, intValue) = (stringValue, nil) }
    init?(intValue: Int) { (stringValue, self.intValue) = ("\(intValue)", intValue) }
  }
}

/// A strict RFC 8259 checker: no trailing commas, comments, single quotes, leading zeros,
/// raw control characters in strings, lone surrogates, duplicate keys or text after the
/// value. A UTF-8 byte order mark at the start is skipped, as the RFC allows.
///
/// It builds no values (Foundation's `JSONDecoder` does that): it refuses what the decoder
/// would let through (trailing commas, duplicate keys), names the line and column of
/// what the decoder only calls "not valid JSON", and finds where a coding path's value
/// starts so a decoding error can name its line.
public struct JSONParser {
  /// Nesting deeper than this is refused rather than risking the stack.
  static let maximumDepth = 512

  private let bytes: [UInt8]
  /// After a byte order mark, if there is one; columns count from here.
  private let textStart: Int
  private var index: Int
  /// The keys of the objects being checked, the innermost object's last: one array reused
  /// by every object, where a set per object cost an allocation (and a few to grow it) for
  /// each of the tens of thousands of records in an export.
  private var keys: [String] = []
  /// An object with more keys than this checks them with a set, not by looking at each.
  private static let keysCheckedOneByOne = 24
  /// What `check` refuses beyond the syntax; nil checks the syntax only.
  private let limits: JSONLimits?
  /// Strings that are only skipped are skipped to their closing quote without being
  /// checked: for finding a place in a text after `check` looked at it, where a 60 MB string
  /// must not cost a second each time it is passed.
  private let lenient: Bool

  private init(_ text: String, limits: JSONLimits? = nil, lenient: Bool = false) {
    bytes = Array(text.utf8)
    textStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    index = textStart
    self.limits = limits
    self.lenient = lenient
  }

  /// Checks that `text` is one JSON value with no string or record larger than `limits`;
  /// throws a `JSONSyntaxError` naming the first problem (with `oversize` set for a value
  /// too large).
  public static func check(_ text: String, limits: JSONLimits? = nil) throws(JSONSyntaxError) {
    var parser = JSONParser(text, limits: limits)
    parser.skipWhitespace()
    if parser.index == parser.bytes.count { throw parser.error("the text is empty") }
    try parser.parseValue(depth: 0)
    parser.skipWhitespace()
    if parser.index < parser.bytes.count {
      throw parser.error("unexpected \(parser.found) after the JSON value")
    }
  }

  /// The line and column where the value at `path` starts in `text` (the object itself for
  /// an empty path), or nil when the text does not reach it. Used to point error messages
  /// from decoding at the right line.
  public static func position(of path: [any CodingKey], in text: String) -> (
    line: Int, column: Int
  )? {
    var parser = JSONParser(text, lenient: true)
    guard let start = try? parser.locate(path[...]) else { return nil }
    return parser.lineAndColumn(at: start)
  }

  /// The value at `path` in `text` as an error message names it: `the number 7`,
  /// `the string "1"` (when short), `true`, `null`, `an array`, `an object`.
  static func describeValue(at path: [any CodingKey], in text: String) -> String? {
    var parser = JSONParser(text, lenient: true)
    guard let start = try? parser.locate(path[...]), start < parser.bytes.count else {
      return nil
    }
    parser.index = start
    switch parser.bytes[start] {
    case UInt8(ascii: "{"): return "an object"
    case UInt8(ascii: "["): return "an array"
    case UInt8(ascii: "n"): return "null"
    case UInt8(ascii: "t"): return "true"
    case UInt8(ascii: "f"): return "false"
    case UInt8(ascii: "\""):
      guard let string = try? parser.parseString(keeping: true) else { return nil }
      return string.count <= 40 ? "the string \"\(string)\"" : "a string"
    default:
      guard (try? parser.parseNumber()) != nil else { return nil }
      return "the number " + String(decoding: parser.bytes[start..<parser.index], as: UTF8.self)
    }
  }

  /// The path from the top to the value starting at byte `offset` of `text`'s UTF-8
  /// (`[.key("entries"), .index(3), .key("body")]`): as far as the text shows it, empty for the
  /// top value. Names where a value that `check` refused sits.
  static func path(toValueAt offset: Int, in text: String) -> [JSONPathComponent] {
    var parser = JSONParser(text, lenient: true)
    var path: [JSONPathComponent] = []
    parser.walk(to: offset, path: &path)
    return path
  }

  /// The text of the string or number at `path`, when the text has one there (at most
  /// `maximumCharacters` of it): a record's day, name or title for a message.
  static func scalarText(at path: [JSONPathComponent], in text: String, maximumCharacters: Int = 60)
    -> String?
  {
    var parser = JSONParser(text, lenient: true)
    let keys = path.map { JSONPathComponent.Key($0) as any CodingKey }
    guard let start = try? parser.locate(keys[...]),
      start < parser.bytes.count
    else { return nil }
    parser.index = start
    let found: String
    if parser.bytes[start] == UInt8(ascii: "\"") {
      // A name is short: a long string is not built to be cut.
      guard let end = closingQuote(in: parser.bytes, from: start + 1),
        end - start <= 8 * maximumCharacters,
        let string = try? parser.parseString(keeping: true)
      else { return nil }
      found = string
    } else {
      guard (try? parser.parseNumber()) != nil else { return nil }
      found = String(decoding: parser.bytes[start..<parser.index], as: UTF8.self)
    }
    return found.count <= maximumCharacters ? found : String(found.prefix(maximumCharacters)) + "…"
  }

  /// Descends from the value at `index` into the member or item holding `target`.
  private mutating func walk(to target: Int, path: inout [JSONPathComponent]) {
    skipWhitespace()
    guard index < target, index < bytes.count, path.count < JSONParser.maximumDepth else {
      return
    }
    let isObject = bytes[index] == UInt8(ascii: "{")
    guard isObject || bytes[index] == UInt8(ascii: "[") else { return }
    index += 1
    var position = 0
    while true {
      skipWhitespace()
      var component = JSONPathComponent.index(position)
      if isObject {
        guard peek(UInt8(ascii: "\"")), let key = try? parseString(keeping: true) else { return }
        skipWhitespace()
        guard peek(UInt8(ascii: ":")) else { return }
        index += 1
        skipWhitespace()
        component = .key(key)
      }
      let valueStart = index
      if valueStart > target { return }
      // A value that does not parse (the refused one, or a text cut short) holds the target.
      if valueStart == target || (try? parseValue(depth: 0)) == nil || target < index {
        path.append(component)
        index = valueStart
        walk(to: target, path: &path)
        return
      }
      skipWhitespace()
      guard peek(UInt8(ascii: ",")) else { return }
      index += 1
      position += 1
    }
  }

  // MARK: Values

  /// `holdsRecords`: the value is a member of the top-level object, so when it is an array its
  /// items are records (see `JSONLimits.recordBytes`).
  private mutating func parseValue(depth: Int, holdsRecords: Bool = false)
    throws(JSONSyntaxError)
  {
    guard index < bytes.count else { throw error("expected a value but the text ended") }
    switch bytes[index] {
    case UInt8(ascii: "{"): try parseObject(depth: depth + 1)
    case UInt8(ascii: "["): try parseArray(depth: depth + 1, holdsRecords: holdsRecords)
    case UInt8(ascii: "\""): _ = try parseString(keeping: false)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try parseNumber()
    case UInt8(ascii: "t"): try expectWord("true")
    case UInt8(ascii: "f"): try expectWord("false")
    case UInt8(ascii: "n"): try expectWord("null")
    default: throw error("expected a value but found \(found)")
    }
  }

  private mutating func parseObject(depth: Int) throws(JSONSyntaxError) {
    try checkDepth(depth)
    index += 1
    let firstKey = keys.count
    defer { keys.removeSubrange(firstKey...) }
    var manyKeys: Set<String>?
    skipWhitespace()
    if peek(UInt8(ascii: "}")) {
      index += 1
      return
    }
    while true {
      skipWhitespace()
      guard peek(UInt8(ascii: "\"")) else {
        if peek(UInt8(ascii: "}")) {
          throw error("a trailing comma before '}' is not allowed", at: lastComma(before: index))
        }
        throw error("expected a key in double quotes but found \(found)")
      }
      let keyStart = index
      let key = try parseString(keeping: true)
      skipWhitespace()
      guard peek(UInt8(ascii: ":")) else {
        throw error("expected ':' after the key \"\(key)\" but found \(found)")
      }
      index += 1
      skipWhitespace()
      try parseValue(depth: depth, holdsRecords: depth == 1)
      let seen: Bool
      if let inserted = manyKeys?.insert(key).inserted {
        seen = !inserted
      } else {
        seen = keys[firstKey...].contains(key)
        keys.append(key)
        if keys.count - firstKey > JSONParser.keysCheckedOneByOne {
          manyKeys = Set(keys[firstKey...])
        }
      }
      if seen {
        throw error("the key \"\(key)\" appears twice in one object", at: keyStart)
      }
      skipWhitespace()
      guard index < bytes.count else { throw error("the object is not closed with '}'") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "}") {
        index += 1
        return
      }
      throw error("expected ',' or '}' but found \(found)")
    }
  }

  private mutating func parseArray(depth: Int, holdsRecords: Bool = false)
    throws(JSONSyntaxError)
  {
    try checkDepth(depth)
    let recordLimit = holdsRecords ? limits?.recordBytes : nil
    index += 1
    skipWhitespace()
    if peek(UInt8(ascii: "]")) {
      index += 1
      return
    }
    while true {
      skipWhitespace()
      if peek(UInt8(ascii: "]")) {
        throw error("a trailing comma before ']' is not allowed", at: lastComma(before: index))
      }
      let itemStart = index
      try parseValue(depth: depth)
      if let recordLimit, index - itemStart > recordLimit {
        throw oversize(.record, at: itemStart, bytes: index - itemStart, limit: recordLimit)
      }
      skipWhitespace()
      guard index < bytes.count else { throw error("the array is not closed with ']'") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "]") {
        index += 1
        return
      }
      throw error("expected ',' or ']' but found \(found)")
    }
  }

  /// A string's text when `keeping` (keys), else only checked ("" is returned). A string
  /// longer than `limits.stringBytes` is refused as soon as the limit is passed.
  private mutating func parseString(keeping: Bool) throws(JSONSyntaxError) -> String {
    let opening = index
    index += 1
    if lenient && !keeping {
      guard let end = JSONParser.closingQuote(in: bytes, from: index) else {
        throw error("the string is not closed with '\"'", at: opening)
      }
      index = end + 1
      return ""
    }
    var result = ""
    var runStart = index
    // Bytes of text so far: the plain runs' bytes and each escape's character.
    var textBytes = 0
    var plainStart = index
    while true {
      // With a limit the run is read no further than one byte past it.
      let stop = limits.map { min(bytes.count, index + max(0, $0.stringBytes - textBytes) + 1) }
      index = JSONParser.endOfPlainRun(in: bytes, from: index, upTo: stop ?? bytes.count)
      if let limit = limits?.stringBytes {
        textBytes += index - plainStart
        plainStart = index
        if textBytes > limit {
          throw oversize(.string, at: opening, bytes: textBytes, limit: limit)
        }
      }
      guard index < bytes.count else {
        throw error("the string is not closed with '\"'", at: opening)
      }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        if keeping { appendRun(from: runStart, to: &result) }
        index += 1
        return result
      }
      if byte < 0x20 {
        throw error(
          "a control character (U+\(JSONParser.hex(UInt32(byte), width: 4))) must be escaped "
            + "in a string")
      }
      if byte != UInt8(ascii: "\\") {
        index += 1
        continue
      }
      if keeping { appendRun(from: runStart, to: &result) }
      let scalar = try parseEscape()
      if keeping { result.unicodeScalars.append(scalar) }
      runStart = index
      textBytes += UTF8.width(scalar)
      plainStart = index
    }
  }

  /// The offset of the first quote, backslash or control character at or after `start` (the
  /// count when none): eight bytes at a time, since strings hold nearly all of an export's
  /// bytes. Each test below is exact about whether any byte of the word matches.
  static func endOfPlainRun(in bytes: [UInt8], from start: Int, upTo end: Int? = nil) -> Int {
    bytes.withUnsafeBytes { whole in
      let raw = UnsafeRawBufferPointer(rebasing: whole[..<min(whole.count, end ?? whole.count)])
      let ones: UInt64 = 0x0101_0101_0101_0101
      let highs: UInt64 = 0x8080_8080_8080_8080
      var offset = start
      while offset + 8 <= raw.count {
        let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let zeroInQuote = (quote &- ones) & ~quote
        let zeroInBackslash = (backslash &- ones) & ~backslash
        let control = (word &- ones &* 0x20) & ~word
        if (zeroInQuote | zeroInBackslash | control) & highs != 0 { break }
        offset += 8
      }
      while offset < raw.count {
        let byte = raw[offset]
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
        offset += 1
      }
      return offset
    }
  }

  /// The offset of the quote that closes a string whose text starts at `start` (a quote after
  /// an even run of backslashes), found with memchr; nil when there is none.
  static func closingQuote(in bytes: [UInt8], from start: Int) -> Int? {
    bytes.withUnsafeBytes { raw -> Int? in
      guard let base = raw.baseAddress else { return nil }
      var from = start
      while from < raw.count, let found = memchr(base + from, 0x22, raw.count - from) {
        let quote = base.distance(to: UnsafeRawPointer(found))
        var backslashes = 0
        while quote - backslashes - 1 >= start, raw[quote - backslashes - 1] == 0x5C {
          backslashes += 1
        }
        if backslashes.isMultiple(of: 2) { return quote }
        from = quote + 1
      }
      return nil
    }
  }

  private func appendRun(from start: Int, to result: inout String) {
    guard start < index else { return }
    // The text came from a String and runs end at ASCII bytes, so each run is valid UTF-8.
    result += String(decoding: bytes[start..<index], as: UTF8.self)
  }

  /// One escape starting at the backslash; leaves `index` after it.
  private mutating func parseEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
    let start = index
    index += 1
    guard index < bytes.count else { throw error("the string is not closed with '\"'") }
    let letter = bytes[index]
    index += 1
    switch letter {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let unit = try parseHex4(escapeStart: start)
      switch unit {
      case 0xD800...0xDBFF:
        let lowStart = index
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
          bytes[index + 1] == UInt8(ascii: "u")
        else {
          throw error(
            "\\u\(JSONParser.hex(unit, width: 4)) is half of a surrogate pair; the low half "
              + "(\\uDC00–\\uDFFF) must follow", at: start)
        }
        index += 2
        let low = try parseHex4(escapeStart: lowStart)
        guard (0xDC00...0xDFFF).contains(low) else {
          throw error(
            "\\u\(JSONParser.hex(unit, width: 4)) must be followed by a low surrogate "
              + "(\\uDC00–\\uDFFF), not \\u\(JSONParser.hex(low, width: 4))", at: lowStart)
        }
        let value = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
        guard let scalar = Unicode.Scalar(value) else {
          throw error("\\u escape is not a character", at: start)
        }
        return scalar
      case 0xDC00...0xDFFF:
        throw error(
          "\\u\(JSONParser.hex(unit, width: 4)) is the low half of a surrogate pair without "
            + "its high half", at: start)
      default:
        guard let scalar = Unicode.Scalar(unit) else {
          throw error("\\u escape is not a character", at: start)
        }
        return scalar
      }
    default:
      index = start
      let escape = describeCharacter(at: start + 1, prefix: "\\")
      throw error(
        "invalid escape \(escape) (valid: \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)")
    }
  }

  private mutating func parseHex4(escapeStart: Int) throws(JSONSyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count, let digit = JSONParser.hexValue(bytes[index]) else {
        throw error("\\u must be followed by four hexadecimal digits", at: escapeStart)
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }

  private mutating func parseNumber() throws(JSONSyntaxError) {
    let start = index
    let negative = peek(UInt8(ascii: "-"))
    if negative { index += 1 }
    guard index < bytes.count, isDigit(bytes[index]) else {
      throw error("expected a digit after '-' but found \(found)")
    }
    if bytes[index] == UInt8(ascii: "0"), index + 1 < bytes.count, isDigit(bytes[index + 1]) {
      throw error("a number must not start with a leading zero")
    }
    // Accumulated negatively so that Int64.min fits.
    var integer: Int64 = 0
    var fitsInteger = true
    while index < bytes.count, isDigit(bytes[index]) {
      if fitsInteger {
        let digit = Int64(bytes[index] - UInt8(ascii: "0"))
        let (times10, overflow1) = integer.multipliedReportingOverflow(by: 10)
        let (next, overflow2) = times10.subtractingReportingOverflow(digit)
        if overflow1 || overflow2 { fitsInteger = false } else { integer = next }
      }
      index += 1
    }
    var isIntegral = true
    if peek(UInt8(ascii: ".")) {
      isIntegral = false
      index += 1
      guard index < bytes.count, isDigit(bytes[index]) else {
        throw error("expected a digit after '.' but found \(found)")
      }
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
      isIntegral = false
      index += 1
      if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
      guard index < bytes.count, isDigit(bytes[index]) else {
        throw error("expected a digit in the exponent but found \(found)")
      }
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    if isIntegral && fitsInteger && (negative || integer != Int64.min) { return }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let number = Double(text), number.isFinite else {
      throw error("the number \(text) is too large", at: start)
    }
  }

  private mutating func expectWord(_ word: StaticString) throws(JSONSyntaxError) {
    let start = index
    let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
    for byte in expected {
      guard index < bytes.count, bytes[index] == byte else {
        index = start
        throw error("expected a value but found \(found)")
      }
      index += 1
    }
  }

  // MARK: Locating a coding path

  /// The offset where the value at `path` starts.
  private mutating func locate(_ path: ArraySlice<any CodingKey>) throws(JSONSyntaxError) -> Int? {
    skipWhitespace()
    guard let key = path.first else { return index }
    guard index < bytes.count else { return nil }
    if bytes[index] == UInt8(ascii: "{") {
      index += 1
      skipWhitespace()
      while index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
        let name = try parseString(keeping: true)
        skipWhitespace()
        guard peek(UInt8(ascii: ":")) else { return nil }
        index += 1
        if name == key.stringValue { return try locate(path.dropFirst()) }
        skipWhitespace()
        try parseValue(depth: 0)
        skipWhitespace()
        guard peek(UInt8(ascii: ",")) else { return nil }
        index += 1
        skipWhitespace()
      }
      return nil
    }
    if bytes[index] == UInt8(ascii: "["), let wanted = key.intValue {
      index += 1
      for _ in 0..<wanted {
        skipWhitespace()
        try parseValue(depth: 0)
        skipWhitespace()
        guard peek(UInt8(ascii: ",")) else { return nil }
        index += 1
      }
      return try locate(path.dropFirst())
    }
    return nil
  }

  // MARK: Helpers

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x0A, 0x0D, 0x09: index += 1
      default: return
      }
    }
  }

  private func lastComma(before position: Int) -> Int {
    bytes[..<position].lastIndex(of: UInt8(ascii: ",")) ?? position
  }

  private func peek(_ byte: UInt8) -> Bool {
    index < bytes.count && bytes[index] == byte
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private func checkDepth(_ depth: Int) throws(JSONSyntaxError) {
    if depth > JSONParser.maximumDepth {
      throw error("arrays and objects are nested deeper than \(JSONParser.maximumDepth) levels")
    }
  }

  /// The character at `index` for a message: `'x'`, or "the end of the text".
  private var found: String { describeCharacter(at: index) }

  /// The character at `position` for a message: `'x'`, `'한'`, `U+0007` or "the end of the
  /// text", after `prefix` (a backslash for escapes).
  private func describeCharacter(at position: Int, prefix: String = "") -> String {
    guard position < bytes.count else { return "the end of the text" }
    let byte = bytes[position]
    if byte < 0x20 || byte == 0x7F { return "U+\(JSONParser.hex(UInt32(byte), width: 4))" }
    var end = position + 1
    while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
    return "'\(prefix)\(String(decoding: bytes[position..<end], as: UTF8.self))'"
  }

  private func oversize(_ kind: JSONOversize.Kind, at start: Int, bytes: Int, limit: Int)
    -> JSONSyntaxError
  {
    var refusal = error(
      kind == .string
        ? "a string of more than \(limit) bytes" : "a record of \(bytes) bytes (at most \(limit))",
      at: start)
    refusal.oversize = JSONOversize(kind: kind, offset: start, bytes: bytes, limit: limit)
    return refusal
  }

  private func error(_ message: String, at position: Int? = nil) -> JSONSyntaxError {
    let place = lineAndColumn(at: position ?? index)
    return JSONSyntaxError(line: place.line, column: place.column, message: message)
  }

  private func lineAndColumn(at position: Int) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    for byte in bytes[textStart..<max(textStart, min(position, bytes.count))] {
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return (line, column)
  }

  private static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  static func hex(_ value: UInt32, width: Int) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}
