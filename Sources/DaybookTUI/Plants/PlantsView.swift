import DaybookCore
import TerminalKit

/// Draws the plants screen over the panes: the list or a plant's detail, a pending question,
/// the keys, and the plant or care form on top. Returns the cursor of a form's field.
public enum PlantsView {
  /// `photo`: the open plant's photo as drawn so far, nil when it has none.
  public static func render(
    _ state: PlantsFeature.State, language: Language, into canvas: inout Canvas, in rect: Rect,
    theme: Theme = .builtinDefault, photo: PictureLoad? = nil
  ) -> (x: Int, y: Int)? {
    guard rect.width >= 20, rect.height >= 6 else { return nil }
    let title: String
    if let detail = state.detail {
      let name = state.item(detail.plantID)?.plant.name ?? ""
      title = PlantText.detailTitle.text(language, name)
    } else {
      var parts = [
        PlantText.title.text(language),
        (state.sort == .dDay ? PlantText.sortedByDDay : .sortedByName).text(language),
      ]
      if state.showArchived { parts.append(PlantText.showingArchived.text(language)) }
      if state.layout == .shelf { parts.append(ShelfText.title.text(language)) }
      title = parts.joined(separator: " · ")
    }
    let inner = Box(title: title, focused: true, theme: theme, border: .rounded)
      .render(into: &canvas, in: rect)
    var body = inner.inset(horizontal: 1, vertical: 0)
    body.height -= 1
    let keys =
      state.detail == nil
      ? PlantsFeature.listKeymap(language) : PlantsFeature.detailKeymap(language)
    drawKeys(keys, into: &canvas, x: body.x, y: inner.maxY - 1, width: body.width, theme: theme)
    if let prompt = prompt(state, language) {
      let lines = TextWidth.wrap(prompt, width: body.width)
      body.height -= lines.count
      for (index, line) in lines.enumerated() {
        let y = body.maxY + index
        canvas.fill(
          Rect(x: body.x, y: y, width: body.width, height: 1), style: theme.style(.highlight))
        canvas.draw(line, x: body.x, y: y, style: theme.style(.highlight), maxWidth: body.width)
      }
    }
    if state.detail != nil {
      PlantDetailView.render(
        state, language: language, into: &canvas, in: body, theme: theme, photo: photo)
    } else if state.layout == .shelf {
      ShelfView.render(state, language: language, into: &canvas, in: body, theme: theme)
    } else {
      var list = body
      if PlantListPhoto.isShown(state, screen: rect) {
        list.width -= PlantListPhoto.panelWidth
        PlantListPhoto.render(
          state, photo: photo, into: &canvas,
          in: Rect(x: list.maxX, y: body.y, width: PlantListPhoto.panelWidth, height: body.height),
          theme: theme, language: language)
      }
      renderList(state, language: language, into: &canvas, in: list, theme: theme)
    }
    if let identify = state.identify {
      IdentifyView.render(identify, language: language, into: &canvas, over: rect, theme: theme)
    }
    if let form = state.form {
      return PlantFormView.render(
        form, language: language, into: &canvas, over: rect, theme: theme)
    }
    if let form = state.careForm {
      let name = state.item(form.plantID)?.plant.name ?? ""
      return PlantFormView.renderCare(
        form, plantName: name, language: language, into: &canvas, over: rect, theme: theme)
    }
    return nil
  }

  /// The pending question as shown.
  static func prompt(_ state: PlantsFeature.State, _ language: Language) -> String? {
    switch state.confirm {
    case nil: nil
    case let .deletePlant(_, name, count):
      PlantText.confirmDelete.text(language, name, String(count))
    case let .waterAgain(_, name): PlantText.confirmWaterAgain.text(language, name)
    case let .deleteCare(_, kind, name):
      PlantText.confirmDeleteCare.text(language, PlantText.kind(kind).text(language), name)
    case let .archivePlant(_, name): PlantArchiveText.confirmArchive.text(language, name)
    }
  }

  /// Column widths of the list for an inside width: name, species, location, next, last.
  static func columns(width: Int) -> [Int] {
    let next = 12
    let last = 9
    let rest = max(0, width - 2 - next - last - 4)
    let name = rest * 2 / 5
    let species = rest * 7 / 20
    return [name, species, rest - name - species, next, last]
  }

  static func renderList(
    _ state: PlantsFeature.State, language: Language, into canvas: inout Canvas, in rect: Rect,
    theme: Theme
  ) {
    guard rect.height >= 2 else { return }
    let widths = columns(width: rect.width)
    let header = [
      PlantText.columnName, .columnSpecies, .columnLocation, .columnNext, .columnLast,
    ].map { $0.text(language) }
    canvas.draw(
      "  " + row(header, widths, rightAligned: [3]), x: rect.x, y: rect.y,
      style: theme.style(.muted), maxWidth: rect.width)
    let rows = state.rows
    if state.items != nil && rows.isEmpty {
      canvas.draw(
        PlantText.empty.text(language), x: rect.x + 2, y: rect.y + 2,
        style: theme.style(.muted), maxWidth: rect.width - 2)
      return
    }
    let listHeight = rect.height - 1
    let selected = rows.firstIndex { $0.plant.id == state.selection } ?? 0
    let offset = selected >= listHeight ? selected - listHeight + 1 : 0
    for (index, status) in rows.dropFirst(offset).prefix(listHeight).enumerated() {
      let y = rect.y + 1 + index
      let plant = status.plant
      var name = plant.name
      if plant.archived { name += " " + PlantText.archivedTag.text(language) }
      if PlantListPhoto.isPicture(state.item(plant.id)?.photo) {
        name += " " + PlantListPhoto.marker
      }
      let last =
        status.lastWatered.map { PlantText.shortDay($0, language) }
        ?? PlantText.never.text(language)
      let isSelected = plant.id == state.selection
      // An archived plant is not counting down to anything.
      let dDay =
        plant.archived
        ? PlantArchiveText.noCountdown.text(language)
        : CalendarText.dDay(status.dDay, language)
      let text = row(
        [name, plant.species, plant.location, dDay, last], widths, rightAligned: [3])
      canvas.draw(
        (isSelected ? "› " : "  ") + text, x: rect.x, y: y,
        style: theme.style(plant.archived ? .muted : .text), maxWidth: rect.width)
      let dDayX = rect.x + 2 + widths[0] + widths[1] + widths[2] + 3
      let dDayText = TextWidth.truncate(dDay, toWidth: widths[3])
      let role: ThemeRole =
        plant.archived || status.dDay > 0 ? .muted : (status.dDay == 0 ? .warning : .danger)
      canvas.draw(
        dDayText, x: dDayX + widths[3] - TextWidth.width(of: dDayText), y: y,
        style: theme.style(role))
      if isSelected {
        canvas.setStyle(
          in: Rect(x: rect.x, y: y, width: rect.width, height: 1), theme.style(.selection))
      }
    }
  }

  /// Cells padded (or cut) to their widths, one space apart.
  static func row(_ cells: [String], _ widths: [Int], rightAligned: Set<Int> = []) -> String {
    zip(cells, widths).enumerated().map { index, pair in
      let (text, width) = pair
      let cut = TextWidth.truncate(text, toWidth: width)
      if rightAligned.contains(index) {
        return String(repeating: " ", count: max(0, width - TextWidth.width(of: cut))) + cut
      }
      return TextWidth.pad(cut, toWidth: width)
    }.joined(separator: " ")
  }

  /// Key bindings on one line; those that do not fit are left out whole.
  static func drawKeys(
    _ bindings: [KeyBinding], into canvas: inout Canvas, x: Int, y: Int, width: Int, theme: Theme
  ) {
    var column = x
    for binding in bindings {
      let keys = binding.keys.joined(separator: "/")
      let needed = TextWidth.width(of: keys) + 1 + TextWidth.width(of: binding.help)
      guard column + needed <= x + width else { break }
      column += canvas.draw(keys, x: column, y: y, style: theme.style(.accent).adding(.bold))
      column += canvas.draw(" " + binding.help, x: column, y: y, style: theme.style(.muted)) + 2
    }
  }
}
