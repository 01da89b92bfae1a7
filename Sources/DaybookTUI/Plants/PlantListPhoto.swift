import DaybookCore
import ImageKit
import TerminalKit

/// Plant photos on the plants list: a 📷 after the name of each plant that has one, and,
/// where the screen is wide and tall enough (not at 80×24), the selected plant's photo as a
/// small mosaic in a panel right of the list. The panel is there while any plant has a
/// photo, so the columns do not jump as the selection moves.
enum PlantListPhoto {
  /// After the name of a plant with a photo.
  static let marker = "📷"
  /// The panel: the detail's mosaic size and a column of margin.
  static let panelWidth = PicturesFeature.plantPhotoSize.columns + 1

  /// Whether the plants screen drawn in `screen` (the whole body) has room for the panel.
  static func fits(screen: Rect) -> Bool { screen.width >= 100 && screen.height >= 18 }

  /// Whether the list shows the panel: list layout, no plant open, room and a photo.
  static func isShown(_ state: PlantsFeature.State, screen: Rect) -> Bool {
    state.detail == nil && state.layout != .shelf && fits(screen: screen)
      && (state.items ?? []).contains {
        isPicture($0.photo) && (state.showArchived || !$0.plant.archived)
      }
  }

  static func isPicture(_ photo: PlantPhoto?) -> Bool {
    guard let photo else { return false }
    return ImageDecoder.isPictureName(photo.originalName)
      || ImageDecoder.isPictureName(photo.fileName)
  }

  /// The selected plant's photo for the panel, when the panel is shown and it has one.
  static func selectedPhoto(_ state: PlantsFeature.State, screen: Rect) -> PlantPhoto? {
    guard isShown(state, screen: screen), let id = state.selection,
      let photo = state.item(id)?.photo, isPicture(photo)
    else { return nil }
    return photo
  }

  /// The panel in `rect`: the mosaic (or its placeholder) and the plant's name under it.
  static func render(
    _ state: PlantsFeature.State, photo: PictureLoad?, into canvas: inout Canvas, in rect: Rect,
    theme: Theme, language: Language
  ) {
    guard rect.width > 2, rect.height > 2 else { return }
    let x = rect.x + 1
    let width = rect.width - 1
    guard let id = state.selection, let item = state.item(id), isPicture(item.photo) else {
      canvas.draw(
        PlantListPhotoText.noPhoto.text(language), x: x, y: rect.y + 1, style: theme.style(.muted),
        maxWidth: width)
      return
    }
    let rows = min(PicturesFeature.plantPhotoSize.rows, rect.height - 2)
    let box = Rect(x: x, y: rect.y + 1, width: width, height: rows)
    PictureBox.render(photo ?? .loading, into: &canvas, in: box, theme: theme, language: language)
    canvas.draw(
      TextWidth.truncate(item.plant.name, toWidth: width), x: x, y: box.maxY,
      style: theme.style(.muted), maxWidth: width)
  }
}
