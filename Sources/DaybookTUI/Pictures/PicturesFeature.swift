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

  typealias State = PicturesState

  /// What happened to the pictures on screen.
  enum Action: Equatable, Sendable {
    /// What the screen shows now needs these mosaics (the app works them out from the open
    /// entry, the viewer and the plants screen, at the terminal's colours).
    case wanted(Wanted)
    /// Mosaics were drawn or read from the cache (or failed).
    case mosaicsLoaded([PictureRequest: PictureLoad])
  }

  /// The mosaics the screen shows: the strip's, the viewer's and the plant photo's.
  struct Wanted: Equatable, Sendable {
    var strip: [PictureRequest]
    var viewer: PictureRequest?
    var plant: PictureRequest?
    var depth: ColorDepth
  }

  /// What the pictures ask of the app.
  enum Output: Equatable, Sendable {
    /// Draw the strip's missing mosaics off the input loop (a newer request replaces it).
    case drawStrip([PictureRequest])
    /// Draw the viewer's mosaic.
    case drawViewer(PictureRequest)
    /// Draw the plant photo's mosaic.
    case drawPlantPhoto(PictureRequest)
    /// A picture cannot be shown; the message says why (from the decoder).
    case cannotShow(fileName: String, message: String)
  }

  static func reduce(into state: inout State, action: Action) -> [Output] {
    switch action {
    case .wanted(let wanted):
      return show(wanted, &state)
    case .mosaicsLoaded(let results):
      var outputs: [Output] = []
      for (request, load) in results.sorted(by: { $0.key.fileName < $1.key.fileName })
      where state.mosaics[request] != nil {
        state.mosaics[request] = load
        if case .failed(let message) = load {
          outputs.append(.cannotShow(fileName: request.fileName, message: message))
        }
      }
      return outputs
    }
  }

  /// Forgets mosaics no longer on screen and asks for those missing; a picture still being
  /// drawn is asked for again with the rest (a newer request replaces the older). A strip
  /// mosaic of a picture still shown stays, to stand in while its other size is drawn.
  private static func show(_ wanted: Wanted, _ state: inout State) -> [Output] {
    let strip = wanted.strip
    let all = Set(strip + (wanted.viewer.map { [$0] } ?? []) + (wanted.plant.map { [$0] } ?? []))
    let files = Set(strip.map(\.fileName))
    state.mosaics = state.mosaics.filter { request, load in
      if all.contains(request) { return true }
      guard case .ready = load else { return false }
      return request.cached && request.depth == wanted.depth && files.contains(request.fileName)
    }
    var outputs: [Output] = []
    if strip.contains(where: { state.mosaics[$0] == nil }) {
      let pending = strip.filter { state.mosaics[$0] == nil || state.mosaics[$0] == .loading }
      for request in pending { state.mosaics[request] = .loading }
      outputs.append(.drawStrip(pending))
    }
    if let viewer = wanted.viewer, state.mosaics[viewer] == nil {
      state.mosaics[viewer] = .loading
      outputs.append(.drawViewer(viewer))
    }
    if let plant = wanted.plant, state.mosaics[plant] == nil {
      state.mosaics[plant] = .loading
      outputs.append(.drawPlantPhoto(plant))
    }
    return outputs
  }
}
