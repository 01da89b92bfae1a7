import Expectations
import Glibc
import Testing

@testable import ImageKit

/// A HEIC made by x265 through `heif-enc` (Fixtures/README.md) decodes to its size and
/// colours: the four quadrants within the tolerance of lossy HEVC and 4:2:0 chroma.
@Suite struct RealHEICTests {
  static let fixture: String = {
    let file = "\(#filePath)"
    let folder = file[..<(file.lastIndex(of: "/") ?? file.endIndex)]
    return folder + "/Fixtures/quadrants.heic"
  }()

  /// The pixel at `x`, `y` as red, green, blue.
  static func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> [Int] {
    let offset = (y * image.width + x) * 4
    return image.pixels[offset..<(offset + 3)].map(Int.init)
  }

  static func isNear(_ actual: [Int], _ expected: [Int], tolerance: Int = 40) -> Bool {
    zip(actual, expected).allSatisfy { abs($0 - $1) <= tolerance }
  }

  @Test func aHEICFromX265DecodesToItsSizeAndColours() throws {
    guard let library = dlopen("libheif.so.1", RTLD_NOW | RTLD_LOCAL) else {
      print("skipped: libheif.so.1 cannot be loaded, so HEIC pictures are not decoded")
      return
    }
    dlclose(library)
    expectEqual(ImageDecoder.format(of: TestPictures.bytes(of: Self.fixture)), .heif)
    let image = try ImageDecoder.decode(path: Self.fixture, minimumWidth: 64, minimumHeight: 32)
    expectEqual(image.width, 64)
    expectEqual(image.height, 32)
    expectEqual(image.pixels.count, 64 * 32 * 4)
    // Away from the quadrants' edges, where 4:2:0 chroma blurs the colours.
    let samples: [(x: Int, y: Int, rgb: [Int])] = [
      (8, 8, [255, 0, 0]), (24, 4, [255, 0, 0]),
      (40, 8, [0, 255, 0]), (60, 12, [0, 255, 0]),
      (8, 24, [0, 0, 255]), (20, 28, [0, 0, 255]),
      (40, 24, [255, 255, 255]), (56, 28, [255, 255, 255]),
    ]
    for sample in samples {
      let actual = Self.pixel(image, sample.x, sample.y)
      #expect(Self.isNear(actual, sample.rgb), "(\(sample.x), \(sample.y)): \(actual)")
    }
    // Opaque: the file has no alpha channel.
    expectEqual(image.pixels[3], 255)
  }

  @Test func aHEICShrinksByWholeStepsLikeTheOtherFormats() throws {
    guard let library = dlopen("libheif.so.1", RTLD_NOW | RTLD_LOCAL) else {
      print("skipped: libheif.so.1 cannot be loaded, so HEIC pictures are not decoded")
      return
    }
    dlclose(library)
    let image = try ImageDecoder.decode(path: Self.fixture, minimumWidth: 16, minimumHeight: 8)
    #expect(image.width >= 16 && image.width <= 64)
    expectEqual(image.height * 2, image.width)
    let topLeft = Self.pixel(image, image.width / 8, image.height / 8)
    #expect(Self.isNear(topLeft, [255, 0, 0], tolerance: 50), "\(topLeft)")
  }
}
