import DaybookCore
import ImageKit
import TerminalKit

/// Asks for the mosaics of the open entry's pictures, for the strip under the entry, the
/// full-screen viewer and the plants screen.
enum PicturesFeature {
  /// A picture in the strip, and the selected one (drawn larger).
  static let smallSize = (columns: 12, rows: 5)
  static let largeSize = (columns: 20, rows: 8)
  /// Rows the strip takes under the entry when it has pictures.
  static let stripRows = largeSize.rows
  /// A plant's photo in its detail on the plants screen.
  static let plantPhotoSize = (columns: 20, rows: 8)

  static func isPicture(_ attachment: Attachment) -> Bool {
    ImageDecoder.isPictureName(attachment.originalName)
      || ImageDecoder.isPictureName(attachment.fileName)
  }

  /// The pictures of the open entry, with their places in the attachment list.
  static func pictures(_ list: AttachmentList, day: Day) -> [(index: Int, item: Attachment)] {
    guard list.day == day else { return [] }
    return list.items.enumerated().filter { isPicture($0.element) }.map { ($0.offset, $0.element) }
  }

  /// Rows the strip takes under the attachment list (none without pictures) in an Entry
  /// pane `paneHeight` rows tall (nil: the standard strip).
  static func rows(_ list: AttachmentList, day: Day, paneHeight: Int? = nil) -> Int {
    pictures(list, day: day).isEmpty ? 0 : stripSizes(paneHeight: paneHeight).large.rows
  }

  /// The strip's request for a picture at `index` of the list, in a pane `paneHeight` rows
  /// tall (nil: the standard strip).
  static func stripRequest(
    _ attachment: Attachment, selected: Bool, depth: ColorDepth, paneHeight: Int? = nil
  ) -> PictureRequest {
    let sizes = stripSizes(paneHeight: paneHeight)
    let size = selected ? sizes.large : sizes.small
    return PictureRequest(
      fileName: attachment.fileName, columns: size.columns, rows: size.rows, depth: depth,
      cached: true)
  }

  /// The viewer's request: the whole screen but a title and a key line.
  static func viewerRequest(_ state: AppState) -> PictureRequest? {
    guard let viewer = state[presented: .pictureViewer] else { return nil }
    return PictureRequest(
      fileName: viewer.shown.fileName, columns: max(1, state.size.width),
      rows: max(1, state.size.height - 2), depth: state.colorDepth, cached: false)
  }

  /// The photo of the plant open in the plants screen's detail, when it has one that is a
  /// picture; cached like the strip's.
  static func plantPhotoRequest(_ state: AppState) -> PictureRequest? {
    guard let screen = state.plantsScreen else { return nil }
    let photo: PlantPhoto
    if let detail = screen.detail, let shown = screen.item(detail.plantID)?.photo,
      ImageDecoder.isPictureName(shown.originalName) || ImageDecoder.isPictureName(shown.fileName)
    {
      photo = shown
    } else if let selected = PlantListPhoto.selectedPhoto(
      screen, screen: AppLayout(size: state.size, focus: state.focus).body)
    {
      // The list's panel: the same size as the detail's, so one thumbnail serves both.
      photo = selected
    } else {
      return nil
    }
    return PictureRequest(
      fileName: photo.fileName, columns: plantPhotoSize.columns, rows: plantPhotoSize.rows,
      depth: state.colorDepth, cached: true)
  }

  /// Forgets mosaics no longer on screen and asks for those missing; a picture still being
  /// drawn is asked for again with the rest (a newer request replaces the older). A strip
  /// mosaic of a picture still shown stays, to stand in while its other size is drawn.
  static func refresh(_ state: inout AppState) -> [Effect] {
    let list = state.attachments
    let paneHeight = editorPaneHeight(state)
    let strip = pictures(list, day: state.editor.day).map {
      stripRequest(
        $0.item, selected: $0.index == list.selection, depth: state.colorDepth,
        paneHeight: paneHeight)
    }
    let viewer = viewerRequest(state)
    let plant = plantPhotoRequest(state)
    let wanted = Set(strip + (viewer.map { [$0] } ?? []) + (plant.map { [$0] } ?? []))
    let files = Set(strip.map(\.fileName))
    state.pictures.mosaics = state.pictures.mosaics.filter { request, load in
      if wanted.contains(request) { return true }
      guard case .ready = load else { return false }
      return request.cached && request.depth == state.colorDepth && files.contains(request.fileName)
    }
    var effects: [Effect] = []
    if strip.contains(where: { state.pictures.mosaics[$0] == nil }) {
      let pending = strip.filter {
        state.pictures.mosaics[$0] == nil || state.pictures.mosaics[$0] == .loading
      }
      for request in pending { state.pictures.mosaics[request] = .loading }
      effects.append(.longRunning(.pictures(pending), id: .pictureStrip))
    }
    if let viewer, state.pictures.mosaics[viewer] == nil {
      state.pictures.mosaics[viewer] = .loading
      effects.append(.longRunning(.pictures([viewer]), id: .pictureViewer))
    }
    if let plant, state.pictures.mosaics[plant] == nil {
      state.pictures.mosaics[plant] = .loading
      effects.append(.longRunning(.pictures([plant]), id: .plantPhoto))
    }
    return effects
  }

  static func reduce(_ state: inout AppState, _ action: PicturesAction) -> [Effect] {
    switch action {
    case .mosaicsLoaded(let results):
      for (request, load) in results.sorted(by: { $0.key.fileName < $1.key.fileName })
      where state.pictures.mosaics[request] != nil {
        state.pictures.mosaics[request] = load
        if case .failed(let message) = load {
          let name =
            state.attachments.items.first { $0.fileName == request.fileName }?.originalName
            ?? state.plantsScreen?.items?.lazy.compactMap(\.photo)
            .first { $0.fileName == request.fileName }?.originalName
            ?? request.fileName
          AppReducer.showStatus(
            PictureText.cannotShow.text(state.language, name, message), isError: true, &state)
        }
      }
      return []
    }
  }
}
