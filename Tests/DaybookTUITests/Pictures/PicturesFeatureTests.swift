import DaybookCore
import Expectations
import ImageKit
import TerminalKit
import Testing

@testable import DaybookTUI

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct PicturesFeatureTests {
  let day = Fixture.today
  let photo = DaybookCore.Attachment(
    id: 1, entryID: 4, fileName: "1795953600-ab.jpg", originalName: "꽃.jpg", addedAt: 0)
  let second = DaybookCore.Attachment(
    id: 2, entryID: 4, fileName: "1795953600-cd.png", originalName: "잎.png", addedAt: 0)
  let note = DaybookCore.Attachment(
    id: 3, entryID: 4, fileName: "1795953600-ef.txt", originalName: "메모.txt", addedAt: 0)

  /// A 2×1 mosaic: a red cell and a green one, in palette colours.
  static let tiny = Mosaic(
    columns: 2, rows: 1, depth: .palette256,
    cells: [
      Mosaic.Cell(character: 0x2580, foreground: 196, background: 21),
      Mosaic.Cell(character: 32, foreground: -1, background: 46),
    ])

  func editorState(width: Int = 120, height: Int = 40, files: [DaybookCore.Attachment]) -> AppState
  {
    var state = Fixture.state(width: width, height: height)
    state.focus = .editor
    state.colorDepth = .palette256
    _ = AppReducer.reduce(
      &state, .entryLoaded(day: day, entry: Entry(id: 4, day: day, title: "꽃"), draft: nil))
    _ = AppReducer.reduce(&state, .browse(.attachmentsLoaded(day: day, files)))
    return state
  }

  func viewerRequest(_ attachment: DaybookCore.Attachment, _ state: AppState) -> PictureRequest {
    PictureRequest(
      fileName: attachment.fileName, columns: state.size.width, rows: state.size.height - 2,
      depth: .palette256, cached: false)
  }

  @Test func vOnAPictureOpensTheViewerWhichResizesAndCloses() {
    let state = editorState(files: [photo, second, note])
    let store = TestStore(state)
    let first = viewerRequest(photo, state)
    store.send(
      .keyPressed(.character("v")), effects: [.longRunning(.pictures([first]), id: .pictureViewer)]
    ) {
      $0.destination = .pictureViewer(PictureViewerFeature.State(shown: photo))
      $0.pictures.mosaics[first] = .loading
    }
    // Every key goes to the viewer: q does not quit, Tab does not move the focus.
    store.send(.keyPressed(.tab))
    store.send(.pictures(.mosaicsLoaded([first: .ready(Self.tiny)]))) {
      $0.pictures.mosaics[first] = .ready(Self.tiny)
    }
    var resized = viewerRequest(photo, state)
    resized.columns = 80
    resized.rows = 22
    var smaller = store.state
    smaller.size = Size(width: 80, height: 24)
    let resizeEffects = AppReducer.resizeEditor(&smaller)
    // The strip follows the shorter pane (PictureStripSizeTests): smaller pictures.
    let paneHeight = PicturesFeature.editorPaneHeight(smaller)
    let shortStrip = [
      PicturesFeature.stripRequest(
        photo, selected: true, depth: .palette256, paneHeight: paneHeight),
      PicturesFeature.stripRequest(
        second, selected: false, depth: .palette256, paneHeight: paneHeight),
    ]
    store.send(
      .terminalResized(Size(width: 80, height: 24)),
      effects: resizeEffects + [
        .longRunning(.pictures(shortStrip), id: .pictureStrip),
        .longRunning(.pictures([resized]), id: .pictureViewer),
      ]
    ) {
      $0.size = Size(width: 80, height: 24)
      $0.editor = smaller.editor
      $0.pictures.mosaics = [shortStrip[0]: .loading, shortStrip[1]: .loading, resized: .loading]
    }
    var next = resized
    next.fileName = second.fileName
    // The strip under the entry follows the selection too.
    let strip = [
      PicturesFeature.stripRequest(
        photo, selected: false, depth: .palette256, paneHeight: paneHeight),
      PicturesFeature.stripRequest(
        second, selected: true, depth: .palette256, paneHeight: paneHeight),
    ]
    store.send(
      .keyPressed(.character("]")),
      effects: [
        .longRunning(.pictures(strip), id: .pictureStrip),
        .longRunning(.pictures([next]), id: .pictureViewer),
      ]
    ) {
      $0.destination = .pictureViewer(PictureViewerFeature.State(shown: second))
      $0.attachments.selection = 1
      $0.pictures.mosaics = [strip[0]: .loading, strip[1]: .loading, next: .loading]
    }
    store.send(.keyPressed(.character("q")), effects: [.cancel(.pictureViewer)]) {
      $0.destination = nil
      $0.pictures.mosaics[next] = nil
    }
    expectEqual(store.state.isQuitting, false)
  }

  @Test func vOnOtherFilesOpensThemAsBefore() {
    var state = editorState(files: [photo, note])
    _ = AppReducer.reduce(&state, .keyPressed(.character("]")))
    let store = TestStore(state)
    store.send(.keyPressed(.character("v")), effects: [.browse(.openAttachment(note))])
  }

  @Test func aBrokenPictureSaysWhyOnce() {
    let state = editorState(files: [photo])
    let request = PicturesFeature.stripRequest(photo, selected: true, depth: .palette256)
    expectEqual(state.pictures.mosaics, [request: .loading])
    let store = TestStore(state)
    store.send(.pictures(.mosaicsLoaded([request: .failed("damaged picture: cut short")]))) {
      $0.pictures.mosaics[request] = .failed("damaged picture: cut short")
      $0.status = StatusMessage(
        text: "Cannot show 꽃.jpg: damaged picture: cut short", isError: true,
        expiresAt: Fixture.now + 5)
    }
    // A result nobody waits for any more (another day's picture) is dropped.
    let stale = PicturesFeature.stripRequest(second, selected: true, depth: .palette256)
    store.send(.pictures(.mosaicsLoaded([stale: .ready(Self.tiny)])))
  }

  @Test func theStripDrawsMosaicsAndPlaceholders() {
    var state = editorState(files: [photo, second])
    let large = PicturesFeature.stripRequest(photo, selected: true, depth: .palette256)
    let small = PicturesFeature.stripRequest(second, selected: false, depth: .palette256)
    state.pictures.mosaics = [large: .ready(Self.tiny), small: .failed("bad")]
    let canvas = AppView.render(state).canvas
    // At 120×40 the editor's inside starts at column 73; the strip is its last 8 rows.
    let top = 40 - 2 - 1 - PicturesFeature.stripRows
    let row = top + (PicturesFeature.largeSize.rows - 1) / 2
    let x = 73 + (PicturesFeature.largeSize.columns - 2) / 2
    expectEqual(canvas[x: x, y: row].grapheme, "▀")
    expectEqual(canvas[x: x, y: row].style.fg, .indexed(196))
    expectEqual(canvas[x: x, y: row].style.bg, .indexed(21))
    expectEqual(canvas[x: x + 1, y: row].style.bg, .indexed(46))
    let placeholder = 73 + PicturesFeature.largeSize.columns + 1
    expectEqual(canvas[x: placeholder, y: top].grapheme, "╳")
  }

  @Test func theViewerFillsTheScreen() {
    var state = editorState(width: 80, height: 24, files: [photo, second])
    _ = AppReducer.reduce(&state, .keyPressed(.character("v")))
    let request = viewerRequest(photo, state)
    state.pictures.mosaics[request] = .ready(Self.tiny)
    let lines = AppView.render(state).canvas.lines
    #expect(lines[0].hasPrefix("꽃.jpg (1/2)"))
    #expect(lines[23].hasPrefix("q Esc close  [ ] previous/next"))
    let margin = String(repeating: " ", count: 39)
    expectEqual(lines[11], margin + "▀ " + margin)
    state.pictures.mosaics[request] = .failed("not a JPEG, PNG or HEIF picture")
    let failed = AppView.render(state).canvas.lines
    let message = "Cannot show 꽃.jpg: not a JPEG, PNG or HEIF picture"
    #expect(failed.contains { $0.contains(message) })
  }

  @Test func theWorkDrawsOnceAndThenReadsTheCache() throws {
    let folder = try temporaryFolder()
    defer { removeTree(folder) }
    let journal = try Journal(path: folder + "/j.sqlite")
    makeFolder(journal.attachmentsFolder)
    let pixels = [UInt8](repeating: 200, count: 64 * 32 * 4)
    #expect(
      ImageWriter.writePNG(
        RGBAImage(width: 64, height: 32, pixels: pixels),
        to: journal.attachmentsFolder + "/1795953600-ab.png"))
    let request = PictureRequest(
      fileName: "1795953600-ab.png", columns: 12, rows: 5, depth: .palette256, cached: true)
    let actions = PictureWork.load([request], journal: journal)
    guard case .pictures(.mosaicsLoaded(let results)) = actions.first,
      case .ready(let mosaic) = results[request]
    else {
      Issue.record("no mosaic: \(actions)")
      return
    }
    #expect(mosaic.columns == 12 && mosaic.rows == 3)
    let cached = folder + "/thumbnails/1795953600-ab.png.12x5.256.cells"
    var info = stat()
    expectEqual(stat(cached, &info), 0)
    expectEqual(info.st_mode & 0o777, 0o600)
    // With the picture gone, the cache still answers.
    unlink(journal.attachmentsFolder + "/1795953600-ab.png")
    expectEqual(PictureWork.load([request], journal: journal), actions)
    // A missing picture that is not cached fails with a message.
    var other = request
    other.fileName = "1795953600-zz.png"
    let missing = PictureWork.load([other], journal: journal)
    guard case .pictures(.mosaicsLoaded(let results)) = missing.first,
      case .failed = results[other]
    else {
      Issue.record("a missing picture drew")
      return
    }
    journal.removeThumbnails(of: ["1795953600-ab.png"])
    #expect(stat(cached, &info) != 0)
  }

  /// A `thumbnails` that is a symlink (someone else's folder) is never written through.
  @Test func theCacheNeverFollowsASymlinkedFolder() throws {
    let folder = try temporaryFolder()
    defer { removeTree(folder) }
    makeFolder(folder + "/elsewhere")
    symlink(folder + "/elsewhere", folder + "/thumbnails")
    let cache = ThumbnailCache(folder: folder + "/thumbnails")
    let request = PictureRequest(
      fileName: "1795953600-ab.png", columns: 2, rows: 1, depth: .palette256, cached: true)
    cache.store(Self.tiny, for: request)
    expectEqual(
      opendir(folder + "/elsewhere").map { directory in
        defer { closedir(directory) }
        var names = 0
        while readdir(directory) != nil { names += 1 }
        return names
      }, 2)
    expectEqual(cache.mosaic(for: request), nil)
    // A name with a path in it is refused outright.
    var escaping = request
    escaping.fileName = "../j.sqlite"
    expectEqual(cache.mosaic(for: escaping), nil)
  }

  @Test func textsExistInEveryLanguage() {
    #expect(Localization.problems(in: PictureText.self).isEmpty)
  }
}

/// The pictures' reducer alone: it sees only its mosaics and what the screen wants.
@Suite struct PicturesReducerTests {
  func request(_ name: String, _ columns: Int, cached: Bool = true) -> PictureRequest {
    PictureRequest(fileName: name, columns: columns, rows: 5, depth: .palette256, cached: cached)
  }

  @Test func wantedMosaicsAreAskedForOnceAndOthersForgotten() {
    let small = request("a.jpg", 12)
    let large = request("a.jpg", 20)
    let viewer = request("a.jpg", 80, cached: false)
    let gone = request("b.png", 12)
    var state = PicturesFeature.State()
    let tiny = PictureLoad.ready(PicturesFeatureTests.tiny)
    state.mosaics = [small: tiny, gone: tiny]
    let wanted = PicturesFeature.Wanted(
      strip: [large], viewer: viewer, plant: nil, depth: .palette256)
    expectEqual(
      PicturesFeature.reduce(into: &state, action: .wanted(wanted)),
      [.drawStrip([large]), .drawViewer(viewer)])
    // The other size of a picture still shown stays as a stand-in; b.png is forgotten.
    var expected = PicturesFeature.State()
    expected.mosaics = [small: tiny, large: .loading, viewer: .loading]
    expectEqual(state, expected)
    // Asked again while they are being drawn: nothing new to ask for.
    expectEqual(PicturesFeature.reduce(into: &state, action: .wanted(wanted)), [])
    expectEqual(state, expected)
  }

  @Test func aFailureIsReportedOnlyForAMosaicStillWanted() {
    let shown = request("a.jpg", 20)
    let stale = request("z.jpg", 20)
    var state = PicturesFeature.State()
    state.mosaics = [shown: .loading]
    let outputs = PicturesFeature.reduce(
      into: &state,
      action: .mosaicsLoaded([shown: .failed("cut short"), stale: .failed("gone")]))
    expectEqual(outputs, [.cannotShow(fileName: "a.jpg", message: "cut short")])
    expectEqual(state.mosaics, [shown: .failed("cut short")])
  }
}
