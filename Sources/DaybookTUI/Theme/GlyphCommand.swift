import DaybookCore
import TerminalKit

/// Switches the glyph set live (`:glyphs NAME`, `G`) and stores it.
enum GlyphCommand {
  static func choose(_ glyphs: GlyphSet, _ state: inout AppState) -> [Effect] {
    state.glyphs = glyphs
    AppReducer.showStatus(
      GlyphText.chosen.text(state.language, GlyphText.name(glyphs).text(state.language)), &state)
    return [.saveGlyphs(glyphs)]
  }
}

/// Texts of the glyph sets.
public enum GlyphText: String, Localized {
  case key, chosen, usage, rounded, square, heavy, ascii

  public static func name(_ glyphs: GlyphSet) -> GlyphText {
    switch glyphs {
    case .rounded: .rounded
    case .square: .square
    case .heavy: .heavy
    case .ascii: .ascii
    }
  }

  public var translation: Translation {
    switch self {
    case .key: Translation("glyph set", ko: "글리프 모양", ja: "字形セット")
    case .chosen: Translation("Glyphs: {0}", ko: "글리프: {0}", ja: "字形: {0}")
    case .usage:
      Translation(
        "usage: :glyphs rounded|square|heavy|ascii", ko: "사용법: :glyphs rounded|square|heavy|ascii",
        ja: "使い方: :glyphs rounded|square|heavy|ascii")
    case .rounded: Translation("rounded", ko: "둥근 모서리", ja: "丸い角")
    case .square: Translation("square", ko: "각진 모서리", ja: "四角い角")
    case .heavy: Translation("heavy", ko: "굵은 선", ja: "太線")
    case .ascii: Translation("plain ASCII", ko: "ASCII 문자만", ja: "ASCII のみ")
    }
  }
}
