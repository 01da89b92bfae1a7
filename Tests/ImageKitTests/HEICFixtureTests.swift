import Expectations
import Glibc
import Testing

@testable import ImageKit

/// The HEIC fixture is decoded and drawn the way the app draws an attachment, and a file
/// whose size says it is empty but which holds a picture (a phone's pictures on a FUSE mount,
/// files of /proc) is read whole: read by its size, such a HEIC was "damaged picture: empty
/// file".
@Suite struct HEICFixtureTests {
  static var libheifLoads: Bool {
    guard let library = dlopen("libheif.so.1", RTLD_NOW | RTLD_LOCAL) else {
      print("skipped: libheif.so.1 cannot be loaded, so HEIC pictures are not decoded")
      return false
    }
    dlclose(library)
    return true
  }

  @Test func theFixtureIsTheCommittedHEIC() {
    let bytes = TestPictures.bytes(of: RealHEICTests.fixture)
    // A checkout or patch that drops binary files leaves it empty; git restores it.
    expectEqual(bytes.count, 728, "quadrants.heic holds \(bytes.count) bytes, not 728")
    expectEqual(ImageDecoder.format(of: bytes), .heif)
  }

  @Test func theFixtureDecodesToItsSizeAndIsDrawnInItsFourColours() throws {
    guard Self.libheifLoads, MosaicRenderer.chafa.isLoaded else { return }
    let size = MosaicRenderer.decodeSize(columns: 16, rows: 4)
    let image = try ImageDecoder.decode(
      path: RealHEICTests.fixture, minimumWidth: size.width, minimumHeight: size.height)
    #expect((image.width, image.height) == (64, 32))
    let mosaic = try MosaicRenderer.render(image, columns: 16, rows: 4, depth: .truecolor)
    #expect((mosaic.columns, mosaic.rows) == (16, 4))
    // Every cell is drawn in a colour; the corners are the quadrants' colours.
    #expect(mosaic.cells.allSatisfy { $0.background >= 0 || $0.foreground >= 0 })
    func colour(_ column: Int, _ row: Int) -> [Int] {
      let cell = mosaic[column, row]
      let value = Int(cell.character == 32 ? cell.background : cell.foreground)
      return [(value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF]
    }
    let corners: [(Int, Int, [Int])] = [
      (0, 0, [255, 0, 0]), (15, 0, [0, 255, 0]), (0, 3, [0, 0, 255]), (15, 3, [255, 255, 255]),
    ]
    for (column, row, expected) in corners {
      let actual = colour(column, row)
      #expect(
        RealHEICTests.isNear(actual, expected, tolerance: 50), "(\(column), \(row)): \(actual)")
    }
  }

  @Test func aFileThatSaysItIsEmptyIsReadToItsEnd() throws {
    // /proc files report a size of 0 and then read their text: "Linux\n" here.
    let file = "/proc/sys/kernel/ostype"
    var status = stat()
    guard stat(file, &status) == 0, status.st_size == 0 else {
      print("skipped: \(file) is not a procfs file of size 0 here")
      return
    }
    try expectEqual(ImageDecoder.readFile(file, limit: 100), Array("Linux\n".utf8))
    #expect(throws: ImageError.tooLarge(width: 0, height: 0)) {
      try ImageDecoder.readFile(file, limit: 5)
    }
    // What a user saw for such a file: not "damaged picture: empty file".
    #expect(throws: ImageError.unknownFormat) {
      try ImageDecoder.decode(path: file, minimumWidth: 8, minimumHeight: 8)
    }
  }

  @Test func aFileLargerThanTheFirstReadIsReadWhole() throws {
    let folder = TestPictures.folder()
    defer { TestPictures.remove(folder) }
    let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
    TestPictures.write(bytes, to: folder + "/big.bin")
    try expectEqual(ImageDecoder.readFile(folder + "/big.bin", limit: 200_000), bytes)
    #expect(throws: ImageError.tooLarge(width: 0, height: 0)) {
      try ImageDecoder.readFile(folder + "/big.bin", limit: 199_999)
    }
  }
}
