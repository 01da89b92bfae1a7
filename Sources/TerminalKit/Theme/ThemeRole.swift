/// What a piece of the screen is, so a theme can give it a style.
///
/// The raw value is the name used in theme files.
public enum ThemeRole: String, CaseIterable, Hashable, Sendable {
  case text, muted, border, borderFocused, title, titleFocused
  case selection, selectionUnfocused
  case today, weekend, outsideMonth
  case markerEntry, markerCare, markerTodo
  case goalMet, goalMissed
  case heat0, heat1, heat2, heat3, heat4
  case danger, warning, ok, accent
  case statusBar, statusMessage
  case tabActive, tabInactive
  case overlay, overlayBorder
  case input, cursor, highlight

  /// The role a missing style is derived from, and the attributes added on top of it.
  /// `text` is the root: with nothing set it is the terminal's own look.
  var derivation: (parent: ThemeRole, adding: TextAttributes)? {
    switch self {
    case .text: return nil
    case .muted: return (.text, .dim)
    case .border: return (.muted, [])
    case .borderFocused: return (.accent, .bold)
    case .title: return (.text, .bold)
    case .titleFocused: return (.borderFocused, .bold)
    case .selection: return (.text, .reverse)
    case .selectionUnfocused: return (.text, .underline)
    case .today: return (.accent, [.bold, .underline])
    case .weekend: return (.muted, [])
    case .outsideMonth: return (.muted, [])
    case .markerEntry: return (.accent, [])
    case .markerCare: return (.ok, [])
    case .markerTodo: return (.warning, [])
    case .goalMet: return (.ok, .bold)
    case .goalMissed: return (.danger, [])
    case .heat0: return (.muted, [])
    case .heat1: return (.ok, .dim)
    case .heat2: return (.ok, [])
    case .heat3: return (.ok, .bold)
    case .heat4: return (.ok, [.bold, .reverse])
    case .danger: return (.text, .bold)
    case .warning: return (.text, .underline)
    case .ok: return (.text, [])
    case .accent: return (.text, [])
    case .statusBar: return (.text, .reverse)
    case .statusMessage: return (.accent, .bold)
    case .tabActive: return (.titleFocused, .reverse)
    case .tabInactive: return (.muted, [])
    case .overlay: return (.text, [])
    case .overlayBorder: return (.borderFocused, [])
    case .input: return (.text, .underline)
    case .cursor: return (.text, .reverse)
    case .highlight: return (.accent, [.bold, .underline])
    }
  }

  /// Attributes that show without colour and that a marking role must carry.
  static let markingAttributes: TextAttributes = [.reverse, .bold, .underline]

  /// For a role that marks selection or focus: the attribute it gets when its theme gave it
  /// none of `markingAttributes` (one that keeps the theme's colours the right way round).
  var markingAttribute: TextAttributes? {
    switch self {
    case .selection, .tabActive, .borderFocused, .titleFocused, .today: return .bold
    case .selectionUnfocused: return .underline
    case .cursor: return .reverse
    default: return nil
    }
  }

  /// Roles told apart by their background only in colour themes, which get their derived
  /// attributes on a terminal without colours.
  static let markedWithoutColour: Set<ThemeRole> = [.statusBar, .highlight, .input, .heat4]

  /// Looks a role up by its file name; case, `-` and `_` are ignored
  /// (`border-focused`, `border_focused` and `borderFocused` are the same role).
  public init?(fileName: String) {
    guard let role = Self.byNormalizedName[Self.normalized(fileName)] else { return nil }
    self = role
  }

  /// Built once: theme files are read at start-up, one lookup per line.
  private static let byNormalizedName: [String: ThemeRole] = Dictionary(
    uniqueKeysWithValues: allCases.map { (normalized($0.rawValue), $0) })

  private static func normalized(_ name: String) -> String {
    String(name.lowercased().filter { $0 != "-" && $0 != "_" })
  }
}
