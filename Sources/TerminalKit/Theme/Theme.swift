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
    self.styles = ThemeRole.allCases.map(resolve)
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
