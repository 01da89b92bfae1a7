import CJpeg

/// Baseline and progressive JPEG through libjpeg-turbo, decoded at 1/2, 1/4 or 1/8 of the
/// size when that is still large enough (libjpeg then skips most of the work).
enum JPEGDecoding {
  /// libjpeg, opened on the first JPEG (CJpeg/shim.h).
  static let library = LazyLibrary(soname: DAYBOOK_JPEG_SONAME) { daybook_jpeg_available() != 0 }

  static func decode(
    _ bytes: [UInt8], minimum: (Int, Int), limits: ImageLimits,
    library: LazyLibrary = JPEGDecoding.library
  ) throws(ImageError) -> RGBAImage {
    try library.require()
    let result: Result<RGBAImage, ImageError> = bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress, let reader = daybook_jpeg_open(base, UInt(buffer.count))
      else { return .failure(.corrupt("out of memory")) }
      defer { daybook_jpeg_close(reader) }
      func failure() -> ImageError { .corrupt(String(cString: daybook_jpeg_message(reader))) }
      if daybook_jpeg_failed(reader) != 0 { return .failure(failure()) }
      let width = Int(daybook_jpeg_width(reader))
      let height = Int(daybook_jpeg_height(reader))
      let streamed = daybook_jpeg_is_progressive(reader) == 0
      if let refusal = limits.refusal(width: width, height: height, streamed: streamed) {
        return .failure(refusal)
      }
      let factor = ImageDecoder.shrinkFactor(width: width, height: height, minimum: minimum)
      let denominator = [8, 4, 2, 1].first { $0 <= factor } ?? 1
      guard daybook_jpeg_start(reader, UInt32(denominator)) == 0 else { return .failure(failure()) }
      let outputWidth = Int(daybook_jpeg_output_width(reader))
      let outputHeight = Int(daybook_jpeg_output_height(reader))
      var shrinker = RowShrinker(
        sourceWidth: outputWidth, sourceHeight: outputHeight, factor: factor / denominator)
      var row = [UInt8](repeating: 0, count: outputWidth * 4)
      for _ in 0..<outputHeight {
        let status = row.withUnsafeMutableBufferPointer { rowBuffer -> Int32 in
          guard let rowBase = rowBuffer.baseAddress else { return 1 }
          return daybook_jpeg_read_row(reader, rowBase)
        }
        if status != 0 { return .failure(failure()) }
        row.withUnsafeBufferPointer { shrinker.add($0) }
      }
      return .success(shrinker.image)
    }
    return try result.get()
  }
}
