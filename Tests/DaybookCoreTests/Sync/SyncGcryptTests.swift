import Expectations
import Testing

@testable import DaybookCore

#if canImport(Glibc)
  import Glibc
#endif

/// An encrypted remote through git-remote-gcrypt, with a throwaway key in the test's own
/// GNUPGHOME: two journals sync through it and the remote holds no readable diary text.
@Suite(.serialized) struct SyncGcryptTests {
  static let toolsInstalled: Bool = {
    let tools: [String] = ["/usr/bin/git-remote-gcrypt", "/usr/bin/gpg", "/usr/bin/gpgconf"]
    let found = tools.allSatisfy { access($0, X_OK) == 0 }
    if !found { print("SyncGcryptTests: skipped, git-remote-gcrypt or gpg is not installed") }
    return found
  }()

  @Test(.enabled(if: toolsInstalled && SyncEngineTests.gitInstalled))
  func twoJournalsSyncThroughAnEncryptedRemote() throws {
    let machines = try SyncEngineTests.Machines()
    let home = machines.root + "/gnupg"
    mkdir(home, 0o700)
    let gpg = ["GNUPGHOME": home]
    defer {
      _ = try? Git.spawn(
        ["gpgconf", "--kill", "gpg-agent"], input: [], environment: gpg, interactive: false)
    }
    let parameters = """
      %no-protection
      Key-Type: eddsa
      Key-Curve: ed25519
      Subkey-Type: ecdh
      Subkey-Curve: cv25519
      Name-Real: Daybook Test
      Name-Email: test@example.invalid
      Expire-Date: 0
      %commit

      """
    let made = try Git.spawn(
      ["gpg", "--batch", "--gen-key"], input: Array(parameters.utf8), environment: gpg,
      interactive: false)
    expectEqual(made.status, 0, "\(made.stderr)")
    let keys = try Git.spawn(
      ["gpg", "--list-keys", "--with-colons"], input: [], environment: gpg, interactive: false)
    let fingerprint = try #require(
      keys.text.split(separator: "\n").first { $0.hasPrefix("fpr:") }?
        .split(separator: ":", omittingEmptySubsequences: false).dropFirst(9).first
        .map(String.init))
    let environment = gpg.merging([
      "GIT_CONFIG_COUNT": "1", "GIT_CONFIG_KEY_0": "gcrypt.participants",
      "GIT_CONFIG_VALUE_0": fingerprint,
    ]) { $1 }
    func engine(_ name: String) throws -> SyncEngine {
      SyncEngine(journal: try machines.journal(name), gitEnvironment: environment)
    }
    let remote = "gcrypt::" + machines.remote
    try machines.write("laptop", "2026-11-12", "Secret laptop words\n비밀스러운 노트북 일기")
    // No participant configured: init names the one key that can encrypt, in the mirror.
    let laptop = SyncEngine(journal: try machines.journal("laptop"), gitEnvironment: gpg)
    try laptop.setUp(remote: remote, now: machines.tick())
    try expectEqual(
      Git(folder: laptop.folder).checked(["config", "remote.origin.gcrypt-participants"]).line,
      fingerprint)
    try machines.write("desktop", "2026-11-13", "Private desktop words\n秘密のデスクトップ日記")
    try engine("desktop").setUp(remote: remote, now: machines.tick())
    try engine("laptop").sync(now: machines.tick())
    for name in ["laptop", "desktop"] {
      try expectEqual(machines.text(name, "2026-11-12"), "Secret laptop words\n비밀스러운 노트북 일기")
      try expectEqual(machines.text(name, "2026-11-13"), "Private desktop words\n秘密のデスクトップ日記")
    }
    // Nothing in the remote's files reads as the diary.
    for words in ["Secret laptop", "Private desktop", "비밀스러운", "秘密の", "2026-11-12", "entries/"] {
      let found = try Git.spawn(
        ["grep", "-r", "-l", "-F", words, machines.remote], input: [], environment: [:],
        interactive: false)
      expectEqual(found.status, 1, "\(words) found in \(found.text)")
    }
  }

  /// With no key that can encrypt, init stops before making anything and says what to do.
  @Test(.enabled(if: toolsInstalled && SyncEngineTests.gitInstalled))
  func anEncryptedRemoteWithoutAKeyIsExplained() throws {
    let machines = try SyncEngineTests.Machines()
    let home = machines.root + "/gnupg-empty"
    mkdir(home, 0o700)
    let gpg = ["GNUPGHOME": home]
    defer {
      _ = try? Git.spawn(
        ["gpgconf", "--kill", "gpg-agent"], input: [], environment: gpg, interactive: false)
    }
    let engine = SyncEngine(journal: try machines.journal("laptop"), gitEnvironment: gpg)
    #expect(throws: SyncError.gcryptNeedsKey(candidates: [])) {
      try engine.setUp(remote: "gcrypt::" + machines.remote, now: machines.tick())
    }
    #expect(!engine.isSetUp)
    #expect(SyncError.gcryptNeedsKey(candidates: []).message(.en).contains("gpg --quick-gen-key"))
  }

  @Test func keysThatCanEncryptAreFound() {
    let listing = """
      sec:u:255:22:AAAA:1:::u:::scESC:::+:::23::0:
      fpr:::::::::1111AAAA:
      grp:::::::::GGGG:
      ssb:u:255:18:BBBB:1::::::e:::+:::23:
      fpr:::::::::2222BBBB:
      sec:u:255:22:CCCC:1:::u:::scSC:::+:::23::0:
      fpr:::::::::3333CCCC:
      sec:r:255:22:DDDD:1:::u:::scESC:::+:::23::0:
      fpr:::::::::4444DDDD:
      """
    expectEqual(SyncEngine.encryptingKeys(listing), ["1111AAAA"])
  }
}
