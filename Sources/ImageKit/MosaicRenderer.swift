import CChafa
import TerminalKit

/// Turns pixels into a `Mosaic` with libchafa: block and quadrant symbols, colours
/// quantised to the terminal's depth, the picture's shape kept in a box of cells. libchafa is
/// opened on first use (CChafa/shim.h); without it, rendering throws `.missingLibrary`.
public enum MosaicRenderer {
  /// Terminal cells are about twice as tall as wide.
  static let fontRatio: Float = 0.5

  /// libchafa, as the shim opens it.
  static let chafa = LazyLibrary(soname: DAYBOOK_CHAFA_SONAME) { daybook_chafa_available() != 0 }

  /// The largest cell size that keeps an image of `width`×`height` pixels in shape and fits
  /// in `columns`×`rows`; only once `chafa` is loaded.
  static func fittedSize(width: Int, height: Int, columns: Int, rows: Int) -> (Int, Int) {
    var fittedColumns = Int32(max(1, columns))
    var fittedRows = Int32(max(1, rows))
    daybook_chafa_calc_canvas_geometry(
      Int32(max(1, width)), Int32(max(1, height)), &fittedColumns, &fittedRows, fontRatio, 1, 0)
    return (max(1, min(columns, Int(fittedColumns))), max(1, min(rows, Int(fittedRows))))
  }

  /// The pixel size to decode at for a mosaic of `columns`×`rows` (chafa looks at 8×8
  /// pixels a cell), at most 1024 on a side.
  public static func decodeSize(columns: Int, rows: Int) -> (width: Int, height: Int) {
    (min(1024, max(8, columns * 8)), min(1024, max(8, rows * 8)))
  }

  /// `image` drawn as a mosaic that fits in `columns`×`rows` cells, keeping its shape.
  /// Throws `.missingLibrary` when libchafa cannot be loaded.
  public static func render(
    _ image: RGBAImage, columns: Int, rows: Int, depth: ColorDepth
  ) throws(ImageError) -> Mosaic {
    try render(image, columns: columns, rows: rows, depth: depth, chafa: chafa)
  }

  /// As `render(_:columns:rows:depth:)`, with libchafa as `chafa` says (tests name a
  /// missing one).
  static func render(
    _ image: RGBAImage, columns: Int, rows: Int, depth: ColorDepth, chafa: LazyLibrary
  ) throws(ImageError) -> Mosaic {
    try chafa.require()
    let (width, height) = fittedSize(
      width: image.width, height: image.height, columns: columns, rows: rows)
    guard let config = daybook_chafa_canvas_config_new() else {
      return blank(columns: width, rows: height, depth: depth)
    }
    defer { daybook_chafa_canvas_config_unref(config) }
    daybook_chafa_canvas_config_set_geometry(config, Int32(width), Int32(height))
    daybook_chafa_canvas_config_set_canvas_mode(config, mode(for: depth))
    daybook_chafa_canvas_config_set_pixel_mode_symbols(config)
    if let symbols = daybook_chafa_symbol_map_new() {
      daybook_chafa_symbol_map_add_by_tags(
        symbols, DAYBOOK_CHAFA_SYMBOL_TAG_BLOCK | DAYBOOK_CHAFA_SYMBOL_TAG_SPACE)
      daybook_chafa_symbol_map_remove_by_tags(symbols, DAYBOOK_CHAFA_SYMBOL_TAG_WIDE)
      daybook_chafa_canvas_config_set_symbol_map(config, symbols)
      daybook_chafa_symbol_map_unref(symbols)
    }
    guard let canvas = daybook_chafa_canvas_new(config) else {
      return blank(columns: width, rows: height, depth: depth)
    }
    defer { daybook_chafa_canvas_unref(canvas) }
    image.pixels.withUnsafeBufferPointer { pixels in
      daybook_chafa_canvas_draw_all_rgba_pixels(
        canvas, pixels.baseAddress, Int32(image.width), Int32(image.height),
        Int32(image.width * 4))
    }
    var cells: [Mosaic.Cell] = []
    cells.reserveCapacity(width * height)
    for y in 0..<height {
      for x in 0..<width {
        var foreground: Int32 = -1
        var background: Int32 = -1
        let character = daybook_chafa_canvas_get_char_at(canvas, Int32(x), Int32(y))
        daybook_chafa_canvas_get_raw_colors_at(canvas, Int32(x), Int32(y), &foreground, &background)
        cells.append(
          Mosaic.Cell(
            character: character == 0 ? 32 : character, foreground: foreground,
            background: background))
      }
    }
    return Mosaic(columns: width, rows: height, depth: depth, cells: cells)
  }

  /// The picture in the file at `path` as a mosaic fitting `columns`×`rows`.
  public static func render(
    path: String, columns: Int, rows: Int, depth: ColorDepth, limits: ImageLimits = .standard
  ) throws(ImageError) -> Mosaic {
    try chafa.require()
    let size = decodeSize(columns: columns, rows: rows)
    let image = try ImageDecoder.decode(
      path: path, minimumWidth: size.width, minimumHeight: size.height, limits: limits)
    return try render(image, columns: columns, rows: rows, depth: depth)
  }

  private static func mode(for depth: ColorDepth) -> daybook_chafa_canvas_mode {
    switch depth {
    case .none: return DAYBOOK_CHAFA_CANVAS_MODE_FGBG
    case .ansi8: return DAYBOOK_CHAFA_CANVAS_MODE_INDEXED_8
    case .ansi16: return DAYBOOK_CHAFA_CANVAS_MODE_INDEXED_16
    // The first 16 palette colours follow the terminal's theme: leave them out.
    case .palette256: return DAYBOOK_CHAFA_CANVAS_MODE_INDEXED_240
    case .truecolor: return DAYBOOK_CHAFA_CANVAS_MODE_TRUECOLOR
    }
  }

  private static func blank(columns: Int, rows: Int, depth: ColorDepth) -> Mosaic {
    Mosaic(
      columns: columns, rows: rows, depth: depth,
      cells: Array(
        repeating: Mosaic.Cell(character: 32, foreground: -1, background: -1),
        count: columns * rows))
  }
}
