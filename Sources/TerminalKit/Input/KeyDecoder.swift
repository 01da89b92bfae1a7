/// Turns raw terminal input (bytes or Unicode scalars) into events.
///
/// Understands control keys, ESC-prefixed Alt combinations, the common CSI/SS3 key
/// sequences (arrows, Home/End, PgUp/PgDn, Insert/Delete, F1–F12, Shift-Tab), SGR mouse
/// reports (and the old X10 ones) and bracketed paste (`ESC[200~ … ESC[201~`). Modifier
/// parameters (`ESC[1;5A`, Ctrl-Up) are read and dropped: the plain key is reported. A lone
/// ESC cannot be told apart from the start of a sequence, so after a short pause with no
/// input call `flush()`.
///
/// Bytes are decoded as they come, in whatever blocks the terminal gives; a paste is
/// gathered as bytes and turned into text once, so its cost is linear in its size.
public struct KeyDecoder: Sendable {
  private enum State: Sendable {
    case ground
    case escape
    case csi(String)
    case ss3
    /// After `ESC[M`: the three bytes of an X10 mouse report, as they come.
    case x10Mouse([UInt32])
    /// Inside a bracketed paste; the text so far is in `pasteBytes`.
    case paste
  }

  private var state: State = .ground
  /// The bytes of a UTF-8 character begun but not finished.
  private var utf8Pending: [UInt8] = []
  /// The UTF-8 of a paste in progress, end marker included once it has come.
  private var pasteBytes: [UInt8] = []

  private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)
  private static let maxSequenceLength = 32

  /// A decoder in its initial state.
  public init() {}

  /// True while a started escape sequence waits for more input (so `flush()` matters).
  public var isPending: Bool {
    switch state {
    case .ground: return !utf8Pending.isEmpty
    case .escape, .csi, .ss3, .x10Mouse: return true
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
    if let events = bytes.withContiguousStorageIfAvailable({ feed(buffer: $0) }) {
      return events
    }
    return Array(bytes).withUnsafeBufferPointer { feed(buffer: $0) }
  }

  /// Decodes a block of bytes as read from the terminal.
  public mutating func feed(buffer: UnsafeBufferPointer<UInt8>) -> [TerminalEvent] {
    var events: [TerminalEvent] = []
    var index = 0
    let count = buffer.count
    while index < count {
      if case .paste = state {
        index = collectPaste(buffer, from: index, into: &events)
        continue
      }
      let byte = buffer[index]
      index += 1
      if utf8Pending.isEmpty && byte < 0x80 {
        events += feed(Unicode.Scalar(byte))
        continue
      }
      if let scalar = decodeUTF8(byte) {
        events += feed(scalar)
      }
    }
    return events
  }

  /// Copies paste bytes up to and including the end marker (or the end of the block);
  /// returns where to go on.
  private mutating func collectPaste(
    _ buffer: UnsafeBufferPointer<UInt8>, from start: Int, into events: inout [TerminalEvent]
  ) -> Int {
    var index = start
    while index < buffer.count {
      let byte = buffer[index]
      pasteBytes.append(byte)
      index += 1
      if byte == 0x7E, pasteEndsHere() {
        events.append(finishPaste(dropping: Self.pasteEnd.count))
        return index
      }
    }
    return index
  }

  private func pasteEndsHere() -> Bool {
    let marker = Self.pasteEnd
    guard pasteBytes.count >= marker.count else { return false }
    var offset = pasteBytes.count - marker.count
    for byte in marker {
      if pasteBytes[offset] != byte { return false }
      offset += 1
    }
    return true
  }

  private mutating func finishPaste(dropping suffix: Int) -> TerminalEvent {
    state = .ground
    let bytes = pasteBytes
    pasteBytes = []
    return .paste(Self.text(ofPaste: bytes[..<(bytes.count - suffix)]))
  }

  /// Adds one byte to a UTF-8 character in progress; the scalar once it is complete. A
  /// byte that cannot continue the character drops what came before it and starts anew.
  private mutating func decodeUTF8(_ byte: UInt8) -> Unicode.Scalar? {
    if !utf8Pending.isEmpty && byte & 0xC0 != 0x80 {
      utf8Pending.removeAll()  // A character cut short: drop it, decode this byte afresh.
      if byte < 0x80 { return Unicode.Scalar(byte) }
    }
    if utf8Pending.isEmpty && Self.utf8Length(leadingByte: byte) == 0 {
      return nil  // A stray continuation byte: drop it.
    }
    utf8Pending.append(byte)
    let needed = Self.utf8Length(leadingByte: utf8Pending[0])
    guard utf8Pending.count >= needed else { return nil }
    var value = UInt32(utf8Pending[0]) & (needed == 2 ? 0x1F : needed == 3 ? 0x0F : 0x07)
    for continuation in utf8Pending.dropFirst() {
      value = value << 6 | UInt32(continuation & 0x3F)
    }
    utf8Pending.removeAll(keepingCapacity: true)
    let smallest: UInt32 = needed == 2 ? 0x80 : needed == 3 ? 0x800 : 0x10000
    guard value >= smallest else { return nil }  // An overlong form is not a character.
    return Unicode.Scalar(value)
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
    case .x10Mouse(var collected):
      collected.append(scalar.value)
      guard collected.count == 3 else {
        state = .x10Mouse(collected)
        return []
      }
      state = .ground
      return Self.x10Mouse(collected)
    case .paste:
      pasteBytes.append(contentsOf: String(scalar).utf8)
      if scalar == "~", pasteEndsHere() {
        return [finishPaste(dropping: Self.pasteEnd.count)]
      }
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
    case .x10Mouse:
      state = .ground
      return []
    case .ground, .paste:
      return []
    }
  }

  /// Ends a bracketed paste whose end marker never came, returning what was collected.
  public mutating func endPaste() -> [TerminalEvent] {
    guard case .paste = state else { return [] }
    if pasteBytes.isEmpty {
      state = .ground
      return []
    }
    return [finishPaste(dropping: 0)]
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
    if final == "M", parameters.isEmpty {
      state = .x10Mouse([])
      return []
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
    // F1–F4 with a modifier ("1;2P", Shift-F1) come as CSI, not SS3.
    case "P": return [.key(.function(1))]
    case "Q": return [.key(.function(2))]
    case "R": return [.key(.function(3))]
    case "S": return [.key(.function(4))]
    case "~":
      guard let first = numbers.first, let code = first else { return [] }
      if code == 200 {
        state = .paste
        pasteBytes = []
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
    guard let button = mouseButton(numbers[0]) else { return [] }
    return [.mouse(x: numbers[1] - 1, y: numbers[2] - 1, button: button)]
  }

  /// An X10 report: button, column and row, each plus 32 (so a release is 3).
  private static func x10Mouse(_ values: [UInt32]) -> [TerminalEvent] {
    guard values.allSatisfy({ $0 >= 32 && $0 < 0x10000 }) else { return [] }
    let code = Int(values[0]) - 32
    guard code & 0b11 != 3, let button = mouseButton(code) else { return [] }
    return [.mouse(x: Int(values[1]) - 33, y: Int(values[2]) - 33, button: button)]
  }

  /// The button of a mouse report's code; nil for motion and releases of SGR reports.
  private static func mouseButton(_ code: Int) -> Int? {
    guard code & 32 == 0 else { return nil }  // Motion reports are not clicks.
    switch code & ~0b11100 {  // Strip Shift/Alt/Ctrl bits.
    case 0: return 1
    case 1: return 2
    case 2: return 3
    case 64: return 4
    case 65: return 5
    default: return nil
    }
  }

  /// The text of a paste, with CR LF and lone CR made LF.
  private static func text(ofPaste bytes: ArraySlice<UInt8>) -> String {
    guard bytes.contains(0x0D) else { return String(decoding: bytes, as: UTF8.self) }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var previousWasCR = false
    for byte in bytes {
      if byte == 0x0D {
        result.append(0x0A)
        previousWasCR = true
        continue
      }
      if byte == 0x0A && previousWasCR {
        previousWasCR = false
        continue
      }
      previousWasCR = false
      result.append(byte)
    }
    return String(decoding: result, as: UTF8.self)
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
