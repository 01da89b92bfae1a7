import DaybookCore
import DaybookTUI

/// The todo screen's queries on a journal of 10,000 todos: what opening the screen, paging to
/// the middle, sorting and searching cost. Each is one page (LIMIT) plus the count.
struct TodoScreenBenchmark {
  struct Figure {
    var label: String
    var milliseconds: Double
    var rows: Int
  }

  var path: String
  var runs: Int
  var count = 10_000

  /// A frame is 16 ms; one page and its count should leave most of it to drawing.
  static let budget = Budget(limit: 8, text: "≤ 8 ms")

  static let words = [
    "우유 사기", "歯医者の予約", "Fix the bike", "Pay rent", "Read a book",
    "장보기", "Call mum", "Water the monstera", "請求書を払う", "Write the report",
  ]

  func run() throws -> [Figure] {
    let journal = try Journal(path: path)
    let today = Clock.system.today
    if try journal.todoCount(matching: TodoQuery(status: .all)) < count {
      try journal.transaction {
        for index in 0..<count {
          let due = index % 5 == 0 ? nil : today.adding(days: index % 400 - 200)
          let todo = Todo(
            title: "\(TodoScreenBenchmark.words[index % 10]) \(index)",
            note: index % 7 == 0 ? "메모 \(index)" : "", tags: index % 3 == 0 ? ["home"] : [],
            due: due, important: index % 11 == 0,
            doneAt: index % 4 == 0 ? 1_700_000_000 + Int64(index) : nil)
          try journal.addTodo(todo, at: 1_700_000_000 + Int64(index))
        }
      }
    }
    let page = TodosFeature.pageSize
    var figures: [Figure] = []
    func time(_ label: String, _ query: TodoQuery) throws {
      var rows = 0
      let milliseconds = try Timing.median(runs: runs) {
        rows = try journal.todos(matching: query).count
        _ = try journal.todoCount(matching: query)
      }
      figures.append(Figure(label: label, milliseconds: milliseconds, rows: rows))
    }
    let all = try journal.todoCount(matching: TodoQuery(status: .all))
    try time("first page + count, all \(all), by due", TodoQuery(status: .all, limit: page))
    try time("first page + count, open, by due", TodoQuery(limit: page))
    try time(
      "page at the middle (offset \(all / 2)) + count",
      TodoQuery(status: .all, limit: page, offset: all / 2 - page / 2))
    try time("last page + count", TodoQuery(status: .all, limit: page, offset: all - page))
    try time("first page + count, by title", TodoQuery(status: .all, sort: .title, limit: page))
    try time(
      "first page + count, newest first", TodoQuery(status: .all, sort: .created, limit: page))
    try time("search \"우유\" + count", TodoQuery(status: .all, search: "우유", limit: page))
    try time(
      "tag #home, important + count",
      TodoQuery(status: .all, importantOnly: true, tag: "home", limit: page))
    return figures
  }

  static func report(_ figures: [Figure], runs: Int) -> String {
    var table = Table(header: ["todo screen, 10,000 todos (median of \(runs))", "figure", "budget"])
    for figure in figures {
      table.row([
        "  \(figure.label) (\(figure.rows) rows)",
        budget.cell(figure.milliseconds, Format.milliseconds(figure.milliseconds)), budget.text,
      ])
    }
    return table.rendered()
  }
}
