import Expectations
import TerminalKit
import Testing

@Suite struct ThemeTests {
  @Test func builtinDefaultUsesTerminalColoursOnly() {
    let theme = Theme.builtinDefault
    for role in ThemeRole.allCases {
      expectEqual(theme.style(role).fg, .terminalDefault, "\(role)")
      expectEqual(theme.style(role).bg, .terminalDefault, "\(role)")
    }
    expectEqual(theme.style(.text), .plain)
    expectEqual(theme.style(.selection), Style(attributes: .reverse))
    expectEqual(theme.style(.muted), Style(attributes: .dim))
  }

  @Test func missingRolesDeriveFromRelatedOnes() {
    let text = Style(fg: .ansi(7), bg: .ansi(0))
    let accent = Style(fg: .ansi(6), bg: .ansi(0))
    let theme = Theme(name: "t", styles: [.text: text, .accent: accent])
    expectEqual(theme.style(.muted), text.adding(.dim))
    expectEqual(theme.style(.border), text.adding(.dim))
    expectEqual(theme.style(.borderFocused), accent.adding(.bold))
    expectEqual(theme.style(.titleFocused), accent.adding(.bold))
    expectEqual(theme.style(.tabActive), accent.adding([.bold, .reverse]))
    expectEqual(theme.style(.goalMissed), text.adding(.bold))
  }

  @Test func setStyleChangesOneRole() {
    var theme = Theme.builtinDefault
    theme.setStyle(Style(fg: .ansi(1)), for: .danger)
    expectEqual(theme.style(.danger), Style(fg: .ansi(1)))
    expectEqual(theme.style(.goalMissed), Style(attributes: .bold))
  }

  @Test func roleFileNamesAcceptKebabAndSnakeCase() {
    expectEqual(ThemeRole(fileName: "borderFocused"), .borderFocused)
    expectEqual(ThemeRole(fileName: "border-focused"), .borderFocused)
    expectEqual(ThemeRole(fileName: "BORDER_FOCUSED"), .borderFocused)
    expectEqual(ThemeRole(fileName: "borderless"), nil)
  }
}
