import DaybookCore
import Expectations
import TerminalKit
import Testing

@testable import DaybookTUI

/// The plant, care and intake record forms and the intake records list match keys through
/// their keymap tables: commands on their keys, every other key to the field.
@Suite struct FormKeymapTests {
  static let today = Day(year: 2026, month: 11, day: 29)!

  private func plants(_ form: PlantForm) -> PlantsFeature.State {
    var state = PlantsFeature.State(today: Self.today, items: [])
    state.form = form
    return state
  }

  @Test func thePlantFormMovesTypesAndCancels() {
    var state = plants(PlantForm(editing: Plant(name: "몬스테라")))
    expectEqual(PlantFormFeature.key(.tab, &state), [])
    var expected = PlantForm(editing: Plant(name: "몬스테라"))
    expected.focus = .species
    expectEqual(state.form, expected)
    expectEqual(PlantFormFeature.key(.up, &state), [])
    expectEqual(PlantFormFeature.key(.backTab, &state), [])
    expected.focus = .photo
    expectEqual(state.form, expected)
    // Ctrl-F opens the catalog only for a new plant: an edited one keeps its species.
    expectEqual(PlantFormFeature.key(.ctrl("f"), &state), [])
    expectEqual(state.form, expected)
    expectEqual(PlantFormFeature.key(.character("x"), &state), [])
    expected.photo = "x"
    expectEqual(state.form, expected)
    expectEqual(PlantFormFeature.key(.escape, &state), [])
    expectEqual(state, plants(expected).with { $0.form = nil })
    var new = plants(PlantForm())
    new.form?.focus = .name
    expectEqual(PlantFormFeature.key(.ctrl("f"), &new), [])
    expectEqual(new, plants(PlantForm()))
    expectEqual(
      PlantFormFeature.keyLine(PlantForm(), .en).keyLine,
      "Tab next field · Ctrl-F catalog search · Ctrl-S save · Esc cancel")
    expectEqual(
      PlantFormFeature.keyLine(expected, .ko).keyLine, "Tab 다음 칸 · Ctrl-S 저장 · Esc 취소")
  }

  @Test func theCareFormChangesTheKindOnlyOnTheKindField() {
    var state = PlantsFeature.State(today: Self.today, items: [])
    state.careForm = CareForm(plantID: 1, today: Self.today)
    var expected = CareForm(plantID: 1, today: Self.today)
    for (key, kind) in [
      (Key.right, CareKind.repot), (.character(" "), .fertilize), (.left, .repot),
      (.character("5"), .note), (.character("x"), .note),
    ] {
      expectEqual(CareFormFeature.key(key, &state), [])
      expected.kind = kind
      expectEqual(state.careForm, expected, "\(key)")
    }
    expectEqual(CareFormFeature.key(.down, &state), [])
    expectEqual(CareFormFeature.key(.tab, &state), [])
    expected.focus = .note
    for key in [Key.character("물"), .character(" "), .right, .left] {
      expectEqual(CareFormFeature.key(key, &state), [])
    }
    expected.note = "물 "
    expectEqual(state.careForm, expected)
    expectEqual(CareFormFeature.key(.escape, &state), [])
    expectEqual(state.careForm, nil)
    expectEqual(
      CareFormFeature.keyLine(.ko).keyLine, "Tab 다음 칸 · ←/→ 종류 · Ctrl-S 저장 · Esc 취소")
  }

  @Test func theIntakeFormChangesTheKindOnlyOnItsArrows() {
    var form = IntakeRecordForm(day: Self.today, kind: .water, amount: "", time: "12:00")
    form.field = .kind
    var expected = form
    expectEqual(form.keyPressed(.character("c")), .editing)
    expectEqual(form, expected)
    expectEqual(form.keyPressed(.right), .editing)
    expected.kind = .other
    expectEqual(form.keyPressed(.left), .editing)
    expectEqual(form.keyPressed(.left), .editing)
    expected.kind = .caffeine
    expectEqual(form, expected)
    expectEqual(form.keyPressed(.down), .editing)
    expectEqual(form.keyPressed(.character("2")), .editing)
    expectEqual(form.keyPressed(.right), .editing)
    expected.field = .amount
    expected.amount = "2"
    expectEqual(form, expected)
    expectEqual(form.keyPressed(.escape), .cancelled)
    expectEqual(
      IntakeRecordForm.keyLine(.ja).keyLine, "Tab 次の欄 · Ctrl-S 保存 · Esc 取り消し")
  }

  @Test func theIntakeListRunsEveryKeyOfItsCommands() {
    let intake = Intake(id: 4, kind: .water, amount: 250, unit: .ml, at: 1)
    var loaded = IntakeRecordsFeature.State(day: Self.today)
    loaded.records = [
      IntakeRecordsFeature.Record(intake: intake, hour: 9, minute: 0),
      IntakeRecordsFeature.Record(intake: intake, hour: 10, minute: 0),
    ]
    for key in [Key.escape, .character("q"), .character("I")] {
      var state = loaded
      expectEqual(
        IntakeRecordsFeature.reduce(into: &state, action: .key(key), language: .en), [.close])
      expectEqual(state, loaded)
    }
    for key in [Key.character("d"), .delete] {
      var state = loaded
      expectEqual(
        IntakeRecordsFeature.reduce(into: &state, action: .key(key), language: .en),
        [.change(.delete(intake))])
      expectEqual(state, loaded)
    }
    for (key, cursor) in [(Key.end, 1), (.character("G"), 1), (.down, 1), (.character("j"), 1)] {
      var state = loaded
      expectEqual(IntakeRecordsFeature.reduce(into: &state, action: .key(key), language: .en), [])
      var expected = loaded
      expected.cursor = cursor
      expectEqual(state, expected, "\(key)")
    }
    for key in [Key.enter, .character("e")] {
      var state = loaded
      expectEqual(IntakeRecordsFeature.reduce(into: &state, action: .key(key), language: .en), [])
      var expected = loaded
      expected.form = IntakeRecordForm(loaded.records[0], day: Self.today)
      expectEqual(state, expected, "\(key)")
    }
    expectEqual(
      IntakeRecordsFeature.keyLine(.en).keyLine,
      "a add a record · e edit · d delete · u undo delete · Esc close")
  }
}

extension PlantsFeature.State {
  fileprivate func with(_ change: (inout Self) -> Void) -> Self {
    var copy = self
    change(&copy)
    return copy
  }
}
