/// Turns raw terminal input (bytes or Unicode scalars) into events.
///
/// Understands control keys, ESC-prefixed Alt combinations, the common CSI/SS3 key
/// sequences (arrows, Home/End, PgUp/PgDn, Insert/Delete, F1–F12, Shift-Tab), SGR mouse
/// reports and bracketed paste (`ESC[200~ … ESC[201~`). A lone ESC cannot be told apart
/// from the start of a sequence, so after a short pause with no input call `flush()`.
public struct KeyDecoder: Sendable {
  private enum State: Sendable {
    case ground
    case escape
    case csi(String)
    case ss3
    case paste([Unicode.Scalar])
  }

  private var state: State = .ground
  private var utf8Pending: [UInt8] = []

  private static let pasteEnd: [Unicode.Scalar] = ["\u{1B}", "[", "2", "0", "1", "~"]
  private static let maxSequenceLength = 32

  /// A decoder in its initial state.
  public init() {}

  /// True while a started escape sequence waits for more input (so `flush()` matters).
  public var isPending: Bool {
    switch state {
    case .ground: return !utf8Pending.isEmpty
    case .escape, .csi, .ss3: return true
    case .paste: return false
    }
  }

  /// True inside a bracketed paste (waiting for `ESC[201~`).
  public var isInPaste: Bool {
    if case .paste = state { return true }
    return false
  }

  /// Decodes UTF-8 bytes; an incomplete character at the end waits for the next call.
  public mutating func feed(bytes: some Sequence<UInt8>) -> [TerminalEvent] {
    var events: [TerminalEvent] = []
    for byte in bytes {
      utf8Pending.append(byte)
      let needed = Self.utf8Length(leadingByte: utf8Pending[0])
      if needed == 0 {
        utf8Pending.removeAll()  // A stray continuation byte: drop it.
        continue
      }
      guard utf8Pending.count >= needed else { continue }
      let decoded = String(decoding: utf8Pending, as: UTF8.self)
      utf8Pending.removeAll()
      for scalar in decoded.unicodeScalars {
        events += feed(scalar)
      }
    }
    return events
  }

  /// Decodes every scalar of a string (handy in tests).
  public mutating func feed(_ text: String) -> [TerminalEvent] {
    text.unicodeScalars.flatMap { feed($0) }
  }

  /// Decodes one scalar.
  public mutating func feed(_ scalar: Unicode.Scalar) -> [TerminalEvent] {
    switch state {
    case .ground:
      return groundEvents(scalar)
    case .escape:
      switch scalar {
      case "[":
        state = .csi("")
        return []
      case "O":
        state = .ss3
        return []
      case "\u{1B}":
        return [.key(.escape)]
      default:
        state = .ground
        let events = groundEvents(scalar)
        if case .key(.character(let c))? = events.first, events.count == 1 {
          return [.key(.alt(c))]
        }
        return [.key(.escape)] + events
      }
    case .csi(let parameters):
      if (0x40...0x7E).contains(scalar.value) {
        state = .ground
        return csiEvents(parameters: parameters, final: scalar)
      }
      if (0x20...0x3F).contains(scalar.value) && parameters.count < Self.maxSequenceLength {
        state = .csi(parameters + String(scalar))
        return []
      }
      state = .ground  // Not a sequence after all: drop what was collected.
      return groundEvents(scalar)
    case .ss3:
      state = .ground
      switch scalar {
      case "P": return [.key(.function(1))]
      case "Q": return [.key(.function(2))]
      case "R": return [.key(.function(3))]
      case "S": return [.key(.function(4))]
      case "A": return [.key(.up)]
      case "B": return [.key(.down)]
      case "C": return [.key(.right)]
      case "D": return [.key(.left)]
      case "H": return [.key(.home)]
      case "F": return [.key(.end)]
      case "M": return [.key(.enter)]
      default: return [.key(.alt("O"))] + groundEvents(scalar)
      }
    case .paste(var buffer):
      // Out of `state` first, so the append does not copy the whole paste for every
      // character (which made a 500 KB paste take minutes).
      state = .ground
      buffer.append(scalar)
      if buffer.count >= Self.pasteEnd.count
        && Array(buffer.suffix(Self.pasteEnd.count)) == Self.pasteEnd
      {
        state = .ground
        var text = String.UnicodeScalarView()
        text.append(contentsOf: buffer.dropLast(Self.pasteEnd.count))
        return [.paste(Self.normalizeNewlines(String(text)))]
      }
      state = .paste(buffer)
      return []
    }
  }

  /// Ends a half-read sequence after a pause: a lone ESC becomes `.escape`. A paste in
  /// progress is kept (large pastes arrive in pieces).
  public mutating func flush() -> [TerminalEvent] {
    utf8Pending.removeAll()
    switch state {
    case .escape:
      state = .ground
      return [.key(.escape)]
    case .csi(let parameters):
      state = .ground
      return parameters.isEmpty ? [.key(.alt("["))] : []
    case .ss3:
      state = .ground
      return [.key(.alt("O"))]
    case .ground, .paste:
      return []
    }
  }

  /// Ends a bracketed paste whose end marker never came, returning what was collected.
  public mutating func endPaste() -> [TerminalEvent] {
    guard case .paste(let buffer) = state else { return [] }
    state = .ground
    var text = String.UnicodeScalarView()
    text.append(contentsOf: buffer)
    return text.isEmpty ? [] : [.paste(Self.normalizeNewlines(String(text)))]
  }

  /// The key for a single scalar outside any sequence (nil for ESC, which starts one).
  public static func key(for scalar: Unicode.Scalar) -> Key? {
    switch scalar.value {
    case 0x1B: return nil
    case 0x0D, 0x0A: return .enter
    case 0x09: return .tab
    case 0x7F, 0x08: return .backspace
    case 0x00: return .ctrl(" ")
    case 0x01...0x1A: return .ctrl(Character(Unicode.Scalar(UInt8(scalar.value + 0x60))))
    case 0x1C...0x1F: return .ctrl(Character(Unicode.Scalar(UInt8(scalar.value + 0x40))))
    case 0x80...0x9F: return nil
    default: return .character(Character(scalar))
    }
  }

  private mutating func groundEvents(_ scalar: Unicode.Scalar) -> [TerminalEvent] {
    if scalar == "\u{1B}" {
      state = .escape
      return []
    }
    return Self.key(for: scalar).map { [.key($0)] } ?? []
  }

  private mutating func csiEvents(parameters: String, final: Unicode.Scalar) -> [TerminalEvent] {
    if final == "M" || final == "m", parameters.hasPrefix("<") {
      return Self.sgrMouse(parameters.dropFirst(), pressed: final == "M")
    }
    // Modifier parameters ("1;5A" for Ctrl-Up) are ignored: the plain key is reported.
    let numbers = parameters.split(separator: ";").map { Int($0) }
    switch final {
    case "A": return [.key(.up)]
    case "B": return [.key(.down)]
    case "C": return [.key(.right)]
    case "D": return [.key(.left)]
    case "H": return [.key(.home)]
    case "F": return [.key(.end)]
    case "Z": return [.key(.backTab)]
    case "~":
      guard let first = numbers.first, let code = first else { return [] }
      if code == 200 {
        state = .paste([])
        return []
      }
      return Self.tildeKey(code).map { [.key($0)] } ?? []
    default:
      return []
    }
  }

  private static func tildeKey(_ code: Int) -> Key? {
    switch code {
    case 1, 7: return .home
    case 2: return .insert
    case 3: return .delete
    case 4, 8: return .end
    case 5: return .pageUp
    case 6: return .pageDown
    case 11...15: return .function(code - 10)
    case 17...21: return .function(code - 11)
    case 23...26: return .function(code - 12)
    case 28, 29: return .function(code - 13)
    case 31...34: return .function(code - 14)
    default: return nil
    }
  }

  private static func sgrMouse(_ parameters: Substring, pressed: Bool) -> [TerminalEvent] {
    let numbers = parameters.split(separator: ";").compactMap { Int($0) }
    guard pressed, numbers.count == 3 else { return [] }
    let code = numbers[0]
    guard code & 32 == 0 else { return [] }  // Motion reports are not clicks.
    let button: Int
    switch code & ~0b11100 {  // Strip Shift/Alt/Ctrl bits.
    case 0: button = 1
    case 1: button = 2
    case 2: button = 3
    case 64: button = 4
    case 65: button = 5
    default: return []
    }
    return [.mouse(x: numbers[1] - 1, y: numbers[2] - 1, button: button)]
  }

  private static func normalizeNewlines(_ text: String) -> String {
    guard text.unicodeScalars.contains("\r") else { return text }
    var result = String.UnicodeScalarView()
    var previousWasCR = false
    for scalar in text.unicodeScalars {
      if scalar == "\r" {
        result.append("\n")
        previousWasCR = true
        continue
      }
      if scalar == "\n" && previousWasCR {
        previousWasCR = false
        continue
      }
      previousWasCR = false
      result.append(scalar)
    }
    return String(result)
  }

  private static func utf8Length(leadingByte byte: UInt8) -> Int {
    switch byte {
    case 0x00...0x7F: return 1
    case 0xC0...0xDF: return 2
    case 0xE0...0xEF: return 3
    case 0xF0...0xF7: return 4
    default: return 0
    }
  }
}
