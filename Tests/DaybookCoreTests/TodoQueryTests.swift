import DaybookCore
import Expectations
import Testing

@Suite struct TodoQueryTests {
  /// Ten todos with known titles, due days, tags, importance and states.
  private func journal() throws -> Journal {
    let journal = try Journal.inMemory()
    let rows: [(String, String?, [String], Bool, Bool)] = [
      ("Pay rent", "2026-12-01", ["home"], true, false),
      ("Buy milk", "2026-12-03", ["shop"], false, false),
      ("우유 사기", "2026-12-03", ["shop"], false, true),
      ("Call mum", nil, [], true, false),
      ("Fix bike", "2026-12-10", ["home", "bike"], false, false),
      ("Read book", nil, ["fun"], false, true),
      ("歯医者の予約", "2026-12-05", ["health"], true, false),
      ("apple pie", "2026-12-20", ["home"], false, false),
      ("Backup laptop", "2026-11-30", ["tech"], false, false),
      ("Zebra crossing", nil, ["homework"], false, false),
    ]
    for (index, row) in rows.enumerated() {
      let todo = Todo(
        title: row.0, note: index == 4 ? "불량 브레이크" : "", tags: row.2,
        due: row.1.map(day), important: row.3, doneAt: row.4 ? noon("2026-12-02") : nil)
      try journal.addTodo(todo, at: 1_000 + Int64(index))
    }
    return journal
  }

  private func titles(_ journal: Journal, _ query: TodoQuery) throws -> [String] {
    try journal.todos(matching: query).map(\.title)
  }

  @Test func openTodosByDueDayWithUndatedLastAndImportantFirst() throws {
    let journal = try journal()
    try expectEqual(
      titles(journal, TodoQuery()),
      [
        "Backup laptop", "Pay rent", "Buy milk", "歯医者の予約", "Fix bike", "apple pie",
        "Call mum", "Zebra crossing",
      ])
    try expectEqual(journal.todoCount(matching: TodoQuery()), 8)
  }

  @Test func statusSelectsDoneOrAll() throws {
    let journal = try journal()
    try expectEqual(titles(journal, TodoQuery(status: .done)), ["우유 사기", "Read book"])
    try expectEqual(journal.todoCount(matching: TodoQuery(status: .all)), 10)
  }

  @Test func pagesFollowEachOtherWithoutGapsOrOverlap() throws {
    let journal = try journal()
    for sort in TodoQuery.Sort.allCases {
      let all = try titles(journal, TodoQuery(status: .all, sort: sort, limit: nil))
      var paged: [String] = []
      for offset in stride(from: 0, to: 10, by: 3) {
        paged += try titles(journal, TodoQuery(status: .all, sort: sort, limit: 3, offset: offset))
      }
      expectEqual(paged, all, "sort \(sort)")
      expectEqual(Set(all).count, 10)
    }
    try expectEqual(titles(journal, TodoQuery(limit: 3, offset: 100)), [])
  }

  @Test func sortsByCreatedTitleAndImportance() throws {
    let journal = try journal()
    try expectEqual(
      titles(journal, TodoQuery(sort: .created, limit: 3)),
      [
        "Zebra crossing", "Backup laptop", "apple pie",
      ])
    try expectEqual(
      titles(journal, TodoQuery(sort: .title, limit: 4)),
      [
        "apple pie", "Backup laptop", "Buy milk", "Call mum",
      ])
    try expectEqual(
      titles(journal, TodoQuery(sort: .importance, limit: 4)),
      [
        "Pay rent", "歯医者の予約", "Call mum", "Backup laptop",
      ])
  }

  @Test func filtersByImportanceTagAndDueRange() throws {
    let journal = try journal()
    try expectEqual(
      titles(journal, TodoQuery(importantOnly: true)),
      [
        "Pay rent", "歯医者の予約", "Call mum",
      ])
    // A whole tag only: "home" does not match "homework".
    try expectEqual(
      titles(journal, TodoQuery(status: .all, tag: "home")),
      [
        "Pay rent", "Fix bike", "apple pie",
      ])
    let range = TodoQuery(status: .all, dueFrom: day("2026-12-01"), dueTo: day("2026-12-05"))
    try expectEqual(titles(journal, range), ["Pay rent", "Buy milk", "우유 사기", "歯医者の予約"])
    try expectEqual(journal.todoCount(matching: range), 4)
    try expectEqual(
      titles(journal, TodoQuery(dueFrom: day("2026-12-10"))), ["Fix bike", "apple pie"])
  }

  @Test func searchMatchesTitleOrNoteInAnyScriptAndCase() throws {
    let journal = try journal()
    try expectEqual(titles(journal, TodoQuery(status: .all, search: "우유")), ["우유 사기"])
    try expectEqual(titles(journal, TodoQuery(search: "브레이크")), ["Fix bike"])
    try expectEqual(titles(journal, TodoQuery(search: "予約")), ["歯医者の予約"])
    try expectEqual(titles(journal, TodoQuery(search: "BU")), ["Buy milk"])
    // % and _ are text, not LIKE wildcards.
    try expectEqual(titles(journal, TodoQuery(status: .all, search: "%")), [])
    try expectEqual(titles(journal, TodoQuery(status: .all, search: "_")), [])
    try expectEqual(journal.todoCount(matching: TodoQuery(search: "  ")), 8)
    try expectEqual(
      titles(journal, TodoQuery(status: .all, search: "o", sort: .title)),
      [
        "Backup laptop", "Read book", "Zebra crossing",
      ])
  }
}
