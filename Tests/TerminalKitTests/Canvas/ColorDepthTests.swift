import Expectations
import Testing

@testable import TerminalKit

@Suite struct ColorDepthTests {
  @Test func aGreyOnNearBlackStaysVisibleInEightColours() {
    // The dark theme's muted text: grey 8 taken modulo 8 was black on black.
    let muted = Style(fg: .rgb(0x76, 0x76, 0x76), bg: .rgb(0x1c, 0x1c, 0x1c))
    expectEqual(muted.reduced(to: .ansi8), Style(fg: .ansi(7), bg: .ansi(0)))
    expectEqual(muted.reduced(to: .ansi16), Style(fg: .ansi(8), bg: .ansi(0)))
  }

  @Test func brightColoursInEightColoursAreTheNearestBasicOne() {
    expectEqual(Style(fg: .ansi(9)).reduced(to: .ansi8), Style(fg: .ansi(1)))
    expectEqual(Style(fg: .ansi(12), bg: .ansi(0)).reduced(to: .ansi8).fg, .ansi(4))
  }

  @Test func aForegroundEqualToItsBackgroundBecomesWhiteOrBlack() {
    let dark = Style(fg: .rgb(0x30, 0x30, 0x30), bg: .rgb(0x1c, 0x1c, 0x1c), attributes: .bold)
    expectEqual(dark.reduced(to: .ansi8), Style(fg: .ansi(7), bg: .ansi(0), attributes: .bold))
    let light = Style(fg: .rgb(0xfe, 0xfe, 0xfe), bg: .rgb(0xfa, 0xfa, 0xfa))
    expectEqual(light.reduced(to: .ansi16), Style(fg: .ansi(0), bg: .ansi(15)))
    #expect(light.reduced(to: .palette256).fg != light.reduced(to: .palette256).bg)
  }

  @Test func withoutColoursOnlyAttributesRemain() {
    let style = Style(fg: .ansi(3), bg: .rgb(1, 2, 3), attributes: .underline)
    expectEqual(style.reduced(to: .none), Style(attributes: .underline))
    expectEqual(style.reduced(to: .truecolor), style)
  }

  @Test func depthFromTheTerminalsColourCount() {
    expectEqual(ColorDepth(colors: 0), .none)
    expectEqual(ColorDepth(colors: 8), .ansi8)
    expectEqual(ColorDepth(colors: 16), .ansi16)
    expectEqual(ColorDepth(colors: 256), .palette256)
  }
}
