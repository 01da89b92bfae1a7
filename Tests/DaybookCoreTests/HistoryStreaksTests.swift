import DaybookCore
import Expectations
import Testing

/// `Journal.streaks(of:through:)` reads the days from `activity_months`; these compare it
/// with `Streaks.compute` over every day of the chosen sources, on dense and sparse
/// histories.
@Suite struct HistoryStreaksTests {
  let today = day("2026-12-03")

  /// A journal with entries, care, finished todos and intake on the given day offsets
  /// (days before `today`), and the days of each source.
  private func journal(
    entries: [Int], care: [Int], todos: [Int], intakes: [Int]
  ) throws -> (Journal, [ActivitySource: [Day]]) {
    let journal = try Journal.inMemory()
    let at = { (offset: Int) in LocalTime.timestamp(of: today.adding(days: -offset), hour: 12) }
    try journal.transaction {
      for offset in entries {
        try journal.saveEntry(Entry(day: today.adding(days: -offset), body: "x"), at: at(offset))
      }
      let plant = try journal.addPlant(Plant(name: "Fern", intervalDays: 3), at: at(0))
      for offset in care {
        try journal.addCare(CareEvent(plantID: plant.id, kind: .water, at: at(offset)))
      }
      for offset in todos {
        let todo = try journal.addTodo(Todo(title: "t\(offset)"), at: at(offset))
        try journal.setTodoDone(id: todo.id, at: at(offset))
      }
      for offset in intakes {
        try journal.addIntake(Intake(kind: .water, amount: 250, unit: .ml, at: at(offset)))
        try journal.addIntake(Intake(kind: .water, amount: 250, unit: .ml, at: at(offset)))
      }
    }
    let days = { (offsets: [Int]) in offsets.map { today.adding(days: -$0) } }
    return (
      journal,
      [
        .entries: days(entries), .care: days(care), .todosDone: days(todos),
        .intakes: days(intakes),
      ]
    )
  }

  private func expectSameAsReference(
    _ journal: Journal, _ days: [ActivitySource: [Day]], through: Day? = nil
  ) throws {
    let through = through ?? today
    let choices: [Set<ActivitySource>] = [
      [.entries], [.care], [.entries, .care, .todosDone, .intakes], [.care, .todosDone],
      [.intakes, .entries], [],
    ]
    for sources in choices {
      let all = sources.flatMap { days[$0] ?? [] }
      let expected = Streaks.compute(writtenDays: all, today: through)
      try expectEqual(
        journal.streaks(of: sources, through: through), expected,
        "sources \(sources.map(\.rawValue).sorted())")
    }
  }

  @Test func aDenseHistoryFilledInByOtherSources() throws {
    // Entries every day but a few; the gaps are filled by care, todos and intake in turn,
    // except one, which ends the longest run.
    let entries = (0..<400).filter { ![5, 6, 40, 41, 42, 300, 301].contains($0) }
    let (journal, days) = try journal(
      entries: entries, care: [5, 40, 120], todos: [6, 41], intakes: [42, 500])
    try expectSameAsReference(journal, days)
    try expectSameAsReference(journal, days, through: today.adding(days: -3))
  }

  @Test func aSparseHistoryWithMoreStretchesThanAreQueriedOneByOne() throws {
    // Every third day written: hundreds of stretches, so later sources are read whole.
    let entries = Array(stride(from: 0, to: 900, by: 3))
    let care = Array(stride(from: 1, to: 600, by: 3))
    let (journal, days) = try journal(
      entries: entries, care: care, todos: [2, 5, 8, 11], intakes: [14, 17, 1000])
    try expectSameAsReference(journal, days)
    try expectSameAsReference(journal, days, through: today.adding(days: 4))
  }

  @Test func todayEmptyKeepsTheRunEndingYesterday() throws {
    let (journal, days) = try journal(entries: [1, 2, 3], care: [], todos: [], intakes: [0])
    try expectEqual(
      journal.streaks(of: [.entries], through: today), Streaks(current: 3, longest: 3))
    try expectEqual(
      journal.streaks(of: [.entries, .intakes], through: today), Streaks(current: 4, longest: 4))
    try expectSameAsReference(journal, days)
  }

  @Test func anEmptyJournalHasNoStreak() throws {
    let journal = try Journal.inMemory()
    try expectEqual(
      journal.streaks(of: Set(ActivitySource.allCases), through: today),
      Streaks(current: 0, longest: 0))
  }
}
