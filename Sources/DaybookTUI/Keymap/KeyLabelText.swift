import DaybookCore

/// Key labels that tell two keys with a similar job apart.
enum KeyLabelText: String, Localized {
  case forceQuit

  var translation: Translation {
    switch self {
    case .forceQuit:
      Translation(
        "quit now (leaves writing first)", ko: "바로 종료 (쓰는 중이면 쓰기 끝내기)",
        ja: "すぐ終了（書いている間は書き終える）")
    }
  }
}
