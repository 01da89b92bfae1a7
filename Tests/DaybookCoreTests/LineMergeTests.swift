import DaybookTestSupport
import Expectations
import Testing

@testable import DaybookCore

@Suite struct LineMergeTests {
  func merge(_ base: String, _ ours: String, _ theirs: String) -> LineMerge.Result {
    LineMerge.merge(
      base: base, ours: ours, theirs: theirs, marker: "<<other>>", endMarker: "<<end>>")
  }

  @Test func oneSidedChangesAreTaken() {
    expectEqual(merge("a\nb", "a\nb", "a\nb\nc"), .init(text: "a\nb\nc", conflicted: false))
    expectEqual(merge("a\nb", "a\nb\nc", "a\nb"), .init(text: "a\nb\nc", conflicted: false))
    expectEqual(merge("a", "x", "x"), .init(text: "x", conflicted: false))
  }

  @Test func changesInDifferentPlacesBothLand() {
    let base = "제목\n하나\n둘\n셋"
    let ours = "제목\n하나 고침\n둘\n셋"
    let theirs = "제목\n하나\n둘\n셋\n\nCLI line"
    expectEqual(
      merge(base, ours, theirs), .init(text: "제목\n하나 고침\n둘\n셋\n\nCLI line", conflicted: false))
  }

  @Test func bothAppendingAtTheEndKeepsBothWithAMarker() {
    let result = merge("a", "a\nmine", "a\n\ntheirs")
    expectEqual(result, .init(text: "a\nmine\n<<other>>\n\ntheirs\n<<end>>", conflicted: true))
  }

  @Test func theSameLineChangedTwoWaysKeepsBoth() {
    let result = merge("x\n1\ny", "x\n1 ours\ny", "x\n1 theirs\ny")
    expectEqual(result, .init(text: "x\n1 ours\n<<other>>\n1 theirs\n<<end>>\ny", conflicted: true))
  }

  @Test func anEditedLineWithALineAppendedAfterItElsewhereMergesCleanly() {
    expectEqual(
      merge("t\n아침", "t\n아침 산책", "t\n아침\n\nCLI line"),
      .init(text: "t\n아침 산책\n\nCLI line", conflicted: false))
    expectEqual(
      merge("t\n아침", "t\n맨 앞\n아침", "t\n저녁"), .init(text: "t\n맨 앞\n저녁", conflicted: false))
  }

  @Test func identicalChangesOnBothSidesAreTakenOnce() {
    expectEqual(merge("a\nb", "a\nc\nb", "a\nc\nb").text, "a\nc\nb")
    expectEqual(
      merge("a\nb\nc", "a\nX\nc\nd", "a\nX\nc"), .init(text: "a\nX\nc\nd", conflicted: false))
  }

  @Test func deletionOnOneSideAndEditElsewhere() {
    expectEqual(
      merge("1\n2\n3\n4", "1\n3\n4", "1\n2\n3\n4 edited"),
      .init(text: "1\n3\n4 edited", conflicted: false))
  }

  @Test func emptyBaseWithTwoNewTextsKeepsBoth() {
    let result = merge("", "mine", "theirs")
    #expect(result.conflicted)
    #expect(result.text.contains("mine") && result.text.contains("theirs"))
  }

  /// Every line either side wrote survives: each line of ours and theirs that is not in base
  /// appears in the result, for many random edits.
  @Test func noAddedLineIsEverLost() {
    var generator = SplitMix64(seed: testSeed())
    let words = ["가", "나", "b", "c", "d", "", "e"]
    for _ in 0..<400 {
      let base = (0..<Int.random(in: 0...6, using: &generator)).map { _ in
        words.randomElement(using: &generator) ?? ""
      }
      func edited() -> [String] {
        var lines = base
        for step in 0..<Int.random(in: 1...3, using: &generator) {
          let at = Int.random(in: 0...lines.count, using: &generator)
          if Bool.random(using: &generator) || lines.isEmpty {
            lines.insert("new\(step)-\(Int.random(in: 0...999, using: &generator))", at: at)
          } else {
            lines.remove(at: min(at, lines.count - 1))
          }
        }
        return lines
      }
      let ours = edited()
      let theirs = edited()
      let result = merge(
        base.joined(separator: "\n"), ours.joined(separator: "\n"), theirs.joined(separator: "\n"))
      let merged = result.text.split(separator: "\n", omittingEmptySubsequences: false)
      for line in ours + theirs where line.hasPrefix("new") {
        #expect(merged.contains(Substring(line)), "\(base) \(ours) \(theirs) -> \(merged)")
      }
    }
  }

  /// Two edits far apart in a 3,000-line text, one on each side, merge cleanly; and a
  /// merge of texts with nothing in common keeps both whole.
  @Test func longTextsMergeLineByLine() {
    let base = (0..<3000).map { "line \($0)" }
    var ours = base
    ours[1500] = "ours"
    ours.insert("o", at: 10)
    var theirs = base
    theirs[1600] = "theirs"
    theirs.insert("t", at: 2990)
    let result = merge(
      base.joined(separator: "\n"), ours.joined(separator: "\n"), theirs.joined(separator: "\n"))
    var expected = base
    expected[1500] = "ours"
    expected[1600] = "theirs"
    expected.insert("t", at: 2990)
    expected.insert("o", at: 10)
    expectEqual(result, LineMerge.Result(text: expected.joined(separator: "\n"), conflicted: false))
  }
}

/// `saveEntry(_:over:)`: a save never replaces text it has not seen.
@Suite struct SafeSaveTests {
  let day = Day(year: 2026, month: 11, day: 18)!
  let now: Timestamp = 1_795_000_000

  @Test func aSaveOverTheStoredTextIsAPlainSave() throws {
    let journal = try Journal.inMemory()
    try journal.saveEntry(Entry(day: day, title: "하루"), at: now)
    let (saved, outcome) = try journal.saveEntry(
      Entry(day: day, title: "하루 끝"), over: "하루", at: now + 1)
    expectEqual(outcome, .saved)
    expectEqual(saved?.text, "하루 끝")
  }

  @Test func aLineAppendedElsewhereIsMergedAndTheEarlierTextIsARevision() throws {
    let journal = try Journal.inMemory()
    try journal.saveEntry(Entry(day: day, title: "하루", body: "아침"), at: now)
    try journal.appendToEntry(on: day, text: "CLI line", at: now + 10)
    let (saved, outcome) = try journal.saveEntry(
      Entry(day: day, title: "하루", body: "아침 산책"), over: "하루\n아침", at: now + 20)
    expectEqual(outcome, .merged)
    expectEqual(saved?.body, "아침 산책\n\nCLI line")
    let revisions = try journal.revisions(of: try #require(saved).id).map(\.body)
    expectEqual(revisions.suffix(2), ["아침\n\nCLI line", "아침 산책\n\nCLI line"])
  }

  @Test func bothAppendingKeepsBothUnderALocalizedMarker() throws {
    let journal = try Journal.inMemory()
    try journal.saveEntry(Entry(day: day, title: "하루"), at: now)
    try journal.appendToEntry(on: day, text: "CLI line", at: now + 10)
    let (saved, outcome) = try journal.saveEntry(
      Entry(day: day, title: "하루", body: "내가 쓴 줄"), over: "하루", at: now + 20, language: .ko)
    expectEqual(outcome, .keptBoth)
    expectEqual(saved?.body, "내가 쓴 줄\n──── 다른 곳에서 저장된 글 (둘 다 보관) ────\nCLI line\n────")
  }

  @Test func anEntryCreatedElsewhereWhileTheViewHadNoneIsKept() throws {
    let journal = try Journal.inMemory()
    try journal.appendToEntry(on: day, text: "CLI line", at: now)
    let (saved, outcome) = try journal.saveEntry(
      Entry(day: day, title: "view text"), over: nil, at: now + 1)
    expectEqual(outcome, .merged)
    expectEqual(saved.map { $0.text.contains("CLI line") && $0.text.contains("view text") }, true)
  }

  @Test func anEntryDeletedElsewhereIsSavedAsGiven() throws {
    let journal = try Journal.inMemory()
    let (saved, outcome) = try journal.saveEntry(
      Entry(day: day, title: "mine"), over: "gone", at: now)
    expectEqual(outcome, .saved)
    expectEqual(saved?.title, "mine")
  }
}

@Suite struct SafeSaveRevisionTests {
  let day = Day(year: 2026, month: 11, day: 18)!
  let now: Timestamp = 1_795_000_000

  @Test func aSaveThatChangesALineKeepsThePreviousTextAsARevision() throws {
    let journal = try Journal.inMemory()
    try journal.saveEntry(Entry(day: day, title: "t", body: "one"), at: now)
    try journal.appendToEntry(on: day, text: "CLI line", at: now + 5)
    let stored = try #require(try journal.entry(on: day))
    // The view reloaded the command line's text, then removed it, seconds later.
    let (saved, _) = try journal.saveEntry(
      Entry(day: day, title: "t", body: "one"), over: stored.text, at: now + 10)
    let bodies = try journal.revisions(of: try #require(saved).id).map(\.body)
    #expect(bodies.contains("one\n\nCLI line"))
    expectEqual(bodies.last, "one")
  }
}

/// `updateTodo(_:from:)`: per-field last writer wins, notes merged, never dropped.
@Suite struct TodoFieldMergeTests {
  let now: Timestamp = 1_795_000_000

  @Test func fieldsTheEditorLeftAloneKeepAnotherWritersChange() throws {
    let journal = try Journal.inMemory()
    let original = try journal.addTodo(Todo(title: "흙 사기", note: "10 L"), at: now)
    // Meanwhile the command line marks it done and edits the note.
    try journal.setTodoDone(id: original.id, at: now + 60)
    var elsewhere = try #require(try journal.todo(id: original.id))
    elsewhere.note = "10 L\nfrom the shop on Main St"
    try journal.updateTodo(elsewhere)
    // The form, opened before, changes the title and the note's first line.
    var edited = original
    edited.title = "흙 사기 (분갈이)"
    edited.note = "20 L"
    try journal.updateTodo(edited, from: original)
    let stored = try #require(try journal.todo(id: original.id))
    expectEqual(stored.title, "흙 사기 (분갈이)")
    expectEqual(stored.doneAt, now + 60)
    expectEqual(stored.note, "20 L\nfrom the shop on Main St")
  }

  @Test func aNoteChangedTheSameWayTwiceKeepsBoth() throws {
    let journal = try Journal.inMemory()
    let original = try journal.addTodo(Todo(title: "t", note: "a"), at: now)
    var elsewhere = original
    elsewhere.note = "theirs"
    try journal.updateTodo(elsewhere)
    var edited = original
    edited.note = "mine"
    try journal.updateTodo(edited, from: original, language: .ja)
    try expectEqual(
      journal.todo(id: original.id)?.note, "mine\n──── 別の場所で保存された文（両方を保存）────\ntheirs\n────")
  }
}

@Suite struct PlantFieldMergeTests {
  let now: Timestamp = 1_795_000_000

  @Test func aPlantFormKeepsAnotherWritersIntervalAndMergesNotes() throws {
    let journal = try Journal.inMemory()
    let original = try journal.addPlant(
      Plant(name: "몬스테라", intervalDays: 7, notes: "밝은 간접광"), at: now)
    var elsewhere = original
    elsewhere.intervalDays = 10
    elsewhere.notes = "밝은 간접광\n겨울엔 덜 자주"
    try journal.updatePlant(elsewhere, at: now)
    var edited = original
    edited.location = "거실"
    edited.notes = "밝은 간접광 (동쪽 창)"
    let saved = try journal.updatePlant(edited, from: original, at: now)
    expectEqual(saved.intervalDays, 10)
    expectEqual(saved.location, "거실")
    expectEqual(saved.notes, "밝은 간접광 (동쪽 창)\n겨울엔 덜 자주")
    try expectEqual(journal.plant(id: original.id), saved)
  }
}
