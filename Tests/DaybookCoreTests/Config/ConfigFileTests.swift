import Testing

@testable import DaybookCore

/// The config file: `key = value` lines checked against `ConfigKey.all`, each wrong line named
/// by its number, and `set` changing one line while comments and the rest stay.
@Suite struct ConfigFileTests {
  @Test func readsSettingsAndSkipsCommentsAndBlankLines() {
    let file = ConfigFile(
      text: "# my settings\n\nlanguage = ko\n  week_start=Sunday  \r\nreminder_diary_time = 9:05\n"
        + "reminder_diary_enabled = no\neditor = nvim -c 'set tw=72'\n")
    let (values, problems) = file.parse()
    #expect(problems == [])
    #expect(
      values == [
        "language": "ko", "week_start": "sunday", "reminder_diary_time": "09:05",
        "reminder_diary_enabled": "off", "editor": "nvim -c 'set tw=72'",
      ])
  }

  @Test func namesEveryWrongLine() {
    let file = ConfigFile(
      text: "language = ko\ncolour = red\nreminder_diary_time = 25:00\njust words\n"
        + "journal = ../escape\nweek_start = friday\nlanguage = ja\n")
    let (values, problems) = file.parse()
    #expect(values == ["language": "ja"])
    #expect(
      problems == [
        ConfigProblem(line: 2, kind: .unknownKey("colour")),
        ConfigProblem(
          line: 3, kind: .badValue(key: "reminder_diary_time", value: "25:00", expected: .time)),
        ConfigProblem(line: 4, kind: .notASetting("just words")),
        ConfigProblem(
          line: 5, kind: .badValue(key: "journal", value: "../escape", expected: .journalName)),
        ConfigProblem(
          line: 6,
          kind: .badValue(key: "week_start", value: "friday", expected: .oneOf(["monday", "sunday"]))),
      ])
  }

  @Test func setRewritesOnlyThatLineAndKeepsComments() {
    var file = ConfigFile(
      text: "# Daybook\nlanguage = en   # not a comment, a bad value\n\n# reminders\n"
        + "reminder_diary_time=21:00\n")
    file.set("reminder_diary_time", to: "22:30")
    file.set("theme", to: "moss")
    #expect(
      file.text
        == "# Daybook\nlanguage = en   # not a comment, a bad value\n\n# reminders\n"
        + "reminder_diary_time = 22:30\ntheme = moss\n")
    let removed = file.unset("language")
    let removedAgain = file.unset("language")
    #expect(removed && !removedAgain)
    #expect(file.text == "# Daybook\n\n# reminders\nreminder_diary_time = 22:30\ntheme = moss\n")
  }

  @Test func checksOneValue() throws {
    #expect(try ConfigFile.check(key: "language", value: "KO") == "ko")
    #expect(throws: ConfigProblem.Kind.unknownKey("lang")) {
      try ConfigFile.check(key: "lang", value: "ko")
    }
    #expect(throws: ConfigProblem.Kind.badValue(key: "editor", value: "", expected: .text)) {
      try ConfigFile.check(key: "editor", value: "")
    }
  }

  @Test func everyReminderKindHasItsKeys() {
    for kind in ReminderKind.allCases {
      #expect(ConfigKey.named(ReminderSettings.timeKey(kind))?.values == .time)
      #expect(ConfigKey.named(ReminderSettings.enabledKey(kind))?.values == .onOff)
    }
    #expect(Set(ConfigKey.all.map(\.name)).count == ConfigKey.all.count)
  }

  @Test func overridesWinOverStoredSettings() throws {
    let journal = try Journal(path: ":memory:")
    try journal.setSetting("week_start", "monday")
    try journal.setSetting(ReminderSettings.timeKey(.diary), "23:30")
    journal.settingOverrides = ["week_start": "sunday", ReminderSettings.enabledKey(.plantEve): "0"]
    #expect(try journal.settings().weekStart == .sunday)
    let reminders = try journal.reminderSettings()
    #expect(reminders.time(of: .diary).description == "23:30")
    #expect(!reminders.isEnabled(.plantEve))
    // What is stored stays the journal's own.
    #expect(try journal.setting("week_start") == "monday")
  }
}
