/// The parts of setting the mirror up that a sync repeats: `sync init` killed at any moment
/// leaves a mirror that the next `sync` or `sync init` finishes, never one that fails for
/// good (a repository without an identity to commit with, say).
extension SyncEngine {
  /// Points `origin` at `remote` (added or changed) and writes what commits need.
  func configureRepository(remote: String?, participant: String?) throws {
    if let remote {
      if try git.run(["remote", "get-url", "origin"]).status == 0 {
        try git.checked(["remote", "set-url", "origin", remote])
      } else {
        try git.checked(["remote", "add", "origin", remote])
      }
    }
    if let participant {
      try git.checked(["config", "remote.origin.gcrypt-participants", participant])
    }
    try ensureIdentity()
    try git.checked(["config", "commit.gpgsign", "false"])
    try git.checked(["config", "core.quotepath", "false"])
    // A link in a remote's tree never becomes a link on disk (the tree is checked too).
    try git.checked(["config", "core.symlinks", "false"])
  }

  /// Commits need a name and an address; the user's own are used when git has them, else
  /// Daybook's go into the mirror's config. One git run when nothing is missing.
  func ensureIdentity() throws {
    let output = try git.run(["config", "--get-regexp", "^user\\.(name|email)$"])
    let keys = Set(output.text.split(separator: "\n").compactMap { $0.split(separator: " ").first })
    if !keys.contains("user.email") {
      try git.checked(["config", "user.email", "daybook@localhost"])
    }
    if !keys.contains("user.name") { try git.checked(["config", "user.name", "Daybook"]) }
  }

  /// Before a sync: a set-up killed before it wrote the remote into the journal is finished
  /// from the mirror's `origin` (none: `sync init` must run again), and commits get an
  /// identity whatever the set-up lived to write.
  func finishSetUp() throws {
    guard try journal.syncState("remote") == nil else {
      try ensureIdentity()
      return
    }
    let origin = try git.run(["remote", "get-url", "origin"])
    guard origin.status == 0, !origin.line.isEmpty else { throw SyncError.notSetUp }
    let remote = origin.line
    try configureRepository(remote: nil, participant: try gcryptParticipant(for: remote))
    try journal.setSyncStates([
      "remote": remote, "exported_seq": nil, "exported_full": nil, "remote_head": nil,
      "pending_merge": nil, "export_pending": nil,
    ])
  }

  /// This side's records and commits that the remote (as last fetched) does not have.
  func unsent() throws -> (records: Int, commits: Int) {
    guard let head = try revParse("HEAD") else { return (0, 0) }
    let remote = try revParse("refs/remotes/origin/\(branch)")
    if remote == head { return (0, 0) }
    let range = remote.map { [$0 + ".." + head] } ?? [head]
    let commits = Int(try git.checked(["rev-list", "--count"] + range).line) ?? 0
    guard commits > 0 else { return (0, 0) }
    let listed =
      try remote.map {
        try git.checked(["diff", "--name-only", "-z", "--no-renames", $0 + "..." + head])
      } ?? git.checked(["ls-tree", "-r", "--name-only", "-z", head])
    let records = listed.stdout.split(separator: 0).count {
      if case .record = MirrorPath.content(of: String(decoding: $0, as: UTF8.self)) {
        true
      } else {
        false
      }
    }
    return (records, commits)
  }
}
