/// One entry of a keymap: the keys as shown to the user and what they do. The help overlay
/// and the footer are rendered from the same tables the reducers match on.
public struct KeyBinding: Equatable, Sendable {
  /// Keys as displayed and as matched against `Key.description` ("w", "Ctrl-S", "Enter").
  public var keys: [String]
  /// Short help text.
  public var help: String

  public init(keys: [String], help: String) {
    self.keys = keys
    self.help = help
  }

  /// Whether a key, given by its description, triggers this binding.
  public func matches(_ keyDescription: String) -> Bool { keys.contains(keyDescription) }
}
