import TerminalKit

/// The looks of rendered Markdown in a theme, and as SGR codes for `daybook show`.
public enum MarkdownStyles {
  /// The cell style of `look` in `theme`. Heading levels differ without colour too: 1 bold
  /// and underlined, 2 bold, 3 bold italic, 4–6 italic (levels 1 and 2 also in the accent
  /// colour). Emphasis italic, strong bold, links underlined, struck text dim (ncurses has
  /// no strike-through attribute), decoration muted.
  public static func style(_ look: MarkdownLook, theme: Theme) -> Style {
    let traits = look.traits
    var style = theme.style(.text)
    if traits.contains(.title) {
      style = theme.style(.title)
    } else if look.heading == 1 || look.heading == 2 {
      style = theme.style(.accent).adding(.bold)
    }
    if traits.contains(.decoration) {
      style = theme.style(traits.contains(.checked) ? .ok : .muted)
    }
    if traits.contains(.raw) || traits.contains(.strikethrough) {
      style = style.patched(with: theme.style(.muted))
    }
    if traits.contains(.code) { style = style.patched(with: theme.style(.accent)) }
    if traits.contains(.link) { style = style.patched(with: theme.style(.accent)) }
    var attributes: TextAttributes = []
    if traits.contains(.strong) && !(4...6).contains(look.heading) { attributes.insert(.bold) }
    if traits.contains(.emphasis) || look.heading >= 3 { attributes.insert(.italic) }
    if traits.contains(.link) || look.heading == 1 { attributes.insert(.underline) }
    if traits.contains(.strikethrough) { attributes.insert(.dim) }
    return style.adding(attributes)
  }

  /// SGR parameters of `look` on a terminal: the same attributes as `style(_:theme:)`, real
  /// strike-through (SGR 9), and a few standard colours.
  public static func sgr(_ look: MarkdownLook) -> [Int] {
    let traits = look.traits
    var codes: [Int] = []
    if (traits.contains(.strong) || look.heading > 0) && !(4...6).contains(look.heading) {
      codes.append(1)
    }
    if traits.contains(.decoration) || traits.contains(.raw) { codes.append(2) }
    if traits.contains(.emphasis) || look.heading >= 3 { codes.append(3) }
    if traits.contains(.link) || look.heading == 1 { codes.append(4) }
    if traits.contains(.strikethrough) { codes.append(9) }
    if traits.contains(.checked) {
      codes.append(32)
    } else if traits.contains(.code) {
      codes.append(36)
    } else if traits.contains(.link) || look.heading == 1 || look.heading == 2 {
      codes.append(34)
    }
    return codes
  }
}
