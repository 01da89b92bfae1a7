#if canImport(Glibc)
  import Glibc
#endif

/// The names of the picture thumbnails kept in `thumbnails/` in the journal's folder (drawn
/// by DaybookTUI's ThumbnailCache). The rule lives here so that every way a stored file goes
/// (an attachment removed, an entry deleted, a plant photo replaced, an orphan cleaned)
/// takes its thumbnails with it, and only files named by the rule, never anything else.
extension Journal {
  public static let thumbnailsFolderName = "thumbnails"

  /// `thumbnails/` in the journal's folder.
  public var thumbnailsFolder: String { folder + "/" + Journal.thumbnailsFolderName }

  /// The thumbnail of the stored file `storedName` at `columns`×`rows` cells in `depth`
  /// colours: `<stored name>.<columns>x<rows>.<depth>.cells`.
  public static func thumbnailName(of storedName: String, columns: Int, rows: Int, depth: Int)
    -> String
  {
    "\(storedName).\(columns)x\(rows).\(depth).cells"
  }

  /// True for a name `thumbnailName(of: storedName, …)` gives, or the temporary name a
  /// thumbnail is written under before its rename (`<that>.tmp<digits>`, left by a crash).
  public static func isThumbnail(_ name: String, of storedName: String) -> Bool {
    let prefix = Array((storedName + ".").utf8)
    let bytes = Array(name.utf8)
    guard isPlainFileName(storedName), bytes.count > prefix.count, bytes.starts(with: prefix)
    else { return false }
    // `<columns>x<rows>.<depth>.cells`, perhaps with `.tmp<digits>` after it.
    let parts = bytes[prefix.count...].split(
      separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
    guard parts.count == 3 || parts.count == 4, parts[2].elementsEqual("cells".utf8),
      isNumber(parts[1])
    else { return false }
    if parts.count == 4 {
      let tmp = parts[3]
      guard tmp.starts(with: "tmp".utf8), isNumber(tmp.dropFirst(3)) else { return false }
    }
    let size = parts[0].split(separator: UInt8(ascii: "x"), omittingEmptySubsequences: false)
    return size.count == 2 && size.allSatisfy(isNumber)
  }

  /// One or more ASCII digits.
  private static func isNumber(_ bytes: ArraySlice<UInt8>) -> Bool {
    !bytes.isEmpty && bytes.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
  }

  /// Removes the thumbnails of stored files (their attachments or photos are gone). Only
  /// names `isThumbnail` accepts, removed with `unlinkat` in the folder opened without
  /// following a symlink; a missing folder means there is nothing to remove.
  public func removeThumbnails(of storedNames: [String]) {
    let stored = storedNames.filter(Journal.isPlainFileName)
    guard !stored.isEmpty else { return }
    let folder = open(thumbnailsFolder, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    guard folder >= 0 else { return }
    defer { close(folder) }
    for name in Journal.fileNames(in: thumbnailsFolder)
    where stored.contains(where: { Journal.isThumbnail(name, of: $0) }) {
      unlinkat(folder, name, 0)
    }
  }
}
