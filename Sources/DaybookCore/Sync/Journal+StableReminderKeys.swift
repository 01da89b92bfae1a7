extension Journal {
  /// Reminders with their keys naming plants and todos by uid instead of rowid
  /// (`plant-eve:<uid>:2026-12-06`), so a reminder delivered on one machine is known as
  /// delivered on every machine the journal syncs with.
  func withStableKeys(_ reminders: [Reminder]) throws -> [Reminder] {
    try reminders.map { reminder in
      let parts = reminder.key.split(separator: ":", omittingEmptySubsequences: false)
      guard parts.count == 3, let rowID = Int64(parts[1]) else { return reminder }
      let kind: RecordKind
      switch reminder.kind {
      case .plantEve, .plantDay: kind = .plant
      case .todoEve: kind = .todo
      default: return reminder
      }
      guard let uid = try recordID(kind, of: rowID) else { return reminder }
      var keyed = reminder
      keyed.key = "\(parts[0]):\(uid):\(parts[2])"
      return keyed
    }
  }
}
