import Expectations
import Foundation
import Testing

@testable import DaybookCore

/// `JSONCodec` over Foundation's coders: Codable types round-trip, containers of every
/// kind work, and decoding errors name the line of the value that did not fit.
@Suite struct JSONCodableTests {
  static let document = ExportDocument(
    format: 1,
    entries: [
      .init(
        day: day("2026-11-29"), title: "비 / 雨", body: "본문 \"q\" \\ #태그\n\t끝 🌱", mood: .good,
        weather: .rain, createdAt: 1_795_989_683, updatedAt: 1_795_989_700,
        revisions: [.init(title: "", body: "첫", savedAt: 1_795_989_683)],
        attachments: [.init(fileName: "a1.png", originalName: "写真.png", addedAt: -1)]),
      .init(
        day: day("0001-01-01"), title: "", body: "", mood: nil, weather: nil,
        createdAt: -62_135_596_800, updatedAt: 253_402_300_799, revisions: [], attachments: []),
    ],
    plants: [
      .init(
        name: "몬스테라", species: "Monstera deliciosa", location: "창가", acquired: day("2026-03-01"),
        intervalDays: 7, notes: "", archived: false, createdAt: 10,
        care: [.init(kind: .water, at: 11, note: ""), .init(kind: .repot, at: 12, note: "큰 화분")]),
      .init(
        name: "Fern", species: "", location: "", acquired: nil, intervalDays: 365, notes: "n",
        archived: true, createdAt: 0, care: []),
    ],
    todos: [
      .init(
        title: "分け株", note: "", tags: ["garden", "봄"], due: day("2026-12-01"), important: true,
        doneAt: 99, createdAt: 98),
      .init(title: "x", note: "y", tags: [], due: nil, important: false, doneAt: nil, createdAt: 0),
    ],
    intakes: [
      .init(kind: .caffeine, amount: 33.3, unit: .mg, at: 5, note: ""),
      .init(kind: .water, amount: 0.1, unit: .ml, at: 6, note: "물"),
      .init(kind: .other, amount: 1e21, unit: .shot, at: 7, note: ""),
    ],
    settings: ["language": "ko", "empty": "", "path": "/tmp/x"])

  @Test func theExportDocumentRoundTrips() throws {
    let text = try JSONCodec.encode(Self.document)
    try expectEqual(JSONCodec.decode(ExportDocument.self, from: text), Self.document)
    // Foundation reads what we write and we read what it writes.
    let viaFoundation = try JSONDecoder().decode(ExportDocument.self, from: Data(text.utf8))
    expectEqual(viaFoundation, Self.document)
    let foundationText = try JSONEncoder().encode(Self.document)
    try expectEqual(
      JSONCodec.decode(ExportDocument.self, from: String(decoding: foundationText, as: UTF8.self)),
      Self.document)
  }

  @Test func everyNestedExportTypeRoundTripsOnItsOwn() throws {
    func roundTrip<T: Codable & Equatable>(_ value: T) throws {
      try expectEqual(JSONCodec.decode(T.self, from: JSONCodec.encode(value)), value)
    }
    let document = Self.document
    for entry in document.entries { try roundTrip(entry) }
    for revision in document.entries[0].revisions { try roundTrip(revision) }
    for attachment in document.entries[0].attachments { try roundTrip(attachment) }
    for plant in document.plants { try roundTrip(plant) }
    for care in document.plants[0].care { try roundTrip(care) }
    for todo in document.todos { try roundTrip(todo) }
    for intake in document.intakes { try roundTrip(intake) }
    for mood in Mood.allCases { try roundTrip(mood) }
    for weather in Weather.allCases { try roundTrip(weather) }
    for kind in CareKind.allCases { try roundTrip(kind) }
    for kind in IntakeKind.allCases { try roundTrip(kind) }
    for unit in IntakeUnit.allCases { try roundTrip(unit) }
    try roundTrip(day("9999-12-31"))
    try roundTrip(document.settings)
  }

  @Test func optionalsAreLeftOutWhenNilAndNullWhenAskedFor() throws {
    struct Optionals: Codable, Equatable {
      var absent: Int?
      var doubleNone: Int??
      var list: [String?]
    }
    let value = Optionals(absent: nil, doubleNone: .some(nil), list: ["a", nil])
    let text = try JSONCodec.encode(value)
    expectEqual(text, "{\n  \"doubleNone\" : null,\n  \"list\" : [\n    \"a\",\n    null\n  ]\n}")
    // A null Int?? reads back as nil, as it does with Foundation.
    let decoded = try JSONCodec.decode(Optionals.self, from: text)
    expectEqual(decoded, Optionals(absent: nil, doubleNone: nil, list: ["a", nil]))
    try expectEqual(
      JSONCodec.decode(Optionals.self, from: #"{"absent": null, "list": []}"#).absent, nil)
  }

  /// A type written by hand with nested, unkeyed and super containers.
  struct Handmade: Codable, Equatable {
    var name: String
    var pairs: [[Int]]
    var inner: [String: Bool]
    var base: Int

    enum Keys: String, CodingKey { case name, pairs, inner, list }
    enum InnerKeys: String, CodingKey { case on }

    init(name: String, pairs: [[Int]], inner: [String: Bool], base: Int) {
      self.name = name
      self.pairs = pairs
      self.inner = inner
      self.base = base
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      try container.encode(name, forKey: .name)
      var pairList = container.nestedUnkeyedContainer(forKey: .pairs)
      for pair in pairs {
        var nested = pairList.nestedUnkeyedContainer()
        for number in pair { try nested.encode(number) }
      }
      var innerContainer = container.nestedContainer(keyedBy: InnerKeys.self, forKey: .inner)
      try innerContainer.encode(inner["on"] ?? false, forKey: .on)
      var list = container.nestedUnkeyedContainer(forKey: .list)
      var item = list.nestedContainer(keyedBy: InnerKeys.self)
      try item.encodeNil(forKey: .on)
      try base.encode(to: container.superEncoder())
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Keys.self)
      name = try container.decode(String.self, forKey: .name)
      var pairList = try container.nestedUnkeyedContainer(forKey: .pairs)
      pairs = []
      while !pairList.isAtEnd {
        var nested = try pairList.nestedUnkeyedContainer()
        var pair: [Int] = []
        while !nested.isAtEnd { pair.append(try nested.decode(Int.self)) }
        pairs.append(pair)
      }
      let innerContainer = try container.nestedContainer(keyedBy: InnerKeys.self, forKey: .inner)
      inner = ["on": try innerContainer.decode(Bool.self, forKey: .on)]
      var list = try container.nestedUnkeyedContainer(forKey: .list)
      let item = try list.nestedContainer(keyedBy: InnerKeys.self)
      guard try item.decodeNil(forKey: .on), list.isAtEnd else {
        throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "list"))
      }
      base = try Int(from: container.superDecoder())
    }
  }

  @Test func handWrittenContainersMatchFoundationBothWays() throws {
    let value = Handmade(name: "손", pairs: [[1, 2], [], [3]], inner: ["on": true], base: 7)
    let ours = try JSONCodec.encode(value)
    try expectEqual(ours, JSONWriterTests.foundation(value, escapingSlashes: true))
    #expect(ours.contains("\"super\" : 7"))
    try expectEqual(JSONCodec.decode(Handmade.self, from: ours), value)
  }

  @Test func unkeyedDecodingCanRetryAnItemAsAnotherType() throws {
    struct Mixed: Decodable, Equatable {
      var items: [String] = []
      init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        while !container.isAtEnd {
          if try container.decodeNil() {
            items.append("nil")
          } else if let number = try? container.decode(Int.self) {
            items.append("\(number)")
          } else {
            items.append(try container.decode(String.self))
          }
        }
      }
    }
    try expectEqual(
      JSONCodec.decode(Mixed.self, from: #"[1, null, "a", 2.0]"#).items,
      [
        "1", "nil", "a", "2",
      ])
  }

  @Test func numbersConvertOnlyWhenNothingIsLost() throws {
    try expectEqual(JSONCodec.decode(Double.self, from: "3"), 3)
    try expectEqual(JSONCodec.decode(Int.self, from: "3.0"), 3)
    try expectEqual(JSONCodec.decode(UInt8.self, from: "255"), 255)
    try expectEqual(JSONCodec.decode(Float.self, from: "0.1"), 0.1)
    #expect(throws: DecodingError.self) { try JSONCodec.decode(UInt8.self, from: "256") }
    #expect(throws: DecodingError.self) { try JSONCodec.decode(Int.self, from: "1.5") }
    #expect(throws: DecodingError.self) { try JSONCodec.decode(UInt.self, from: "-1") }
    #expect(throws: DecodingError.self) { try JSONCodec.decode(Float.self, from: "1e300") }
    #expect(throws: DecodingError.self) { try JSONCodec.decode(Bool.self, from: "1") }
  }

  struct Described: CustomTestStringConvertible, Sendable {
    var text: String
    var message: String
    var testDescription: String { message }
  }

  static let described: [Described] = [
    .init(
      text: "{\n  \"format\": \"1\"\n}",
      message: "line 2, column 13: at .format: expected a whole "
        + "number but found the string \"1\""),
    .init(
      text: "{\"format\": 1,\n \"entries\": [\n  {\"day\": \"2026-13-01\"}]}",
      message: "line 3, column 11: at .entries[0].day: not a date: 2026-13-01"),
    .init(
      text: "{\"format\": 1,\n \"entries\": [],\n \"plants\": []}",
      message: "line 1, column 1: the key \"todos\" is missing"),
    .init(
      text: "{\"format\": 1, \"entries\": [],\n \"plants\": [{\"name\": \"a\"}]}",
      message: "line 2, column 13: at .plants[0]: the key \"species\" is missing"),
    .init(
      text: "{\"format\": 1, \"entries\": [], \"plants\": [], \"todos\": [], \"intakes\": [],\n"
        + " \"settings\": {\"language\": null}}",
      message: "line 2, column 27: at .settings.language: expected a string but found null"),
    .init(text: "[]", message: "line 1, column 1: expected an object but found an array"),
    .init(
      text: "{\"format\": 1,\n\"entries\": [,]}",
      message: "line 2, column 13: expected a value but found ','"),
  ]

  @Test(arguments: described) func decodingErrorsNameTheirLine(_ example: Described) {
    do {
      _ = try JSONCodec.decode(ExportDocument.self, from: example.text)
      Issue.record("decoded \(example.text)")
    } catch {
      expectEqual(JSONCodec.describe(error, in: example.text), example.message)
    }
  }
}
