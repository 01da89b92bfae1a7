import DaybookCore
import Expectations
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Issue 16 item 9: every localized table in the sources, scanned for Korean particles that
/// cannot be chosen and English words in Korean and Japanese texts.
@Suite struct LocalizedWordingTests {
  /// The package root, from this file's path.
  static let root: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    return parts.joined(separator: "/")
  }()

  struct Value {
    var file: String
    var line: Int
    var language: String
    var text: String
  }

  /// The `ko:` and `ja:` string literals of every Swift file under Sources.
  static let values: [Value] = {
    var result: [Value] = []
    for file in swiftFiles(under: root + "/Sources") {
      guard let text = read(file) else { continue }
      let characters = Array(text)
      var index = 0
      var line = 1
      while index < characters.count {
        if characters[index] == "\n" { line += 1 }
        for language in ["ko", "ja"]
        where matches(characters, at: index, language + ": \"")
          && (index == 0 || !characters[index - 1].isLetter)
        {
          var end = index + 5
          var literal = ""
          while end < characters.count, characters[end] != "\"" {
            if characters[end] == "\\", end + 1 < characters.count {
              literal.append(characters[end])
              end += 1
            }
            literal.append(characters[end])
            end += 1
          }
          result.append(
            Value(
              file: String(file.dropFirst(root.count + 1)), line: line, language: language,
              text: literal))
        }
        index += 1
      }
    }
    return result
  }()

  @Test func scansTheTables() {
    // A scan that finds nothing would pass everything.
    #expect(Self.values.count > 500)
  }

  @Test func particlesWrittenBothWaysFollowAPlaceholder() {
    let alternations = [
      "은(는)", "는(은)", "이(가)", "가(이)", "을(를)", "를(을)", "와(과)", "과(와)", "(으)로", "(이)",
    ]
    var problems: [String] = []
    for value in Self.values where value.language == "ko" {
      for alternation in alternations {
        var rest = Substring(value.text)
        while let range = rest.range(of: alternation) {
          var before = rest[..<range.lowerBound]
          while let last = before.last, ["\"", "\\", "”", "」", "’"].contains(last) {
            before = before.dropLast()
          }
          if !(before.hasSuffix("}") && before.dropLast().last?.isNumber == true) {
            problems.append("\(value.file):\(value.line): \(alternation) in \(value.text)")
          }
          rest = rest[range.upperBound...]
        }
      }
    }
    expectEqual(problems, [])
  }

  @Test func noFixedParticleAfterAPlaceholder() {
    let particles = ["은", "는", "이", "가", "을", "를", "와", "과", "라는", "으로", "로"]
    var problems: [String] = []
    for value in Self.values where value.language == "ko" {
      let characters = Array(value.text)
      for (index, character) in characters.enumerated() where character == "}" {
        guard index > 0, characters[index - 1].isNumber else { continue }
        var after = String(characters[(index + 1)...])
        if after.hasPrefix("\\\"") { after.removeFirst(2) }
        for particle in particles where after.hasPrefix(particle) {
          let next = after.dropFirst(particle.count).first
          if next == nil || next == " " || next == "." || next == "," {
            problems.append("\(value.file):\(value.line): }\(particle) in \(value.text)")
          }
        }
      }
    }
    expectEqual(problems, [])
  }

  /// Words that have a Korean and Japanese name and should not show in English there.
  static let displayWords: Set<String> = [
    "shot", "shots", "today", "tomorrow", "yesterday", "fri", "caffeine", "water", "coffee",
    "tea", "fertilize", "repot", "treat", "bright-indirect", "humidity", "light", "missed",
    "medium", "high", "low", "direct",
  ]

  /// Lists of values a command takes literally (`--metric care`).
  static let literalLists = [
    "all, writing, care, todos", "all、writing、care、todos",
    "entry, water, todo, intake, unread", "entry、water、todo、intake、unread",
    "caffeine, water, other", "caffeine、water、other",
  ]

  @Test func noEnglishDisplayWordsInKoreanOrJapanese() {
    var problems: [String] = []
    for value in Self.values {
      var text = value.text
      for list in Self.literalLists { text = text.replacing(list, with: "") }
      let words = text.split {
        !($0.isASCII
          && ($0.isLetter || $0 == "-" || $0 == "{" || $0 == "}" || $0 == ":" || $0 == "="
            || $0 == "\\" || $0.isNumber))
      }
      var afterDaybook = false
      for raw in words {
        let word = String(raw)
        if word == "daybook" {
          afterDaybook = true
          continue
        }
        // Command paths (`daybook plant add`), options, tokens (`mood:good`), interpolations.
        if afterDaybook || word.hasPrefix("-") || word.contains(":") || word.contains("=")
          || word.contains("(") || word.contains("{")
        {
          continue
        }
        let letters = String(word.drop { $0.isNumber }).lowercased()
        if Self.displayWords.contains(letters) {
          problems.append(
            "\(value.file):\(value.line) [\(value.language)]: \(word) in \(value.text)")
        }
      }
    }
    expectEqual(problems, [])
  }

  @Test func catalogGuidesAndWordsAreInEveryLanguage() {
    for plant in PlantCatalog.bundled.plants {
      #expect(!plant.careGuideKorean.isEmpty && !plant.careGuideJapanese.isEmpty, "\(plant.id)")
      for language in [Language.ko, .ja] {
        let guide = plant.careGuide(language)
        #expect(!guide.contains { $0.isASCII && $0.isLetter }, "\(plant.id) \(language): \(guide)")
        #expect(!plant.light.name(language).contains { $0.isASCII && $0.isLetter })
        #expect(!plant.humidity.name(language).contains { $0.isASCII && $0.isLetter })
      }
    }
  }

  private static func matches(_ characters: [Character], at index: Int, _ word: String) -> Bool {
    var position = index
    for character in word {
      guard position < characters.count, characters[position] == character else { return false }
      position += 1
    }
    return true
  }

  private static func swiftFiles(under path: String) -> [String] {
    guard let directory = opendir(path) else { return [] }
    defer { closedir(directory) }
    var files: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) {
        String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name.hasPrefix(".") { continue }
      let full = path + "/" + name
      if name.hasSuffix(".swift") {
        files.append(full)
      } else if entry.pointee.d_type == UInt8(DT_DIR) {
        files += swiftFiles(under: full)
      }
    }
    return files.sorted()
  }

  private static func read(_ path: String) -> String? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
