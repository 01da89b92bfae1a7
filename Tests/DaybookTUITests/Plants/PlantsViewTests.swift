import DaybookCore
import Expectations
import TerminalKit
import Testing

@testable import DaybookTUI

/// Every role in its own colour, so a style check names exactly one role.
private let theme = Theme(
  name: "test",
  styles: Dictionary(
    uniqueKeysWithValues: ThemeRole.allCases.enumerated().map {
      ($1, Style(fg: .indexed(UInt8($0))))
    }))

enum PlantsViewFixture {
  static func listState() -> PlantsFeature.State {
    var state = PlantsFixture.state(selection: 1)
    state.items?.append(
      PlantsFeature.Item(
        plant: Plant(
          id: 4, name: "アグラオネマ・シルバークイーン", species: "Aglaonema commutatum",
          location: "寝室の窓辺のいちばん奥の棚", acquired: Day(iso: "2026-06-01"), intervalDays: 5),
        lastWatered: Day(iso: "2026-11-27"), careCount: 4))
    return state
  }

  static func render(
    _ state: PlantsFeature.State, width: Int, height: Int, language: Language = .en
  ) -> Canvas {
    var canvas = Canvas(size: Size(width: width, height: height))
    _ = PlantsView.render(
      state, language: language, into: &canvas, in: canvas.bounds, theme: theme)
    return canvas
  }
}

@Suite("Plants view")
struct PlantsViewTests {
  static func detailState() -> PlantsFeature.State {
    var state = PlantsViewFixture.listState()
    state.detail = PlantsFeature.Detail(plantID: 1, events: PlantsFixture.events, selection: 9)
    return state
  }

  /// The add form after typing 몬스, choosing 몬스테라 (taken by the archived plant) and an
  /// interval of 0: both messages next to their fields, the catalog guide under them.
  static func formState() -> PlantsFeature.State {
    var state = PlantsFixture.state()
    state.form = PlantForm()
    for character in "몬스" {
      _ = PlantsFeature.reduce(into: &state, action: .key(.character(character)))
    }
    _ = PlantsFeature.reduce(into: &state, action: .key(.enter))
    state.form?.interval = "0"
    _ = PlantsFeature.reduce(into: &state, action: .key(.ctrl("s")))
    return state
  }

  @Test func koreanListAt120x40() {
    let canvas = PlantsViewFixture.render(
      PlantsViewFixture.listState(), width: 120, height: 40, language: .ko)
    expectFrame(canvas.lines, "koreanListAt120x40")
  }

  @Test func koreanListAt80x24CutsJapaneseNamesWhole() {
    let canvas = PlantsViewFixture.render(
      PlantsViewFixture.listState(), width: 80, height: 24, language: .ko)
    expectFrame(canvas.lines, "koreanListAt80x24CutsJapaneseNamesWhole")
  }

  @Test func lateDDayIsDangerAndTheSelectedRowIsHighlighted() {
    let canvas = PlantsViewFixture.render(
      PlantsViewFixture.listState(), width: 80, height: 24, language: .ko)
    // "3일 지남" of ポトス ends at column 69 of row 2.
    expectEqual(canvas.style(x: 66, y: 2), theme.style(.danger))
    expectEqual(canvas.style(x: 5, y: 4), theme.style(.selection))
    expectEqual(canvas.style(x: 5, y: 2), theme.style(.text))
  }

  @Test func japaneseDetailAt120x40() {
    let canvas = PlantsViewFixture.render(Self.detailState(), width: 120, height: 40, language: .ja)
    expectFrame(canvas.lines, "japaneseDetailAt120x40")
    // The selected record (the fertilizing) is highlighted.
    expectEqual(canvas.style(x: 64, y: 9), theme.style(.selection))
  }

  @Test func japaneseDetailAt80x24() {
    let canvas = PlantsViewFixture.render(Self.detailState(), width: 80, height: 24, language: .ja)
    expectFrame(canvas.lines, "japaneseDetailAt80x24")
  }

  @Test func koreanFormAt120x40ShowsMessagesAndTheGuide() {
    let canvas = PlantsViewFixture.render(Self.formState(), width: 120, height: 40, language: .ko)
    expectFrame(canvas.lines, "koreanFormAt120x40ShowsMessagesAndTheGuide")
    expectEqual(canvas.style(x: 68, y: 17), theme.style(.danger))
  }

  @Test func koreanFormAt80x24() {
    let canvas = PlantsViewFixture.render(Self.formState(), width: 80, height: 24, language: .ko)
    expectFrame(canvas.lines, "koreanFormAt80x24")
  }

  @Test func aConfirmationShowsAboveTheKeys() {
    var state = PlantsViewFixture.listState()
    state.confirm = .deletePlant(1, name: "Monstera", careCount: 12)
    let canvas = PlantsViewFixture.render(state, width: 80, height: 24)
    expectEqual(
      canvas.lines[21],
      "│ Delete Monstera and its 12 care records? y/n                                 │")
    expectEqual(canvas.style(x: 2, y: 21), theme.style(.highlight))
  }

  @Test func tooSmallDrawsNothing() {
    let canvas = PlantsViewFixture.render(PlantsViewFixture.listState(), width: 19, height: 5)
    expectEqual(canvas.lines, Array(repeating: String(repeating: " ", count: 19), count: 5))
  }
}
