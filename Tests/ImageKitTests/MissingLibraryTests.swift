import Expectations
import Foundation
import Testing

@testable import ImageKit

/// libchafa, libjpeg and libpng are opened on first use (their shim.h): when one is not
/// installed, a picture fails with an error naming it, and nothing crashes. The libraries are
/// made "missing" by looking for them under a soname that does not exist.
@Suite struct MissingLibraryTests {
  static let nowhere = "libdaybook-missing-for-tests.so.0"

  static func missing(_ library: LazyLibrary) -> LazyLibrary {
    LazyLibrary(library, lookingFor: nowhere)
  }

  @Test func aMosaicWithoutLibchafaNamesIt() {
    let image = TestPictures.quadrants(width: 16, height: 16)
    let result = Result { () throws(ImageError) in
      try MosaicRenderer.render(
        image, columns: 4, rows: 2, depth: .palette256, chafa: Self.missing(MosaicRenderer.chafa))
    }
    expectEqual(result.failure, ImageError.missingLibrary(Self.nowhere))
    expectEqual(
      ImageError.missingLibrary("libchafa.so.0").description, "libchafa.so.0 is not installed")
  }

  @Test(arguments: ["png", "jpg"]) func aJPEGOrPNGWithoutItsLibraryNamesIt(format: String)
    throws
  {
    let folder = TestPictures.folder()
    defer { TestPictures.remove(folder) }
    let image = TestPictures.quadrants(width: 32, height: 32)
    let path = folder + "/q." + format
    let written =
      format == "png"
      ? ImageWriter.writePNG(image, to: path) : ImageWriter.writeJPEG(image, to: path)
    #expect(written)
    let bytes = try ImageDecoder.readFile(path, limit: 1 << 20)
    let result: Result<RGBAImage, ImageError>
    if format == "png" {
      result = Result { () throws(ImageError) in
        try PNGDecoding.decode(
          bytes, minimum: (8, 8), limits: .standard, library: Self.missing(PNGDecoding.library))
      }
    } else {
      result = Result { () throws(ImageError) in
        try JPEGDecoding.decode(
          bytes, minimum: (8, 8), limits: .standard, library: Self.missing(JPEGDecoding.library))
      }
    }
    expectEqual(result.failure, ImageError.missingLibrary(Self.nowhere))
    // The real library, under its own soname, still decodes the same bytes.
    let decoded = try ImageDecoder.decode(bytes: bytes, minimumWidth: 8, minimumHeight: 8)
    #expect(decoded.width >= 8)
  }

  @Test func theShimsNameTheSonamesTheyOpen() {
    expectEqual(MosaicRenderer.chafa.soname, "libchafa.so.0")
    expectEqual(JPEGDecoding.library.soname, "libjpeg.so.62")
    expectEqual(PNGDecoding.library.soname, "libpng16.so.16")
    #expect(MosaicRenderer.chafa.isLoaded)
    #expect(!Self.missing(MosaicRenderer.chafa).isLoaded)
  }
}

extension Result {
  fileprivate var failure: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
