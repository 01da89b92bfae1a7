/// One entry of a keymap: the keys as shown to the user and what they do. The help overlay
/// and the footer are rendered from the same tables the reducers match on.
public struct KeyBinding: Equatable, Sendable {
  /// Keys as displayed and as matched against `Key.description` ("w", "Ctrl-S", "Enter").
  public var keys: [String]
  /// Short help text.
  public var help: String
  /// How the keys are shown when that is shorter than listing them ("[ ]" for `[`, `]`,
  /// Left, Right, h, l); nil shows every key.
  public var label: String?

  public init(keys: [String], help: String, label: String? = nil) {
    self.keys = keys
    self.help = help
    self.label = label
  }

  /// The keys as the footer and the screens' key lines show them.
  public var shownKeys: String { label ?? keys.joined(separator: "/") }

  /// The keys as the help lists them.
  var helpKeys: String { label ?? keys.joined(separator: " ") }

  /// Whether a key, given by its description, triggers this binding.
  public func matches(_ keyDescription: String) -> Bool { keys.contains(keyDescription) }
}

extension [KeyBinding] {
  /// The key line a screen shows inside its box ("Enter open · a add · Esc back"), made from
  /// the same bindings the footer and the help show.
  public var keyLine: String { map { $0.shownKeys + " " + $0.help }.joined(separator: " · ") }
}
