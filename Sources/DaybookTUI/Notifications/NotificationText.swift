import DaybookCore

/// The notification centre's texts.
enum NotificationText: String, Localized {
  case title, unreadCount, empty, emptyUnread, loading, filterUnread
  case keyLineOpen, keyLineUnreadOnly, keyLineAllRead
  case keyPrevious, keyNext, keyOpen, keyUnreadOnly, keyMarkAllRead, keyClose

  var translation: Translation {
    switch self {
    case .title: Translation("Notifications", ko: "알림", ja: "通知")
    case .unreadCount: Translation("{0} unread", ko: "읽지 않음 {0}", ja: "未読 {0}")
    case .empty: Translation("No notifications yet", ko: "아직 알림이 없습니다", ja: "通知はまだありません")
    case .emptyUnread:
      Translation("No unread notifications", ko: "읽지 않은 알림이 없습니다", ja: "未読の通知はありません")
    case .loading: Translation("Loading…", ko: "불러오는 중…", ja: "読み込み中…")
    case .filterUnread: Translation("unread only", ko: "읽지 않은 것만", ja: "未読のみ")
    case .keyLineOpen: Translation("open", ko: "열기", ja: "開く")
    case .keyLineUnreadOnly: Translation("unread only", ko: "안 읽은 것", ja: "未読のみ")
    case .keyLineAllRead: Translation("all read", ko: "모두 읽음", ja: "すべて既読")
    case .keyPrevious: Translation("previous notification", ko: "이전 알림", ja: "前の通知")
    case .keyNext: Translation("next notification", ko: "다음 알림", ja: "次の通知")
    case .keyOpen:
      Translation("mark read and go to it", ko: "읽음 표시하고 이동", ja: "既読にして移動")
    case .keyUnreadOnly:
      Translation("unread only / all", ko: "안 읽은 것만 / 전체", ja: "未読のみ / すべて")
    case .keyMarkAllRead: Translation("mark all read", ko: "모두 읽음 표시", ja: "すべて既読にする")
    case .keyClose: Translation("close", ko: "닫기", ja: "閉じる")
    }
  }
}
