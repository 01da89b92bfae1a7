import DaybookCore
import TerminalKit

/// A plant's detail: its information and catalog guide on the left; the last waterings, the
/// average against the planned interval and the timeline on the right (stacked when narrow).
enum PlantDetailView {
  /// A line of the detail and, for a timeline row, the care record it shows.
  struct Line: Equatable {
    var text: String
    var role: ThemeRole
    var record: RowID? = nil
  }

  /// `photo`: the plant's photo as drawn so far (nil when it has none), drawn above its
  /// information (the left column, or the top when stacked) when the pane is tall enough.
  static func render(
    _ state: PlantsFeature.State, language: Language, into canvas: inout Canvas, in rect: Rect,
    theme: Theme, photo: PictureLoad? = nil
  ) {
    guard let detail = state.detail, let item = state.item(detail.plantID), !rect.isEmpty else {
      return
    }
    let twoColumns = rect.width >= 60
    let leftWidth = twoColumns ? (rect.width - 2) / 2 : rect.width
    var top = 0
    if let photo, let name = item.photo?.originalName {
      let rows = photoRows(photo)
      if rect.height >= 2 * (rows + 1) {
        let box = Rect(
          x: rect.x, y: rect.y, width: min(leftWidth, PicturesFeature.plantPhotoSize.columns),
          height: rows)
        if case .failed(let message) = photo {
          canvas.draw(
            TextWidth.truncate(
              PictureText.cannotShow.text(language, name, message), toWidth: leftWidth),
            x: rect.x, y: rect.y, style: theme.style(.muted), maxWidth: leftWidth)
        } else {
          PictureBox.render(photo, into: &canvas, in: box, theme: theme, language: language)
        }
        top = rows + 1
      }
    }
    let info = infoLines(item, today: state.today, language: language, width: leftWidth)
    let history = historyLines(detail, plant: item.plant, zone: state.zone, language: language)
    if twoColumns {
      draw(
        info, selection: nil, into: &canvas, x: rect.x, y: rect.y + top, width: leftWidth,
        height: rect.height - top, theme: theme)
      let right = rect.x + leftWidth + 2
      draw(
        history, selection: detail.selection, into: &canvas, x: right, y: rect.y,
        width: rect.maxX - right, height: rect.height, theme: theme)
    } else {
      draw(
        info + [Line(text: "", role: .text)] + history, selection: detail.selection,
        into: &canvas, x: rect.x, y: rect.y + top, width: rect.width, height: rect.height - top,
        theme: theme)
    }
  }

  /// Rows the photo takes: the mosaic's own, one line saying why it cannot be drawn, the
  /// whole box while it is drawn.
  static func photoRows(_ photo: PictureLoad) -> Int {
    switch photo {
    case .ready(let mosaic): max(1, min(mosaic.rows, PicturesFeature.plantPhotoSize.rows))
    case .failed: 1
    case .loading: PicturesFeature.plantPhotoSize.rows
    }
  }

  /// Lines scrolled so the selected record shows.
  static func draw(
    _ lines: [Line], selection: RowID?, into canvas: inout Canvas, x: Int, y: Int, width: Int,
    height: Int, theme: Theme
  ) {
    let selected = lines.firstIndex { $0.record != nil && $0.record == selection } ?? 0
    let offset = selected >= height ? selected - height + 1 : 0
    for (index, line) in lines.dropFirst(offset).prefix(height).enumerated() {
      let isSelected = line.record != nil && line.record == selection
      canvas.draw(
        TextWidth.truncate(line.text, toWidth: width), x: x, y: y + index,
        style: theme.style(isSelected ? .selection : line.role), maxWidth: width)
      if isSelected {
        canvas.setStyle(
          in: Rect(x: x, y: y + index, width: width, height: 1), theme.style(.selection))
      }
    }
  }

  /// The catalog entry whose botanical or common name is the plant's species.
  static func catalogMatch(_ plant: Plant) -> CatalogPlant? {
    let species = plant.species.trimmingSpaces().lowercased()
    guard !species.isEmpty else { return nil }
    return PlantCatalog.bundled.plants.first { entry in
      entry.names.contains { $0.lowercased() == species }
    }
  }

  static func infoLines(
    _ item: PlantsFeature.Item, today: Day, language: Language, width: Int
  ) -> [Line] {
    let plant = item.plant
    let status = WateringSchedule.status(for: plant, lastWatered: item.lastWatered, today: today)
    func field(_ label: PlantText, _ value: String) -> Line {
      Line(text: label.text(language) + ": " + value, role: .text)
    }
    var lines = [Line(text: plant.name, role: .title)]
    if !plant.species.isEmpty { lines.append(field(.detailSpecies, plant.species)) }
    if !plant.location.isEmpty { lines.append(field(.detailLocation, plant.location)) }
    if let acquired = plant.acquired { lines.append(field(.detailAcquired, acquired.iso)) }
    lines.append(
      field(.detailInterval, PlantText.everyDays.text(language, String(plant.interval(on: today)))))
    if let seasons = plant.seasons {
      lines += TextWidth.wrap(seasons.describe(today: today, language), width: width)
        .map { Line(text: $0, role: .muted) }
    }
    lines.append(
      field(
        .detailNext,
        CalendarText.dDay(status.dDay, language) + " · " + PlantText.shortDay(status.next, language)
      ))
    if !plant.notes.isEmpty {
      lines += TextWidth.wrap(
        PlantText.detailNotes.text(language) + ": " + plant.notes, width: width
      )
      .map { Line(text: $0, role: .text) }
    }
    if let entry = catalogMatch(plant) {
      lines.append(Line(text: "", role: .text))
      lines.append(Line(text: PlantText.guideTitle.text(language), role: .title))
      lines.append(
        Line(
          text: PlantText.guideLight.text(language, entry.light.name(language)) + " · "
            + PlantText.guideHumidity.text(language, entry.humidity.name(language)), role: .muted))
      lines.append(
        Line(
          text: PlantText.guideSummerWinter.text(
            language, String(entry.summerIntervalDays), String(entry.winterIntervalDays)),
          role: .muted))
      lines += TextWidth.wrap(entry.careGuide(language), width: width).map {
        Line(text: $0, role: .text)
      }
    }
    return lines
  }

  static func historyLines(
    _ detail: PlantsFeature.Detail, plant: Plant, zone: LocalZone, language: Language
  ) -> [Line] {
    let events = detail.events ?? []
    var lines = [Line(text: PlantText.wateringsTitle.text(language), role: .title)]
    let summary = PlantHistory.intervalSummary(events, plant: plant, zone: zone)
    if let average = summary.average {
      let rounded = (average * 10).rounded() / 10
      lines.append(
        Line(
          text: PlantText.averageVsPlanned.text(
            language, String(rounded), String(summary.planned)), role: .accent))
    } else {
      lines.append(
        Line(text: PlantText.averageUnknown.text(language, String(summary.planned)), role: .accent))
    }
    let waterings = PlantHistory.recentWaterings(events, zone: zone)
    if waterings.isEmpty {
      lines.append(Line(text: "  " + PlantText.wateringsEmpty.text(language), role: .muted))
    }
    for gap in waterings {
      let note: String
      if gap.isRepeat {
        note = PlantText.repeatWatering.text(language)
      } else if let days = gap.daysSincePrevious {
        note = PlantText.daysAfter.text(language, String(days))
      } else {
        note = PlantText.firstWatering.text(language)
      }
      lines.append(
        Line(text: "  " + gap.event.day(in: zone).iso + "  " + note, role: .text))
    }
    lines.append(Line(text: "", role: .text))
    lines.append(Line(text: PlantText.timelineTitle.text(language), role: .title))
    let timeline = PlantHistory.timeline(events, zone: zone)
    if timeline.isEmpty {
      lines.append(Line(text: "  " + PlantText.timelineEmpty.text(language), role: .muted))
    }
    for group in timeline {
      lines.append(Line(text: CalendarText.monthTitle(group.month, language), role: .muted))
      for event in group.events {
        var text =
          "  " + PlantText.shortDay(event.day(in: zone), language) + "  "
          + PlantText.kind(event.kind).text(language)
        if !event.note.isEmpty { text += " · " + event.note }
        lines.append(Line(text: text, role: .text, record: event.id))
      }
    }
    return lines
  }
}
