/// A language the interface can be shown in; switched live from settings.
public enum Language: String, CaseIterable, Equatable, Sendable {
  case en, ko, ja

  /// The language a setting names, English when unset or unknown.
  public init(setting: String?) {
    self = setting.flatMap { Language(rawValue: $0.lowercased().prefix(2).description) } ?? .en
  }

  /// The language's own name, as offered in the language picker.
  public var nativeName: String {
    switch self {
    case .en: "English"
    case .ko: "한국어"
    case .ja: "日本語"
    }
  }
}
