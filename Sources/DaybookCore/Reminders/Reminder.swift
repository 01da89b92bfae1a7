/// One reminder due at an instant. Its key is stable — `KIND:ID:DAY` (`plant-eve:12:2026-12-06`,
/// `todo-eve:5:2026-11-30`) or `KIND:DAY` for kinds about a day (`diary:2026-11-29`,
/// `water-pace:2026-11-29`) — so the notifications table delivers it once. DAY is the
/// watering day for plants, the due day for todos and the day itself otherwise.
public struct Reminder: Hashable, Sendable, Codable {
  public var key: String
  public var kind: ReminderKind
  public var message: String
  /// What it is about: `plant:12`, `todo:5`, `day:2026-11-29`.
  public var target: String
  public var fireAt: Timestamp

  public init(
    key: String, kind: ReminderKind, message: String, target: String, fireAt: Timestamp
  ) {
    self.key = key
    self.kind = kind
    self.message = message
    self.target = target
    self.fireAt = fireAt
  }

  /// The record stored when it is delivered (fired at its due instant).
  public var notification: NotificationRecord {
    NotificationRecord(
      key: key, kind: kind.rawValue, message: message, target: target, firedAt: fireAt)
  }
}
