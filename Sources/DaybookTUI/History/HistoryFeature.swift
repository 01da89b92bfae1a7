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

  /// The revision list's commands; the box's key line, the footer and the help are drawn
  /// from them.
  enum ListCommand: KeyCommand, Sendable {
    case view, revert, down, up, close

    func binding(_ language: Language) -> KeyBinding {
      switch self {
      case .view: KeyBinding(keys: ["Enter"], help: BrowseText.keyView.text(language))
      case .revert: KeyBinding(keys: ["r"], help: BrowseText.keyRevert.text(language))
      case .down: KeyBinding(keys: ["Down", "j"], help: BrowseText.keyChoose.text(language))
      case .up: KeyBinding(keys: ["Up", "k"], help: BrowseText.keyChoose.text(language))
      case .close:
        KeyBinding(
          keys: ["Esc", "q", "H"], help: BrowseText.keyClose.text(language), label: "Esc")
      }
    }
  }

  /// The commands while one revision is shown.
  enum ViewCommand: KeyCommand, Sendable {
    case down, up, pageDown, pageUp, diff, revert, back

    func binding(_ language: Language) -> KeyBinding {
      switch self {
      case .down: KeyBinding(keys: ["Down", "j"], help: BrowseText.keyScroll.text(language))
      case .up: KeyBinding(keys: ["Up", "k"], help: BrowseText.keyScroll.text(language))
      case .pageDown:
        KeyBinding(keys: ["PgDn", "Space"], help: BrowseText.keyScroll.text(language))
      case .pageUp: KeyBinding(keys: ["PgUp"], help: BrowseText.keyScroll.text(language))
      case .diff: KeyBinding(keys: ["d"], help: BrowseText.keyDiff.text(language))
      case .revert: KeyBinding(keys: ["r"], help: BrowseText.keyRevert.text(language))
      case .back:
        KeyBinding(
          keys: ["Esc", "q", "Enter"], help: BrowseText.keyBack.text(language), label: "Esc")
      }
    }
  }

  /// The list's key line: the moves as one "↑↓".
  static func listKeyLine(_ language: Language) -> [KeyBinding] {
    [
      ListCommand.view.binding(language), ListCommand.revert.binding(language),
      KeyBinding(
        keys: ["Up", "Down", "j", "k"], help: BrowseText.keyChoose.text(language), label: "↑↓"),
      ListCommand.close.binding(language),
    ]
  }

  /// A revision's key line: the scrolling keys as one.
  static func viewKeyLine(_ language: Language) -> [KeyBinding] {
    [
      KeyBinding(
        keys: ["Up", "Down", "PgUp", "PgDn"], help: BrowseText.keyScroll.text(language),
        label: "Up/Down/PgUp/PgDn"),
      ViewCommand.diff.binding(language), ViewCommand.revert.binding(language),
      ViewCommand.back.binding(language),
    ]
  }

  static func keyLine(_ history: State, _ language: Language) -> [KeyBinding] {
    history.viewing == nil ? listKeyLine(language) : viewKeyLine(language)
  }

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
    guard let command = ViewCommand(key: key) else { return [] }
    switch command {
    case .back:
      state.viewing = nil
      state.showsDiff = false
      state.scroll = 0
    case .diff:
      state.showsDiff.toggle()
      state.scroll = 0
    case .down: state.scroll += 1
    case .up: state.scroll = max(0, state.scroll - 1)
    case .pageDown: state.scroll += page
    case .pageUp: state.scroll = max(0, state.scroll - page)
    case .revert: return askRevert(state)
    }
    return []
  }

  /// Keys on the list of revisions.
  private static func listKey(_ key: Key, _ state: inout State) -> [Output] {
    guard let command = ListCommand(key: key) else { return [] }
    switch command {
    case .close:
      return [.close]
    case .down:
      state.selection = min(state.selection + 1, max(0, state.revisions.count - 1))
    case .up:
      state.selection = max(0, state.selection - 1)
    case .view:
      guard state.revisions.indices.contains(state.selection) else { return [] }
      state.viewing = state.selection
      state.scroll = 0
    case .revert:
      return askRevert(state)
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
