/// What a row of one table looks like in a record (its columns' count, storage classes and a
/// few tell-tale formats), derived from the schema a fresh journal has: the salvage tells a
/// page's table by the shape of its rows when the file's own schema cannot say.
struct SalvageShape: Sendable {
  enum Affinity: Sendable { case integer, text, real, numeric, blob }

  struct Column: Sendable {
    var name: String
    var affinity: Affinity
    var notNull: Bool
    var hasDefault: Bool
    /// `INTEGER PRIMARY KEY`: the record holds NULL, the cell's rowid is the value.
    var aliasesRowID: Bool
  }

  var table: String
  var columns: [Column]
  /// True for a table whose rows the salvage writes; the others (search index pages, the
  /// sync log, the schema) only keep their pages from being taken for one that is.
  var keeps: Bool

  /// The column the rowid goes into, when one aliases it.
  var rowIDColumn: Int? { columns.firstIndex(where: \.aliasesRowID) }
  /// The column of the row's change time, which orders two copies of one row.
  var changedColumn: Int? { columns.firstIndex { $0.name == "changed_at" } }

  /// The affinity SQLite gives a declared type (sqlite.org/datatype3.html, 3.1).
  static func affinity(of declared: String) -> Affinity {
    let type = declared.uppercased()
    if type.contains("INT") { return .integer }
    if type.contains("CHAR") || type.contains("CLOB") || type.contains("TEXT") { return .text }
    if type.contains("BLOB") || type.isEmpty { return .blob }
    if type.contains("REAL") || type.contains("FLOA") || type.contains("DOUB") { return .real }
    return .numeric
  }

  /// `sqlite_schema`'s own rows (type, name, table, root page, statement).
  static let schemaTable = SalvageShape(
    table: "sqlite_schema",
    columns: [
      Column(name: "type", affinity: .text, notNull: true, hasDefault: false, aliasesRowID: false),
      Column(name: "name", affinity: .text, notNull: true, hasDefault: false, aliasesRowID: false),
      Column(
        name: "tbl_name", affinity: .text, notNull: true, hasDefault: false, aliasesRowID: false),
      Column(
        name: "rootpage", affinity: .integer, notNull: true, hasDefault: false,
        aliasesRowID: false),
      Column(name: "sql", affinity: .text, notNull: false, hasDefault: false, aliasesRowID: false),
    ],
    keeps: false)

  /// True when `values` could be a row of this table: no more values than columns, the
  /// columns a short (older) record leaves out have defaults, and each value is of a class
  /// its column stores.
  func matches(_ values: [StoredValue]) -> Bool {
    guard !values.isEmpty, values.count <= columns.count else { return false }
    for column in columns[values.count...] where column.notNull && !column.hasDefault {
      return false
    }
    for (value, column) in zip(values, columns) {
      guard Self.fits(value, column) else { return false }
    }
    return true
  }

  private static func fits(_ value: StoredValue, _ column: Column) -> Bool {
    if column.aliasesRowID { return value == .null }
    switch value {
    case .null: return !column.notNull
    case .integer: return column.affinity != .text
    case .real: return column.affinity != .text && column.affinity != .integer
    case .blob: return column.affinity == .blob
    case .text(let bytes):
      guard column.affinity == .text || column.affinity == .blob || column.affinity == .numeric
      else { return false }
      switch column.name {
      case "day": return isDay(bytes) && Day(iso: String(decoding: bytes, as: UTF8.self)) != nil
      case "uid": return !bytes.isEmpty && bytes.count <= 100
      default: return true
      }
    }
  }

  /// `YYYY-MM-DD`, as every day column holds it.
  static func isDay(_ bytes: [UInt8]) -> Bool {
    guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else {
      return false
    }
    return bytes.enumerated().allSatisfy { index, byte in
      index == 4 || index == 7 || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
  }

  /// The change time a row carries, for keeping the newer of two copies.
  func changedAt(_ row: ScannedRow) -> Int64 {
    guard let index = changedColumn, index < row.values.count,
      case .integer(let value) = row.values[index]
    else { return Int64.min }
    return value
  }

  /// The shape whose rows most of `rows` (one page's) match; on a tie a table that is not
  /// kept wins (a wrong guess then loses rows rather than writing strangers' rows).
  static func best(for rows: [ScannedRow], among shapes: [SalvageShape]) -> SalvageShape? {
    var best: (shape: SalvageShape, count: Int)?
    for shape in shapes {
      let count = rows.count { shape.matches($0.values) }
      guard count > 0 else { continue }
      if let current = best {
        if count > current.count || (count == current.count && current.shape.keeps && !shape.keeps)
        {
          best = (shape, count)
        }
      } else {
        best = (shape, count)
      }
    }
    return best?.shape
  }
}
