import DaybookCore
import ImageKit
import TerminalKit

/// Runs the pictures on their part of the state: the app works out which mosaics the screen
/// shows (the open entry's strip, the viewer, the plants screen's photo), and turns the
/// feature's outputs into off-loop drawing and status lines.
extension AppReducer {
  static func pictures(_ state: inout AppState, _ event: PicturesAction) -> [Effect] {
    switch event {
    case .mosaicsLoaded(let results):
      pictures(&state, PicturesFeature.Action.mosaicsLoaded(results))
    }
  }

  /// Forgets mosaics no longer on screen and asks for those missing (after anything that
  /// changes what pictures are shown, or at what size or colours).
  static func refreshPictures(_ state: inout AppState) -> [Effect] {
    pictures(&state, PicturesFeature.Action.wanted(PicturesFeature.wanted(state)))
  }

  static func pictures(_ state: inout AppState, _ action: PicturesFeature.Action) -> [Effect] {
    scope(PicturesFeature.self, \.pictures, action, &state) { output, state in
      switch output {
      case .drawStrip(let requests): return [.longRunning(.pictures(requests), id: .pictureStrip)]
      case .drawViewer(let request): return [.longRunning(.pictures([request]), id: .pictureViewer)]
      case .drawPlantPhoto(let request):
        return [.longRunning(.pictures([request]), id: .plantPhoto)]
      case let .cannotShow(fileName, message):
        let name =
          state.attachments.items.first { $0.fileName == fileName }?.originalName
          ?? state.plantsScreen?.items?.lazy.compactMap(\.photo)
          .first { $0.fileName == fileName }?.originalName
          ?? fileName
        showStatus(
          PictureText.cannotShow.text(state.language, name, message), isError: true, &state)
        return []
      }
    }
  }
}

/// The mosaics the app's state shows, for the routing and the views.
extension PicturesFeature {
  /// What the screen shows now: the open entry's strip, the viewer and the plant photo.
  static func wanted(_ state: AppState) -> Wanted {
    let list = state.attachments
    let paneHeight = editorPaneHeight(state)
    let strip = pictures(list, day: state.editor.day).map {
      stripRequest(
        $0.item, selected: $0.index == list.selection, depth: state.colorDepth,
        paneHeight: paneHeight)
    }
    return Wanted(
      strip: strip, viewer: viewerRequest(state), plant: plantPhotoRequest(state),
      depth: state.colorDepth)
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
}
