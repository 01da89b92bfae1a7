import Expectations
import Foundation
import Testing

@testable import DaybookCore

/// `JSONCodec.encode` must produce the bytes of full Foundation's `JSONEncoder` with
/// `[.prettyPrinted, .sortedKeys]`, so exports and `--json` output stay what they were when
/// Daybook linked Foundation and when it wrote JSON by hand. Foundation is the oracle here
/// (tests may link it).
@Suite struct JSONWriterTests {
  struct Sample: Codable, Equatable {
    var korean = "비 오는 날 — 우산"
    var japanese = "今日は雨です。「傘」"
    var emoji = "🌱☕️👩‍👩‍👧 🇰🇷"
    var quotes = #"she said "hi" and 'bye'"#
    var backslashes = #"C:\path\to\file \\ \n literally"#
    var slashes = "a/b//c http://x.y/z </script>"
    var controls = String(
      String.UnicodeScalarView((0...0x1F).compactMap(Unicode.Scalar.init) + ["\u{7F}", "\u{85}"]))
    var empty = ""
    var emptyArray: [Int] = []
    var emptyObject: [String: String] = [:]
    var nestedEmpty: [[String: [Int]]] = [[:], ["a": []]]
    var missing: String? = nil
    var present: String? = "here"
    var nestedNone: Int?? = .some(nil)
    var nestedSome: Int?? = .some(3)
    var optionals: [Int?] = [1, nil, 3]
    var integers: [Int64] = [0, -1, 42, Int64.max, Int64.min, 1_795_989_683]
    var smallIntegers: [Int8] = [-128, 127]
    var unsigned: [UInt32] = [0, UInt32.max]
    var doubles: [Double] = [
      0.1, 1e21, 2.5, -2.5, 0, -0.0, 100, 1e16, 1e15, 1e-7, 0.0001, 123_456_789.125,
      .leastNonzeroMagnitude,
      Double.greatestFiniteMagnitude, 1.0 / 3, 33.3, 108.3, 0.361,
    ]
    var floats: [Float] = [0.1, 2.5, 33.3, 1000, 0.001]
    var flags = [true, false]
    var keysInOrder = ["b": 1, "B": 2, "a": 3, "_": 4, "가": 5, "z": 6, "aa": 7, "": 8]
    var deep = ["x": ["y": ["z": [1, 2]]]]
    var mood: Mood? = .good
    var weather: Weather? = nil
    var day = Day(iso: "2026-11-29")
  }

  static func foundation(_ value: some Encodable, escapingSlashes: Bool) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting =
      escapingSlashes
      ? [.prettyPrinted, .sortedKeys] : [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  @Test(arguments: [true, false]) func aVariedValueIsWrittenAsFoundationWritesIt(
    escapingSlashes: Bool
  ) throws {
    let ours = try JSONCodec.encode(Sample(), escapingSlashes: escapingSlashes)
    let theirs = try Self.foundation(Sample(), escapingSlashes: escapingSlashes)
    expectEqual(ours, theirs)
    // The comparison above would pass on two empty strings; make sure it compared text.
    #expect(ours.contains(escapingSlashes ? #""a\/b\/\/c"# : #""a/b//c"#))
    #expect(ours.contains(#""controls" : "\u0000\u0001"#))
  }

  @Test func eachDoubleIsWrittenAsFoundationWritesIt() throws {
    for number in Sample().doubles + [7, -7.25, 1e300, 2e-308, 0.3, 9_007_199_254_740_994] {
      try expectEqual(JSONCodec.encode(number), Self.foundation(number, escapingSlashes: true))
    }
  }

  @Test func topLevelValuesAndContainers() throws {
    try expectEqual(JSONCodec.encode([Int]()), "[\n\n]")
    try expectEqual(JSONCodec.encode([String: Int]()), "{\n\n}")
    try expectEqual(JSONCodec.encode("/"), #""\/""#)
    try expectEqual(JSONCodec.encode(["a": [1]]), "{\n  \"a\" : [\n    1\n  ]\n}")
    let values: [any Encodable] = [
      [Int](), [String: Int](), "/", 12, true, [[1, 2], [3]], ["k": ["v"]], [String?.none],
    ]
    for value in values {
      try expectEqual(JSONCodec.encode(value), Self.foundation(value, escapingSlashes: true))
    }
  }

  @Test func theWholeExportMatchesFoundation() throws {
    let journal = try Journal.inMemory()
    let now = noon("2026-11-29")
    try journal.saveEntry(
      Entry(
        day: day("2026-11-29"), title: "제목 / タイトル", body: "본문 \"인용\" \\ #태그\n\t끝",
        mood: .good, weather: .rain), at: now)
    let plant = try journal.addPlant(Plant(name: "몬스테라", intervalDays: 7), at: now)
    try journal.addCare(CareEvent(plantID: plant.id, kind: .water, at: now, note: "a/b"))
    try journal.addTodo(Todo(title: "分け株", tags: ["garden"], due: day("2026-12-01")), at: now)
    try journal.addIntake(Intake(kind: .caffeine, amount: 33.3, unit: .mg, at: now))
    let document = try journal.exportDocument()
    try expectEqual(
      journal.exportJSON(), Self.foundation(document, escapingSlashes: true) + "\n")
  }

  @Test func numbersWithoutAJSONFormAreRefused() {
    #expect(throws: EncodingError.self) { try JSONCodec.encode(Double.nan) }
    #expect(throws: EncodingError.self) { try JSONCodec.encode([Double.infinity]) }
    #expect(throws: EncodingError.self) { try JSONCodec.encode(["x": -Float.infinity]) }
  }
}
