import DaybookCore
import TerminalKit

/// The entry list (`E`): every entry newest first, read a page at a time around the
/// selection, or the entries of the same date in earlier years ("on this day").
public enum EntryListFeature {
  public struct State: Equatable, Sendable {
    public enum Mode: Equatable, Sendable {
      case all
      /// Earlier years' entries of this date.
      case onThisDay(Day)
    }

    public var mode: Mode = .all
    /// The loaded window, newest first.
    public var items: [EntrySummary] = []
    public var selection = 0
    /// Whether entries older than the last item / newer than the first may exist.
    public var hasOlder = false
    public var hasNewer = false
    /// The page asked for and not yet arrived (one at a time).
    public var pending: EntryListPage?
    /// The mode's first load has arrived.
    public var isLoaded = false

    public init() {}

    /// Every entry, with the newest page asked for.
    static var allEntries: State {
      var list = State()
      list.pending = .newest
      return list
    }
  }

  public enum Action: Equatable, Sendable {
    /// A key, with the rows a page key moves and the day `O` shows when no entry is selected
    /// (the calendar's).
    case key(Key, page: Int, selectedDay: Day)
    case pageLoaded(EntryListPage, [EntrySummary])
    case onThisDayLoaded(Day, [EntrySummary])
  }

  public enum Output: Equatable, Sendable {
    case close
    /// Open the day's entry in the editor.
    case openDay(Day)
    case load(EntryListPage)
    case loadOnThisDay(Day)
  }

  /// Entries per page read from the journal.
  static let pageSize = 100
  /// A page is fetched when the selection comes this close to an end of the window.
  static let margin = 20
  /// The window never holds more than this; pages fall off the far end.
  static let windowLimit = 400

  /// The list's commands; the box's key line, the footer and the help are drawn from them.
  enum Command: KeyCommand, Sendable {
    case open, onThisDay, down, up, pageDown, pageUp, first, last, close

    func binding(_ language: Language) -> KeyBinding {
      switch self {
      case .open: KeyBinding(keys: ["Enter"], help: BrowseText.keyOpenDay.text(language))
      case .onThisDay: KeyBinding(keys: ["O"], help: BrowseText.keyOnThisDay.text(language))
      case .down: KeyBinding(keys: ["Down", "j"], help: BrowseText.keyChoose.text(language))
      case .up: KeyBinding(keys: ["Up", "k"], help: BrowseText.keyChoose.text(language))
      case .pageDown: KeyBinding(keys: ["PgDn", "Space"], help: BrowseText.keyPage.text(language))
      case .pageUp: KeyBinding(keys: ["PgUp"], help: BrowseText.keyPage.text(language))
      case .first: KeyBinding(keys: ["Home", "g"], help: BrowseText.keyEnds.text(language))
      case .last: KeyBinding(keys: ["End", "G"], help: BrowseText.keyEnds.text(language))
      case .close:
        KeyBinding(keys: ["Esc", "q"], help: BrowseText.keyClose.text(language), label: "Esc")
      }
    }
  }

  /// Every key of the list, for the help.
  static func keymap(_ language: Language) -> [KeyBinding] { Command.keymap(language) }

  /// The key line of the list as shown: paging and the ends as one binding each; on this
  /// day, Esc goes back to every entry.
  static func keyLine(_ list: State, _ language: Language) -> [KeyBinding] {
    let open = [Command.open.binding(language), Command.onThisDay.binding(language)]
    guard case .onThisDay = list.mode else {
      return open + [
        KeyBinding(
          keys: ["PgUp", "PgDn", "Space"], help: BrowseText.keyPage.text(language),
          label: "PgUp/PgDn"),
        KeyBinding(
          keys: ["Home", "End", "g", "G"], help: BrowseText.keyEnds.text(language),
          label: "Home/End"),
        Command.close.binding(language),
      ]
    }
    return open + [
      KeyBinding(keys: ["Esc", "q"], help: BrowseText.keyAllEntries.text(language), label: "Esc")
    ]
  }

  public static func reduce(into state: inout State, action: Action) -> [Output] {
    switch action {
    case let .key(key, page, selectedDay):
      return keyPressed(key, page: page, selectedDay: selectedDay, &state)
    case let .pageLoaded(page, items):
      return pageLoaded(page, items, &state)
    case let .onThisDayLoaded(day, items):
      guard state.mode == .onThisDay(day) else { return [] }
      state.items = items
      state.selection = 0
      state.isLoaded = true
      return []
    }
  }

  private static func keyPressed(
    _ key: Key, page: Int, selectedDay: Day, _ list: inout State
  ) -> [Output] {
    guard let command = Command(key: key) else { return [] }
    switch command {
    case .close:
      guard case .onThisDay = list.mode else { return [.close] }
      list = .allEntries
      return [.load(.newest)]
    case .down: list.selection += 1
    case .up: list.selection -= 1
    case .pageDown: list.selection += page
    case .pageUp: list.selection -= page
    case .first:
      guard list.hasNewer else {
        list.selection = 0
        break
      }
      list.pending = .newest
      return [.load(.newest)]
    case .last:
      guard list.hasOlder else {
        list.selection = list.items.count - 1
        break
      }
      list.pending = .oldest
      return [.load(.oldest)]
    case .open:
      guard list.items.indices.contains(list.selection) else { return [] }
      return [.openDay(list.items[list.selection].day)]
    case .onThisDay:
      let day: Day
      if case .onThisDay(let shown) = list.mode {
        day = shown
      } else {
        day =
          list.items.indices.contains(list.selection)
          ? list.items[list.selection].day : selectedDay
      }
      list = State()
      list.mode = .onThisDay(day)
      return [.loadOnThisDay(day)]
    }
    list.selection = max(0, min(list.selection, list.items.count - 1))
    return fetchNearEdges(&list)
  }

  /// Asks for the next page when the selection nears an end with more beyond it.
  private static func fetchNearEdges(_ list: inout State) -> [Output] {
    guard list.pending == nil, list.mode == .all else { return [] }
    if list.hasOlder, list.selection >= list.items.count - margin, let last = list.items.last {
      list.pending = .before(last.day)
    } else if list.hasNewer, list.selection < margin, let first = list.items.first {
      list.pending = .after(first.day)
    }
    return list.pending.map { [.load($0)] } ?? []
  }

  private static func pageLoaded(
    _ page: EntryListPage, _ items: [EntrySummary], _ list: inout State
  )
    -> [Output]
  {
    guard list.mode == .all, list.pending == page else { return [] }
    list.pending = nil
    list.isLoaded = true
    let full = items.count == pageSize
    switch page {
    case .newest:
      list.items = items
      list.selection = 0
      list.hasNewer = false
      list.hasOlder = full
    case .oldest:
      list.items = items
      list.selection = max(0, items.count - 1)
      list.hasOlder = false
      list.hasNewer = full
    case .before:
      list.items += items
      list.hasOlder = full
      if list.items.count > windowLimit {
        let drop = list.items.count - windowLimit
        list.items.removeFirst(drop)
        list.selection = max(0, list.selection - drop)
        list.hasNewer = true
      }
    case .after:
      list.items = items + list.items
      list.selection += items.count
      list.hasNewer = full
      if list.items.count > windowLimit {
        list.items.removeLast(list.items.count - windowLimit)
        list.hasOlder = true
      }
    }
    return fetchNearEdges(&list)
  }
}
