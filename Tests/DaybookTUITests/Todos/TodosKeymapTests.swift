import DaybookCore
import Expectations
import TerminalKit
import Testing

@testable import DaybookTUI

/// The todo screen's keys go through its keymap tables: every key of a command does what the
/// command does, and keys of no command do nothing.
@Suite struct TodosKeymapTests {
  static let today = Day(year: 2026, month: 11, day: 29)!
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
      expectEqual(send(key, &state), [])
      var expected = Self.loaded()
      expected.cursor = 1
      expectEqual(state, expected, "\(key)")
    }
    for key in [Key.pageDown, .ctrl("d"), .end, .character("G")] {
      var state = Self.loaded()
      expectEqual(send(key, &state), [])
      var expected = Self.loaded()
      expected.cursor = 2
      expectEqual(state, expected, "\(key)")
    }
    for key in [Key.up, .character("k"), .pageUp, .ctrl("u"), .home, .character("g")] {
      var state = Self.loaded()
      state.cursor = 2
      expectEqual(send(key, &state), [])
      var expected = Self.loaded()
      expected.cursor = key == .up || key == .character("k") ? 1 : 0
      expectEqual(state, expected, "\(key)")
    }
  }

  @Test func deleteOnBothItsKeysAndCloseOnItsThree() {
    for key in [Key.character("d"), .delete] {
      var state = Self.loaded()
      expectEqual(send(key, &state), [.change(.delete(Self.todos[0]))])
      expectEqual(state, Self.loaded())
    }
    for key in [Key.escape, .character("q"), .character("o")] {
      var state = Self.loaded()
      expectEqual(send(key, &state), [.close])
      expectEqual(state, Self.loaded())
    }
  }

  @Test func allProjectsOnlyLeavesAProject() {
    var state = Self.loaded()
    expectEqual(send(.character("p"), &state), [])
    expectEqual(state, Self.loaded())
    state.query.project = 7
    state.projectTitle = "집"
    state.cursor = 2
    var expected = Self.loaded()
    expectEqual(send(.character("p"), &state), [.load(expected.query)])
    expected.cursor = 0
    expectEqual(state, expected)
  }

  @Test func keysOfNoCommandDoNothing() {
    for key in [Key.character("z"), .tab, .ctrl("s"), .function(5)] {
      var state = Self.loaded()
      expectEqual(send(key, &state), [])
      expectEqual(state, Self.loaded())
    }
  }

  @Test func theSearchFieldLeavesForTheListOnUpAndDown() {
    var state = Self.loaded()
    state.input = .search
    expectEqual(send(.down, &state), [])
    var expected = Self.loaded()
    expected.cursor = 1
    expectEqual(state, expected)
    // In the tag field Up and Down are no command: the field stays open.
    state.input = .tag
    state.query.tag = "집"
    expectEqual(send(.up, &state), [])
    expected.input = .tag
    expected.query.tag = "집"
    expectEqual(state, expected)
    expectEqual(send(.enter, &state), [.load(state.query)])
    expected.input = nil
    expected.cursor = 0
    expectEqual(state, expected)
  }

  @Test func theKeyLinesComeFromTheTables() {
    expectEqual(
      TodosFeature.listKeymap(.en).keyLine,
      "Enter open · a add · e edit · x done · ! important · d delete · u undo · / search · "
        + "f state · i important · # tag · r due · s sort · Esc back")
    expectEqual(TodosFeature.inputKeymap(.search, .ko).keyLine, "Enter 완료 · Esc 지우기 · ↑↓ 목록")
    expectEqual(TodosFeature.inputKeymap(.tag, .en).keyLine, "Enter done · Esc clear")
  }

  @Test func theDetailScrollsPagesAndGoesBackOnEveryKeyOfItsCommands() {
    let note = (1...40).map { "줄 \($0)" }.joined(separator: "\n")
    var detail = TodoDetail.State(todo: Todo(id: 1, title: "메모", note: note, createdAt: 1))
    detail.notesArea = Rect(x: 0, y: 0, width: 30, height: 10)
    for (key, scroll) in [
      (Key.character(" "), 9), (.ctrl("d"), 9), (.pageDown, 9), (.character("j"), 1),
      (.down, 1), (.end, 30), (.character("G"), 30),
    ] {
      var state = detail
      expectEqual(TodoDetail.keyPressed(key, &state), .stay)
      var expected = detail
      expected.scroll = scroll
      expectEqual(state, expected, "\(key)")
    }
    for key in [Key.escape, .character("q"), .left, .character("h")] {
      var state = detail
      expectEqual(TodoDetail.keyPressed(key, &state), .back)
      expectEqual(state, detail)
    }
    var state = detail
    expectEqual(TodoDetail.keyPressed(.character("e"), &state), .edit)
    expectEqual(TodoDetail.keyPressed(.character("x"), &state), .toggleDone)
    expectEqual(TodoDetail.keyPressed(.character("!"), &state), .toggleImportant)
    expectEqual(TodoDetail.keyPressed(.character("z"), &state), .stay)
    expectEqual(state, detail)
    expectEqual(
      TodoDetail.keyLine(.ko).keyLine, "j/k 스크롤 · e 편집 · x 완료 · ! 중요 · Esc 뒤로")
  }

  @Test func theFormTypesPrintableKeysAndRunsTheOthers() {
    var form = TodoForm(Todo(title: ""))
    expectEqual(form.keyPressed(.character("x"), today: Self.today), .editing)
    expectEqual(form.keyPressed(.character(" "), today: Self.today), .editing)
    expectEqual(form.keyPressed(.character("!"), today: Self.today), .editing)
    var expected = TodoForm(Todo(title: ""))
    expected.title = "x !"
    expectEqual(form, expected)
    expectEqual(form.keyPressed(.down, today: Self.today), .editing)
    expected.field = .note
    expectEqual(form, expected)
    expectEqual(form.keyPressed(.enter, today: Self.today), .editing)
    expected.note = "\n"
    expectEqual(form, expected)
    expectEqual(form.keyPressed(.up, today: Self.today), .editing)
    expectEqual(form.keyPressed(.backTab, today: Self.today), .editing)
    expected.field = .important
    expectEqual(form, expected)
    // On the checkbox Space, x and ! toggle; Enter too.
    for key in [Key.character(" "), .character("x"), .character("!"), .enter] {
      expectEqual(form.keyPressed(key, today: Self.today), .editing)
      expected.important.toggle()
      expectEqual(form, expected, "\(key)")
    }
    var saved = Todo(title: "x !")
    saved.note = "\n"
    expectEqual(form.keyPressed(.ctrl("s"), today: Self.today), .save(saved))
    expectEqual(form.keyPressed(.escape, today: Self.today), .cancelled)
    expectEqual(
      TodoForm.keyLine(.en).keyLine, "Tab next field · Space toggles · Ctrl-S save · Esc cancel")
  }
}
