import DaybookCore
import Expectations
import Testing

@testable import DaybookTUI

/// Two commands on one key in one context: the reducer runs the first it finds and the help
/// promises both. Every keymap table the footer and help are made of is checked, alone and,
/// for a pane, together with the global keys it shares the keyboard with.
@Suite struct KeymapConflictTests {
  /// Keys bound by more than one binding of a table, with the helps that claim them.
  static func conflicts(_ bindings: [KeyBinding]) -> [String] {
    var owners: [String: [String]] = [:]
    for binding in bindings {
      for key in Set(binding.keys) { owners[key, default: []].append(binding.help) }
    }
    return owners.filter { $0.value.count > 1 }.map { "\($0.key): \($0.value)" }.sorted()
  }

  @Test func aKeyOnTwoCommandsIsFound() {
    let table = [
      KeyBinding(keys: ["w"], help: "water"), KeyBinding(keys: ["x", "w"], help: "done"),
    ]
    expectEqual(Self.conflicts(table), ["w: [\"water\", \"done\"]"])
  }

  /// The panes' key contexts: the keys that work in each mode, and whether the global keys
  /// work there too (not while text is typed or a choice is open).
  static func paneContexts(_ language: Language)
    -> [(name: String, bindings: [KeyBinding], withGlobal: Bool)]
  {
    let editor = { (table: [EditorKeymap.Entry]) in table.map { $0.binding(language) } }
    return [
      (
        "calendar",
        CalendarFeature.keymap(language) + DayCareFeature.EntryCommand.keymap(language), true
      ),
      ("calendar day's care list", DayCareFeature.Command.keymap(language), false),
      ("today", TodayFeature.keymap(language, presets: IntakePreset.defaults), true),
      ("heatmap", HeatmapFeature.keymap(language), true),
      (
        "editor reading",
        editor(EditorKeymap.normal) + AttachmentsFeature.Command.keymap(language),
        true
      ),
      ("editor writing", editor(EditorKeymap.editing), false),
      ("editor picker", editor(EditorKeymap.picker), false),
    ]
  }

  @Test(arguments: Language.allCases)
  func noTwoCommandsOfAPaneShareAKey(_ language: Language) {
    let global = GlobalKeymap.bindings(language)
    expectEqual(Self.conflicts(global), [], "global")
    for context in Self.paneContexts(language) {
      expectEqual(Self.conflicts(context.bindings), [], "\(context.name)")
      guard context.withGlobal else { continue }
      // The global keys come first: a pane key on one of them would never run.
      let shadowed = context.bindings.flatMap(\.keys).filter { key in
        global.contains { $0.keys.contains(key) }
      }
      expectEqual(shadowed, [], "\(context.name) under global keys")
    }
  }

  /// The catalog the footer and help read holds every pane context's keys.
  @Test func theContextsCoverTheCatalog() {
    for pane in Pane.allCases {
      let catalog = Set(KeymapCatalog.bindings(for: pane, .en).flatMap(\.keys))
      let contexts = Set(
        Self.paneContexts(.en).filter { $0.name.hasPrefix("\(pane)") }.flatMap(\.bindings)
          .flatMap(\.keys))
      expectEqual(catalog.subtracting(contexts), [], "\(pane)")
    }
  }

  @Test(arguments: Language.allCases)
  func noTwoCommandsOfAScreenShareAKey(_ language: Language) {
    for section in HelpSections.screens(language) {
      expectEqual(Self.conflicts(section.bindings), [], "\(section.title)")
    }
    expectEqual(Self.conflicts(TodayFeature.confirmKeymap(language)), [], "confirm")
    expectEqual(Self.conflicts(PlantsFeature.formKeymap(language)), [], "plant form")
    expectEqual(Self.conflicts(IntakeRecordsFeature.keymap(language)), [], "intake records")
    expectEqual(Self.conflicts(ProjectsFeature.Command.keymap(language)), [], "projects")
    expectEqual(
      Self.conflicts(ProjectsFeature.InputCommand.keymap(language)), [], "projects field")
    expectEqual(Self.conflicts(StatisticsFeature.Command.keymap(language)), [], "statistics")
    for (name, table) in Self.screenContexts(language) {
      expectEqual(Self.conflicts(table), [], "\(name)")
    }
  }

  /// Every screen's and form's key contexts, with all their commands (not only the ones a key
  /// line shows).
  static func screenContexts(_ language: Language) -> [(String, [KeyBinding])] {
    [
      ("todo list", TodosFeature.Command.keymap(language)),
      ("todo search field", TodosFeature.InputCommand.keymap(language)),
      ("todo detail", TodoDetail.Command.keymap(language)),
      ("todo form", TodoForm.Command.keymap(language)),
      ("help", HelpFeature.Command.keymap(language)),
      ("question", ConfirmCommand.keymap(language)),
      ("history list", HistoryFeature.ListCommand.keymap(language)),
      ("history revision", HistoryFeature.ViewCommand.keymap(language)),
      ("entry list", EntryListFeature.Command.keymap(language)),
      ("search", SearchFeature.Command.keymap(language)),
      ("picture viewer", PictureViewerFeature.Command.keymap(language)),
      ("plant form", PlantFormFeature.Command.keymap(language)),
      ("care form", CareFormFeature.Command.keymap(language)),
      ("intake record form", IntakeRecordForm.Command.keymap(language)),
      ("command line", CommandFeature.Command.keymap(language)),
      ("attach prompt", AttachPromptFeature.Command.keymap(language)),
      ("save text elsewhere", SaveTextFeature.Command.keymap(language)),
      ("notification centre", NotificationCentreFeature.Command.keymap(language)),
    ]
      + OnboardingFeature.State.Step.allCases.flatMap { step in
        [GoalMode.caffeineLimit, .zeroCaffeine].map { mode in
          var onboarding = OnboardingFeature.State()
          onboarding.step = step
          onboarding.goalMode = mode
          return ("onboarding \(step) \(mode)", OnboardingFeature.keymap(onboarding, language))
        }
      }
  }

  @Test func aConflictingScreenTableFails() {
    enum Clash: KeyCommand {
      case save, send
      func binding(_ language: Language) -> KeyBinding {
        switch self {
        case .save: KeyBinding(keys: ["Ctrl-S"], help: "save")
        case .send: KeyBinding(keys: ["Enter", "Ctrl-S"], help: "send")
        }
      }
    }
    expectEqual(Self.conflicts(Clash.keymap(.en)), ["Ctrl-S: [\"save\", \"send\"]"])
  }
}
