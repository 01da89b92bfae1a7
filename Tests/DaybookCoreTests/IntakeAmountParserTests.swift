import DaybookCore
import Testing

/// Issue 16 item 10: amounts in Korean and Japanese and common forms.
@Suite struct IntakeAmountParserTests {
  @Test(arguments: [
    ("커피 2샷", IntakeKind.caffeine, "커피", 2.0, IntakeUnit.shot),
    ("녹차 30mg", .caffeine, "녹차", 30, .mg),
    ("물 1L", .water, "물", 1000, .ml),
    ("물 1.5l", .water, "물", 1500, .ml),
    ("水 500ミリリットル", .water, "水", 500, .ml),
    ("コーヒー 2ショット", .caffeine, "コーヒー", 2, .shot),
    ("green tea 30mg", .caffeine, "green tea", 30, .mg),
    ("커피2샷", .caffeine, "커피", 2, .shot),
    ("water 250ml", .water, "water", 250, .ml),
    ("카페인 75mg", .caffeine, "카페인", 75, .mg),
    ("커피 150", .caffeine, "커피", 150, .mg),
    ("물 500", .water, "물", 500, .ml),
    ("緑茶 ３０ｍｇ", .caffeine, "緑茶", 30, .mg),
  ])
  func readsDrinkAndAmount(
    _ text: String, _ kind: IntakeKind, _ word: String, _ amount: Double, _ unit: IntakeUnit
  ) {
    #expect(
      IntakeAmountParser.parse(text)
        == TypedIntakeAmount(kind: kind, drinkWord: word, amount: amount, unit: unit))
  }

  @Test func bareNumberIsInTheUnitOfTheField() {
    #expect(
      IntakeAmountParser.parse("150", fieldKind: .caffeine)
        == TypedIntakeAmount(kind: .caffeine, amount: 150, unit: .mg))
    #expect(
      IntakeAmountParser.parse("500", fieldKind: .water)
        == TypedIntakeAmount(kind: .water, amount: 500, unit: .ml))
    #expect(IntakeAmountParser.parse("150") == nil)
    #expect(
      IntakeAmountParser.parse("500ml") == TypedIntakeAmount(kind: nil, amount: 500, unit: .ml))
  }

  @Test func unknownDrinkWordIsKeptOrRefused() {
    #expect(
      IntakeAmountParser.parse("mate 40mg")
        == TypedIntakeAmount(kind: nil, drinkWord: "mate", amount: 40, unit: .mg))
    #expect(IntakeAmountParser.parse("mate 40mg", allowsDrinkWord: false) == nil)
  }

  @Test(arguments: ["", "커피", "물 -1L", "물 0ml", "물 1kg", "1 l l", "coffee 2 cups", "75kg"])
  func rejects(_ text: String) {
    #expect(IntakeAmountParser.parse(text, fieldKind: .water) == nil)
  }

  @Test func parseAmountReadsLitresAndShotsButNoBareNumber() {
    #expect(Intake.parseAmount("1L")! == (1000, .ml))
    #expect(Intake.parseAmount("2샷")! == (2, .shot))
    #expect(Intake.parseAmount("75") == nil)
    #expect(Intake.parseAmount("물 1L") == nil)
  }
}
