import Expectations
import Testing

@testable import DaybookTUI

/// Suites are named `Editor…` so `swift test --filter Editor` runs them all.
@Suite struct EditorTextBufferTests {
  typealias Position = TextBuffer.Position

  private func buffer(_ text: String, at line: Int, _ column: Int) -> TextBuffer {
    var buffer = TextBuffer(text)
    buffer.setCursor(Position(line: line, column: column))
    return buffer
  }

  // MARK: Text and insertion

  @Test func emptyBufferHasOneEmptyLine() {
    let buffer = TextBuffer()
    expectEqual(buffer.lines, [""])
    expectEqual(buffer.text, "")
    expectEqual(buffer.lineCount, 1)
    #expect(buffer.isEmpty)
    expectEqual(buffer.cursor, Position(line: 0, column: 0))
  }

  @Test func initNormalisesLineBreaksAndControls() {
    let buffer = TextBuffer("제목\r\n본문\r셋\tx\u{1B}[0m\u{7F}\u{85}끝")
    expectEqual(buffer.lines, ["제목", "본문", "셋    x[0m끝"])
    expectEqual(buffer.text, "제목\n본문\n셋    x[0m끝")
    expectEqual(buffer.lineCount, 3)
  }

  @Test func typingKoreanMovesOneColumnPerSyllable() {
    var buffer = TextBuffer()
    for character in ["한", "글", " ", "日", "本", "🙂"] { buffer.insert(character) }
    expectEqual(buffer.lines, ["한글 日本🙂"])
    expectEqual(buffer.cursor, Position(line: 0, column: 6))
  }

  @Test func insertInTheMiddleOfALine() {
    var buffer = buffer("한국어", at: 0, 1)
    buffer.insert("x")
    expectEqual(buffer.lines, ["한x국어"])
    expectEqual(buffer.cursor, Position(line: 0, column: 2))
  }

  @Test func combiningMarkJoinsThePreviousGrapheme() {
    var buffer = TextBuffer()
    buffer.insert("e")
    buffer.insert("\u{301}")
    expectEqual(buffer.lines, ["e\u{301}"])
    expectEqual(buffer.lines[0].count, 1)
    expectEqual(buffer.cursor, Position(line: 0, column: 1))
  }

  @Test func pasteWithCRLFSplitsLinesAroundTheCursor() {
    var buffer = buffer("hello world", at: 0, 6)
    buffer.insert("첫째\r\n둘째\r\n셋째 ")
    expectEqual(buffer.lines, ["hello 첫째", "둘째", "셋째 world"])
    expectEqual(buffer.cursor, Position(line: 2, column: 3))
  }

  @Test func pasteOfOnlyControlsChangesNothing() {
    var buffer = buffer("ab", at: 0, 1)
    buffer.insert("\u{1B}\u{7}")
    expectEqual(buffer.lines, ["ab"])
    expectEqual(buffer.cursor, Position(line: 0, column: 1))
  }

  @Test func tabBecomesSpaces() {
    var buffer = TextBuffer()
    buffer.insert("\t-")
    expectEqual(buffer.lines, ["    -"])
    expectEqual(buffer.cursor, Position(line: 0, column: 5))
  }

  @Test func insertNewlineSplitsTheLine() {
    var buffer = buffer("일기장", at: 0, 2)
    buffer.insertNewline()
    expectEqual(buffer.lines, ["일기", "장"])
    expectEqual(buffer.cursor, Position(line: 1, column: 0))
  }

  // MARK: Deleting

  @Test func backspaceRemovesAWholeFamilyEmoji() {
    var buffer = buffer("a👨‍👩‍👧", at: 0, 2)
    buffer.deleteBackward()
    expectEqual(buffer.lines, ["a"])
    expectEqual(buffer.cursor, Position(line: 0, column: 1))
  }

  @Test func backspaceAtLineStartJoinsLines() {
    var buffer = buffer("가나\n다라", at: 1, 0)
    buffer.deleteBackward()
    expectEqual(buffer.lines, ["가나다라"])
    expectEqual(buffer.cursor, Position(line: 0, column: 2))
  }

  @Test func backspaceAtTextStartDoesNothing() {
    var buffer = buffer("가", at: 0, 0)
    buffer.deleteBackward()
    expectEqual(buffer.lines, ["가"])
    expectEqual(buffer.cursor, Position(line: 0, column: 0))
  }

  @Test func deleteRemovesTheGraphemeAfterTheCursor() {
    var buffer = buffer("🇰🇷한", at: 0, 0)
    buffer.deleteForward()
    expectEqual(buffer.lines, ["한"])
    expectEqual(buffer.cursor, Position(line: 0, column: 0))
  }

  @Test func deleteAtLineEndJoinsTheNextLine() {
    var buffer = buffer("ab\ncd", at: 0, 2)
    buffer.deleteForward()
    expectEqual(buffer.lines, ["abcd"])
    expectEqual(buffer.cursor, Position(line: 0, column: 2))
    buffer.moveToLineEnd()
    buffer.deleteForward()
    expectEqual(buffer.lines, ["abcd"])
  }

  // MARK: Moving

  @Test func leftAndRightStepOverWholeGraphemes() {
    var buffer = buffer("한👨‍👩‍👧\nx", at: 0, 0)
    buffer.moveRight()
    expectEqual(buffer.cursor, Position(line: 0, column: 1))
    buffer.moveRight()
    expectEqual(buffer.cursor, Position(line: 0, column: 2))
    buffer.moveRight()
    expectEqual(buffer.cursor, Position(line: 1, column: 0))
    buffer.moveRight()
    buffer.moveRight()
    expectEqual(buffer.cursor, Position(line: 1, column: 1))
    buffer.moveLeft()
    buffer.moveLeft()
    expectEqual(buffer.cursor, Position(line: 0, column: 2))
    buffer.moveLeft()
    expectEqual(buffer.cursor, Position(line: 0, column: 1))
  }

  @Test func homeEndAndTextEnd() {
    var buffer = buffer("하나 둘\n셋", at: 0, 1)
    buffer.moveToLineEnd()
    expectEqual(buffer.cursor, Position(line: 0, column: 4))
    buffer.moveToLineStart()
    expectEqual(buffer.cursor, Position(line: 0, column: 0))
    buffer.moveToEnd()
    expectEqual(buffer.cursor, Position(line: 1, column: 1))
  }

  @Test func wordMovesSkipPunctuationAndCrossLines() {
    var buffer = buffer("hello, 세계_1 end\n  next", at: 0, 0)
    buffer.moveWordRight()
    expectEqual(buffer.cursor, Position(line: 0, column: 5))
    buffer.moveWordRight()
    expectEqual(buffer.cursor, Position(line: 0, column: 11))
    buffer.moveWordRight()
    expectEqual(buffer.cursor, Position(line: 0, column: 15))
    buffer.moveWordRight()
    expectEqual(buffer.cursor, Position(line: 1, column: 6))
    buffer.moveWordRight()
    expectEqual(buffer.cursor, Position(line: 1, column: 6))
    buffer.moveWordLeft()
    expectEqual(buffer.cursor, Position(line: 1, column: 2))
    buffer.moveWordLeft()
    expectEqual(buffer.cursor, Position(line: 0, column: 12))
    buffer.moveWordLeft()
    expectEqual(buffer.cursor, Position(line: 0, column: 7))
    buffer.moveWordLeft()
    buffer.moveWordLeft()
    expectEqual(buffer.cursor, Position(line: 0, column: 0))
  }

  @Test func setCursorClamps() {
    var buffer = TextBuffer("ab\n가")
    buffer.setCursor(Position(line: 9, column: 9))
    expectEqual(buffer.cursor, Position(line: 1, column: 1))
    buffer.setCursor(Position(line: -1, column: -4))
    expectEqual(buffer.cursor, Position(line: 0, column: 0))
  }

  // MARK: Readline kills

  @Test func killToEndThenYank() {
    var buffer = buffer("오늘은 맑음", at: 0, 3)
    buffer.killToEnd()
    expectEqual(buffer.lines, ["오늘은"])
    expectEqual(buffer.killBuffer, " 맑음")
    expectEqual(buffer.cursor, Position(line: 0, column: 3))
    buffer.moveToLineStart()
    buffer.yank()
    expectEqual(buffer.lines, [" 맑음오늘은"])
    expectEqual(buffer.cursor, Position(line: 0, column: 3))
  }

  @Test func consecutiveKillsToEndCollectTheLineBreak() {
    var buffer = buffer("one\ntwo", at: 0, 0)
    buffer.killToEnd()
    buffer.killToEnd()
    expectEqual(buffer.lines, ["two"])
    expectEqual(buffer.killBuffer, "one\n")
    buffer.moveToLineEnd()
    buffer.killToEnd()
    expectEqual(buffer.killBuffer, "")
  }

  @Test func killToStart() {
    var buffer = buffer("감자 고구마", at: 0, 3)
    buffer.killToStart()
    expectEqual(buffer.lines, ["고구마"])
    expectEqual(buffer.killBuffer, "감자 ")
    expectEqual(buffer.cursor, Position(line: 0, column: 0))
  }

  @Test func killWordBackwardTakesTheWordAndTrailingSpaces() {
    var buffer = buffer("물 주기 끝  ", at: 0, 8)
    buffer.killWordBackward()
    expectEqual(buffer.lines, ["물 주기 "])
    expectEqual(buffer.killBuffer, "끝  ")
    expectEqual(buffer.cursor, Position(line: 0, column: 5))
    buffer.killWordBackward()
    expectEqual(buffer.lines, ["물 "])
    expectEqual(buffer.killBuffer, "주기 끝  ")
  }

  @Test func killWordBackwardAtLineStartJoinsLines() {
    var buffer = buffer("a\nb", at: 1, 0)
    buffer.killWordBackward()
    expectEqual(buffer.lines, ["ab"])
    expectEqual(buffer.killBuffer, "\n")
    expectEqual(buffer.cursor, Position(line: 0, column: 1))
  }

  @Test func aMoveEndsTheKillRun() {
    var buffer = buffer("ab cd", at: 0, 5)
    buffer.killWordBackward()
    buffer.moveLeft()
    buffer.killWordBackward()
    expectEqual(buffer.killBuffer, "ab")
    expectEqual(buffer.lines, [" "])
  }

  // MARK: Soft wrapping

  @Test func hangulWrapsAtWidthTenWithoutSplitting() {
    let buffer = TextBuffer("a한글한글한글")
    let layout = buffer.visualLayout(width: 10)
    expectEqual(layout.rows.map(\.text), ["a한글한글", "한글"])
    expectEqual(layout.rows.map(\.width), [9, 4])
    expectEqual(layout.rows.map(\.start), [0, 5])
    expectEqual(layout.rows.map(\.end), [5, 7])
  }

  @Test func wrapBreaksAfterSpaces() {
    let layout = TextBuffer("hello brave new world").visualLayout(width: 10)
    expectEqual(layout.rows.map(\.text), ["hello ", "brave new ", "world"])
    expectEqual(layout.rows.map(\.width), [6, 10, 5])
  }

  @Test func aLongWordIsCutAtTheWidth() {
    let layout = TextBuffer("ab abcdefghijklm").visualLayout(width: 5)
    expectEqual(layout.rows.map(\.text), ["ab ", "abcde", "fghij", "klm"])
  }

  @Test func aFullLastRowGetsAnEmptyRowForTheCursor() {
    var buffer = TextBuffer("abcdefghij\nx")
    buffer.setCursor(Position(line: 0, column: 10))
    let layout = buffer.visualLayout(width: 10)
    expectEqual(layout.rows.map(\.text), ["abcdefghij", "", "x"])
    expectEqual(layout.rows.map(\.line), [0, 0, 1])
    expectEqual(layout.cursorRow, 1)
    expectEqual(layout.cursorColumn, 0)
  }

  @Test func aSpaceCrossingTheEdgeHangs() {
    let layout = TextBuffer("abcdefghij klm").visualLayout(width: 10)
    expectEqual(layout.rows.map(\.text), ["abcdefghij ", "klm"])
    expectEqual(layout.rows.map(\.width), [11, 3])
  }

  @Test func wideGraphemeWiderThanTheRowStillMakesProgress() {
    let layout = TextBuffer("한a").visualLayout(width: 1)
    expectEqual(layout.rows.map(\.text), ["한", "a", ""])
  }

  @Test func cursorPlaceCountsDisplayColumns() {
    var buffer = TextBuffer("日本語の👨‍👩‍👧日記を書く")
    buffer.setCursor(Position(line: 0, column: 5))
    let layout = buffer.visualLayout(width: 12)
    expectEqual(layout.rows.map(\.text), ["日本語の👨‍👩‍👧日", "記を書く"])
    expectEqual(layout.cursorRow, 0)
    expectEqual(layout.cursorColumn, 10)
    buffer.setCursor(Position(line: 0, column: 6))
    expectEqual(buffer.visualLayout(width: 12).cursorRow, 1)
    expectEqual(buffer.visualLayout(width: 12).cursorColumn, 0)
  }

  @Test func upAndDownKeepTheGoalColumnAcrossWrappedRows() {
    var buffer = TextBuffer("0123456789abcdefgh\nxy\n0123456789")
    buffer.setCursor(Position(line: 0, column: 8))
    buffer.moveDown(width: 10)
    expectEqual(buffer.cursor, Position(line: 0, column: 18))
    buffer.moveDown(width: 10)
    expectEqual(buffer.cursor, Position(line: 1, column: 2))
    buffer.moveDown(width: 10)
    expectEqual(buffer.cursor, Position(line: 2, column: 8))
    buffer.moveDown(width: 10)
    expectEqual(buffer.cursor, Position(line: 2, column: 10))
    buffer.moveUp(width: 10)
    expectEqual(buffer.cursor, Position(line: 2, column: 8))
    buffer.moveUp(width: 10)
    buffer.moveUp(width: 10)
    expectEqual(buffer.cursor, Position(line: 0, column: 18))
    buffer.moveUp(width: 10)
    expectEqual(buffer.cursor, Position(line: 0, column: 8))
    buffer.moveUp(width: 10)
    expectEqual(buffer.cursor, Position(line: 0, column: 8))
  }

  @Test func upAndDownOnHangulLandBeforeAWideCharacter() {
    var buffer = TextBuffer("한글한글한글한글\nabc")
    buffer.setCursor(Position(line: 0, column: 3))
    buffer.moveDown(width: 10)
    expectEqual(buffer.cursor, Position(line: 0, column: 8))
    buffer.moveUp(width: 10)
    expectEqual(buffer.cursor, Position(line: 0, column: 3))
    buffer.setCursor(Position(line: 1, column: 3))
    buffer.moveUp(width: 10)
    expectEqual(buffer.cursor, Position(line: 0, column: 6))
  }

  @Test func aFullRowNeverTakesTheCursorToItsEnd() {
    var buffer = TextBuffer("0123456789\nabcdefghij klm")
    buffer.setCursor(Position(line: 1, column: 10))
    buffer.moveUp(width: 10)
    expectEqual(buffer.cursor, Position(line: 0, column: 10))
    buffer.moveUp(width: 10)
    expectEqual(buffer.cursor, Position(line: 0, column: 9))
    buffer.moveDown(width: 10)
    buffer.moveDown(width: 10)
    expectEqual(buffer.cursor, Position(line: 1, column: 10))
    buffer.moveDown(width: 10)
    expectEqual(buffer.cursor, Position(line: 1, column: 14))
  }

  @Test func rowsFromAnAnchor() {
    let buffer = TextBuffer("0123456789abc\nxy\nlast line")
    let rows = buffer.rows(
      from: TextBuffer.RowPosition(line: 0, row: 1), count: 3, width: 10)
    expectEqual(rows.map(\.text), ["abc", "xy", "last line"])
    expectEqual(rows.map(\.line), [0, 1, 2])
  }

  @Test func rowPositionMovesAcrossLinesAndClamps() {
    let buffer = TextBuffer("0123456789abc\nxy\nlast line")
    let start = TextBuffer.RowPosition(line: 0, row: 0)
    expectEqual(
      buffer.rowPosition(start, movedBy: 2, width: 10), TextBuffer.RowPosition(line: 1, row: 0))
    expectEqual(
      buffer.rowPosition(start, movedBy: 9, width: 10), TextBuffer.RowPosition(line: 2, row: 0))
    expectEqual(
      buffer.rowPosition(TextBuffer.RowPosition(line: 2, row: 0), movedBy: -2, width: 10),
      TextBuffer.RowPosition(line: 0, row: 1))
    expectEqual(buffer.rowPosition(start, movedBy: -3, width: 10), start)
  }

  @Test func rowDistanceCountsWrappedRows() {
    let buffer = TextBuffer("0123456789abc\nxy\nlast line")
    let first = TextBuffer.RowPosition(line: 0, row: 0)
    let last = TextBuffer.RowPosition(line: 2, row: 0)
    expectEqual(buffer.rowDistance(from: first, to: last, width: 10, limit: 100), 3)
    expectEqual(buffer.rowDistance(from: last, to: first, width: 10, limit: 100), -3)
    expectEqual(buffer.rowDistance(from: last, to: last, width: 10, limit: 100), 0)
  }

  // MARK: Large text

  @Test func fiveMegabytePasteKeepsEveryLine() {
    let line = String(repeating: "일기 diary ", count: 4) + "\r\n"
    let paste = String(repeating: line, count: 5 * 1024 * 1024 / line.utf8.count)
    var buffer = TextBuffer()
    // Speed is measured by daybook-bench; here only correctness on a huge text is checked.
    buffer.insert(paste)
    expectEqual(buffer.lineCount, 5 * 1024 * 1024 / line.utf8.count + 1)
    for _ in 0..<200 {
      buffer.insert("가")
      buffer.moveUp(width: 40)
      buffer.deleteBackward()
    }
    let rows = buffer.rows(from: buffer.cursorPlace(width: 40).position, count: 50, width: 40)
    expectEqual(rows.count, 50)
    expectEqual(buffer.lineCount, 5 * 1024 * 1024 / line.utf8.count + 1)
  }
}
