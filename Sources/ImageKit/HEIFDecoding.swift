import CHeif

/// HEIF (HEIC phone photos, and AVIF where libheif has the decoder) through libheif, which
/// reports errors as values: no jumps to guard against. libheif decodes the picture whole,
/// so it gets the smaller limit, checked before decoding and enforced by libheif too. It is
/// opened on first use rather than linked, so runs without a HEIF picture never load it.
enum HEIFDecoding {
  static func decode(_ bytes: [UInt8], minimum: (Int, Int), limits: ImageLimits)
    throws(ImageError) -> RGBAImage
  {
    // libheif is loaded here, the first time a HEIF picture is decoded (see CHeif/shim.h).
    guard daybook_heif_available() != 0 else { throw .missingLibrary("libheif.so.1") }
    guard let context = daybook_heif_context_alloc() else { throw .corrupt("out of memory") }
    defer { daybook_heif_context_free(context) }
    daybook_heif_context_set_maximum_image_size_limit(context, Int32(limits.maxSide))
    let result: Result<RGBAImage, ImageError> = bytes.withUnsafeBytes { raw in
      guard let base = raw.baseAddress else { return .failure(.corrupt("empty file")) }
      var error = daybook_heif_context_read_from_memory_without_copy(context, base, raw.count, nil)
      guard error.code == heif_error_Ok else { return .failure(Self.failure(error)) }
      var handle: OpaquePointer?
      error = daybook_heif_context_get_primary_image_handle(context, &handle)
      guard error.code == heif_error_Ok, let handle else { return .failure(Self.failure(error)) }
      defer { daybook_heif_image_handle_release(handle) }
      let width = Int(daybook_heif_image_handle_get_width(handle))
      let height = Int(daybook_heif_image_handle_get_height(handle))
      if let refusal = limits.refusal(width: width, height: height, streamed: false) {
        return .failure(refusal)
      }
      var image: OpaquePointer?
      error = daybook_heif_decode_image(
        handle, &image, heif_colorspace_RGB, heif_chroma_interleaved_RGBA, nil)
      guard error.code == heif_error_Ok, let image else { return .failure(Self.failure(error)) }
      defer { daybook_heif_image_release(image) }
      var stride: Int32 = 0
      guard
        let plane = daybook_heif_image_get_plane_readonly(image, heif_channel_interleaved, &stride)
      else { return .failure(.corrupt("no pixels")) }
      let decodedWidth = Int(daybook_heif_image_get_width(image, heif_channel_interleaved))
      let decodedHeight = Int(daybook_heif_image_get_height(image, heif_channel_interleaved))
      guard decodedWidth > 0, decodedHeight > 0, Int(stride) >= decodedWidth * 4 else {
        return .failure(.corrupt("no pixels"))
      }
      let factor = ImageDecoder.shrinkFactor(
        width: decodedWidth, height: decodedHeight, minimum: minimum)
      var shrinker = RowShrinker(
        sourceWidth: decodedWidth, sourceHeight: decodedHeight, factor: factor)
      for y in 0..<decodedHeight {
        shrinker.add(UnsafeBufferPointer(start: plane + y * Int(stride), count: decodedWidth * 4))
      }
      return .success(shrinker.image)
    }
    return try result.get()
  }

  private static func failure(_ error: heif_error) -> ImageError {
    let message = error.message.map { String(cString: $0) } ?? "error \(error.code.rawValue)"
    if error.code == heif_error_Unsupported_feature || error.code == heif_error_Unsupported_filetype
    {
      return .unsupported(message)
    }
    return .corrupt(message)
  }
}
