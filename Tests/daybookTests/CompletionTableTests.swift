import DaybookCore
import Expectations
import TerminalKit
import Testing

@testable import daybook

/// The completion table names only commands and options that exist, so it cannot drift from
/// the command tables `--help` and the manual are made from.
@Suite struct CompletionTableTests {
  @Test func everyPathAndOptionExists() {
    var specs: [String: ArgumentSpec] = [:]
    for command in Daybook.commands {
      specs[command.name] = command.spec
      if let group = command as? any CommandGroup.Type {
        for sub in group.subcommands { specs[command.name + " " + sub.name] = sub.spec }
      }
    }
    let everyOption = specs.values.reduce(into: Set<String>()) { $0.formUnion($1.options) }
    var unknown: [String] = []
    for key in Completion.table.keys {
      var words = key.split(separator: " ").map(String.init)
      let option = words.last.flatMap { $0.hasPrefix("--") ? String($0.dropFirst(2)) : nil }
      if option != nil { words.removeLast() }
      if words.isEmpty {
        if let option, !everyOption.contains(option),
          !Completion.globalValueOptions.contains(option)
        {
          unknown.append(key)
        }
        continue
      }
      guard let spec = specs[words.joined(separator: " ")] else {
        unknown.append(key)
        continue
      }
      if let option, !spec.options.contains(option) { unknown.append(key) }
    }
    expectEqual(unknown, [])
  }

  @Test func printsOneCandidateALineWithItsDescription() {
    let text = Completion.render([
      .init(value: "3", description: "repot\tthe fern\n"), .init(value: "water"),
    ])
    expectEqual(text, "3\trepot the fern \nwater\n")
    expectEqual(Completion.render([]), "")
  }

  @Test func everyShellHasAScript() {
    for shell in CompletionScripts.shells {
      expectEqual(CompletionScripts.script(for: shell)?.contains("__complete"), true)
    }
    expectEqual(CompletionScripts.script(for: "tcsh"), nil)
  }
}

/// The message tables this branch added are complete in every language.
@Suite struct UnixTextTableTests {
  @Test func theConfigNamesTheViewsGlyphSets() {
    expectEqual(ConfigKey.glyphSets, GlyphSet.allCases.map(\.rawValue))
  }

  @Test func configSetCompletesAKeysValues() {
    let context = Context(
      environment: ["HOME": "/nonexistent"], journalPath: "", clock: .system,
      output: Output(environment: [:]))
    let values = { (words: [String]) in
      Completion.candidates(words, context: context).map(\.value)
    }
    expectEqual(values(["config", "set", "glyphs", ""]), ConfigKey.glyphSets)
    expectEqual(values(["config", "set", "mouse", "o"]), ["on", "off"])
    expectEqual(values(["config", "set", "hemisphere", "s"]), ["south"])
    expectEqual(values(["config", "set", "glyphs", "ascii", ""]), [])
    expectEqual(values(["config", "set", "gl"]), ["glyphs"])
  }

  @Test func everyTableIsComplete() {
    var problems: [String] = []
    problems += Localization.problems(in: ConfigText.self)
    problems += Localization.problems(in: JournalsText.self)
    problems += Localization.problems(in: TemplatesText.self)
    expectEqual(problems, [])
  }
}
