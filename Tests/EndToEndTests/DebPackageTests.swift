import Foundation
import Testing

/// The Debian package `make deb` builds, installed with `dpkg -i` as CI does (as root), then
/// `daybook --version` and `man daybook` from the installed files, and removed again. Skipped
/// with a message when not root, when dpkg is missing, or when no package has been built
/// (`make deb` first; `DAYBOOK_DEB` names another file).
@Suite struct DebPackageTests {
  static func packagePath() -> String? {
    if let explicit = ProcessInfo.processInfo.environment["DAYBOOK_DEB"] { return explicit }
    var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while folder.path != "/" {
      let deb = folder.appendingPathComponent(".build/deb")
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: deb.path)) ?? []
        return names.filter { $0.hasPrefix("daybook_") && $0.hasSuffix(".deb") }.sorted().last
          .map { deb.appendingPathComponent($0).path }
      }
      folder.deleteLastPathComponent()
    }
    return nil
  }

  @Test func installsAndRuns() throws {
    guard getuid() == 0 else {
      print("DebPackageTests: skipping, dpkg -i needs root")
      return
    }
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/dpkg") else {
      print("DebPackageTests: skipping, dpkg is missing")
      return
    }
    guard let deb = Self.packagePath() else {
      print("DebPackageTests: skipping, no .build/deb/daybook_*.deb (run make deb first)")
      return
    }
    let environment = ["PATH": "/usr/sbin:/usr/bin:/sbin:/bin", "LANG": "C.UTF-8", "HOME": "/tmp"]
    let install = try runProgram("/usr/bin/dpkg", ["-i", deb], environment: environment, in: "/")
    #expect(install.status == 0, "\(install)")
    defer {
      _ = try? runProgram("/usr/bin/dpkg", ["-r", "daybook"], environment: environment, in: "/")
    }
    let version = try runProgram("/usr/bin/daybook", ["--version"], environment: environment, in: "/")
    #expect(version.status == 0)
    #expect(version.stdout.hasPrefix("daybook "))
    let files = try runProgram("/usr/bin/dpkg", ["-L", "daybook"], environment: environment, in: "/")
    for path in [
      "/usr/bin/daybook", "/usr/share/man/man1/daybook.1.gz",
      "/usr/share/bash-completion/completions/daybook", "/usr/share/zsh/site-functions/_daybook",
      "/usr/share/fish/vendor_completions.d/daybook.fish", "/usr/lib/systemd/user/daybook-remind.timer",
      "/usr/lib/systemd/user/daybook-sync.service", "/usr/share/daybook/themes/default.theme",
    ] {
      #expect(files.lines.contains(path), "\(path)")
    }
    if FileManager.default.isExecutableFile(atPath: "/usr/bin/man") {
      let man = try runProgram(
        "/usr/bin/man", ["daybook"], environment: environment.merging(["MANPAGER": "cat"]) { $1 },
        in: "/")
      #expect(man.status == 0, "\(man)")
      #expect(man.stdout.contains("keyboard"))
    } else {
      print("DebPackageTests: man is missing (Debian: man-db); checked the page is installed only")
    }
  }
}
