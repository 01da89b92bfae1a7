import Expectations
import TerminalKit
import Testing

@Suite struct LayoutTests {
  let area = Rect(x: 0, y: 0, width: 80, height: 24)

  @Test func lengthAndFillSumExactly() {
    let rows = Layout.split(area, axis: .vertical, [.length(1), .fill(1), .length(1)])
    expectEqual(
      rows,
      [
        Rect(x: 0, y: 0, width: 80, height: 1),
        Rect(x: 0, y: 1, width: 80, height: 22),
        Rect(x: 0, y: 23, width: 80, height: 1),
      ])
  }

  @Test func fillWeightsShareTheRestWithOddCellsFirst() {
    let columns = Layout.split(
      Rect(x: 0, y: 0, width: 10, height: 1), axis: .horizontal, [.fill(1), .fill(2)])
    expectEqual(columns.map(\.width), [4, 6])
    let three = Layout.split(
      Rect(x: 5, y: 0, width: 11, height: 1), axis: .horizontal, [.fill(1), .fill(1), .fill(1)])
    expectEqual(three.map(\.width), [4, 4, 3])
    expectEqual(three.map(\.x), [5, 9, 13])
  }

  @Test func percentAndSpacing() {
    let columns = Layout.split(
      area, axis: .horizontal, [.percent(25), .fill(1), .length(10)], spacing: 1)
    expectEqual(columns.map(\.width), [19, 49, 10])
    expectEqual(columns.map(\.x), [0, 20, 70])
    expectEqual(columns.last?.maxX, 80)
  }

  @Test func minGrowsLikeFill() {
    let columns = Layout.split(
      Rect(x: 0, y: 0, width: 30, height: 1), axis: .horizontal, [.min(10), .fill(1)])
    expectEqual(columns.map(\.width), [20, 10])
  }

  @Test func tooSmallShrinksLaterPartsAndNeverExceeds() {
    let columns = Layout.split(
      Rect(x: 0, y: 0, width: 10, height: 1), axis: .horizontal,
      [.length(6), .length(6), .fill(1)], spacing: 1)
    expectEqual(columns.map(\.width), [6, 2, 0])
    for column in columns {
      #expect(column.maxX <= 10)
    }
  }

  @Test func withoutFillTheRestStaysEmpty() {
    let columns = Layout.split(
      Rect(x: 0, y: 0, width: 10, height: 1), axis: .horizontal, [.length(3), .length(3)])
    expectEqual(
      columns, [Rect(x: 0, y: 0, width: 3, height: 1), Rect(x: 3, y: 0, width: 3, height: 1)])
  }

  @Test(arguments: [0, 1, 7, 80, 121])
  func fillsAlwaysCoverTheWholeWidth(width: Int) {
    let columns = Layout.split(
      Rect(x: 3, y: 0, width: width, height: 1), axis: .horizontal,
      [.fill(3), .percent(30), .fill(1), .min(2)])
    expectEqual(columns.map(\.width).reduce(0, +), width)
    expectEqual(columns.first?.x, 3)
  }
}
