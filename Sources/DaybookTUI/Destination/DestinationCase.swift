/// The screens of the destination that a feature runs in, for `AppReducer.presented` and
/// `AppState[presented:]`.
extension DestinationCase where Value == PlantsFeature.State {
  static var plants: Self {
    Self(extract: { if case .plants(let s) = $0 { s } else { nil } }, embed: Destination.plants)
  }
}

extension DestinationCase where Value == TodosFeature.State {
  static var todos: Self {
    Self(extract: { if case .todos(let s) = $0 { s } else { nil } }, embed: Destination.todos)
  }
}

extension DestinationCase where Value == StatisticsFeature.State {
  static var statistics: Self {
    Self(
      extract: { if case .statistics(let s) = $0 { s } else { nil } },
      embed: Destination.statistics)
  }
}

extension DestinationCase where Value == HistoryFeature.State {
  static var history: Self {
    Self(extract: { if case .history(let s) = $0 { s } else { nil } }, embed: Destination.history)
  }
}

extension DestinationCase where Value == EntryListFeature.State {
  static var entryList: Self {
    Self(
      extract: { if case .entryList(let s) = $0 { s } else { nil } },
      embed: Destination.entryList)
  }
}

extension DestinationCase where Value == SearchFeature.State {
  static var search: Self {
    Self(extract: { if case .search(let s) = $0 { s } else { nil } }, embed: Destination.search)
  }
}

extension DestinationCase where Value == IntakeRecordsFeature.State {
  static var intakeRecords: Self {
    Self(
      extract: { if case .intakeRecords(let s) = $0 { s } else { nil } },
      embed: Destination.intakeRecords)
  }
}

extension DestinationCase where Value == ProjectsFeature.State {
  static var projects: Self {
    Self(
      extract: { if case .projects(let s) = $0 { s } else { nil } }, embed: Destination.projects)
  }
}

extension DestinationCase where Value == NotificationCentreFeature.State {
  static var notifications: Self {
    Self(
      extract: { if case .notifications(let s) = $0 { s } else { nil } },
      embed: Destination.notifications)
  }
}
