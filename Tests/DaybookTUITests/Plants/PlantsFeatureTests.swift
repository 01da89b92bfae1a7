import DaybookCore
import Expectations
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
    expectEqual(state.rows.map(\.plant.id), [2, 1])
    expectEqual(state.rows.map(\.dDay), [-3, 7])
    expectEqual(send(&state, .character("s")), [])
    var expected = PlantsFixture.state()
    expected.sort = .name
    expectEqual(state, expected)
    expectEqual(state.rows.map(\.plant.id), [1, 2])
    expectEqual(send(&state, .character("s")), [])
    expectEqual(state.sort, .dDay)
  }

  @Test func dotShowsArchivedPlants() {
    var state = PlantsFixture.state()
    expectEqual(send(&state, .character(".")), [])
    var expected = PlantsFixture.state()
    expected.showArchived = true
    expectEqual(state, expected)
    // Never watered since 2026-11-01 every 10 days: 18 days late, so first.
    expectEqual(state.rows.map(\.plant.id), [3, 2, 1])
    expectEqual(send(&state, .character(".")), [])
    expectEqual(state, PlantsFixture.state())
  }

  @Test func hidingArchivedMovesTheSelectionOffIt() {
    var state = PlantsFixture.state(selection: 3)
    state.showArchived = true
    _ = send(&state, .character("."))
    expectEqual(state.selection, 2)
  }

  @Test func arrowsMoveWithinTheList() {
    var state = PlantsFixture.state()
    expectEqual(send(&state, .down), [])
    expectEqual(state, PlantsFixture.state(selection: 1))
    expectEqual(send(&state, .character("j")), [])
    expectEqual(state, PlantsFixture.state(selection: 1))
    expectEqual(send(&state, .character("k"), .up), [])
    expectEqual(state, PlantsFixture.state(selection: 2))
  }

  @Test func aOpensAnEmptyFormInTheCatalogSearch() {
    var state = PlantsFixture.state()
    expectEqual(send(&state, .character("a")), [])
    var expected = PlantsFixture.state()
    expected.form = PlantForm()
    expectEqual(state, expected)
    expectEqual(state.form?.focus, .catalog)
  }

  @Test func eOpensTheFormFilledWithTheSelectedPlant() {
    var state = PlantsFixture.state()
    expectEqual(send(&state, .character("e")), [])
    var expected = PlantsFixture.state()
    expected.form = PlantForm(editing: PlantsFixture.pothos)
    expectEqual(state, expected)
    expectEqual(state.form?.name, "ポトス")
    expectEqual(state.form?.acquired, "2026-03-01")
    expectEqual(state.form?.fields.first, .name)
  }

  /// Issue 16 item 15: `A` archived at once, without a word.
  @Test func capitalAAsksBeforeArchivingAndUnarchivesAtOnce() {
    var state = PlantsFixture.state()
    expectEqual(send(&state, .character("A")), [])
    var asking = PlantsFixture.state()
    asking.confirm = .archivePlant(2, name: "ポトス")
    expectEqual(state, asking)
    expectEqual(PlantsView.prompt(state, .ko)?.hasPrefix("ポトス를 보관할까요?"), true)
    expectEqual(send(&state, .character("n")), [])
    expectEqual(state, PlantsFixture.state())
    _ = send(&state, .character("A"))
    expectEqual(send(&state, .character("y")), [.run(.setArchived(2, true))])
    expectEqual(state, PlantsFixture.state())
    var archivedSelected = PlantsFixture.state(selection: 3)
    archivedSelected.showArchived = true
    expectEqual(send(&archivedSelected, .character("A")), [.run(.setArchived(3, false))])
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
    expectEqual(send(&state, .character("D")), [])
    var expected = PlantsFixture.state(selection: 1)
    expected.confirm = .deletePlant(1, name: "Monstera", careCount: 12)
    expectEqual(state, expected)
    expectEqual(
      PlantsView.prompt(state, .en), "Delete Monstera and its 12 care records? y/n")
    expectEqual(PlantsView.prompt(state, .ko), "Monstera와 관리 기록 12개를 삭제할까요? y/n")
    // Other keys wait for the answer.
    expectEqual(send(&state, .character("w")), [])
    expectEqual(state, expected)
    expectEqual(send(&state, .character("y")), [.run(.deletePlant(1))])
    expectEqual(state, PlantsFixture.state(selection: 1))
  }

  @Test func nOrEscKeepsThePlant() {
    var state = PlantsFixture.state(selection: 1)
    _ = send(&state, .character("D"))
    expectEqual(send(&state, .character("n")), [])
    expectEqual(state, PlantsFixture.state(selection: 1))
    _ = send(&state, .character("D"))
    expectEqual(send(&state, .escape), [])
    expectEqual(state, PlantsFixture.state(selection: 1))
  }

  @Test func wWatersAPlantNotWateredToday() {
    var state = PlantsFixture.state()
    expectEqual(send(&state, .character("w")), [.run(.water(2))])
    expectEqual(state, PlantsFixture.state())
  }

  @Test func wOnAPlantWateredTodayAsksFirst() {
    var state = PlantsFixture.state(selection: 1)
    expectEqual(send(&state, .character("w")), [])
    var expected = PlantsFixture.state(selection: 1)
    expected.confirm = .waterAgain(1, name: "Monstera")
    expectEqual(state, expected)
    expectEqual(
      PlantsView.prompt(state, .en), "Monstera was already watered today. Water again? (y/n)")
    expectEqual(send(&state, .character("y")), [.run(.water(1))])
    expectEqual(state, PlantsFixture.state(selection: 1))
  }

  @Test func cOpensTheCareFormOnToday() {
    var state = PlantsFixture.state()
    expectEqual(send(&state, .character("c")), [])
    var expected = PlantsFixture.state()
    expected.careForm = CareForm(plantID: 2, today: PlantsFixture.today)
    expectEqual(state, expected)
    expectEqual(state.careForm?.day, "2026-11-29")
    expectEqual(state.careForm?.kind, .water)
  }

  @Test func enterOpensTheDetailAndLoadsItsCare() {
    var state = PlantsFixture.state()
    expectEqual(send(&state, .enter), [.run(.loadDetail(2))])
    var expected = PlantsFixture.state()
    expected.detail = F.Detail(plantID: 2)
    expectEqual(state, expected)
  }

  @Test func escAndPClose() {
    var state = PlantsFixture.state()
    expectEqual(send(&state, .escape), [.close])
    expectEqual(send(&state, .character("p")), [.close])
    expectEqual(state, PlantsFixture.state())
  }

  @Test func keysOnAnEmptyListAskForAPlant() {
    var state = F.State(today: PlantsFixture.today, items: [])
    for key in ["e", "A", "D", "w", "c"] {
      expectEqual(send(&state, .character(Character(key))), [.status(.statusNoPlant, [])])
    }
    expectEqual(send(&state, .enter), [.status(.statusNoPlant, [])])
    expectEqual(send(&state, .down), [])
    expectEqual(state, F.State(today: PlantsFixture.today, items: []))
  }

  @Test func loadedSelectsTheFirstRowWhenTheSelectionIsGone() {
    var state = F.State(today: PlantsFixture.today)
    expectEqual(PlantsFeature.reduce(into: &state, action: .loaded(PlantsFixture.items)), [])
    expectEqual(state, PlantsFixture.state(selection: 2))
  }

  @Test func savedPlantClosesTheFormSelectsItAndReloads() {
    var state = PlantsFixture.state()
    state.form = PlantForm()
    let saved = Plant(id: 7, name: "몬스테라 2", intervalDays: 14)
    expectEqual(
      PlantsFeature.reduce(into: &state, action: .plantSaved(saved, added: true)),
      [.status(.statusAdded, ["몬스테라 2"]), .run(.loadPlants), .dataChanged])
    expectEqual(state, PlantsFixture.state(selection: 7))
  }

  @Test func wateredReportsTheNextDayAndReloadsTheOpenDetail() {
    var state = PlantsFixture.state()
    state.detail = F.Detail(plantID: 2)
    let event = CareEvent(id: 20, plantID: 2, kind: .water, at: 1_795_953_600)
    expectEqual(
      PlantsFeature.reduce(into: &state, action: .watered(event)),
      [
        .status(.statusWatered, ["ポトス", "2026-12-06"]), .run(.loadPlants),
        .run(.loadDetail(2)), .dataChanged,
      ])
  }

  @Test func deletedPlantClosesItsDetail() {
    var state = PlantsFixture.state(selection: 1)
    state.detail = F.Detail(plantID: 1)
    expectEqual(
      PlantsFeature.reduce(
        into: &state, action: .plantDeleted(PlantsFixture.monstera, careCount: 12)),
      [.status(.statusDeleted, ["Monstera", "12"]), .run(.loadPlants), .dataChanged])
    expectEqual(state, PlantsFixture.state(selection: 1))
  }

  @Test func failureDropsTheQuestionAndKeepsTheForm() {
    var state = PlantsFixture.state()
    state.form = PlantForm(editing: PlantsFixture.pothos)
    state.confirm = .waterAgain(1, name: "Monstera")
    expectEqual(PlantsFeature.reduce(into: &state, action: .failed("disk full")), [])
    var expected = PlantsFixture.state()
    expected.form = PlantForm(editing: PlantsFixture.pothos)
    expectEqual(state, expected)
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
    expectEqual(state.detail, F.Detail(plantID: 1, events: PlantsFixture.events, selection: 10))
    expectEqual(state.detail?.orderedEvents.map(\.id), [10, 9, 8])
  }

  @Test func careForAnotherPlantIsIgnored() {
    var state = Self.opened()
    expectEqual(
      PlantsFeature.reduce(into: &state, action: .detailLoaded(plantID: 2, events: [])), [])
    expectEqual(state, Self.opened())
  }

  @Test func arrowsMoveThroughTheTimeline() {
    var state = Self.opened()
    expectEqual(send(&state, .down, .character("j")), [])
    expectEqual(state.detail?.selection, 8)
    expectEqual(send(&state, .down), [])
    expectEqual(state.detail?.selection, 8)
    expectEqual(send(&state, .character("k")), [])
    var expected = Self.opened()
    expected.detail?.selection = 9
    expectEqual(state, expected)
  }

  @Test func xAndDeleteAskThenDeleteTheRecord() {
    var state = Self.opened()
    _ = send(&state, .down)
    expectEqual(send(&state, .character("x")), [])
    var expected = Self.opened()
    expected.detail?.selection = 9
    expected.confirm = .deleteCare(9, kind: .fertilize, plantName: "Monstera")
    expectEqual(state, expected)
    expectEqual(PlantsView.prompt(state, .en), "Delete the fertilize record of Monstera? y/n")
    expectEqual(send(&state, .character("y")), [.run(.deleteCare(9))])
    _ = send(&state, .delete)
    expectEqual(state.confirm, .deleteCare(9, kind: .fertilize, plantName: "Monstera"))
  }

  @Test func eEditsTheSelectedRecord() {
    var state = Self.opened()
    _ = send(&state, .down)
    expectEqual(send(&state, .character("e")), [])
    var expected = Self.opened()
    expected.detail?.selection = 9
    expected.careForm = CareForm(editing: PlantsFixture.events[1], zone: .utc)
    expectEqual(state, expected)
    expectEqual(state.careForm?.note, "반만")
    expectEqual(state.careForm?.kind, .fertilize)
  }

  @Test func wAndCWorkInTheDetail() {
    var state = Self.opened()
    expectEqual(send(&state, .character("w")), [])
    expectEqual(state.confirm, .waterAgain(1, name: "Monstera"))
    state.confirm = nil
    expectEqual(send(&state, .character("c")), [])
    expectEqual(state.careForm, CareForm(plantID: 1, today: PlantsFixture.today))
  }

  @Test func escGoesBackToTheList() {
    var state = Self.opened()
    expectEqual(send(&state, .escape), [])
    expectEqual(state, PlantsFixture.state(selection: 1))
  }

  @Test func keysWithNoRecordAskForOne() {
    var state = PlantsFixture.state(selection: 2)
    state.detail = F.Detail(plantID: 2, events: [])
    expectEqual(send(&state, .character("x")), [.status(.statusNoRecord, [])])
    expectEqual(send(&state, .character("e")), [.status(.statusNoRecord, [])])
  }

  @Test func savedCareClosesTheFormSelectsTheRecordAndReloads() {
    var state = Self.opened()
    state.careForm = CareForm(plantID: 1, today: PlantsFixture.today)
    let event = CareEvent(id: 11, plantID: 1, kind: .repot, at: 1_795_953_600)
    expectEqual(
      PlantsFeature.reduce(into: &state, action: .careSaved(event, added: true)),
      [
        .status(.statusCareSaved, ["repot", "Monstera"]), .run(.loadPlants),
        .run(.loadDetail(1)), .dataChanged,
      ])
    var expected = Self.opened()
    expected.detail?.selection = 11
    expectEqual(state, expected)
  }
}
