import TerminalKit
import Testing

@testable import DaybookTUI

@Suite struct EditorKeymapTests {
  @Test func normalModeKeys() {
    let table = EditorKeymap.normal
    #expect(EditorKeymap.command(for: .character("i"), in: table) == .startEditing)
    #expect(EditorKeymap.command(for: .enter, in: table) == .startEditing)
    #expect(EditorKeymap.command(for: .character("m"), in: table) == .openMoodPicker)
    #expect(EditorKeymap.command(for: .character("w"), in: table) == .openWeatherPicker)
    #expect(EditorKeymap.command(for: .character("H"), in: table) == .showHistory)
    #expect(EditorKeymap.command(for: .character("h"), in: table) == nil)
    #expect(EditorKeymap.command(for: .character("u"), in: table) == .undo)
    #expect(EditorKeymap.command(for: .ctrl("r"), in: table) == .redo)
    #expect(EditorKeymap.command(for: .ctrl("s"), in: table) == .save)
    #expect(EditorKeymap.command(for: .ctrl("e"), in: table) == .openExternalEditor)
    #expect(EditorKeymap.command(for: .pageDown, in: table) == .scrollPageDown)
  }

  @Test func editingModeKeys() {
    let table = EditorKeymap.editing
    #expect(EditorKeymap.command(for: .escape, in: table) == .leaveEditing)
    #expect(EditorKeymap.command(for: .alt("z"), in: table) == .undo)
    #expect(EditorKeymap.command(for: .alt("Z"), in: table) == .redo)
    #expect(EditorKeymap.command(for: .ctrl("a"), in: table) == .lineStart)
    #expect(EditorKeymap.command(for: .home, in: table) == .lineStart)
    #expect(EditorKeymap.command(for: .ctrl("e"), in: table) == .openExternalEditor)
    #expect(EditorKeymap.command(for: .ctrl("k"), in: table) == .killToEnd)
    #expect(EditorKeymap.command(for: .ctrl("u"), in: table) == .killToStart)
    #expect(EditorKeymap.command(for: .ctrl("w"), in: table) == .killWordBackward)
    #expect(EditorKeymap.command(for: .ctrl("y"), in: table) == .yank)
    #expect(EditorKeymap.command(for: .alt("b"), in: table) == .wordLeft)
    #expect(EditorKeymap.command(for: .alt("f"), in: table) == .wordRight)
    #expect(EditorKeymap.command(for: .character("i"), in: table) == nil)
    #expect(EditorKeymap.command(for: .character(" "), in: table) == nil)
  }

  @Test func pickerKeys() {
    let table = EditorKeymap.picker
    #expect(EditorKeymap.command(for: .up, in: table) == .pickerUp)
    #expect(EditorKeymap.command(for: .character("j"), in: table) == .pickerDown)
    #expect(EditorKeymap.command(for: .enter, in: table) == .pickerChoose)
    #expect(EditorKeymap.command(for: .escape, in: table) == .pickerCancel)
  }

  @Test func noKeyIsBoundTwiceInOneMode() {
    for table in [EditorKeymap.normal, EditorKeymap.editing, EditorKeymap.picker] {
      let keys = table.flatMap(\.binding.keys)
      #expect(keys.count == Set(keys).count)
    }
  }

  @Test func publicKeymapListsEveryBindingInModeOrder() {
    #expect(EditorFeature.keymap.count == 15 + 24 + 4)
    #expect(EditorFeature.keymap.first == KeyBinding(keys: ["i", "Enter"], help: "write (edit the entry)"))
    #expect(EditorFeature.editingKeymap.first
      == KeyBinding(keys: ["Esc"], help: "stop editing (saves changes)"))
    #expect(EditorFeature.pickerKeymap.last == KeyBinding(keys: ["Esc"], help: "cancel"))
    #expect(EditorFeature.normalKeymap.map(\.keys).contains(["H"]))
  }
}
