import DaybookCore
import Expectations
import ImageKit
import TerminalKit
import Testing

@testable import DaybookTUI

/// The picture strip's height follows the Entry pane: fewer rows at 80×24, the standard
/// 8 at 120×40, more at 200×60; the text above it gets what is left.
@Suite struct PictureStripSizeTests {
  let fixture = PicturesFeatureTests()

  @Test func sizesFollowThePaneHeight() {
    expectEqual(PicturesFeature.stripSizes(paneHeight: nil).large, PicturesFeature.largeSize)
    expectEqual(PicturesFeature.stripSizes(paneHeight: nil).small, PicturesFeature.smallSize)
    expectEqual(PicturesFeature.stripSizes(paneHeight: 8).large, (10, 4))
    expectEqual(PicturesFeature.stripSizes(paneHeight: 19).large, (15, 6))
    expectEqual(PicturesFeature.stripSizes(paneHeight: 19).small, (9, 4))
    expectEqual(PicturesFeature.stripSizes(paneHeight: 25).large, PicturesFeature.largeSize)
    expectEqual(PicturesFeature.stripSizes(paneHeight: 25).small, PicturesFeature.smallSize)
    expectEqual(PicturesFeature.stripSizes(paneHeight: 44).large, (35, 14))
    expectEqual(PicturesFeature.stripSizes(paneHeight: 44).small, (21, 9))
    expectEqual(PicturesFeature.stripSizes(paneHeight: 200).large.rows, 14)
  }

  /// The rows of the strip drawn at a size, with the selected picture a full block mosaic.
  func strip(width: Int, height: Int) -> (lines: [String], large: PictureRequest) {
    var state = fixture.editorState(
      width: width, height: height, files: [fixture.photo, fixture.second])
    let paneHeight = PicturesFeature.editorPaneHeight(state)
    let large = PicturesFeature.stripRequest(
      fixture.photo, selected: true, depth: .palette256, paneHeight: paneHeight)
    let small = PicturesFeature.stripRequest(
      fixture.second, selected: false, depth: .palette256, paneHeight: paneHeight)
    expectEqual(state.pictures.mosaics.keys.sorted { $0.fileName < $1.fileName }, [large, small])
    let full = Mosaic(
      columns: large.columns, rows: large.rows, depth: .palette256,
      cells: Array(
        repeating: Mosaic.Cell(character: 0x2588, foreground: 196, background: 21),
        count: large.columns * large.rows))
    state.pictures.mosaics = [large: .ready(full), small: .failed("bad")]
    return (AppView.render(state).canvas.lines, large)
  }

  @Test func at80x24TheStripIsShort() {
    let (lines, large) = strip(width: 80, height: 24)
    expectEqual(large.rows, 6)
    expectFrame(lines, "at80x24TheStripIsShort")
  }

  @Test func at200x60TheStripIsTall() {
    let (lines, large) = strip(width: 200, height: 60)
    expectEqual(large.rows, 14)
    expectEqual(
      lines.filter { $0.contains(String(repeating: "█", count: large.columns)) }.count, 14)
  }

  @Test func at120x40TheStripKeepsItsStandardSize() {
    let (lines, large) = strip(width: 120, height: 40)
    expectEqual(large.rows, PicturesFeature.largeSize.rows)
    expectEqual(lines.filter { $0.contains(String(repeating: "█", count: large.columns)) }.count, 8)
  }
}
