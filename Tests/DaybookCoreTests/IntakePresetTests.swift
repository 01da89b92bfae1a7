import Expectations
import Testing

@testable import DaybookCore

@Suite struct IntakePresetTests {
  @Test func aNewJournalHasTheDefaults() throws {
    let journal = try Journal.inMemory()
    try expectEqual(journal.intakePresets(), IntakePreset.defaults)
  }

  @Test func presetsRoundTripThroughTheSettingsTable() throws {
    let journal = try Journal.inMemory()
    let presets = [
      IntakePreset(key: "c", label: "coffee", kind: .caffeine, amount: 1.5, unit: .shot),
      IntakePreset(key: "b", label: "맥주", kind: .other, amount: 500, unit: .ml),
      IntakePreset(key: "t", label: "緑茶", kind: .caffeine, amount: 30, unit: .mg),
    ]
    try journal.saveIntakePresets(presets)
    try expectEqual(journal.intakePresets(), presets)
    try expectEqual(
      journal.setting("intake_presets"),
      "c=coffee:caffeine:1.5shot\nb=맥주:other:500ml\nt=緑茶:caffeine:30mg")
    try journal.saveIntakePresets([])
    try expectEqual(journal.intakePresets(), [])
  }

  @Test func aLaterPresetOnTheSameKeyWins() throws {
    let journal = try Journal.inMemory()
    let tea = IntakePreset(key: "t", label: "tea", kind: .caffeine, amount: 40, unit: .mg)
    var greenTea = tea
    greenTea.amount = 30
    try journal.saveIntakePresets([tea, greenTea])
    try expectEqual(journal.intakePresets(), [greenTea])
  }

  @Test func parseReadsKeyLabelKindAndAmount() {
    expectEqual(
      IntakePreset.parse("t=tea:caffeine:40mg"),
      IntakePreset(key: "t", label: "tea", kind: .caffeine, amount: 40, unit: .mg))
    expectEqual(
      IntakePreset.parse("g=water:water:250 ml"),
      IntakePreset(key: "g", label: "water", kind: .water, amount: 250, unit: .ml))
    for bad in [
      "t=tea:caffeine", "tt=tea:caffeine:40mg", "=tea:caffeine:40mg", "t=:caffeine:40mg",
      "t=tea:juice:40mg", "t=tea:caffeine:lots", "t=tea:water:40mg", "t=tea:caffeine:0mg",
      "t=a:b:caffeine:40mg", "t=te\na:caffeine:40mg", " =tea:caffeine:40mg",
    ] {
      expectEqual(IntakePreset.parse(bad), nil, "\(bad)")
    }
  }

  @Test func linesThatNoLongerParseAreSkipped() throws {
    let journal = try Journal.inMemory()
    // As an older Daybook may have stored them: setSetting now refuses the broken line.
    let stored = "c=coffee:caffeine:1shot\nbroken\ng=water:water:250ml"
    #expect(throws: JournalError.self) { try journal.setSetting("intake_presets", stored) }
    _ = try journal.db.run(
      "INSERT INTO settings(key, value) VALUES ('intake_presets', ?)", stored)
    try expectEqual(journal.intakePresets().map(\.key), ["c", "g"])
  }
}
