import DaybookCore
import Expectations
import ImageKit
import TerminalKit
import Testing

@testable import DaybookTUI

/// A plant's photo in its detail on the plants screen: asked for off the input loop when the
/// detail opens, drawn above the plant's information, forgotten when the detail closes.
@Suite struct PlantPhotoPictureTests {
  static let photo = PlantPhoto(
    plantID: 1, fileName: "1795953600-ab.jpg", originalName: "잎 🌿.jpg", addedAt: 0)

  static var items: [PlantsFeature.Item] {
    var items = PlantsFixture.items
    items[0].photo = photo
    return items
  }

  static let request = PictureRequest(
    fileName: photo.fileName, columns: 20, rows: 8, depth: .palette256, cached: true)

  /// A 4×2 mosaic of upper half blocks.
  static let mosaic = Mosaic(
    columns: 4, rows: 2, depth: .palette256,
    cells: Array(
      repeating: Mosaic.Cell(character: 0x2580, foreground: 196, background: 21), count: 8))

  /// At 80×24, where the list has no photo panel (PlantListPhotoTests has it).
  func listState(items: [PlantsFeature.Item] = Self.items, selection: RowID = 1) -> AppState {
    var state = Fixture.state(width: 80, height: 24)
    state.colorDepth = .palette256
    state.plantsScreen = PlantsFeature.State(
      today: PlantsFixture.today, items: items, selection: selection)
    return state
  }

  @Test func openingTheDetailAsksForThePhotoAndClosingForgetsIt() {
    let store = TestStore(listState())
    let request = Self.request
    store.send(
      .keyPressed(.enter),
      effects: [.plants(.loadDetail(1)), .longRunning(.pictures([request]), id: .plantPhoto)]
    ) {
      $0.plantsScreen?.detail = PlantsFeature.Detail(plantID: 1)
      $0.pictures.mosaics[request] = .loading
    }
    store.send(.pictures(.mosaicsLoaded([request: .ready(Self.mosaic)]))) {
      $0.pictures.mosaics[request] = .ready(Self.mosaic)
    }
    // The care records and a reload of the plants ask for nothing more.
    store.send(.plants(.detailLoaded(plantID: 1, events: PlantsFixture.events))) {
      $0.plantsScreen?.detail?.events = PlantsFixture.events
      $0.plantsScreen?.detail?.selection = 10
    }
    store.send(.plants(.loaded(Self.items)))
    store.send(.keyPressed(.escape)) {
      $0.plantsScreen?.detail = nil
      $0.pictures.mosaics = [:]
    }
    // A late result for a closed detail is dropped.
    store.send(.pictures(.mosaicsLoaded([request: .ready(Self.mosaic)])))
  }

  @Test func aPlantWithoutAPictureAsksForNothing() {
    var items = Self.items
    items[1].photo = PlantPhoto(
      plantID: 2, fileName: "1795953600-cd.txt", originalName: "메모.txt", addedAt: 0)
    let store = TestStore(listState(items: items, selection: 2))
    store.send(.keyPressed(.enter), effects: [.plants(.loadDetail(2))]) {
      $0.plantsScreen?.detail = PlantsFeature.Detail(plantID: 2)
    }
  }

  @Test func aBrokenPhotoIsNamedOnTheStatusLine() {
    var state = listState()
    state.plantsScreen?.detail = PlantsFeature.Detail(plantID: 1)
    state.pictures.mosaics[Self.request] = .loading
    let store = TestStore(state)
    store.send(.pictures(.mosaicsLoaded([Self.request: .failed("damaged picture: cut")]))) {
      $0.pictures.mosaics[Self.request] = .failed("damaged picture: cut")
      $0.status = StatusMessage(
        text: "Cannot show 잎 🌿.jpg: damaged picture: cut", isError: true,
        expiresAt: Fixture.now + StatusMessage.lifetime)
    }
  }

  static func detail() -> PlantsFeature.State {
    var state = PlantsViewTests.detailState()
    state.items?[0].photo = photo
    return state
  }

  static func render(_ state: PlantsFeature.State, photo: PictureLoad?, width: Int, height: Int)
    -> Canvas
  {
    var canvas = Canvas(size: Size(width: width, height: height))
    _ = PlantsView.render(
      state, language: .ko, into: &canvas, in: canvas.bounds, photo: photo)
    return canvas
  }

  @Test func thePhotoStandsAboveTheInformationAndTheHistoryStaysUp() {
    let canvas = Self.render(Self.detail(), photo: .ready(Self.mosaic), width: 120, height: 40)
    let lines = canvas.lines.map { String($0.prefix(80)) }
    expectEqual(
      Array(lines[1...6]),
      [
        "│         ▀▀▀▀                                               최근 물 주기            ",
        "│         ▀▀▀▀                                               평균 23.0일 · 계획 7일   ",
        "│                                                              2026-11-29  +23일 ",
        "│ Monstera                                                     2026-11-06  처음   ",
        "│ 종: Monstera deliciosa                                                         ",
        "│ 위치: 거실                                                 타임라인                   ",
      ])
    // The mosaic keeps its colours.
    expectEqual(canvas.style(x: 10, y: 1).fg, .indexed(196))
  }

  @Test func whileDrawingAndWhenBrokenTheInformationStillShows() {
    let loading = Self.render(Self.detail(), photo: .loading, width: 80, height: 24).lines
    #expect(loading[5].contains("그리는 중…"))
    #expect(loading[10].hasPrefix("│ Monstera"))
    let broken = Self.render(
      Self.detail(), photo: .failed("damaged picture: cut"), width: 80, height: 24
    ).lines
    #expect(broken[1].hasPrefix("│ 잎 🌿.jpg를 보여 줄 수 없어요: damag…  최근 물 주기"))
    #expect(broken[3].hasPrefix("│ Monstera"))
    // No photo: as before.
    let none = Self.render(Self.detail(), photo: nil, width: 80, height: 24).lines
    #expect(none[1].hasPrefix("│ Monstera"))
    // Too short a pane for the photo and the information: the information wins.
    let short = Self.render(Self.detail(), photo: .loading, width: 80, height: 14).lines
    #expect(short[1].hasPrefix("│ Monstera"))
  }
}
