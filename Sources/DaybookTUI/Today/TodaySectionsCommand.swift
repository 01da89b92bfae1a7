import DaybookCore

/// `:sections plants todos` shows those sections of the Today pane in that order and hides
/// the rest; `:sections` alone shows them all in the standard order.
enum TodaySectionsCommand {
  static func run(_ words: [String], _ state: inout AppState) -> [Effect] {
    let language = state.language
    var shown: [TodaySection] = []
    for word in words.flatMap({ $0.split(separator: ",").map(String.init) }) {
      guard let section = TodayProjectsText.section(named: word) else {
        AppReducer.showStatus(TodayProjectsText.sectionsUsage.text(language), isError: true, &state)
        return []
      }
      shown.append(section)
    }
    let sections = shown.isEmpty ? TodaySections.standard : TodaySections.showing(shown)
    _ = TodayFeature.reduce(into: &state.todayPane, action: .sectionsChanged(sections))
    let names = sections.visible.map { TodayProjectsText.name($0, language) }
    AppReducer.showStatus(
      TodayProjectsText.sectionsSet.text(language, names.joined(separator: ", ")), &state)
    return [.saveTodaySections(sections)]
  }
}
