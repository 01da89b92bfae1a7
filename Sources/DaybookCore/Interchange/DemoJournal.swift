/// The sample journal `daybook --demo` opens: a month of mixed Korean and English entries
/// ending today, plants at different D-days (overdue, due today, tomorrow, later, watered
/// today), todos in every bucket and intake against a caffeine limit, so every pane has
/// something to show. The same day always gives the same journal.
public enum DemoJournal {
  /// Fills an empty journal; `now` must fall on `today`.
  public static func fill(_ journal: Journal, today: Day, now: Timestamp) throws {
    guard try journal.entryCount() == 0 else {
      throw JournalError(.invalid, "the demo journal is written into an empty journal")
    }
    try journal.transaction {
      try journal.saveSettings(JournalSettings(onboarded: true))
      try journal.setGoal(GoalSettings(mode: .caffeineLimit, caffeineLimitMg: 300))
      try writeEntries(journal, today: today, now: now)
      try writePlants(journal, today: today, now: now)
      try writeTodos(journal, today: today, now: now)
      try writeIntake(journal, today: today, now: now)
    }
  }

  /// Creates the journal at `path`, fills it and closes it (folding the WAL into the file).
  public static func write(toPath path: String, today: Day, now: Timestamp) throws {
    let journal = try Journal(path: path)
    defer { journal.db.close() }
    try fill(journal, today: today, now: now)
  }

  private static func at(_ day: Day, _ hour: Int, _ minute: Int = 0) -> Timestamp {
    LocalTime.timestamp(of: day, hour: hour, minute: minute)
  }

  /// (days before today, title, body, mood, weather); a gap in the days is a day not written.
  private static let entries: [(Int, String, String, Mood?, Weather?)] = [
    (29, "이사 온 지 한 달", "창가 자리가 제일 좋다. 아침 햇빛이 책상까지 들어온다. #집", .good, .sunny),
    (
      28, "First frost",
      "Brought the basil inside before dark. The balcony smells of soil. #plants", .okay, .cloudy
    ),
    (27, "비 오는 토요일", "하루 종일 책 읽기. 『작은 것들의 신』 절반쯤 읽었다. #책", .great, .rain),
    (
      25, "Standup notes", "Shipped the calendar filter. Need to write tests for DST days. #work",
      .good, .cloudy
    ),
    (24, "몬스테라 새 잎", "돌돌 말린 새 잎이 나왔다! 구멍이 세 개. #plants", .great, .sunny),
    (
      23, "Coffee experiment",
      "Tried the Ethiopian beans as pour-over. Fruity, a little sour. #coffee", .okay, .wind
    ),
    (22, "산책", "한강까지 걸어서 40분. 바람이 차가웠지만 상쾌했다.", .good, .wind),
    (20, "Slow Sunday", "Pancakes, laundry, a long call with Mom.", .great, .sunny),
    (19, "병원", "치과 정기 검진. 다음 예약은 3주 뒤. #health", .okay, .cloudy),
    (
      18, "Pair programming",
      "Found the off-by-one in the heatmap with Jisoo. Whiteboards help. #work", .good, .fog
    ),
    (17, "커피 줄이기 1일차", "오후 커피 대신 보리차. 머리가 조금 아프다. #coffee", .bad, .cloudy),
    (
      16, "Reading",
      "Started The Overstory. The first chapter is a whole life in forty pages. #books", .good,
      .rain
    ),
    (14, "친구 생일", "민지 생일 파티. 케이크를 너무 많이 먹었다 🎂", .great, .snow),
    (
      13, "Repotting day",
      "Moved the pothos to a bigger pot. Roots were circling the bottom. #plants", .good, .sunny
    ),
    (12, "야근", "배포 전날이라 늦게까지. 내일은 일찍 자야지. #work", .awful, .storm),
    (11, "Release", "Version 0.4 is out. Small bugs, nothing scary. #work", .good, .cloudy),
    (9, "시장 구경", "망원시장에서 귤 한 봉지와 떡. 사람이 많았다.", .good, .sunny),
    (8, "Quiet evening", "Candles, tea, journaling. No screens after nine.", .great, .fog),
    (7, "물 주기 알림", "알림 덕분에 산세베리아를 잊지 않았다. #plants", .okay, .cloudy),
    (6, "Running again", "3 km without stopping. Knees are fine. #health", .good, .wind),
    (5, "김장", "할머니 댁에서 김장. 배추 40포기! 허리가 아프다.", .good, .snow),
    (
      4, "Planning", "Wrote down goals for December: read two books, less coffee, call friends.",
      .okay, .sunny
    ),
    (2, "첫눈", "아침에 창밖을 보니 눈이 쌓였다 ❄️ 출근길이 미끄러웠다.", .great, .snow),
    (
      1, "Late bus",
      "Missed the 8:10 bus, so walked and listened to a podcast about ferns. #plants", .okay,
      .cloudy
    ),
    (0, "오늘", "바질에 물 주고, 커피는 두 잔만. Today the fern looks happier. #plants #coffee", .good, .sunny),
  ]

  private static func writeEntries(_ journal: Journal, today: Day, now: Timestamp) throws {
    for (back, title, body, mood, weather) in entries {
      let day = today.adding(days: -back)
      let time = back == 0 ? now : at(day, 21, (back * 7) % 60)
      let entry = Entry(day: day, title: title, body: body, mood: mood, weather: weather)
      _ = try journal.saveEntry(entry, at: time)
    }
  }

  /// (name, species, location, every, days since the last watering).
  private static let plants: [(String, String, String, Int, Int)] = [
    ("Monstera", "Monstera deliciosa", "거실 창가", 7, 7),
    ("산세베리아", "Sansevieria trifasciata", "bedroom", 14, 16),
    ("Basil 바질", "Ocimum basilicum", "kitchen", 2, 1),
    ("스킨답서스", "Epipremnum aureum", "책장", 5, 2),
    ("Boston fern", "Nephrolepis exaltata", "bathroom", 4, 0),
  ]

  private static func writePlants(_ journal: Journal, today: Day, now: Timestamp) throws {
    for (name, species, location, every, since) in plants {
      let plant = try journal.addPlant(
        Plant(
          name: name, species: species, location: location, acquired: today.adding(days: -40),
          intervalDays: every),
        at: at(today.adding(days: -40), 12))
      // Waterings back through the month at its interval, the latest `since` days ago.
      var back = since
      while back <= 30 {
        let day = today.adding(days: -back)
        _ = try journal.addCare(
          CareEvent(plantID: plant.id, kind: .water, at: back == 0 ? now : at(day, 8, 30)))
        back += every
      }
      if name == "스킨답서스" {
        _ = try journal.addCare(
          CareEvent(
            plantID: plant.id, kind: .repot, at: at(today.adding(days: -13), 15),
            note: "한 치수 큰 화분으로"))
      }
    }
  }

  /// (title, days from today to the due day or nil, important, done days ago or nil, tags).
  private static let todos: [(String, Int?, Bool, Int?, [String])] = [
    ("Renew library books", -3, false, nil, ["errands"]),
    ("관리비 내기", -1, true, nil, ["home"]),
    ("물 주기 체크리스트 정리", 0, false, nil, ["plants"]),
    ("Call Mom", 0, true, nil, []),
    ("Repot the Boston fern", 3, false, nil, ["plants"]),
    ("치과 예약 확인", 5, false, nil, ["health"]),
    ("Write the release notes", 20, true, nil, ["work"]),
    ("Read 'The Overstory'", nil, false, nil, ["books"]),
    ("겨울 코트 세탁", nil, false, nil, []),
    ("Buy potting soil", -2, false, 1, ["plants"]),
    ("Fix the heatmap off-by-one", -10, true, 18, ["work"]),
  ]

  private static func writeTodos(_ journal: Journal, today: Day, now: Timestamp) throws {
    for (index, (title, due, important, doneBack, tags)) in todos.enumerated() {
      let created = at(today.adding(days: -(20 - index)), 9)
      let todo = try journal.addTodo(
        Todo(
          title: title, tags: tags, due: due.map { today.adding(days: $0) },
          important: important),
        at: created)
      if let doneBack {
        try journal.setTodoDone(id: todo.id, at: at(today.adding(days: -doneBack), 18))
      }
    }
  }

  private static func writeIntake(_ journal: Journal, today: Day, now: Timestamp) throws {
    for back in 1...30 {
      let day = today.adding(days: -back)
      // Two shots most days, four on a few (over the 300 mg limit), none on one.
      let shots = back % 7 == 3 ? 4 : back % 11 == 5 ? 0 : 2
      for shot in 0..<shots {
        _ = try journal.addIntake(
          Intake(kind: .caffeine, amount: 1, unit: .shot, at: at(day, 9 + shot * 3)))
      }
      _ = try journal.addIntake(Intake(kind: .water, amount: 1500, unit: .ml, at: at(day, 20)))
    }
    // Today so far: a morning shot and a glass of water, before `now`.
    let morning = min(now, at(today, 9))
    _ = try journal.addIntake(Intake(kind: .caffeine, amount: 1, unit: .shot, at: morning))
    _ = try journal.addIntake(Intake(kind: .water, amount: 500, unit: .ml, at: morning))
  }
}
