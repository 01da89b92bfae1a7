/// Which format of the mirror a repository holds: `daybook-mirror.txt` at its top.
///
/// Format 1 had no such file. Format 2 adds settings, entry revisions and plant photos
/// (folders an older reader leaves alone) and keeps unknown front-matter fields. A Daybook
/// reads a mirror whose `needs-reader` is at most its own format; a newer, incompatible one
/// stops the sync with a message instead of being half understood.
public struct MirrorFormat: Equatable, Sendable {
  /// The format the repository was written in.
  public var format: Int
  /// The oldest reader's format that can still read it.
  public var needsReader: Int

  /// What this version writes (and the highest `needsReader` it reads).
  public static let current = MirrorFormat(format: 2, needsReader: 1)

  public init(format: Int, needsReader: Int) {
    self.format = format
    self.needsReader = needsReader
  }

  public var fileText: String {
    "# The format of this Daybook sync repository.\nformat: \(format)\n"
      + "needs-reader: \(needsReader)\n"
  }

  /// Reads the file; nil when it is not one.
  public static func parse(_ text: String) -> MirrorFormat? {
    var values: [String: Int] = [:]
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let parts = line.split(separator: ":", maxSplits: 1)
      guard parts.count == 2, let number = Int(String(parts[1]).trimmingSpaces()) else { continue }
      values[String(parts[0])] = number
    }
    guard let format = values["format"] else { return nil }
    return MirrorFormat(format: format, needsReader: values["needs-reader"] ?? format)
  }

  /// True when this version can read a mirror in `self`'s format.
  public var isReadable: Bool { needsReader <= MirrorFormat.current.format }
}
