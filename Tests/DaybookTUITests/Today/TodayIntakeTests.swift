import DaybookCore
import Expectations
import TerminalKit
import Testing

@testable import DaybookTUI

private typealias Feature = TodayFeature

private func state() -> Feature.State {
  guard let today = Day(iso: "2026-11-29") else { fatalError("bad test date") }
  return Feature.State(today: today, selection: .intake)
}

private func press(_ keys: [Key], _ state: inout Feature.State) -> [Feature.Output] {
  keys.flatMap { Feature.reduce(into: &state, action: .key($0)) }
}

private func type(_ text: String) -> [Key] { text.map { Key.character($0) } }

@Suite("Today intake presets and typed amounts")
struct TodayIntakeTests {
  @Test(arguments: [
    (
      "c", TodayFeature.Output.addIntake(kind: .caffeine, amount: 1, unit: .shot),
      "Recorded coffee 1shot · u undo"
    ),
    ("e", .addIntake(kind: .caffeine, amount: 40, unit: .mg), "Recorded tea 40mg · u undo"),
    ("a", .addIntake(kind: .water, amount: 250, unit: .ml), "Recorded water 250ml · u undo"),
  ])
  func eachDefaultPresetKeyRecordsItsAmountAndSaysSo(
    key: String, output: TodayFeature.Output, message: String
  ) {
    var current = state()
    expectEqual(press(key.map { Key.character($0) }, &current), [output, .status(message)])
    expectEqual(current, state())
  }

  /// `t` and `g` are the calendar's today and go-to-date: on Today they record nothing and
  /// say why (they recorded tea and water silently before).
  @Test(arguments: ["t", "g", "f", "[", "m", "*"])
  func anotherPanesKeyWritesNothingAndSaysSo(key: String) {
    var current = state()
    expectEqual(
      press(type(key), &current),
      [
        .status("\(key) is another pane's key, not Today's · ? help")
      ])
    expectEqual(current, state())
  }

  @Test func presetAnswersInKoreanAndJapanese() {
    var current = state()
    current.language = .ko
    expectEqual(
      press(type("e"), &current),
      [
        .addIntake(kind: .caffeine, amount: 40, unit: .mg), .status("차 40mg 기록했습니다 · u 취소"),
      ])
    current.language = .ja
    expectEqual(
      press(type("a"), &current),
      [
        .addIntake(kind: .water, amount: 250, unit: .ml), .status("水 250ml を記録しました · u 取り消し"),
      ])
  }

  @Test func defaultPresetKeysAreNoOtherPanesKeys() {
    for preset in IntakePreset.defaults {
      #expect(!Feature.otherPanesKeys.contains(preset.key), "\(preset.key)")
    }
    for key in ["t", "g", "f", "h", "m", "y", "H", "*"] {
      #expect(!Feature.isFreeForPreset(key), "\(key)")
    }
  }

  @Test func editedPresetsReplaceTheDefaults() {
    var current = state()
    current.presets = [IntakePreset(key: "b", label: "맥주", kind: .other, amount: 500, unit: .ml)]
    let before = current
    expectEqual(
      press([.character("b")], &current),
      [
        .addIntake(kind: .other, amount: 500, unit: .ml), .status("Recorded 맥주 500ml · u undo"),
      ])
    expectEqual(press([.character("c")], &current), [])
    expectEqual(current, before)
  }

  @Test func presetsArriveWithTheSnapshot() {
    var current = state()
    let presets = [
      IntakePreset(key: "e", label: "espresso", kind: .caffeine, amount: 2, unit: .shot)
    ]
    let snapshot = TodaySnapshot(today: current.today, presets: presets)
    expectEqual(Feature.reduce(into: &current, action: .loaded(snapshot)), [])
    var expected = state()
    expected.presets = presets
    expectEqual(current, expected)
  }

  @Test func presetKeysAreInTheKeymapWithTranslatedLabels() {
    let keymap = Feature.keymap(.ko, presets: IntakePreset.defaults)
    expectEqual(keymap.suffix(5).map(\.keys), [["i"], ["I"], ["c"], ["e"], ["a"]])
    expectEqual(
      keymap.suffix(5).map(\.help),
      [
        "섭취량 입력", "달력에서 고른 날의 섭취 기록", "커피 1샷", "차 40mg", "물 250ml",
      ])
    let custom = IntakePreset(key: "b", label: "Kölsch", kind: .other, amount: 200, unit: .ml)
    expectEqual(custom.binding(.ja).help, "Kölsch 200ml")
  }

  @Test func defaultPresetKeysAreFreeAndCommandKeysAreNot() {
    #expect(IntakePreset.defaults.allSatisfy { Feature.isFreeForPreset($0.key) })
    for key in ["i", "w", "+", "n", "q", "1", "cc", ""] {
      #expect(!Feature.isFreeForPreset(key), "\(key)")
    }
  }

  @Test func typedAmountRecordsOnEnter() {
    var current = state()
    expectEqual(press([.character("i")] + type("caffeine 75mg"), &current), [])
    var expected = state()
    expected.intakeInput = "caffeine 75mg"
    expectEqual(current, expected)
    expectEqual(
      press([.enter], &current),
      [
        .addIntake(kind: .caffeine, amount: 75, unit: .mg),
        .status("Recorded caffeine 75mg · u undo"),
      ])
    expectEqual(current, state())
  }

  @Test(arguments: [
    (
      "water 250ml", TodayFeature.Output.addIntake(kind: .water, amount: 250, unit: .ml),
      "water 250ml"
    ),
    ("1shot", .addIntake(kind: .caffeine, amount: 1, unit: .shot), "caffeine 1shot"),
    ("300ml", .addIntake(kind: .water, amount: 300, unit: .ml), "water 300ml"),
    ("물 500ml", .addIntake(kind: .water, amount: 500, unit: .ml), "water 500ml"),
    ("other 330ml", .addIntake(kind: .other, amount: 330, unit: .ml), "other 330ml"),
    // Issue 16 item 10: Korean and Japanese drinks, litres, shots, a bare number.
    ("커피 2샷", .addIntake(kind: .caffeine, amount: 2, unit: .shot), "caffeine 2shot"),
    ("녹차 30mg", .addIntake(kind: .caffeine, amount: 30, unit: .mg), "caffeine 30mg"),
    ("물 1L", .addIntake(kind: .water, amount: 1000, unit: .ml), "water 1000ml"),
    ("500ml", .addIntake(kind: .water, amount: 500, unit: .ml), "water 500ml"),
    ("緑茶 150", .addIntake(kind: .caffeine, amount: 150, unit: .mg), "caffeine 150mg"),
  ])
  func typedAmountsOfEveryForm(text: String, output: TodayFeature.Output, said: String) {
    var current = state()
    expectEqual(
      press([.character("i")] + type(text) + [.enter], &current),
      [
        output, .status("Recorded \(said) · u undo"),
      ])
    expectEqual(current, state())
  }

  @Test func presetAndCommandKeysTypeTextWhileTheInputIsOpen() {
    var current = state()
    expectEqual(
      press([.character("i"), .character("c"), .character("+"), .backspace], &current), [])
    expectEqual(current.intakeInput, "c")
  }

  @Test func aBadAmountSaysSoInTheLanguageAndRecordsNothing() {
    var current = state()
    current.language = .ko
    expectEqual(
      press([.character("i")] + type("coffee lots") + [.enter], &current),
      [
        .status("양을 알 수 없습니다: coffee lots (예: 75mg, 250ml, 1L, 커피 2샷)")
      ])
    var expected = state()
    expected.language = .ko
    expected.intakeInput = "coffee lots"
    expectEqual(current, expected)
  }

  @Test func aUnitThatDoesNotSuitTheKindIsRefused() {
    var current = state()
    expectEqual(
      press([.character("i")] + type("water 75mg") + [.enter], &current),
      [
        .status("water is not measured in mg")
      ])
    expectEqual(current.intakeInput, "water 75mg")
  }

  @Test func escapeCancelsTheTypedAmount() {
    var current = state()
    expectEqual(press([.character("i")] + type("75mg") + [.escape], &current), [])
    expectEqual(current, state())
  }

  @Test func theTypedAmountTakesAllKeysFromTheShell() {
    var app = Fixture.state()
    app.focus = .today
    app.todayPane.intakeInput = ""
    expectEqual(AppReducer.reduce(&app, .keyPressed(.character("q"))), [])
    expectEqual(app.todayPane.intakeInput, "q")
  }

  @Test func theTypedAmountIsShownOnThePane() {
    var current = state()
    current.language = .ja
    current.intakeInput = "水 1L"
    var canvas = Canvas(size: Size(width: 60, height: 8))
    TodayView.render(current, into: &canvas, in: Rect(x: 0, y: 0, width: 60, height: 8))
    expectEqual(
      canvas.lines.suffix(2),
      [
        "".padding(60),
        "摂取 (コーヒー 2ショット, 水 1L, ラテ): 水 1L_  → 水 1000ml".padding(60),
      ])
  }

  @Test func tablesAreComplete() {
    #expect(Localization.problems(in: TodayIntakeText.self).isEmpty)
    #expect(Localization.problems(in: OnboardingCoffeeText.self).isEmpty)
  }
}

extension String {
  fileprivate func padding(_ width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - TextWidth.width(of: self)))
  }
}

/// Drinks by name in the typed intake: the catalog's caffeine, recorded with the drink.
@Suite("Today typed intake by drink name")
struct TodayDrinkIntakeTests {
  @Test(arguments: [
    ("아메리카노", Language.ko, "americano-tall", 150.0, "아메리카노 (톨) 150mg 기록했습니다 · u 취소"),
    ("ラテ", .ja, "latte-tall", 75, "ラテ (トール) 75mg を記録しました · u 取り消し"),
    ("energy drink", .en, "energy-drink", 80, "Recorded Energy drink (small) 80mg · u undo"),
    ("latte tall", .en, "latte-tall", 75, "Recorded Latte (tall) 75mg · u undo"),
  ])
  func aDrinkNameRecordsItsCaffeineWithTheDrink(
    text: String, language: Language, drink: String, mg: Double, message: String
  ) {
    var current = state()
    current.language = language
    let before = current
    expectEqual(
      press([.character("i")] + type(text) + [.enter], &current),
      [
        .addIntake(kind: .caffeine, amount: mg, unit: .mg, drink: drink), .status(message),
      ])
    expectEqual(current, before)
  }

  @Test func anUnknownNameIsNoAmountAndKeepsTheInputOpen() {
    var current = state()
    expectEqual(
      press([.character("i")] + type("flurble") + [.enter], &current),
      [
        .status("Not an amount: flurble (try 75mg, 250ml, 1L or 1shot)")
      ])
    var expected = state()
    expected.intakeInput = "flurble"
    expectEqual(current, expected)
  }
}

@Suite("Today's water under a caffeine limit")
struct TodayWaterWithoutGoalTests {
  /// Issue 16 item 15: with a caffeine limit (no water goal) water was recorded but never
  /// shown on the Today pane.
  @Test func recordedWaterShowsWithoutAGoalBar() {
    var current = state()
    current.intakes = [
      Intake(kind: .caffeine, amount: 75, unit: .mg, at: 0),
      Intake(kind: .water, amount: 500, unit: .ml, at: 0),
    ]
    var canvas = Canvas(size: Size(width: 40, height: 6))
    TodayView.render(current, into: &canvas, in: Rect(x: 0, y: 0, width: 40, height: 6))
    expectEqual(canvas.lines.last, " 💧" + String(repeating: " ", count: 31) + "500 ml")
  }

  @Test func noWaterNoWaterLine() {
    var current = state()
    current.intakes = [Intake(kind: .caffeine, amount: 75, unit: .mg, at: 0)]
    var canvas = Canvas(size: Size(width: 40, height: 6))
    TodayView.render(current, into: &canvas, in: Rect(x: 0, y: 0, width: 40, height: 6))
    #expect(!canvas.lines.contains { $0.contains("💧") })
  }
}
