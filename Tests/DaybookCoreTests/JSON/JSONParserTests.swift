import DaybookTestSupport
import Testing

@testable import DaybookCore

@Suite struct JSONParserTests {
  @Test func valuesOfEveryKindAreAccepted() throws {
    let text = """
      {"s": "a\\"b\\\\c\\/d\\b\\f\\n\\r\\t\\u00e9\\uD83C\\uDF31한", "i": -9223372036854775808,
       "max": 9223372036854775807, "big": 9223372036854775808, "d": 0.1, "e": 1E3,
       "neg": -0, "t": true, "f": false, "n": null, "a": [1, [], {}], "o": {"k": "v"}}
      """
    #expect(throws: Never.self) { try JSONParser.check(text) }
  }

  @Test func scalarsAtTheTopWhitespaceAndAByteOrderMark() throws {
    for text in [" \t\r\n 12 \n", "\"x\"", "\u{FEFF}[true]", "-1.5e-2"] {
      #expect(throws: Never.self) { try JSONParser.check(text) }
    }
  }

  struct Malformed: CustomTestStringConvertible, Sendable {
    var text: String
    var error: JSONSyntaxError
    var testDescription: String { text }

    init(_ text: String, _ line: Int, _ column: Int, _ message: String) {
      self.text = text
      error = JSONSyntaxError(line: line, column: column, message: message)
    }
  }

  static let malformed: [Malformed] = [
    .init("", 1, 1, "the text is empty"),
    .init("  \n ", 2, 2, "the text is empty"),
    .init("[1, 2,]", 1, 6, "a trailing comma before ']' is not allowed"),
    .init("{\"a\": 1,\n}", 1, 8, "a trailing comma before '}' is not allowed"),
    .init("[1,,2]", 1, 4, "expected a value but found ','"),
    .init("[1 2]", 1, 4, "expected ',' or ']' but found '2'"),
    .init("{\"a\" 1}", 1, 6, "expected ':' after the key \"a\" but found '1'"),
    .init("{a: 1}", 1, 2, "expected a key in double quotes but found 'a'"),
    .init("{'a': 1}", 1, 2, "expected a key in double quotes but found '''"),
    .init("{\"a\": 1, \"a\": 2}", 1, 10, "the key \"a\" appears twice in one object"),
    .init("[1", 1, 3, "the array is not closed with ']'"),
    .init("{\"a\": 1", 1, 8, "the object is not closed with '}'"),
    .init("\"abc", 1, 1, "the string is not closed with '\"'"),
    .init("\"a\\qb\"", 1, 3, #"invalid escape '\q' (valid: \" \\ \/ \b \f \n \r \t \uXXXX)"#),
    .init("\"\\x41\"", 1, 2, #"invalid escape '\x' (valid: \" \\ \/ \b \f \n \r \t \uXXXX)"#),
    .init("\"\\u12G4\"", 1, 2, "\\u must be followed by four hexadecimal digits"),
    .init(
      "[\n  \"\\uD800\"]", 2, 4,
      "\\uD800 is half of a surrogate pair; the low half (\\uDC00–\\uDFFF) must follow"),
    .init(
      "\"\\uD800\\u0041\"", 1, 8,
      "\\uD800 must be followed by a low surrogate (\\uDC00–\\uDFFF), not \\u0041"),
    .init("\"\\uDC00\"", 1, 2, "\\uDC00 is the low half of a surrogate pair without its high half"),
    .init("\"tab\there\"", 1, 5, "a control character (U+0009) must be escaped in a string"),
    .init("\"line\nbreak\"", 1, 6, "a control character (U+000A) must be escaped in a string"),
    .init("01", 1, 1, "a number must not start with a leading zero"),
    .init("[-007]", 1, 3, "a number must not start with a leading zero"),
    .init("1.", 1, 3, "expected a digit after '.' but found the end of the text"),
    .init(".5", 1, 1, "expected a value but found '.'"),
    .init("1e", 1, 3, "expected a digit in the exponent but found the end of the text"),
    .init("-", 1, 2, "expected a digit after '-' but found the end of the text"),
    .init("+1", 1, 1, "expected a value but found '+'"),
    .init("1e400", 1, 1, "the number 1e400 is too large"),
    .init("NaN", 1, 1, "expected a value but found 'N'"),
    .init("[tru]", 1, 2, "expected a value but found 't'"),
    .init("nul", 1, 1, "expected a value but found 'n'"),
    .init("{} {}", 1, 4, "unexpected '{' after the JSON value"),
    .init("[1] // note", 1, 5, "unexpected '/' after the JSON value"),
    .init("[\"한글\", 잘못]", 1, 8, "expected a value but found '잘'"),
    .init("[\u{7}]", 1, 2, "expected a value but found U+0007"),
    .init(
      String(repeating: "[", count: 513) + String(repeating: "]", count: 513), 1, 513,
      "arrays and objects are nested deeper than 512 levels"),
  ]

  @Test(arguments: malformed) func malformedTextIsRefusedWithItsLineAndColumn(_ bad: Malformed) {
    #expect(throws: bad.error) { try JSONParser.check(bad.text) }
  }

  @Test func nestingUpToTheLimitIsAccepted() throws {
    let text = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
    #expect(throws: Never.self) { try JSONParser.check(text) }
  }

  @Test func columnsCountCharactersNotBytes() {
    let error = JSONSyntaxError(line: 3, column: 11, message: "expected ',' or ']' but found '?'")
    #expect(throws: error) { try JSONParser.check("{\n\"가\": [\n\"日本\", \"🌱\" ?]}") }
  }

  @Test func positionsOfCodingPaths() {
    let text = """
      {"entries": [
        {"day": "2026-11-29"},
        {"day": "bad", "tags": ["x", {"k": 1}]}
      ]}
      """
    struct Key: CodingKey {
      var stringValue: String
      var intValue: Int?
      init(_ name: String) { stringValue = name }
      init(_ index: Int) {
        stringValue = "Index \(index)"
        intValue = index
      }
      init?(stringValue: String) { self.stringValue = stringValue }
      init?(intValue: Int) { self.init(intValue) }
    }
    #expect(JSONParser.position(of: [], in: text)! == (1, 1))
    #expect(JSONParser.position(of: [Key("entries"), Key(1), Key("day")], in: text)! == (3, 11))
    #expect(
      JSONParser.position(of: [Key("entries"), Key(1), Key("tags"), Key(1), Key("k")], in: text)!
        == (3, 38))
    #expect(JSONParser.position(of: [Key("entries"), Key(2)], in: text) == nil)
    #expect(JSONParser.position(of: [Key("missing")], in: text) == nil)
  }

  /// The eight-bytes-at-a-time scan stops where a byte-by-byte one does, whatever the bytes
  /// around (quotes, backslashes, control characters, UTF-8 of Hangul and emoji).
  @Test func thePlainRunScanMatchesAByteByByteScan() {
    var generator = SplitMix64(seed: testSeed())
    let alphabet: [UInt8] = [
      0x22, 0x5C, 0x00, 0x1F, 0x20, 0x21, 0x5B, 0x5D, 0x7F, 0x80, 0xA2, 0xDC, 0xEA, 0xF0, 0x41,
    ]
    for _ in 0..<2000 {
      let count = Int.random(in: 0...40, using: &generator)
      let bytes = (0..<count).map { _ in
        Int.random(in: 0..<4, using: &generator) == 0
          ? alphabet.randomElement(using: &generator) ?? 0x41
          : UInt8.random(in: 0x20...0xFF, using: &generator)
      }
      for start in 0...count {
        let expected = bytes[start...].firstIndex { $0 == 0x22 || $0 == 0x5C || $0 < 0x20 }
        #expect(JSONParser.endOfPlainRun(in: bytes, from: start) == expected ?? count)
      }
    }
  }

  /// Duplicate keys are found in small objects (looked up one by one), in large ones (by a
  /// set), and in an object nested in another that has the same keys.
  @Test func duplicateKeysAreFoundInObjectsOfEverySize() throws {
    for size in [2, 23, 24, 25, 26, 60] {
      let keys = (0..<size).map { "\"k\($0)\": \($0)" }
      #expect(throws: Never.self) {
        try JSONParser.check("{" + keys.joined(separator: ", ") + "}")
      }
      let twice = keys + ["\"k\(size / 2)\": 0"]
      #expect(throws: JSONSyntaxError.self) {
        try JSONParser.check("{" + twice.joined(separator: ", ") + "}")
      }
    }
    #expect(throws: Never.self) {
      try JSONParser.check(#"{"a": {"a": 1, "b": {"a": 2, "b": 3}}, "b": [{"a": 1}, {"a": 1}]}"#)
    }
    let twiceB = JSONSyntaxError(
      line: 1, column: 25, message: "the key \"b\" appears twice in one object")
    #expect(throws: twiceB) {
      try JSONParser.check(#"{"a": {"b": 1}, "b": 2, "b": 3}"#)
    }
    // Keys equal as Swift strings (canonically equivalent) are duplicates, as before.
    #expect(throws: JSONSyntaxError.self) {
      try JSONParser.check("{\"\u{E9}\": 1, \"e\u{301}\": 2}")
    }
  }
}
