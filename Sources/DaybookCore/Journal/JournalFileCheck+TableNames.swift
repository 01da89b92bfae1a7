#if canImport(Glibc)
  import Glibc
#endif

/// Reading the names of a database file's tables straight from its schema pages, without
/// SQLite: a connection would parse every statement of the schema (a millisecond and a half
/// for a journal's 150 tables, indexes and triggers) only to be asked four names, and every
/// command that opens the journal asked it on a connection of its own before the one that
/// then answers parsed it all again.
extension JournalFileCheck {
  /// The most schema pages read: a journal's schema fills about ten. A larger schema is left
  /// to SQLite (`identify`).
  static let schemaPageLimit = 64

  /// The names of the tables in `sqlite_schema` as the file holds it (page 1's b-tree), or
  /// nil when it cannot be read so: not UTF-8, an unexpected page, a name that does not fit
  /// its page, more than `schemaPageLimit` pages. Nil only means "ask SQLite"; a set is
  /// exactly what the file's schema pages say. Read without locks, like `verify`'s checks:
  /// the caller trusts only a set that holds every table it looks for.
  static func tableNames(inFileAt path: String) -> Set<String>? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var header = [UInt8](repeating: 0, count: 100)
    let count = header.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, 100, 0) }
    guard count == 100, Array(header.prefix(16)) == magic else { return nil }
    let rawPageSize = Int(header[16]) << 8 | Int(header[17])
    let pageSize = rawPageSize == 1 ? 65_536 : rawPageSize
    guard pageSize >= 512, pageSize <= 65_536, pageSize & (pageSize - 1) == 0 else { return nil }
    // Text encoding 1 is UTF-8 (0 in a database that has no schema yet).
    let encoding = header[56..<60].reduce(0) { $0 << 8 | Int($1) }
    guard encoding <= 1 else { return nil }
    var schema = SchemaPages(
      descriptor: descriptor, pageSize: pageSize, usable: pageSize - Int(header[20]))
    guard schema.usable >= 480 else { return nil }
    return schema.tableNames()
  }

  /// A walk of the `sqlite_schema` table b-tree (sqlite.org/fileformat2.html, 1.6 and 2.1).
  private struct SchemaPages {
    let descriptor: Int32
    let pageSize: Int
    /// The page size less the reserved bytes at each page's end.
    let usable: Int
    var pagesRead = 0

    mutating func tableNames() -> Set<String>? {
      var names = Set<String>()
      var pending = [1]
      var seen = Set<Int>()
      while let number = pending.popLast() {
        guard seen.insert(number).inserted, pagesRead < schemaPageLimit,
          let page = read(page: number)
        else { return nil }
        // Page 1 starts with the 100-byte file header.
        let start = number == 1 ? 100 : 0
        guard start + 8 <= page.count else { return nil }
        let kind = page[start]
        let cells = Int(page[start + 3]) << 8 | Int(page[start + 4])
        let interior = kind == 5
        guard interior || kind == 13 else { return nil }
        let pointers = start + (interior ? 12 : 8)
        guard pointers + 2 * cells <= usable else { return nil }
        if interior {
          pending.append(SchemaPages.bigEndian(page, start + 8))
        }
        for cell in 0..<cells {
          let offset = Int(page[pointers + 2 * cell]) << 8 | Int(page[pointers + 2 * cell + 1])
          guard offset >= pointers + 2 * cells, offset < usable else { return nil }
          if interior {
            guard offset + 4 <= usable else { return nil }
            pending.append(SchemaPages.bigEndian(page, offset))
          } else {
            guard let row = readRow(page, at: offset) else { return nil }
            if row.type == "table" { names.insert(row.name) }
          }
        }
      }
      return names
    }

    /// The `type` and `name` columns of the leaf cell at `offset`, when they lie in the
    /// cell's part on this page.
    func readRow(_ page: [UInt8], at offset: Int) -> (type: String, name: String)? {
      var cursor = offset
      guard let payload = SchemaPages.varint(page, &cursor, end: usable),
        SchemaPages.varint(page, &cursor, end: usable) != nil
      else { return nil }
      // The bytes of the payload stored on this page (sqlite.org/fileformat2.html, 1.6).
      let most = usable - 35
      var local = payload
      if payload > most {
        let least = (usable - 12) * 32 / 255 - 23
        let kept = least + (payload - least) % (usable - 4)
        local = kept <= most ? kept : least
      }
      let end = cursor + local
      guard payload >= 0, end <= usable else { return nil }
      var read = cursor
      guard let headerSize = SchemaPages.varint(page, &read, end: end), headerSize >= 1,
        headerSize <= end - cursor
      else { return nil }
      var types: [Int] = []
      while read < cursor + headerSize, types.count < 2 {
        guard let type = SchemaPages.varint(page, &read, end: cursor + headerSize) else {
          return nil
        }
        types.append(type)
      }
      guard types.count == 2 else { return nil }
      var body = cursor + headerSize
      var texts: [String] = []
      for type in types {
        // Text columns have odd serial types of 13 and up.
        guard type >= 13, type % 2 == 1 else { return nil }
        let length = (type - 13) / 2
        guard length <= end - body else { return nil }
        texts.append(String(decoding: page[body..<(body + length)], as: UTF8.self))
        body += length
      }
      return (texts[0], texts[1])
    }

    mutating func read(page number: Int) -> [UInt8]? {
      guard number >= 1 else { return nil }
      pagesRead += 1
      var page = [UInt8](repeating: 0, count: pageSize)
      let offset = off_t(number - 1) * off_t(pageSize)
      let count = page.withUnsafeMutableBytes {
        pread(descriptor, $0.baseAddress, pageSize, offset)
      }
      return count == pageSize ? page : nil
    }

    static func bigEndian(_ bytes: [UInt8], _ offset: Int) -> Int {
      bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }

    /// SQLite's variable-length integer at `cursor` (one to nine bytes), moving past it.
    static func varint(_ bytes: [UInt8], _ cursor: inout Int, end: Int) -> Int? {
      var value = 0
      for index in 0..<9 {
        guard cursor < end, cursor < bytes.count else { return nil }
        let byte = Int(bytes[cursor])
        cursor += 1
        if index == 8 { return value << 8 | byte }
        value = value << 7 | (byte & 0x7F)
        if byte < 0x80 { return value }
      }
      return nil
    }
  }
}
