import Expectations
import Foundation
import Testing

/// The Debian package, built by the Makefile's own recipe (`make deb-package`, which `make
/// deb` runs after the static release build) from the debug binary the test run already has,
/// so CI checks the package without a release build. Then: its control fields and relations
/// (read from the binary, and each package named installed here at that version), its
/// contents, and the files unpacked with `dpkg-deb --extract` into a scratch folder: the
/// binary runs from there, finds its themes, and man finds and renders its page. Nothing is
/// installed on the system and no root is needed.
@Suite(.serialized) struct DebPackageTests {
  static let environment: [String: String] = [
    "PATH": "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin", "LANG": "C.UTF-8",
    "HOME": NSTemporaryDirectory(),
  ]

  static var repository: String {
    var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while folder.path != "/" {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Makefile").path) {
        return folder.path
      }
      folder.deleteLastPathComponent()
    }
    return "."
  }

  static func tool(_ name: String) -> String? {
    ["/usr/bin/", "/bin/", "/usr/sbin/", "/sbin/"].map { $0 + name }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  func run(_ program: String, _ arguments: [String], in folder: String = "/") throws -> RunResult {
    try runProgram(program, arguments, environment: Self.environment, in: folder)
  }

  /// Libraries Daybook links, by the start of their file names (sonames differ by release);
  /// the ones it opens with dlopen on first use but needs for pictures and Markdown (Depends,
  /// though not linked); and the one it opens with dlopen and runs without (a Recommends).
  static let linked = ["libncursesw.so.", "libtinfo.so.", "libsqlite3.so."]
  static let required = [
    "libchafa.so.0", "libjpeg.so.62", "libpng16.so.16", "libcmark-gfm.so.0.29.0.gfm.6",
    "libcmark-gfm-extensions.so.0.29.0.gfm.6",
  ]
  static let dlopened = "libheif.so.1"

  @Test func packagesTheBuiltBinaryAndItRunsUnpacked() throws {
    let missing = ["make", "dpkg", "dpkg-deb", "dpkg-query", "objdump", "strip"].filter {
      Self.tool($0) == nil
    }
    guard missing.isEmpty else {
      print("DebPackageTests: skipping, missing \(missing.joined(separator: ", "))")
      return
    }
    let dpkg = Self.tool("dpkg") ?? "", dpkgDeb = Self.tool("dpkg-deb") ?? ""
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("daybook-deb-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let binary = URL(fileURLWithPath: Sandbox.binary).standardizedFileURL.path

    // The package, through the Makefile's recipe.
    let made = try run(
      Self.tool("make") ?? "",
      [
        "-s", "--no-print-directory", "deb-package", "BUILT=" + binary, "DEB_DIR=" + scratch,
        "DEB_COMPRESS=gzip",
      ], in: Self.repository)
    try #require(made.status == 0, "\(made)")
    let names = try FileManager.default.contentsOfDirectory(atPath: scratch)
      .filter { $0.hasSuffix(".deb") }
    try #require(names.count == 1, "\(names)")
    let deb = scratch + "/" + names[0]

    // Control fields.
    let fields = try controlFields(dpkgDeb, deb)
    let version = try run(binary, ["--version"]).stdout
      .trimmingCharacters(in: .whitespacesAndNewlines)
    expectEqual(fields["Package"], "daybook")
    expectEqual("daybook " + (fields["Version"] ?? ""), version)
    let architecture = try run(dpkg, ["--print-architecture"]).stdout
      .trimmingCharacters(in: .whitespacesAndNewlines)
    expectEqual(fields["Architecture"], architecture)
    expectEqual(names[0], "daybook_\(fields["Version"] ?? "")_\(architecture).deb")
    #expect(Int(fields["Installed-Size"] ?? "") ?? 0 > 1000)
    expectEqual(fields["Maintainer"]?.contains("@"), true)
    expectEqual(fields["Section"], "utils")
    expectEqual(fields["Description"]?.hasPrefix("keyboard-driven diary for the terminal\n "), true)
    let depends = relations(fields["Depends"] ?? "")
    let recommends = relations(fields["Recommends"] ?? "")
    try checkRelations(binary: binary, depends: depends, recommends: recommends)

    // Contents: what make install puts under /usr, owned by root, with sane modes.
    let listing = try run(dpkgDeb, ["--contents", deb])
    expectEqual(listing.status, 0)
    var files: [String: String] = [:]
    for line in listing.lines where !line.isEmpty {
      let columns = line.split(separator: " ", omittingEmptySubsequences: true)
      guard columns.count >= 6, let path = columns.last else { continue }
      expectEqual(columns[1], "root/root", "\(line)")
      #expect(path == "./" || path.hasPrefix("./usr/"), "\(line)")
      if !columns[0].hasPrefix("d") { files[String(path.dropFirst())] = String(columns[0]) }
    }
    let expected = [
      "/usr/bin/daybook", "/usr/share/man/man1/daybook.1.gz",
      "/usr/share/bash-completion/completions/daybook", "/usr/share/zsh/site-functions/_daybook",
      "/usr/share/fish/vendor_completions.d/daybook.fish",
      "/usr/lib/systemd/user/daybook-remind.service", "/usr/lib/systemd/user/daybook-remind.timer",
      "/usr/lib/systemd/user/daybook-sync.service", "/usr/lib/systemd/user/daybook-sync.timer",
    ]
    let themes = try FileManager.default.contentsOfDirectory(atPath: Self.repository + "/Themes")
      .filter { $0.hasSuffix(".theme") }.map { "/usr/share/daybook/themes/" + $0 }
    expectEqual(Set(files.keys), Set(expected + themes))
    for (path, mode) in files {
      expectEqual(mode, (path == "/usr/bin/daybook" ? "-rwxr-xr-x" : "-rw-r--r--"), "\(path)")
    }

    // Unpacked into a scratch root with dpkg-deb: the package is only read, never installed,
    // so the test needs no root and changes nothing outside its scratch folder.
    let root = scratch + "/root"
    let unpacked = try run(dpkgDeb, ["--extract", deb, root])
    try #require(unpacked.status == 0, "\(unpacked)")
    try checkInstalled(prefix: root + "/usr", manPath: root + "/usr/share/man", version: version)
  }

  /// `Depends` and `Recommends` say what the binary needs: each linked library's package
  /// (found here by `dpkg -S`) is in Depends, and so is each required dlopened one's (chafa,
  /// libjpeg, libpng, cmark-gfm); libheif's is in Recommends and not in Depends,
  /// and every package named is installed here at the version asked or newer.
  func checkRelations(binary: String, depends: [String: String], recommends: [String: String])
    throws
  {
    let needed = try run(Self.tool("objdump") ?? "", ["-p", binary]).lines
      .compactMap { line -> String? in
        let words = line.split(separator: " ")
        return words.first == "NEEDED" ? words.last.map(String.init) : nil
      }
    for prefix in Self.linked {
      #expect(needed.contains { $0.hasPrefix(prefix) }, "the binary does not link \(prefix)")
    }
    for soname in Self.required {
      #expect(!needed.contains(soname), "the binary links \(soname); it should dlopen it")
    }
    let sonames = Self.linked.compactMap { prefix in needed.first { $0.hasPrefix(prefix) } }
    let owners = try packages(owning: sonames + Self.required + [Self.dlopened])
    for soname in sonames + Self.required {
      let package = owners[soname]
      #expect(package != nil, "no package owns \(soname)")
      if let package { #expect(depends[package] != nil, "Depends lacks \(package) (\(soname))") }
    }
    if let heif = owners[Self.dlopened] {
      #expect(recommends[heif] != nil, "Recommends lacks \(heif)")
      expectEqual(depends[heif], nil, "\(heif) is dlopened; it belongs in Recommends")
    } else {
      print("DebPackageTests: libheif is not installed here; its Recommends is not checked")
    }
    #expect(depends.keys.contains("libc6") || depends.keys.contains { $0.hasPrefix("libc6") })
    let dpkg = Self.tool("dpkg") ?? ""
    for (package, minimum) in depends.merging(recommends, uniquingKeysWith: { $1 }) {
      let installed = try run(Self.tool("dpkg-query") ?? "", ["-W", "-f=${Version}", package])
      expectEqual(installed.status, 0, "\(package) is not installed here")
      guard !minimum.isEmpty, installed.status == 0 else { continue }
      let newer = try run(dpkg, ["--compare-versions", installed.stdout, "ge", minimum])
      expectEqual(newer.status, 0, "\(package) \(installed.stdout) < \(minimum)")
    }
  }

  /// The installed binary runs, answers completion, finds its themes beside it, and man finds
  /// and renders its page.
  func checkInstalled(prefix: String, manPath: String, version: String) throws {
    let daybook = prefix + "/bin/daybook"
    let printed = try run(daybook, ["--version"])
    #expect(printed.status == 0 && printed.stdout == version + "\n", "\(printed)")
    let home = NSTemporaryDirectory() + "daybook-deb-home-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: home) }
    let environment = Self.environment.merging(["HOME": home]) { $1 }
    let water = try runProgram(daybook, ["__complete", "wa"], environment: environment, in: "/")
    #expect(water.stdout.hasPrefix("water"), "\(water)")
    let themes = try runProgram(
      daybook, ["__complete", "config", "set", "theme", ""], environment: environment, in: "/")
    #expect(themes.lines.contains("moss"), "\(themes)")
    let demo = try runProgram(daybook, ["--demo", "today"], environment: environment, in: "/")
    expectEqual(demo.status, 0, "\(demo)")
    if let man = Self.tool("man") {
      let found = try run(man, ["-M", manPath, "-w", "daybook"])
      expectEqual(found.stdout, manPath + "/man1/daybook.1.gz\n", "\(found)")
      let page = try runProgram(
        man, ["-l", manPath + "/man1/daybook.1.gz"],
        environment: Self.environment.merging(["MANPAGER": "cat", "MANWIDTH": "80"]) { $1 },
        in: "/")
      #expect(page.status == 0 && page.stdout.contains("keyboard"), "\(page)")
    } else if let mandoc = Self.tool("mandoc") {
      print("DebPackageTests: man is missing (Debian: man-db); the page is checked with mandoc")
      let lint = try run(mandoc, ["-Tlint", manPath + "/man1/daybook.1.gz"])
      expectEqual(lint.status, 0, "\(lint)")
    } else {
      print("DebPackageTests: neither man nor mandoc is here; the page is checked as a file")
      #expect(FileManager.default.fileExists(atPath: manPath + "/man1/daybook.1.gz"))
    }
  }

  /// The control file's fields, continuation lines kept.
  func controlFields(_ dpkgDeb: String, _ deb: String) throws -> [String: String] {
    let info = try run(dpkgDeb, ["--field", deb])
    expectEqual(info.status, 0)
    var fields: [String: String] = [:]
    var last: String?
    for line in info.lines where !line.isEmpty {
      if line.hasPrefix(" "), let key = last {
        fields[key, default: ""] += "\n" + line
      } else if let colon = line.firstIndex(of: ":") {
        let key = String(line[..<colon])
        fields[key] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        last = key
      }
    }
    return fields
  }

  /// `a (>= 1), b` as package → minimum version ("" without one).
  func relations(_ field: String) -> [String: String] {
    var result: [String: String] = [:]
    for item in field.split(separator: ",") {
      let words = item.split(separator: " ", maxSplits: 1).map(String.init)
      guard let name = words.first else { continue }
      let version =
        words.count > 1
        ? words[1].trimmingCharacters(in: CharacterSet(charactersIn: "()>=< ")) : ""
      result[name] = version
    }
    return result
  }

  /// The package owning each soname's library file here, from one `dpkg -S` (slow per call).
  func packages(owning sonames: [String]) throws -> [String: String] {
    let found = try run(Self.tool("dpkg") ?? "", ["-S"] + sonames.map { "*/" + $0 })
    var owners: [String: String] = [:]
    for line in found.lines {
      guard let separator = line.range(of: ": /") else { continue }
      let path = String(line[line.index(before: separator.upperBound)...])
      let file = path.split(separator: "/").last.map(String.init) ?? ""
      let package =
        line[..<separator.lowerBound].split(separator: ",").first
        .map { String($0.split(separator: ":").first ?? "") } ?? ""
      for soname in sonames where file == soname { owners[soname] = package }
    }
    return owners
  }
}
