import Expectations
import Glibc
import Testing

@testable import NcursesBackend

/// What ncurses gets for a cell: the grapheme when a `cchar_t` can hold it as the C library
/// measures it, else a placeholder of the canvas width, with the grapheme written after.
@Suite struct CellCharactersTests {
  init() {
    setlocale(LC_CTYPE, "C.UTF-8")
  }

  private func held(_ text: String) -> [wchar_t] {
    text.unicodeScalars.map { wchar_t(bitPattern: $0.value) } + [0]
  }

  @Test func plainAndCombinedCharactersAreHeld() {
    expectEqual(NcursesTerminal.wideCharacters(for: "a", fitsWide: true), .held(held("a")))
    expectEqual(NcursesTerminal.wideCharacters(for: "한", fitsWide: true), .held(held("한")))
    expectEqual(
      NcursesTerminal.wideCharacters(for: "e\u{301}", fitsWide: true), .held(held("e\u{301}")))
    expectEqual(NcursesTerminal.wideCharacters(for: "👍", fitsWide: true), .held(held("👍")))
  }

  /// The cases of #16 item 5: drawn as their first emoji or "？" before.
  @Test func sequencesNcursesCannotHoldGetAPlaceholder() {
    let wide = CellCharacters.placeholder([0x3000, 0])
    for sequence in ["👩‍🌾", "👨‍👩‍👧‍👦", "🇰🇷", "👍🏽", "🏳️‍🌈", "1️⃣", "❤️"] {
      expectEqual(
        NcursesTerminal.wideCharacters(for: sequence, fitsWide: true), wide, "\(sequence)")
    }
    expectEqual(
      NcursesTerminal.wideCharacters(for: "⌚\u{FE0E}", fitsWide: true), .placeholder([32, 0]))
  }

  @Test func aWideGraphemeThatDoesNotFitIsASpace() {
    expectEqual(NcursesTerminal.wideCharacters(for: "👩‍🌾", fitsWide: false), .held([32, 0]))
    expectEqual(NcursesTerminal.wideCharacters(for: "한", fitsWide: false), .held([32, 0]))
  }
}

private typealias CellCharacters = NcursesTerminal.CellCharacters
