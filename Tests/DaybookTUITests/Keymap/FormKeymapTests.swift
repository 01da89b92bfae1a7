import DaybookCore
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
    #expect(PlantFormFeature.key(.tab, &state) == [])
    var expected = PlantForm(editing: Plant(name: "몬스테라"))
    expected.focus = .species
    #expect(state.form == expected)
    #expect(PlantFormFeature.key(.up, &state) == [])
    #expect(PlantFormFeature.key(.backTab, &state) == [])
    expected.focus = .photo
    #expect(state.form == expected)
    // Ctrl-F opens the catalog only for a new plant: an edited one keeps its species.
    #expect(PlantFormFeature.key(.ctrl("f"), &state) == [])
    #expect(state.form == expected)
    #expect(PlantFormFeature.key(.character("x"), &state) == [])
    expected.photo = "x"
    #expect(state.form == expected)
    #expect(PlantFormFeature.key(.escape, &state) == [])
    #expect(state == plants(expected).with { $0.form = nil })
    var new = plants(PlantForm())
    new.form?.focus = .name
    #expect(PlantFormFeature.key(.ctrl("f"), &new) == [])
    #expect(new == plants(PlantForm()))
    #expect(
      PlantFormFeature.keyLine(PlantForm(), .en).keyLine
        == "Tab next field · Ctrl-F catalog search · Ctrl-S save · Esc cancel")
    #expect(
      PlantFormFeature.keyLine(expected, .ko).keyLine == "Tab 다음 칸 · Ctrl-S 저장 · Esc 취소")
  }

  @Test func theCareFormChangesTheKindOnlyOnTheKindField() {
    var state = PlantsFeature.State(today: Self.today, items: [])
    state.careForm = CareForm(plantID: 1, today: Self.today)
    var expected = CareForm(plantID: 1, today: Self.today)
    for (key, kind) in [
      (Key.right, CareKind.repot), (.character(" "), .fertilize), (.left, .repot),
      (.character("5"), .note), (.character("x"), .note),
    ] {
      #expect(CareFormFeature.key(key, &state) == [])
      expected.kind = kind
      #expect(state.careForm == expected, "\(key)")
    }
    #expect(CareFormFeature.key(.down, &state) == [])
    #expect(CareFormFeature.key(.tab, &state) == [])
    expected.focus = .note
    for key in [Key.character("물"), .character(" "), .right, .left] {
      #expect(CareFormFeature.key(key, &state) == [])
    }
    expected.note = "물 "
    #expect(state.careForm == expected)
    #expect(CareFormFeature.key(.escape, &state) == [])
    #expect(state.careForm == nil)
    #expect(
      CareFormFeature.keyLine(.ko).keyLine == "Tab 다음 칸 · ←/→ 종류 · Ctrl-S 저장 · Esc 취소")
  }

  @Test func theIntakeFormChangesTheKindOnlyOnItsArrows() {
    var form = IntakeRecordForm(day: Self.today, kind: .water, amount: "", time: "12:00")
    form.field = .kind
    var expected = form
    #expect(form.keyPressed(.character("c")) == .editing)
    #expect(form == expected)
    #expect(form.keyPressed(.right) == .editing)
    expected.kind = .other
    #expect(form.keyPressed(.left) == .editing)
    #expect(form.keyPressed(.left) == .editing)
    expected.kind = .caffeine
    #expect(form == expected)
    #expect(form.keyPressed(.down) == .editing)
    #expect(form.keyPressed(.character("2")) == .editing)
    #expect(form.keyPressed(.right) == .editing)
    expected.field = .amount
    expected.amount = "2"
    #expect(form == expected)
    #expect(form.keyPressed(.escape) == .cancelled)
    #expect(
      IntakeRecordForm.keyLine(.ja).keyLine == "Tab 次の欄 · Ctrl-S 保存 · Esc 取り消し")
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
      #expect(IntakeRecordsFeature.reduce(into: &state, action: .key(key), language: .en) == [.close])
      #expect(state == loaded)
    }
    for key in [Key.character("d"), .delete] {
      var state = loaded
      #expect(
        IntakeRecordsFeature.reduce(into: &state, action: .key(key), language: .en)
          == [.change(.delete(intake))])
      #expect(state == loaded)
    }
    for (key, cursor) in [(Key.end, 1), (.character("G"), 1), (.down, 1), (.character("j"), 1)] {
      var state = loaded
      #expect(IntakeRecordsFeature.reduce(into: &state, action: .key(key), language: .en) == [])
      var expected = loaded
      expected.cursor = cursor
      #expect(state == expected, "\(key)")
    }
    for key in [Key.enter, .character("e")] {
      var state = loaded
      #expect(IntakeRecordsFeature.reduce(into: &state, action: .key(key), language: .en) == [])
      var expected = loaded
      expected.form = IntakeRecordForm(loaded.records[0], day: Self.today)
      #expect(state == expected, "\(key)")
    }
    #expect(
      IntakeRecordsFeature.keyLine(.en).keyLine
        == "a add a record · e edit · d delete · u undo delete · Esc close")
  }
}

extension PlantsFeature.State {
  fileprivate func with(_ change: (inout Self) -> Void) -> Self {
    var copy = self
    change(&copy)
    return copy
  }
}
