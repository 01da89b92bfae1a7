import DaybookTestSupport
import Expectations
import Testing

@testable import DaybookCore

#if canImport(Glibc)
  import Glibc
#endif

/// The page decoder of `check --salvage` treats the file as hostile: seeded random damage to
/// a small journal (flipped bytes, cuts, garbage pages, looping chains, absurd headers) never
/// crashes it and never keeps it running. Set `DAYBOOK_SALVAGE_FUZZ_SEED` to replay a run.
@Suite struct SalvageFuzzTests {
  let scratch = ScratchFolder("daybook-salvage-fuzz")
  /// About a second on an idle machine.
  static let rounds = 100

  /// A small journal's bytes (entries with long bodies, so some rows overflow their page).
  func smallJournal() throws -> [UInt8] {
    let path = scratch.path + "/small.sqlite"
    let journal = try Journal(path: path)
    var date = day("2026-09-01")
    for index in 0..<40 {
      let body = "날 \(index) " + String(repeating: "글쓰기 ", count: index % 7 == 0 ? 3_000 : 40)
      try journal.saveEntry(
        Entry(day: date, title: "제목 \(index)", body: body), at: noon("2026-09-01"))
      date = date.adding(days: 1)
    }
    let plant = try journal.addPlant(
      Plant(name: "몬스테라", intervalDays: 7), at: noon("2026-09-01"))
    for index in 0..<30 {
      _ = try journal.addCare(
        CareEvent(plantID: plant.id, kind: .water, at: noon("2026-09-01") + Int64(index) * 86_400))
      _ = try journal.addTodo(Todo(title: "할 일 \(index)"), at: noon("2026-09-01"))
    }
    journal.db.close()
    return bytes(of: path)
  }

  static func mutate(_ original: [UInt8], _ random: inout SplitMix64) -> [UInt8] {
    var file = original
    let pageSize = 4_096
    for _ in 0..<random.int(in: 1...3) {
      let pages = max(1, file.count / pageSize)
      switch random.int(in: 0...6) {
      case 0:
        for _ in 0..<random.int(in: 1...64) {
          file[random.int(in: 0...(file.count - 1))] ^= UInt8(truncatingIfNeeded: random.next())
        }
      case 1:
        file = Array(file.prefix(random.int(in: 0...file.count)))
        if file.isEmpty { return file }
      case 2:
        let page = random.int(in: 0...(pages - 1))
        let end = max(page * pageSize, min(file.count, (page + 1) * pageSize))
        for offset in (page * pageSize)..<end {
          file[offset] = UInt8(truncatingIfNeeded: random.next())
        }
      case 3:
        // A plausible leaf header with an absurd cell count and content start.
        let start = random.int(in: 0...(pages - 1)) * pageSize
        guard start + 8 <= file.count else { continue }
        file[start] = 13
        file[start + 3] = UInt8(truncatingIfNeeded: random.next())
        file[start + 4] = UInt8(truncatingIfNeeded: random.next())
      case 4:
        // An overflow or freelist pointer aimed at itself, page 1 or far beyond the end.
        let page = random.int(in: 1...pages)
        let start = (page - 1) * pageSize
        guard start + 4 <= file.count else { continue }
        let target = random.pick([page, 1, 0x7FFF_FFFF, random.int(in: 1...pages)])
        for index in 0..<4 {
          file[start + index] = UInt8(truncatingIfNeeded: target >> (24 - 8 * index))
        }
      case 5:
        // The header's page size, reserved bytes, freelist and page count.
        for offset in [16, 17, 20, 32, 33, 34, 35, 36, 28] where offset < file.count {
          if random.chance(0.4) { file[offset] = UInt8(truncatingIfNeeded: random.next()) }
        }
      default:
        // A payload length or record header byte on some page set to its largest.
        let offset = random.int(in: 0...(file.count - 1))
        file[offset] = random.pick([0xFF, 0x80, 0x7F, 0x00])
      }
    }
    return file
  }

  @Test func damagedFilesNeverCrashOrHangTheDecoder() throws {
    let seed = fuzzSeed(named: "DAYBOOK_SALVAGE_FUZZ_SEED")
    print("salvage fuzz seed \(seed) (DAYBOOK_SALVAGE_FUZZ_SEED=\(seed) replays it)")
    let original = try smallJournal()
    let shapes = try Journal.inMemory().salvageShapes()
    var random = SplitMix64(seed: seed)
    let clock = ContinuousClock()
    var rowsFound = 0
    let took = clock.measure {
      for _ in 0..<Self.rounds {
        let file = Self.mutate(original, &random)
        guard
          var pages = SalvagePages(
            size: file.count,
            read: { offset, count in
              guard offset >= 0, offset < file.count else { return [] }
              return Array(file[offset..<min(offset + count, file.count)])
            })
        else { continue }
        pages.forEachLeaf { _, rows in
          if let shape = SalvageShape.best(for: rows, among: shapes), shape.keeps {
            rowsFound += rows.count { shape.matches($0.values) }
          }
        }
      }
    }
    print("salvage fuzz: \(Self.rounds) damaged files in \(took), \(rowsFound) rows found")
    #expect(rowsFound > 0)
  }

  @Test func damagedFilesAreSalvagedIntoSoundJournals() throws {
    let seed = fuzzSeed(named: "DAYBOOK_SALVAGE_FUZZ_SEED") &+ 1
    print("salvage fuzz (whole salvage) seed \(seed)")
    let original = try smallJournal()
    var random = SplitMix64(seed: seed)
    for round in 0..<12 {
      let path = scratch.path + "/damaged-\(round).sqlite"
      let file = Self.mutate(original, &random)
      let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
      _ = file.withUnsafeBytes { write(descriptor, $0.baseAddress, file.count) }
      close(descriptor)
      let rescued = try Journal.inMemory()
      _ = try Journal.salvage(fileAt: path, into: rescued)
      try expectEqual(rescued.quickCheck(), ["ok"], "round \(round)")
      #expect(try rescued.entryCount() <= 40, "round \(round)")
      // What was saved exports and imports again.
      let copy = try Journal.inMemory()
      try copy.importJSON(try rescued.exportJSON())
    }
  }
}

/// The seed named by an environment variable, else one from the clock.
private func fuzzSeed(named name: String) -> UInt64 {
  if let text = getenv(name), let seed = UInt64(String(cString: text)) { return seed }
  var now = timespec()
  clock_gettime(CLOCK_REALTIME, &now)
  return UInt64(now.tv_sec) &* 1_000_003 &+ UInt64(now.tv_nsec)
}
