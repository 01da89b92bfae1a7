@_spi(TestSupport) import DaybookCore

#if canImport(Glibc)
  import Glibc
#endif

/// A made-up but lifelike journal for benchmarks and tests: one entry a day in Korean and
/// English, eight plants on their watering schedules, about thirty todos a month and daily
/// coffee and water. The same seed and days always give the same journal.
public enum SyntheticJournal {
  /// What a generation wrote.
  public struct Summary: Equatable, Sendable {
    public var firstDay: Day
    public var lastDay: Day
    public var entries = 0
    public var careEvents = 0
    public var todos = 0
    public var intakes = 0

    public var rows: Int { entries + careEvents + todos + intakes }
  }

  /// Fills `journal` with `years` years of days ending on `lastDay`, in one transaction.
  @discardableResult
  public static func generate(
    into journal: Journal, years: Int, endingOn lastDay: Day, seed: UInt64
  )
    throws -> Summary
  {
    guard years > 0 else { throw JournalError(.invalid, "years must be at least 1") }
    guard try journal.entryCount() == 0 else {
      throw JournalError(.invalid, "a synthetic journal is generated into an empty journal")
    }
    let firstDay = lastDay.adding(months: -12 * years).adding(days: 1)
    var writer = Writer(
      journal: journal, random: SplitMix64(seed: seed),
      summary: Summary(firstDay: firstDay, lastDay: lastDay))
    try journal.transaction { try writer.writeAll() }
    return writer.summary
  }

  /// Creates a new journal file at `path` and fills it; refuses to touch an existing file.
  /// The journal is closed afterwards, which folds the WAL back into the file.
  @discardableResult
  public static func write(
    toPath path: String, years: Int, endingOn lastDay: Day, seed: UInt64
  ) throws -> Summary {
    if access(path, F_OK) == 0 {
      throw JournalError(.invalid, "\(path) already exists; not overwriting it")
    }
    // The journal goes out of scope here, which closes it.
    return try generate(into: try Journal(path: path), years: years, endingOn: lastDay, seed: seed)
  }
}

/// Steele, Lea and Flood's splitmix64: tiny, fast, and the same on every platform, which
/// Swift's own `random(in:using:)` does not promise across releases.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `range`; the modulo bias is far below anything a benchmark could notice.
  public mutating func int(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
  }

  /// True with probability `p`.
  public mutating func chance(_ p: Double) -> Bool {
    Double(next() >> 11) / Double(1 << 53) < p
  }

  public mutating func pick<T>(_ items: [T]) -> T { items[int(in: 0...(items.count - 1))] }
}

/// Writes rows with the same statements as the Journal's own methods and `importJSON`, but
/// straight inside the one transaction: the public methods open a savepoint per row, which
/// costs about ten times the insert itself (every savepoint journals the pages it touches).
private struct Writer {
  let journal: Journal
  var random: SplitMix64
  var summary: SyntheticJournal.Summary
  private var rows: JournalBulkRows

  init(journal: Journal, random: SplitMix64, summary: SyntheticJournal.Summary) {
    self.journal = journal
    self.random = random
    self.summary = summary
    rows = JournalBulkRows(journal)
  }

  private struct PlantPlan {
    var id: RowID
    var intervalDays: Int
    var nextWatering: Day
    var nextFertilizing: Day
    var nextRepotting: Day
  }

  mutating func writeAll() throws {
    let first = summary.firstDay
    let start = LocalTime.timestamp(of: first, hour: 9)
    var goal = GoalSettings()
    goal.caffeineLimitMg = 300
    goal.waterGoalMl = 1500
    try journal.saveSettings(
      JournalSettings(language: "ko", weekStart: .monday, goal: goal, onboarded: true))
    var plants: [PlantPlan] = []
    for (name, species) in Words.plants {
      let interval = random.int(in: 3...10)
      let plant = try journal.addPlant(
        Plant(
          name: name, species: species, location: random.pick(Words.locations), acquired: first,
          intervalDays: interval, createdAt: start),
        at: start)
      plants.append(
        PlantPlan(
          id: plant.id, intervalDays: interval,
          nextWatering: first.adding(days: random.int(in: 0...(interval - 1))),
          nextFertilizing: first.adding(days: random.int(in: 20...60)),
          nextRepotting: first.adding(days: random.int(in: 300...700))))
    }
    // Entries go last, many rows to a statement. Once the FTS5 table has been written in a
    // transaction, every later statement that needs a statement journal (any insert with a
    // CHECK, a trigger or a foreign key) calls its xSavepoint, which flushes FTS5's pending
    // terms into a new segment: one entry per statement, interleaved with the intake rows,
    // made 100 years take 15 s instead of 5.
    for (day, midnight) in days() {
      try writeCare(on: day, midnight: midnight, plants: &plants)
      try writeTodos(on: day, midnight: midnight)
      try writeIntakes(midnight: midnight)
    }
    try rows.flushRecords()
    for (day, midnight) in days() {
      try rows.addEntry(makeEntry(on: day, at: at(midnight, hours: 20...22)))
      summary.entries += 1
    }
    try rows.finish()
  }

  /// Each day with its local midnight. Hours added later stay below 23, so midnight plus
  /// seconds is still the same local day even on a 23-hour daylight-saving day.
  private func days() -> [(Day, Timestamp)] {
    (summary.firstDay.ordinal...summary.lastDay.ordinal).map { ordinal in
      let day = Day(ordinal: ordinal)
      return (day, LocalTime.timestamp(of: day))
    }
  }

  private mutating func at(_ midnight: Timestamp, hours: ClosedRange<Int>) -> Timestamp {
    midnight + Timestamp(random.int(in: hours) * 3600 + random.int(in: 0...3599))
  }

  private mutating func makeEntry(on day: Day, at instant: Timestamp) -> Entry {
    let wordCount = random.int(in: 20...120)
    var sentences: [String] = []
    var written = 0
    while written < wordCount {
      let length = min(random.int(in: 4...12), wordCount - written)
      sentences.append(sentence(words: length, korean: random.chance(0.5)))
      written += length
    }
    var body = sentences.joined(separator: " ")
    if random.chance(0.6) {
      let tags = (0..<random.int(in: 1...3)).map { _ in "#" + random.pick(Words.tags) }
      body += "\n\n" + tags.joined(separator: " ")
    }
    let title =
      random.chance(0.7) ? sentence(words: random.int(in: 2...5), korean: random.chance(0.5)) : ""
    return Entry(
      day: day, title: title, body: body,
      mood: random.chance(0.9) ? random.pick(Mood.allCases) : nil,
      weather: random.chance(0.9) ? random.pick(Weather.allCases) : nil, createdAt: instant,
      updatedAt: instant)
  }

  private mutating func sentence(words count: Int, korean: Bool) -> String {
    let list = korean ? Words.korean : Words.english
    var text = (0..<count).map { _ in random.pick(list) }.joined(separator: " ")
    if !korean, let first = text.first {
      text = first.uppercased() + text.dropFirst()
    }
    return text
      + (korean ? random.pick(["다.", "요.", "!", "."]) : random.pick([".", ".", "!", "?"]))
  }

  private mutating func writeCare(on day: Day, midnight: Timestamp, plants: inout [PlantPlan])
    throws
  {
    for index in plants.indices {
      var plan = plants[index]
      if day == plan.nextWatering {
        try addCare(plan.id, .water, at(midnight, hours: 7...10), note: "")
        let jitter = random.int(in: -1...1)
        plan.nextWatering = day.adding(days: max(1, plan.intervalDays + jitter))
      }
      if day == plan.nextFertilizing {
        try addCare(plan.id, .fertilize, at(midnight, hours: 10...12), note: "liquid, half dose")
        plan.nextFertilizing = day.adding(days: random.int(in: 30...60))
      }
      if day == plan.nextRepotting {
        try addCare(plan.id, .repot, at(midnight, hours: 13...16), note: "분갈이, 한 치수 큰 화분")
        plan.nextRepotting = day.adding(days: random.int(in: 365...900))
      }
      plants[index] = plan
    }
  }

  private mutating func addCare(
    _ plant: RowID, _ kind: CareKind, _ instant: Timestamp, note: String
  )
    throws
  {
    try rows.addCare(plant: plant, kind: kind, at: instant, note: note)
    summary.careEvents += 1
  }

  /// About one todo a day (so ~30 a month), due within two weeks or undated; nearly all of
  /// the past ones done, so the open list stays the size a real person keeps.
  private mutating func writeTodos(on day: Day, midnight: Timestamp) throws {
    let count = random.pick([0, 1, 1, 1, 2])
    for _ in 0..<count {
      let created = at(midnight, hours: 8...18)
      let due: Day? = random.chance(0.9) ? day.adding(days: random.int(in: 0...14)) : nil
      let target = due ?? day.adding(days: random.int(in: 1...30))
      var doneAt: Timestamp?
      let age = target.days(until: summary.lastDay)
      if age >= 0 && random.chance(age > 30 ? 0.99 : 0.6) {
        let doneDay = target.adding(days: -random.int(in: 0...min(3, day.days(until: target))))
        let doneMidnight = LocalTime.timestamp(of: doneDay)
        doneAt = max(created + 60, at(doneMidnight, hours: 9...21))
      }
      let title = random.pick(Words.todoVerbs) + " " + random.pick(Words.todoObjects)
      try rows.addTodo(
        title: title, tags: random.chance(0.3) ? random.pick(Words.tags) : "", due: due,
        important: random.chance(0.15), doneAt: doneAt, createdAt: created)
      summary.todos += 1
    }
  }

  private mutating func writeIntakes(midnight: Timestamp) throws {
    for _ in 0..<random.int(in: 1...4) {
      let (amount, unit): (Double, IntakeUnit) =
        random.chance(0.6)
        ? (Double(random.int(in: 1...2)), .shot) : (Double(random.pick([75, 95, 120, 150])), .mg)
      try addIntake(
        Intake(
          kind: .caffeine, amount: amount, unit: unit, at: at(midnight, hours: 7...16),
          note: random.pick(["", "", "아메리카노", "latte", "cold brew"])))
    }
    for _ in 0..<random.int(in: 3...8) {
      try addIntake(Intake(kind: .water, amount: 250, unit: .ml, at: at(midnight, hours: 7...22)))
    }
  }

  private mutating func addIntake(_ intake: Intake) throws {
    try rows.addIntake(intake)
    summary.intakes += 1
  }
}

private enum Words {
  static let english = [
    "morning", "coffee", "walk", "garden", "rain", "office", "meeting", "lunch", "friend",
    "book", "evening", "train", "tired", "happy", "quiet", "river", "park", "dinner", "music",
    "code", "review", "plants", "window", "sunlight", "bread", "market", "cat", "letter",
    "slowly", "today", "again", "finally", "the", "a", "with", "after", "before", "and",
    "watered", "wrote", "read", "cooked", "cleaned", "called", "finished", "started", "bus",
    "library", "tea", "notebook", "deadline", "weekend", "mountain", "bicycle", "soup",
  ]

  static let korean = [
    "아침", "커피", "산책", "정원", "비", "회사", "회의", "점심", "친구", "책", "저녁", "기차",
    "피곤했", "행복했", "조용한", "강가", "공원", "저녁밥", "음악", "코드", "리뷰", "화분", "창문",
    "햇살", "빵", "시장", "고양이", "편지", "천천히", "오늘", "다시", "드디어", "그리고", "함께",
    "물을 줬", "썼", "읽었", "요리했", "청소했", "전화했", "끝냈", "시작했", "버스", "도서관",
    "녹차", "공책", "마감", "주말", "등산", "자전거", "된장국", "몬스테라", "일기",
  ]

  static let tags = [
    "산책", "work", "plants", "커피", "독서", "family", "운동", "travel", "code", "일기",
  ]

  static let plants: [(String, String)] = [
    ("Monstera", "Monstera deliciosa"), ("고무나무", "Ficus elastica"),
    ("Pothos", "Epipremnum aureum"), ("스투키", "Sansevieria stuckyi"),
    ("Calathea", "Calathea orbifolia"), ("선인장", "Cactaceae"), ("Basil", "Ocimum basilicum"),
    ("Fern", "Nephrolepis exaltata"),
  ]

  static let locations = ["거실", "balcony", "kitchen", "침실", "desk", "bathroom"]

  static let todoVerbs = ["buy", "call", "fix", "write", "read", "pay", "book", "정리", "예약", "주문"]

  static let todoObjects = [
    "groceries", "dentist", "bike tyre", "report", "chapter 3", "rent", "train tickets",
    "화분 흙", "세탁소", "택배", "보고서", "영수증",
  ]
}
