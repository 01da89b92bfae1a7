/// Keys and their help text: the help overlay, the footer and the reducers read one table.
public struct KeyBinding: Equatable, Sendable {
  /// Key names as `Key.description` spells them ("Ctrl-S", "Alt-b", "Enter", "w").
  public var keys: [String]
  /// What the keys do, for help text.
  public var help: String

  /// A binding of `keys` described by `help`.
  public init(keys: [String], help: String) {
    self.keys = keys
    self.help = help
  }
}
