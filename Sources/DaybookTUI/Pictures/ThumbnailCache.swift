import DaybookCore
import ImageKit

#if canImport(Glibc)
  import Glibc
#endif

/// Mosaics kept as small files (`0600`) in `thumbnails/` inside the journal's folder, so a
/// picture is decoded once: named `<stored file>.<columns>x<rows>.<depth>.cells`, written
/// under a temporary name and renamed into place, never through a symlink. The naming rule
/// is `Journal.thumbnailName`, so the journal removes a file's thumbnails with the file.
public struct ThumbnailCache {
  public static let folderName = Journal.thumbnailsFolderName
  /// Larger files are not Daybook's thumbnails.
  static let largestFile = 4 << 20
  /// The cache's folder, `thumbnails/` in the journal's folder.
  public let folder: String

  public init(folder: String) {
    self.folder = folder
  }

  /// A stored attachment name: no path separators, not `.` or `..`.
  static func isPlainName(_ name: String) -> Bool {
    !name.isEmpty && name != "." && name != ".." && !name.contains("/") && !name.hasPrefix(".")
  }

  func fileName(for request: PictureRequest) -> String {
    Journal.thumbnailName(
      of: request.fileName, columns: request.columns, rows: request.rows,
      depth: request.depth.rawValue)
  }

  /// The cached mosaic, or nil when there is none (or it is unreadable).
  public func mosaic(for request: PictureRequest) -> Mosaic? {
    guard Self.isPlainName(request.fileName) else { return nil }
    let descriptor = open(
      folder + "/" + fileName(for: request), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG,
      Int(status.st_size) <= Self.largestFile
    else { return nil }
    var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
    let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    guard count == bytes.count, let mosaic = Mosaic(encoded: bytes),
      mosaic.depth == request.depth
    else { return nil }
    return mosaic
  }

  /// Keeps `mosaic` for `request`; a failure only means it is drawn again next time.
  public func store(_ mosaic: Mosaic, for request: PictureRequest) {
    guard Self.isPlainName(request.fileName), makeFolder() else { return }
    let target = folder + "/" + fileName(for: request)
    let temporary = target + ".tmp\(UInt32.random(in: 0...UInt32.max))"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return }
    let bytes = mosaic.encoded
    let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
    if written != bytes.count || rename(temporary, target) != 0 { unlink(temporary) }
  }

  /// The folder, made `0700` when missing; false when it is not a real folder.
  private func makeFolder() -> Bool {
    var status = stat()
    if lstat(folder, &status) == 0 { return (status.st_mode & S_IFMT) == S_IFDIR }
    return mkdir(folder, 0o700) == 0 || errno == EEXIST
  }
}
