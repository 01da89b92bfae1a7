import DaybookCore
import TerminalKit

/// The revision history of a day's entry (`H` in the editor): the saved versions, newest
/// first; one can be read whole, compared with the text now and put back.
public enum HistoryFeature {
  public struct State: Equatable, Sendable {
    public var day: Day
    /// Newest first.
    public var revisions: [EntryRevision] = []
    /// The entry's text now, to mark the revision that matches it.
    public var current: Entry?
    public var selection = 0
    /// The revision being read whole, with its first line shown.
    public var viewing: Int?
    /// While viewing: the lines that differ from the current text instead of the whole text.
    public var showsDiff = false
    public var scroll = 0
    public var isLoaded = false

    public init(day: Day) {
      self.day = day
    }
  }

  public enum Action: Equatable, Sendable {
    /// A key, with the lines a page key scrolls while a revision is read.
    case key(Key, page: Int)
    /// The day's revisions, oldest first, and its entry now.
    case loaded(day: Day, current: Entry?, revisions: [EntryRevision])
  }

  public enum Output: Equatable, Sendable {
    case close
    /// Ask before putting `revision` of `day` back; the question replaces the history.
    case askRevert(day: Day, revision: EntryRevision)
  }

  static let listKeys: [BrowseKey] = [
    BrowseKey(["Enter"], .keyView),
    BrowseKey(["r"], .keyRevert),
    BrowseKey(["Up", "Down"], .keyChoose),
    BrowseKey(["Esc"], .keyClose),
  ]
  static let viewKeys: [BrowseKey] = [
    BrowseKey(["Up", "Down", "PgUp", "PgDn"], .keyScroll),
    BrowseKey(["d"], .keyDiff),
    BrowseKey(["r"], .keyRevert),
    BrowseKey(["Esc"], .keyBack),
  ]

  public static func reduce(into state: inout State, action: Action) -> [Output] {
    switch action {
    case let .loaded(day, current, revisions):
      guard day == state.day else { return [] }
      state.revisions = revisions.reversed()
      state.current = current
      state.selection = min(state.selection, max(0, revisions.count - 1))
      state.isLoaded = true
      return []
    case let .key(key, page):
      return state.viewing == nil ? listKey(key, &state) : viewKey(key, page: page, &state)
    }
  }

  /// Keys while one revision is read whole.
  private static func viewKey(_ key: Key, page: Int, _ state: inout State) -> [Output] {
    switch key {
    case .escape, .character("q"), .enter:
      state.viewing = nil
      state.showsDiff = false
      state.scroll = 0
    case .character("d"):
      state.showsDiff.toggle()
      state.scroll = 0
    case .down, .character("j"): state.scroll += 1
    case .up, .character("k"): state.scroll = max(0, state.scroll - 1)
    case .pageDown, .character(" "): state.scroll += page
    case .pageUp: state.scroll = max(0, state.scroll - page)
    case .character("r"): return askRevert(state)
    default: break
    }
    return []
  }

  /// Keys on the list of revisions.
  private static func listKey(_ key: Key, _ state: inout State) -> [Output] {
    switch key {
    case .escape, .character("q"), .character("H"):
      return [.close]
    case .down, .character("j"):
      state.selection = min(state.selection + 1, max(0, state.revisions.count - 1))
    case .up, .character("k"):
      state.selection = max(0, state.selection - 1)
    case .enter:
      guard state.revisions.indices.contains(state.selection) else { return [] }
      state.viewing = state.selection
      state.scroll = 0
    case .character("r"):
      return askRevert(state)
    default:
      break
    }
    return []
  }

  /// The revision read whole, else the one selected.
  private static func askRevert(_ state: State) -> [Output] {
    let index = state.viewing ?? state.selection
    guard state.revisions.indices.contains(index) else { return [] }
    return [.askRevert(day: state.day, revision: state.revisions[index])]
  }

  /// Characters and words of a revision's text.
  static func size(of revision: EntryRevision) -> (characters: Int, words: Int) {
    let text = [revision.title, revision.body].filter { !$0.isEmpty }.joined(separator: "\n")
    return (text.count, text.split(whereSeparator: \.isWhitespace).count)
  }
}
