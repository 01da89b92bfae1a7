import DaybookCore
import ImageKit
import TerminalKit

/// The strip of pictures under an entry: each a small mosaic, the selected one larger.
enum PictureStripView {
  static func render(_ state: AppState, into canvas: inout Canvas, in rect: Rect) {
    let list = state.attachments
    let shown = PicturesFeature.pictures(list, day: state.editor.day)
    guard !rect.isEmpty, !shown.isEmpty else { return }
    let theme = state.theme
    canvas.fill(rect, style: theme.style(.text))
    let paneHeight = PicturesFeature.editorPaneHeight(state)
    let requests = shown.map {
      PicturesFeature.stripRequest(
        $0.item, selected: $0.index == list.selection, depth: state.colorDepth,
        paneHeight: paneHeight)
    }
    // Start late enough that the selected picture is on screen.
    let selected = shown.firstIndex { $0.index == list.selection } ?? 0
    var first = 0
    while first < selected,
      requests[first...selected].reduce(0, { $0 + $1.columns + 1 }) > rect.width
    {
      first += 1
    }
    var x = rect.x
    for position in first..<requests.count {
      let request = requests[position]
      guard x < rect.maxX else { break }
      let box = Rect(x: x, y: rect.y, width: request.columns, height: request.rows)
        .intersection(rect)
      PictureBox.render(
        load(request, in: state.pictures), into: &canvas, in: box, theme: theme,
        language: state.language)
      x += request.columns + 1
    }
  }
}

extension PictureStripView {
  /// The mosaic of `request`, or while it is drawn, the picture at another size.
  static func load(_ request: PictureRequest, in pictures: PicturesState) -> PictureLoad? {
    if let load = pictures.mosaics[request], load != .loading { return load }
    let standIn = pictures.mosaics.filter { other, load in
      guard other.fileName == request.fileName, case .ready = load else { return false }
      return true
    }.min { ($0.key.columns, $0.key.rows) < ($1.key.columns, $1.key.rows) }
    return standIn?.value ?? pictures.mosaics[request]
  }
}

/// One picture in a box of cells: its mosaic centred, or a placeholder while it is drawn or
/// when it cannot be.
enum PictureBox {
  static func render(
    _ load: PictureLoad?, into canvas: inout Canvas, in box: Rect, theme: Theme,
    language: Language
  ) {
    guard !box.isEmpty else { return }
    switch load {
    case .ready(let mosaic):
      mosaic.draw(
        into: &canvas, x: box.x + max(0, (box.width - mosaic.columns) / 2),
        y: box.y + max(0, (box.height - mosaic.rows) / 2), clip: box)
    case .failed:
      canvas.fill(box, grapheme: "╳", style: theme.style(.muted))
      canvas.draw(
        "?", x: box.x + box.width / 2, y: box.y + box.height / 2, style: theme.style(.danger),
        maxWidth: 1)
    case .loading, nil:
      canvas.fill(box, grapheme: "░", style: theme.style(.muted))
      let text = PictureText.loading.text(language)
      let width = min(box.width, TextWidth.width(of: text))
      canvas.draw(
        text, x: box.x + (box.width - width) / 2, y: box.y + box.height / 2,
        style: theme.style(.muted), maxWidth: box.width)
    }
  }
}

/// The full-screen viewer: the picture's name, the picture as large as the screen allows,
/// and its keys.
enum PictureViewerView {
  static func render(
    _ state: AppState, _ viewerState: PictureViewerFeature.State, into canvas: inout Canvas
  ) {
    let viewer = viewerState.shown
    let theme = state.theme
    let bounds = canvas.bounds
    canvas.fill(bounds, style: theme.style(.text))
    let shown = PicturesFeature.pictures(state.attachments, day: state.editor.day)
    let position = shown.firstIndex { $0.item == viewer }.map { " (\($0 + 1)/\(shown.count))" }
    canvas.draw(
      viewer.originalName + (position ?? ""), x: 0, y: 0, style: theme.style(.title),
      maxWidth: bounds.width)
    if bounds.height > 1 {
      canvas.draw(
        PictureViewerFeature.keyLine(state.language).map { $0.shownKeys + " " + $0.help }
          .joined(separator: "  "), x: 0, y: bounds.height - 1,
        style: theme.style(.muted), maxWidth: bounds.width)
    }
    guard let request = PicturesFeature.viewerRequest(state), bounds.height > 2 else { return }
    let area = Rect(x: 0, y: 1, width: bounds.width, height: bounds.height - 2)
    let load = state.pictures.mosaics[request]
    PictureBox.render(load, into: &canvas, in: area, theme: theme, language: state.language)
    if case .failed(let message) = load {
      // The one line that says why, over the placeholder.
      let text = PictureText.cannotShow.text(state.language, viewer.originalName, message)
      let width = min(area.width, TextWidth.width(of: text))
      canvas.draw(
        text, x: (area.width - width) / 2, y: area.y + area.height / 2,
        style: theme.style(.danger), maxWidth: area.width)
    }
  }
}
