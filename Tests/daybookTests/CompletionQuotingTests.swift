import DaybookCore
import Expectations
import Foundation
import Testing

@testable import daybook

/// The completion protocol and bash quoting, and the JSON escaping, with the names a hostile
/// journal holds; the fuzz tests send seeded random names (any Unicode scalar) through and
/// back. Set DAYBOOK_FUZZ_SEED to replay a seed a failure printed.
@Suite struct CompletionQuotingTests {
  static let hostile = [
    "`touch /tmp/x`", "$(touch /tmp/x)", "a;b", "st*r", "it's", "say \"hi\"", "a b",
    "new\nline", "tab\tbed", "-dash", "몬스테라 미니", "🌱 sprout", "esc\u{1B}[2J",
    "rtl\u{202E}evil", "a:b=c@d", "!bang", "~home", "back\\slash", "bell\u{07}", "del\u{7F}",
    "c1\u{9B}31m", "zw\u{200B}j", "\u{FEFF}bom", "ls\u{2028}ps", "#hash", "{a,b}", "x > y",
  ]

  /// Bash's default COMP_WORDBREAKS.
  static let breaks = " \t\n\"'><=;|&(:"

  /// The line bash would hold with `quoted` inserted in `context`, and readline's closing
  /// quote.
  static func line(_ quoted: String, _ context: BashWords.Context) -> String {
    switch context {
    case .plain: "daybook water " + quoted
    case .single: "daybook water '" + quoted + "'"
    case .double: "daybook water \"" + quoted + "\""
    case .ansi: "daybook water $'" + quoted + "'"
    }
  }

  @Test func bashQuotingReadsBackExactly() {
    for name in Self.hostile {
      for context in [BashWords.Context.plain, .single, .double, .ansi] {
        let quoted = BashWords.quoted(name, context: context)
        let read = BashWords.split(Self.line(quoted, context), breaks: Self.breaks)
        expectEqual(read.words, ["daybook", "water", name], "\(context) \(quoted)")
      }
    }
  }

  @Test func bashQuotingIsOneVisibleLine() {
    expectEqual(BashWords.quoted("Snake Plant"), "Snake\\ Plant")
    expectEqual(BashWords.quoted("$(touch /tmp/x)"), "\\$\\(touch\\ /tmp/x\\)")
    expectEqual(BashWords.quoted("new\nline"), "new$'\\x0a'line")
    expectEqual(BashWords.quoted("rtl\u{202E}evil"), "rtl$'\\xe2\\x80\\xae'evil")
    expectEqual(BashWords.quoted("it's", context: .single), "it'\\''s")
    expectEqual(BashWords.quoted("a!\"$", context: .double), "a\"'!'\"\\\"\\$")
    expectEqual(BashWords.quoted("몬스테라"), "몬스테라")
    for name in Self.hostile {
      let quoted = BashWords.quoted(name)
      #expect(!quoted.unicodeScalars.contains(where: BashWords.needsBytes), "\(quoted)")
    }
  }

  @Test func bashLinesAreReadAsBashReadsThem() {
    let read = { (line: String) in BashWords.split(line, breaks: Self.breaks) }
    typealias Line = BashWords.Line
    expectEqual(
      read("daybook water "), Line(words: ["daybook", "water", ""], kept: "", context: .plain))
    expectEqual(read("daybook water Snake\\ P").words.last, "Snake P")
    expectEqual(
      read("daybook water 'Sn"),
      Line(words: ["daybook", "water", "Sn"], kept: "", context: .single))
    expectEqual(
      read("daybook water \"a b\"c\"d"),
      Line(words: ["daybook", "water", "a bcd"], kept: "a bc", context: .double))
    expectEqual(
      read("daybook water $'a\\x0ab"),
      Line(words: ["daybook", "water", "a\nb"], kept: "", context: .ansi))
    // Readline starts the word after its last unquoted break character.
    expectEqual(
      read("daybook water a:b=c"),
      Line(words: ["daybook", "water", "a:b=c"], kept: "a:b=", context: .plain))
    expectEqual(read("daybook water a\\:b").kept, "")
    expectEqual(read("daybook water 'a:b'c").kept, "")
    // Nothing is expanded.
    expectEqual(read("daybook water $HOME~*$(x)`y`").words.last, "$HOME~*$(x)`y`")
  }

  @Test func bashAnswersKeepWhatReadlineKeeps() {
    let candidates = [Completion.Candidate(value: "a:b=c@d")]
    let line = BashWords.split("daybook water a:b=", breaks: Self.breaks)
    expectEqual(Completion.bashReply(candidates, line: line), "values\0c\\@d\0")
    let quotedLine = BashWords.split("daybook water 'it", breaks: Self.breaks)
    expectEqual(
      Completion.bashReply([.init(value: "it's")], line: quotedLine), "values\0it'\\''s\0")
  }

  @Test func bashShowsDescriptionsOnlyAsQuotedComments() {
    let line = BashWords.split("daybook todo done ", breaks: Self.breaks)
    let reply = Completion.bashReply(
      [
        .init(value: "1", description: "repot the fern"),
        .init(value: "2", description: "$(touch /tmp/x)\n`y`"),
        .init(value: "3", description: "a day's \u{1B}]0;title\u{07}"),
      ], line: line)
    expectEqual(
      reply.split(separator: "\0").map(String.init),
      [
        "values", "1  # repot the fern", "2  # '$(touch /tmp/x) `y`'",
        "3  # \"a day's ^[]0;title^G\"",
      ])
    // One candidate is inserted alone, without its description.
    expectEqual(
      Completion.bashReply([.init(value: "1", description: "repot")], line: line),
      "values\u{0}1\u{0}")
  }

  @Test func zshAndFishGetValuesExactlyAndDescriptionsPrintable() {
    let candidates: [Completion.Candidate] = [
      .init(value: "new\nline", description: "x\ty\u{1B}[2J"), .init(value: "tab\tbed"),
      .init(value: "nul\u{0}name"), .init(value: ""),
    ]
    expectEqual(
      Completion.reply(candidates, shell: "zsh"), "values\0new\nline\0x y^[[2J\0tab\tbed\0\0")
    expectEqual(Completion.reply(candidates, shell: "fish"), "values\0new\nline\0x y^[[2J\0")
    expectEqual(
      Completion.reply([.init(value: Completion.filesDirective)], shell: "zsh"), "files\0")
  }

  // MARK: Fuzz

  static func seed() -> UInt64 {
    let text = ProcessInfo.processInfo.environment["DAYBOOK_FUZZ_SEED"]
    if let text, let seed = UInt64(text) { return seed }
    return UInt64.random(in: 1...UInt64.max)
  }

  /// Any Unicode scalar, weighted towards the ones quoting and escaping care about.
  static func randomName(_ random: inout FuzzRandom, allowNul: Bool = true) -> String {
    let length = Int.random(in: 1...12, using: &random)
    var scalars = String.UnicodeScalarView()
    let special: [UInt32] = [
      0x0A, 0x09, 0x1B, 0x07, 0x7F, 0x9B, 0x85, 0x200B, 0x200E, 0x202E, 0x2066, 0x2028, 0xFEFF,
      0x27, 0x22, 0x5C, 0x24, 0x60, 0x21, 0x2A, 0x3F, 0x5B, 0x7E, 0x23, 0x3A, 0x3D, 0x40, 0x20,
      0x3B, 0x26, 0x7C, 0x28, 0x29, 0x7B, 0x2D, 0xAC00, 0x1F331, 0x200D, 0xF8FE, 0x10FFFF,
    ]
    while scalars.count < length {
      let value: UInt32
      switch Int.random(in: 0..<4, using: &random) {
      case 0: value = special[Int.random(in: 0..<special.count, using: &random)]
      case 1: value = UInt32.random(in: 0...0x7F, using: &random)
      case 2: value = UInt32.random(in: 0x80...0xFFFF, using: &random)
      default: value = UInt32.random(in: 0...0x10FFFF, using: &random)
      }
      guard let scalar = Unicode.Scalar(value), allowNul || value != 0 else { continue }
      scalars.append(scalar)
    }
    return String(scalars)
  }

  @Test func fuzzBashQuotingRoundTrips() {
    let seed = Self.seed()
    print("CompletionQuotingTests.fuzzBashQuotingRoundTrips seed \(seed)")
    var random = FuzzRandom(seed: seed)
    for _ in 0..<3_000 {
      let name = Self.randomName(&random, allowNul: false)
      for context in [BashWords.Context.plain, .single, .double, .ansi] {
        let quoted = BashWords.quoted(name, context: context)
        let read = BashWords.split(Self.line(quoted, context), breaks: Self.breaks)
        expectEqual(read.words.last, name, "seed \(seed) \(context) \(quoted.debugDescription)")
        #expect(!quoted.unicodeScalars.contains(where: BashWords.needsBytes), "seed \(seed)")
      }
    }
  }

  @Test func fuzzProtocolRoundTrips() {
    let seed = Self.seed()
    print("CompletionQuotingTests.fuzzProtocolRoundTrips seed \(seed)")
    var random = FuzzRandom(seed: seed)
    for _ in 0..<300 {
      let candidates = (0..<Int.random(in: 1...8, using: &random)).map { _ in
        Completion.Candidate(
          value: Self.randomName(&random), description: Self.randomName(&random))
      }
      // What the scripts do: split the answer at NULs, two fields a candidate.
      let fields = Completion.reply(candidates, shell: "zsh").unicodeScalars
        .split(separator: "\0", omittingEmptySubsequences: false).map { String($0) }
      #expect(fields.first == "values" && fields.last == "", "seed \(seed)")
      let values = stride(from: 1, to: fields.count - 1, by: 2).map { fields[$0] }
      let descriptions = stride(from: 2, to: fields.count - 1, by: 2).map { fields[$0] }
      let offered = candidates.filter { !$0.value.unicodeScalars.contains("\0") }
      expectEqual(values, offered.map(\.value), "seed \(seed)")
      // One line, with nothing left that `humanSafe` would still escape (the joiners
      // U+200C and U+200D stay, as emoji need them).
      let breaks = "\t\n\u{2028}\u{2029}".unicodeScalars
      for description in descriptions {
        #expect(
          !description.unicodeScalars.contains { breaks.contains($0) }
            && Output.visible(description) == description,
          "seed \(seed) \(description.debugDescription)")
      }
    }
  }

  @Test func fuzzJSONRoundTripsAndIsTerminalSafe() throws {
    let seed = Self.seed()
    print("CompletionQuotingTests.fuzzJSONRoundTripsAndIsTerminalSafe seed \(seed)")
    var random = FuzzRandom(seed: seed)
    for _ in 0..<1_000 {
      let names = (0..<Int.random(in: 1...4, using: &random)).map { _ in
        Self.randomName(&random)
      }
      let text = JSONText.escaped(try JSONCodec.encode(["names": names], escapingSlashes: false))
      let back = try JSONCodec.decode([String: [String]].self, from: text)
      expectEqual(back, ["names": names], "seed \(seed) \(text.debugDescription)")
      let foundation =
        try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: [String]]
      expectEqual(foundation, ["names": names], "seed \(seed)")
      expectEqual(JSONOutputChecks.rawProblems(in: text), [], "seed \(seed)")
    }
  }

  @Test func jsonEscapesWhatATerminalWouldActOn() throws {
    let text = JSONText.escaped(try JSONCodec.encode(["a\u{202E}b\u{1B}c\u{7F}\u{9B}\u{FEFF}"]))
    expectEqual(text, "[\n  \"a\\u202eb\\u001bc\\u007f\\u009b\\ufeff\"\n]")
    expectEqual(JSONText.escaped("[\"몬스테라 🌱 …\"]"), "[\"몬스테라 🌱 …\"]")
  }

  /// `--json` on a terminal: valid JSON, nothing raw (it printed `\u{202e}` and `^?`).
  @Test func jsonOnATerminalIsStillJSON() throws {
    let captured = Captured()
    let streams = StandardStreams(
      input: -1, inputIsTerminal: false, outputIsTerminal: true, localeIsUTF8: true,
      writeOutput: { captured.bytes += $0 }, writeError: { _ in })
    let output = Output(environment: [:], streams: streams)
    try output.json(["name": "rtl\u{202E}evil\u{7F}\u{1B}[2J"])
    output.flush()
    let text = String(decoding: captured.bytes, as: UTF8.self)
    expectEqual(text, "{\n  \"name\" : \"rtl\\u202eevil\\u007f\\u001b[2J\"\n}\n")
  }
}

/// What may not stand raw in JSON this program prints.
enum JSONOutputChecks {
  static func rawProblems(in text: String) -> [String] {
    text.unicodeScalars.filter {
      ($0.value < 0x20 && $0 != "\n") || JSONText.mustEscape($0)
    }.map { String(format: "U+%04X", $0.value) }
  }
}

final class Captured: @unchecked Sendable {
  var bytes: [UInt8] = []
}

/// SplitMix64: small, seeded, the same on every platform.
struct FuzzRandom: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Plain output of names: a table row stays one row whatever a name holds (a newline in a
/// plant's name broke `plant list` and `today` into a row of its own).
@Suite struct TableCellTests {
  @Test func aCellIsOneLine() {
    expectEqual(
      Output.table([["new\nline", "D-7"], ["tab\tbed", "D-1"], ["ls\u{2028}ps", "D-0"]]),
      [
        "new^Jline     D-7", "tab^Ibed      D-1", "ls\\u{2028}ps  D-0",
      ])
    expectEqual(Output.table([["몬스테라", "x"], ["a", "y"]]), ["몬스테라  x", "a         y"])
  }
}
