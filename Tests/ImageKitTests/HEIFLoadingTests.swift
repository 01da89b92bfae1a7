import Glibc
import Testing

@testable import ImageKit

/// libheif is opened on the first HEIF picture (CHeif/shim.h) and then does the decoding.
@Suite struct HEIFLoadingTests {
  @Test func aHEIFPictureIsReadByLibheifOpenedOnFirstUse() {
    guard let library = dlopen("libheif.so.1", RTLD_NOW | RTLD_LOCAL) else {
      print("skipped: libheif.so.1 is not installed")
      return
    }
    dlclose(library)
    let result = Result { () throws(ImageError) in
      try ImageDecoder.decode(
        bytes: HostileImageTests.badHEIC(), minimumWidth: 1, minimumHeight: 1)
    }
    // libheif's own complaint about the box, not "libheif is not installed".
    switch result {
    case .failure(.corrupt(let message)), .failure(.unsupported(let message)):
      #expect(!message.contains("not installed"), "\(message)")
    default:
      Issue.record("a broken HEIC decoded: \(result)")
    }
  }
}
