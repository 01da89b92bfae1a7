import DaybookCore
import TerminalKit

/// Holds the state, reduces actions, runs their effects and feeds the results back, so one
/// batch of input ends with everything it caused already applied.
public final class Store {
  public private(set) var state: AppState
  private let perform: (Effect) -> [AppAction]

  /// A store whose effects are performed by `perform` (the `EffectRunner`, or a fake).
  public init(state: AppState, perform: @escaping (Effect) -> [AppAction]) {
    self.state = state
    self.perform = perform
  }

  /// Processes actions in order. The results of an action's effects are processed before the
  /// next action, so a key typed right after `n` lands in the freshly loaded editor.
  public func send(_ actions: [AppAction]) {
    for action in actions { process(action, depth: 0) }
  }

  private func process(_ action: AppAction, depth: Int) {
    let effects = AppReducer.reduce(&state, action)
    // Results can cause effects of their own; the depth bound stops a loop between them.
    guard depth < 8 else { return }
    for effect in effects {
      for result in perform(effect) { process(result, depth: depth + 1) }
    }
  }

  /// The frame for the current state.
  public func render() -> (canvas: Canvas, cursor: (x: Int, y: Int)?) {
    AppView.render(state)
  }
}
