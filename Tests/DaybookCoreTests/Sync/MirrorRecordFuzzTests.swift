import Expectations
import Testing

@testable import DaybookCore

#if canImport(Glibc)
  import Glibc
#endif

/// Random and mutated mirror records fed to the reader and validator: each one is either a
/// record (that writes back to itself and passes every check) or a reason, never a crash.
/// Seeded; the seed is printed (set DAYBOOK_FUZZ_SEED to replay one).
@Suite(.serialized) struct MirrorRecordFuzzTests {
  /// SplitMix64: small, fast, and the same on every machine.
  struct Random {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(n, 1))) }
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
  }

  static func seed() -> UInt64 {
    if let text = getenv("DAYBOOK_FUZZ_SEED"), let seed = UInt64(String(cString: text)) {
      return seed
    }
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    return UInt64(now.tv_sec) &* 1_000_003 &+ UInt64(now.tv_nsec)
  }

  static let uid = "01a232f0-8fe0-79ce-8439-04492de4dbdd"
  static let otherUID = "01a232f0-8fe0-79ce-8439-04492de4dbde"

  /// One valid record of every kind, with its ref.
  static let samples: [(MirrorRecord, String)] = [
    (
      MirrorRecord(
        kind: .entry,
        fields: [
          "uid": uid, "day": "2026-12-01", "mood": "good", "weather": "sunny", "starred": "true",
          "tags": "walk", "created": "1764547200", "changed": "1764547200123",
        ], text: "A walk\n오늘은 강가를 걸었다 #walk"), "2026-12-01"
    ),
    (
      MirrorRecord(
        kind: .plant,
        fields: [
          "uid": uid, "name": "Monstera", "species": "M. deliciosa", "location": "desk",
          "acquired": "2025-01-02", "interval": "7", "summer": "5", "winter": "10",
          "archived": "false", "created": "1", "changed": "2",
        ], text: "by the window"), uid
    ),
    (
      MirrorRecord(
        kind: .care,
        fields: [
          "uid": uid, "plant": otherUID, "kind": "water", "at": "1764547200", "changed": "3",
        ], text: "a lot"), uid
    ),
    (
      MirrorRecord(
        kind: .todo,
        fields: [
          "uid": uid, "title": "buy soil", "tags": "home", "due": "2026-12-03", "important": "true",
          "project": otherUID, "done": "1764547200", "created": "1", "changed": "4",
        ], text: "the big bag"), uid
    ),
    (
      MirrorRecord(
        kind: .intake,
        fields: [
          "uid": uid, "kind": "caffeine", "amount": "1.5", "unit": "shot", "drink": "latte",
          "at": "1764547200", "changed": "5",
        ]), uid
    ),
    (
      MirrorRecord(
        kind: .attachment,
        fields: [
          "uid": uid, "entry": "2026-12-01", "file": "a1b2.jpg", "name": "photo.jpg",
          "added": "1764547200", "changed": "6",
        ]), uid
    ),
    (
      MirrorRecord(
        kind: .notification,
        fields: [
          "uid": uid, "key": "plant-eve:\(otherUID):2026-12-01", "kind": "plant",
          "target": "plant:\(otherUID)", "fired": "1764547200", "read": "1764547300",
          "changed": "7",
        ], text: "Water the Monstera"), "plant-eve:\(otherUID):2026-12-01"
    ),
    (
      MirrorRecord(
        kind: .project,
        fields: [
          "uid": uid, "title": "Garden", "status": "active", "created": "1", "changed": "8",
        ], text: "notes"), uid
    ),
    (
      MirrorRecord(
        kind: .revision,
        fields: [
          "uid": uid, "entry": "2026-12-01", "saved": "1764547200", "changed": "9",
        ], text: "An older text"), uid
    ),
    (
      MirrorRecord(
        kind: .plantPhoto,
        fields: [
          "plant": uid, "file": "p1.jpg", "name": "leaf.jpg", "added": "1764547200",
          "changed": "1764547200000",
        ]), uid
    ),
    (
      MirrorRecord(
        kind: .setting,
        fields: [
          "key": "caffeine_limit_mg", "value": "400", "changed": "10",
        ]), "caffeine_limit_mg"
    ),
  ]

  /// Values that have broken readers elsewhere.
  static let hostileValues = [
    "", " ", "-1", "0", "1e400", "-1e400", "nan", "NaN", "inf", "-inf", "1e20", "0x1p3",
    "9223372036854775807", "-9223372036854775808", "99999999999999999999", "2026-02-30",
    "2026-13-01", "0000-00-00", "99:99", "\\", "\\x", "a\u{0}b", "\u{202E}rtl", "../../etc",
    uid, otherUID, "plant:" + otherUID, "true", "maybe", "😀", String(repeating: "x", count: 66_000),
  ]

  static func mutate(_ bytes: [UInt8], _ random: inout Random) -> [UInt8] {
    var bytes = bytes
    for _ in 0...random.below(4) {
      switch random.below(9) {
      case 0 where !bytes.isEmpty:  // flip a bit
        let at = random.below(bytes.count)
        bytes[at] ^= UInt8(1 << random.below(8))
      case 1:  // insert a byte, often a structural one or invalid UTF-8
        let byte = random.pick(
          [0x0a, 0x3a, 0x2d, 0x5c, 0x20, 0x00, 0xff, 0xc3, 0x80, 0x0d]
            + [UInt8(truncatingIfNeeded: random.next())])
        bytes.insert(UInt8(byte), at: random.below(bytes.count + 1))
      case 2 where !bytes.isEmpty:  // delete a run
        let at = random.below(bytes.count)
        bytes.removeSubrange(at..<min(bytes.count, at + 1 + random.below(8)))
      case 3:  // replace a value with a hostile one
        var lines = bytes.split(separator: 10, omittingEmptySubsequences: false).map(Array.init)
        let index = random.below(lines.count)
        if let colon = lines[index].firstIndex(of: 0x3a) {
          lines[index] =
            Array(lines[index][...colon]) + [0x20] + Array(random.pick(hostileValues).utf8)
        }
        bytes = Array(lines.joined(separator: [10]))
      case 4:  // duplicate a line
        var lines = bytes.split(separator: 10, omittingEmptySubsequences: false).map(Array.init)
        let index = random.below(lines.count)
        lines.insert(lines[index], at: random.below(lines.count + 1))
        bytes = Array(lines.joined(separator: [10]))
      case 5:  // a field of another kind, or an unknown one
        let line = random.pick([
          "uid: \(otherUID)", "plant: \(uid)", "kind: water", "amount: 3", "x-new: kept",
          "Bad Key: 1", "day: 2026-12-01", "changed: -5", "interval: 100000",
        ])
        bytes.insert(contentsOf: Array((line + "\n").utf8), at: min(4, bytes.count))
      case 6:  // a truncation
        bytes = Array(bytes.prefix(random.below(bytes.count + 1)))
      case 7:  // line endings of another system
        bytes = Array(String(decoding: bytes, as: UTF8.self).replacing("\n", with: "\r\n").utf8)
      default:  // a giant text
        // Over the text limit now and then only: a long text is slow to read on purpose.
        let size = random.below(40) == 0 ? 1_100_000 : random.pick([10, 1_000, 70_000])
        bytes += [UInt8](repeating: UInt8(ascii: "z"), count: size)
        bytes.append(10)
      }
    }
    return bytes
  }

  @Test func mutatedRecordsAreReadOrRefusedNeverCrash() {
    let seed = Self.seed()
    print("MirrorRecordFuzzTests: seed \(seed) (DAYBOOK_FUZZ_SEED=\(seed) replays it)")
    var random = Random(state: seed)
    var accepted = 0, refused = 0
    let start = ChildProcess.monotonicMilliseconds()
    for round in 0..<2_000 {
      let (sample, ref) = Self.samples[round % Self.samples.count]
      // Sometimes read as another kind: a record in the wrong folder.
      let kind = random.below(10) == 0 ? random.pick(SyncKind.allCases) : sample.kind
      let bytes = Self.mutate(Array(sample.fileText.utf8), &random)
      switch MirrorRecord.check(bytes, size: bytes.count, kind: kind, ref: ref) {
      case .record(let record):
        accepted += 1
        expectEqual(record.kind, kind)
        expectEqual(record.problem, nil, "seed \(seed) round \(round)")
        expectEqual(
          MirrorRecord.parse(record.fileText, kind: kind), .success(record),
          "seed \(seed) round \(round)")
        // A merge of what was read with the sample never traps either.
        if kind == sample.kind {
          _ = RecordMerge.merge(base: sample, ours: sample, theirs: record, ref: ref, language: .en)
          _ = RecordMerge.merge(base: nil, ours: record, theirs: sample, ref: ref, language: .ko)
        }
      case .setAside(let reason):
        refused += 1
        expectEqual(
          SetAsideReason(storedForm: reason.storedForm), reason, "seed \(seed) round \(round)")
        #expect(!reason.message(.ja).isEmpty)
      case .absent:
        Issue.record("bytes read as no record, seed \(seed) round \(round)")
      }
    }
    // The samples themselves read, and some mutations survive: the test is not vacuous.
    for (sample, ref) in Self.samples {
      expectEqual(
        MirrorRecord.check(Array(sample.fileText.utf8), size: nil, kind: sample.kind, ref: ref),
        .record(sample))
    }
    print(
      "MirrorRecordFuzzTests: \(accepted) read, \(refused) set aside in \(ChildProcess.monotonicMilliseconds() - start) ms"
    )
    #expect(accepted > 50 && refused > 500)
  }

  /// Random bytes (not mutations of a record) are refused with a reason.
  @Test func randomBytesAreRefused() {
    let seed = Self.seed()
    print("MirrorRecordFuzzTests: random bytes, seed \(seed)")
    var random = Random(state: seed)
    for round in 0..<3_000 {
      var bytes = (0..<random.below(300)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
      if random.below(2) == 0 { bytes = Array("---\n".utf8) + bytes }
      let kind = random.pick(SyncKind.allCases)
      let result = MirrorRecord.check(bytes, size: nil, kind: kind, ref: Self.uid)
      if case .absent = result { Issue.record("seed \(seed) round \(round)") }
    }
  }

  /// A few mutated records of every kind through a real remote: the sync finishes, and
  /// every one is either in the journal or on the set-aside list.
  @Test(.enabled(if: SyncEngineTests.gitInstalled)) func mutatedRecordsThroughARemote() throws {
    let seed = Self.seed()
    print("MirrorRecordFuzzTests: through a remote, seed \(seed)")
    var random = Random(state: seed)
    let machines = try SyncEngineTests.Machines()
    try machines.setUp("laptop")
    let hand = try SyncSetAsideTests.Hand(machines)
    var files: [String: [UInt8]] = [:]
    for index in 0..<40 {
      let (sample, _) = Self.samples[index % Self.samples.count]
      guard sample.kind != .setting else { continue }
      // A fresh uid per file, so the records do not collide by design.
      let uid = "01a232f0-8fe0-79ce-8439-\(hex12(0x100 + index))"
      var record = sample
      var ref = uid
      switch sample.kind {
      case .entry:
        ref = "2026-11-" + twoDigits(index % 28 + 1)
        record["day"] = ref
        record["uid"] = uid
      case .plantPhoto: record["plant"] = uid
      case .notification:
        ref = "fuzz:\(index)"
        record["key"] = ref
        record["uid"] = uid
      default: record["uid"] = uid
      }
      let path = MirrorPath.path(sample.kind, ref: ref)
      files[path] = Self.mutate(Array(record.fileText.utf8), &random)
    }
    try hand.push(files)
    let report = try machines.sync("laptop")
    let aside = Set(report.setAside.map(\.path))
    let engine = try machines.engine("laptop")
    expectEqual(Set(try engine.status().setAside.map(\.path)), aside)
    print(
      "MirrorRecordFuzzTests: \(files.count) files pushed, \(report.received) taken in, \(aside.count) set aside"
    )
    #expect(report.received + aside.count <= files.count)
    // The journal still syncs both ways afterwards.
    try machines.write("laptop", "2026-12-24", "After the fuzz")
    try machines.sync("laptop")
    try machines.setUp("desktop")
    try expectEqual(machines.text("desktop", "2026-12-24"), "After the fuzz")
  }
}

/// `n` as two decimal digits.
func twoDigits(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
