import DaybookCore
import TerminalKit
import Testing

@testable import DaybookTUI

private func day(_ text: String) -> Day {
  guard let parsed = Day(iso: text) else { fatalError("bad test date \(text)") }
  return parsed
}

private typealias Feature = CalendarFeature

/// A calendar on 2026-11-18 (a Wednesday), today 2026-11-18 unless given.
private func state(_ selected: String = "2026-11-18", today: String = "2026-11-18") -> Feature.State
{
  Feature.State(today: day(today), selected: day(selected), weekStart: .monday)
}

/// Sends keys one by one and returns every output.
private func press(_ keys: [Key], _ state: inout Feature.State) -> [Feature.Output] {
  keys.flatMap { Feature.reduce(into: &state, action: .key($0)) }
}

private func type(_ text: String) -> [Key] { text.map { Key.character($0) } }

@Suite("Calendar reducer")
struct CalendarFeatureTests {
  @Test func startSelectsTodayAndLoadsItsMonth() {
    let (state, outputs) = Feature.start(today: day("2026-11-18"), weekStart: .sunday)
    #expect(
      state
        == Feature.State(
          today: day("2026-11-18"), selected: day("2026-11-18"), weekStart: .sunday, marks: [:],
          goals: [:], filter: nil, goToInput: nil))
    #expect(state.visibleMonth == day("2026-11-01"))
    #expect(outputs == [.needMonth(day("2026-11-01"))])
  }

  @Test(arguments: [
    (Key.left, "2026-11-17"), (.character("h"), "2026-11-17"),
    (.right, "2026-11-19"), (.character("l"), "2026-11-19"),
    (.up, "2026-11-11"), (.character("k"), "2026-11-11"),
    (.down, "2026-11-25"), (.character("j"), "2026-11-25"),
  ])
  func movesInsideTheMonth(key: Key, expected: String) {
    var current = state()
    let outputs = press([key], &current)
    var want = state()
    want.selected = day(expected)
    #expect(current == want)
    #expect(outputs == [.selectionChanged(day(expected))])
  }

  @Test(arguments: [
    ("2026-11-30", Key.right, "2026-12-01"),
    ("2026-11-01", .left, "2026-10-31"),
    ("2026-11-27", .down, "2026-12-04"),
    ("2026-11-03", .up, "2026-10-27"),
    ("2026-12-31", .character("l"), "2027-01-01"),
    ("2027-01-01", .character("h"), "2026-12-31"),
    ("2027-01-03", .character("k"), "2026-12-27"),
    ("2026-12-28", .character("j"), "2027-01-04"),
  ])
  func movesAcrossMonthAndYearEndsAskForTheMonth(from: String, key: Key, expected: String) {
    var current = state(from)
    let outputs = press([key], &current)
    #expect(current == state(expected))
    #expect(outputs == [.selectionChanged(day(expected)), .needMonth(day(expected).firstOfMonth)])
  }

  @Test(arguments: [
    ("2026-03-31", "[", "2026-02-28"),
    ("2026-01-31", "]", "2026-02-28"),
    ("2028-01-31", "]", "2028-02-29"),
    ("2026-12-15", "]", "2027-01-15"),
    ("2027-01-15", "[", "2026-12-15"),
  ])
  func bracketsMoveByMonthClampingTheDay(from: String, key: Character, expected: String) {
    var current = state(from)
    let outputs = press([.character(key)], &current)
    #expect(current == state(expected))
    #expect(outputs == [.selectionChanged(day(expected)), .needMonth(day(expected).firstOfMonth)])
  }

  @Test func tJumpsBackToToday() {
    var current = state("2027-02-03")
    #expect(
      press([.character("t")], &current) == [
        .selectionChanged(day("2026-11-18")), .needMonth(day("2026-11-01")),
      ])
    #expect(current == state())
    #expect(press([.character("t")], &current) == [])
    #expect(current == state())
  }

  @Test func gStartsTypingADate() {
    var current = state()
    #expect(press([.character("g")], &current) == [])
    var want = state()
    want.goToInput = ""
    #expect(current == want)
  }

  @Test func gWithAFullDateJumps() {
    var current = state()
    let typing = press([.character("g")] + type("2027-03-05"), &current)
    #expect(typing == [])
    #expect(current.goToInput == "2027-03-05")
    #expect(
      press([.enter], &current) == [
        .selectionChanged(day("2027-03-05")), .needMonth(day("2027-03-01")),
      ])
    #expect(current == state("2027-03-05"))
  }

  @Test func gWithMonthAndDayUsesTheSelectedYear() {
    var current = state()
    let outputs = press([.character("g")] + type("12-25") + [.enter], &current)
    #expect(outputs == [.selectionChanged(day("2026-12-25")), .needMonth(day("2026-12-01"))])
    #expect(current == state("2026-12-25"))
  }

  @Test func gWithABadDateSaysSoAndStays() {
    var current = state()
    let outputs = press([.character("g")] + type("2026-02-30") + [.enter], &current)
    #expect(outputs == [.status("Not a date: 2026-02-30")])
    #expect(current == state())
  }

  @Test func gWithGarbageSaysSo() {
    var current = state()
    let outputs = press([.character("g")] + type("13-01") + [.enter], &current)
    #expect(outputs == [.status("Not a date: 13-01")])
    #expect(current == state())
  }

  @Test func escapeCancelsTyping() {
    var current = state()
    #expect(press([.character("g")] + type("2027") + [.escape], &current) == [])
    #expect(current == state())
  }

  @Test func enterOnEmptyInputCancelsQuietly() {
    var current = state()
    #expect(press([.character("g"), .enter], &current) == [])
    #expect(current == state())
  }

  /// Issue 16 item 10: `g` dropped letters and `/` without a word.
  @Test func typingKeepsLettersSlashesAndHangul() {
    var current = state()
    _ = press([.character("g")] + type("12/5"), &current)
    #expect(current.goToInput == "12/5")
    _ = press([.escape, .character("g")] + type("다음 주 금요일"), &current)
    #expect(current.goToInput == "다음 주 금요일")
    #expect(
      press([.enter], &current) == [.selectionChanged(day("2026-11-27"))])
    _ = press([.character("g")] + type(String(repeating: "9", count: 30)), &current)
    #expect(current.goToInput?.count == Feature.goToInputLimit)
  }

  @Test(arguments: [
    ("12/5", "2026-12-05"), ("12월 5일", "2026-12-05"), ("12月5日", "2026-12-05"),
    ("내일", "2026-11-19"), ("明後日", "2026-11-20"), ("金曜日", "2026-11-20"),
    ("来週の金曜日", "2026-11-27"), ("tomorrow", "2026-11-19"),
  ])
  func gReadsKoreanJapaneseAndSlashes(_ text: String, _ expected: String) {
    var current = state()
    _ = press([.character("g")] + type(text) + [.enter], &current)
    #expect(current.selected == day(expected))
  }

  @Test func backspaceDeletesTheLastCharacter() {
    var current = state()
    _ = press([.character("g")] + type("12-2") + [.backspace], &current)
    var want = state()
    want.goToInput = "12-"
    #expect(current == want)
  }

  @Test func fCyclesTheCareFilter() {
    var current = state()
    let expected: [(Set<CareKind>?, String)] = [
      ([.water], "Care filter: water"), ([.repot], "Care filter: repot"),
      ([.fertilize], "Care filter: fertilize"), ([.treat], "Care filter: treat"),
      ([.note], "Care filter: note"), (nil, "Care filter: all"),
    ]
    for (filter, message) in expected {
      #expect(press([.character("f")], &current) == [.status(message)])
      var want = state()
      want.filter = filter
      #expect(current == want)
    }
  }

  @Test func enterOpensTheSelectedDay() {
    var current = state("2026-11-20")
    #expect(press([.enter], &current) == [.openDay(day("2026-11-20"))])
    #expect(current == state("2026-11-20"))
  }

  @Test func otherKeysDoNothing() {
    var current = state()
    #expect(press([.character("z"), .escape, .tab, .ctrl("s"), .character("w")], &current) == [])
    #expect(current == state())
  }

  @Test func monthLoadedFillsMarksAndGoalsOfTheVisibleMonth() {
    var current = state()
    let marks = [day("2026-11-02"): DayMarks(hasEntry: true)]
    let goals = [day("2026-11-02"): true]
    let outputs = Feature.reduce(
      into: &current, action: .monthLoaded(month: day("2026-11-01"), marks: marks, goals: goals))
    #expect(outputs == [])
    var want = state()
    want.marks = marks
    want.goals = goals
    #expect(current == want)
  }

  @Test func aLateMonthLoadedIsIgnored() {
    var current = state()
    let outputs = Feature.reduce(
      into: &current,
      action: .monthLoaded(
        month: day("2026-10-01"), marks: [day("2026-10-02"): DayMarks(hasEntry: true)], goals: [:]))
    #expect(outputs == [])
    #expect(current == state())
  }

  @Test func todayChangedMovesASelectionThatWasOnToday() {
    var current = state("2026-11-30", today: "2026-11-30")
    let outputs = Feature.reduce(into: &current, action: .todayChanged(day("2026-12-01")))
    #expect(outputs == [.selectionChanged(day("2026-12-01")), .needMonth(day("2026-12-01"))])
    #expect(current == state("2026-12-01", today: "2026-12-01"))
  }

  @Test func todayChangedInsideTheMonthReloadsIt() {
    var current = state("2026-11-18", today: "2026-11-18")
    let outputs = Feature.reduce(into: &current, action: .todayChanged(day("2026-11-19")))
    #expect(outputs == [.selectionChanged(day("2026-11-19")), .needMonth(day("2026-11-01"))])
    #expect(current == state("2026-11-19", today: "2026-11-19"))
  }

  @Test func todayChangedLeavesAnotherSelectionAlone() {
    var current = state("2026-11-05", today: "2026-11-18")
    let outputs = Feature.reduce(into: &current, action: .todayChanged(day("2026-11-19")))
    #expect(outputs == [.needMonth(day("2026-11-01"))])
    #expect(current == state("2026-11-05", today: "2026-11-19"))
  }

  @Test func selectFromAnotherPaneMovesAndCancelsTyping() {
    var current = state()
    current.goToInput = "20"
    let outputs = Feature.reduce(into: &current, action: .select(day("2026-06-10")))
    #expect(outputs == [.selectionChanged(day("2026-06-10")), .needMonth(day("2026-06-01"))])
    #expect(current == state("2026-06-10"))
  }

  @Test func shownCareKindsFollowTheFilter() {
    var current = state()
    current.marks = [day("2026-11-02"): DayMarks(careKinds: [.water, .repot])]
    #expect(current.shownCareKinds(on: day("2026-11-02")) == [.water, .repot])
    current.filter = [.repot]
    #expect(current.shownCareKinds(on: day("2026-11-02")) == [.repot])
    current.filter = [.note]
    #expect(current.shownCareKinds(on: day("2026-11-02")) == [])
    #expect(current.shownCareKinds(on: day("2026-11-03")) == [])
  }

  @Test func parseDateAcceptsIsoAndMonthDay() {
    let today = day("2026-11-18")
    #expect(Feature.parseDate("2026-02-28", year: 2000, today: today) == day("2026-02-28"))
    #expect(Feature.parseDate("2-9", year: 2027, today: today) == day("2027-02-09"))
    #expect(Feature.parseDate("02-29", year: 2027, today: today) == nil)
    #expect(Feature.parseDate("02-29", year: 2028, today: today) == day("2028-02-29"))
    #expect(Feature.parseDate("2026-2-3", year: 2026, today: today) == day("2026-02-03"))
    #expect(Feature.parseDate("-", year: 2026, today: today) == nil)
  }

  @Test func keymapListsEveryCommand() {
    #expect(
      Feature.keymap.map(\.keys) == [
        ["Left", "h"], ["Right", "l"], ["Up", "k"], ["Down", "j"], ["["], ["]"], ["t"], ["g"],
        ["f"], ["Enter"],
      ])
    #expect(Feature.Command(key: .character("[")) == .previousMonth)
    #expect(Feature.Command(key: .character("q")) == nil)
  }
}
