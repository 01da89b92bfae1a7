/// Rows gathered into multi-row INSERTs of a fixed size: fewer statements, and far fewer
/// FTS5 flushes. At most two statement texts are prepared and cached, full and remainder.
struct BatchInsert {
  let prefix: String
  let row: String
  var suffix = ""
  let rowsPerStatement = 250
  private var values: [SQLBindable] = []
  private var rows = 0

  init(prefix: String, row: String, suffix: String = "") {
    self.prefix = prefix
    self.row = row
    self.suffix = suffix
  }

  mutating func add(_ rowValues: [SQLBindable], _ db: Database) throws {
    values += rowValues
    rows += 1
    if rows == rowsPerStatement { try finish(db) }
  }

  mutating func finish(_ db: Database) throws {
    guard rows > 0 else { return }
    let list = Array(repeating: row, count: rows).joined(separator: ", ")
    try db.run(prefix + "VALUES " + list + suffix, values)
    values = []
    rows = 0
  }
}
