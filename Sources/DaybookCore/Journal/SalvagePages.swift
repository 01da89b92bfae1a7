#if canImport(Glibc)
  import Glibc
#endif

/// A value of a record as a database file stores it (sqlite.org/fileformat2.html, 2.1).
enum StoredValue: Equatable, Sendable {
  case null
  case integer(Int64)
  case real(Double)
  case text([UInt8])
  case blob([UInt8])
}

/// One row of a table b-tree leaf page, as the file holds it.
struct ScannedRow: Equatable, Sendable {
  var page: Int
  var rowID: Int64
  var values: [StoredValue]
}

/// Reads the rows of a database file's table leaf pages straight from its bytes, without
/// SQLite, for salvage: the header, the schema or any interior page may be damaged, so every
/// page is looked at on its own (sqlite.org/fileformat2.html, 1.3–1.6 and 2.1).
///
/// The file is hostile: every offset is checked against its page, every chain is bounded
/// by the pages there are and by a budget of pages read, and a cell that does not decode
/// exactly is dropped, so no input makes this crash or run on.
struct SalvagePages {
  /// The most columns a record may have: Daybook's widest table has a few dozen.
  static let columnLimit = 256
  /// The largest payload followed (a whole entry with its body is far smaller).
  static let payloadLimit = 64 << 20
  static let magic = Array("SQLite format 3\0".utf8)
  static let pageSizes = [512, 1_024, 2_048, 4_096, 8_192, 16_384, 32_768, 65_536]

  /// Reads up to `count` bytes at `offset`; fewer at the end of the file.
  typealias Reader = (_ offset: Int, _ count: Int) -> [UInt8]

  let pageSize: Int
  /// The page size less the reserved bytes at each page's end.
  let usable: Int
  /// The pages the file holds, the last one perhaps cut short.
  let pageCount: Int
  /// True when page 1 starts with a sound header: then its freelist is trusted.
  let headerIsSound: Bool
  /// Pages on the freelist (known only from a sound header): their rows were deleted.
  private(set) var freePages: Set<Int> = []
  /// Overflow pages left to read: a sound file reads each at most once.
  private var overflowBudget: Int
  private let read: Reader

  /// A scan of `size` bytes read through `read`; nil when no page size fits.
  init?(size: Int, read: @escaping Reader) {
    guard size >= 512 else { return nil }
    self.read = read
    let header = read(0, 100)
    var reserved = 0
    if let size = Self.pageSize(inHeader: header) {
      pageSize = size
      reserved = Int(header[20])
      headerIsSound = reserved < 32 && size - reserved >= 480
      if !headerIsSound { reserved = 0 }
    } else {
      pageSize = Self.guessPageSize(size: size, read: read)
      headerIsSound = false
    }
    usable = pageSize - reserved
    pageCount = (size + pageSize - 1) / pageSize
    overflowBudget = 2 * pageCount + 1_000
    if headerIsSound { freePages = freelist(header) }
  }

  /// Runs `body` on a scan of the file at `path`, read with plain reads; false when the
  /// file cannot be opened, is not a regular file or is too small to hold a page.
  static func scanning(fileAt path: String, body: (inout SalvagePages) -> Void) -> Bool {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
      return false
    }
    let reader: Reader = { offset, count in
      var bytes = [UInt8](repeating: 0, count: count)
      var done = 0
      while done < count {
        let got = bytes.withUnsafeMutableBytes {
          pread(descriptor, $0.baseAddress.map { $0 + done }, count - done, off_t(offset + done))
        }
        if got < 0 && errno == EINTR { continue }
        guard got > 0 else { break }
        done += got
      }
      return done == count ? bytes : Array(bytes.prefix(done))
    }
    guard var pages = SalvagePages(size: Int(status.st_size), read: reader) else { return false }
    body(&pages)
    return true
  }

  /// The page size the header gives, when page 1 starts with SQLite's magic and a size that
  /// is a power of two from 512 to 65536.
  static func pageSize(inHeader header: [UInt8]) -> Int? {
    guard header.count >= 100, Array(header.prefix(16)) == magic else { return nil }
    let raw = Int(header[16]) << 8 | Int(header[17])
    let size = raw == 1 ? 65_536 : raw
    guard size >= 512, size <= 65_536, size & (size - 1) == 0 else { return nil }
    return size
  }

  /// The page size at which most sampled pages read as b-tree pages; of sizes that score
  /// nearly as well the smallest (a larger size sees every other page of a smaller one).
  static func guessPageSize(size: Int, read: Reader) -> Int {
    var scores: [(size: Int, score: Double)] = []
    for pageSize in pageSizes {
      let count = size / pageSize
      guard count >= 1 else { continue }
      let samples = min(count, 400)
      var valid = 0
      for sample in 0..<samples {
        let number = 1 + sample * count / samples
        let page = read((number - 1) * pageSize, pageSize)
        if page.count == pageSize,
          looksLikeBTreePage(page, start: number == 1 ? 100 : 0, usable: pageSize)
        {
          valid += 1
        }
      }
      scores.append((pageSize, Double(valid) / Double(samples)))
    }
    let best = scores.map(\.score).max() ?? 0
    guard best > 0 else { return 4_096 }
    return scores.first { $0.score >= 0.9 * best }?.size ?? 4_096
  }

  /// True when `page` holds a plausible b-tree page header at `start`, every cell pointer
  /// inside the page.
  static func looksLikeBTreePage(_ page: [UInt8], start: Int, usable: Int) -> Bool {
    guard start + 12 <= page.count, usable <= page.count else { return false }
    let kind = page[start]
    guard kind == 2 || kind == 5 || kind == 10 || kind == 13 else { return false }
    let interior = kind == 2 || kind == 5
    let cells = u16(page, start + 3)
    let pointers = start + (interior ? 12 : 8)
    let content = u16(page, start + 5)
    guard pointers + 2 * cells <= usable, page[start + 7] <= 60 else { return false }
    guard content == 0 || (content >= pointers + 2 * cells && content <= usable) else {
      return false
    }
    for cell in 0..<cells {
      let offset = u16(page, pointers + 2 * cell)
      guard offset >= pointers + 2 * cells, offset < usable else { return false }
    }
    return true
  }

  /// Page `number` (1-based), padded with zeros when the file ends inside it.
  func page(_ number: Int) -> [UInt8]? {
    guard number >= 1, number <= pageCount else { return nil }
    var bytes = read((number - 1) * pageSize, pageSize)
    guard !bytes.isEmpty else { return nil }
    if bytes.count < pageSize { bytes += [UInt8](repeating: 0, count: pageSize - bytes.count) }
    return bytes
  }

  /// The pages the header's freelist names, trunks and leaves, each chain bounded.
  private func freelist(_ header: [UInt8]) -> Set<Int> {
    var free = Set<Int>()
    var trunk = Self.u32(header, 32)
    var trunks = 0
    while trunk >= 2, trunk <= pageCount, trunks < pageCount, free.insert(trunk).inserted {
      trunks += 1
      guard let bytes = page(trunk) else { break }
      let leaves = Self.u32(bytes, 4)
      guard leaves <= usable / 4 - 2 else { break }
      for index in 0..<leaves {
        let leaf = Self.u32(bytes, 8 + 4 * index)
        if leaf >= 2, leaf <= pageCount { free.insert(leaf) }
      }
      trunk = Self.u32(bytes, 0)
    }
    return free
  }

  /// Every row of every table leaf page not on the freelist, page by page.
  mutating func forEachLeaf(_ body: (_ page: Int, _ rows: [ScannedRow]) -> Void) {
    guard pageCount >= 1 else { return }
    for number in 1...pageCount where !freePages.contains(number) {
      let rows = rows(onPage: number)
      if !rows.isEmpty { body(number, rows) }
    }
  }

  /// The rows of page `number` when it is a table leaf page (type 13); cells that do not
  /// decode are left out.
  mutating func rows(onPage number: Int) -> [ScannedRow] {
    guard let page = page(number) else { return [] }
    let start = number == 1 ? 100 : 0
    guard start + 8 <= usable, page[start] == 13 else { return [] }
    let cells = Self.u16(page, start + 3)
    let pointers = start + 8
    guard pointers + 2 * cells <= usable else { return [] }
    var rows: [ScannedRow] = []
    for cell in 0..<cells {
      let offset = Self.u16(page, pointers + 2 * cell)
      guard offset >= pointers + 2 * cells, offset < usable,
        let row = row(in: page, number: number, at: offset)
      else { continue }
      rows.append(row)
    }
    return rows
  }

  /// The table leaf cell at `offset`: payload length, rowid, the payload's local part and
  /// its overflow chain (sqlite.org/fileformat2.html, 1.6).
  private mutating func row(in page: [UInt8], number: Int, at offset: Int) -> ScannedRow? {
    var cursor = offset
    guard let length = Self.varint(page, &cursor, end: usable), length <= UInt64(Self.payloadLimit),
      let rowID = Self.varint(page, &cursor, end: usable)
    else { return nil }
    let payload = Int(length)
    let most = usable - 35
    var local = payload
    if payload > most {
      let least = (usable - 12) * 32 / 255 - 23
      let kept = least + (payload - least) % (usable - 4)
      local = kept <= most ? kept : least
    }
    let overflows = local < payload
    guard local >= 0, cursor + local + (overflows ? 4 : 0) <= usable else { return nil }
    var bytes = Array(page[cursor..<(cursor + local)])
    if overflows {
      var next = Self.u32(page, cursor + local)
      var remaining = payload - local
      // A sound chain has exactly the pages the payload needs.
      var hops = (remaining + usable - 5) / (usable - 4)
      bytes.reserveCapacity(payload)
      while remaining > 0 {
        guard hops > 0, overflowBudget > 0, next >= 2, next != number,
          let overflow = self.page(next)
        else { return nil }
        hops -= 1
        overflowBudget -= 1
        let take = min(remaining, usable - 4)
        bytes += overflow[4..<(4 + take)]
        remaining -= take
        next = Self.u32(overflow, 0)
      }
    }
    guard let values = Self.record(bytes) else { return nil }
    return ScannedRow(page: number, rowID: Int64(bitPattern: rowID), values: values)
  }

  /// The values of a record (its header of serial types, then the values); nil unless the
  /// values fill the payload exactly.
  static func record(_ payload: [UInt8]) -> [StoredValue]? {
    var cursor = 0
    guard let size = varint(payload, &cursor, end: payload.count), size >= 1,
      size <= UInt64(payload.count)
    else { return nil }
    let headerEnd = Int(size)
    var types: [UInt64] = []
    while cursor < headerEnd {
      guard types.count < columnLimit, let type = varint(payload, &cursor, end: headerEnd) else {
        return nil
      }
      types.append(type)
    }
    var body = headerEnd
    var values: [StoredValue] = []
    values.reserveCapacity(types.count)
    for type in types {
      let left = payload.count - body
      switch type {
      case 0: values.append(.null)
      case 1...6:
        let width = [1, 2, 3, 4, 6, 8][Int(type) - 1]
        guard width <= left else { return nil }
        values.append(.integer(signed(payload, body, width)))
        body += width
      case 7:
        guard left >= 8 else { return nil }
        values.append(.real(Double(bitPattern: UInt64(bitPattern: signed(payload, body, 8)))))
        body += 8
      case 8: values.append(.integer(0))
      case 9: values.append(.integer(1))
      case 10, 11: return nil
      default:
        guard (type - 12) / 2 <= UInt64(left) else { return nil }
        let length = Int((type - 12) / 2)
        let bytes = Array(payload[body..<(body + length)])
        values.append(type % 2 == 0 ? .blob(bytes) : .text(bytes))
        body += length
      }
    }
    guard body == payload.count else { return nil }
    return values
  }

  /// A big-endian two's-complement integer of `width` bytes at `offset`.
  static func signed(_ bytes: [UInt8], _ offset: Int, _ width: Int) -> Int64 {
    var value: UInt64 = bytes[offset] >= 0x80 ? ~0 : 0
    for index in offset..<(offset + width) { value = value << 8 | UInt64(bytes[index]) }
    return Int64(bitPattern: value)
  }

  static func u16(_ bytes: [UInt8], _ offset: Int) -> Int {
    guard offset >= 0, offset + 2 <= bytes.count else { return 0 }
    return Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
  }

  static func u32(_ bytes: [UInt8], _ offset: Int) -> Int {
    guard offset >= 0, offset + 4 <= bytes.count else { return 0 }
    return bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
  }

  /// SQLite's variable-length integer at `cursor` (one to nine bytes, the ninth whole),
  /// moving past it; nil when it runs past `end`.
  static func varint(_ bytes: [UInt8], _ cursor: inout Int, end: Int) -> UInt64? {
    var value: UInt64 = 0
    for index in 0..<9 {
      guard cursor >= 0, cursor < end, cursor < bytes.count else { return nil }
      let byte = UInt64(bytes[cursor])
      cursor += 1
      if index == 8 { return value << 8 | byte }
      value = value << 7 | (byte & 0x7F)
      if byte < 0x80 { return value }
    }
    return nil
  }
}
