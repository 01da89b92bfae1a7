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

enum AttachmentsFeature {
  static let keymap: [BrowseKey] = [
    BrowseKey(["A"], .keyAttach),
    BrowseKey(["v"], .keyOpenAttachment),
    BrowseKey(["X"], .keyRemoveAttachment),
    BrowseKey(["[", "]"], .keySelectAttachment),
  ]

  /// Attachment keys of the editor pane when it is not typing; nil when `key` is not one.
  static func editorKey(_ key: Key, _ state: inout AppState) -> [Effect]? {
    guard !state.editor.isTypingText, let binding = keymap.first(where: { $0.matches(key) })
    else { return nil }
    var list = state.attachments
    let day = state.editor.day
    switch binding.help {
    case .keyAttach:
      guard state.editor.entryID != nil || !state.editor.buffer.isEmpty else {
        AppReducer.showStatus(BrowseText.noEntryToAttach.text(state.language), isError: true, &state)
        return []
      }
      state.destination = .attachPrompt(AttachPromptFeature.State(day: day))
      // Unsaved text is saved first, so there is an entry to attach to.
      return state.editor.unsavedEntry.map { [.saveEntry($0, base: state.editor.baseText)] } ?? []
    case .keyOpenAttachment:
      guard list.day == day, let attachment = list.selected else { return [] }
      if let effects = AppReducer.openPictureViewer(attachment, &state) { return effects }
      return [.browse(.openAttachment(attachment))]
    case .keyRemoveAttachment:
      guard list.day == day, let attachment = list.selected else { return [] }
      state.destination = .confirm(
        Confirmation(
          prompt: BrowseText.removePrompt.text(state.language, attachment.originalName),
          effects: [.browse(.removeAttachment(attachment, day: day))]))
      return []
    default:
      guard !list.items.isEmpty else { return [] }
      let step = key == .character("[") ? -1 : 1
      list.selection = (list.selection + step + list.items.count) % list.items.count
      state.attachments = list
      return PicturesFeature.refresh(&state)
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
    // The keys of the table the editor matches, as one hint: "A v X [ ]".
    let keys =
      focused
      ? "  " + AttachmentsFeature.keymap.map { $0.keys.joined(separator: " ") }
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
