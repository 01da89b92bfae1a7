extension Journal {
  /// The todos of each day in a range: those due that day and those finished that day (a
  /// todo due on one day and finished on another belongs to both). Each day lists open
  /// todos first, important ones first, then in the order they were added.
  public func todosByDay(from first: Day, to last: Day) throws -> [Day: [Todo]] {
    let rows = try db.query(
      "SELECT \(Journal.todoColumns), due AS day FROM todos WHERE due BETWEEN ? AND ? "
        + "UNION SELECT \(Journal.todoColumns), done_day AS day FROM todos "
        + "WHERE done_day BETWEEN ? AND ?",
      [first, last, first, last]
    ) { (day: $0.day(8), todo: Journal.todo($0)) }
    var byDay: [Day: [Todo]] = [:]
    for row in rows { byDay[row.day, default: []].append(row.todo) }
    func order(_ todo: Todo) -> (Int, Int, RowID) {
      (todo.isDone ? 1 : 0, todo.important ? 0 : 1, todo.id)
    }
    return byDay.mapValues { $0.sorted { order($0) < order($1) } }
  }
}
