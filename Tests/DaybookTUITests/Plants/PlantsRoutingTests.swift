import Expectations
import TerminalKit
import Testing

@testable import DaybookCore
@testable import DaybookTUI

@Suite("Plants in the shell")
struct PlantsRoutingTests {
  let today = Fixture.today

  @Test func pOpensThePlantsScreenAndEscClosesIt() {
    let store = TestStore(Fixture.state())
    store.send(.keyPressed(.character("p")), effects: [.plants(.loadPlants)]) {
      $0.plantsScreen = PlantsFeature.State(today: Fixture.today)
    }
    store.send(.plants(.loaded(PlantsFixture.items))) {
      $0.plantsScreen?.items = PlantsFixture.items
      $0.plantsScreen?.selection = 2
    }
    // Keys belong to the screen: `n` does not start an entry, `q` does not quit.
    store.send(.keyPressed(.character("n")))
    store.send(.keyPressed(.character("q")))
    store.send(.keyPressed(.character("w")), effects: [.plants(.water(2))])
    store.send(.keyPressed(.escape)) { $0.plantsScreen = nil }
  }

  @Test func aChangeShowsItsStatusAndReloadsThePanes() {
    var state = Fixture.state()
    state.plantsScreen = PlantsFixture.state()
    let store = TestStore(state)
    let event = CareEvent(id: 30, plantID: 2, kind: .water, at: Fixture.now)
    store.send(
      .plants(.watered(event)),
      effects: [
        .plants(.loadPlants), .loadToday(today), .loadMonth(today.firstOfMonth),
        .loadHeatmap(from: state.heatmap.first, to: state.heatmap.end, metric: .all),
      ]
    ) {
      $0.plantsScreen?.lastWatering = event
      $0.status = StatusMessage(
        text: "Watered ポトス · next 2026-12-06", expiresAt: Fixture.now + StatusMessage.lifetime)
    }
  }

  @Test func aFailureIsAnErrorOnTheStatusLineAndKeepsTheForm() {
    var state = Fixture.state()
    state.settings.language = "ko"
    state.plantsScreen = PlantsFixture.state()
    state.plantsScreen?.form = PlantForm()
    let store = TestStore(state)
    store.send(.plants(.failed("a plant named Fern already exists"))) {
      $0.plantsScreen?.language = .ko
      $0.status = StatusMessage(
        text: Strings.text(.statusError, .ko, "a plant named Fern already exists"), isError: true,
        expiresAt: Fixture.now + StatusMessage.lifetime)
    }
  }

  static let records = [
    DayCareFeature.Record(
      event: CareEvent(id: 40, plantID: 1, kind: .water, at: Fixture.now), plantName: "몬스테라"),
    DayCareFeature.Record(
      event: CareEvent(id: 41, plantID: 2, kind: .repot, at: Fixture.now), plantName: "ポトス"),
  ]

  @Test func cStepsIntoTheDaysCareAndEnterOpensThePlant() {
    let store = TestStore(Fixture.state())
    store.send(.dayCare(.loaded(month: today, records: Self.records))) {
      $0.dayCare.month = Fixture.today.firstOfMonth
      $0.dayCare.records = Self.records
    }
    store.send(.keyPressed(.character("c"))) { $0.dayCare.isActive = true }
    store.send(.keyPressed(.down)) { $0.dayCare.selection = 1 }
    // `p` is the list's, not the global plants key, while the list is active.
    store.send(
      .keyPressed(.character("p")), effects: [.plants(.loadPlants), .plants(.loadDetail(2))]
    ) {
      $0.dayCare.isActive = false
      $0.plantsScreen = PlantsFeature.State(today: Fixture.today, selection: 2)
      $0.plantsScreen?.detail = PlantsFeature.Detail(plantID: 2)
    }
  }

  @Test func theCareFilterHidesRecordsAndCWithNothingShownStaysInTheGrid() {
    var state = Fixture.state()
    state.calendar.filter = [.fertilize]
    state.dayCare = DayCareFeature.State(month: today.firstOfMonth, records: Self.records)
    let repot = state.dayCare.shown(on: today, filter: [.repot], zone: .utc)
    expectEqual(repot.map(\.plantName), ["ポトス"])
    let store = TestStore(state)
    store.send(.keyPressed(.character("c")))
    store.send(.keyPressed(.escape))
  }

  @Test func escLeavesTheList() {
    var state = Fixture.state()
    state.dayCare = DayCareFeature.State(month: today.firstOfMonth, records: Self.records)
    let store = TestStore(state)
    store.send(.keyPressed(.character("c"))) { $0.dayCare.isActive = true }
    store.send(.keyPressed(.escape)) { $0.dayCare.isActive = false }
  }

  @Test func careOfAMonthLeftBehindIsDropped() {
    let store = TestStore(Fixture.state())
    store.send(.dayCare(.loaded(month: today.adding(months: -1), records: Self.records)))
  }

  @Test func theDaysCareShowsUnderTheCalendarAt80x24() {
    var state = Fixture.state(width: 80, height: 24)
    state.dayCare = DayCareFeature.State(month: today.firstOfMonth, records: Self.records)
    state.dayCare.isActive = true
    let lines = AppView.render(state).canvas.lines
    // The legend and the day's preview stay; the care records follow them, the chosen
    // one marked (only one row is left at 80×24).
    let pad = String(repeating: " ", count: 11)
    #expect(lines[16].hasPrefix("│" + pad + "• entry  ~ care  ○ due  ≈ water"))
    #expect(lines[18].hasPrefix("│" + pad + "Sun 29 Nov 2026 "))
    #expect(lines[19].hasPrefix("│" + pad + "No entry "))
    #expect(lines[20].hasPrefix("│" + pad + "› 몬스테라 · water "))
  }
}

@Suite("Plants effects")
struct PlantsEffectsTests {
  let journal: Journal
  let runner: EffectRunner

  init() throws {
    journal = try Journal.inMemory()
    runner = EffectRunner(
      journal: journal, clock: .fixed(Fixture.now), environment: ["HOME": "/nonexistent"],
      executablePath: "/nonexistent/bin/daybook")
  }

  @Test func addLoadWaterAndDelete() throws {
    let plant = Plant(name: "몬스테라", species: "Monstera deliciosa", intervalDays: 14)
    let added = runner.perform(.plants(.addPlant(plant)))
    let saved = try #require(try journal.plants().first)
    expectEqual(added, [.plants(.plantSaved(saved, added: true))])

    let watered = runner.perform(.plants(.water(saved.id)))
    let event = try #require(try journal.careEvents(plantID: saved.id).first)
    expectEqual(
      watered,
      [
        .today(.plantWatered(plantID: saved.id, careEventID: event.id, at: Fixture.now)),
        .plants(.watered(event)),
      ])
    expectEqual(
      runner.perform(.plants(.loadPlants)),
      [.plants(.loaded([PlantsFeature.Item(plant: saved, lastWatered: event.day, careCount: 1)]))])
    expectEqual(
      runner.perform(.plants(.deletePlant(saved.id))), [.plants(.plantDeleted(saved, careCount: 1))]
    )
    #expect(try journal.plants(includeArchived: true).isEmpty)
    try expectEqual(journal.careEvent(id: event.id), nil)
  }

  @Test func careOnAnEarlierDayIsAtNoonAndEditsMoveIt() throws {
    let plant = try journal.addPlant(Plant(name: "ポトス"), at: Fixture.now)
    let earlier = Fixture.today.adding(days: -3)
    _ = runner.perform(
      .plants(.addCare(plantID: plant.id, kind: .repot, day: earlier, note: "새 화분")))
    let event = try #require(try journal.careEvents(plantID: plant.id).first)
    expectEqual(event.at, LocalTime.timestamp(of: earlier, hour: 12))
    expectEqual(event.note, "새 화분")
    let result = runner.perform(
      .plants(.updateCare(id: event.id, kind: .treat, day: Fixture.today, note: "")))
    let changed = try #require(try journal.careEvent(id: event.id))
    expectEqual(result, [.plants(.careSaved(changed, added: false))])
    #expect(changed.kind == .treat && changed.at == Fixture.now && changed.note == "")
    expectEqual(runner.perform(.plants(.deleteCare(event.id))), [.plants(.careDeleted(event.id))])
  }

  @Test func failuresChangeNothingAndComeBackToTheScreen() throws {
    try journal.addPlant(Plant(name: "Fern"), at: Fixture.now)
    let result = runner.perform(.plants(.addPlant(Plant(name: "FERN"))))
    guard case .plants(.failed(let message))? = result.first else {
      Issue.record("expected a failure, got \(result)")
      return
    }
    #expect(message.contains("already exists"))
    try expectEqual(journal.plants().count, 1)
  }

  @Test func archivingKeepsThePlantOutOfTheDefaultList() throws {
    let plant = try journal.addPlant(Plant(name: "Fern"), at: Fixture.now)
    var archived = plant
    archived.archived = true
    expectEqual(
      runner.perform(.plants(.setArchived(plant.id, true))), [.plants(.archivedSet(archived))])
    #expect(try journal.plants().isEmpty)
  }

  @Test func aMonthsLoadBringsItsCareWithPlantNames() throws {
    let plant = try journal.addPlant(Plant(name: "몬스테라"), at: Fixture.now)
    let event = try journal.addCare(CareEvent(plantID: plant.id, kind: .water, at: Fixture.now))
    let result = runner.perform(.loadMonth(Fixture.today))
    expectEqual(
      result.last,
      .dayCare(
        .loaded(
          month: Fixture.today.firstOfMonth,
          records: [DayCareFeature.Record(event: event, plantName: "몬스테라")])))
  }
}
