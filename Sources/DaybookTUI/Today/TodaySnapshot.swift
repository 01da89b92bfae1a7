import DaybookCore

/// Everything the Today pane needs for one day, loaded by the shell in one go.
public struct TodaySnapshot: Equatable, Sendable {
  /// One plant and when it was last watered.
  public struct PlantWatering: Equatable, Sendable {
    /// The plant (not archived).
    public var plant: Plant
    /// The local day of the plant's last water care event, if any.
    public var lastWatered: Day?

    /// Creates a plant row from an already computed day.
    public init(plant: Plant, lastWatered: Day?) {
      self.plant = plant
      self.lastWatered = lastWatered
    }

    /// Creates a plant row from the last watering's instant, read in the local time zone.
    /// Called by the shell while building the snapshot, so the reducer never reads `TZ`.
    public init(plant: Plant, lastWateredAt: Timestamp?) {
      self.init(plant: plant, lastWatered: lastWateredAt.map(LocalTime.day(of:)))
    }
  }

  /// The local day the snapshot describes.
  public var today: Day
  /// Plants that are not archived, in any order.
  public var plants: [PlantWatering]
  /// Open todos plus the todos done today (those show ticked).
  public var todos: [Todo]
  /// Today's intake records.
  public var intakes: [Intake]
  /// The intake goal.
  public var goal: GoalSettings
  /// The one-key intakes.
  public var presets: [IntakePreset]
  /// Active projects with their progress.
  public var projects: [ActiveProject] = []
  /// The order of the pane's sections and which are hidden.
  public var sections: TodaySections = .standard

  /// Creates a snapshot.
  public init(
    today: Day, plants: [PlantWatering] = [], todos: [Todo] = [], intakes: [Intake] = [],
    goal: GoalSettings = GoalSettings(), presets: [IntakePreset] = IntakePreset.defaults
  ) {
    self.presets = presets
    self.today = today
    self.plants = plants
    self.todos = todos
    self.intakes = intakes
    self.goal = goal
  }
}

/// An active project on the Today pane: its title and how many of its todos are done.
public struct ActiveProject: Equatable, Sendable {
  public var id: RowID
  public var title: String
  public var progress: ProjectProgress

  public init(id: RowID, title: String, progress: ProjectProgress) {
    self.id = id
    self.title = title
    self.progress = progress
  }
}
