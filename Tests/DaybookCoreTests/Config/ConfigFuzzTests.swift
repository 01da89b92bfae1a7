import DaybookTestSupport
import Expectations
import Testing

@testable import DaybookCore

/// Seeded random and mutated config files through the parser: it never crashes, every
/// refused line is named by its number with a reason, and every value it takes is one its
/// setting's description takes.
@Suite struct ConfigFuzzTests {
  static let valid = """
    # Daybook
    language = ko
    theme = moss
    week_start = sunday
    editor = nvim -c 'set tw=72'
    glyphs = ascii
    mouse = on
    today_sections = todos,plants,-projects,intake
    hemisphere = south
    weather_place = Seoul
    weather_latitude = 37.5665
    weather_longitude = 126.978
    reminder_diary_time = 22:30
    reminder_plant_eve_enabled = off

    """

  static let pieces: [[UInt8]] = [
    Array("1e20".utf8), Array("-1e308".utf8), Array("nan".utf8), Array("inf".utf8), [0],
    [0xFF, 0xFE], [0xC3], [0xE2, 0x80], Array("\r\n".utf8), Array("=".utf8), Array("\n".utf8),
    Array("language = ko\n".utf8), Array("language = xx\n".utf8), Array("99:99".utf8),
    Array(repeating: UInt8(ascii: "9"), count: 400),
    Array(repeating: UInt8(ascii: "x"), count: 5000),
    Array("한국어".utf8), Array("\u{1B}[2J".utf8), Array("#".utf8), Array(" ".utf8),
  ]

  static func mutate(_ bytes: [UInt8], _ random: inout SplitMix64) -> [UInt8] {
    var bytes = bytes
    for _ in 0..<Int.random(in: 1...8, using: &random) {
      let at = bytes.isEmpty ? 0 : Int.random(in: 0...bytes.count, using: &random)
      switch Int.random(in: 0..<6, using: &random) {
      case 0: bytes.insert(contentsOf: pieces.randomElement(using: &random) ?? [], at: at)
      case 1 where !bytes.isEmpty:
        bytes[min(at, bytes.count - 1)] = UInt8.random(in: 0...255, using: &random)
      case 2 where at < bytes.count:
        bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...40, using: &random)))
      case 3:
        // A line repeated: duplicate keys, the later one wins.
        let lines = bytes.split(separator: UInt8(ascii: "\n"))
        if let line = lines.randomElement(using: &random) { bytes += Array(line) + [10] }
      case 4:
        bytes.insert(
          contentsOf: (0..<Int.random(in: 1...64, using: &random)).map { _ in
            UInt8.random(in: 0...255, using: &random)
          }, at: at)
      default:
        // A random key of the table with a random value.
        let key = SettingDescription.all.randomElement(using: &random)?.key ?? "language"
        let value = pieces.randomElement(using: &random) ?? []
        bytes.insert(contentsOf: Array("\n\(key) = ".utf8) + value + [10], at: at)
      }
    }
    return bytes
  }

  @Test func randomConfigsAreNeverTakenOutOfRange() {
    let seed = UInt64.random(in: 0...UInt64.max)
    print("ConfigFuzzTests seed: \(seed)")
    var random = SplitMix64(seed: seed)
    let start = Array(Self.valid.utf8)
    for round in 0..<1000 {
      let bytes =
        round % 10 == 0
        ? (0..<Int.random(in: 0...300, using: &random)).map { _ in
          UInt8.random(in: 0...255, using: &random)
        }
        : Self.mutate(start, &random)
      let file = ConfigFile(text: String(decoding: bytes, as: UTF8.self))
      let (values, problems) = file.parse()
      for problem in problems {
        #expect(
          (1...max(1, file.lines.count)).contains(problem.line), "seed \(seed) round \(round)")
      }
      for (key, value) in values {
        let description = SettingDescription.named(key)
        expectEqual(description?.inConfigFile, true, "seed \(seed) round \(round): \(key)")
        expectEqual(
          description?.values.normalized(value), value,
          "seed \(seed) round \(round): \(key) = \(SettingDescription.shown(value))")
        if let description, description.inJournal {
          #expect((try? description.validate(value)) != nil, "seed \(seed) round \(round)")
        }
      }
      // Every line is a setting taken, a comment or blank, or a problem: none is lost.
      let named = Set(problems.map(\.line))
      for (index, line) in file.lines.enumerated() {
        if case .setting(let key, let value) = ConfigFile.read(line) {
          let taken = (try? ConfigFile.check(key: key, value: value)) != nil
          #expect(
            taken != named.contains(index + 1), "seed \(seed) round \(round) line \(index + 1)")
        }
      }
    }
  }

  @Test func theValidStartIsTakenWhole() {
    let (values, problems) = ConfigFile(text: Self.valid).parse()
    expectEqual(problems, [])
    expectEqual(values.count, 13)
  }
}
