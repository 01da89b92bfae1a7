import Expectations
import Foundation
import TerminalKit
import Testing

@testable import DaybookTUI

/// Every bundled theme on every kind of terminal: no visible text in its own background
/// colour, and the selection always carries an attribute when there are no colours.
@Suite struct ThemeVisibilityTests {
  static let themesDirectory: String = {
    var path = String(#filePath)
    for _ in 0..<4 {
      if let slash = path.lastIndex(of: "/") { path = String(path[..<slash]) }
    }
    return path + "/Themes"
  }()

  static func bundledThemes() throws -> [(String, Theme)] {
    let names = try FileManager.default.contentsOfDirectory(atPath: themesDirectory)
      .filter { $0.hasSuffix(".theme") }.sorted()
    return try names.map { name in
      let text = try String(contentsOfFile: themesDirectory + "/" + name, encoding: .utf8)
      return (name, try Theme.parse(text))
    }
  }

  static func screens(width: Int, height: Int) -> [(name: String, state: AppState)] {
    Pane.allCases.map { pane in
      ("\(pane)", GoldenFrameTests.populated(width: width, height: height, focus: pane))
    } + OverlayFrameFixture.states(width: width, height: height)
  }

  /// Cells with visible text whose colours, as a terminal of `depth` shows them, are equal.
  static func invisibleCells(_ canvas: Canvas, depth: ColorDepth) -> [String] {
    var found: [String] = []
    for y in 0..<canvas.size.height {
      for x in 0..<canvas.size.width {
        let cell = canvas[x: x, y: y]
        guard !cell.grapheme.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
        let style = cell.style.reduced(to: depth)
        if style.fg != .terminalDefault, style.fg == style.bg {
          found.append("\(x),\(y) \(cell.grapheme) \(style.fg)")
        }
      }
    }
    return found
  }

  @Test func noThemeDrawsTextInItsBackgroundColourOnAnyTerminal() throws {
    let themes = try Self.bundledThemes()
    #expect(themes.count >= 5)
    for (width, height) in [(120, 40), (80, 24)] {
      for (screen, base) in Self.screens(width: width, height: height) {
        for (name, theme) in themes {
          for depth in ColorDepth.allCases {
            var state = base
            state.colorDepth = depth
            _ = AppReducer.reduce(&state, .themeLoaded(name: state.settings.theme, theme: theme))
            let invisible = Self.invisibleCells(AppView.render(state).canvas, depth: depth)
            #expect(
              invisible.isEmpty,
              "\(name) \(depth) \(screen) \(width)x\(height): \(invisible.prefix(5))")
          }
        }
      }
    }
  }

  /// The attributes of the first cell of `text` on the screen.
  /// The attributes of the first `text` on the first line from `row` that has `after` before it.
  static func attributes(
    of text: String, in canvas: Canvas, from row: Int = 0, after: String = ""
  ) -> TextAttributes? {
    for y in row..<canvas.size.height {
      let line = canvas.line(y)
      guard let start = after.isEmpty ? line.startIndex : line.range(of: after)?.upperBound,
        let range = line.range(of: text, range: start..<line.endIndex)
      else { continue }
      var x = 0
      for character in line[..<range.lowerBound] { x += TextWidth.width(of: character) }
      return canvas[x: x, y: y].style.attributes
    }
    return nil
  }

  @Test func theSelectionCarriesAnAttributeWithoutColours() throws {
    let marking: TextAttributes = [.reverse, .bold, .underline]
    for (name, theme) in try Self.bundledThemes() {
      for (width, height) in [(120, 40), (80, 24)] {
        for pane in [Pane.calendar, .today] {
          var state = GoldenFrameTests.populated(width: width, height: height, focus: pane)
          _ = AppReducer.reduce(&state, .colorDepthKnown(.none))
          _ = AppReducer.reduce(&state, .themeLoaded(name: state.settings.theme, theme: theme))
          let canvas = AppView.render(state).canvas
          for y in 0..<height {
            for x in 0..<width {
              expectEqual(canvas[x: x, y: y].style.fg, .terminalDefault)
              expectEqual(canvas[x: x, y: y].style.bg, .terminalDefault)
            }
          }
          // The selected day is the fixture's today, Sunday 29 November.
          let attributes = Self.attributes(
            of: pane == .calendar ? "29" : "몬스테라 ", in: canvas, from: 2,
            after: pane == .calendar ? "23" : "")
          expectEqual(
            attributes.map { !$0.isDisjoint(with: marking) }, true,
            "\(name) \(pane) \(width)x\(height): \(String(describing: attributes))")
        }
      }
    }
  }

  @Test func aThemeGivingTheSelectionOnlyColoursGetsAnAttribute() throws {
    let theme = try Theme.parse(
      "selection = #ffffff on #005f87\nselectionUnfocused = #d0d0d0 on #3a3a3a\n")
    expectEqual(theme.style(.selection).attributes, .bold)
    expectEqual(theme.style(.selectionUnfocused).attributes, .underline)
    let plain = theme.adapted(to: .none)
    expectEqual(plain.style(.selection), Style(attributes: [.bold, .reverse]))
    expectEqual(plain.style(.selectionUnfocused), Style(attributes: .underline))
  }
}
