import Expectations
import Foundation
import Testing

@testable import DaybookCore

/// The settings' doors of the command line and the environment, through the real binary
/// with an environment of the test's own: HOME is never created, `~` is expanded against
/// HOME or refused, the config is read only when it is a regular file, and every value out
/// of its setting's range is refused with one line.
@Suite struct SettingsDoorsTests {
  let sandbox: Sandbox
  var root: String { sandbox.folder.path }

  init() throws { sandbox = try Sandbox() }

  private func run(_ arguments: [String], _ extra: [String: String?] = [:]) throws -> RunResult {
    var environment = [
      "LANG": "C.UTF-8", "TZ": "UTC", "PATH": "/usr/bin:/bin", "HOME": root + "/home",
    ]
    for (key, value) in extra { environment[key] = value }
    return try runWithEnvironment(arguments, environment: environment, in: root + "/work")
  }

  private func makeFolders() throws {
    for folder in ["home", "work"] {
      try FileManager.default.createDirectory(
        atPath: root + "/" + folder, withIntermediateDirectories: true)
    }
  }

  private func contents(_ folder: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: root + "/" + folder)) ?? []).sorted()
  }

  @Test func aMissingHomeIsNeverCreated() throws {
    try FileManager.default.createDirectory(
      atPath: root + "/work", withIntermediateDirectories: true)
    for arguments in [["write", "x"], ["config", "set", "language", "ko"], ["list"]] {
      let result = try run(arguments)
      expectEqual(result.status, 1, "\(result)")
      expectEqual(result.stderr.split(separator: "\n").count, 1, "\(result)")
    }
    #expect(!exists(root + "/home"))
    expectEqual(contents("work"), [])
  }

  @Test func aTildeInDaybookDBIsExpandedAgainstHome() throws {
    try makeFolders()
    let result = try run(["write", "일기"], ["DAYBOOK_DB": "~/diary/x.sqlite"])
    expectEqual(result.status, 0, "\(result)")
    #expect(exists(root + "/home/diary/x.sqlite"))
    expectEqual(contents("work"), [])
    let flag = try run(["--db=~/y.sqlite", "write", "일기"])
    expectEqual(flag.status, 0, "\(flag)")
    #expect(exists(root + "/home/y.sqlite"))
    expectEqual(contents("work"), [])
  }

  @Test func aTildeWithoutHomeIsRefusedWithOneLine() throws {
    try FileManager.default.createDirectory(
      atPath: root + "/work", withIntermediateDirectories: true)
    let result = try run(["write", "x"], ["DAYBOOK_DB": "~/x.sqlite", "HOME": nil])
    expectEqual(result.status, 1)
    expectEqual(
      result.stderr,
      "daybook write: \"~/x.sqlite\": ~ needs HOME set to an existing folder; set HOME or give "
        + "the full path\n")
    let flag = try run(["--db", "~/x.sqlite", "list"], ["HOME": nil])
    expectEqual(flag.status, 1)
    #expect(flag.stderr.hasPrefix("daybook: \"~/x.sqlite\": ~ needs HOME"), "\(flag)")
    let other = try run(["write", "x"], ["DAYBOOK_DB": "~root/x.sqlite"])
    expectEqual(other.status, 1)
    expectEqual(
      other.stderr, "daybook write: \"~root/x.sqlite\": ~NAME is not expanded; give the full path\n"
    )
    expectEqual(contents("work"), [])
  }

  @Test func xdgFoldersTakeATildeAndIgnoreARelativePath() throws {
    try makeFolders()
    try expectEqual(run(["write", "x"], ["XDG_DATA_HOME": "~/data"]).status, 0)
    #expect(exists(root + "/home/data/daybook/journal.sqlite"))
    try expectEqual(run(["write", "x"], ["XDG_DATA_HOME": "relative"]).status, 0)
    #expect(exists(root + "/home/.local/share/daybook/journal.sqlite"))
    let set = try run(["config", "set", "language", "ko"], ["XDG_CONFIG_HOME": "~/cfg"])
    expectEqual(set.status, 0, "\(set)")
    #expect(exists(root + "/home/cfg/daybook/config"))
    expectEqual(contents("work"), [])
  }

  private func configPath() throws -> String {
    let folder = root + "/home/.config/daybook"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder + "/config"
  }

  @Test func aFIFOConfigIsRefusedAtOnce() throws {
    try makeFolders()
    let path = try configPath()
    expectEqual(mkfifo(path, 0o600), 0)
    let started = Date()
    let result = try run(["list"])
    #expect(Date().timeIntervalSince(started) < 5)
    expectEqual(result.status, 1)
    expectEqual(
      result.stderr,
      "daybook: the config \(path) is not a regular file (a FIFO, device or folder is never "
        + "read)\n")
  }

  @Test func aConfigLinkedToADeviceOrTooLargeIsRefusedAtOnce() throws {
    try makeFolders()
    let path = try configPath()
    expectEqual(symlink("/dev/zero", path), 0)
    let started = Date()
    let result = try run(["list"])
    #expect(Date().timeIntervalSince(started) < 5)
    expectEqual(result.status, 1)
    #expect(
      result.stderr.hasSuffix("is not a regular file (a FIFO, device or folder is never read)\n"))
    unlink(path)
    try String(repeating: "# a comment line of a config file that is far too long\n", count: 20_000)
      .write(toFile: path, atomically: true, encoding: .utf8)
    let large = try run(["list"])
    expectEqual(large.status, 1)
    expectEqual(large.stderr, "daybook: the config \(path) is larger than 1 MB; it was not read\n")
    // A link to a regular file (a dotfile manager's) is read.
    unlink(path)
    try "language = ko\n".write(toFile: root + "/home/dotfile", atomically: true, encoding: .utf8)
    expectEqual(symlink(root + "/home/dotfile", path), 0)
    try expectEqual(run(["config", "get", "language"]).stdout, "ko\n")
  }

  @Test func goalSetRefusesValuesOutOfRangeAndStoresNothing() throws {
    try makeFolders()
    let db = root + "/home/j.sqlite"
    for arguments in [
      ["--caffeine-limit", "1e20"], ["--caffeine-limit", "1e309"], ["--water", "99999999"],
      ["--shot-mg", "5000"], ["--caffeine-limit", "300", "--water", "1e20"],
    ] {
      let result = try run(["--db", db, "goal", "set"] + arguments)
      #expect(result.status != 0, "\(arguments)")
      expectEqual(result.stderr.split(separator: "\n").count, 1, "\(result)")
    }
    #expect(
      try run(["--db", db, "goal", "show"]).stdout.hasPrefix(
        "Goal: at most 400 mg of caffeine a day (1 shot = 75 mg)\n"))
    let korean = try run(["--lang", "ko", "--db", db, "goal", "set", "--water", "99999999"])
    expectEqual(
      korean.stderr,
      "daybook goal set: water_goal_ml: \"99999999\"는 1부터 20000까지의 수가 아닙니다. "
        + "아무것도 바꾸지 않았습니다\n")
  }

  @Test func everyConfigKeyRefusesValuesOutOfItsType() throws {
    try makeFolders()
    for key in ConfigKey.all {
      for value in ["", String(repeating: "9", count: 10_240), "1e20", "-1e308", "nan", "x\u{1}y"]
      where key.values.normalized(value) == nil {
        let result = try run(["config", "set", key.name, value])
        expectEqual(result.status, 2, "\(key.name) \(result)")
        expectEqual(result.stderr.split(separator: "\n").count, 1, "\(key.name)")
        #expect(result.stderr.count < 400, "\(key.name)")
      }
    }
    #expect(!exists(root + "/home/.config/daybook/config"))
  }

  @Test func aBadStoredSettingIsNotedOnceAndTheDefaultUsed() throws {
    try makeFolders()
    let db = root + "/home/j.sqlite"
    try expectEqual(run(["--db", db, "goal", "set", "--caffeine-limit", "300"]).status, 0)
    let journal = try Journal(path: db)
    try journal.db.execute("UPDATE settings SET value = '-1e308' WHERE key = 'caffeine_limit_mg'")
    try journal.db.execute("INSERT INTO settings(key, value) VALUES ('language', 'xx')")
    let result = try run(["--db", db, "goal", "show"])
    expectEqual(result.status, 0)
    #expect(result.stdout.hasPrefix("Goal: at most 400 mg of caffeine a day"))
    expectEqual(
      result.stderr,
      """
      daybook: the journal's setting caffeine_limit_mg holds "-1e308", which this Daybook does \
      not take; using the default (400)
      daybook: the journal's setting language holds "xx", which this Daybook does not take; \
      it is left unused

      """)
  }
}
