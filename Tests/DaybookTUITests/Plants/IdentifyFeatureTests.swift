import DaybookCore
import Expectations
import TerminalKit
import Testing

@testable import DaybookTUI

private func send(_ state: inout PlantsFeature.State, _ keys: Key...) -> [PlantsFeature.Output] {
  keys.flatMap { PlantsFeature.reduce(into: &state, action: .key($0)) }
}

@Suite("Identify a plant on the plants screen")
struct IdentifyFeatureTests {
  @Test func iOpensTheKeyAtItsFirstQuestionAndEscClosesIt() {
    var state = PlantsFixture.state()
    expectEqual(send(&state, .character("i")), [])
    var expected = PlantsFixture.state()
    expected.identify = IdentifyFeature.State()
    expectEqual(state, expected)
    expectEqual(state.identify?.question, .leaf)
    expectEqual(send(&state, .escape), [])
    expectEqual(state, PlantsFixture.state())
  }

  @Test func answersNarrowPassAndTakeBack() {
    var state = PlantsFixture.state()
    _ = send(&state, .character("i"))
    // heart-shaped leaves, then "don't know" about holes.
    expectEqual(send(&state, .enter, .character(" ")), [])
    var expected = IdentifyFeature.State()
    expected.answers = [.leaf: "heart"]
    expected.passed = [.holes]
    expected.history = [.leaf, .holes]
    expectEqual(state.identify, expected)
    expectEqual(state.identify?.question, .habit)
    // climbing: down twice from upright.
    expectEqual(send(&state, .down, .down, .enter), [])
    expected.answers[.habit] = "climbing"
    expected.history.append(.habit)
    expectEqual(state.identify, expected)
    expectEqual(state.identify?.matches.first?.plant.id, "monstera")
    // Backspace takes back the last answer only.
    expectEqual(send(&state, .backspace), [])
    expected.answers[.habit] = nil
    expected.history.removeLast()
    expectEqual(state.identify, expected)
  }

  @Test func choosingAMatchOpensTheAddFormNamedInTheLanguage() {
    var state = PlantsFixture.state()
    state.language = .ja
    _ = send(&state, .character("i"))
    // heart, holes yes, climbing, large: only Monstera is left, so the matches are shown.
    expectEqual(send(&state, .enter, .enter, .down, .down, .enter, .down, .down, .enter), [])
    expectEqual(state.identify?.choosing, true)
    expectEqual(state.identify?.question, nil)
    expectEqual(
      state.identify?.matches.map(\.plant.id),
      [
        "monstera", "monstera-adansonii", "mini-monstera",
      ])
    expectEqual(send(&state, .enter), [])
    var expected = PlantsFixture.state()
    expected.language = .ja
    var form = PlantForm()
    form.name = "モンステラ"
    if let monstera = PlantCatalog.bundled.plant(id: "monstera") {
      PlantFormFeature.choose(monstera, &form, today: PlantsFixture.today)
    }
    expected.form = form
    expectEqual(state, expected)
    expectEqual(state.form?.species, "Monstera deliciosa")
    expectEqual(state.form?.interval, "14")
    // Saving adds it with the catalog's seasons.
    expectEqual(
      send(&state, .ctrl("s")),
      [
        .run(
          .addPlant(
            Plant(
              name: "モンステラ", species: "Monstera deliciosa", intervalDays: 14,
              seasons: PlantSeasons(summerDays: 7, winterDays: 14))))
      ])
  }

  @Test func tabChoosesAmongTheMatchesAtAnyTime() {
    var state = PlantsFixture.state()
    _ = send(&state, .character("i"))
    expectEqual(send(&state, .tab, .down), [])
    var expected = IdentifyFeature.State()
    expected.choosing = true
    expected.match = 1
    expectEqual(state.identify, expected)
    expectEqual(send(&state, .tab), [])
    expectEqual(state.identify, IdentifyFeature.State())
  }

  @Test func theKeyIsDrawnWithTheQuestionMatchesAndReasonsAt80x24() {
    var state = PlantsFixture.state()
    state.language = .ko
    _ = send(&state, .character("i"), .enter, .enter)
    var canvas = Canvas(size: Size(width: 80, height: 24))
    _ = PlantsView.render(
      state, language: .ko, into: &canvas, in: Rect(x: 0, y: 0, width: 80, height: 24))
    let lines = canvas.lines
    func row(_ text: String) -> String { "│" + TextWidth.pad(text, toWidth: 78) + "│" }
    // Too narrow for a frame around it: the key takes the whole screen.
    #expect(lines[0].hasPrefix("╭─ 식물 알아보기 ─"))
    expectEqual(lines[1], row(" 어떻게 자라나요? (3/8)"))
    expectEqual(lines[2], row(" › 곧게 자람"))
    expectEqual(lines[3], row("   늘어짐"))
    expectEqual(lines[4], row("   타고 오름"))
    expectEqual(lines[5], row("   로제트"))
    expectEqual(lines[7], row(" 식물 109개 중 2개가 모든 답에 맞음"))
    expectEqual(lines[8], row(" 가장 잘 맞는 식물"))
    expectEqual(lines[9], row("   1. 몬스테라 · Monstera · モンステラ"))
    expectEqual(lines[10], row("      맞는 점: 하트 모양 잎 · 구멍이나 갈라짐"))
    expectEqual(lines[11], row("   2. 몬스테라 아단소니 · Swiss cheese vine · モンステラ・アダンソニー"))
  }
}

@Suite("Plants on shelves")
struct ShelfTests {
  @Test func vSwitchesToTheShelfAndArrowsMoveAlongIt() {
    var state = PlantsFixture.state(selection: 2)
    expectEqual(send(&state, .character("v")), [])
    var expected = PlantsFixture.state(selection: 2)
    expected.layout = .shelf
    expectEqual(state, expected)
    // By D-day: ポトス (overdue) then Monstera; the archived plant is not shown.
    expectEqual(send(&state, .right), [])
    expected.selection = 1
    expectEqual(state, expected)
    expectEqual(send(&state, .character("h")), [])
    expected.selection = 2
    expectEqual(state, expected)
    expectEqual(send(&state, .character("v")), [])
    expected.layout = .list
    expectEqual(state, expected)
  }

  @Test func wWatersFromTheShelfAndUUndoesIt() {
    var state = PlantsFixture.state(selection: 2)
    state.layout = .shelf
    expectEqual(send(&state, .character("w")), [.run(.water(2))])
    let event = CareEvent(id: 40, plantID: 2, kind: .water, at: 1_795_953_600)
    expectEqual(
      PlantsFeature.reduce(into: &state, action: .watered(event)),
      [
        .status(.statusWatered, ["ポトス", "2026-12-06"]), .run(.loadPlants), .dataChanged,
      ])
    var expected = PlantsFixture.state(selection: 2)
    expected.layout = .shelf
    expected.lastWatering = event
    expectEqual(state, expected)
    expectEqual(send(&state, .character("u")), [.run(.deleteCare(40))])
    expected.lastWatering = nil
    expectEqual(state, expected)
    // Nothing left to undo.
    expectEqual(send(&state, .character("u")), [])
  }

  private func shelf(_ language: Language, width: Int, height: Int) -> [String] {
    var state = PlantsFixture.state(selection: 2)
    state.layout = .shelf
    var canvas = Canvas(size: Size(width: width, height: height))
    _ = PlantsView.render(
      state, language: language, into: &canvas, in: Rect(x: 0, y: 0, width: width, height: height))
    return canvas.lines
  }

  @Test func theShelfAt80x24DrawsPotsWithTheirDDaysAndMarksTheOverdue() {
    let lines = shelf(.ko, width: 80, height: 24)
    #expect(lines[0].hasPrefix("╭─ 식물 · D-day순 · 선반 ─"))
    func row(_ text: String) -> String { "│" + TextWidth.pad(text, toWidth: 78) + "│" }
    expectEqual(lines[1], row("     /|\\         \\|/"))
    expectEqual(lines[2], row(" ›  ┌───┐       ┌───┐"))
    expectEqual(lines[3], row("    └───┘       └───┘"))
    expectEqual(lines[4], row(" ━━━━━━━━━━━━━━━━━━━━━━━━"))
    expectEqual(lines[5], row("  ポトス      Monstera"))
    expectEqual(lines[6], row("  ! 3일 지남  D-7"))
    expectEqual(lines[7], row(""))
  }

  /// Under NO_COLOR only attributes are left: the selected pot's name is still reversed, and
  /// the overdue plant still reads as overdue (drooping leaves, `!`, bold).
  @Test func theShelfReadsWithoutColours() {
    var state = PlantsFixture.state(selection: 1)
    state.layout = .shelf
    var canvas = Canvas(size: Size(width: 80, height: 24))
    _ = PlantsView.render(
      state, language: .en, into: &canvas, in: Rect(x: 0, y: 0, width: 80, height: 24))
    let lines = canvas.lines
    #expect(lines[5].hasPrefix("│  ポトス      Monstera"))
    #expect(lines[6].hasPrefix("│  ! "))
    let selectedName = canvas[x: 15, y: 5].style.reduced(to: .none).attributes
    #expect(selectedName.contains(.reverse))
    let overdue = canvas[x: 3, y: 6].style.reduced(to: .none).attributes
    #expect(!overdue.isEmpty)
    expectEqual(canvas[x: 6, y: 1].grapheme, "/")
  }
}
