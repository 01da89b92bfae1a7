/// Why an image could not be shown. The message is the library's own (English) text; the
/// app words the failure itself and shows this only as detail.
public enum ImageError: Error, Equatable, Sendable {
  /// The file could not be read (missing, unreadable, not a regular file).
  case unreadable(String)
  /// Not a JPEG, PNG or HEIF file.
  case unknownFormat
  /// Bigger than the limits allow (`width`×`height` pixels, or a file of too many bytes).
  case tooLarge(width: Int, height: Int)
  /// The decoder refused the data (truncated, corrupt, hostile).
  case corrupt(String)
  /// No decoder for this format was built in (HEIF without libheif's HEVC decoder).
  case unsupported(String)
  /// A library pictures need (named by its soname: libchafa.so.0, libjpeg.so.62,
  /// libpng16.so.16, libheif.so.1) could not be loaded: it is not installed.
  case missingLibrary(String)
}

extension ImageError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .unreadable(let detail): return "cannot read the file: \(detail)"
    case .unknownFormat: return "not a JPEG, PNG or HEIF picture"
    case .tooLarge(let width, let height): return "too large (\(width)×\(height))"
    case .corrupt(let detail): return "damaged picture: \(detail)"
    case .unsupported(let detail): return "unsupported picture: \(detail)"
    case .missingLibrary(let soname): return "\(soname) is not installed"
    }
  }
}
