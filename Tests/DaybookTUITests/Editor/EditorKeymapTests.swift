import Expectations
import TerminalKit
import Testing

@testable import DaybookTUI

@Suite struct EditorKeymapTests {
  @Test func normalModeKeys() {
    let table = EditorKeymap.normal
    expectEqual(EditorKeymap.command(for: .character("i"), in: table), .startEditing)
    expectEqual(EditorKeymap.command(for: .enter, in: table), .startEditing)
    expectEqual(EditorKeymap.command(for: .character("m"), in: table), .openMoodPicker)
    expectEqual(EditorKeymap.command(for: .character("w"), in: table), .openWeatherPicker)
    expectEqual(EditorKeymap.command(for: .character("H"), in: table), .showHistory)
    expectEqual(EditorKeymap.command(for: .character("h"), in: table), nil)
    expectEqual(EditorKeymap.command(for: .character("u"), in: table), .undo)
    expectEqual(EditorKeymap.command(for: .ctrl("r"), in: table), .redo)
    expectEqual(EditorKeymap.command(for: .ctrl("s"), in: table), .save)
    expectEqual(EditorKeymap.command(for: .ctrl("e"), in: table), .openExternalEditor)
    expectEqual(EditorKeymap.command(for: .pageDown, in: table), .scrollPageDown)
  }

  @Test func editingModeKeys() {
    let table = EditorKeymap.editing
    expectEqual(EditorKeymap.command(for: .escape, in: table), .leaveEditing)
    expectEqual(EditorKeymap.command(for: .alt("z"), in: table), .undo)
    expectEqual(EditorKeymap.command(for: .alt("Z"), in: table), .redo)
    expectEqual(EditorKeymap.command(for: .ctrl("a"), in: table), .lineStart)
    expectEqual(EditorKeymap.command(for: .home, in: table), .lineStart)
    expectEqual(EditorKeymap.command(for: .ctrl("e"), in: table), .openExternalEditor)
    expectEqual(EditorKeymap.command(for: .ctrl("k"), in: table), .killToEnd)
    expectEqual(EditorKeymap.command(for: .ctrl("u"), in: table), .killToStart)
    expectEqual(EditorKeymap.command(for: .ctrl("w"), in: table), .killWordBackward)
    expectEqual(EditorKeymap.command(for: .ctrl("y"), in: table), .yank)
    expectEqual(EditorKeymap.command(for: .alt("b"), in: table), .wordLeft)
    expectEqual(EditorKeymap.command(for: .alt("f"), in: table), .wordRight)
    expectEqual(EditorKeymap.command(for: .character("i"), in: table), nil)
    expectEqual(EditorKeymap.command(for: .character(" "), in: table), nil)
  }

  @Test func pickerKeys() {
    let table = EditorKeymap.picker
    expectEqual(EditorKeymap.command(for: .up, in: table), .pickerUp)
    expectEqual(EditorKeymap.command(for: .character("j"), in: table), .pickerDown)
    expectEqual(EditorKeymap.command(for: .enter, in: table), .pickerChoose)
    expectEqual(EditorKeymap.command(for: .escape, in: table), .pickerCancel)
  }

  @Test func noKeyIsBoundTwiceInOneMode() {
    for table in [EditorKeymap.normal, EditorKeymap.editing, EditorKeymap.picker] {
      let keys = table.flatMap(\.binding.keys)
      expectEqual(keys.count, Set(keys).count)
    }
  }

  @Test func publicKeymapListsEveryBindingInModeOrder() {
    expectEqual(EditorFeature.keymap.count, 15 + 24 + 4)
    expectEqual(
      EditorFeature.keymap.first, KeyBinding(keys: ["i", "Enter"], help: "write (edit the entry)"))
    expectEqual(
      EditorFeature.editingKeymap.first,
      KeyBinding(keys: ["Esc"], help: "stop editing (saves changes)"))
    expectEqual(EditorFeature.pickerKeymap.last, KeyBinding(keys: ["Esc"], help: "cancel"))
    #expect(EditorFeature.normalKeymap.map(\.keys).contains(["H"]))
  }
}
