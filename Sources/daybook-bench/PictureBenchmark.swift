import DaybookTUI
import ImageKit
import TerminalKit

#if canImport(Glibc)
  import Glibc
#endif

/// `daybook-bench pictures`: a generated 12-megapixel JPEG drawn as a 40×12 mosaic the first
/// time (decode and render), from the thumbnail cache, and the peak memory of a child process
/// that decodes it once (VmHWM), beside the budgets of issue #15.
enum PictureBenchmark {
  static let columns = 40
  static let rows = 12

  static func run(runs: Int) -> String {
    let scratch = Scratch.make()
    defer { scratch.remove() }
    let path = scratch.path + "/photo-12mp.jpg"
    let generated = Timing.once {
      _ = ImageWriter.writeJPEG(photo(width: 4000, height: 3000), to: path, quality: 90)
    }
    var lines = ["pictures: 4000×3000 JPEG generated in \(Format.milliseconds(generated))"]
    var failure: String?
    let first = Timing.median(runs: runs) {
      do {
        _ = try MosaicRenderer.render(path: path, columns: columns, rows: rows, depth: .palette256)
      } catch {
        failure = "\(error)"
      }
    }
    if let failure { return "pictures: \(failure)" }
    let cache = ThumbnailCache(folder: scratch.path + "/thumbnails")
    let request = PictureRequest(
      fileName: "photo-12mp.jpg", columns: columns, rows: rows, depth: .palette256, cached: true)
    if let mosaic = try? MosaicRenderer.render(
      path: path, columns: columns, rows: rows, depth: .palette256)
    {
      cache.store(mosaic, for: request)
    }
    var hit = true
    let cached = Timing.median(runs: max(runs, 20)) {
      hit = hit && cache.mosaic(for: request) != nil
    }
    let child = Subprocess.run([selfPath(), "pictures-child", path])
    let peak = Double(child.output.filter(\.isNumber)).map { $0 / 1024 } ?? .nan
    var table = Table(header: ["12 MP JPEG → 40×12 mosaic", "median", "budget", ""])
    table.row(row("first time (decode + chafa)", first, budget: 150))
    table.row(row("from the cache" + (hit ? "" : " (MISSED)"), cached, budget: 2))
    table.row([
      "peak memory while decoding (child VmHWM)", Format.fixed(peak, 1) + " MiB", "80 MiB",
      peak < 80 ? "ok" : "OVER",
    ])
    lines.append(table.rendered())
    return lines.joined(separator: "\n")
  }

  /// Decodes and renders the picture once, then prints VmHWM (kB): the child of `run`.
  static func child(path: String) -> Never {
    _ = try? MosaicRenderer.render(path: path, columns: columns, rows: rows, depth: .palette256)
    var peak = "0"
    if let file = fopen("/proc/self/status", "r") {
      var line = [CChar](repeating: 0, count: 256)
      while fgets(&line, Int32(line.count), file) != nil {
        let bytes = line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        let text = String(decoding: bytes, as: UTF8.self)
        if text.hasPrefix("VmHWM:") { peak = text }
      }
      fclose(file)
    }
    print(peak.filter(\.isNumber))
    exit(0)
  }

  private static func row(_ name: String, _ milliseconds: Double, budget: Double) -> [String] {
    [
      name, Format.milliseconds(milliseconds), Format.milliseconds(budget),
      milliseconds < budget ? "ok" : "OVER",
    ]
  }

  private static func selfPath() -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else { return CommandLine.arguments[0] }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// A photo-like picture: smooth gradients with fine noise, so the JPEG is photo-sized.
  static func photo(width: Int, height: Int) -> RGBAImage {
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    var seed: UInt32 = 12345
    for y in 0..<height {
      for x in 0..<width {
        seed = seed &* 1_103_515_245 &+ 12345
        let noise = Int((seed >> 16) & 15) - 8
        let offset = (y * width + x) * 4
        pixels[offset] = UInt8(clamping: x * 255 / width + noise)
        pixels[offset + 1] = UInt8(clamping: y * 255 / height + noise)
        pixels[offset + 2] = UInt8(clamping: (x + y) * 128 / (width + height) + 64 + noise)
      }
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }
}
