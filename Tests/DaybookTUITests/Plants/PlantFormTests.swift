import DaybookCore
import Expectations
import TerminalKit
import Testing

@testable import DaybookTUI

private func send(_ state: inout PlantsFeature.State, _ keys: Key...) -> [PlantsFeature.Output] {
  keys.flatMap { PlantsFeature.reduce(into: &state, action: .key($0)) }
}

private func type(_ state: inout PlantsFeature.State, _ text: String) {
  for character in text { _ = send(&state, .character(character)) }
}

/// The plants screen with an empty add form open.
private func adding() -> PlantsFeature.State {
  var state = PlantsFixture.state()
  state.form = PlantForm()
  return state
}

@Suite("Plant form reducer")
struct PlantFormTests {
  @Test func koreanPrefixSearchesTheCatalogLive() {
    var state = adding()
    type(&state, "몬스")
    var expected = adding()
    expected.form?.catalogQuery = "몬스"
    expected.form?.catalogHits = ["monstera", "monstera-adansonii", "mini-monstera"]
    expectEqual(state, expected)
    expectEqual(send(&state, .down), [])
    expectEqual(state.form?.catalogSelection, 1)
    expectEqual(send(&state, .up, .up), [])
    expectEqual(state.form?.catalogSelection, 0)
  }

  @Test func choosingAHitFillsSpeciesTheSeasonsIntervalAndTheName() {
    var state = adding()
    type(&state, "몬스")
    expectEqual(send(&state, .enter), [])
    var expected = adding()
    expected.form?.catalogQuery = "몬스"
    expected.form?.catalogHits = ["monstera", "monstera-adansonii", "mini-monstera"]
    expected.form?.chosen = "monstera"
    expected.form?.name = "몬스테라"
    expected.form?.species = "Monstera deliciosa"
    // November is winter: the catalog's 14 days, not summer's 7.
    expected.form?.interval = "14"
    expected.form?.focus = .name
    expectEqual(state, expected)
  }

  @Test func japaneseQueryGivesTheJapaneseNameAndATypedNameStays() {
    var state = adding()
    type(&state, "モンステラ")
    _ = send(&state, .enter)
    expectEqual(state.form?.name, "モンステラ")
    var named = adding()
    named.form?.name = "큰 잎"
    type(&named, "pothos")
    _ = send(&named, .enter)
    expectEqual(named.form?.name, "큰 잎")
    expectEqual(named.form?.species, "Epipremnum aureum")
  }

  @Test func enterWithNoHitMovesToTheName() {
    var state = adding()
    type(&state, "zzz")
    expectEqual(state.form?.catalogHits, [])
    _ = send(&state, .enter)
    expectEqual(state.form?.focus, .name)
    expectEqual(state.form?.chosen, nil)
  }

  @Test func tabAndShiftTabWalkTheFieldsAndCtrlFReturnsToTheCatalog() {
    var state = adding()
    var seen: [PlantForm.Field] = []
    for _ in 0..<8 {
      _ = send(&state, .tab)
      seen.append(state.form?.focus ?? .catalog)
    }
    expectEqual(seen, [.name, .species, .location, .acquired, .interval, .notes, .photo, .catalog])
    _ = send(&state, .backTab)
    expectEqual(state.form?.focus, .photo)
    _ = send(&state, .ctrl("f"))
    expectEqual(state.form?.focus, .catalog)
  }

  @Test func theEditFormHasNoCatalogField() {
    var state = PlantsFixture.state()
    state.form = PlantForm(editing: PlantsFixture.pothos)
    _ = send(&state, .backTab)
    expectEqual(state.form?.focus, .photo)
    _ = send(&state, .ctrl("f"))
    expectEqual(state.form?.focus, .photo)
  }

  @Test func escCancels() {
    var state = adding()
    type(&state, "몬스")
    expectEqual(send(&state, .escape), [])
    expectEqual(state, PlantsFixture.state())
  }

  @Test func aBlankNameIsRequired() {
    var state = adding()
    _ = send(&state, .tab)
    type(&state, "   ")
    expectEqual(send(&state, .ctrl("s")), [])
    var expected = adding()
    expected.form?.name = "   "
    expected.form?.focus = .name
    expected.form?.problems = [.name: .nameRequired]
    expectEqual(state, expected)
    expectEqual(PlantFormView.message(.nameRequired, .en), "a name is required")
  }

  @Test func aNameIsUniqueIgnoringCase() {
    var state = adding()
    _ = send(&state, .tab)
    type(&state, "MONSTERA")
    expectEqual(send(&state, .ctrl("s")), [])
    expectEqual(state.form?.problems, [.name: .nameTaken("MONSTERA")])
    expectEqual(PlantFormView.message(.nameTaken("MONSTERA"), .en), "MONSTERA already exists")
    // Typing in the field clears its message.
    _ = send(&state, .backspace)
    expectEqual(state.form?.problems, [:])
  }

  @Test func anArchivedPlantsNameIsTakenToo() {
    var state = adding()
    state.form?.name = "몬스테라"
    _ = send(&state, .ctrl("s"))
    expectEqual(state.form?.problems, [.name: .nameTaken("몬스테라")])
  }

  @Test func editingKeepsItsOwnName() {
    var state = PlantsFixture.state()
    state.form = PlantForm(editing: PlantsFixture.pothos)
    state.form?.location = "창가"
    var expected = PlantsFixture.pothos
    expected.location = "창가"
    expectEqual(
      send(&state, .ctrl("s")), [.run(.updatePlant(expected, original: PlantsFixture.pothos))])
  }

  @Test(arguments: ["0", "366", "abc", ""])
  func theIntervalIsOneTo365Days(_ text: String) {
    var state = adding()
    state.form?.name = "Fern"
    state.form?.interval = text
    expectEqual(send(&state, .ctrl("s")), [])
    expectEqual(state.form?.problems, [.interval: .interval])
    expectEqual(state.form?.focus, .interval)
    expectEqual(PlantFormView.message(.interval, .ko), "1–365일이어야 해요")
  }

  @Test func theAcquiredDayMustBeADate() {
    var state = adding()
    state.form?.name = "Fern"
    state.form?.acquired = "2026-02-30"
    _ = send(&state, .ctrl("s"))
    expectEqual(state.form?.problems, [.acquired: .notADate])
    expectEqual(PlantFormView.message(.notADate, .en), "not a date (YYYY-MM-DD)")
  }

  @Test func theAcquiredDayIsNotInTheFuture() {
    var state = adding()
    state.form?.name = "Fern"
    state.form?.acquired = "2026-11-30"
    _ = send(&state, .ctrl("s"))
    expectEqual(state.form?.problems, [.acquired: .inFuture])
    expectEqual(PlantFormView.message(.inFuture, .ja), "未来の日付です")
  }

  @Test func everyProblemIsShownAtOnceAndFocusGoesToTheFirst() {
    var state = adding()
    state.form?.interval = "0"
    state.form?.acquired = "tomorrow"
    _ = send(&state, .ctrl("s"))
    expectEqual(
      state.form?.problems, [.name: .nameRequired, .interval: .interval, .acquired: .notADate])
    expectEqual(state.form?.focus, .name)
  }

  @Test func ctrlSSavesATrimmedPlant() {
    var state = adding()
    state.form?.name = " 고무나무 "
    state.form?.species = "Monstera deliciosa"
    state.form?.location = "居間"
    state.form?.acquired = "2026-11-29"
    state.form?.interval = "14"
    let plant = Plant(
      name: "고무나무", species: "Monstera deliciosa", location: "居間",
      acquired: PlantsFixture.today, intervalDays: 14)
    expectEqual(send(&state, .ctrl("s")), [.run(.addPlant(plant))])
    // The form stays until the journal says it saved.
    #expect(state.form != nil)
  }

  @Test func enterOnTheLastFieldSavesAndElsewhereMovesOn() {
    var state = adding()
    state.form?.name = "Fern"
    state.form?.focus = .interval
    expectEqual(send(&state, .enter), [])
    expectEqual(state.form?.focus, .notes)
    expectEqual(send(&state, .enter), [])
    expectEqual(state.form?.focus, .photo)
    expectEqual(send(&state, .enter), [.run(.addPlant(Plant(name: "Fern", intervalDays: 7)))])
  }
}

@Suite("Care form reducer")
struct CareFormTests {
  private func recording() -> PlantsFeature.State {
    var state = PlantsFixture.state()
    state.careForm = CareForm(plantID: 2, today: PlantsFixture.today)
    return state
  }

  @Test func kindCyclesWithArrowsAndDigits() {
    var state = recording()
    _ = send(&state, .right)
    expectEqual(state.careForm?.kind, .repot)
    _ = send(&state, .left, .left)
    expectEqual(state.careForm?.kind, .note)
    _ = send(&state, .character("3"))
    expectEqual(state.careForm?.kind, .fertilize)
    _ = send(&state, .character(" "))
    expectEqual(state.careForm?.kind, .treat)
  }

  @Test func recordsCareOnAnEarlierDayWithANote() {
    var state = recording()
    _ = send(&state, .character("2"), .tab)
    for _ in 0..<2 { _ = send(&state, .backspace) }
    type(&state, "20")
    _ = send(&state, .tab)
    type(&state, "새 화분")
    expectEqual(
      send(&state, .enter),
      [.run(.addCare(plantID: 2, kind: .repot, day: Day(iso: "2026-11-20")!, note: "새 화분"))])
  }

  @Test func theDayMustBeADateNotInTheFuture() {
    var state = recording()
    state.careForm?.day = "2026-11-30"
    expectEqual(send(&state, .ctrl("s")), [])
    var expected = recording()
    expected.careForm?.day = "2026-11-30"
    expected.careForm?.focus = .day
    expected.careForm?.dayProblem = .inFuture
    expectEqual(state, expected)
    state.careForm?.day = "11/20"
    _ = send(&state, .ctrl("s"))
    expectEqual(state.careForm?.dayProblem, .notADate)
  }

  @Test func editingARecordUpdatesIt() {
    var state = PlantsFixture.state(selection: 1)
    state.careForm = CareForm(editing: PlantsFixture.events[1], zone: .utc)
    _ = send(&state, .right)
    expectEqual(
      send(&state, .ctrl("s")),
      [.run(.updateCare(id: 9, kind: .treat, day: PlantsFixture.events[1].day, note: "반만"))])
  }

  @Test func escCancels() {
    var state = recording()
    expectEqual(send(&state, .escape), [])
    expectEqual(state, PlantsFixture.state())
  }
}

@Suite struct PlantTextTests {
  @Test func everyTextIsTranslated() {
    #expect(Localization.problems(in: PlantText.self).isEmpty)
  }
}
