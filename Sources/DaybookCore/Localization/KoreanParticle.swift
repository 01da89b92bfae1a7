/// Korean particles chosen by the sound the word before them ends in: `몬스테라는`,
/// `고무나무는`; `물을`, `커피를`; `집으로`, `물로`, `커피로`.
///
/// Templates write a particle both ways, `{0}은(는)`, `{0}이(가)`, `{0}을(를)`, `{0}와(과)`,
/// `{0}(으)로`, `{0}(이)라는`, and `Localization.fill` picks one for the word that fills the
/// placeholder.
public enum KoreanParticle {
  /// How a word ends, as far as particles care.
  public enum Ending: Equatable, Sendable {
    /// A vowel: `커피`, `차` (`는`, `가`, `를`, `와`, `로`).
    case vowel
    /// ㄹ: `물`, `일` (`은`, `이`, `을`, `과`, but `로`).
    case rieul
    /// Any other final consonant: `몬스테라 화분`, `삼` (`은`, `이`, `을`, `과`, `으로`).
    case consonant
  }

  /// The written alternatives, each with its form after a consonant, after ㄹ and after a
  /// vowel. Longer patterns first, so `(이)라는` is matched before `(이)`.
  static let patterns: [(written: String, consonant: String, rieul: String, vowel: String)] = [
    ("은(는)", "은", "은", "는"), ("는(은)", "은", "은", "는"),
    ("이(가)", "이", "이", "가"), ("가(이)", "이", "이", "가"),
    ("을(를)", "을", "을", "를"), ("를(을)", "을", "을", "를"),
    ("과(와)", "과", "과", "와"), ("와(과)", "과", "과", "와"),
    ("아(야)", "아", "아", "야"), ("(으)로", "으로", "로", "로"),
    ("(이)", "이", "이", ""),
  ]

  /// How `word` ends when read aloud: the last Hangul syllable's final consonant; digits by
  /// their Korean reading (`1` 일, `3` 삼, `10` 십); Latin letters by how a loanword is
  /// usually written (`Paul` 폴, `book` 북, `Monstera` 몬스테라, `bus` 버스). Closing quotes,
  /// brackets and spaces at the end are skipped; anything else (kana, emoji) counts as a vowel.
  public static func ending(of word: String) -> Ending {
    // Walked back by index: the lazy reversed and dropping views cost more at their first
    // use in a process (generic metadata) than the whole message they help word.
    var end = word.endIndex
    while end > word.startIndex {
      let before = word.index(before: end)
      guard isClosing(word[before]) || word[before].isWhitespace else { break }
      end = before
    }
    guard end > word.startIndex else { return .vowel }
    let last = word[word.index(before: end)]
    if let scalar = last.unicodeScalars.first, last.unicodeScalars.count == 1,
      (0xAC00...0xD7A3).contains(scalar.value)
    {
      let final = (scalar.value - 0xAC00) % 28
      return final == 0 ? .vowel : final == 8 ? .rieul : .consonant
    }
    /// The run of characters before `end` that all pass `test`.
    func run(_ test: (Character) -> Bool) -> String {
      var start = end
      while start > word.startIndex, test(word[word.index(before: start)]) {
        start = word.index(before: start)
      }
      return String(word[start..<end])
    }
    if last.isASCII, last.isNumber {
      return digitEnding(run { $0.isASCII && $0.isNumber })
    }
    if last.isASCII, last.isLetter {
      return latinEnding(run { $0.isASCII && $0.isLetter }.lowercased())
    }
    return .vowel
  }

  /// The particle for `word` in the written alternation (`은(는)`), or nil when it is not one.
  public static func choose(_ written: String, after word: String) -> String? {
    guard let pattern = patterns.first(where: { $0.written == written }) else { return nil }
    return form(pattern, ending(of: word))
  }

  /// The alternation `text` starts with and the particle for `word`, if it starts with one.
  static func match(_ text: Substring, after word: String) -> (length: Int, particle: String)? {
    guard let pattern = patterns.first(where: { text.hasPrefix($0.written) }) else { return nil }
    return (pattern.written.count, form(pattern, ending(of: word)))
  }

  private static func form(
    _ pattern: (written: String, consonant: String, rieul: String, vowel: String),
    _ ending: Ending
  ) -> String {
    switch ending {
    case .vowel: pattern.vowel
    case .rieul: pattern.rieul
    case .consonant: pattern.consonant
    }
  }

  /// Characters a placeholder may be wrapped in before its particle: `"{0}"을(를)`.
  static let closing: Set<Character> = ["\"", "'", "”", "’", "」", "』", ")", "]", "）"]

  /// Whether `character` is one of `closing`, without building the set: a message worded
  /// once per process (a command's) pays for a set's first use more than for the message.
  static func isClosing(_ character: Character) -> Bool {
    switch character {
    case "\"", "'", "”", "’", "」", "』", ")", "]", "）": true
    default: false
    }
  }

  /// The last sound of a number read in Sino-Korean: 영, 일, 이, 삼, 사, 오, 육, 칠, 팔, 구;
  /// a number ending in zeros ends in 십, 백, 천 or 만.
  private static func digitEnding(_ digits: String) -> Ending {
    let zeros = digits.reversed().prefix { $0 == "0" }.count
    if zeros > 0 && zeros < digits.count { return .consonant }  // 십 백 천 만
    switch digits.last {
    case "0", "3", "6": return .consonant  // 영 삼 육
    case "1", "7", "8": return .rieul  // 일 칠 팔
    default: return .vowel  // 이 사 오 구
    }
  }

  /// Units read by their Korean names: 밀리그램, 밀리리터, 샷.
  private static let units: [String: Ending] = [
    "mg": .consonant, "g": .consonant, "kg": .consonant, "ml": .vowel, "l": .vowel,
    "cm": .vowel, "mm": .vowel, "km": .vowel, "shot": .consonant, "shots": .consonant,
  ]

  /// Loanword spelling: a final l is ㄹ (`Paul` 폴), m, n, ng and the stops b, c, k, p, t
  /// after a vowel close the syllable (`Tom` 톰, `book` 북, `cat` 캣); other endings take a
  /// vowel (`bus` 버스, `tree` 트리, `timer` 타이머).
  private static func latinEnding(_ letters: String) -> Ending {
    if let unit = units[letters] { return unit }
    guard let last = letters.last else { return .vowel }
    switch last {
    case "l": return .rieul
    case "m", "n": return .consonant
    case "g": return letters.hasSuffix("ng") ? .consonant : .vowel
    case "b", "c", "k", "p", "t":
      let before = letters.dropLast().last
      return before.map { "aeiou".contains($0) } == true ? .consonant : .vowel
    default: return .vowel
    }
  }
}
