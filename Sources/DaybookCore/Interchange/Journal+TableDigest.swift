extension Journal {
  /// Every row of every table (the search index's shadow tables too, virtual tables left
  /// out) as text, table by table in name order and row by row in text order: equal digests
  /// mean equal journals. For the import fuzzer and tests, to tell that a refused import
  /// changed nothing.
  @_spi(TestSupport) public func tableDigest() throws -> [String] {
    let tables = try db.query(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' "
        + "AND sql NOT LIKE 'CREATE VIRTUAL%' ORDER BY name", []
    ) { $0.text(0) }
    return try tables.map { table in
      let columns = try db.query("SELECT name FROM pragma_table_info(?)", [table]) {
        $0.text(0)
      }
      let row = columns.map { "quote(\"\($0)\")" }.joined(separator: " || '|' || ")
      let rows = try db.query(
        "SELECT \(row.isEmpty ? "''" : row) FROM \"\(table)\" ORDER BY 1", []
      ) { $0.text(0) }
      return table + "\n" + rows.joined(separator: "\n")
    }
  }
}
