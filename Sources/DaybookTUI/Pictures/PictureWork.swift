import DaybookCore
import ImageKit

/// Draws the mosaics of picture requests, off the input loop: from the thumbnail cache when
/// it has them, else decoded (each file once, at the largest size asked) and cached.
enum PictureWork {
  /// A failure is worded in `language` where it is ours to word (a missing library).
  static func load(
    _ requests: [PictureRequest], journal: Journal, language: Language = .en
  ) -> [AppAction] {
    let cache = ThumbnailCache(folder: journal.folder + "/" + ThumbnailCache.folderName)
    var results: [PictureRequest: PictureLoad] = [:]
    var byFile: [String: [PictureRequest]] = [:]
    for request in requests {
      if request.cached, let mosaic = cache.mosaic(for: request) {
        results[request] = .ready(mosaic)
      } else {
        byFile[request.fileName, default: []].append(request)
      }
    }
    for (fileName, wanted) in byFile.sorted(by: { $0.key < $1.key }) {
      guard ThumbnailCache.isPlainName(fileName) else {
        for request in wanted { results[request] = .failed(ImageError.unknownFormat.description) }
        continue
      }
      let columns = wanted.map(\.columns).max() ?? 1
      let rows = wanted.map(\.rows).max() ?? 1
      let size = MosaicRenderer.decodeSize(columns: columns, rows: rows)
      do {
        let image = try ImageDecoder.decode(
          path: journal.attachmentsFolder + "/" + fileName, minimumWidth: size.width,
          minimumHeight: size.height)
        for request in wanted {
          let mosaic = try MosaicRenderer.render(
            image, columns: request.columns, rows: request.rows, depth: request.depth)
          if request.cached { cache.store(mosaic, for: request) }
          results[request] = .ready(mosaic)
        }
      } catch {
        for request in wanted { results[request] = .failed(error.reason(language)) }
      }
    }
    return [.pictures(.mosaicsLoaded(results))]
  }
}
