import Expectations
import ImageKit
import Testing

@testable import TerminalKit

/// A generated picture (four pure quadrants) drawn as cells at two sizes, from PNG and JPEG.
@Suite struct MosaicGoldenTests {
  /// Each cell as its character and a letter for its colour: palette 196 red (R), 46 green
  /// (G), 21 blue (B), 231 white (W); `.` for none.
  static func picture(_ mosaic: Mosaic) -> [String] {
    let names: [Int32: String] = [196: "R", 46: "G", 21: "B", 231: "W", -1: "."]
    return (0..<mosaic.rows).map { row in
      (0..<mosaic.columns).map { column in
        let cell = mosaic[column, row]
        let character = Unicode.Scalar(cell.character).map { String(Character($0)) } ?? "?"
        let fg = names[cell.foreground] ?? "\(cell.foreground)"
        let bg = names[cell.background] ?? "\(cell.background)"
        return character == " " ? bg : character + fg + bg
      }.joined()
    }
  }

  static func render(_ format: String, columns: Int, rows: Int, depth: ColorDepth) throws
    -> Mosaic
  {
    let folder = TestPictures.folder()
    defer { TestPictures.remove(folder) }
    let path = folder + "/quadrants." + format
    let image = TestPictures.quadrants(width: 128, height: 128)
    #expect(
      format == "png"
        ? ImageWriter.writePNG(image, to: path) : ImageWriter.writeJPEG(image, to: path))
    return try MosaicRenderer.render(path: path, columns: columns, rows: rows, depth: depth)
  }

  @Test(arguments: ["png", "jpg"]) func quadrantsAt8x4(format: String) throws {
    let mosaic = try Self.render(format, columns: 8, rows: 4, depth: .palette256)
    #expect(mosaic.columns == 8 && mosaic.rows == 4)
    expectEqual(
      Self.picture(mosaic),
      [
        "RRRRGGGG",
        "RRRRGGGG",
        "BBBBWWWW",
        "BBBBWWWW",
      ])
  }

  @Test(arguments: ["png", "jpg"]) func quadrantsAt16x8(format: String) throws {
    let mosaic = try Self.render(format, columns: 16, rows: 8, depth: .palette256)
    #expect(mosaic.columns == 16 && mosaic.rows == 8)
    let top = "RRRRRRRRGGGGGGGG"
    let bottom = "BBBBBBBBWWWWWWWW"
    expectEqual(Self.picture(mosaic), [top, top, top, top, bottom, bottom, bottom, bottom])
  }

  /// A box of another shape keeps the picture square (cells are twice as tall as wide).
  @Test func shapeIsKept() throws {
    let mosaic = try Self.render("png", columns: 40, rows: 4, depth: .palette256)
    #expect(mosaic.columns == 8 && mosaic.rows == 4)
  }

  /// Without colours the shapes stay: light quadrants are full blocks, dark ones blank.
  @Test func noColorDrawsPlainGlyphs() throws {
    let mosaic = try Self.render("png", columns: 8, rows: 4, depth: .none)
    var canvas = Canvas(size: Size(width: 8, height: 4))
    mosaic.draw(into: &canvas, x: 0, y: 0)
    expectEqual(canvas.lines, ["        ", "        ", "    ████", "    ████"])
    expectEqual(canvas.style(x: 5, y: 3), .plain)
  }

  @Test func trueColorCellsCarryRGB() throws {
    let mosaic = try Self.render("png", columns: 8, rows: 4, depth: .truecolor)
    var canvas = Canvas(size: Size(width: 8, height: 4))
    mosaic.draw(into: &canvas, x: 0, y: 0)
    expectEqual(canvas.style(x: 0, y: 0).bg, .rgb(255, 0, 0))
    expectEqual(canvas.style(x: 7, y: 3).bg, .rgb(255, 255, 255))
  }

  @Test func storedFormRoundTrips() throws {
    let mosaic = try Self.render("jpg", columns: 16, rows: 8, depth: .palette256)
    expectEqual(Mosaic(encoded: mosaic.encoded), mosaic)
    expectEqual(Mosaic(encoded: Array(mosaic.encoded.dropLast())), nil)
    expectEqual(Mosaic(encoded: []), nil)
  }

  @Test func ansiLinesColourEachRunOnce() throws {
    let folder = TestPictures.folder()
    defer { TestPictures.remove(folder) }
    let path = folder + "/q.png"
    #expect(ImageWriter.writePNG(TestPictures.quadrants(width: 128, height: 128), to: path))
    let lines = try ImageMosaic.ansiLines(path: path, width: 8, colorDepth: .palette256)
    expectEqual(lines.count, 4)
    expectEqual(lines[0], "\u{1B}[0;39;48;5;196m    \u{1B}[0;39;48;5;46m    \u{1B}[0m")
    let plain = try ImageMosaic.ansiLines(path: path, width: 8, colorDepth: .none)
    expectEqual(plain, ["        ", "        ", "    ████", "    ████"])
  }
}
