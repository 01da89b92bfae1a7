import Expectations
import Glibc
import Testing

@testable import ImageKit

/// Broken, truncated and hostile files give an error: no crash, no hang, no huge allocation.
@Suite struct HostileImageTests {
  /// A PNG header claiming 30000×30000 pixels, with a valid CRC, and a little zlib data.
  static func hugePNGHeader() -> [UInt8] {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    func chunk(_ type: String, _ data: [UInt8]) {
      let typeBytes = Array(type.utf8)
      let length = UInt32(data.count)
      bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: length >> $0) }
      bytes += typeBytes + data
      let crc = crc32(typeBytes + data)
      bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: crc >> $0) }
    }
    let side: UInt32 = 30000
    let size = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: side >> $0) }
    chunk("IHDR", size + size + [8, 6, 0, 0, 0])
    chunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])
    chunk("IEND", [])
    return bytes
  }

  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = (crc & 1) != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return crc ^ 0xFFFF_FFFF
  }

  /// A HEIF file whose `ftyp` says HEIC and whose next box claims more bytes than there are.
  static func badHEIC() -> [UInt8] {
    var bytes: [UInt8] = [0, 0, 0, 24] + Array("ftypheic".utf8) + [0, 0, 0, 0]
    bytes += Array("mif1heic".utf8)
    bytes += [0x7F, 0xFF, 0xFF, 0xF0] + Array("meta".utf8) + [0, 0, 0, 0, 0, 0, 0, 33]
    bytes += Array("hdlr".utf8) + [1, 2, 3]
    return bytes
  }

  static func decode(_ bytes: [UInt8]) -> Result<RGBAImage, ImageError> {
    Result { () throws(ImageError) -> RGBAImage in
      try ImageDecoder.decode(bytes: bytes, minimumWidth: 64, minimumHeight: 32)
    }
  }

  @Test func hugePNGIsRefusedBeforeDecoding() {
    let result = Self.decode(Self.hugePNGHeader())
    expectEqual(result, .failure(.tooLarge(width: 30000, height: 30000)))
  }

  @Test func hugeJPEGIsRefusedBeforeDecoding() throws {
    let folder = TestPictures.folder()
    defer { TestPictures.remove(folder) }
    #expect(ImageWriter.writeJPEG(TestPictures.quadrants(), to: folder + "/q.jpg"))
    var bytes = TestPictures.bytes(of: folder + "/q.jpg")
    // The baseline SOF0 segment's height and width (FF C0, length, precision, H, W).
    let marker = try #require(
      bytes.indices.first { bytes[$0] == 0xFF && $0 + 1 < bytes.count && bytes[$0 + 1] == 0xC0 })
    for offset in [5, 7] {
      bytes[marker + offset] = 0x75
      bytes[marker + offset + 1] = 0x30
    }
    expectEqual(Self.decode(bytes), .failure(.tooLarge(width: 30000, height: 30000)))
  }

  @Test func jpegCutInHalfIsAnError() {
    let folder = TestPictures.folder()
    defer { TestPictures.remove(folder) }
    let picture = TestPictures.gradient(width: 320, height: 200)
    #expect(ImageWriter.writeJPEG(picture, to: folder + "/g.jpg"))
    let bytes = TestPictures.bytes(of: folder + "/g.jpg")
    #expect(bytes.count > 1000)
    guard case .failure(.corrupt) = Self.decode(Array(bytes.prefix(bytes.count / 2))) else {
      Issue.record("a truncated JPEG decoded")
      return
    }
  }

  @Test func pngCutInHalfIsAnError() {
    let folder = TestPictures.folder()
    defer { TestPictures.remove(folder) }
    let picture = TestPictures.gradient(width: 320, height: 200)
    #expect(ImageWriter.writePNG(picture, to: folder + "/g.png"))
    let bytes = TestPictures.bytes(of: folder + "/g.png")
    guard case .failure(.corrupt) = Self.decode(Array(bytes.prefix(bytes.count / 2))) else {
      Issue.record("a truncated PNG decoded")
      return
    }
  }

  @Test func heicWithABadBoxIsAnError() {
    switch Self.decode(Self.badHEIC()) {
    case .failure(.corrupt), .failure(.unsupported): break
    default: Issue.record("a broken HEIC decoded")
    }
  }

  @Test func emptyAndUnknownFiles() throws {
    expectEqual(Self.decode([]), .failure(.corrupt("empty file")))
    expectEqual(Self.decode(Array("hello, not a picture".utf8)), .failure(.unknownFormat))
    let folder = TestPictures.folder()
    defer { TestPictures.remove(folder) }
    TestPictures.write([], to: folder + "/empty.jpg")
    #expect(throws: ImageError.corrupt("empty file")) {
      try ImageDecoder.decode(path: folder + "/empty.jpg", minimumWidth: 8, minimumHeight: 8)
    }
    #expect(throws: ImageError.self) {
      try ImageDecoder.decode(path: folder + "/missing.png", minimumWidth: 8, minimumHeight: 8)
    }
    #expect(throws: ImageError.unreadable("not a regular file")) {
      try ImageDecoder.decode(path: folder, minimumWidth: 8, minimumHeight: 8)
    }
  }

  /// Mutates generated JPEGs and PNGs a few hundred times (fixed seed): every result is a
  /// picture within the limits or an error.
  @Test func fuzzedPicturesNeverCrash() {
    let folder = TestPictures.folder()
    defer { TestPictures.remove(folder) }
    let image = TestPictures.gradient(width: 96, height: 64)
    #expect(ImageWriter.writeJPEG(image, to: folder + "/f.jpg"))
    #expect(ImageWriter.writePNG(image, to: folder + "/f.png"))
    let seeds = [
      TestPictures.bytes(of: folder + "/f.jpg"), TestPictures.bytes(of: folder + "/f.png"),
    ]
    var random = SplitMix(seed: 0x5EED)
    var decoded = 0
    var refused = 0
    for round in 0..<400 {
      var bytes = seeds[round % 2]
      let edits = 1 + Int(random.next() % 8)
      for _ in 0..<edits {
        let position = Int(random.next() % UInt64(bytes.count))
        switch random.next() % 4 {
        case 0: bytes[position] = UInt8(truncatingIfNeeded: random.next())
        case 1: bytes[position] ^= 1 << UInt8(random.next() % 8)
        case 2:
          let end = min(bytes.count, position + Int(random.next() % 64))
          bytes.removeSubrange(position..<end)
        default:
          bytes.insert(contentsOf: [0xFF, UInt8(truncatingIfNeeded: random.next())], at: position)
        }
        if bytes.isEmpty { bytes = [0] }
      }
      switch Self.decode(bytes) {
      case .success(let picture):
        expectEqual(picture.pixels.count, picture.width * picture.height * 4)
        #expect(picture.width <= 20_000 && picture.height <= 20_000)
        decoded += 1
      case .failure:
        refused += 1
      }
    }
    expectEqual(decoded + refused, 400)
    #expect(refused > 0)
  }

  @Test func peakMemoryStaysBoundedAfterHostileFiles() {
    for _ in 0..<20 { _ = Self.decode(Self.hugePNGHeader()) }
    // VmHWM is the process's peak: the refused 30000×30000 header (3.6 GB of pixels) did
    // not come near it.
    #expect(Self.peakResidentMiB() < 1024)
  }

  static func peakResidentMiB() -> Int {
    guard let file = fopen("/proc/self/status", "r") else { return 0 }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 256)
    while fgets(&line, Int32(line.count), file) != nil {
      let bytes = line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
      let text = String(decoding: bytes, as: UTF8.self)
      if text.hasPrefix("VmHWM:") {
        let digits = text.filter(\.isNumber)
        return (Int(digits) ?? 0) / 1024
      }
    }
    return 0
  }
}

/// A small deterministic random number generator (SplitMix64).
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
