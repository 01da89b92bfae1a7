import DaybookCore

/// A screen, pane or overlay: its own state, what happens to it, and what it asks of its
/// parent. The reducer is pure and sees only its own `State` (and the interface language,
/// for the texts of its outputs); the app runs it through `AppReducer.scope` (a pane) or
/// `AppReducer.presented` (a screen in the destination) and turns its outputs into effects.
protocol Feature {
  associatedtype State: Equatable & Sendable
  associatedtype Action: Equatable & Sendable
  associatedtype Output: Equatable & Sendable

  static func reduce(into state: inout State, action: Action, language: Language) -> [Output]
}

/// A feature whose reducer takes no language: it has no texts in its outputs, or keeps the
/// language in its state (the panes, which draw in it).
protocol PlainFeature: Feature {
  static func reduce(into state: inout State, action: Action) -> [Output]
}

extension PlainFeature {
  static func reduce(into state: inout State, action: Action, language: Language) -> [Output] {
    reduce(into: &state, action: action)
  }
}

/// One case of `Destination`: how to read a screen's state out of it and put it back.
struct DestinationCase<Value> {
  let extract: (Destination) -> Value?
  let embed: (Value) -> Destination
}

extension AppState {
  /// The state of a screen in the destination: the one shown, or the one the help was opened
  /// over (its results still arrive while the help is read). Setting nil closes it.
  subscript<Value>(presented screen: DestinationCase<Value>) -> Value? {
    get {
      destination.flatMap(screen.extract) ?? helpUnder.flatMap(screen.extract)
    }
    set {
      let underHelp =
        destination.flatMap(screen.extract) == nil
        && helpUnder.flatMap(screen.extract) != nil
      if underHelp {
        helpUnder = newValue.map(screen.embed)
      } else if let newValue {
        destination = screen.embed(newValue)
      } else if destination.flatMap(screen.extract) != nil {
        destination = nil
      }
    }
  }
}

extension AppReducer {
  /// Runs a feature that is always there (a pane) on its part of the state, then hands each
  /// of its outputs to `handle`, which turns it into effects or a change of the app.
  static func scope<F: Feature>(
    _ feature: F.Type, _ path: WritableKeyPath<AppState, F.State>, _ action: F.Action,
    _ state: inout AppState, outputs handle: (F.Output, inout AppState) -> [Effect]
  ) -> [Effect] {
    let language = state.language
    let outputs = F.reduce(into: &state[keyPath: path], action: action, language: language)
    return outputs.flatMap { handle($0, &state) }
  }

  /// Runs a feature shown in the destination on its state, then hands each of its outputs to
  /// `handle`; nothing happens when that screen is not open.
  static func presented<F: Feature>(
    _ feature: F.Type, _ screen: DestinationCase<F.State>, _ action: F.Action,
    _ state: inout AppState, outputs handle: (F.Output, inout AppState) -> [Effect]
  ) -> [Effect] {
    guard var child = state[presented: screen] else { return [] }
    let outputs = F.reduce(into: &child, action: action, language: state.language)
    state[presented: screen] = child
    return outputs.flatMap { handle($0, &state) }
  }
}

extension CalendarFeature: PlainFeature {}
extension TodayFeature: PlainFeature {}
extension HeatmapFeature: PlainFeature {}
extension PlantsFeature: PlainFeature {}
extension StatisticsFeature: PlainFeature {}
extension TodosFeature: Feature {}
extension IntakeRecordsFeature: Feature {}
extension ProjectsFeature: Feature {}
extension NotificationCentreFeature: PlainFeature {}
extension SyncFeature: Feature {}
extension WeatherFeature: PlainFeature {}
extension DayCareFeature: PlainFeature {}
extension PicturesFeature: PlainFeature {}

extension EditorFeature: PlainFeature {
  typealias State = EditorState
  typealias Action = EditorAction
  typealias Output = EditorOutput

  static func reduce(into state: inout EditorState, action: EditorAction) -> [EditorOutput] {
    reduce(&state, action)
  }
}
