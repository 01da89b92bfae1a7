/// An encrypted `gcrypt::` remote needs to know whose key encrypts it
/// (`gcrypt.participants`). `sync init` sees to it before anything is made: a participant
/// already configured is used as it is; else the one secret gpg key that can encrypt is
/// named in the mirror's own git config; with none or several, one line says what to do.
extension SyncEngine {
  /// The fingerprint `setUp` should name as the remote's participant; nil when git's
  /// configuration names one already or the remote is not encrypted.
  func gcryptParticipant(for remote: String) throws -> String? {
    guard remote.hasPrefix("gcrypt::") else { return nil }
    let outside = Git(folder: "/", interactive: git.interactive, environment: git.environment)
    if try outside.run(["config", "--get", "gcrypt.participants"]).status == 0 { return nil }
    let keys: Git.Output
    do {
      keys = try Git.spawn(
        ["gpg", "--batch", "--list-secret-keys", "--with-colons"], input: [],
        environment: git.environment, interactive: false)
    } catch {
      throw SyncError.gcryptNeedsKey(candidates: [])
    }
    let candidates = SyncEngine.encryptingKeys(keys.status == 0 ? keys.text : "")
    guard candidates.count == 1, let key = candidates.first else {
      throw SyncError.gcryptNeedsKey(candidates: candidates)
    }
    return key
  }

  /// Fingerprints of the usable secret keys that can encrypt (a key's capability field
  /// holds `E` when it or a subkey can), from `gpg --list-secret-keys --with-colons`.
  static func encryptingKeys(_ listing: String) -> [String] {
    var result: [String] = []
    var usable = false
    var wantFingerprint = false
    for line in listing.split(separator: "\n") {
      let fields = line.split(separator: ":", omittingEmptySubsequences: false)
      switch fields.first {
      case "sec":
        let validity = fields.count > 1 ? fields[1] : ""
        let capabilities = fields.count > 11 ? fields[11] : ""
        usable = capabilities.contains("E") && !["r", "e", "d", "i"].contains(validity)
        wantFingerprint = true
      case "fpr" where wantFingerprint:
        if usable, fields.count > 9 { result.append(String(fields[9])) }
        wantFingerprint = false
      default:
        if fields.first != "fpr" && fields.first != "grp" { wantFingerprint = false }
      }
    }
    return result
  }
}
