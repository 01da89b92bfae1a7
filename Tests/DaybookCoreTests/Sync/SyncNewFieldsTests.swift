import Testing

@testable import DaybookCore

#if canImport(Glibc)
import Glibc
#endif

/// Records and fields that landed after the sync engine: drink names, plant seasons,
/// projects and their todos, plant photos. Two journals through a local bare repository.
@Suite(.serialized) struct SyncNewFieldsTests {
  typealias Machines = SyncEngineTests.Machines

  @Test(.enabled(if: SyncEngineTests.gitInstalled)) func aDrinkNameAndSeasonsCross() throws {
    let machines = try Machines()
    let laptop = try machines.journal("laptop")
    try laptop.addIntake(
      Intake(kind: .caffeine, amount: 150, unit: .mg, at: machines.tick(), drink: "latte-tall"))
    try laptop.addPlant(
      Plant(name: "몬스테라 🌿", intervalDays: 7, seasons: PlantSeasons(summerDays: 5, winterDays: 12)),
      at: machines.tick())
    try machines.setUp("laptop", "desktop")
    let desktop = try machines.journal("desktop")
    let intake = try #require(try desktop.intakes(from: day("2026-01-01"), to: day("2026-12-31")).first)
    #expect(intake.drink == "latte-tall")
    let plant = try #require(try desktop.plants().first)
    #expect(plant.seasons?.summerDays == 5 && plant.seasons?.winterDays == 12)
    // A change made after the first sync crosses too, and clearing the seasons travels.
    var edited = plant
    edited.seasons = nil
    try desktop.updatePlant(edited, at: machines.tick())
    try desktop.addIntake(
      Intake(kind: .caffeine, amount: 75, unit: .mg, at: machines.tick(), drink: "americano-short"))
    try machines.sync("desktop")
    try machines.sync("laptop")
    #expect(try laptop.plants().first?.seasons == nil)
    #expect(
      try laptop.intakes(from: day("2026-01-01"), to: day("2026-12-31")).map(\.drink).sorted()
        == ["americano-short", "latte-tall"])
    #expect(try machines.mirrorFiles("laptop") == machines.mirrorFiles("desktop"))
  }

  @Test func oldRecordsWithoutTheNewFieldsStillRead() throws {
    let uid = "01a232f0-8fe0-79ce-8439-04492de4dbdd"
    let intake = "---\nuid: \(uid)\nkind: water\namount: 250.0\nunit: ml\nat: 1\nchanged: 1\n---\n"
    #expect(try MirrorRecord.parse(intake, kind: .intake).get()["drink"] == nil)
    let plant = "---\nuid: \(uid)\nname: Fern\ninterval: 7\nchanged: 1\n---\n"
    #expect(try MirrorRecord.parse(plant, kind: .plant).get()["summer"] == nil)
    // Half a pair of seasons is not a record Daybook takes.
    #expect(
      MirrorRecord.parse("---\nuid: \(uid)\nname: Fern\ninterval: 7\nsummer: 3\n---\n", kind: .plant)
        == .failure(.missingField("winter")))
  }

  @Test func seasonsMergeAsAPair() throws {
    let uid = "01a232f0-8fe0-79ce-8439-04492de4dbdd"
    func plant(_ summer: String?, _ winter: String?, changed: String) -> MirrorRecord {
      MirrorRecord(
        kind: .plant,
        fields: ["uid": uid, "name": "Fern", "interval": "7", "summer": summer, "winter": winter,
                 "changed": changed].compactMapValues { $0 })
    }
    // One side changed the summer interval, the later one cleared both: no half pair.
    let merged = RecordMerge.merge(
      base: plant("7", "14", changed: "1"), ours: plant("5", "14", changed: "2"),
      theirs: plant(nil, nil, changed: "3"), ref: uid, language: .en)
    #expect(merged.record?["summer"] == nil && merged.record?["winter"] == nil)
    let earlier = RecordMerge.merge(
      base: plant("7", "14", changed: "1"), ours: plant("5", "14", changed: "4"),
      theirs: plant(nil, nil, changed: "3"), ref: uid, language: .en)
    #expect(earlier.record?["summer"] == "5" && earlier.record?["winter"] == "14")
  }
}
