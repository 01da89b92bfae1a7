import Expectations
import Foundation
import Testing

@testable import TerminalKit

/// Reads the Unicode data files the tests check against: the committed fixture, or the
/// Debian `unicode-data` package's copy in /usr/share/unicode.
enum UnicodeTestFile {
  static func read(_ name: String) throws -> String {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures")
    return try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
  }

  /// A file of the `unicode-data` package, or nil (with a printed note) when it is absent
  /// or of another version than the tables.
  static func system(_ path: String) -> String? {
    let full = "/usr/share/unicode/" + path
    guard let text = try? String(contentsOfFile: full, encoding: .utf8) else {
      print("skipped: \(full) is missing (Debian package unicode-data)")
      return nil
    }
    let major = UnicodeTables.version.split(separator: ".").prefix(2).joined(separator: ".")
    let head = text.prefix(600)
    guard head.contains("Version \(major)") || head.contains("Version: \(major)") else {
      print("skipped: \(full) is not Unicode \(major)")
      return nil
    }
    return text
  }

  /// The data lines of a file: fields split at semicolons, comments dropped.
  static func records(_ text: String) -> [[String]] {
    text.split(separator: "\n").compactMap { line in
      let content = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
      let fields = content.split(separator: ";", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      return fields.first?.isEmpty == false ? fields : nil
    }
  }

  static func string(hex: some StringProtocol) -> String {
    var scalars = String.UnicodeScalarView()
    for token in hex.split(separator: " ") {
      if let value = UInt32(token, radix: 16), let scalar = Unicode.Scalar(value) {
        scalars.append(scalar)
      }
    }
    return String(scalars)
  }
}

@Suite struct UnicodeTestFileTests {
  /// The Canvas holds Swift's Characters; they must be the clusters of the pinned version.
  /// Swift's table differs on one line of Unicode 15.0's test (U+2701 ZWJ U+2701, which
  /// it splits); any other difference means the standard library moved and the tables
  /// should be regenerated for its version.
  @Test func swiftClustersMatchGraphemeBreakTest() throws {
    let text = try UnicodeTestFile.read("GraphemeBreakTest.txt")
    var passed = 0
    var differing: [String] = []
    for line in text.split(separator: "\n") {
      let content = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
      guard content.contains("÷") else { continue }
      var expected: [String] = []
      var current = String.UnicodeScalarView()
      for token in content.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
        if token == "÷" {
          if !current.isEmpty { expected.append(String(current)) }
          current = String.UnicodeScalarView()
        } else if token != "×", let value = UInt32(token, radix: 16),
          let scalar = Unicode.Scalar(value)
        {
          current.append(scalar)
        }
      }
      let clusters = expected.joined().map { String($0) }
      if clusters == expected {
        passed += 1
      } else {
        differing.append(content.trimmingCharacters(in: .whitespaces))
      }
      for cluster in clusters {
        #expect((0...2).contains(TextWidth.width(of: Character(cluster))))
      }
    }
    print("GraphemeBreakTest \(UnicodeTables.version): \(passed) of \(passed + differing.count)")
    expectEqual(passed, 601)
    expectEqual(differing, ["÷ 2701 × 200D × 2701 ÷"])
  }

  /// Every recommended emoji sequence (keycaps, flags, skin tones, ZWJ sequences) is one
  /// cluster two columns wide.
  @Test func everyEmojiSequenceIsOneWideCell() {
    var checked = 0
    for file in ["emoji/emoji-sequences.txt", "emoji/emoji-zwj-sequences.txt"] {
      guard let text = UnicodeTestFile.system(file) else { return }
      for fields in UnicodeTestFile.records(text) where fields[0].contains(" ") {
        let sequence = UnicodeTestFile.string(hex: fields[0])
        expectEqual(sequence.count, 1, "\(fields[0]) is not one cluster")
        expectEqual(TextWidth.width(of: sequence), 2, "\(fields[0]) \(fields[1])")
        checked += 1
      }
    }
    print("emoji sequences measured: \(checked)")
    #expect(checked > 1000)
  }

  /// VS16 asks for the wide emoji, VS15 for the text form.
  @Test func variationSequencesChooseTheirWidth() {
    guard let text = UnicodeTestFile.system("emoji/emoji-variation-sequences.txt") else { return }
    var checked = 0
    for fields in UnicodeTestFile.records(text) {
      let sequence = UnicodeTestFile.string(hex: fields[0])
      guard let base = sequence.unicodeScalars.first else { continue }
      if fields[1] == "emoji style" {
        expectEqual(TextWidth.width(of: sequence), 2, "\(fields[0])")
      } else if UnicodeTables.contains(UnicodeTables.emojiPresentation, base.value) {
        expectEqual(TextWidth.width(of: sequence), 1, "\(fields[0])")
      } else {
        expectEqual(TextWidth.width(of: sequence), TextWidth.width(of: Character(base)))
      }
      checked += 1
    }
    print("variation sequences measured: \(checked)")
    #expect(checked > 600)
  }
}
