#if canImport(Glibc)
  import Glibc
#endif

/// Decodes JPEG, PNG and HEIF files to RGBA, already shrunk towards the size it is shown at.
public enum ImageDecoder {
  /// The file formats told apart by their first bytes.
  public enum Format: Equatable, Sendable {
    case jpeg, png, heif
  }

  /// The format of a file from its first bytes; nil when it is none of those decoded.
  public static func format(of bytes: [UInt8]) -> Format? {
    if bytes.count >= 3, bytes[0] == 0xFF, bytes[1] == 0xD8, bytes[2] == 0xFF { return .jpeg }
    let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    if bytes.count >= 8, bytes[0..<8].elementsEqual(pngSignature) {
      return .png
    }
    if bytes.count >= 12, bytes[4..<8].elementsEqual(Array("ftyp".utf8)) {
      let brand = String(decoding: bytes[8..<12], as: UTF8.self)
      let brands: Set<String> = [
        "heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs", "mif1", "msf1", "avif",
      ]
      if brands.contains(brand) { return .heif }
    }
    return nil
  }

  /// True for a file name whose extension names a picture format decoded here.
  public static func isPictureName(_ name: String) -> Bool {
    guard let dot = name.lastIndex(of: ".") else { return false }
    let ext = name[name.index(after: dot)...].lowercased()
    return ["jpg", "jpeg", "jpe", "png", "heic", "heif", "avif"].contains(ext)
  }

  /// The picture in the file at `path`, shrunk by whole steps while it stays at least
  /// `minimumWidth`×`minimumHeight` pixels (when it is larger than that to begin with).
  public static func decode(
    path: String, minimumWidth: Int, minimumHeight: Int, limits: ImageLimits = .standard
  ) throws(ImageError) -> RGBAImage {
    let bytes = try readFile(path, limit: limits.maxFileBytes)
    return try decode(
      bytes: bytes, minimumWidth: minimumWidth, minimumHeight: minimumHeight, limits: limits)
  }

  /// As `decode(path:…)`, from bytes in memory.
  public static func decode(
    bytes: [UInt8], minimumWidth: Int, minimumHeight: Int, limits: ImageLimits = .standard
  ) throws(ImageError) -> RGBAImage {
    guard let format = format(of: bytes) else {
      throw bytes.isEmpty ? .corrupt("empty file") : .unknownFormat
    }
    let want = (max(1, minimumWidth), max(1, minimumHeight))
    switch format {
    case .jpeg: return try JPEGDecoding.decode(bytes, minimum: want, limits: limits)
    case .png: return try PNGDecoding.decode(bytes, minimum: want, limits: limits)
    case .heif: return try HEIFDecoding.decode(bytes, minimum: want, limits: limits)
    }
  }

  /// The largest whole factor that keeps a `width`×`height` picture at least `minimum`.
  static func shrinkFactor(width: Int, height: Int, minimum: (Int, Int)) -> Int {
    max(1, min(width / minimum.0, height / minimum.1))
  }

  /// The file's bytes, refusing anything but a regular file of at most `limit` bytes (a
  /// FIFO or device never blocks the read). The file is read to its end, not to the size it
  /// reports: a phone's pictures on a FUSE mount (MTP, ifuse, gvfs) and files of /proc say
  /// they are empty until read, and a HEIC read as its size said was "an empty file".
  static func readFile(_ path: String, limit: Int) throws(ImageError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw .unreadable(String(cString: strerror(errno))) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
      throw .unreadable("not a regular file")
    }
    let size = Int(status.st_size)
    guard size <= limit else { throw .tooLarge(width: 0, height: 0) }
    // The reported size is where to start (one byte more to see the end without growing);
    // the file may hold more, or less, than it says.
    var bytes = [UInt8](repeating: 0, count: min(max(size + 1, 1 << 16), limit + 1))
    var offset = 0
    while true {
      if offset == bytes.count {
        guard offset <= limit else { throw .tooLarge(width: 0, height: 0) }
        bytes += [UInt8](repeating: 0, count: min(max(offset, 1 << 16), limit + 1 - offset))
      }
      let count = bytes.withUnsafeMutableBytes { raw -> Int in
        guard let base = raw.baseAddress else { return 0 }
        return read(descriptor, base + offset, raw.count - offset)
      }
      if count < 0 && errno == EINTR { continue }
      if count < 0 { throw .unreadable(String(cString: strerror(errno))) }
      if count == 0 { break }
      offset += count
      guard offset <= limit else { throw .tooLarge(width: 0, height: 0) }
    }
    bytes.removeSubrange(offset...)
    return bytes
  }
}
