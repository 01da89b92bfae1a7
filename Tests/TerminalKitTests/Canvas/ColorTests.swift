import Expectations
import TerminalKit
import Testing

@Suite struct ColorTests {
  @Test func nearest256KeepsPaletteColours() {
    expectEqual(Color.terminalDefault.nearest256(), nil)
    expectEqual(Color.ansi(9).nearest256(), 9)
    expectEqual(Color.indexed(200).nearest256(), 200)
  }

  @Test func nearest256MapsRGBToCubeOrGray() {
    expectEqual(Color.rgb(0x5F, 0xAF, 0x5F).nearest256(), 71)
    expectEqual(Color.rgb(255, 0, 0).nearest256(), 196)
    expectEqual(Color.rgb(0, 0, 0).nearest256(), 16)
    expectEqual(Color.rgb(255, 255, 255).nearest256(), 231)
    expectEqual(Color.rgb(0x80, 0x80, 0x80).nearest256(), 244)
    expectEqual(Color.rgb(0x12, 0x12, 0x12).nearest256(), 233)
  }

  @Test func nearest16() {
    expectEqual(Color.terminalDefault.nearest16(), nil)
    expectEqual(Color.ansi(3).nearest16(), 3)
    expectEqual(Color.indexed(12).nearest16(), 12)
    expectEqual(Color.indexed(196).nearest16(), 9)
    expectEqual(Color.rgb(250, 10, 10).nearest16(), 9)
    expectEqual(Color.rgb(0, 0, 200).nearest16(), 4)
    expectEqual(Color.rgb(120, 120, 120).nearest16(), 8)
    expectEqual(Color.rgb(10, 10, 10).nearest16(), 0)
  }

  @Test func rgbOfIndex() {
    #expect(Color.rgbOfIndex(16) == (0, 0, 0))
    #expect(Color.rgbOfIndex(71) == (95, 175, 95))
    #expect(Color.rgbOfIndex(232) == (8, 8, 8))
    #expect(Color.rgbOfIndex(255) == (238, 238, 238))
    #expect(Color.rgbOfIndex(1) == (205, 0, 0))
  }
}
