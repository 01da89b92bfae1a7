import DaybookCore
import TerminalKit
import Testing

@testable import DaybookTUI

private func day(_ text: String) -> Day {
  guard let parsed = Day(iso: text) else { fatalError("bad test date \(text)") }
  return parsed
}

/// Sunday 2026-11-29: Monstera watered today, ポトス three days late, 몬스테라 archived.
enum PlantsFixture {
  static let today = day("2026-11-29")
  static let monstera = Plant(
    id: 1, name: "Monstera", species: "Monstera deliciosa", location: "거실",
    acquired: day("2026-01-10"), intervalDays: 7)
  static let pothos = Plant(
    id: 2, name: "ポトス", species: "Epipremnum aureum", location: "台所",
    acquired: day("2026-03-01"), intervalDays: 7)
  static let archived = Plant(
    id: 3, name: "몬스테라", species: "", location: "", acquired: day("2026-11-01"),
    intervalDays: 10, archived: true)
  static let items = [
    PlantsFeature.Item(plant: monstera, lastWatered: today, careCount: 12),
    PlantsFeature.Item(plant: pothos, lastWatered: day("2026-11-19"), careCount: 2),
    PlantsFeature.Item(plant: archived, lastWatered: nil, careCount: 0),
  ]
  static let events = [
    CareEvent(id: 10, plantID: 1, kind: .water, at: 1_795_953_600),
    CareEvent(id: 9, plantID: 1, kind: .fertilize, at: 1_795_953_600 - 11 * 86_400, note: "반만"),
    CareEvent(id: 8, plantID: 1, kind: .water, at: 1_795_953_600 - 23 * 86_400),
  ]

  static func state(selection: RowID? = 2) -> PlantsFeature.State {
    PlantsFeature.State(today: today, items: items, selection: selection)
  }
}

private func send(
  _ state: inout PlantsFeature.State, _ keys: Key...
) -> [PlantsFeature.Output] {
  keys.flatMap { PlantsFeature.reduce(into: &state, action: .key($0)) }
}

@Suite("Plants screen reducer")
struct PlantsFeatureTests {
  typealias F = PlantsFeature

  @Test func rowsSortByDDayThenByNameAndHideArchived() {
    var state = PlantsFixture.state()
    #expect(state.rows.map(\.plant.id) == [2, 1])
    #expect(state.rows.map(\.dDay) == [-3, 7])
    #expect(send(&state, .character("s")) == [])
    var expected = PlantsFixture.state()
    expected.sort = .name
    #expect(state == expected)
    #expect(state.rows.map(\.plant.id) == [1, 2])
    #expect(send(&state, .character("s")) == [])
    #expect(state.sort == .dDay)
  }

  @Test func dotShowsArchivedPlants() {
    var state = PlantsFixture.state()
    #expect(send(&state, .character(".")) == [])
    var expected = PlantsFixture.state()
    expected.showArchived = true
    #expect(state == expected)
    // Never watered since 2026-11-01 every 10 days: 18 days late, so first.
    #expect(state.rows.map(\.plant.id) == [3, 2, 1])
    #expect(send(&state, .character(".")) == [])
    #expect(state == PlantsFixture.state())
  }

  @Test func hidingArchivedMovesTheSelectionOffIt() {
    var state = PlantsFixture.state(selection: 3)
    state.showArchived = true
    _ = send(&state, .character("."))
    #expect(state.selection == 2)
  }

  @Test func arrowsMoveWithinTheList() {
    var state = PlantsFixture.state()
    #expect(send(&state, .down) == [])
    #expect(state == PlantsFixture.state(selection: 1))
    #expect(send(&state, .character("j")) == [])
    #expect(state == PlantsFixture.state(selection: 1))
    #expect(send(&state, .character("k"), .up) == [])
    #expect(state == PlantsFixture.state(selection: 2))
  }

  @Test func aOpensAnEmptyFormInTheCatalogSearch() {
    var state = PlantsFixture.state()
    #expect(send(&state, .character("a")) == [])
    var expected = PlantsFixture.state()
    expected.form = PlantForm()
    #expect(state == expected)
    #expect(state.form?.focus == .catalog)
  }

  @Test func eOpensTheFormFilledWithTheSelectedPlant() {
    var state = PlantsFixture.state()
    #expect(send(&state, .character("e")) == [])
    var expected = PlantsFixture.state()
    expected.form = PlantForm(editing: PlantsFixture.pothos)
    #expect(state == expected)
    #expect(state.form?.name == "ポトス")
    #expect(state.form?.acquired == "2026-03-01")
    #expect(state.form?.fields.first == .name)
  }

  /// Issue 16 item 15: `A` archived at once, without a word.
  @Test func capitalAAsksBeforeArchivingAndUnarchivesAtOnce() {
    var state = PlantsFixture.state()
    #expect(send(&state, .character("A")) == [])
    var asking = PlantsFixture.state()
    asking.confirm = .archivePlant(2, name: "ポトス")
    #expect(state == asking)
    #expect(PlantsView.prompt(state, .ko)?.hasPrefix("ポトス를 보관할까요?") == true)
    #expect(send(&state, .character("n")) == [])
    #expect(state == PlantsFixture.state())
    _ = send(&state, .character("A"))
    #expect(send(&state, .character("y")) == [.run(.setArchived(2, true))])
    #expect(state == PlantsFixture.state())
    var archivedSelected = PlantsFixture.state(selection: 3)
    archivedSelected.showArchived = true
    #expect(send(&archivedSelected, .character("A")) == [.run(.setArchived(3, false))])
  }

  @Test func anArchivedPlantShowsNoCountdown() {
    var state = PlantsFixture.state(selection: 3)
    state.showArchived = true
    var canvas = Canvas(size: Size(width: 120, height: 10))
    _ = PlantsView.render(
      state, language: .en, into: &canvas, in: Rect(x: 0, y: 0, width: 120, height: 10))
    let archivedLine = canvas.lines.first { $0.contains("몬스테라") } ?? ""
    #expect(archivedLine.contains("—"))
    #expect(!archivedLine.contains("D-"))
  }

  @Test func capitalDAsksWithTheCareCountThenDeletes() {
    var state = PlantsFixture.state(selection: 1)
    #expect(send(&state, .character("D")) == [])
    var expected = PlantsFixture.state(selection: 1)
    expected.confirm = .deletePlant(1, name: "Monstera", careCount: 12)
    #expect(state == expected)
    #expect(
      PlantsView.prompt(state, .en) == "Delete Monstera and its 12 care records? y/n")
    #expect(PlantsView.prompt(state, .ko) == "Monstera와 관리 기록 12개를 삭제할까요? y/n")
    // Other keys wait for the answer.
    #expect(send(&state, .character("w")) == [])
    #expect(state == expected)
    #expect(send(&state, .character("y")) == [.run(.deletePlant(1))])
    #expect(state == PlantsFixture.state(selection: 1))
  }

  @Test func nOrEscKeepsThePlant() {
    var state = PlantsFixture.state(selection: 1)
    _ = send(&state, .character("D"))
    #expect(send(&state, .character("n")) == [])
    #expect(state == PlantsFixture.state(selection: 1))
    _ = send(&state, .character("D"))
    #expect(send(&state, .escape) == [])
    #expect(state == PlantsFixture.state(selection: 1))
  }

  @Test func wWatersAPlantNotWateredToday() {
    var state = PlantsFixture.state()
    #expect(send(&state, .character("w")) == [.run(.water(2))])
    #expect(state == PlantsFixture.state())
  }

  @Test func wOnAPlantWateredTodayAsksFirst() {
    var state = PlantsFixture.state(selection: 1)
    #expect(send(&state, .character("w")) == [])
    var expected = PlantsFixture.state(selection: 1)
    expected.confirm = .waterAgain(1, name: "Monstera")
    #expect(state == expected)
    #expect(PlantsView.prompt(state, .en) == "Monstera was already watered today. Water again? (y/n)")
    #expect(send(&state, .character("y")) == [.run(.water(1))])
    #expect(state == PlantsFixture.state(selection: 1))
  }

  @Test func cOpensTheCareFormOnToday() {
    var state = PlantsFixture.state()
    #expect(send(&state, .character("c")) == [])
    var expected = PlantsFixture.state()
    expected.careForm = CareForm(plantID: 2, today: PlantsFixture.today)
    #expect(state == expected)
    #expect(state.careForm?.day == "2026-11-29")
    #expect(state.careForm?.kind == .water)
  }

  @Test func enterOpensTheDetailAndLoadsItsCare() {
    var state = PlantsFixture.state()
    #expect(send(&state, .enter) == [.run(.loadDetail(2))])
    var expected = PlantsFixture.state()
    expected.detail = F.Detail(plantID: 2)
    #expect(state == expected)
  }

  @Test func escAndPClose() {
    var state = PlantsFixture.state()
    #expect(send(&state, .escape) == [.close])
    #expect(send(&state, .character("p")) == [.close])
    #expect(state == PlantsFixture.state())
  }

  @Test func keysOnAnEmptyListAskForAPlant() {
    var state = F.State(today: PlantsFixture.today, items: [])
    for key in ["e", "A", "D", "w", "c"] {
      #expect(send(&state, .character(Character(key))) == [.status(.statusNoPlant, [])])
    }
    #expect(send(&state, .enter) == [.status(.statusNoPlant, [])])
    #expect(send(&state, .down) == [])
    #expect(state == F.State(today: PlantsFixture.today, items: []))
  }

  @Test func loadedSelectsTheFirstRowWhenTheSelectionIsGone() {
    var state = F.State(today: PlantsFixture.today)
    #expect(PlantsFeature.reduce(into: &state, action: .loaded(PlantsFixture.items)) == [])
    #expect(state == PlantsFixture.state(selection: 2))
  }

  @Test func savedPlantClosesTheFormSelectsItAndReloads() {
    var state = PlantsFixture.state()
    state.form = PlantForm()
    let saved = Plant(id: 7, name: "몬스테라 2", intervalDays: 14)
    #expect(
      PlantsFeature.reduce(into: &state, action: .plantSaved(saved, added: true))
        == [.status(.statusAdded, ["몬스테라 2"]), .run(.loadPlants), .dataChanged])
    #expect(state == PlantsFixture.state(selection: 7))
  }

  @Test func wateredReportsTheNextDayAndReloadsTheOpenDetail() {
    var state = PlantsFixture.state()
    state.detail = F.Detail(plantID: 2)
    let event = CareEvent(id: 20, plantID: 2, kind: .water, at: 1_795_953_600)
    #expect(
      PlantsFeature.reduce(into: &state, action: .watered(event))
        == [
          .status(.statusWatered, ["ポトス", "2026-12-06"]), .run(.loadPlants),
          .run(.loadDetail(2)), .dataChanged,
        ])
  }

  @Test func deletedPlantClosesItsDetail() {
    var state = PlantsFixture.state(selection: 1)
    state.detail = F.Detail(plantID: 1)
    #expect(
      PlantsFeature.reduce(
        into: &state, action: .plantDeleted(PlantsFixture.monstera, careCount: 12))
        == [.status(.statusDeleted, ["Monstera", "12"]), .run(.loadPlants), .dataChanged])
    #expect(state == PlantsFixture.state(selection: 1))
  }

  @Test func failureDropsTheQuestionAndKeepsTheForm() {
    var state = PlantsFixture.state()
    state.form = PlantForm(editing: PlantsFixture.pothos)
    state.confirm = .waterAgain(1, name: "Monstera")
    #expect(PlantsFeature.reduce(into: &state, action: .failed("disk full")) == [])
    var expected = PlantsFixture.state()
    expected.form = PlantForm(editing: PlantsFixture.pothos)
    #expect(state == expected)
  }
}

@Suite("Plant detail reducer")
struct PlantDetailTests {
  typealias F = PlantsFeature

  static func opened() -> F.State {
    var state = PlantsFixture.state(selection: 1)
    state.detail = F.Detail(plantID: 1)
    _ = PlantsFeature.reduce(
      into: &state, action: .detailLoaded(plantID: 1, events: PlantsFixture.events))
    return state
  }

  @Test func loadedCareSelectsTheNewestRecord() {
    let state = Self.opened()
    #expect(state.detail == F.Detail(plantID: 1, events: PlantsFixture.events, selection: 10))
    #expect(state.detail?.orderedEvents.map(\.id) == [10, 9, 8])
  }

  @Test func careForAnotherPlantIsIgnored() {
    var state = Self.opened()
    #expect(
      PlantsFeature.reduce(into: &state, action: .detailLoaded(plantID: 2, events: [])) == [])
    #expect(state == Self.opened())
  }

  @Test func arrowsMoveThroughTheTimeline() {
    var state = Self.opened()
    #expect(send(&state, .down, .character("j")) == [])
    #expect(state.detail?.selection == 8)
    #expect(send(&state, .down) == [])
    #expect(state.detail?.selection == 8)
    #expect(send(&state, .character("k")) == [])
    var expected = Self.opened()
    expected.detail?.selection = 9
    #expect(state == expected)
  }

  @Test func xAndDeleteAskThenDeleteTheRecord() {
    var state = Self.opened()
    _ = send(&state, .down)
    #expect(send(&state, .character("x")) == [])
    var expected = Self.opened()
    expected.detail?.selection = 9
    expected.confirm = .deleteCare(9, kind: .fertilize, plantName: "Monstera")
    #expect(state == expected)
    #expect(PlantsView.prompt(state, .en) == "Delete the fertilize record of Monstera? y/n")
    #expect(send(&state, .character("y")) == [.run(.deleteCare(9))])
    _ = send(&state, .delete)
    #expect(state.confirm == .deleteCare(9, kind: .fertilize, plantName: "Monstera"))
  }

  @Test func eEditsTheSelectedRecord() {
    var state = Self.opened()
    _ = send(&state, .down)
    #expect(send(&state, .character("e")) == [])
    var expected = Self.opened()
    expected.detail?.selection = 9
    expected.careForm = CareForm(editing: PlantsFixture.events[1], zone: .utc)
    #expect(state == expected)
    #expect(state.careForm?.note == "반만")
    #expect(state.careForm?.kind == .fertilize)
  }

  @Test func wAndCWorkInTheDetail() {
    var state = Self.opened()
    #expect(send(&state, .character("w")) == [])
    #expect(state.confirm == .waterAgain(1, name: "Monstera"))
    state.confirm = nil
    #expect(send(&state, .character("c")) == [])
    #expect(state.careForm == CareForm(plantID: 1, today: PlantsFixture.today))
  }

  @Test func escGoesBackToTheList() {
    var state = Self.opened()
    #expect(send(&state, .escape) == [])
    #expect(state == PlantsFixture.state(selection: 1))
  }

  @Test func keysWithNoRecordAskForOne() {
    var state = PlantsFixture.state(selection: 2)
    state.detail = F.Detail(plantID: 2, events: [])
    #expect(send(&state, .character("x")) == [.status(.statusNoRecord, [])])
    #expect(send(&state, .character("e")) == [.status(.statusNoRecord, [])])
  }

  @Test func savedCareClosesTheFormSelectsTheRecordAndReloads() {
    var state = Self.opened()
    state.careForm = CareForm(plantID: 1, today: PlantsFixture.today)
    let event = CareEvent(id: 11, plantID: 1, kind: .repot, at: 1_795_953_600)
    #expect(
      PlantsFeature.reduce(into: &state, action: .careSaved(event, added: true))
        == [
          .status(.statusCareSaved, ["repot", "Monstera"]), .run(.loadPlants),
          .run(.loadDetail(1)), .dataChanged,
        ])
    var expected = Self.opened()
    expected.detail?.selection = 11
    #expect(state == expected)
  }
}
