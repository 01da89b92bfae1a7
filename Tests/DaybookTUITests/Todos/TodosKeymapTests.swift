import DaybookCore
import TerminalKit
import Testing

@testable import DaybookTUI

/// The todo screen's keys go through its keymap tables: every key of a command does what the
/// command does, and keys of no command do nothing.
@Suite struct TodosKeymapTests {
  static let today = Day(year: 2026, month: 11, day: 29)
  static let todos = (1...3).map { Todo(id: RowID($0), title: "할 일 \($0)", createdAt: 10) }

  static func loaded() -> TodosFeature.State {
    var state = TodosFeature.State(today: today)
    state.todos = todos
    state.total = 3
    state.isLoaded = true
    return state
  }

  private func send(_ key: Key, _ state: inout TodosFeature.State) -> [TodosFeature.Output] {
    TodosFeature.reduce(into: &state, action: .key(key), language: .en)
  }

  @Test func everyKeyOfAMoveCommandMoves() {
    for key in [Key.down, .character("j")] {
      var state = Self.loaded()
      #expect(send(key, &state) == [])
      var expected = Self.loaded()
      expected.cursor = 1
      #expect(state == expected, "\(key)")
    }
    for key in [Key.pageDown, .ctrl("d"), .end, .character("G")] {
      var state = Self.loaded()
      #expect(send(key, &state) == [])
      var expected = Self.loaded()
      expected.cursor = 2
      #expect(state == expected, "\(key)")
    }
    for key in [Key.up, .character("k"), .pageUp, .ctrl("u"), .home, .character("g")] {
      var state = Self.loaded()
      state.cursor = 2
      #expect(send(key, &state) == [])
      var expected = Self.loaded()
      expected.cursor = key == .up || key == .character("k") ? 1 : 0
      #expect(state == expected, "\(key)")
    }
  }

  @Test func deleteOnBothItsKeysAndCloseOnItsThree() {
    for key in [Key.character("d"), .delete] {
      var state = Self.loaded()
      #expect(send(key, &state) == [.change(.delete(Self.todos[0]))])
      #expect(state == Self.loaded())
    }
    for key in [Key.escape, .character("q"), .character("o")] {
      var state = Self.loaded()
      #expect(send(key, &state) == [.close])
      #expect(state == Self.loaded())
    }
  }

  @Test func allProjectsOnlyLeavesAProject() {
    var state = Self.loaded()
    #expect(send(.character("p"), &state) == [])
    #expect(state == Self.loaded())
    state.query.project = 7
    state.projectTitle = "집"
    state.cursor = 2
    var expected = Self.loaded()
    #expect(send(.character("p"), &state) == [.load(expected.query)])
    expected.cursor = 0
    #expect(state == expected)
  }

  @Test func keysOfNoCommandDoNothing() {
    for key in [Key.character("z"), .tab, .ctrl("s"), .function(5)] {
      var state = Self.loaded()
      #expect(send(key, &state) == [])
      #expect(state == Self.loaded())
    }
  }

  @Test func theSearchFieldLeavesForTheListOnUpAndDown() {
    var state = Self.loaded()
    state.input = .search
    #expect(send(.down, &state) == [])
    var expected = Self.loaded()
    expected.cursor = 1
    #expect(state == expected)
    // In the tag field Up and Down are no command: the field stays open.
    state.input = .tag
    state.query.tag = "집"
    #expect(send(.up, &state) == [])
    expected.input = .tag
    expected.query.tag = "집"
    #expect(state == expected)
    #expect(send(.enter, &state) == [.load(state.query)])
    expected.input = nil
    expected.cursor = 0
    #expect(state == expected)
  }

  @Test func theKeyLinesComeFromTheTables() {
    #expect(
      TodosFeature.listKeymap(.en).keyLine
        == "Enter open · a add · e edit · x done · ! important · d delete · u undo · / search · "
        + "f state · i important · # tag · r due · s sort · Esc back")
    #expect(TodosFeature.inputKeymap(.search, .ko).keyLine == "Enter 완료 · Esc 지우기 · ↑↓ 목록")
    #expect(TodosFeature.inputKeymap(.tag, .en).keyLine == "Enter done · Esc clear")
  }
}
