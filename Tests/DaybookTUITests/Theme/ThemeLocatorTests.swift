import DaybookTUI
import Expectations
import TerminalKit
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct ThemeLocatorTests {
  /// The repository's Themes/ directory, found from this file's path.
  static let bundledDirectory: String = {
    var path = String(#filePath)
    for _ in 0..<4 {  // …/Tests/DaybookTUITests/Theme/ThemeLocatorTests.swift
      path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
    }
    return path + "/Themes"
  }()

  static let bundledNames = ["dark", "default", "high-contrast", "light", "moss"]

  @Test func everyBundledThemeParses() {
    let catalog = ThemeLocator.loadAll(from: [Self.bundledDirectory])
    expectEqual(catalog.problems, [])
    expectEqual(catalog.names, Self.bundledNames)
    expectEqual(catalog.themes["moss"]?.name, "Moss")
    expectEqual(catalog.themes["default"]?.name, "Terminal default")
  }

  @Test func bundledDefaultThemeUsesNoColours() throws {
    let theme = try #require(ThemeLocator.loadAll(from: [Self.bundledDirectory]).themes["default"])
    for role in ThemeRole.allCases {
      #expect(theme.style(role).fg == .terminalDefault && theme.style(role).bg == .terminalDefault)
    }
  }

  @Test func oneThemeLoadsAloneAsTheCatalogWouldHaveIt() {
    let catalog = ThemeLocator.loadAll(from: [Self.bundledDirectory])
    for name in Self.bundledNames {
      expectEqual(
        ThemeLocator.load(named: name, from: [Self.bundledDirectory]), catalog.themes[name])
    }
    expectEqual(ThemeLocator.load(named: "neon", from: [Self.bundledDirectory]), nil)
    // Only names, never paths, are looked up.
    expectEqual(ThemeLocator.load(named: "../Themes/moss", from: [Self.bundledDirectory]), nil)
    expectEqual(ThemeLocator.load(named: "", from: [Self.bundledDirectory]), nil)
  }

  @Test func aBrokenThemeFileIsPassedOverForTheNextDirectory() throws {
    let folder = "/tmp/daybook-theme-test-\(getpid())"
    mkdir(folder, 0o700)
    defer {
      unlink(folder + "/moss.theme")
      rmdir(folder)
    }
    let file = try #require(fopen(folder + "/moss.theme", "w"))
    fputs("accent = not-a-colour\n", file)
    fclose(file)
    let directories = [folder, Self.bundledDirectory]
    expectEqual(ThemeLocator.load(named: "moss", from: directories)?.name, "Moss")
    expectEqual(ThemeLocator.loadAll(from: directories).themes["moss"]?.name, "Moss")
  }

  @Test func missingDirectoriesGiveTheBuiltinDefault() {
    let catalog = ThemeLocator.loadAll(from: ["/nonexistent/daybook-themes"])
    expectEqual(catalog.themes, ["default": .builtinDefault])
    expectEqual(catalog.problems, [])
  }

  @Test func searchOrderConfigThenPrefixThenCheckout() {
    let directories = ThemeLocator.searchDirectories(
      executablePath: "/home/me/src/daybook/.build/debug/daybook",
      environment: ["HOME": "/home/me"],
      isDirectory: { $0 == "/home/me/src/daybook/Themes" })
    expectEqual(
      directories,
      [
        "/home/me/.config/daybook/themes",
        "/home/me/src/daybook/.build/share/daybook/themes",
        "/home/me/src/daybook/Themes",
      ])
  }

  @Test func xdgConfigHomeWinsAndNoCheckoutWhenNotFound() {
    let directories = ThemeLocator.searchDirectories(
      executablePath: "/usr/local/bin/daybook",
      environment: ["HOME": "/home/me", "XDG_CONFIG_HOME": "/cfg"],
      isDirectory: { _ in false })
    expectEqual(directories, ["/cfg/daybook/themes", "/usr/local/share/daybook/themes"])
  }

  @Test func realFileSystemFindsTheCheckoutFromTheBuildDirectory() {
    let checkout = String(Self.bundledDirectory.dropLast("/Themes".count))
    let directories = ThemeLocator.searchDirectories(
      executablePath: checkout + "/.build/debug/daybook", environment: [:])
    expectEqual(directories.last, Self.bundledDirectory)
  }
}
