import DaybookCore

/// Runs the notification centre and turns its outputs into effects.
extension AppReducer {
  static func notifications(_ state: inout AppState, _ action: NotificationCentreFeature.Action)
    -> [Effect]
  {
    var effects: [Effect] = []
    // Delivered reminders reach the status line and the unread count whether the centre is
    // open or not; an open centre then loads its list again.
    if case .remindersDelivered(let messages) = action {
      guard let latest = messages.last else { return [] }
      showStatus("🔔 " + latest, &state)
      effects.append(.countUnread)
    }
    return effects
      + presented(NotificationCentreFeature.self, .notifications, action, &state) {
        output, state in
        switch output {
        case .load(let unreadOnly): return [.loadNotifications(unreadOnly: unreadOnly)]
        case .markAllRead: return [.markAllNotificationsRead]
        case .markRead(let id): return [.markNotificationRead(id)]
        case .show(let target): return NotificationCentreFeature.go(to: target, &state)
        case .close:
          state[presented: .notifications] = nil
          return []
        }
      }
  }
}
