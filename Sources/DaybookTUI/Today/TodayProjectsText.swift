import DaybookCore

/// Texts of the Today pane's projects section and of `:sections`.
public enum TodayProjectsText: String, Localized {
  case title, sectionsSet, sectionsUsage
  case sectionPlants, sectionTodos, sectionProjects, sectionIntake

  public var translation: Translation {
    switch self {
    case .title: Translation("Projects", ko: "프로젝트", ja: "プロジェクト")
    case .sectionsSet:
      Translation("Today shows: {0}", ko: "오늘 창: {0}", ja: "今日の欄: {0}")
    case .sectionsUsage:
      Translation(
        "usage: :sections [plants todos projects intake] (those shown, in order; none: all)",
        ko: "사용법: :sections [plants todos projects intake] (보일 것을 순서대로, 없으면 모두)",
        ja: "使い方: :sections [plants todos projects intake]（表示するものを順に、なしで全部）")
    case .sectionPlants: Translation("plants", ko: "식물", ja: "植物")
    case .sectionTodos: Translation("todos", ko: "할 일", ja: "やること")
    case .sectionProjects: Translation("projects", ko: "프로젝트", ja: "プロジェクト")
    case .sectionIntake: Translation("intake", ko: "섭취", ja: "摂取")
    }
  }

  /// The name of a section in a language.
  public static func name(_ section: TodaySection, _ language: Language) -> String {
    switch section {
    case .plants: sectionPlants.text(language)
    case .todos: sectionTodos.text(language)
    case .projects: sectionProjects.text(language)
    case .intake: sectionIntake.text(language)
    }
  }

  /// The section a word names, in any language (`plants`, `식물`, `植物`).
  public static func section(named word: String) -> TodaySection? {
    let folded = word.lowercased()
    return TodaySection.allCases.first { section in
      section.rawValue == folded || Language.allCases.contains { name(section, $0) == folded }
    }
  }
}
