/// How large a picture may be before it is refused, checked on the header before any pixel
/// memory is allocated.
public struct ImageLimits: Equatable, Sendable {
  /// Largest file read.
  public var maxFileBytes: Int
  /// Longest side, in pixels.
  public var maxSide: Int
  /// Most pixels of a picture decoded row by row (baseline JPEG, plain PNG).
  public var maxStreamedPixels: Int
  /// Most pixels of a picture that is held whole while decoding (progressive JPEG,
  /// interlaced PNG, HEIF).
  public var maxWholePixels: Int

  public init(maxFileBytes: Int, maxSide: Int, maxStreamedPixels: Int, maxWholePixels: Int) {
    self.maxFileBytes = maxFileBytes
    self.maxSide = maxSide
    self.maxStreamedPixels = maxStreamedPixels
    self.maxWholePixels = maxWholePixels
  }

  /// Enough for any camera or phone photo, small enough to stay within about 80 MiB.
  public static let standard = ImageLimits(
    maxFileBytes: 64 << 20, maxSide: 20_000, maxStreamedPixels: 100_000_000,
    maxWholePixels: 16_000_000)

  /// Why a picture of `width`×`height` is refused, or nil when it may be decoded.
  func refusal(width: Int, height: Int, streamed: Bool) -> ImageError? {
    let pixels = width.multipliedReportingOverflow(by: height)
    let most = streamed ? maxStreamedPixels : maxWholePixels
    guard width > 0, height > 0 else { return .corrupt("no pixels") }
    guard width <= maxSide, height <= maxSide, !pixels.overflow, pixels.partialValue <= most
    else { return .tooLarge(width: width, height: height) }
    return nil
  }
}
