import Expectations
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
    expectEqual(problems, [])
    expectEqual(
      values,
      [
        "language": "ko", "week_start": "sunday", "reminder_diary_time": "09:05",
        "reminder_diary_enabled": "off", "editor": "nvim -c 'set tw=72'",
      ])
  }

  @Test func namesEveryWrongLine() {
    let file = ConfigFile(
      text: "language = ko\ncolour = red\nreminder_diary_time = 25:00\njust words\n"
        + "journal = ../escape\nweek_start = friday\nlanguage = ja\n")
    let (values, problems) = file.parse()
    expectEqual(values, ["language": "ja"])
    expectEqual(
      problems,
      [
        ConfigProblem(line: 2, kind: .unknownKey("colour")),
        ConfigProblem(
          line: 3, kind: .badValue(key: "reminder_diary_time", value: "25:00", expected: .time)),
        ConfigProblem(line: 4, kind: .notASetting("just words")),
        ConfigProblem(
          line: 5, kind: .badValue(key: "journal", value: "../escape", expected: .journalName)),
        ConfigProblem(
          line: 6,
          kind: .badValue(
            key: "week_start", value: "friday", expected: .oneOf(["monday", "sunday"]))),
      ])
  }

  @Test func setRewritesOnlyThatLineAndKeepsComments() {
    var file = ConfigFile(
      text: "# Daybook\nlanguage = en   # not a comment, a bad value\n\n# reminders\n"
        + "reminder_diary_time=21:00\n")
    file.set("reminder_diary_time", to: "22:30")
    file.set("theme", to: "moss")
    expectEqual(
      file.text,
      "# Daybook\nlanguage = en   # not a comment, a bad value\n\n# reminders\n"
        + "reminder_diary_time = 22:30\ntheme = moss\n")
    let removed = file.unset("language")
    let removedAgain = file.unset("language")
    #expect(removed && !removedAgain)
    expectEqual(file.text, "# Daybook\n\n# reminders\nreminder_diary_time = 22:30\ntheme = moss\n")
  }

  @Test func checksOneValue() throws {
    try expectEqual(ConfigFile.check(key: "language", value: "KO"), "ko")
    #expect(throws: ConfigProblem.Kind.unknownKey("lang")) {
      try ConfigFile.check(key: "lang", value: "ko")
    }
    #expect(
      throws: ConfigProblem.Kind.badValue(key: "editor", value: "", expected: .text(maxBytes: 1024))
    ) {
      try ConfigFile.check(key: "editor", value: "")
    }
  }

  @Test func theViewsOwnSettingsAreCheckedKeys() throws {
    try expectEqual(ConfigFile.check(key: "glyphs", value: "ASCII"), "ascii")
    #expect(
      throws: ConfigProblem.Kind.badValue(
        key: "glyphs", value: "curly", expected: .oneOf(ConfigKey.glyphSets))
    ) {
      try ConfigFile.check(key: "glyphs", value: "curly")
    }
    try expectEqual(ConfigFile.check(key: "mouse", value: "yes"), "on")
    try expectEqual(ConfigFile.check(key: "hemisphere", value: "South"), "south")
    try expectEqual(
      ConfigFile.check(key: "today_sections", value: "todos, -plants,intake"),
      "todos,-plants,intake")
    for bad in ["todos,todos", "todos,weather", "", "todos,,intake", "--todos"] {
      #expect(throws: ConfigProblem.Kind.self) {
        try ConfigFile.check(key: "today_sections", value: bad)
      }
    }
    try expectEqual(ConfigFile.check(key: "weather_place", value: "서울"), "서울")
    try expectEqual(ConfigFile.check(key: "weather_latitude", value: "37.5665"), "37.5665")
    try expectEqual(ConfigFile.check(key: "weather_longitude", value: "-126.978"), "-126.978")
    for bad in ["91", "north", "1e2", "nan", "-"] {
      #expect(
        throws: ConfigProblem.Kind.badValue(
          key: "weather_latitude", value: bad, expected: .number(-90...90))
      ) {
        try ConfigFile.check(key: "weather_latitude", value: bad)
      }
    }
    let (values, problems) = ConfigFile(text: "mouse = maybe\nglyphs = heavy\n").parse()
    expectEqual(values, ["glyphs": "heavy"])
    expectEqual(problems.map(\.line), [1])
    for key in ["glyphs", "mouse", "today_sections", "hemisphere", "weather_place"] {
      #expect(ConfigKey.journalSettings.contains(key))
    }
  }

  @Test func theConfigWinsInEverySettingRead() throws {
    let journal = try Journal(path: ":memory:")
    try journal.setSetting("glyphs", "square")
    try journal.setWeatherPlace(WeatherPlace(name: "Busan", latitude: 35.1, longitude: 129.0))
    journal.settingOverrides = [
      "glyphs": "ascii", "today_sections": "todos,-plants", "mouse": "1",
      "weather_place": "서울", "weather_latitude": "37.5665", "weather_longitude": "126.978",
      "hemisphere": "south",
    ]
    try expectEqual(journal.settingInEffect("glyphs"), "ascii")
    try expectEqual(journal.setting("glyphs"), "square")
    try expectEqual(journal.todaySections().visible.first, .todos)
    try expectEqual(journal.todaySections().hidden, [.plants])
    #expect(try journal.settings().mouse)
    try expectEqual(
      journal.weatherPlace(), WeatherPlace(name: "서울", latitude: 37.5665, longitude: 126.978))
    try expectEqual(journal.hemisphere(), .south)
  }

  @Test func everyReminderKindHasItsKeys() {
    for kind in ReminderKind.allCases {
      expectEqual(ConfigKey.named(ReminderSettings.timeKey(kind))?.values, .time)
      expectEqual(ConfigKey.named(ReminderSettings.enabledKey(kind))?.values, .onOff)
    }
    expectEqual(Set(ConfigKey.all.map(\.name)).count, ConfigKey.all.count)
  }

  @Test func overridesWinOverStoredSettings() throws {
    let journal = try Journal(path: ":memory:")
    try journal.setSetting("week_start", "monday")
    try journal.setSetting(ReminderSettings.timeKey(.diary), "23:30")
    journal.settingOverrides = [
      "week_start": "sunday", ReminderSettings.enabledKey(.plantEve): "0",
    ]
    try expectEqual(journal.settings().weekStart, .sunday)
    let reminders = try journal.reminderSettings()
    expectEqual(reminders.time(of: .diary).description, "23:30")
    #expect(!reminders.isEnabled(.plantEve))
    // What is stored stays the journal's own.
    try expectEqual(journal.setting("week_start"), "monday")
  }
}
