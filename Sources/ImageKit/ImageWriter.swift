import CJpeg
import CPng

/// Writes RGBA pixels as PNG or JPEG: for generated test pictures and benchmarks.
public enum ImageWriter {
  /// Writes `image` as a PNG file; false when it could not be written (or libpng is missing).
  public static func writePNG(_ image: RGBAImage, to path: String) -> Bool {
    guard PNGDecoding.library.isLoaded else { return false }
    return image.pixels.withUnsafeBufferPointer { pixels in
      daybook_png_write_rgba(path, pixels.baseAddress, UInt32(image.width), UInt32(image.height))
        == 0
    }
  }

  /// Writes `image` (alpha dropped) as a baseline JPEG of `quality` 1–100.
  public static func writeJPEG(_ image: RGBAImage, to path: String, quality: Int = 90) -> Bool {
    guard JPEGDecoding.library.isLoaded else { return false }
    var rgb = [UInt8]()
    rgb.reserveCapacity(image.width * image.height * 3)
    var index = 0
    while index + 3 < image.pixels.count {
      rgb.append(image.pixels[index])
      rgb.append(image.pixels[index + 1])
      rgb.append(image.pixels[index + 2])
      index += 4
    }
    return rgb.withUnsafeBufferPointer { pixels in
      daybook_jpeg_write_rgb(
        path, pixels.baseAddress, UInt32(image.width), UInt32(image.height), Int32(quality)) == 0
    }
  }
}
