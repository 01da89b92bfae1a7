import DaybookCore
import Testing

@Suite struct IntakeTests {
  @Test func parseAmountAcceptsNumberAndUnit() {
    #expect(Intake.parseAmount("75mg")?.amount == 75)
    #expect(Intake.parseAmount("75mg")?.unit == .mg)
    #expect(Intake.parseAmount("250ml")?.amount == 250)
    #expect(Intake.parseAmount("250ml")?.unit == .ml)
    #expect(Intake.parseAmount("1shot")?.amount == 1)
    #expect(Intake.parseAmount("1shot")?.unit == .shot)
    #expect(Intake.parseAmount("2 shots")?.amount == 2)
    #expect(Intake.parseAmount("2 shots")?.unit == .shot)
    #expect(Intake.parseAmount("1.5shot")?.amount == 1.5)
    #expect(Intake.parseAmount(" 75 MG ")?.unit == .mg)
  }

  @Test(arguments: ["-5mg", "75", "mg", "0mg", "", "75kg", "1.2.3mg", "mg75", ".mg", "0.0ml"])
  func parseAmountRejects(_ text: String) {
    #expect(Intake.parseAmount(text) == nil)
  }

  @Test func dayIsTheLocalDayOfTheInstant() {
    #expect(
      Intake(kind: .water, amount: 1, unit: .ml, at: noon("2026-12-03")).day
        == day("2026-12-03"))
  }
}

@Suite struct IntakeAmountStrictnessTests {
  @Test func rejectsSpacesInsideNumberOrUnitAndAcceptsFullWidth() {
    #expect(Intake.parseAmount("7 5 m g") == nil)
    #expect(Intake.parseAmount("1 s h o t") == nil)
    #expect(Intake.parseAmount("７５mg")?.amount == 75)
    #expect(Intake.parseAmount("２ shots")?.unit == .shot)
  }

  @Test func clockRejectsSigns() {
    #expect(LocalTime.parseClock("+9:05") == nil)
    #expect(LocalTime.parseClock("12:+5") == nil)
    #expect(LocalTime.parseClock("9:05")! == (9, 5))
  }

  @Test func underscoreBeforeHashIsPartOfAWord() {
    #expect(Tags.extract(from: "a_#tag #real") == ["real"])
  }
}
