import DaybookCore
import Expectations
import TerminalKit
import Testing

@testable import DaybookTUI

/// `AttachPromptFeature.reduce` on its own state: exact new path and outputs.
@Suite struct AttachPromptReducerTests {
  let day = Fixture.today

  func reduce(_ state: inout AttachPromptFeature.State, _ key: Key)
    -> [AttachPromptFeature.Output]
  {
    AttachPromptFeature.reduce(into: &state, action: .key(key))
  }

  @Test func keysTypeThePathAndEnterAttachesItTrimmed() {
    var state = AttachPromptFeature.State(day: day)
    for character in " ~/사진/🌿.jpg " {
      expectEqual(reduce(&state, .character(character)), [])
    }
    expectEqual(state, AttachPromptFeature.State(day: day, path: " ~/사진/🌿.jpg "))
    expectEqual(reduce(&state, .backspace), [])
    expectEqual(state, AttachPromptFeature.State(day: day, path: " ~/사진/🌿.jpg"))
    expectEqual(reduce(&state, .enter), [.attach(path: "~/사진/🌿.jpg", day: day)])
    expectEqual(state, AttachPromptFeature.State(day: day, path: " ~/사진/🌿.jpg"))
  }

  @Test func enterOnABlankPathDoesNothingAndEscCloses() {
    var state = AttachPromptFeature.State(day: day, path: "   ")
    expectEqual(reduce(&state, .enter), [])
    expectEqual(state, AttachPromptFeature.State(day: day, path: "   "))
    expectEqual(reduce(&state, .escape), [.close])
    expectEqual(state, AttachPromptFeature.State(day: day, path: "   "))
  }

  @Test func aPasteIsAddedAsOneLine() {
    var state = AttachPromptFeature.State(day: day, path: "~/")
    expectEqual(AttachPromptFeature.reduce(into: &state, action: .pasted("사진\n꽃.jpg")), [])
    expectEqual(
      state, AttachPromptFeature.State(day: day, path: "~/" + TextInput.singleLine("사진\n꽃.jpg")))
  }

  /// The key line, the footer and the reducer read one table.
  @Test func theKeyLineIsTheTable() {
    expectEqual(AttachPromptFeature.Command.keymap(.en).keyLine, "Enter attach file · Esc close")
    expectEqual(AttachPromptFeature.Command(key: .enter), .attach)
    expectEqual(AttachPromptFeature.Command(key: .escape), .close)
    expectEqual(AttachPromptFeature.Command(key: .character("q")), nil)
  }

  /// The help has a section made from the prompt's table; F1 over the prompt puts it first.
  @Test func theHelpShowsThePromptsTable() {
    let section = HelpSections.screens(.ko).first {
      $0.title == AttachPromptText.helpTitle.text(.ko)
    }
    expectEqual(section?.bindings, AttachPromptFeature.Command.keymap(.ko))
    expectEqual(section?.bindings.map(\.shownKeys), ["Enter", "Esc"])
    var state = Fixture.state(width: 80, height: 24)
    state.setLanguage(.ko)
    state.destination = .attachPrompt(AttachPromptFeature.State(day: day, path: "~/사진"))
    _ = AppReducer.reduce(&state, .keyPressed(.function(1)))
    let first = HelpSections.sections(state).first
    expectEqual(first?.title, "파일 첨부 (일기에서 A) (지금 화면)")
    expectEqual(first?.bindings, AttachPromptFeature.Command.keymap(.ko))
    let lines = AppView.render(state).canvas.lines
    #expect(lines.contains { $0.contains("파일 첨부 (일기에서 A) (지금 화면)") })
  }

  @Test func theHelpTitleIsTranslated() {
    #expect(Localization.problems(in: AttachPromptText.self).isEmpty)
  }
}
