import Testing
import TerminalKit

@Suite struct ColorTests {
  @Test func nearest256KeepsPaletteColours() {
    #expect(Color.terminalDefault.nearest256() == nil)
    #expect(Color.ansi(9).nearest256() == 9)
    #expect(Color.indexed(200).nearest256() == 200)
  }

  @Test func nearest256MapsRGBToCubeOrGray() {
    #expect(Color.rgb(0x5F, 0xAF, 0x5F).nearest256() == 71)
    #expect(Color.rgb(255, 0, 0).nearest256() == 196)
    #expect(Color.rgb(0, 0, 0).nearest256() == 16)
    #expect(Color.rgb(255, 255, 255).nearest256() == 231)
    #expect(Color.rgb(0x80, 0x80, 0x80).nearest256() == 244)
    #expect(Color.rgb(0x12, 0x12, 0x12).nearest256() == 233)
  }

  @Test func nearest16() {
    #expect(Color.terminalDefault.nearest16() == nil)
    #expect(Color.ansi(3).nearest16() == 3)
    #expect(Color.indexed(12).nearest16() == 12)
    #expect(Color.indexed(196).nearest16() == 9)
    #expect(Color.rgb(250, 10, 10).nearest16() == 9)
    #expect(Color.rgb(0, 0, 200).nearest16() == 4)
    #expect(Color.rgb(120, 120, 120).nearest16() == 8)
    #expect(Color.rgb(10, 10, 10).nearest16() == 0)
  }

  @Test func rgbOfIndex() {
    #expect(Color.rgbOfIndex(16) == (0, 0, 0))
    #expect(Color.rgbOfIndex(71) == (95, 175, 95))
    #expect(Color.rgbOfIndex(232) == (8, 8, 8))
    #expect(Color.rgbOfIndex(255) == (238, 238, 238))
    #expect(Color.rgbOfIndex(1) == (205, 0, 0))
  }
}
