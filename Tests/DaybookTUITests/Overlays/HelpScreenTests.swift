import Expectations
import TerminalKit
import Testing

@testable import DaybookCore
@testable import DaybookTUI

/// Issue 16 item 12: help per screen from the key tables, full width on big terminals, `?`
/// in todos and every screen, `:` commands listed and completed with Tab.
@Suite("Help per screen")
struct HelpScreenTests {
  private func todosOpen(width: Int = 120, height: Int = 40) -> AppState {
    var state = Fixture.state(width: width, height: height)
    state.destination = .todos(TodosFeature.State(today: Fixture.today))
    return state
  }

  @Test func questionMarkInTodosOpensTheHelpAndEscReturnsToTodos() {
    let store = TestStore(todosOpen())
    let todos = store.state.destination
    store.send(.keyPressed(.character("?"))) {
      $0.destination = .help(HelpFeature.State(scroll: 0))
      $0.helpUnder = todos
    }
    store.send(.keyPressed(.escape)) {
      $0.destination = todos
      $0.helpUnder = nil
    }
  }

  @Test func theHelpOpensOnTheScreenYouAreLookingAt() {
    var state = todosOpen()
    _ = AppReducer.reduce(&state, .keyPressed(.character("?")))
    let sections = HelpSections.sections(state)
    expectEqual(sections[0].title, "Todos (here)")
    expectEqual(sections[0].bindings.first, KeyBinding(keys: ["Enter"], help: "open"))
    var statistics = Fixture.state()
    statistics.destination = .statistics(StatisticsFeature.State(today: Fixture.today))
    _ = AppReducer.reduce(&statistics, .keyPressed(.character("?")))
    expectEqual(HelpSections.sections(statistics)[0].title, "Statistics (here)")
    // On the panes, the focused pane's keys come first, from its keymap.
    var panes = Fixture.state()
    panes.focus = .heatmap
    _ = AppReducer.reduce(&panes, .keyPressed(.character("?")))
    expectEqual(panes.destination, .help(HelpFeature.State(scroll: 0)))
    expectEqual(HelpSections.sections(panes)[0].title, "Heatmap (here)")
    expectEqual(HelpSections.sections(panes)[0].bindings, HeatmapFeature.keymap(.en))
  }

  @Test func everyScreenAndTheCommandsHaveASection() {
    let titles = HelpSections.sections(Fixture.state()).map(\.title)
    for title in [
      "Plants", "Todos", "Search", "Statistics", "History", "Commands (: then Tab completes)",
    ] {
      #expect(titles.contains(title), "\(title) in \(titles)")
    }
    let commands = CommandTable.helpSection(.ko).bindings.map { $0.keys[0] }
    #expect(commands.contains(":theme NAME") && commands.contains(":lang en|ko|ja"))
  }

  /// At 200×60 the help uses the width in columns; no key line is cut.
  @Test func theHelpUsesTheWidthOfABigTerminal() {
    var state = Fixture.state(width: 200, height: 60)
    state.destination = .help(HelpFeature.State(scroll: 0))
    let lines = AppView.render(state).canvas.lines
    let top = lines.first { $0.contains("╭─ Keys") } ?? ""
    let boxWidth = TextWidth.width(of: top.drop { $0 != "╭" }.prefix { $0 != "╮" }) + 1
    #expect(boxWidth > 150)
    let body = lines.joined(separator: "\n")
    #expect(body.contains("go to date (12/5, fri, 2026-12-05)"))
    #expect(body.contains("Everywhere") && body.contains("Calendar") && body.contains("Heatmap"))
  }

  @Test func tabCompletesCommandsAndTheirArguments() {
    let state = Fixture.state()
    expectEqual(CommandTable.complete("th", state), "theme ")
    expectEqual(CommandTable.complete("theme m", state), "theme moss")
    expectEqual(CommandTable.complete("theme d", state), "theme d")
    expectEqual(CommandTable.complete("la", state), "lang ")
    expectEqual(CommandTable.complete("lang k", state), "lang ko")
    expectEqual(CommandTable.complete("re", state), "reload")
    expectEqual(CommandTable.complete("zz", state), "zz")
    let store = TestStore(state)
    store.send(.keyPressed(.character(":"))) {
      $0.destination = .command(CommandFeature.State(text: ""))
    }
    store.type("go")
    store.send(.keyPressed(.tab)) { $0.destination = .command(CommandFeature.State(text: "goto ")) }
    store.send(.keyPressed(.tab)) {
      $0.destination = .command(CommandFeature.State(text: "goto today"))
    }
  }
}
