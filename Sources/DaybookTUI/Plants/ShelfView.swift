import DaybookCore
import TerminalKit

/// The plants screen as a shelf (`v`): each plant a small pot, a few to a shelf, its name and
/// D-day under it; due plants' leaves in the warning colour, overdue ones drooping and marked.
enum ShelfView {
  /// The columns one pot takes, gap included.
  static let slotWidth = 12
  /// The lines one shelf takes: leaves, pot (two), board, name, D-day, a gap.
  static let shelfHeight = 7

  /// How many pots stand on one shelf in a width.
  static func perShelf(width: Int) -> Int { max(1, width / slotWidth) }

  /// The pot's lines for a D-day: leaves (drooping when overdue), rim and base.
  static func pot(dDay: Int) -> [String] {
    [dDay < 0 ? "  /|\\  " : "  \\|/  ", " ┌───┐ ", " └───┘ "]
  }

  /// The D-day as shown under a pot, `!` marking an overdue one.
  static func label(dDay: Int, _ language: Language) -> String {
    (dDay < 0 ? "! " : "") + CalendarText.dDay(dDay, language)
  }

  static func render(
    _ state: PlantsFeature.State, language: Language, into canvas: inout Canvas, in rect: Rect,
    theme: Theme
  ) {
    guard rect.height >= shelfHeight - 1, rect.width >= slotWidth else { return }
    let rows = state.rows
    if state.items != nil && rows.isEmpty {
      canvas.draw(
        PlantText.empty.text(language), x: rect.x + 2, y: rect.y + 1,
        style: theme.style(.muted), maxWidth: rect.width - 2)
      return
    }
    let perShelf = perShelf(width: rect.width)
    let visibleShelves = max(1, (rect.height + 1) / shelfHeight)
    let selected = rows.firstIndex { $0.plant.id == state.selection } ?? 0
    let selectedShelf = selected / perShelf
    let firstShelf = max(0, selectedShelf - visibleShelves + 1)
    let shelves = stride(from: 0, to: rows.count, by: perShelf).map {
      Array(rows[$0..<min($0 + perShelf, rows.count)])
    }
    for (offset, shelf) in shelves.dropFirst(firstShelf).prefix(visibleShelves).enumerated() {
      let top = rect.y + offset * shelfHeight
      let boardY = top + 3
      if boardY < rect.maxY {
        canvas.draw(
          String(repeating: "━", count: min(rect.width, shelf.count * slotWidth)), x: rect.x,
          y: boardY, style: theme.style(.muted))
      }
      for (column, status) in shelf.enumerated() {
        let x = rect.x + column * slotWidth + 2
        let isSelected = status.plant.id == state.selection
        let leaves: ThemeRole = status.dDay < 0 ? .danger : (status.dDay == 0 ? .warning : .ok)
        for (line, text) in pot(dDay: status.dDay).enumerated() where top + line < rect.maxY {
          canvas.draw(
            text, x: x, y: top + line, style: theme.style(line == 0 ? leaves : .accent))
        }
        let width = slotWidth - 2
        let name = TextWidth.truncate(TextWidth.sanitized(status.plant.name), toWidth: width)
        let dDay = TextWidth.truncate(label(dDay: status.dDay, language), toWidth: width)
        if top + 4 < rect.maxY {
          canvas.draw(
            TextWidth.pad(name, toWidth: width), x: x - 1, y: top + 4,
            style: theme.style(isSelected ? .selection : .text))
        }
        if top + 5 < rect.maxY {
          let role: ThemeRole = status.dDay > 0 ? .muted : (status.dDay == 0 ? .warning : .danger)
          canvas.draw(dDay, x: x - 1, y: top + 5, style: theme.style(role))
        }
        if isSelected, top + 1 < rect.maxY {
          canvas.draw("›", x: x - 2, y: top + 1, style: theme.style(.accent).adding(.bold))
        }
      }
    }
  }
}

/// Texts of the shelf and its keys.
enum ShelfText: String, Localized {
  case keyShelf, keyUndo, title

  var translation: Translation {
    switch self {
    case .keyShelf: Translation("shelf/list", ko: "선반/목록", ja: "棚/一覧")
    case .keyUndo: Translation("undo", ko: "취소", ja: "取り消し")
    case .title: Translation("shelf", ko: "선반", ja: "棚")
    }
  }
}
