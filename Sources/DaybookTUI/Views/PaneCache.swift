import DaybookCore
import TerminalKit

/// The last drawing of each pane, reused while nothing the pane shows has changed.
///
/// A calendar move changes the calendar and the editor; the today list (hundreds of todos
/// sorted into buckets) and the heatmap stay as they were, so their cells are copied instead
/// of drawn again. Comparing a pane's state is cheap: unchanged arrays share storage.
public final class PaneCache {
  /// Everything a pane's drawing depends on.
  struct Key: Equatable {
    var size: Size
    var title: String
    var focused: Bool
    var theme: Theme
    var language: Language
    var content: Content
  }

  enum Content: Equatable {
    case calendar(CalendarFeature.State, DayCareFeature.State)
    case today(TodayFeature.State)
    case heatmap(HeatmapFeature.State)
    case editor(EditorState, AttachmentList, PicturesState)
  }

  private struct Drawing {
    var key: Key
    var canvas: Canvas
    var cursor: (x: Int, y: Int)?
  }

  private var drawings: [Pane: Drawing] = [:]
  /// Panes drawn (not copied) by the last frame, for tests.
  private(set) var drawnLastFrame: Set<Pane> = []

  public init() {}

  /// The pane's cells for `key`, drawn by `draw` into a pane-sized canvas when the cached
  /// drawing is missing or stale; the cursor is relative to the pane's top-left corner.
  func drawing(
    of pane: Pane, key: Key, draw: (inout Canvas) -> (x: Int, y: Int)?
  ) -> (canvas: Canvas, cursor: (x: Int, y: Int)?) {
    if let cached = drawings[pane], cached.key == key { return (cached.canvas, cached.cursor) }
    var canvas = Canvas(size: key.size)
    let cursor = draw(&canvas)
    drawings[pane] = Drawing(key: key, canvas: canvas, cursor: cursor)
    drawnLastFrame.insert(pane)
    return (canvas, cursor)
  }

  func startFrame() { drawnLastFrame = [] }
}
