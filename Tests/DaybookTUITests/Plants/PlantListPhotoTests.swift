import DaybookCore
import Expectations
import ImageKit
import TerminalKit
import Testing

@testable import DaybookTUI

/// Plant photos on the plants list: a 📷 after the name, and where the screen has room the
/// selected plant's photo as a mosaic right of the list (the detail's size and thumbnail).
@Suite struct PlantListPhotoTests {
  static let photo = PlantPhotoPictureTests.photo
  static let request = PlantPhotoPictureTests.request

  static func state(width: Int, height: Int, selection: RowID = 1) -> AppState {
    var state = Fixture.state(width: width, height: height)
    state.colorDepth = .palette256
    state.plantsScreen = PlantsFeature.State(
      today: PlantsFixture.today, items: PlantPhotoPictureTests.items, selection: selection)
    return state
  }

  @Test func aWideScreenAsksForTheSelectedPlantsPhotoAndForgetsItOnTheNext() {
    let store = TestStore(Self.state(width: 120, height: 40, selection: 2))
    // Pothos (2) has no photo: nothing asked; moving to Monstera (1) asks for hers.
    store.send(.plants(.loaded(PlantPhotoPictureTests.items)))
    store.send(
      .keyPressed(.character("j")),
      effects: [.longRunning(.pictures([Self.request]), id: .plantPhoto)]
    ) {
      $0.plantsScreen?.selection = 1
      $0.pictures.mosaics[Self.request] = .loading
    }
    // Opening her detail shows the same thumbnail: nothing new is drawn.
    store.send(.keyPressed(.enter), effects: [.plants(.loadDetail(1))]) {
      $0.plantsScreen?.detail = PlantsFeature.Detail(plantID: 1)
    }
    store.send(.keyPressed(.escape)) { $0.plantsScreen?.detail = nil }
    store.send(.keyPressed(.character("k"))) {
      $0.plantsScreen?.selection = 2
      $0.pictures.mosaics = [:]
    }
  }

  @Test func at80x24OnlyTheMarkerShows() {
    let store = TestStore(Self.state(width: 80, height: 24, selection: 2))
    store.send(.keyPressed(.character("j"))) { $0.plantsScreen?.selection = 1 }
    let lines = AppView.render(store.state).canvas.lines
    expectFrame(lines, "at80x24OnlyTheMarkerShows")
  }

  @Test func theListShowsThePhotoBesideIt() {
    var state = Self.state(width: 120, height: 40)
    state.pictures.mosaics[Self.request] = .ready(PlantPhotoPictureTests.mosaic)
    let canvas = AppView.render(state).canvas
    expectFrame(canvas.lines, "theListShowsThePhotoBesideIt")
  }

  @Test func at200x60ThePhotoAndTheListKeepTheirPlaces() {
    var state = Self.state(width: 200, height: 60)
    state.pictures.mosaics[Self.request] = .ready(PlantPhotoPictureTests.mosaic)
    let lines = AppView.render(state).canvas.lines
    expectFrame(lines, "at200x60ThePhotoAndTheListKeepTheirPlaces")
  }
}
