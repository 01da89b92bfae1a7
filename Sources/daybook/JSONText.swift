/// The one escaping every JSON document this program prints goes through (`--json`,
/// `export --format json`): the characters that act on a terminal or hide what text says
/// become JSON `\uXXXX` escapes, so the document stays valid JSON (which `humanSafe`'s `^[` and
/// `\u{202e}` would break) and is safe to show on a terminal as it is.
///
/// Escaped: DEL and C1 (U+007F–U+009F), the invisible and bidi characters (U+200B–U+200F,
/// U+202A–U+202E, U+2066–U+2069, U+2060, U+061C, U+FEFF) and the line and paragraph
/// separators U+2028 and U+2029. C0 controls are escaped by the encoder inside strings
/// already; outside strings the document holds only its own spaces and line breaks, which
/// stay. Every other character, astral ones included, stays raw UTF-8.
enum JSONText {
  /// `json` with every character of `mustEscape` written as `\uXXXX`. Such characters only
  /// occur inside strings (JSON's own syntax is ASCII), where `\uXXXX` means the same
  /// character, so the value a parser reads back is unchanged.
  static func escaped(_ json: String) -> String {
    guard json.utf8.contains(where: mayStartEscaped) else { return json }
    var result = String.UnicodeScalarView()
    for scalar in json.unicodeScalars {
      if mustEscape(scalar) {
        result.append(contentsOf: hexEscape(scalar).unicodeScalars)
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }

  /// Whether a character is written as `\uXXXX` (all of them are in the Basic Multilingual
  /// Plane, so one escape each).
  static func mustEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x7F...0x9F, 0x061C, 0x200B...0x200F, 0x2028...0x202E, 0x2060, 0x2066...0x2069, 0xFEFF:
      true
    default:
      false
    }
  }

  /// The bytes that can start the UTF-8 of a character of `mustEscape`: DEL, C2 (C1),
  /// D8 (U+061C), E2 (U+20xx), EF (U+FEFF). Text without them needs no second pass.
  private static func mayStartEscaped(_ byte: UInt8) -> Bool {
    byte == 0x7F || byte == 0xC2 || byte == 0xD8 || byte == 0xE2 || byte == 0xEF
  }

  private static func hexEscape(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16)
    return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
