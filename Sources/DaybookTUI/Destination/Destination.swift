import DaybookCore

/// What is on top of the panes and takes every key while it is open: the one navigation
/// model of the app (`AppState.destination`). A screen opens by setting it and closes by
/// setting it to nil; keys and pastes reach it through `DestinationRouting`.
public enum Destination: Equatable, Sendable {
  /// Every keymap, the screen underneath first.
  case help(HelpFeature.State)
  case search(SearchFeature.State)
  /// The `:` command line with what was typed so far.
  case command(CommandFeature.State)
  case confirm(Confirmation)
  case onboarding(OnboardingFeature.State)
  /// The revision history of a day's entry.
  case history(HistoryFeature.State)
  /// Every entry, newest first, or "on this day".
  case entryList(EntryListFeature.State)
  /// A picture of the entry, full screen.
  case pictureViewer(PictureViewerFeature.State)
  /// The path of a file to attach.
  case attachPrompt(AttachPromptFeature.State)
  /// The path to save the editor's text to when the journal's folder takes nothing.
  case saveText(SaveTextFeature.State)
  /// The full-screen todo list (`o`).
  case todos(TodosFeature.State)
  /// The intake charts (`s`).
  case statistics(StatisticsFeature.State)
  /// Delivered reminders (`N`).
  case notifications(NotificationCentreFeature.State)
  /// The intake records of a day (`I` on the Today pane).
  case intakeRecords(IntakeRecordsFeature.State)
  /// The projects and their progress (`P`).
  case projects(ProjectsFeature.State)
  /// The plants, a plant's detail and their forms (`p`).
  case plants(PlantsFeature.State)
}

/// A yes/no question; `y` runs `effects`, `n` or Esc drops them.
public struct Confirmation: Equatable, Sendable {
  public var prompt: String
  public var effects: [Effect]

  public init(prompt: String, effects: [Effect]) {
    self.prompt = prompt
    self.effects = effects
  }
}
