import DaybookCore

extension ConfirmFeature: PlainFeature {}

extension DestinationCase where Value == Confirmation {
  static var confirm: Self {
    Self(extract: { if case .confirm(let s) = $0 { s } else { nil } }, embed: Destination.confirm)
  }
}

/// Runs the question in the destination; a yes hands its effects to the runner.
extension AppReducer {
  static func confirm(_ state: inout AppState, _ action: ConfirmFeature.Action) -> [Effect] {
    presented(ConfirmFeature.self, .confirm, action, &state) { output, state in
      let effects = state[presented: .confirm]?.effects ?? []
      state[presented: .confirm] = nil
      switch output {
      case .yes: return effects
      case .no: return []
      }
    }
  }
}
