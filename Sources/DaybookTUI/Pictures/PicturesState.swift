import DaybookCore
import ImageKit
import TerminalKit

/// One picture drawn at one size: the stored file, the box of cells and the colours.
public struct PictureRequest: Hashable, Sendable {
  /// The stored copy's name in the attachments folder (unique, never reused).
  public var fileName: String
  public var columns: Int
  public var rows: Int
  public var depth: ColorDepth
  /// Kept in the thumbnail cache (the strip's sizes); the viewer's sizes follow the
  /// terminal and are not.
  public var cached: Bool

  public init(fileName: String, columns: Int, rows: Int, depth: ColorDepth, cached: Bool) {
    self.fileName = fileName
    self.columns = columns
    self.rows = rows
    self.depth = depth
    self.cached = cached
  }
}

/// Where a picture's mosaic is.
public enum PictureLoad: Equatable, Sendable {
  case loading
  case ready(Mosaic)
  /// The picture cannot be shown; the text says why (in English, from the decoder).
  case failed(String)
}

/// The mosaics of the pictures on screen, as they arrive.
public struct PicturesState: Equatable, Sendable {
  /// Mosaics asked for and those arrived, by request.
  public var mosaics: [PictureRequest: PictureLoad] = [:]

  public init() {}
}

/// Results of picture work.
public enum PicturesAction: Equatable, Sendable {
  /// Mosaics were drawn or read from the cache (or failed).
  case mosaicsLoaded([PictureRequest: PictureLoad])
}
