import Expectations
import Testing

@testable import DaybookCore

/// Every setting of `SettingDescription.all` through every door a value comes in by, with
/// values no setting of its type takes: each is refused with a one-line message and nothing
/// is stored. A bad value already stored is read as the default and named once.
@Suite struct SettingDoorsTests {
  /// Values out of every setting's type: huge, negative, NaN, infinite, empty, 10 KB,
  /// binary; then the ones wrong for the setting's own type.
  static func badValues(for setting: SettingDescription) -> [String] {
    var values = [
      String(repeating: "7", count: 10_240), String(repeating: "a", count: 10_240),
      "x\u{0}y", "\u{1B}[2J", "a\nb",
    ]
    // Empty presets is a journal whose presets were all removed.
    if setting.values != .intakePresets { values.append("") }
    let numbers = ["1e20", "-1e308", "nan", "NaN", "inf", "-inf", "1e999", "0x10", "１２"]
    switch setting.values {
    case .oneOf:
      values += ["xx", "1e20", "-1", "nan", "../../etc/passwd"]
    case .time:
      values += ["99:99", "24:00", "-1:00", "12:60", "1e20", "nan", "noon"]
    case .onOff:
      values += ["maybe", "2", "-1", "nan", "1e20"]
    case .journalName, .name:
      values += [
        "../../etc/passwd", "a b", "-x", "a/b", ".hidden", String(repeating: "n", count: 65),
      ]
    case .text(let maxBytes):
      values += [String(repeating: "t", count: maxBytes + 1), "tab\there"]
    case .number(let range):
      values +=
        numbers + [
          Journal.number(range.lowerBound - 1), Journal.number(range.upperBound + 1), "-", "1.2.3",
          "12abc",
        ]
    case .integer(let range):
      values +=
        numbers + [
          String(range.lowerBound - 1), String(range.upperBound + 1), "99999999999999999999",
          "1.5",
        ]
    case .todaySections:
      values += ["plants,plants", "xx", "1e20", "--plants", "plants,,todos"]
    case .intakePresets:
      values += [
        "xx", "c=coffee:caffeine:1e20mg", "c=coffee:caffeine:-1mg", "c=coffee:caffeine:nan",
        "c=coffee:water:1shot",
        Array(repeating: "c=coffee:caffeine:1shot", count: 65).joined(separator: "\n"),
      ]
    }
    return values
  }

  static var journalSettings: [SettingDescription] { SettingDescription.all.filter(\.inJournal) }

  @Test func theTableNamesEachKeyOnceAndItsDefaultsAreValues() throws {
    let keys = SettingDescription.all.map(\.key)
    expectEqual(Set(keys).count, keys.count)
    for setting in SettingDescription.all {
      if let value = setting.defaultValue, setting.inJournal {
        try expectEqual(setting.validate(value), value, "\(setting.key)")
      }
    }
    // Each config key is one of the table's; each journal setting Daybook writes is too.
    expectEqual(ConfigKey.all.map(\.name), SettingDescription.all.filter(\.inConfigFile).map(\.key))
    let journal = try Journal.inMemory()
    try journal.saveSettings(JournalSettings(language: "ko", onboarded: true, mouse: true))
    try journal.saveReminderSettings(ReminderSettings())
    try journal.setTodaySections(.showing([.todos]))
    try journal.setWeatherPlace(WeatherPlace(name: "Seoul", latitude: 37.57, longitude: 126.98))
    try journal.saveIntakePresets(IntakePreset.defaults)
    for key in try journal.rawSettings().keys {
      expectEqual(SettingDescription.named(key)?.inJournal, true, "\(key)")
    }
  }

  @Test func everyBadValueIsRefusedBySetSettingAndNothingIsStored() throws {
    let journal = try Journal.inMemory()
    for setting in Self.journalSettings {
      for value in Self.badValues(for: setting) {
        do {
          try journal.setSetting(setting.key, value)
          Issue.record("\(setting.key) took \(SettingDescription.shown(value))")
        } catch let error as JournalError {
          let message = error.message(.en)
          #expect(message.hasPrefix(setting.key + ": "), "\(message)")
          #expect(!message.contains("\n"), "\(message)")
          #expect(message.count < 300, "\(setting.key): \(message.count) characters")
          for language in Language.allCases { #expect(!error.message(language).isEmpty) }
        }
        try expectEqual(journal.rawSetting(setting.key), nil, "\(setting.key)")
      }
    }
  }

  @Test func anUnknownKeyIsRefused() throws {
    let journal = try Journal.inMemory()
    #expect(throws: JournalError.self) { try journal.setSetting("colour", "red") }
    #expect(throws: JournalError.self) { try journal.setSetting("editor", "vi") }
    try expectEqual(journal.rawSettings(), [:])
    #expect(throws: JournalError.self) {
      try SettingDescription.validate(key: "../../x", value: "1")
    }
  }

  @Test func goodValuesAreStoredAsTheJournalKeepsThem() throws {
    let journal = try Journal.inMemory()
    try journal.setSetting("mouse", "ON")
    try journal.setSetting("language", "KO")
    try journal.setSetting("goal_mode", "zerocaffeine")
    try journal.setSetting("caffeine_limit_mg", "10000")
    try journal.setSetting("reminder_diary_time", "9:05")
    try expectEqual(
      journal.rawSettings(),
      [
        "mouse": "1", "language": "ko", "goal_mode": "zeroCaffeine",
        "caffeine_limit_mg": "10000", "reminder_diary_time": "09:05",
      ])
  }

  @Test func theJSONImportRefusesTheWholeDocumentForOneBadSetting() throws {
    let source = try Journal.inMemory()
    try source.saveEntry(
      Entry(day: Day(year: 2026, month: 11, day: 1)!, body: "일기"), at: 1_800_000_000)
    var document = try source.exportDocument()
    let journal = try Journal.inMemory()
    for setting in Self.journalSettings {
      for value in Self.badValues(for: setting) {
        // A good setting beside the bad one is not stored either.
        document.settings =
          setting.key == "week_start" ? ["hemisphere": "south"] : ["week_start": "sunday"]
        document.settings[setting.key] = value
        let text = try JSONCodec.encode(document)
        do {
          _ = try journal.importJSON(text)
          Issue.record("the import took \(setting.key) = \(SettingDescription.shown(value))")
        } catch let error as JournalError {
          // A NUL is refused before the settings are looked at, in every text of the document.
          let message = error.message(.en)
          #expect(
            message.hasPrefix(setting.key + ": ")
              || message == "\(setting.key) contains a NUL byte (at byte 1); nothing was written",
            "\(message)")
        }
        try expectEqual(journal.rawSettings(), [:])
        #expect(try journal.hasNoEntries())
      }
    }
  }

  @Test func theJSONImportLeavesOutKeysItDoesNotKeep() throws {
    let source = try Journal.inMemory()
    var document = try source.exportDocument()
    document.settings = ["week_start": "sunday", "from_a_newer_daybook": "x", "editor": "vi"]
    let journal = try Journal.inMemory()
    _ = try journal.importJSON(try JSONCodec.encode(document))
    try expectEqual(journal.rawSettings(), ["week_start": "sunday"])
  }

  @Test func aBadSettingFromAnotherMachineIsNotApplied() throws {
    let journal = try Journal.inMemory()
    for setting in Self.journalSettings where SyncedSettings.travels(setting.key) {
      for value in Self.badValues(for: setting) {
        let record = MirrorRecord(
          kind: .setting, fields: ["key": setting.key, "value": value, "changed": "1"])
        _ = try journal.applyIncoming(
          [IncomingChange(kind: .setting, ref: setting.key, exported: nil, incoming: record)],
          state: [:], now: 1_800_000_000, language: .en)
        try expectEqual(journal.rawSetting(setting.key), nil, "\(setting.key)")
      }
    }
    // A good one is applied.
    let record = MirrorRecord(
      kind: .setting, fields: ["key": "caffeine_limit_mg", "value": "300", "changed": "1"])
    _ = try journal.applyIncoming(
      [IncomingChange(kind: .setting, ref: "caffeine_limit_mg", exported: nil, incoming: record)],
      state: [:], now: 1_800_000_000, language: .en)
    try expectEqual(journal.settings().goal.caffeineLimitMg, 300)
  }

  @Test func everyBadValueIsALineTheConfigFileNames() {
    for setting in SettingDescription.all where setting.inConfigFile {
      for value in Self.badValues(for: setting) where !value.contains("\n") {
        let (values, problems) = ConfigFile(text: "# mine\n\(setting.key) = \(value)\n").parse()
        expectEqual(values[setting.key], nil, "\(setting.key) = \(SettingDescription.shown(value))")
        // A value that is blank once trimmed is still a bad value for its key.
        expectEqual(problems.map(\.line), [2], "\(setting.key)")
      }
    }
  }

  @Test func aBadStoredValueIsReadAsTheDefaultAndNamed() throws {
    let journal = try Journal.inMemory()
    for setting in Self.journalSettings {
      for value in Self.badValues(for: setting) where !value.contains("\u{0}") {
        _ = try journal.db.run("DELETE FROM settings")
        _ = try journal.db.run("INSERT INTO settings(key, value) VALUES (?, ?)", setting.key, value)
        try expectEqual(journal.setting(setting.key), nil, "\(setting.key)")
        try expectEqual(journal.allSettings()[setting.key], nil)
        try expectEqual(journal.settings(), JournalSettings(), "\(setting.key)")
        try expectEqual(journal.reminderSettings(), ReminderSettings(), "\(setting.key)")
        try expectEqual(journal.todaySections(), .standard)
        try expectEqual(journal.hemisphere(), .north)
        try expectEqual(journal.intakePresets(), IntakePreset.defaults, "\(setting.key)")
        try expectEqual(journal.goalSettings(), GoalSettings())
        let problems = try journal.storedSettingProblems()
        expectEqual(problems.count, 1, "\(setting.key)")
        let message = problems.first?.message(.en) ?? ""
        #expect(message.hasPrefix("the journal's setting \(setting.key) holds \""), "\(message)")
        #expect(!message.contains("\n") && message.count < 300, "\(message)")
      }
    }
  }

  @Test func aConfigOverrideOutOfRangeIsNotUsed() throws {
    let journal = try Journal.inMemory()
    journal.settingOverrides = ["language": "xx", "mouse": "7", "reminder_diary_time": "99:99"]
    try expectEqual(journal.settings(), JournalSettings())
    try expectEqual(journal.settingInEffect("language"), nil)
    try expectEqual(journal.reminderSettings(), ReminderSettings())
  }

  @Test func aQuotedValueIsShortAndHasNoControlCharacters() {
    expectEqual(SettingDescription.shown("ok"), "ok")
    expectEqual(SettingDescription.shown("a\u{1B}[2J\u{0}"), "a?[2J?")
    expectEqual(SettingDescription.shown(String(repeating: "가", count: 10_000)).count, 41)
  }

  @Test func numbersThatTrappedIntAreDrawnAndCharted() {
    expectEqual(IntakeStatistics.column(.infinity, scale: .infinity, height: 2), ["█", "█"])
    expectEqual(IntakeStatistics.column(1e308, scale: 1e308, height: 1), ["█"])
  }
}
