import Expectations
import TerminalKit
import Testing

@testable import DaybookCore
@testable import DaybookTUI

#if canImport(Glibc)
  import Glibc
#endif

/// A journal whose settings table holds values out of range (an older Daybook's, another
/// machine's by sync): the view starts, draws its first frame with the defaults and names
/// the bad values on the status line. A caffeine limit of 1e20 used to trap (SIGILL) in the
/// Today pane's number formatting on every start.
@Suite struct StoredBadSettingsTests {
  static let rounds = ["1e20", "-1e308", "nan", String(repeating: "9", count: 10_240), "xx"]

  private func startedScreen(_ journal: Journal) throws -> MemoryTerminal {
    let terminal = MemoryTerminal(size: Size(width: 120, height: 40))
    try DaybookApp.run(
      journal: journal, backend: terminal, clock: .fixed(Fixture.now),
      environment: ["HOME": "/nonexistent"], executablePath: "/nonexistent/daybook",
      idleTurnLimit: 3)
    return terminal
  }

  @Test(arguments: rounds)
  func everySettingOutOfRangeStartsTheViewOnTheDefaults(bad: String) throws {
    let journal = try Journal.inMemory()
    _ = try journal.addIntake(Intake(kind: .caffeine, amount: 150, unit: .mg, at: Fixture.now))
    for setting in SettingDescription.all where setting.inJournal {
      _ = try journal.db.run(
        "INSERT INTO settings(key, value) VALUES (?, ?)", setting.key, bad)
    }
    let problems = try journal.storedSettingProblems()
    // "xx" is a theme's name, "1e20" a weather place's: the others refuse each of them.
    let refusing = SettingDescription.all.filter { $0.inJournal && $0.values.stored(bad) == nil }
    expectEqual(problems.count, refusing.count)
    #expect(refusing.count >= SettingDescription.all.filter(\.inJournal).count - 2)
    let terminal = try startedScreen(journal)
    let frame = try #require(terminal.frames.first)
    #expect(frame.lines.joined().contains("Calendar"))
    let screens = terminal.frames.map { $0.lines.joined(separator: "\n") }
    #expect(screens.contains { $0.contains("Error: the journal's setting ") })
    // Nothing was written over the stored values: they are named, not repaired behind the
    // user's back.
    try expectEqual(journal.rawSetting("caffeine_limit_mg"), bad)
  }

  @Test func aHugeLimitFromAnotherMachineDrawsTodayWithTheDefault() throws {
    let journal = try Journal.inMemory()
    try journal.saveSettings(JournalSettings(onboarded: true))
    _ = try journal.addIntake(Intake(kind: .caffeine, amount: 150, unit: .mg, at: Fixture.now))
    _ = try journal.db.run("UPDATE settings SET value = '1e20' WHERE key = 'caffeine_limit_mg'")
    let terminal = try startedScreen(journal)
    let screen = try #require(terminal.frames.last).lines.joined(separator: "\n")
    #expect(screen.contains("150/400 mg"), "\(screen)")
  }

  @Test func numbersPastIntStillFormat() {
    expectEqual(TodayView.amountText(1e20), "1e+20")
    expectEqual(TodayView.amountText(-1e308), "-1e+308")
    expectEqual(TodayView.amountText(.infinity), "inf")
    expectEqual(TodayView.amountText(.nan), "nan")
    expectEqual(TodayView.amountText(400), "400")
  }

  @Test func theOnboardingRefusesAnAmountOutOfRange() {
    var onboarding = OnboardingFeature.State()
    onboarding.step = .goalAmount
    onboarding.amountText = "999999"
    expectEqual(OnboardingFeature.reduce(into: &onboarding, action: .key(.enter)), [])
    expectEqual(onboarding.step, .goalAmount)
    #expect(onboarding.amountRefused)
    var canvas = Canvas(size: Size(width: 80, height: 24))
    var state = Fixture.state(width: 80, height: 24)
    state.destination = .onboarding(onboarding)
    _ = OnboardingView.render(
      state, onboarding, into: &canvas, in: Rect(x: 0, y: 0, width: 80, height: 24))
    #expect(canvas.lines.joined().contains("Enter a number from 1 to 10000"))
    // A key clears the refusal; an amount in range goes on.
    _ = OnboardingFeature.reduce(into: &onboarding, action: .key(.backspace))
    #expect(!onboarding.amountRefused)
    onboarding.amountText = "10000"
    expectEqual(OnboardingFeature.reduce(into: &onboarding, action: .key(.enter)), [])
    expectEqual(onboarding.step, .plant)
  }

  @Test func aSyncIntervalPastAYearIsTheDefault() throws {
    let folder = try temporaryFolder()
    defer { removeTree(folder) }
    let journal = folder + "/journal.sqlite"
    makeFolder(journal + ".sync")
    makeFolder(journal + ".sync/.git")
    func interval(_ text: String) -> Timestamp? {
      SyncWork.interval(journalPath: journal, environment: ["DAYBOOK_SYNC_INTERVAL": text])
    }
    expectEqual(interval("2"), 2)
    expectEqual(interval("9223372036854775807"), SyncFeature.defaultInterval)
    expectEqual(interval("-5"), SyncFeature.defaultInterval)
    expectEqual(interval("1e20"), SyncFeature.defaultInterval)
  }

  @Test func aThemeFileThatIsAFIFOOrADeviceIsPassedOver() throws {
    let folder = try temporaryFolder()
    defer { removeTree(folder) }
    expectEqual(mkfifo(folder + "/pipe.theme", 0o600), 0)
    expectEqual(symlink("/dev/zero", folder + "/zero.theme"), 0)
    let catalog = ThemeLocator.loadAll(from: [folder])
    expectEqual(catalog.themes.keys.sorted(), ["default"])
    expectEqual(catalog.problems.count, 2)
    expectEqual(ThemeLocator.load(named: "pipe", from: [folder]), nil)
    expectEqual(ThemeLocator.load(named: "../../etc/passwd", from: [folder]), nil)
  }
}
