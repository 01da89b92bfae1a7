import DaybookCore
import TerminalKit

/// Draws the search box: the field, then results (day, kind, snippet with the match
/// highlighted) or the recent searches.
enum SearchView {
  static func render(
    _ search: SearchFeature.State, into canvas: inout Canvas, in area: Rect, theme: Theme,
    language: Language
  ) -> (x: Int, y: Int)? {
    let box = OverlayView.panel(
      width: 96, height: max(8, min(area.height - 2, 22)), in: area, over: canvas)
    let keys = SearchFeature.keyLine(
      recent: search.showsRecent && !search.recent.isEmpty, language)
    let inner = BrowseKey.frame(
      BrowseText.searchTitle.text(language), keyLine: keys.keyLine, theme: theme, &canvas, box)
    guard inner.height >= 3 else { return nil }
    let prompt = "/ "
    canvas.fill(inner.row(0), style: theme.style(.input))
    canvas.draw(prompt, x: inner.x, y: inner.y, style: theme.style(.accent))
    // Show the end of a long query so the cursor stays visible.
    let room = inner.width - TextWidth.width(of: prompt) - 1
    var shown = search.query
    while TextWidth.width(of: shown) > room, !shown.isEmpty { shown.removeFirst() }
    let used = canvas.draw(
      shown, x: inner.x + TextWidth.width(of: prompt), y: inner.y, style: theme.style(.input))
    let cursor = (x: inner.x + TextWidth.width(of: prompt) + used, y: inner.y)

    var line = inner.row(1)
    if !search.problems.isEmpty {
      canvas.draw(
        BrowseText.searchProblem.text(language, search.problems.joined(separator: " ")),
        x: line.x, y: line.y, style: theme.style(.warning), maxWidth: line.width)
    } else if search.showsRecent {
      canvas.draw(
        BrowseText.searchHint.text(language), x: line.x, y: line.y, style: theme.style(.muted),
        maxWidth: line.width)
    } else if let count = countLine(search, language) {
      canvas.draw(count, x: line.x, y: line.y, style: theme.style(.muted), maxWidth: line.width)
    }
    line = Rect(x: inner.x, y: inner.y + 2, width: inner.width, height: inner.height - 2)
    if search.showsRecent {
      renderRecent(search, into: &canvas, in: line, theme: theme, language: language)
    } else if search.results.isEmpty {
      canvas.draw(
        BrowseText.searchNoResults.text(language, search.query), x: line.x, y: line.y,
        style: theme.style(.muted), maxWidth: line.width)
    } else {
      renderResults(search, into: &canvas, in: line, theme: theme, language: language)
    }
    return cursor
  }

  private static func renderRecent(
    _ search: SearchFeature.State, into canvas: inout Canvas, in area: Rect, theme: Theme,
    language: Language
  ) {
    guard !search.recent.isEmpty, area.height >= 2 else { return }
    canvas.draw(
      BrowseText.searchRecentTitle.text(language), x: area.x, y: area.y,
      style: theme.style(.title), maxWidth: area.width)
    var list = ListState(selected: search.selection)
    ListView(
      items: search.recent.map { ListView.Item($0) }, style: theme.style(.overlay),
      selectedStyle: theme.style(.selection), selectionSymbol: "› "
    ).render(
      into: &canvas, in: Rect(x: area.x, y: area.y + 1, width: area.width, height: area.height - 1),
      state: &list)
  }

  private static func renderResults(
    _ search: SearchFeature.State, into canvas: inout Canvas, in area: Rect, theme: Theme,
    language: Language
  ) {
    let kindWidth =
      SearchResult.Kind.allCases.map {
        TextWidth.width(of: kindText($0, language))
      }.max() ?? 0
    let items = search.results.map { result -> ListView.Item in
      var spans = [
        Span(result.day.iso + " ", style: theme.style(.accent)),
        Span(
          TextWidth.pad(kindText(result.kind, language), toWidth: kindWidth) + " ",
          style: theme.style(.muted)),
      ]
      spans += OverlayView.highlighted(result.snippet, theme: theme)
      return ListView.Item(spans)
    }
    var list = ListState(selected: search.selection)
    ListView(
      items: items, style: theme.style(.overlay), selectedStyle: theme.style(.selection),
      selectionSymbol: "› "
    ).render(into: &canvas, in: area, state: &list)
  }

  /// "50 of 13,825" while pages are left, "12 results" when all are shown; nil until counted.
  static func countLine(_ search: SearchFeature.State, _ language: Language) -> String? {
    guard let total = search.total, !search.results.isEmpty else { return nil }
    let shown = search.results.count
    var text =
      shown >= total && search.next == nil
      ? BrowseText.searchCountAll.text(language, grouped(total))
      : BrowseText.searchCount.text(language, grouped(shown), grouped(max(total, shown)))
    if search.loadingMore { text += " · " + BrowseText.searchLoadingMore.text(language) }
    return text
  }

  /// Digits in groups of three with commas, as English, Korean and Japanese all write them.
  static func grouped(_ number: Int) -> String {
    let digits = String(number.magnitude)
    var out = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { out += "," }
      out.append(digit)
    }
    return (number < 0 ? "-" : "") + out
  }

  static func kindText(_ kind: SearchResult.Kind, _ language: Language) -> String {
    switch kind {
    case .entry: BrowseText.kindEntry.text(language)
    case .todo: BrowseText.kindTodo.text(language)
    case .care: BrowseText.kindCare.text(language)
    }
  }
}
