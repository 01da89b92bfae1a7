extension Journal {
  /// Records a reminder once per key; returns false when that key was already delivered.
  /// The UNIQUE key makes this safe when two processes race to deliver the same reminder.
  @discardableResult
  public func recordNotification(_ notification: NotificationRecord) throws -> Bool {
    try db.transaction {
      try db.run(
        "INSERT OR IGNORE INTO notifications(key, kind, message, target, fired_at) "
          + "VALUES (?, ?, ?, ?, ?)",
        notification.key, notification.kind, notification.message, notification.target,
        notification.firedAt) == 1
    }
  }

  /// Delivered reminders, newest first.
  public func notifications(unreadOnly: Bool = false, limit: Int = 200) throws
    -> [NotificationRecord]
  {
    try db.query(
      "SELECT id, key, kind, message, target, fired_at, read_at FROM notifications"
        + (unreadOnly ? " WHERE read_at IS NULL" : "") + " ORDER BY fired_at DESC, id DESC LIMIT ?",
      [limit]
    ) {
      NotificationRecord(
        id: $0.int(0), key: $0.text(1), kind: $0.text(2), message: $0.text(3), target: $0.text(4),
        firedAt: $0.int(5), readAt: $0.optionalInt(6))
    }
  }

  public func unreadNotificationCount() throws -> Int {
    Int(try db.scalar("SELECT count(*) FROM notifications WHERE read_at IS NULL") ?? 0)
  }

  public func markNotificationRead(id: RowID, at now: Timestamp) throws {
    try db.transaction {
      try db.run("UPDATE notifications SET read_at = ? WHERE id = ? AND read_at IS NULL", now, id)
    }
  }
}
