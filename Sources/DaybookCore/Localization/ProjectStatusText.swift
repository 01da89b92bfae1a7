/// The names of a project's statuses, for the command line and the view.
public enum ProjectStatusText: String, Localized {
  case planned, active, done, dropped

  public init(_ status: ProjectStatus) {
    switch status {
    case .planned: self = .planned
    case .active: self = .active
    case .done: self = .done
    case .dropped: self = .dropped
    }
  }

  public var translation: Translation {
    switch self {
    case .planned: Translation("planned", ko: "예정", ja: "予定")
    case .active: Translation("active", ko: "진행 중", ja: "進行中")
    case .done: Translation("done", ko: "완료", ja: "完了")
    case .dropped: Translation("dropped", ko: "중단", ja: "中止")
    }
  }
}
