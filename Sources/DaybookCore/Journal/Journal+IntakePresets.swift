extension Journal {
  /// The settings key holding the presets, one `KEY=LABEL:KIND:AMOUNT` per line.
  static let intakePresetsKey = "intake_presets"

  /// The one-key intakes of the Today pane; the defaults until some are saved. Lines that
  /// no longer parse are skipped rather than failing the whole pane (a value with no usable
  /// line is the defaults).
  public func intakePresets() throws -> [IntakePreset] {
    guard let stored = try rawSetting(Journal.intakePresetsKey) else {
      return IntakePreset.defaults
    }
    guard !stored.isEmpty else { return [] }
    let lines = stored.split(separator: "\n")
    guard stored.utf8.count <= ConfigValues.maxBytes, lines.count <= 64 else {
      return IntakePreset.defaults
    }
    let presets = lines.compactMap { IntakePreset.parse(String($0)) }
      .filter { $0.amount <= IntakePreset.maxAmount }
    return presets.isEmpty ? IntakePreset.defaults : presets
  }

  /// Replaces the presets; a later preset with the same key as an earlier one wins.
  public func saveIntakePresets(_ presets: [IntakePreset]) throws {
    var unique: [IntakePreset] = []
    for preset in presets {
      if let index = unique.firstIndex(where: { $0.key == preset.key }) {
        unique[index] = preset
      } else {
        unique.append(preset)
      }
    }
    try setSetting(Journal.intakePresetsKey, unique.map(\.text).joined(separator: "\n"))
  }
}
