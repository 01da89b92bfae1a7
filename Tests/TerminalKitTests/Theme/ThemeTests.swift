import Testing
import TerminalKit

@Suite struct ThemeTests {
  @Test func builtinDefaultUsesTerminalColoursOnly() {
    let theme = Theme.builtinDefault
    for role in ThemeRole.allCases {
      #expect(theme.style(role).fg == .terminalDefault, "\(role)")
      #expect(theme.style(role).bg == .terminalDefault, "\(role)")
    }
    #expect(theme.style(.text) == .plain)
    #expect(theme.style(.selection) == Style(attributes: .reverse))
    #expect(theme.style(.muted) == Style(attributes: .dim))
  }

  @Test func missingRolesDeriveFromRelatedOnes() {
    let text = Style(fg: .ansi(7), bg: .ansi(0))
    let accent = Style(fg: .ansi(6), bg: .ansi(0))
    let theme = Theme(name: "t", styles: [.text: text, .accent: accent])
    #expect(theme.style(.muted) == text.adding(.dim))
    #expect(theme.style(.border) == text.adding(.dim))
    #expect(theme.style(.borderFocused) == accent.adding(.bold))
    #expect(theme.style(.titleFocused) == accent.adding(.bold))
    #expect(theme.style(.tabActive) == accent.adding([.bold, .reverse]))
    #expect(theme.style(.goalMissed) == text.adding(.bold))
  }

  @Test func setStyleChangesOneRole() {
    var theme = Theme.builtinDefault
    theme.setStyle(Style(fg: .ansi(1)), for: .danger)
    #expect(theme.style(.danger) == Style(fg: .ansi(1)))
    #expect(theme.style(.goalMissed) == Style(attributes: .bold))
  }

  @Test func roleFileNamesAcceptKebabAndSnakeCase() {
    #expect(ThemeRole(fileName: "borderFocused") == .borderFocused)
    #expect(ThemeRole(fileName: "border-focused") == .borderFocused)
    #expect(ThemeRole(fileName: "BORDER_FOCUSED") == .borderFocused)
    #expect(ThemeRole(fileName: "borderless") == nil)
  }
}
