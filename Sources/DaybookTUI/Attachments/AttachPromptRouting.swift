import DaybookCore

extension AttachPromptFeature: PlainFeature {}

extension DestinationCase where Value == AttachPromptFeature.State {
  static var attachPrompt: Self {
    Self(
      extract: { if case .attachPrompt(let s) = $0 { s } else { nil } },
      embed: Destination.attachPrompt)
  }
}

/// Runs the attach prompt in the destination; the path it hands back becomes the copy.
extension AppReducer {
  static func attachPrompt(_ state: inout AppState, _ action: AttachPromptFeature.Action)
    -> [Effect]
  {
    presented(AttachPromptFeature.self, .attachPrompt, action, &state) { output, state in
      state[presented: .attachPrompt] = nil
      switch output {
      case .close: return []
      case let .attach(path, day): return [.browse(.attachFile(path: path, day: day))]
      }
    }
  }
}
