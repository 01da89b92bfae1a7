import DaybookCore
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
      #expect(reduce(&state, .character(character)) == [])
    }
    #expect(state == AttachPromptFeature.State(day: day, path: " ~/사진/🌿.jpg "))
    #expect(reduce(&state, .backspace) == [])
    #expect(state == AttachPromptFeature.State(day: day, path: " ~/사진/🌿.jpg"))
    #expect(reduce(&state, .enter) == [.attach(path: "~/사진/🌿.jpg", day: day)])
    #expect(state == AttachPromptFeature.State(day: day, path: " ~/사진/🌿.jpg"))
  }

  @Test func enterOnABlankPathDoesNothingAndEscCloses() {
    var state = AttachPromptFeature.State(day: day, path: "   ")
    #expect(reduce(&state, .enter) == [])
    #expect(state == AttachPromptFeature.State(day: day, path: "   "))
    #expect(reduce(&state, .escape) == [.close])
    #expect(state == AttachPromptFeature.State(day: day, path: "   "))
  }

  @Test func aPasteIsAddedAsOneLine() {
    var state = AttachPromptFeature.State(day: day, path: "~/")
    #expect(AttachPromptFeature.reduce(into: &state, action: .pasted("사진\n꽃.jpg")) == [])
    #expect(
      state
        == AttachPromptFeature.State(day: day, path: "~/" + TextInput.singleLine("사진\n꽃.jpg")))
  }

  /// The key line, the footer and the reducer read one table.
  @Test func theKeyLineIsTheTable() {
    #expect(AttachPromptFeature.Command.keymap(.en).keyLine == "Enter attach file · Esc close")
    #expect(AttachPromptFeature.Command(key: .enter) == .attach)
    #expect(AttachPromptFeature.Command(key: .escape) == .close)
    #expect(AttachPromptFeature.Command(key: .character("q")) == nil)
  }

  /// The help has a section made from the prompt's table; F1 over the prompt puts it first.
  @Test func theHelpShowsThePromptsTable() {
    let section = HelpSections.screens(.ko).first {
      $0.title == AttachPromptText.helpTitle.text(.ko)
    }
    #expect(section?.bindings == AttachPromptFeature.Command.keymap(.ko))
    #expect(section?.bindings.map(\.shownKeys) == ["Enter", "Esc"])
    var state = Fixture.state(width: 80, height: 24)
    state.setLanguage(.ko)
    state.destination = .attachPrompt(AttachPromptFeature.State(day: day, path: "~/사진"))
    _ = AppReducer.reduce(&state, .keyPressed(.function(1)))
    let first = HelpSections.sections(state).first
    #expect(first?.title == "파일 첨부 (일기에서 A) (지금 화면)")
    #expect(first?.bindings == AttachPromptFeature.Command.keymap(.ko))
    let lines = AppView.render(state).canvas.lines
    #expect(lines.contains { $0.contains("파일 첨부 (일기에서 A) (지금 화면)") })
  }

  @Test func theHelpTitleIsTranslated() {
    #expect(Localization.problems(in: AttachPromptText.self).isEmpty)
  }
}
