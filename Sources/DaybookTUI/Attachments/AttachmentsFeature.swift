import DaybookCore
import TerminalKit

/// The files attached to the entry in the editor, with one selected.
public struct AttachmentList: Equatable, Sendable {
  public var day: Day?
  public var items: [Attachment] = []
  public var selection = 0

  public init(day: Day? = nil, items: [Attachment] = [], selection: Int = 0) {
    self.day = day
    self.items = items
    self.selection = selection
  }

  var selected: Attachment? { items.indices.contains(selection) ? items[selection] : nil }
}

/// The files attached to the entry in the editor, listed under its text: `A` attaches one,
/// `v` opens the selected one (a picture in the viewer), `X` removes it, `[` `]` choose.
/// The editor hands it these keys while it is not typing (`AttachmentsRouting.swift`).
enum AttachmentsFeature {
  typealias State = AttachmentList

  enum Action: Equatable, Sendable {
    /// A key of the table, on the entry of `day`; `hasEntry` is false while the editor has
    /// neither a stored entry nor text to save as one.
    case key(Key, day: Day, hasEntry: Bool)
  }

  enum Output: Equatable, Sendable {
    /// Say that there is no entry to attach to yet.
    case noEntry
    /// Ask for the path of a file to attach to the entry of `day`.
    case askPath(Day)
    case open(Attachment)
    /// Ask before removing the attachment from the entry of `day`.
    case askRemove(Attachment, day: Day)
    /// Another file is selected; the pictures under the entry follow.
    case selectionMoved
  }

  /// The list's commands; the editor's footer, the help, the hint beside the list's title
  /// and the conflict test read them.
  enum Command: KeyCommand, Sendable {
    case attach, open, remove, select

    func binding(_ language: Language) -> KeyBinding {
      let (keys, help): ([String], BrowseText) =
        switch self {
        case .attach: (["A"], .keyAttach)
        case .open: (["v"], .keyOpenAttachment)
        case .remove: (["X"], .keyRemoveAttachment)
        case .select: (["[", "]"], .keySelectAttachment)
        }
      return KeyBinding(keys: keys, help: help.text(language))
    }
  }

  static func reduce(into list: inout State, action: Action) -> [Output] {
    switch action {
    case let .key(key, day, hasEntry):
      guard let command = Command(key: key) else { return [] }
      switch command {
      case .attach:
        return hasEntry ? [.askPath(day)] : [.noEntry]
      case .open:
        guard list.day == day, let attachment = list.selected else { return [] }
        return [.open(attachment)]
      case .remove:
        guard list.day == day, let attachment = list.selected else { return [] }
        return [.askRemove(attachment, day: day)]
      case .select:
        guard !list.items.isEmpty else { return [] }
        let step = key == .character("[") ? -1 : 1
        list.selection = (list.selection + step + list.items.count) % list.items.count
        return [.selectionMoved]
      }
    }
  }

  /// `~` and `~/…` mean the home folder; anything else is used as typed.
  static func expandedPath(_ path: String, home: String?) -> String {
    guard let home, !home.isEmpty else { return path }
    if path == "~" { return home }
    if path.hasPrefix("~/") { return home + path.dropFirst(1) }
    return path
  }

  /// Rows the list takes under the entry: a title and up to three files, and the strip of
  /// pictures sized for an Entry pane `paneHeight` rows tall.
  static func rows(_ list: AttachmentList, day: Day, paneHeight: Int? = nil) -> Int {
    guard list.day == day, !list.items.isEmpty else { return 0 }
    return 1 + min(3, list.items.count)
      + PicturesFeature.rows(list, day: day, paneHeight: paneHeight)
  }
}

/// Draws the files of the entry under its text.
enum AttachmentsView {
  static func render(
    _ list: AttachmentList, into canvas: inout Canvas, in rect: Rect, theme: Theme,
    language: Language, focused: Bool
  ) {
    guard !rect.isEmpty, !list.items.isEmpty else { return }
    canvas.fill(rect, style: theme.style(.text))
    let title = "📎 " + BrowseText.attachmentsTitle.text(language) + " (\(list.items.count))"
    // The keys of the list's table, as one hint: "A v X [ ]".
    let keys =
      focused
      ? "  "
        + AttachmentsFeature.Command.allCases.map { $0.binding.keys.joined(separator: " ") }
        .joined(separator: " ")
      : ""
    canvas.draw(
      spans: [Span(title, style: theme.style(.title)), Span(keys, style: theme.style(.muted))],
      x: rect.x, y: rect.y, base: .plain, maxWidth: rect.width)
    let shown = rect.height - 1
    let first = max(0, min(list.selection - shown + 1, list.items.count - shown))
    for row in 0..<shown where first + row < list.items.count {
      let index = first + row
      let selected = index == list.selection
      let style = theme.style(selected && focused ? .selection : .text)
      if selected && focused { canvas.setStyle(in: rect.row(1 + row), style) }
      canvas.draw(
        (selected ? "› " : "  ") + list.items[index].originalName, x: rect.x, y: rect.y + 1 + row,
        style: style, maxWidth: rect.width)
    }
  }
}

extension Rect {
  /// The rectangle without its last `rows` rows, and those rows.
  func splitBottom(_ rows: Int) -> (Rect, Rect) {
    let bottom = min(max(0, rows), height)
    return (
      Rect(x: x, y: y, width: width, height: height - bottom),
      Rect(x: x, y: y + height - bottom, width: width, height: bottom)
    )
  }
}
