import CSQLite

/// The FTS5 tokenizer `daybook_grams` behind `entries_grams`, the index of one- and
/// two-character searches (the trigram index needs three).
///
/// A document becomes every character (a Unicode scalar, as the trigram tokenizer counts
/// them) and every pair of neighbouring characters, case-folded the way the trigram
/// tokenizer folds. The index is `detail=none`, so only which entries hold a token is kept,
/// and each distinct token is handed to FTS5 once per column. A query of one or two
/// characters is then a single token: the entries containing it as a substring, exactly.
/// Longer queries (never sent here; they go to the trigram index) become their pairs.
///
/// FTS5 looks tokenizers up by name on each connection, so every connection that reads or
/// writes entries must call `register(on:)` first: a write to `entries` runs the triggers
/// that feed this index.
enum GramTokenizer {
  static let name = "daybook_grams"

  /// Adds the tokenizer to the connection; false when the SQLite has no FTS5.
  @discardableResult
  static func register(on handle: OpaquePointer) -> Bool {
    guard let api = daybook_fts5_api(handle), let create = api.pointee.xCreateTokenizer else {
      return false
    }
    var tokenizer = fts5_tokenizer(
      xCreate: { _, _, _, tokenizer in
        // Stateless: any non-null handle will do, and xDelete has nothing to free.
        tokenizer?.pointee = OpaquePointer(bitPattern: 1)
        return SQLITE_OK
      },
      xDelete: { _ in },
      xTokenize: { _, context, flags, text, length, emit in
        guard let emit else { return SQLITE_ERROR }
        guard let text, length > 0 else { return SQLITE_OK }
        let bytes = UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self)
        return GramTokenizer.tokenize(
          UnsafeBufferPointer(start: bytes, count: Int(length)),
          query: flags & daybook_fts5_tokenize_query != 0
        ) { token, count, start, end in emit(context, 0, token, count, start, end) }
      })
    // FTS5 copies the struct, so a local is enough.
    return create(api, name, nil, &tokenizer, nil) == SQLITE_OK
  }

  /// Calls `emit(token, byteCount, start, end)` for each token of `text`; stops
  /// at the first result other than `SQLITE_OK` and returns it.
  static func tokenize(
    _ text: UnsafeBufferPointer<UInt8>, query: Bool,
    emit: (UnsafePointer<CChar>, Int32, Int32, Int32) -> Int32
  ) -> Int32 {
    withUnsafeTemporaryAllocation(of: CChar.self, capacity: 8) { buffer in
      guard let base = buffer.baseAddress else { return SQLITE_NOMEM }
      func send(_ first: UInt32, _ second: UInt32?, _ start: Int, _ end: Int) -> Int32 {
        var count = encodeUTF8(first, into: base)
        if let second { count += encodeUTF8(second, into: base + count) }
        return emit(base, Int32(count), Int32(start), Int32(end))
      }
      if query { return tokenizeQuery(text, send) }
      // detail=none keeps no positions, so each distinct token is sent once: a diary
      // repeats its characters and pairs many times over, and FTS5 would only merge them.
      var seenPairs = TokenSet(expected: text.count)
      var seenCharacters = TokenSet(expected: text.count / 2)
      defer {
        seenPairs.deallocate()
        seenCharacters.deallocate()
      }
      var index = 0
      var previous: (code: UInt32, start: Int)?
      while index < text.count {
        let start = index
        let code = fold(decodeUTF8(text, at: &index))
        if let previous, seenPairs.insert(UInt64(previous.code) << 32 | UInt64(code)) {
          let result = send(previous.code, code, previous.start, index)
          if result != SQLITE_OK { return result }
        }
        if seenCharacters.insert(UInt64(code)) {
          let result = send(code, nil, start, index)
          if result != SQLITE_OK { return result }
        }
        previous = (code, start)
      }
      return SQLITE_OK
    }
  }

  /// A query: one character is its own token; longer text is the phrase of its pairs.
  private static func tokenizeQuery(
    _ text: UnsafeBufferPointer<UInt8>,
    _ send: (UInt32, UInt32?, Int, Int) -> Int32
  ) -> Int32 {
    var index = 0
    var previous: (code: UInt32, start: Int)?
    var pairs = 0
    while index < text.count {
      let start = index
      let code = fold(decodeUTF8(text, at: &index))
      if let previous {
        pairs += 1
        let result = send(previous.code, code, previous.start, index)
        if result != SQLITE_OK { return result }
      }
      previous = (code, start)
    }
    if pairs == 0, let previous { return send(previous.code, nil, previous.start, index) }
    return SQLITE_OK
  }

  /// Tokens of one document already sent (a pair is `first << 32 | second`): an
  /// open-addressing set with a multiplicative hash, far cheaper than `Set` and its seeded
  /// SipHash on the path of every entry written. Slot value 0 means empty, so the key 0
  /// (a NUL, or a pair of them) is kept aside.
  struct TokenSet {
    private var slots: UnsafeMutablePointer<UInt64>
    private var mask: Int
    private var shift: UInt64
    private var count = 0
    private var hasZero = false

    init(expected: Int) {
      // Room for the distinct tokens of most entries at under half full; grows beyond.
      var capacity = 256
      while capacity < min(expected, 1 << 14) * 2 { capacity <<= 1 }
      slots = .allocate(capacity: capacity)
      slots.initialize(repeating: 0, count: capacity)
      mask = capacity - 1
      shift = UInt64(64 - capacity.trailingZeroBitCount)
    }

    func deallocate() { slots.deallocate() }

    /// Adds `key`; true when it was not there yet.
    mutating func insert(_ key: UInt64) -> Bool {
      if key == 0 {
        defer { hasZero = true }
        return !hasZero
      }
      var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
      while true {
        let held = slots[slot]
        if held == key { return false }
        if held == 0 { break }
        slot = (slot + 1) & mask
      }
      slots[slot] = key
      count += 1
      if count * 2 > mask { grow() }
      return true
    }

    private mutating func grow() {
      let old = slots
      let oldCapacity = mask + 1
      let capacity = oldCapacity * 2
      slots = .allocate(capacity: capacity)
      slots.initialize(repeating: 0, count: capacity)
      mask = capacity - 1
      shift = UInt64(64 - capacity.trailingZeroBitCount)
      for index in 0..<oldCapacity where old[index] != 0 {
        var slot = Int(truncatingIfNeeded: (old[index] &* 0x9E37_79B9_7F4A_7C15) >> shift)
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = old[index]
      }
      old.deallocate()
    }
  }

  /// The scalar at `index` (advanced past it). Malformed bytes decode as SQLite reads them
  /// (its `READ_UTF8`), so documents and queries always agree.
  static func decodeUTF8(_ text: UnsafeBufferPointer<UInt8>, at index: inout Int) -> UInt32 {
    let lead = UInt32(text[index])
    index += 1
    guard lead >= 0xC0 else { return lead }
    var code: UInt32
    switch lead {
    case 0xC0..<0xE0: code = lead & 0x1F
    case 0xE0..<0xF0: code = lead & 0x0F
    case 0xF0..<0xF8: code = lead & 0x07
    default: code = 0
    }
    while index < text.count, text[index] & 0xC0 == 0x80 {
      code = code << 6 | UInt32(text[index] & 0x3F)
      index += 1
    }
    if code < 0x80 || code & 0xFFFF_F800 == 0xD800 || code & 0xFFFF_FFFE == 0xFFFE {
      return 0xFFFD
    }
    return code
  }

  /// Writes `code` as UTF-8 (at most four bytes); returns the byte count.
  static func encodeUTF8(_ code: UInt32, into buffer: UnsafeMutablePointer<CChar>) -> Int {
    func byte(_ value: UInt32) -> CChar { CChar(bitPattern: UInt8(truncatingIfNeeded: value)) }
    switch code {
    case ..<0x80:
      buffer[0] = byte(code)
      return 1
    case ..<0x800:
      buffer[0] = byte(0xC0 | code >> 6)
      buffer[1] = byte(0x80 | code & 0x3F)
      return 2
    case ..<0x10000:
      buffer[0] = byte(0xE0 | code >> 12)
      buffer[1] = byte(0x80 | code >> 6 & 0x3F)
      buffer[2] = byte(0x80 | code & 0x3F)
      return 3
    default:
      buffer[0] = byte(0xF0 | code >> 18 & 0x07)
      buffer[1] = byte(0x80 | code >> 12 & 0x3F)
      buffer[2] = byte(0x80 | code >> 6 & 0x3F)
      buffer[3] = byte(0x80 | code & 0x3F)
      return 4
    }
  }

  /// True for scalars no other scalar folds to or from: ASCII other than letters, Hangul
  /// syllables, kana and CJK ideographs.
  static func isCaseless(_ scalar: Unicode.Scalar) -> Bool {
    let code = scalar.value
    if code < 0x80 { return !(0x41...0x5A).contains(code) && !(0x61...0x7A).contains(code) }
    return (0x3040..<0xA000).contains(code) || (0xAC00..<0xD7A4).contains(code)
  }

  /// Lower case as FTS5's trigram tokenizer folds (`sqlite3Fts5UnicodeFold` without removing
  /// diacritics): ASCII, the Basic Multilingual Plane by SQLite's own table (`foldRuns`,
  /// generated from SQLite) and Deseret. Hangul, kana and CJK ideographs have no case and
  /// skip the lookup.
  static func fold(_ code: UInt32) -> UInt32 {
    if code < 0x80 {
      return (0x41...0x5A).contains(code) ? code + 0x20 : code
    }
    if code >= 0x10000 {
      return (0x10400..<0x10428).contains(code) ? code + 40 : code
    }
    if (0x3040..<0xA000).contains(code) || (0xAC00..<0xD800).contains(code) { return code }
    // The last run starting at or before `code`.
    var low = 0
    var high = foldRuns.count
    while low < high {
      let middle = (low + high) / 2
      if UInt32(foldRuns[middle].first) <= code { low = middle + 1 } else { high = middle }
    }
    guard low > 0 else { return code }
    let run = foldRuns[low - 1]
    guard code <= UInt32(run.last), (code - UInt32(run.first)) % UInt32(run.step) == 0 else {
      return code
    }
    return UInt32(Int32(code) + run.offset)
  }
}
