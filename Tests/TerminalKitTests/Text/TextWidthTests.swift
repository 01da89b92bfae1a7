import Expectations
import Testing

@testable import TerminalKit

@Suite struct TextWidthTests {
  @Test func asciiIsOneColumnEach() {
    expectEqual(TextWidth.width(of: "hello"), 5)
    expectEqual(TextWidth.width(of: ""), 0)
  }

  @Test func koreanIsTwoColumnsEach() {
    expectEqual(TextWidth.width(of: "한글"), 4)
    expectEqual(TextWidth.width(of: "가" as Character), 2)
    // Decomposed jamo form one grapheme, still two columns.
    expectEqual(TextWidth.width(of: "\u{1100}\u{1161}\u{11A8}"), 2)
  }

  @Test func japaneseFullwidthAndHalfwidthKatakana() {
    expectEqual(TextWidth.width(of: "日本語"), 6)
    expectEqual(TextWidth.width(of: "ｶﾀｶﾅ"), 4)
    expectEqual(TextWidth.width(of: "カタカナ"), 8)
    expectEqual(TextWidth.width(of: "Ａ"), 2)
  }

  @Test func emojiAreTwoColumnsPerGrapheme() {
    expectEqual(TextWidth.width(of: "👍"), 2)
    expectEqual(TextWidth.width(of: "👍🏽"), 2)
    let family = "👨‍👩‍👧"
    expectEqual(family.count, 1)
    expectEqual(TextWidth.width(of: family), 2)
    expectEqual(TextWidth.width(of: "🇰🇷"), 2)
    expectEqual(TextWidth.width(of: "🇰🇷🇯🇵"), 4)
    expectEqual(TextWidth.width(of: "❤️"), 2)
    expectEqual(TextWidth.width(of: "❤"), 1)
  }

  @Test func emojiSequencesAreOneWideCell() {
    expectEqual(TextWidth.width(of: "👩‍🌾"), 2)
    expectEqual(TextWidth.width(of: "👨‍👩‍👧‍👦"), 2)
    expectEqual(TextWidth.width(of: "🧑🏻‍💻"), 2)
    expectEqual(TextWidth.width(of: "🏳️‍🌈"), 2)
    expectEqual(TextWidth.width(of: "1️⃣"), 2)
    expectEqual(TextWidth.width(of: "#️⃣"), 2)
    expectEqual(TextWidth.width(of: "✌"), 1)
    expectEqual(TextWidth.width(of: "✌🏽"), 2, "a skin tone makes a text-style base an emoji")
    expectEqual(TextWidth.width(of: "✌️"), 2)
    expectEqual(TextWidth.width(of: "🇰"), 1, "a lone regional indicator is narrow")
    expectEqual(TextWidth.width(of: "🇰🇷🇯"), 3)
  }

  @Test func variationSelectorsChoosePresentation() {
    expectEqual(TextWidth.width(of: "☀"), 1)
    expectEqual(TextWidth.width(of: "☀\u{FE0F}"), 2)
    expectEqual(TextWidth.width(of: "⌚"), 2)
    expectEqual(TextWidth.width(of: "⌚\u{FE0E}"), 1)
    expectEqual(TextWidth.width(of: "한\u{FE0E}"), 2, "VS15 changes only emoji-style characters")
  }

  /// The combining marks of the wide ideographic and kana blocks (the hand-kept table had
  /// them wide because it searched the wide ranges first).
  @Test func wideBlockCombiningMarksAreZeroWidth() {
    for value: UInt32 in [0x302A, 0x302B, 0x302C, 0x302D, 0x3099, 0x309A] {
      let mark = Character(Unicode.Scalar(value)!)
      expectEqual(TextWidth.width(of: mark), 0, "U+\(String(value, radix: 16))")
    }
    expectEqual(TextWidth.width(of: "か\u{3099}"), 2)
    expectEqual(TextWidth.width(of: "か\u{3099}さ"), 4)
    expectEqual(TextWidth.width(of: "\u{309B}"), 2, "the spacing voiced mark stays wide")
  }

  @Test func combiningMarksAddNothing() {
    expectEqual(TextWidth.width(of: "e\u{0301}"), 1)
    expectEqual(TextWidth.width(of: "\u{0301}"), 0)
    expectEqual(TextWidth.width(of: "a\u{200B}b"), 2)
  }

  @Test func controlCharactersHaveNoWidthButAreSanitized() {
    expectEqual(TextWidth.width(of: "\u{1B}"), 0)
    expectEqual(TextWidth.sanitized("a\u{1B}[31mb"), "a^[[31mb")
    expectEqual(TextWidth.sanitized("\u{0}\u{7}\t\n\u{7F}"), "^@^G^I^J^?")
    expectEqual(TextWidth.sanitized("x\u{85}y\u{9B}"), "x\\u{85}y\\u{9b}")
    expectEqual(TextWidth.sanitized("한글 ok"), "한글 ok")
  }

  @Test func truncateNeverSplitsWideCharacters() {
    expectEqual(TextWidth.truncate("hello world", toWidth: 8), "hello w…")
    expectEqual(TextWidth.truncate("hello", toWidth: 5), "hello")
    expectEqual(TextWidth.truncate("한글입니다", toWidth: 6), "한글…")
    expectEqual(TextWidth.truncate("한글입니다", toWidth: 5), "한글…")
    expectEqual(TextWidth.truncate("abc", toWidth: 0), "")
    expectEqual(TextWidth.truncate("abcdef", toWidth: 3, ellipsis: ""), "abc")
  }

  @Test func padFillsToExactWidth() {
    expectEqual(TextWidth.pad("ab", toWidth: 4), "ab  ")
    expectEqual(TextWidth.pad("한", toWidth: 3), "한 ")
    expectEqual(TextWidth.pad("한글", toWidth: 3), "한 ")
  }

  @Test func wrapBreaksAtSpaces() {
    expectEqual(TextWidth.wrap("the quick brown fox", width: 10), ["the quick", "brown fox"])
    expectEqual(TextWidth.wrap("aaaa bbbb", width: 4), ["aaaa", "bbbb"])
  }

  @Test func wrapBreaksLongWordsAnywhere() {
    expectEqual(TextWidth.wrap("abcdefghij", width: 4), ["abcd", "efgh", "ij"])
    expectEqual(TextWidth.wrap("go abcdefgh", width: 4), ["go a", "bcde", "fgh"])
  }

  @Test func wrapBreaksCJKByDisplayWidth() {
    expectEqual(TextWidth.wrap("日本語のテキスト", width: 6), ["日本語", "のテキ", "スト"])
    expectEqual(TextWidth.wrap("한글 문장", width: 5), ["한글", "문장"])
    expectEqual(TextWidth.wrap("ab한글", width: 3), ["ab", "한", "글"])
  }

  @Test func wrapKeepsNewlinesAndEmptyLines() {
    expectEqual(TextWidth.wrap("one\n\ntwo", width: 10), ["one", "", "two"])
    expectEqual(TextWidth.wrap("", width: 10), [""])
  }
}
