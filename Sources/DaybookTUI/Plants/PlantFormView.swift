import DaybookCore
import TerminalKit

/// The plant form and the care form, drawn as boxes over the plants screen.
enum PlantFormView {
  static func label(_ field: PlantForm.Field) -> any Localized {
    switch field {
    case .catalog: PlantText.fieldCatalog
    case .name: PlantText.fieldName
    case .species: PlantText.fieldSpecies
    case .location: PlantText.fieldLocation
    case .acquired: PlantText.fieldAcquired
    case .interval: PlantText.fieldInterval
    case .notes: PlantText.fieldNotes
    case .photo: PlantListPhotoText.field
    }
  }

  static func message(_ problem: PlantForm.Problem, _ language: Language) -> String {
    switch problem {
    case .nameRequired: PlantText.errorNameRequired.text(language)
    case .nameTaken(let name): PlantText.errorNameTaken.text(language, name)
    case .interval: PlantText.errorInterval.text(language)
    case .notADate: PlantText.errorDate.text(language)
    case .inFuture: PlantText.errorFuture.text(language)
    case .photo(let reason): reason
    }
  }

  static func render(
    _ form: PlantForm, language: Language, into canvas: inout Canvas, over area: Rect,
    theme: Theme
  ) -> (x: Int, y: Int)? {
    let chosen = form.chosen.flatMap { PlantCatalog.bundled.plant(id: $0) }
    let guideWidth = min(76, area.width - 2) - 4
    let guide = chosen.map { guideLines($0, language: language, width: guideWidth) } ?? []
    let hitRows = form.editing == nil ? PlantFormFeature.catalogLimit : 0
    let height = form.fields.count + hitRows + (guide.isEmpty ? 0 : guide.count + 1) + 4
    let box = OverlayView.floating(width: 76, height: height, in: area, over: canvas)
    let title =
      form.editing.map { PlantText.formEditTitle.text(language, $0.name) }
      ?? PlantText.formAddTitle.text(language)
    let inner = frame(title, box, into: &canvas, theme: theme).inset(horizontal: 1, vertical: 0)
    guard inner.height >= 2 else { return nil }
    let labelWidth = form.fields.map { TextWidth.width(of: label($0).text(language)) }.max() ?? 0
    let inputX = inner.x + labelWidth + 1
    let inputWidth = min(30, max(4, inner.maxX - inputX))
    var y = inner.y
    var cursor: (x: Int, y: Int)?
    for field in form.fields {
      guard y < inner.maxY - 1 else { break }
      canvas.draw(
        label(field).text(language), x: inner.x, y: y,
        style: theme.style(field == form.focus ? .accent : .overlay))
      let text = form[field]
      let shown = TextWidth.truncate(text, toWidth: inputWidth - 1)
      canvas.fill(Rect(x: inputX, y: y, width: inputWidth, height: 1), style: theme.style(.input))
      let used = canvas.draw(shown, x: inputX, y: y, style: theme.style(.input))
      if field == form.focus { cursor = (inputX + used, y) }
      if text.isEmpty && field == .catalog {
        canvas.draw(
          PlantText.catalogHint.text(language), x: inputX, y: y, style: theme.style(.muted),
          maxWidth: inputWidth)
      }
      if field == .photo && form.problems[.photo] == nil {
        PlantFormPhoto.drawHint(
          form, language: language, into: &canvas, x: inputX, y: y, inputWidth: inputWidth,
          right: inner.maxX, theme: theme)
      }
      if let problem = form.problems[field], field != .photo {
        canvas.draw(
          message(problem, language), x: inputX + inputWidth + 1, y: y,
          style: theme.style(.danger), maxWidth: inner.maxX - inputX - inputWidth - 1)
      }
      y += 1
      if field == .catalog {
        drawHits(
          form, language: language, into: &canvas, x: inputX, y: y,
          width: inner.maxX - inputX, rows: hitRows, theme: theme)
        y += hitRows
      }
    }
    if !guide.isEmpty {
      y += 1
      for line in guide where y < inner.maxY - 1 {
        canvas.draw(line, x: inner.x, y: y, style: theme.style(.muted), maxWidth: inner.width)
        y += 1
      }
    }
    canvas.draw(
      PlantFormFeature.keyLine(form, language).keyLine, x: inner.x, y: inner.maxY - 1,
      style: theme.style(.muted), maxWidth: inner.width)
    // A refused photo's reason is long (a path and why): the blank row above the keys.
    if case .photo(let reason)? = form.problems[.photo] {
      canvas.draw(
        reason, x: inner.x, y: inner.maxY - 2, style: theme.style(.danger), maxWidth: inner.width)
    }
    return cursor
  }

  static func drawHits(
    _ form: PlantForm, language: Language, into canvas: inout Canvas, x: Int, y: Int, width: Int,
    rows: Int, theme: Theme
  ) {
    let hits = form.catalogHits.compactMap { PlantCatalog.bundled.plant(id: $0) }
    if hits.isEmpty && !form.catalogQuery.isEmpty {
      canvas.draw(
        PlantText.catalogNone.text(language), x: x, y: y, style: theme.style(.muted),
        maxWidth: width)
      return
    }
    for (index, plant) in hits.prefix(rows).enumerated() {
      let names = [plant.koreanName, plant.japaneseName, plant.englishName, plant.botanicalName]
      let isSelected = index == form.catalogSelection && form.focus == .catalog
      canvas.draw(
        (isSelected ? "› " : "  ") + names.joined(separator: " · "), x: x, y: y + index,
        style: theme.style(isSelected ? .selection : .overlay), maxWidth: width)
    }
  }

  /// Light, humidity, the seasonal intervals and the guide of a catalog plant.
  static func guideLines(_ plant: CatalogPlant, language: Language, width: Int) -> [String] {
    [
      PlantText.guideLight.text(language, plant.light.name(language)) + " · "
        + PlantText.guideHumidity.text(language, plant.humidity.name(language)) + " · "
        + PlantText.guideSummerWinter.text(
          language, String(plant.summerIntervalDays), String(plant.winterIntervalDays))
    ] + TextWidth.wrap(plant.careGuide(language), width: max(1, width)).prefix(3)
  }

  static func renderCare(
    _ form: CareForm, plantName: String, language: Language, into canvas: inout Canvas,
    over area: Rect, theme: Theme
  ) -> (x: Int, y: Int)? {
    let box = OverlayView.floating(width: 64, height: 7, in: area, over: canvas)
    let title =
      (form.editing == nil ? PlantText.careAddTitle : .careEditTitle).text(language, plantName)
    let inner = frame(title, box, into: &canvas, theme: theme).inset(horizontal: 1, vertical: 0)
    guard inner.height >= 4 else { return nil }
    let labels: [(CareForm.Field, PlantText)] = [
      (.kind, .fieldKind), (.day, .fieldDay), (.note, .fieldNote),
    ]
    let labelWidth = labels.map { TextWidth.width(of: $0.1.text(language)) }.max() ?? 0
    let inputX = inner.x + labelWidth + 1
    var cursor: (x: Int, y: Int)?
    for (index, (field, text)) in labels.enumerated() {
      let y = inner.y + index
      canvas.draw(
        text.text(language), x: inner.x, y: y,
        style: theme.style(field == form.focus ? .accent : .overlay))
      switch field {
      case .kind:
        var x = inputX
        for kind in CareKind.allCases {
          let name = PlantText.kind(kind).text(language)
          let shown = kind == form.kind ? "[" + name + "]" : " " + name + " "
          x += canvas.draw(
            shown, x: x, y: y, style: theme.style(kind == form.kind ? .selection : .overlay),
            maxWidth: inner.maxX - x)
        }
      case .day, .note:
        let value = field == .day ? form.day : form.note
        let width = field == .day ? 12 : inner.maxX - inputX
        canvas.fill(Rect(x: inputX, y: y, width: width, height: 1), style: theme.style(.input))
        let used = canvas.draw(
          TextWidth.truncate(value, toWidth: max(1, width - 1)), x: inputX, y: y,
          style: theme.style(.input))
        if field == form.focus { cursor = (inputX + used, y) }
        if field == .day, let problem = form.dayProblem {
          canvas.draw(
            message(problem, language), x: inputX + width + 1, y: y, style: theme.style(.danger),
            maxWidth: inner.maxX - inputX - width - 1)
        }
      }
    }
    canvas.draw(
      CareFormFeature.keyLine(language).keyLine, x: inner.x, y: inner.maxY - 1,
      style: theme.style(.muted), maxWidth: inner.width)
    return cursor
  }

  static func frame(_ title: String, _ rect: Rect, into canvas: inout Canvas, theme: Theme)
    -> Rect
  {
    Box(
      title: title, borderStyle: theme.style(.overlayBorder),
      titleStyle: theme.style(.titleFocused), fillStyle: theme.style(.overlay), border: .rounded
    ).render(into: &canvas, in: rect)
  }
}
