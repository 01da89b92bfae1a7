import DaybookCore
import TerminalKit

/// Holds the state, reduces actions, runs their effects and feeds the results back, so one
/// batch of input ends with everything it caused already applied — except long-running
/// effects, which `offLoop` runs on other threads; their results come back through
/// `takeFinishedWork()` as later actions.
public final class Store {
  public private(set) var state: AppState
  private let perform: (Effect) -> [AppAction]
  /// Runs long-running effects off the loop; without it they are performed in line.
  let offLoop: OffLoopEffects?
  /// Effects dropped at the depth bound, worded for a log line (see `process`).
  public private(set) var droppedEffects: [String] = []
  /// Told of each such line; by default a failed assertion, so debug builds and tests stop.
  private let reportDropped: (String) -> Void

  /// How deep results may cause effects whose results cause effects; a loop between them
  /// stops here instead of hanging the diary.
  static let maxDepth = 8

  /// A store whose effects are performed by `perform` (the `EffectRunner`, or a fake) and,
  /// for long-running ones, by `offLoop` when given.
  public convenience init(
    state: AppState, perform: @escaping (Effect) -> [AppAction], offLoop: OffLoopEffects? = nil
  ) {
    self.init(state: state, perform: perform, offLoop: offLoop) { assertionFailure($0) }
  }

  init(
    state: AppState, perform: @escaping (Effect) -> [AppAction], offLoop: OffLoopEffects?,
    reportDropped: @escaping (String) -> Void
  ) {
    self.state = state
    self.perform = perform
    self.offLoop = offLoop
    self.reportDropped = reportDropped
  }

  /// Processes actions in order. The results of an action's effects are processed before the
  /// next action, so a key typed right after `n` lands in the freshly loaded editor.
  public func send(_ actions: [AppAction]) {
    for action in actions { process(action, depth: 0) }
  }

  /// Processes the results of long-running effects that finished since the last call.
  /// Returns false when there were none.
  @discardableResult
  public func takeFinishedWork() -> Bool {
    guard let offLoop else { return false }
    let actions = offLoop.takeFinished()
    send(actions)
    return !actions.isEmpty
  }

  private func process(_ action: AppAction, depth: Int) {
    let effects = AppReducer.reduce(&state, action)
    guard depth < Self.maxDepth || effects.isEmpty else {
      // Never silently: a reducer that reaches this is a bug to fix, not a case to handle.
      let line =
        "daybook: dropped \(effects.count) effect(s) past depth \(Self.maxDepth) "
        + "after \(String(describing: action).prefix(120)): "
        + effects.map { String(describing: $0).prefix(80) }.joined(separator: ", ")
      droppedEffects.append(line)
      reportDropped(line)
      return
    }
    for effect in effects {
      for result in run(effect) { process(result, depth: depth + 1) }
    }
  }

  private func run(_ effect: Effect) -> [AppAction] {
    guard let offLoop else { return perform(effect) }
    switch effect {
    case let .longRunning(work, id):
      offLoop.start(work, id: id)
      return []
    case .cancel(let id):
      offLoop.cancel(id)
      return []
    default:
      return perform(effect)
    }
  }

  /// The frame for the current state.
  public func render() -> (canvas: Canvas, cursor: (x: Int, y: Int)?) {
    AppView.render(state)
  }
}
