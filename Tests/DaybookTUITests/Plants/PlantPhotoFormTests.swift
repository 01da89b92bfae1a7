import DaybookCore
import Expectations
import Glibc
import ImageKit
import TerminalKit
import Testing

@testable import DaybookTUI

/// The plant form's photo field: the plant is saved, then the picture copied in with the
/// checks of `daybook plant photo`; a refused file keeps the form open saying why.
@Suite struct PlantPhotoFormTests {
  private func send(_ state: inout PlantsFeature.State, _ keys: Key...) -> [PlantsFeature.Output] {
    keys.flatMap { PlantsFeature.reduce(into: &state, action: .key($0)) }
  }

  private func editing(_ id: RowID = 1, photo: PlantPhoto? = nil) -> PlantsFeature.State {
    var state = PlantsFixture.state(selection: id)
    if let photo { state.items?[0].photo = photo }
    _ = send(&state, .character("e"))
    return state
  }

  static let photo = PlantPhoto(
    plantID: 1, fileName: "1795953600-ab.jpg", originalName: "잎 🌿.jpg", addedAt: 0)

  @Test func aTypedPathIsCopiedInAfterThePlantIsSaved() {
    var state = editing()
    expectEqual(state.form?.currentPhoto, nil)
    state.form?.focus = .photo
    for character in "~/사진/몬스테라.heic" { _ = send(&state, .character(character)) }
    expectEqual(state.form?.photoChange, .set(path: "~/사진/몬스테라.heic"))
    let plant = PlantsFixture.monstera
    expectEqual(send(&state, .ctrl("s")), [.run(.updatePlant(plant, original: plant))])
    // Saved: the form stays, now editing the saved plant, while the photo is copied in.
    let outputs = PlantsFeature.reduce(into: &state, action: .plantSaved(plant, added: false))
    expectEqual(
      outputs,
      [
        .status(.statusUpdated, ["Monstera"]),
        .run(.setPhoto(plantID: 1, path: "~/사진/몬스테라.heic")),
      ])
    expectEqual(state.form?.savingPhoto, true)
    expectEqual(state.form?.editing, plant)
    // Keys wait for the answer.
    expectEqual(send(&state, .ctrl("s")), [])
    let refused = PlantsFeature.reduce(
      into: &state, action: .photoRefused("~/x: not a JPEG, PNG or HEIC picture"))
    expectEqual(refused, PlantsFeature.reload(state))
    expectEqual(state.form?.problems[.photo], .photo("~/x: not a JPEG, PNG or HEIC picture"))
    expectEqual(state.form?.focus, .photo)
    expectEqual(state.form?.savingPhoto, false)
    // Fixed and saved again: in, the form closes.
    _ = send(&state, .ctrl("s"))
    _ = PlantsFeature.reduce(into: &state, action: .plantSaved(plant, added: false))
    let saved = PlantsFeature.reduce(into: &state, action: .photoSaved(1))
    expectEqual(state.form, nil)
    expectEqual(saved, PlantsFeature.reload(state))
  }

  @Test func aDashRemovesThePhotoAndOnlyWhenThereIsOne() {
    var state = editing(photo: Self.photo)
    expectEqual(state.form?.currentPhoto, "잎 🌿.jpg")
    state.form?.photo = " - "
    expectEqual(state.form?.photoChange, .remove)
    var form = PlantForm()
    form.photo = "-"
    expectEqual(form.photoChange, nil)
    let plant = PlantsFixture.monstera
    _ = send(&state, .ctrl("s"))
    expectEqual(
      PlantsFeature.reduce(into: &state, action: .plantSaved(plant, added: false)),
      [
        .status(.statusUpdated, ["Monstera"]), .run(.removePhoto(1)),
      ])
  }

  @Test func anEmptyFieldSavesAsBefore() {
    var state = editing()
    let plant = PlantsFixture.monstera
    _ = send(&state, .ctrl("s"))
    let outputs = PlantsFeature.reduce(into: &state, action: .plantSaved(plant, added: false))
    expectEqual(state.form, nil)
    expectEqual(outputs.first, .status(.statusUpdated, ["Monstera"]))
  }

  /// A private folder with a PNG, a text file named like a picture, a symlink to the PNG
  /// and a FIFO.
  static func folder() throws -> String {
    let folder = try temporaryFolder()
    var pixels: [UInt8] = []
    for _ in 0..<(16 * 16) { pixels += [0, 200, 0, 255] }
    _ = ImageWriter.writePNG(
      RGBAImage(width: 16, height: 16, pixels: pixels), to: folder + "/leaf.png")
    try writeFile(folder + "/fake.jpg", "not a picture")
    symlink(folder + "/leaf.png", folder + "/link.png")
    mkfifo(folder + "/pipe.png", 0o600)
    return folder
  }

  @Test func theRunnerChecksTheFileLikeTheCommandLine() throws {
    let folder = try Self.folder()
    defer { removeTree(folder) }
    expectEqual(PlantFormPhoto.refusal(folder + "/leaf.png", language: .en), nil)
    expectEqual(
      PlantFormPhoto.refusal(folder + "/fake.jpg", language: .en),
      folder + "/fake.jpg: not a JPEG, PNG or HEIC picture")
    #expect(PlantFormPhoto.refusal(folder + "/link.png", language: .en) != nil)
    expectEqual(
      PlantFormPhoto.refusal(folder + "/pipe.png", language: .en),
      folder + "/pipe.png: not a JPEG, PNG or HEIC picture")
    expectEqual(
      PlantFormPhoto.refusal(folder + "/missing.png", language: .en)?.contains("No such file"), true
    )

    // Through the runner, into a journal on disk: ~ is the home folder.
    let journalFolder = folder + "/journal"
    makeFolder(journalFolder)
    let journal = try Journal(path: journalFolder + "/j.sqlite")
    let plant = try journal.addPlant(Plant(name: "Monstera"), at: 1)
    let clock = Clock.fixed(1_795_953_600)
    let refused = try PlantsEffects.run(
      .setPhoto(plantID: plant.id, path: "~/link.png"), journal: journal, clock: clock, home: folder
    )
    guard case .plants(.photoRefused)? = refused.first else {
      Issue.record("a symlink was taken: \(refused)")
      return
    }
    try expectEqual(journal.plantPhoto(plantID: plant.id), nil)
    let saved = try PlantsEffects.run(
      .setPhoto(plantID: plant.id, path: "~/leaf.png"), journal: journal, clock: clock, home: folder
    )
    expectEqual(saved, [.plants(.photoSaved(plant.id))])
    let photo = try journal.plantPhoto(plantID: plant.id)
    expectEqual(photo?.originalName, "leaf.png")
    let removed = try PlantsEffects.run(
      .removePhoto(plant.id), journal: journal, clock: clock, home: folder)
    expectEqual(removed, [.plants(.photoSaved(plant.id))])
    try expectEqual(journal.plantPhoto(plantID: plant.id), nil)
    if let photo {
      #expect(access(journalFolder + "/attachments/" + photo.fileName, F_OK) != 0)
    }
  }

  @Test func theFormShowsTheCurrentPhotoAndWhyAFileWasRefused() {
    var state = editing(photo: Self.photo)
    var canvas = Canvas(size: Size(width: 80, height: 24))
    _ = PlantsView.render(state, language: .ko, into: &canvas, in: canvas.bounds)
    #expect(canvas.lines.contains { $0.contains("사진") && $0.contains("잎 🌿.jpg · - 입력하면 지움") })
    state.form?.problems[.photo] = .photo("/tmp/x.txt: JPEG, PNG, HEIC 사진이 아님")
    canvas = Canvas(size: Size(width: 80, height: 24))
    _ = PlantsView.render(state, language: .ko, into: &canvas, in: canvas.bounds)
    expectFrame(canvas.lines, "theFormShowsTheCurrentPhotoAndWhyAFileWasRefused")
  }
}
