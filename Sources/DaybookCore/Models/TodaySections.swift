/// A section of the Today pane.
public enum TodaySection: String, Sendable, CaseIterable, Codable {
  case plants, todos, projects, intake
}

/// The order of the Today pane's sections and which of them are hidden, stored in the
/// `today_sections` setting as `plants,todos,-projects,intake` (a `-` hides a section).
public struct TodaySections: Equatable, Sendable {
  /// Every section once, top to bottom.
  public private(set) var order: [TodaySection]
  /// Sections left out of the pane.
  public private(set) var hidden: Set<TodaySection>

  public static let standard = TodaySections(order: TodaySection.allCases, hidden: [])

  /// Sections in `order` (each once; missing ones follow in the standard order), `hidden`
  /// left out.
  public init(order: [TodaySection], hidden: Set<TodaySection> = []) {
    var seen = Set<TodaySection>()
    let given = order.filter { seen.insert($0).inserted }
    self.order = given + TodaySection.allCases.filter { !seen.contains($0) }
    self.hidden = hidden
  }

  /// Reads the setting; unknown words are skipped, nil is the standard layout.
  public init(setting: String?) {
    var order: [TodaySection] = []
    var hidden = Set<TodaySection>()
    for word in (setting ?? "").split(separator: ",") {
      let isHidden = word.hasPrefix("-")
      guard let section = TodaySection(rawValue: String(word.drop { $0 == "-" })) else {
        continue
      }
      order.append(section)
      if isHidden { hidden.insert(section) }
    }
    self.init(order: order, hidden: hidden)
  }

  /// The shown sections, top to bottom.
  public var visible: [TodaySection] { order.filter { !hidden.contains($0) } }

  /// The setting's text.
  public var setting: String {
    order.map { (hidden.contains($0) ? "-" : "") + $0.rawValue }.joined(separator: ",")
  }

  /// Shows exactly `shown`, in that order, with the others hidden after them.
  public static func showing(_ shown: [TodaySection]) -> TodaySections {
    TodaySections(order: shown, hidden: Set(TodaySection.allCases).subtracting(shown))
  }
}

extension Journal {
  /// The Today pane's layout.
  public func todaySections() throws -> TodaySections {
    TodaySections(setting: try settingInEffect("today_sections"))
  }

  public func setTodaySections(_ sections: TodaySections) throws {
    try setSetting("today_sections", sections == .standard ? nil : sections.setting)
  }
}
