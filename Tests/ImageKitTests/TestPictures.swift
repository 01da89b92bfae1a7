import Glibc
import ImageKit

/// Pictures made in code for the tests, written into a private temporary folder.
enum TestPictures {
  /// Four quadrants: red top left, green top right, blue bottom left, white bottom right.
  static func quadrants(width: Int = 128, height: Int = 64) -> RGBAImage {
    var pixels: [UInt8] = []
    pixels.reserveCapacity(width * height * 4)
    for y in 0..<height {
      for x in 0..<width {
        let left = x < width / 2
        let top = y < height / 2
        let rgb: (UInt8, UInt8, UInt8) =
          top ? (left ? (255, 0, 0) : (0, 255, 0)) : (left ? (0, 0, 255) : (255, 255, 255))
        pixels += [rgb.0, rgb.1, rgb.2, 255]
      }
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }

  /// A horizontal grey ramp over a vertical red ramp: every pixel differs a little.
  static func gradient(width: Int, height: Int) -> RGBAImage {
    var pixels: [UInt8] = []
    pixels.reserveCapacity(width * height * 4)
    for y in 0..<height {
      for x in 0..<width {
        let g = UInt8(x * 255 / max(1, width - 1))
        let r = UInt8(y * 255 / max(1, height - 1))
        pixels += [r, g, UInt8((Int(r) + Int(g)) / 2), 255]
      }
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }

  /// A new empty folder under the system's temporary folder.
  static func folder() -> String {
    var template = Array("/tmp/imagekit-test-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.flatMap { mkdtemp($0) }
    }
    return made.map { String(cString: $0) } ?? "/tmp"
  }

  static func bytes(of path: String) -> [UInt8] {
    guard let file = fopen(path, "rb") else { return [] }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    return bytes
  }

  static func write(_ bytes: [UInt8], to path: String) {
    guard let file = fopen(path, "wb") else { return }
    _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
    fclose(file)
  }

  static func remove(_ folder: String) {
    if let directory = opendir(folder) {
      while let entry = readdir(directory) {
        let name = withUnsafePointer(to: entry.pointee.d_name) {
          $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
        }
        if name != "." && name != ".." { unlink(folder + "/" + name) }
      }
      closedir(directory)
    }
    rmdir(folder)
  }
}
