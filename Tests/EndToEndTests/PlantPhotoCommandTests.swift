import Expectations
import Foundation
import ImageKit
import Testing

/// `daybook plant photo NAME FILE` copies a picture in as the plant's photo (#15).
@Suite(.enabled(if: Sandbox.hasFaketime)) struct PlantPhotoCommandTests {
  @Test func aPictureIsTakenAndAnythingElseRefused() throws {
    let sandbox = try Sandbox()
    try expectEqual(sandbox.run(["plant", "add", "몬스테라"]).status, 0)
    let png = sandbox.folder.appendingPathComponent("잎.png").path
    let pixels = [UInt8](repeating: 120, count: 32 * 32 * 4)
    #expect(ImageWriter.writePNG(RGBAImage(width: 32, height: 32, pixels: pixels), to: png))
    let set = try sandbox.run(["plant", "photo", "몬스테라", png])
    expectEqual(set.status, 0, "\(set)")
    expectEqual(set.stdout, "잎.png is now the photo of 몬스테라\n")
    let shown = try sandbox.run(["plant", "show", "몬스테라"])
    #expect(shown.lines.contains { $0.hasPrefix("  Photo") && $0.hasSuffix("잎.png") }, "\(shown)")
    let journal = try sandbox.journal()
    let plant = try #require(try journal.plants().first)
    let photo = try #require(try journal.plantPhoto(plantID: plant.id))
    #expect(
      FileManager.default.fileExists(atPath: journal.attachmentsFolder + "/" + photo.fileName))

    let text = sandbox.folder.appendingPathComponent("note.png").path
    try "not a picture".write(toFile: text, atomically: true, encoding: .utf8)
    let refused = try sandbox.run(["plant", "photo", "몬스테라", text])
    expectEqual(refused.status, 2)
    #expect(refused.stderr.contains("is not a picture Daybook can show"))
    try expectEqual(journal.plantPhoto(plantID: plant.id), photo)
    let missing = try sandbox.run(["plant", "photo", "몬스테라"])
    expectEqual(missing.status, 2)
  }
}
