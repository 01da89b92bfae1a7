import DaybookCore
import TerminalKit

/// Draws the editor: a header (date, mood, weather, unsaved marker), the soft-wrapped text
/// and a tags line, with the mood or weather list over them when open. No border: the
/// parent frames the pane.
public enum EditorView {
  /// Shown in an empty entry when not editing.
  public static let emptyHint = EditorText.emptyHint.text(.en)
  /// Shown in the header when there are unsaved changes.
  public static let unsavedMarker = EditorText.unsaved.text(.en)

  /// Renders `state` into `rect` and returns the cursor's screen position while editing with
  /// focus (nil otherwise), so the parent can place the terminal cursor there.
  @discardableResult
  public static func render(
    _ state: EditorState, into canvas: inout Canvas, in rect: Rect, theme: Theme, focused: Bool
  ) -> (x: Int, y: Int)? {
    guard !rect.isEmpty else { return nil }
    canvas.fill(rect, style: theme.style(.text))
    drawHeader(state, into: &canvas, in: rect.row(0), theme: theme, focused: focused)
    let area = textArea(in: rect)
    let cursor = drawText(state, into: &canvas, in: area, theme: theme)
    if rect.height >= 3 {
      var tagsRow = rect.row(rect.height - 1)
      if let more = overflow(state, in: area) {
        // "↓ more below" at the right of the tags line when the text runs past the pane.
        let text = more.text(state.language)
        let width = TextWidth.width(of: text)
        if width < tagsRow.width {
          canvas.draw(
            text, x: tagsRow.maxX - width, y: tagsRow.y, style: theme.style(.muted),
            maxWidth: width)
          tagsRow.width -= width + 1
        }
      }
      drawTags(state.tags, into: &canvas, in: tagsRow, theme: theme)
    }
    if let picker = state.picker {
      drawPicker(picker, state: state, into: &canvas, in: rect, theme: theme)
      return nil
    }
    guard focused, state.isEditing, let cursor else { return nil }
    canvas.patchStyle(in: Rect(x: cursor.x, y: cursor.y, width: 1, height: 1), theme.style(.cursor))
    return cursor
  }

  /// Whether text is hidden above or below the rows shown in `area`.
  static func overflow(_ state: EditorState, in area: Rect) -> EditorOverflowText? {
    guard !area.isEmpty, !(state.buffer.isEmpty && !state.isEditing) else { return nil }
    let top = EditorFeature.visibleScroll(
      of: state.buffer, from: state.scroll, width: area.width, height: area.height,
      showingCursor: state.isEditing)
    let above = top.line > 0 || top.row > 0
    let below =
      state.buffer.rows(from: top, count: area.height + 1, width: area.width).count > area.height
    switch (above, below) {
    case (true, true): return .moreBoth
    case (true, false): return .moreAbove
    case (false, true): return .moreBelow
    case (false, false): return nil
    }
  }

  /// Where the text goes inside the pane: below the header, above the tags line.
  public static func textArea(in rect: Rect) -> Rect {
    let height = rect.height >= 3 ? rect.height - 2 : max(0, rect.height - 1)
    return Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: height)
  }

  /// `Sun 29 Nov 2026`, `2026년 11월 29일 (일)`, `2026年11月29日(日)`.
  public static func dateText(_ day: Day, _ language: Language = .en) -> String {
    CalendarText.longDate(day, language)
  }

  // MARK: Parts

  private static func drawHeader(
    _ state: EditorState, into canvas: inout Canvas, in row: Rect, theme: Theme, focused: Bool
  ) {
    var room = row.width
    let language = state.language
    if state.isDirty {
      let marker = row.width >= 30 ? EditorText.unsaved.text(language) : "●"
      let markerWidth = TextWidth.width(of: marker)
      canvas.draw(
        marker, x: row.maxX - markerWidth, y: row.y, style: theme.style(.warning),
        maxWidth: markerWidth)
      room = max(0, row.width - markerWidth - 1)
    }
    let spans = headerSpans(state, width: room, theme: theme, focused: focused)
    canvas.draw(spans: spans, x: row.x, y: row.y, base: .plain, maxWidth: room)
  }

  /// The dates a header can show, longest first: with the year, without it, day and month.
  static func dateForms(_ day: Day, _ language: Language) -> [String] {
    let weekday = CalendarText.weekdayAbbreviation(day.weekday, language)
    let withoutYear =
      switch language {
      case .en: "\(weekday) \(day.day) \(CalendarText.monthAbbreviation(day.month, .en))"
      case .ko: "\(day.month)월 \(day.day)일 (\(weekday))"
      case .ja: "\(day.month)月\(day.day)日(\(weekday))"
      }
    let dayMonth =
      language == .en
      ? "\(day.day) \(CalendarText.monthAbbreviation(day.month, .en))"
      : CalendarText.shortDate(day, language)
    return [dateText(day, language), withoutYear, dayMonth]
  }

  /// The header that fits in `width`, degrading step by step: the "no weather" and "no mood"
  /// placeholders go first, then the fetched weather loses its sunrise and sunset, then mood
  /// and weather shrink to their symbols, then the date loses its year and its weekday; only
  /// then is the date cut, with an ellipsis. The weather as fetched (`☁ 5°/-1° 서울 ↑07:32
  /// ↓17:14`) is shown beside the one picked, and takes the place of "no weather".
  static func headerSpans(
    _ state: EditorState, width: Int, theme: Theme, focused: Bool
  ) -> [Span] {
    let language = state.language
    let dateStyle = theme.style(focused ? .titleFocused : .title)
    let separator = Span(" · ", style: theme.style(.muted))
    let text = theme.style(.text)
    let muted = theme.style(.muted)
    let mood = state.mood.map { Span("\($0.symbol) \($0.name(language))", style: text) }
    let weather = state.weather.map { Span("\($0.symbol) \($0.name(language))", style: text) }
    let noMood = Span(VocabularyText.noMood.text(language), style: muted)
    let fetched = state.fetchedWeather
    let fetchedFull = fetched.map { Span($0.fullSummary, style: text) }
    let fetchedShort = fetched.map { Span($0.summary, style: text) }
    let noWeather =
      fetched == nil ? Span(VocabularyText.noWeather.text(language), style: muted) : nil
    let symbols = [state.mood?.symbol, state.weather?.symbol, fetched?.summary]
      .compactMap { $0 }
    // What follows the date, longest first.
    let details: [[Span]] = [
      [mood ?? noMood, weather ?? noWeather, fetchedFull].compactMap { $0 },
      [mood ?? noMood, weather, fetchedFull].compactMap { $0 },
      [mood, weather, fetchedFull].compactMap { $0 },
      [mood, weather, fetchedShort].compactMap { $0 },
      symbols.isEmpty ? [] : [Span(symbols.joined(separator: " "), style: text)],
    ]
    let star = state.starred ? [Span(EntrySections.star + " ", style: theme.style(.accent))] : []
    func header(_ date: String, _ detail: [Span]) -> [Span] {
      star + [Span(date, style: dateStyle)] + detail.flatMap { [separator, $0] }
    }
    let dates = dateForms(state.day, language)
    var candidates = details.map { header(dates[0], $0) }
    candidates += dates.dropFirst().map { header($0, details[details.count - 1]) }
    candidates.append(header(dates[2], []))
    if let fitting = candidates.first(where: { spansWidth($0) <= width }) { return fitting }
    return [Span(TextWidth.truncate(dates[2], toWidth: width), style: dateStyle)]
  }

  private static func spansWidth(_ spans: [Span]) -> Int {
    spans.reduce(0) { $0 + TextWidth.width(of: $1.text) }
  }

  /// Draws the visible rows and returns where the cursor is on screen, if it is visible.
  private static func drawText(
    _ state: EditorState, into canvas: inout Canvas, in area: Rect, theme: Theme
  ) -> (x: Int, y: Int)? {
    guard !area.isEmpty else { return nil }
    let textStyle = theme.style(.text)
    if state.buffer.isEmpty && !state.isEditing {
      let hint = EditorText.emptyHint.text(state.language)
      for (offset, line) in TextWidth.wrap(hint, width: area.width).prefix(area.height)
        .enumerated()
      {
        canvas.draw(
          line, x: area.x, y: area.y + offset, style: theme.style(.muted), maxWidth: area.width)
      }
      return nil
    }
    if EntryMarkdown.isShown(state) {
      EntryMarkdown.draw(state, into: &canvas, in: area, theme: theme)
      return nil
    }
    let top = EditorFeature.visibleScroll(
      of: state.buffer, from: state.scroll, width: area.width, height: area.height,
      showingCursor: state.isEditing)
    let rows = state.buffer.rows(from: top, count: area.height, width: area.width)
    // A timed section's marker line ("§ 14:05 ★ Title", see EntrySections) stands out.
    let markerStyle = theme.style(.title)
    for (offset, row) in rows.enumerated() {
      let line = state.buffer.lines[row.line]
      let isMarker =
        row.line > 0 && line.utf8.first == 0xC2
        && EntrySections.marker(in: Substring(line)) != nil
      canvas.draw(
        row.text, x: area.x, y: area.y + offset, style: isMarker ? markerStyle : textStyle,
        maxWidth: area.width)
      MarkdownSourceHighlight.patch(
        row: row.text, lineIsHeading: !isMarker && MarkdownSourceHighlight.isHeading(line),
        into: &canvas, at: (area.x, area.y + offset), width: area.width, theme: theme)
      if let highlight = state.searchHighlight {
        markMatches(
          highlight, row: row, line: line, into: &canvas, at: (area.x, area.y + offset),
          width: area.width, style: theme.style(.highlight))
      }
    }
    let place = state.buffer.cursorPlace(width: area.width)
    let distance = state.buffer.rowDistance(
      from: top, to: place.position, width: area.width, limit: area.height)
    guard distance >= 0, distance < area.height else { return nil }
    // A space hanging past the edge puts the cursor on the last column.
    return (area.x + min(place.column, area.width - 1), area.y + distance)
  }

  /// Marks the search's matches within one screen row of `line`.
  private static func markMatches(
    _ highlight: SearchHighlight, row: TextBuffer.Row, line: String, into canvas: inout Canvas,
    at origin: (x: Int, y: Int), width: Int, style: Style
  ) {
    let whole = line.utf8.count <= SearchHighlight.wholeLineLimit
    let ranges = highlight.ranges(in: whole ? line : row.text)
    let offset = whole ? row.start : 0
    guard !ranges.isEmpty else { return }
    let graphemes = Array(row.text)
    for range in ranges {
      let start = max(range.lowerBound - offset, 0)
      let end = min(range.upperBound - offset, graphemes.count)
      guard start < end else { continue }
      let x = TextWidth.width(of: String(graphemes[..<start]))
      let matchWidth = TextWidth.width(of: String(graphemes[start..<end]))
      let clipped = min(matchWidth, width - x)
      guard clipped > 0 else { continue }
      canvas.patchStyle(
        in: Rect(x: origin.x + x, y: origin.y, width: clipped, height: 1), style)
    }
  }

  private static func drawTags(
    _ tags: [String], into canvas: inout Canvas, in row: Rect, theme: Theme
  ) {
    guard !tags.isEmpty else { return }
    let text = tags.map { "#" + $0 }.joined(separator: " ")
    canvas.draw(
      TextWidth.truncate(text, toWidth: row.width), x: row.x, y: row.y,
      style: theme.style(.accent), maxWidth: row.width)
  }

  private static func drawPicker(
    _ picker: EditorState.Picker, state: EditorState, into canvas: inout Canvas, in rect: Rect,
    theme: Theme
  ) {
    let labels: [String]
    let title: String
    let language = state.language
    switch picker.kind {
    case .mood:
      title = EditorText.mood.text(language)
      labels = EditorState.Picker.moodOptions.map {
        $0.map { "\($0.symbol) \($0.name(language))" } ?? VocabularyText.noMood.text(language)
      }
    case .weather:
      title = EditorText.weather.text(language)
      labels = EditorState.Picker.weatherOptions.map {
        $0.map { "\($0.symbol) \($0.name(language))" } ?? VocabularyText.noWeather.text(language)
      }
    }
    let contentWidth = labels.map { TextWidth.width(of: $0) }.max() ?? 0
    let width = min(rect.width - 1, contentWidth + 4)
    let height = min(rect.height - 1, labels.count + 2)
    guard width >= 4, height >= 3 else { return }
    let box = Rect(x: rect.x + 1, y: rect.y + 1, width: width, height: height)
    let inside = Box(
      title: title, borderStyle: theme.style(.overlayBorder), titleStyle: theme.style(.title),
      fillStyle: theme.style(.overlay), border: .rounded
    ).render(into: &canvas, in: box)
    // Keep the highlighted option in view when the list is taller than the pane.
    let first = max(0, picker.selected - inside.height + 1)
    for row in 0..<inside.height where first + row < labels.count {
      let index = first + row
      let style = theme.style(index == picker.selected ? .selection : .overlay)
      if index == picker.selected { canvas.setStyle(in: inside.row(row), style) }
      canvas.draw(
        " " + labels[index], x: inside.x, y: inside.y + row, style: style, maxWidth: inside.width)
    }
  }
}
