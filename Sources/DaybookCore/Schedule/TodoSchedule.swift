/// Where an open todo sits on the Today pane. Done todos are in no bucket; they only count
/// toward `TodayProgress`.
public enum TodoBucket: Int, Sendable, CaseIterable, Comparable, Codable {
  /// Due before today and not done.
  case overdue
  /// Due today.
  case today
  /// Due after today, at most seven days ahead.
  case next7Days
  /// Due more than seven days ahead.
  case later
  /// No due day.
  case undated

  /// Buckets order as listed (overdue first).
  public static func < (lhs: TodoBucket, rhs: TodoBucket) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Today's todo progress: among todos due today, how many are done (whenever they were done).
public struct TodayProgress: Equatable, Sendable {
  /// Todos due today that are done.
  public var done: Int
  /// All todos due today, done or not.
  public var total: Int

  /// Creates a progress value.
  public init(done: Int, total: Int) {
    self.done = done
    self.total = total
  }

  /// `done / total`, or 0 when nothing is due today.
  public var fraction: Double { total == 0 ? 0 : Double(done) / Double(total) }
}

/// Sorting todos into Today buckets and measuring today's progress.
public enum TodoSchedule {
  /// The bucket of an open todo on `today`; nil for done todos.
  public static func dueBucket(for todo: Todo, today: Day) -> TodoBucket? {
    guard !todo.isDone else { return nil }
    guard let due = todo.due else { return .undated }
    let days = today.days(until: due)
    switch days {
    case ..<0: return .overdue
    case 0: return .today
    case 1...7: return .next7Days
    default: return .later
    }
  }

  /// Open todos grouped by bucket, every bucket present (possibly empty), each sorted
  /// important first, then by due day, then by title (case-insensitive), then by id.
  public static func buckets(_ todos: [Todo], today: Day) -> [TodoBucket: [Todo]] {
    var result = Dictionary(uniqueKeysWithValues: TodoBucket.allCases.map { ($0, [Todo]()) })
    for todo in todos {
      guard let bucket = dueBucket(for: todo, today: today) else { continue }
      result[bucket, default: []].append(todo)
    }
    return result.mapValues(sortedForList)
  }

  /// `todos` in list order; each title is lower-cased once, not at every comparison.
  private static func sortedForList(_ todos: [Todo]) -> [Todo] {
    guard todos.count > 1 else { return todos }
    // Indices are sorted, not the todos: a todo is a large value to move at every swap.
    let folded = todos.map { $0.title.lowercased() }
    let order = todos.indices.sorted {
      listOrder(todos[$0], folded[$0], todos[$1], folded[$1])
    }
    return order.map { todos[$0] }
  }

  /// Among todos due today (done or not), how many are done.
  public static func progress(_ todos: [Todo], today: Day) -> TodayProgress {
    let dueToday = todos.filter { $0.due == today }
    return TodayProgress(done: dueToday.count(where: \.isDone), total: dueToday.count)
  }

  private static func listOrder(_ lhs: Todo, _ left: String, _ rhs: Todo, _ right: String) -> Bool {
    if lhs.important != rhs.important { return lhs.important }
    if lhs.due != rhs.due {
      guard let left = lhs.due else { return false }
      guard let right = rhs.due else { return true }
      return left < right
    }
    if left != right { return left < right }
    if lhs.title != rhs.title { return lhs.title < rhs.title }
    return lhs.id < rhs.id
  }
}
