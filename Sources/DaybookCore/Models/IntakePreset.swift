/// A one-key intake on the Today pane: `c` records a shot of coffee, `a` a glass of water.
public struct IntakePreset: Equatable, Sendable, Codable {
  /// The key that records it, one character.
  public var key: String
  /// What it is called (`coffee`); the built-in names are translated when shown.
  public var label: String
  /// What is recorded.
  public var kind: IntakeKind
  /// How much is recorded.
  public var amount: Double
  /// The unit of `amount`.
  public var unit: IntakeUnit

  /// Creates a preset.
  public init(key: String, label: String, kind: IntakeKind, amount: Double, unit: IntakeUnit) {
    self.key = key
    self.label = label
    self.kind = kind
    self.amount = amount
    self.unit = unit
  }

  /// The presets of a new journal, on keys no pane and no global key uses (`t` and `g` are
  /// the calendar's today and go-to-date, so a slip there must not record a drink).
  public static let defaults: [IntakePreset] = [
    IntakePreset(key: "c", label: "coffee", kind: .caffeine, amount: 1, unit: .shot),
    IntakePreset(key: "e", label: "tea", kind: .caffeine, amount: 40, unit: .mg),
    IntakePreset(key: "a", label: "water", kind: .water, amount: 250, unit: .ml),
  ]

  /// The largest amount a preset records in one key (ml, mg or shots).
  public static let maxAmount: Double = 100_000

  /// The amount as typed: `1shot`, `40mg`, `250ml`.
  public var amountText: String { IntakePreset.number(amount) + unit.rawValue }

  /// `c=coffee:caffeine:1shot`, the form stored and typed after `--set`.
  public var text: String { "\(key)=\(label):\(kind.rawValue):\(amountText)" }

  /// Caffeine is counted in mg or shots; drinks by volume.
  public static func allows(_ unit: IntakeUnit, for kind: IntakeKind) -> Bool {
    switch kind {
    case .caffeine: unit == .mg || unit == .shot
    case .water, .other: unit == .ml
    }
  }

  /// Parses `KEY=LABEL:KIND:AMOUNT` (`t=tea:caffeine:40mg`); nil when any part is wrong:
  /// the key must be one printable character, the label not empty and without `:`, the
  /// kind known and the amount positive in a unit that suits the kind.
  public static func parse(_ text: String) -> IntakePreset? {
    guard let equals = text.firstIndex(of: "=") else { return nil }
    let key = String(text[..<equals])
    let parts = text[text.index(after: equals)...].split(
      separator: ":", omittingEmptySubsequences: false)
    guard key.count == 1, let character = key.first, !character.isWhitespace, character != "=",
      parts.count == 3
    else { return nil }
    let label = parts[0].trimmingCharacters(in: " ")
    guard !label.isEmpty, !label.contains(where: \.isNewline),
      let kind = IntakeKind(rawValue: parts[1].lowercased()),
      let (amount, unit) = Intake.parseAmount(String(parts[2])), allows(unit, for: kind)
    else { return nil }
    return IntakePreset(key: key, label: label, kind: kind, amount: amount, unit: unit)
  }

  private static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
  }
}

extension Substring {
  fileprivate func trimmingCharacters(in set: Character) -> String {
    String(drop { $0 == set }.reversed().drop { $0 == set }.reversed())
  }
}
