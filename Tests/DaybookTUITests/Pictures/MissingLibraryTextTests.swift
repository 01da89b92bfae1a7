import DaybookCore
import Expectations
import ImageKit
import Testing

@testable import DaybookTUI

/// A picture whose library is missing says so in one line, in the interface's language,
/// naming the library; other failures keep the decoder's detail.
@Suite struct MissingLibraryTextTests {
  @Test func aMissingLibraryIsNamedInEachLanguage() {
    let error = ImageError.missingLibrary("libchafa.so.0")
    expectEqual(error.reason(.en), "libchafa.so.0 is not installed")
    expectEqual(error.reason(.ko), "libchafa.so.0이 설치되어 있지 않아요")
    expectEqual(error.reason(.ja), "libchafa.so.0 がインストールされていません")
    expectEqual(
      PictureText.cannotShow.text(.ko, "꽃.jpg", error.reason(.ko)),
      "꽃.jpg를 보여 줄 수 없어요: libchafa.so.0이 설치되어 있지 않아요")
    expectEqual(ImageError.corrupt("bad").reason(.ko), "damaged picture: bad")
  }
}
