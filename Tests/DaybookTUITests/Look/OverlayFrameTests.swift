import Expectations
import TerminalKit
import Testing

@testable import DaybookCore
@testable import DaybookTUI

/// Every overlay and full screen over the Korean fixture, so frames can be checked together.
enum OverlayFrameFixture {
  static func states(width: Int, height: Int) -> [(name: String, state: AppState)] {
    func base() -> AppState {
      LocalizedFrameFixture.state(.ko, width: width, height: height, focus: .calendar)
    }
    func with(_ overlay: Destination) -> AppState {
      var state = base()
      state.destination = overlay
      return state
    }
    var records = DaysFixtures.records(width: width, height: height, language: "ko")
    if case .intakeRecords(var screen) = records.destination {
      _ = IntakeRecordsFeature.reduce(into: &screen, action: .key(.character("a")), language: .ko)
      records.destination = .intakeRecords(screen)
    }
    var todoForm = ScreenFixtures.todoScreen(width: width, height: height, language: "ko")
    if case .todos(var screen) = todoForm.destination {
      screen.form = TodoForm(Todo(title: "植え替えの土を買う"))
      todoForm.destination = .todos(screen)
    }
    var plants = base()
    plants.plantsScreen = PlantsViewFixture.listState()
    var plantForm = base()
    plantForm.plantsScreen = PlantsViewTests.formState()
    var picker = LocalizedFrameFixture.state(.ko, width: width, height: height, focus: .editor)
    _ = AppReducer.reduce(&picker, .keyPressed(.character("m")))
    return [
      ("help", with(.help(HelpFeature.State(scroll: 0)))),
      ("search", with(.search(SearchFeature.State(recent: ["몬스테라", "#독서"])))),
      ("command", with(.command(CommandFeature.State(text: "theme 다크")))),
      ("confirm", with(.confirm(Confirmation(prompt: "이 판으로 되돌릴까요? 元に戻しますか", effects: [])))),
      ("onboarding", with(.onboarding(OnboardingFeature.State(language: .ko)))),
      ("entryList", with(.entryList(EntryListFeature.State()))),
      (
        "attachPrompt",
        with(.attachPrompt(AttachPromptFeature.State(day: Fixture.today, path: "~/사진.jpg")))
      ),
      (
        "saveText",
        with(.saveText(SaveTextFeature.State(folder: "/일기", path: "~/글.txt", problem: "없음")))
      ),
      ("notifications", LocalizedFrameFixture.centre(.ko, width: width, height: height)),
      ("intakeRecords", DaysFixtures.records(width: width, height: height, language: "ko")),
      ("intakeRecordForm", records),
      ("todos", ScreenFixtures.todoScreen(width: width, height: height, language: "ko")),
      ("todoForm", todoForm),
      ("statistics", ScreenFixtures.statistics(width: width, height: height, period: .week)),
      ("plants", plants),
      ("plantForm", plantForm),
      ("moodPicker", picker),
    ]
  }

  /// Where a box's frame runs into another frame instead of joining it: a line running into
  /// a corner side by side (`─╭`, `╮─`), or a corner right under or over a side (`│` over `╭`).
  static func fusedFrames(_ canvas: Canvas) -> [String] {
    var found: [String] = []
    let size = canvas.size
    func at(_ x: Int, _ y: Int) -> String {
      guard x >= 0, y >= 0, x < size.width, y < size.height else { return " " }
      return canvas[x: x, y: y].grapheme
    }
    for y in 0..<size.height {
      for x in 0..<size.width {
        let cell = at(x, y)
        let fused =
          (["╭", "╰"].contains(cell) && at(x - 1, y) == "─")
          || (["╮", "╯"].contains(cell) && at(x + 1, y) == "─")
          || (["╭", "╮"].contains(cell) && at(x, y - 1) == "│")
          || (["╰", "╯"].contains(cell) && at(x, y + 1) == "│")
        if fused { found.append("\(cell) at \(x),\(y): \(canvas.line(y))") }
      }
    }
    return found
  }
}

@Suite struct OverlayFrameTests {
  @Test(arguments: [(80, 24), (120, 40), (100, 30), (160, 48)])
  func noOverlayFrameRunsIntoAPaneFrame(width: Int, height: Int) {
    let states = OverlayFrameFixture.states(width: width, height: height)
    expectEqual(states.count, 17)
    for (name, state) in states {
      #expect(
        state.destination != nil || state.plantsScreen != nil || state.editor.picker != nil,
        "\(name)")
      let canvas = AppView.render(state).canvas
      expectEqual(OverlayFrameFixture.fusedFrames(canvas), [], "\(name) at \(width)x\(height)")
    }
  }

  /// The check finds the collision the help overlay used to have at 80x24.
  @Test func theCheckFindsABoxDrawnOnAPaneBorder() {
    var canvas = Canvas(size: Size(width: 20, height: 6))
    _ = Box(title: "", focused: false, theme: .builtinDefault, border: .rounded).render(
      into: &canvas, in: canvas.bounds)
    _ = Box(title: "키", focused: true, theme: .builtinDefault, border: .rounded).render(
      into: &canvas, in: Rect(x: 5, y: 0, width: 10, height: 6))
    expectEqual(OverlayFrameFixture.fusedFrames(canvas).count, 4)
    var nested = Canvas(size: Size(width: 20, height: 8))
    _ = Box(title: "", focused: false, theme: .builtinDefault, border: .rounded).render(
      into: &nested, in: nested.bounds)
    _ = Box(title: "폼", focused: true, theme: .builtinDefault, border: .rounded).render(
      into: &nested, in: Rect(x: 0, y: 2, width: 20, height: 4))
    expectEqual(OverlayFrameFixture.fusedFrames(nested).count, 4)
  }

  @Test func placementStaysInsideTheFrameOrTakesItAll() {
    let body = Rect(x: 0, y: 1, width: 80, height: 21)
    let blank = Canvas(size: Size(width: 120, height: 40))
    expectEqual(
      OverlayView.floating(width: 56, height: 40, in: body, over: blank),
      Rect(x: 12, y: 2, width: 56, height: 19))
    expectEqual(
      OverlayView.floating(width: 60, height: 5, in: body, over: blank),
      Rect(x: 10, y: 9, width: 60, height: 5))
    // Too wide to leave room at the sides: the whole body, border included.
    expectEqual(OverlayView.panel(width: 76, height: 19, in: body, over: blank), body)
    expectEqual(OverlayView.panel(width: 96, height: 19, in: body, over: blank), body)
    let wide = Rect(x: 0, y: 0, width: 120, height: 38)
    expectEqual(
      OverlayView.panel(width: 96, height: 36, in: wide, over: blank),
      Rect(x: 12, y: 1, width: 96, height: 36))
  }

  /// Side by side, a box whose edge would run along a pane's inner border moves off it.
  @Test func aBoxMovesOffAnInnerBorder() {
    var canvas = Canvas(size: Size(width: 40, height: 12))
    let theme = Theme.builtinDefault
    _ = Box(title: "", focused: false, theme: theme, border: .rounded)
      .render(into: &canvas, in: Rect(x: 0, y: 0, width: 10, height: 12))
    _ = Box(title: "", focused: false, theme: theme, border: .rounded)
      .render(into: &canvas, in: Rect(x: 10, y: 0, width: 30, height: 12))
    let centred = OverlayView.centered(width: 20, height: 4, in: canvas.bounds.inset(by: 1))
    expectEqual(centred.x, 10)
    #expect(OverlayView.runsIntoALine(centred, canvas))
    let placed = OverlayView.floating(width: 20, height: 4, in: canvas.bounds, over: canvas)
    expectEqual(placed, Rect(x: 11, y: 4, width: 20, height: 4))
    #expect(!OverlayView.runsIntoALine(placed, canvas))
  }
}
