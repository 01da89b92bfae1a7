import DaybookCore

/// Reminders and the notification centre.
extension EffectRunner {
  func deliverReminders(now: Timestamp) throws -> [AppAction] {
    // Before onboarding stores a language, the locale decides, as it does for the screen.
    let language = Language(
      setting: try journal.settings().language ?? Language(environment: environment)?.rawValue)
    let delivered = try journal.deliverDueReminders(now: now, language: language)
    return [.notifications(.remindersDelivered(messages: delivered.map(\.message)))]
  }

  func loadNotifications(unreadOnly: Bool) throws -> [AppAction] {
    let items = try journal.notifications(unreadOnly: unreadOnly)
    return [.notifications(.loaded(items, unreadOnly: unreadOnly))]
  }

  func markNotificationRead(_ id: RowID) throws -> [AppAction] {
    try journal.markNotificationRead(id: id, at: clock.now())
    return [.unreadCounted(try journal.unreadNotificationCount())]
  }

  func markAllNotificationsRead() throws -> [AppAction] {
    let now = clock.now()
    try journal.transaction {
      for item in try journal.notifications(unreadOnly: true, limit: Int.max) {
        try journal.markNotificationRead(id: item.id, at: now)
      }
    }
    return [.unreadCounted(try journal.unreadNotificationCount())]
  }
}
