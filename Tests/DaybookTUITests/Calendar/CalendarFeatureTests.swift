import DaybookCore
import Expectations
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
    expectEqual(
      state,
      Feature.State(
        today: day("2026-11-18"), selected: day("2026-11-18"), weekStart: .sunday, marks: [:],
        goals: [:], filter: nil, goToInput: nil))
    expectEqual(state.visibleMonth, day("2026-11-01"))
    expectEqual(outputs, [.needMonth(day("2026-11-01"))])
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
    expectEqual(current, want)
    expectEqual(outputs, [.selectionChanged(day(expected))])
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
    expectEqual(current, state(expected))
    expectEqual(
      outputs, [.selectionChanged(day(expected)), .needMonth(day(expected).firstOfMonth)])
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
    expectEqual(current, state(expected))
    expectEqual(
      outputs, [.selectionChanged(day(expected)), .needMonth(day(expected).firstOfMonth)])
  }

  @Test func tJumpsBackToToday() {
    var current = state("2027-02-03")
    expectEqual(
      press([.character("t")], &current),
      [
        .selectionChanged(day("2026-11-18")), .needMonth(day("2026-11-01")),
      ])
    expectEqual(current, state())
    expectEqual(press([.character("t")], &current), [])
    expectEqual(current, state())
  }

  @Test func gStartsTypingADate() {
    var current = state()
    expectEqual(press([.character("g")], &current), [])
    var want = state()
    want.goToInput = ""
    expectEqual(current, want)
  }

  @Test func gWithAFullDateJumps() {
    var current = state()
    let typing = press([.character("g")] + type("2027-03-05"), &current)
    expectEqual(typing, [])
    expectEqual(current.goToInput, "2027-03-05")
    expectEqual(
      press([.enter], &current),
      [
        .selectionChanged(day("2027-03-05")), .needMonth(day("2027-03-01")),
      ])
    expectEqual(current, state("2027-03-05"))
  }

  @Test func gWithMonthAndDayUsesTheSelectedYear() {
    var current = state()
    let outputs = press([.character("g")] + type("12-25") + [.enter], &current)
    expectEqual(outputs, [.selectionChanged(day("2026-12-25")), .needMonth(day("2026-12-01"))])
    expectEqual(current, state("2026-12-25"))
  }

  @Test func gWithABadDateSaysSoAndStays() {
    var current = state()
    let outputs = press([.character("g")] + type("2026-02-30") + [.enter], &current)
    expectEqual(outputs, [.status("Not a date: 2026-02-30")])
    expectEqual(current, state())
  }

  @Test func gWithGarbageSaysSo() {
    var current = state()
    let outputs = press([.character("g")] + type("13-01") + [.enter], &current)
    expectEqual(outputs, [.status("Not a date: 13-01")])
    expectEqual(current, state())
  }

  @Test func escapeCancelsTyping() {
    var current = state()
    expectEqual(press([.character("g")] + type("2027") + [.escape], &current), [])
    expectEqual(current, state())
  }

  @Test func enterOnEmptyInputCancelsQuietly() {
    var current = state()
    expectEqual(press([.character("g"), .enter], &current), [])
    expectEqual(current, state())
  }

  /// Issue 16 item 10: `g` dropped letters and `/` without a word.
  @Test func typingKeepsLettersSlashesAndHangul() {
    var current = state()
    _ = press([.character("g")] + type("12/5"), &current)
    expectEqual(current.goToInput, "12/5")
    _ = press([.escape, .character("g")] + type("다음 주 금요일"), &current)
    expectEqual(current.goToInput, "다음 주 금요일")
    expectEqual(
      press([.enter], &current), [.selectionChanged(day("2026-11-27"))])
    _ = press([.character("g")] + type(String(repeating: "9", count: 30)), &current)
    expectEqual(current.goToInput?.count, Feature.goToInputLimit)
  }

  @Test(arguments: [
    ("12/5", "2026-12-05"), ("12월 5일", "2026-12-05"), ("12月5日", "2026-12-05"),
    ("내일", "2026-11-19"), ("明後日", "2026-11-20"), ("金曜日", "2026-11-20"),
    ("来週の金曜日", "2026-11-27"), ("tomorrow", "2026-11-19"),
  ])
  func gReadsKoreanJapaneseAndSlashes(_ text: String, _ expected: String) {
    var current = state()
    _ = press([.character("g")] + type(text) + [.enter], &current)
    expectEqual(current.selected, day(expected))
  }

  @Test func backspaceDeletesTheLastCharacter() {
    var current = state()
    _ = press([.character("g")] + type("12-2") + [.backspace], &current)
    var want = state()
    want.goToInput = "12-"
    expectEqual(current, want)
  }

  @Test func fCyclesTheCareFilter() {
    var current = state()
    let expected: [(Set<CareKind>?, String)] = [
      ([.water], "Care filter: water"), ([.repot], "Care filter: repot"),
      ([.fertilize], "Care filter: fertilize"), ([.treat], "Care filter: treat"),
      ([.note], "Care filter: note"), (nil, "Care filter: all"),
    ]
    for (filter, message) in expected {
      expectEqual(press([.character("f")], &current), [.status(message)])
      var want = state()
      want.filter = filter
      expectEqual(current, want)
    }
  }

  @Test func enterOpensTheSelectedDay() {
    var current = state("2026-11-20")
    expectEqual(press([.enter], &current), [.openDay(day("2026-11-20"))])
    expectEqual(current, state("2026-11-20"))
  }

  @Test func otherKeysDoNothing() {
    var current = state()
    expectEqual(press([.character("z"), .escape, .tab, .ctrl("s"), .character("w")], &current), [])
    expectEqual(current, state())
  }

  @Test func monthLoadedFillsMarksAndGoalsOfTheVisibleMonth() {
    var current = state()
    let marks = [day("2026-11-02"): DayMarks(hasEntry: true)]
    let goals = [day("2026-11-02"): true]
    let outputs = Feature.reduce(
      into: &current, action: .monthLoaded(month: day("2026-11-01"), marks: marks, goals: goals))
    expectEqual(outputs, [])
    var want = state()
    want.marks = marks
    want.goals = goals
    expectEqual(current, want)
  }

  @Test func aLateMonthLoadedIsIgnored() {
    var current = state()
    let outputs = Feature.reduce(
      into: &current,
      action: .monthLoaded(
        month: day("2026-10-01"), marks: [day("2026-10-02"): DayMarks(hasEntry: true)], goals: [:]))
    expectEqual(outputs, [])
    expectEqual(current, state())
  }

  @Test func todayChangedMovesASelectionThatWasOnToday() {
    var current = state("2026-11-30", today: "2026-11-30")
    let outputs = Feature.reduce(into: &current, action: .todayChanged(day("2026-12-01")))
    expectEqual(outputs, [.selectionChanged(day("2026-12-01")), .needMonth(day("2026-12-01"))])
    expectEqual(current, state("2026-12-01", today: "2026-12-01"))
  }

  @Test func todayChangedInsideTheMonthReloadsIt() {
    var current = state("2026-11-18", today: "2026-11-18")
    let outputs = Feature.reduce(into: &current, action: .todayChanged(day("2026-11-19")))
    expectEqual(outputs, [.selectionChanged(day("2026-11-19")), .needMonth(day("2026-11-01"))])
    expectEqual(current, state("2026-11-19", today: "2026-11-19"))
  }

  @Test func todayChangedLeavesAnotherSelectionAlone() {
    var current = state("2026-11-05", today: "2026-11-18")
    let outputs = Feature.reduce(into: &current, action: .todayChanged(day("2026-11-19")))
    expectEqual(outputs, [.needMonth(day("2026-11-01"))])
    expectEqual(current, state("2026-11-05", today: "2026-11-19"))
  }

  @Test func selectFromAnotherPaneMovesAndCancelsTyping() {
    var current = state()
    current.goToInput = "20"
    let outputs = Feature.reduce(into: &current, action: .select(day("2026-06-10")))
    expectEqual(outputs, [.selectionChanged(day("2026-06-10")), .needMonth(day("2026-06-01"))])
    expectEqual(current, state("2026-06-10"))
  }

  @Test func shownCareKindsFollowTheFilter() {
    var current = state()
    current.marks = [day("2026-11-02"): DayMarks(careKinds: [.water, .repot])]
    expectEqual(current.shownCareKinds(on: day("2026-11-02")), [.water, .repot])
    current.filter = [.repot]
    expectEqual(current.shownCareKinds(on: day("2026-11-02")), [.repot])
    current.filter = [.note]
    expectEqual(current.shownCareKinds(on: day("2026-11-02")), [])
    expectEqual(current.shownCareKinds(on: day("2026-11-03")), [])
  }

  @Test func parseDateAcceptsIsoAndMonthDay() {
    let today = day("2026-11-18")
    expectEqual(Feature.parseDate("2026-02-28", year: 2000, today: today), day("2026-02-28"))
    expectEqual(Feature.parseDate("2-9", year: 2027, today: today), day("2027-02-09"))
    expectEqual(Feature.parseDate("02-29", year: 2027, today: today), nil)
    expectEqual(Feature.parseDate("02-29", year: 2028, today: today), day("2028-02-29"))
    expectEqual(Feature.parseDate("2026-2-3", year: 2026, today: today), day("2026-02-03"))
    expectEqual(Feature.parseDate("-", year: 2026, today: today), nil)
  }

  @Test func keymapListsEveryCommand() {
    expectEqual(
      Feature.keymap.map(\.keys),
      [
        ["Left", "h"], ["Right", "l"], ["Up", "k"], ["Down", "j"], ["["], ["]"], ["t"], ["g"],
        ["f"], ["Enter"],
      ])
    expectEqual(Feature.Command(key: .character("[")), .previousMonth)
    expectEqual(Feature.Command(key: .character("q")), nil)
  }
}
