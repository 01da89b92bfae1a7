import DaybookCore
import ImageKit

/// What a picture or a Markdown entry says when a library it needs (opened on first use, not
/// linked) is missing.
public enum MissingLibraryText: String, Localized {
  case notInstalled, markdown

  public var translation: Translation {
    switch self {
    case .notInstalled:
      Translation(
        "{0} is not installed", ko: "{0}이(가) 설치되어 있지 않아요",
        ja: "{0} がインストールされていません")
    case .markdown:
      Translation(
        "Shown as written: {0} is not installed",
        ko: "쓴 그대로 보여요: {0}이(가) 설치되어 있지 않아요",
        ja: "書いたまま表示: {0} がインストールされていません")
    }
  }
}

extension ImageError {
  /// Why the picture cannot be shown, for the line after its name: a missing library named
  /// in `language`; the decoder's own (English) detail otherwise.
  public func reason(_ language: Language) -> String {
    if case .missingLibrary(let soname) = self {
      return MissingLibraryText.notInstalled.text(language, soname)
    }
    return description
  }
}
