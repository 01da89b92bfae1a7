import DaybookCore

extension PictureViewerFeature: PlainFeature {}

extension DestinationCase where Value == PictureViewerFeature.State {
  static var pictureViewer: Self {
    Self(
      extract: { if case .pictureViewer(let s) = $0 { s } else { nil } },
      embed: Destination.pictureViewer)
  }
}

/// Opens the viewer on a picture of the entry and runs it in the destination; moving
/// through the pictures moves the editor's attachment selection too, and every change asks
/// for the mosaics now on screen.
extension AppReducer {
  /// `v` on a picture opens the viewer; nil for other files (they open as before).
  static func openPictureViewer(_ attachment: Attachment, _ state: inout AppState)
    -> [Effect]?
  {
    guard PicturesFeature.isPicture(attachment) else { return nil }
    state.destination = .pictureViewer(PictureViewerFeature.State(shown: attachment))
    return refreshPictures(&state)
  }

  static func pictureViewer(_ state: inout AppState, _ action: PictureViewerFeature.Action)
    -> [Effect]
  {
    presented(PictureViewerFeature.self, .pictureViewer, action, &state) { output, state in
      switch output {
      case .close:
        state[presented: .pictureViewer] = nil
        return [.cancel(.pictureViewer)] + refreshPictures(&state)
      case .step(let offset):
        let shown = PicturesFeature.pictures(state.attachments, day: state.editor.day)
        guard shown.count > 1, let viewer = state[presented: .pictureViewer],
          let position = shown.firstIndex(where: { $0.item == viewer.shown })
        else { return [] }
        let next = shown[((position + offset) % shown.count + shown.count) % shown.count]
        state[presented: .pictureViewer] = PictureViewerFeature.State(shown: next.item)
        state.attachments.selection = next.index
        return refreshPictures(&state)
      }
    }
  }
}
