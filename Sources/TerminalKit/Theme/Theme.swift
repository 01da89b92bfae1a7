/// A named set of styles, one per `ThemeRole`.
public struct Theme: Equatable, Sendable {
  /// The name shown to the user.
  public var name: String
  private var styles: [Style]

  /// A theme from the styles given; every missing role is derived from another role
  /// (see `ThemeRole`), ending at `text`, which defaults to the terminal's own colours.
  public init(name: String, styles given: [ThemeRole: Style]) {
    self.name = name
    var resolved: [ThemeRole: Style] = [:]
    func resolve(_ role: ThemeRole) -> Style {
      if let style = given[role] ?? resolved[role] { return style }
      let style: Style
      if let (parent, adding) = role.derivation {
        style = resolve(parent).adding(adding)
      } else {
        style = .plain
      }
      resolved[role] = style
      return style
    }
    // Selection and focus are never shown by colour alone: a role that marks one and was
    // given no reverse, bold or underline gets one, so it stays visible in any colours.
    self.styles = ThemeRole.allCases.map { role in
      let style = resolve(role)
      guard let marking = role.markingAttribute,
        style.attributes.isDisjoint(with: ThemeRole.markingAttributes)
      else { return style }
      return style.adding(marking)
    }
  }

  /// This theme for a terminal of `depth`. Without colours every role loses its colours and
  /// a role that marks something (selection, focus, today, the key bar…) gets the
  /// attributes it has when derived (`selection` reverse, `selectionUnfocused` underline…),
  /// so a colour theme still shows what is selected. With colours the theme is unchanged:
  /// the backend maps each cell's colours (`Style.reduced(to:)`).
  public func adapted(to depth: ColorDepth) -> Theme {
    guard depth == .none else { return self }
    var copy = self
    for role in ThemeRole.allCases {
      var style = Style(attributes: style(role).attributes)
      if role.markingAttribute != nil || ThemeRole.markedWithoutColour.contains(role),
        let derivation = role.derivation
      {
        style = style.adding(derivation.adding)
      }
      copy.setStyle(style, for: role)
    }
    return copy
  }

  /// The style for a role.
  public func style(_ role: ThemeRole) -> Style {
    styles[Self.index(of: role)]
  }

  /// Replaces the style of one role (the others stay as they are).
  public mutating func setStyle(_ style: Style, for role: ThemeRole) {
    styles[Self.index(of: role)] = style
  }

  /// Terminal default colours with attributes only; compiled in, so there is always a theme.
  public static let builtinDefault = Theme(name: "default", styles: [:])

  private static func index(of role: ThemeRole) -> Int {
    roleIndex[role] ?? 0
  }

  private static let roleIndex: [ThemeRole: Int] = Dictionary(
    uniqueKeysWithValues: ThemeRole.allCases.enumerated().map { ($1, $0) })
}
