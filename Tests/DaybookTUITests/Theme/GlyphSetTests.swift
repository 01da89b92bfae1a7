import DaybookCore
import Expectations
import TerminalKit
import Testing

@testable import DaybookTUI

/// Glyph sets: each redraws borders and markers; `:glyphs` and `G` switch them live.
@Suite("Glyph sets")
struct GlyphSetTests {
  func framed(_ glyphs: GlyphSet) -> [String] {
    var canvas = Canvas(size: Size(width: 14, height: 4))
    Box(title: "할 일", border: .rounded).render(into: &canvas, in: canvas.bounds)
    canvas.draw("• ✓ █▌░ ›", x: 1, y: 1)
    canvas.draw("─ 몬스테라", x: 1, y: 2)
    glyphs.apply(to: &canvas)
    return canvas.lines
  }

  @Test func roundedIsTheDrawingAsItIs() {
    expectEqual(
      framed(.rounded),
      [
        "╭─ 할 일 ────╮", "│• ✓ █▌░ ›   │", "│─ 몬스테라  │", "╰────────────╯",
      ])
  }

  @Test func squareChangesOnlyTheCorners() {
    expectEqual(
      framed(.square),
      [
        "┌─ 할 일 ────┐", "│• ✓ █▌░ ›   │", "│─ 몬스테라  │", "└────────────┘",
      ])
  }

  @Test func heavyThickensLinesAndMarkers() {
    expectEqual(
      framed(.heavy),
      [
        "┏━ 할 일 ━━━━┓", "┃● ✓ █▌▒ ›   ┃", "┃━ 몬스테라  ┃", "┗━━━━━━━━━━━━┛",
      ])
  }

  @Test func asciiLeavesOnlyASCIIButTheText() {
    expectEqual(
      framed(.ascii),
      [
        "+- 할 일 ----+", "|* x ##. >   |", "|- 몬스테라  |", "+------------+",
      ])
  }

  @Test func theWholeScreenFollowsTheSetLive() {
    var state = Fixture.state(width: 80, height: 24)
    state.glyphs = .ascii
    let lines = AppView.render(state).canvas.lines
    #expect(
      lines.allSatisfy { line in
        line.unicodeScalars.allSatisfy { !(0x2500...0x259F).contains($0.value) }
      })
    #expect(lines[1].hasPrefix("+"))
  }

  @Test func gCyclesAndTheCommandNamesASetAndBothAreStored() {
    let store = TestStore(Fixture.state())
    store.send(.keyPressed(.character("G")), effects: [.saveGlyphs(.square)]) {
      $0.glyphs = .square
      $0.status = StatusMessage(
        text: "Glyphs: square", expiresAt: Fixture.now + StatusMessage.lifetime)
    }
    store.send(.keyPressed(.character(":"))) {
      $0.destination = .command(CommandFeature.State(text: ""))
    }
    store.type("glyphs ASCII")
    store.send(.keyPressed(.enter), effects: [.saveGlyphs(.ascii)]) {
      $0.destination = nil
      $0.glyphs = .ascii
      $0.status = StatusMessage(
        text: "Glyphs: plain ASCII", expiresAt: Fixture.now + StatusMessage.lifetime)
    }
    store.send(.keyPressed(.character(":"))) {
      $0.destination = .command(CommandFeature.State(text: ""))
    }
    store.type("glyphs fancy")
    store.send(.keyPressed(.enter)) {
      $0.destination = nil
      $0.status = StatusMessage(
        text: "usage: :glyphs rounded|square|heavy|ascii", isError: true,
        expiresAt: Fixture.now + StatusMessage.lifetime)
    }
    store.send(.glyphsLoaded(.heavy)) { $0.glyphs = .heavy }
  }

  @Test func theJournalKeepsTheChoice() throws {
    expectEqual(GlyphSet(setting: "heavy"), .heavy)
    expectEqual(GlyphSet(setting: "nope"), .rounded)
    expectEqual(GlyphSet(setting: nil), .rounded)
    expectEqual(GlyphSet.ascii.next, .rounded)
  }
}
