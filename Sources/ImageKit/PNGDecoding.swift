import CPng

/// PNG through libpng, row by row and shrunk as it goes; an interlaced PNG is held whole,
/// so it gets the smaller limit.
enum PNGDecoding {
  /// libpng, opened on the first PNG (CPng/shim.h).
  static let library = LazyLibrary(soname: DAYBOOK_PNG_SONAME) { daybook_png_available() != 0 }

  static func decode(
    _ bytes: [UInt8], minimum: (Int, Int), limits: ImageLimits,
    library: LazyLibrary = PNGDecoding.library
  ) throws(ImageError) -> RGBAImage {
    try library.require()
    let result: Result<RGBAImage, ImageError> = bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress, let reader = daybook_png_open(base, buffer.count)
      else { return .failure(.corrupt("out of memory")) }
      defer { daybook_png_close(reader) }
      func failure() -> ImageError { .corrupt(String(cString: daybook_png_message(reader))) }
      if daybook_png_failed(reader) != 0 { return .failure(failure()) }
      let width = Int(daybook_png_width(reader))
      let height = Int(daybook_png_height(reader))
      // The header is read; whether it is interlaced decides the limit, so check both ways.
      if let refusal = limits.refusal(width: width, height: height, streamed: true) {
        return .failure(refusal)
      }
      let passes = Int(daybook_png_start(reader))
      guard passes > 0 else { return .failure(failure()) }
      if passes > 1 {
        if let refusal = limits.refusal(width: width, height: height, streamed: false) {
          return .failure(refusal)
        }
      }
      let factor = ImageDecoder.shrinkFactor(width: width, height: height, minimum: minimum)
      var shrinker = RowShrinker(sourceWidth: width, sourceHeight: height, factor: factor)
      let rowBytes = width * 4
      if passes == 1 {
        var row = [UInt8](repeating: 0, count: rowBytes)
        for _ in 0..<height {
          let status = row.withUnsafeMutableBufferPointer { rowBuffer -> Int32 in
            guard let rowBase = rowBuffer.baseAddress else { return 1 }
            return daybook_png_read_row(reader, rowBase)
          }
          if status != 0 { return .failure(failure()) }
          row.withUnsafeBufferPointer { shrinker.add($0) }
        }
      } else {
        var whole = [UInt8](repeating: 0, count: rowBytes * height)
        for _ in 0..<passes {
          for y in 0..<height {
            let status = whole.withUnsafeMutableBufferPointer { wholeBuffer -> Int32 in
              guard let wholeBase = wholeBuffer.baseAddress else { return 1 }
              return daybook_png_read_row(reader, wholeBase + y * rowBytes)
            }
            if status != 0 { return .failure(failure()) }
          }
        }
        whole.withUnsafeBufferPointer { wholeBuffer in
          for y in 0..<height {
            let row = wholeBuffer[y * rowBytes..<(y + 1) * rowBytes]
            shrinker.add(UnsafeBufferPointer(rebasing: row))
          }
        }
      }
      return .success(shrinker.image)
    }
    return try result.get()
  }
}
