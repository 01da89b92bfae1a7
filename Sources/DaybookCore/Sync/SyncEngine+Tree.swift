extension SyncEngine {
  /// Git for listing trees: a tree that names more files than any journal's mirror holds
  /// (a few objects can name billions) stops the listing instead of filling the memory.
  var treeLister: Git {
    var lister = git
    lister.outputLimit = MirrorTreeCheck.maxListingBytes
    return lister
  }

  /// Runs `body`, which reads the remote's `commit`; when git cannot read it (a tree too
  /// large, an object git refuses), the message names the commit.
  func readingRemote<T>(_ commit: String, _ body: () throws -> T) throws -> T {
    let short = String(commit.prefix(7))
    do {
      return try body()
    } catch SyncError.git(let command, let detail) {
      throw SyncError.git(command, "remote commit \(short): \(detail)")
    } catch is Git.OutputTooLarge {
      throw SyncError.git(
        "ls-tree",
        "remote commit \(short): its tree names more files than Daybook reads "
          + "(over \(MirrorTreeCheck.maxListingBytes >> 20) MiB of names)")
    }
  }
}
