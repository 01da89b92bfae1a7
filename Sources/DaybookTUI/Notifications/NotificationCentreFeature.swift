import DaybookCore
import TerminalKit

/// The notification centre (`N`): every delivered reminder, newest first; Enter marks one
/// read and goes to what it is about. The app delivers due reminders itself, at start and
/// every minute, so the centre fills while Daybook runs.
public enum NotificationCentreFeature {
  /// The open centre.
  public struct State: Equatable, Sendable {
    /// Delivered reminders, newest first (only unread ones when `unreadOnly`).
    public var items: [NotificationRecord]
    public var unreadOnly: Bool
    public var selection: Int
    /// False until the first list arrives.
    public var isLoaded: Bool

    public init(
      items: [NotificationRecord] = [], unreadOnly: Bool = false, selection: Int = 0,
      isLoaded: Bool = false
    ) {
      self.items = items
      self.unreadOnly = unreadOnly
      self.selection = selection
      self.isLoaded = isLoaded
    }
  }

  /// What happened to the centre.
  public enum Action: Equatable, Sendable {
    /// The list arrived (for the filter it was asked with).
    case loaded([NotificationRecord], unreadOnly: Bool)
    /// Due reminders were recorded; `messages` are theirs, oldest first.
    case remindersDelivered(messages: [String])
    /// A key was pressed while the centre was open; `now` marks what `r` reads.
    case key(Key, now: Timestamp)
  }

  /// What the centre asks of the app.
  public enum Output: Equatable, Sendable {
    /// Load the list again, all or only the unread.
    case load(unreadOnly: Bool)
    case markAllRead
    case markRead(RowID)
    /// Show what a reminder is about (`plant:ID`, `todo:ID`, `day:ISO`).
    case show(target: String)
    case close
  }

  /// What the keys do while the centre is open; the footer, the help and the box's key line
  /// are drawn from it.
  enum Command: KeyCommand, Sendable {
    case previous, next, open, toggleUnread, markAllRead, close

    func binding(_ language: Language) -> KeyBinding {
      KeyBinding(keys: keys, help: help.text(language))
    }

    private var keys: [String] {
      switch self {
      case .previous: ["Up", "k"]
      case .next: ["Down", "j"]
      case .open: ["Enter"]
      case .toggleUnread: ["u"]
      case .markAllRead: ["r"]
      case .close: ["Esc", "q", "N"]
      }
    }

    private var help: NotificationText {
      switch self {
      case .previous: .keyPrevious
      case .next: .keyNext
      case .open: .keyOpen
      case .toggleUnread: .keyUnreadOnly
      case .markAllRead: .keyMarkAllRead
      case .close: .keyClose
      }
    }

    /// The word the box's key line gives it; nil for the moves, which it leaves out.
    fileprivate var shortHelp: NotificationText? {
      switch self {
      case .previous, .next: nil
      case .open: .keyLineOpen
      case .toggleUnread: .keyLineUnreadOnly
      case .markAllRead: .keyLineAllRead
      case .close: .keyClose
      }
    }
  }

  /// The centre's keys for the help overlay.
  static func helpSection(_ language: Language) -> (title: String, bindings: [KeyBinding]) {
    (NotificationText.title.text(language), Command.keymap(language))
  }

  /// The key line inside the box: the same commands in a word each, the moves left out and
  /// closing shown as Esc.
  static func keyLine(_ language: Language) -> [KeyBinding] {
    Command.allCases.compactMap { command in
      command.shortHelp.map {
        var binding = command.binding(language)
        binding.help = $0.text(language)
        if command == .close { binding.label = "Esc" }
        return binding
      }
    }
  }

  /// `N`: opens the centre and asks for the list.
  static func open(_ state: inout AppState) -> [Effect] {
    state.destination = .notifications(State())
    return [.loadNotifications(unreadOnly: false)]
  }

  /// Reminders are delivered when a tick crosses into a new minute.
  static func minuteTicked(from old: Timestamp, to now: Timestamp) -> [Effect] {
    now / 60 != old / 60 ? [.deliverReminders(now: now)] : []
  }

  /// Applies an action to the open centre. (Delivered reminders reach the app whether the
  /// centre is open or not: `AppReducer.notifications` handles them.)
  static func reduce(into centre: inout State, action: Action) -> [Output] {
    switch action {
    case let .loaded(items, unreadOnly):
      guard centre.unreadOnly == unreadOnly else { return [] }
      centre.items = items
      centre.isLoaded = true
      centre.selection = min(centre.selection, max(0, items.count - 1))
      return []
    case .remindersDelivered:
      return [.load(unreadOnly: centre.unreadOnly)]
    case let .key(key, now):
      return keyPressed(key, now: now, &centre)
    }
  }

  private static func keyPressed(_ key: Key, now: Timestamp, _ centre: inout State) -> [Output] {
    guard let command = Command(key: key) else { return [] }
    switch command {
    case .previous:
      centre.selection = max(0, centre.selection - 1)
    case .next:
      centre.selection = max(0, min(centre.items.count - 1, centre.selection + 1))
    case .toggleUnread:
      centre = State(unreadOnly: !centre.unreadOnly)
      return [.load(unreadOnly: centre.unreadOnly)]
    case .markAllRead:
      guard centre.items.contains(where: { $0.readAt == nil }) else { return [] }
      for index in centre.items.indices where centre.items[index].readAt == nil {
        centre.items[index].readAt = now
      }
      if centre.unreadOnly { centre.items = [] }
      centre.selection = min(centre.selection, max(0, centre.items.count - 1))
      return [.markAllRead]
    case .close:
      return [.close]
    case .open:
      guard centre.items.indices.contains(centre.selection) else { return [] }
      let item = centre.items[centre.selection]
      return [.close] + (item.readAt == nil ? [.markRead(item.id)] : []) + [
        .show(target: item.target)
      ]
    }
    return []
  }

  /// What a reminder is about, shown: a plant or a todo in the Today pane, a day in the
  /// calendar and the editor.
  static func go(to target: String, _ state: inout AppState) -> [Effect] {
    let parts = target.split(separator: ":", maxSplits: 1).map(String.init)
    guard parts.count == 2 else { return [] }
    switch parts[0] {
    case "plant", "todo":
      state.focus = .today
      guard let id = RowID(parts[1]) else { return [] }
      let row: TodayFeature.Row = parts[0] == "plant" ? .plant(id) : .todo(id)
      if state.todayPane.rows.contains(row) { state.todayPane.selection = row }
      return []
    case "day":
      guard let day = Day(iso: parts[1]) else { return [] }
      let effects = AppReducer.jump(to: day, &state)
      state.focus = .editor
      return effects
    default:
      return []
    }
  }
}
