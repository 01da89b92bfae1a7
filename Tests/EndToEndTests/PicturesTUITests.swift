import Expectations
import Foundation
import ImageKit
import Testing

/// Pictures attached to today's entry show as mosaics in the Entry pane and full screen in the
/// viewer, which follows a resize and closes with q (#15).
@Suite(.serialized, .enabled(if: TUIHarness.skipReason == nil, "\(TUIHarness.skipReason ?? "")"))
struct PicturesTUITests {
  /// Light above the diagonal, dark below: chafa draws the edge with block shapes.
  static func diagonal(size: Int, light: (UInt8, UInt8, UInt8)) -> RGBAImage {
    var pixels: [UInt8] = []
    for y in 0..<size {
      for x in 0..<size {
        pixels += x > y ? [light.0, light.1, light.2, 255] : [20, 30, 40, 255]
      }
    }
    return RGBAImage(width: size, height: size, pixels: pixels)
  }

  static let blocks = CharacterSet(charactersIn: "\u{2580}"..."\u{259F}")

  /// Block shapes in the Entry pane (the right-hand column of panes at 120×40) in the rows
  /// under its file list, where the strip is.
  static func stripBlocks(_ screen: String) -> Int {
    let lines = screen.split(separator: "\n").map(String.init)
    guard let list = lines.firstIndex(where: { $0.contains("leaf.png") }) else { return 0 }
    return lines[(list + 1)..<min(lines.count, list + 9)].reduce(0) { count, line in
      let pane = line.split(separator: "│").last.map(String.init) ?? ""
      return count + pane.unicodeScalars.filter { blocks.contains($0) }.count
    }
  }

  @Test func attachAJPEGAndAPNGSeeThemOpenTheViewerResizeAndQuit() throws {
    let sandbox = try TUISandbox()
    let jpeg = sandbox.folder.appendingPathComponent("꽃.jpg").path
    let png = sandbox.folder.appendingPathComponent("leaf.png").path
    #expect(ImageWriter.writeJPEG(Self.diagonal(size: 256, light: (250, 220, 60)), to: jpeg))
    #expect(ImageWriter.writePNG(Self.diagonal(size: 96, light: (60, 200, 90)), to: png))
    try expectEqual(sandbox.runCommand(["write", "사진 두 장 📷"]), 0)
    try expectEqual(sandbox.runCommand(["attach", jpeg]), 0)
    try expectEqual(sandbox.runCommand(["attach", png]), 0)
    try sandbox.withSession { tui in
      try tui.waitFor("사진 두 장 📷")
      tui.keys("4")
      try tui.waitFor("Attachments (2)")
      // Both mosaics arrive (off the input loop) and replace their placeholders.
      try waitUntil(tui) { !$0.contains("Drawing…") && Self.stripBlocks($0) >= 8 }
      #expect(!tui.screen().contains("╳"))
      tui.keys("v")
      try tui.waitFor("꽃.jpg (1/2)")
      try tui.waitFor("q Esc close")
      try waitUntil(tui) { !$0.contains("Drawing…") }
      tui.resize(width: 80, height: 24)
      try waitUntil(tui) { screen in
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.first?.hasPrefix("꽃.jpg (1/2)") == true
          && lines.contains { $0.hasPrefix("q Esc close") } && !screen.contains("Drawing…")
      }
      tui.keys("]")
      try tui.waitFor("leaf.png (2/2)")
      tui.keys("q")
      try tui.waitFor("Attachments (2)")
      #expect(!tui.screen().contains("q Esc close"))
      tui.keys("q")
      try tui.waitForExit()
    }
    // The strip's thumbnails are cached in the journal's folder, private to the user.
    let thumbnails = sandbox.folder.appendingPathComponent("thumbnails").path
    let names = try FileManager.default.contentsOfDirectory(atPath: thumbnails)
    #expect(names.count >= 2)
    #expect(names.allSatisfy { $0.hasSuffix(".cells") })
    for name in names {
      let attributes = try FileManager.default.attributesOfItem(atPath: thumbnails + "/" + name)
      expectEqual((attributes[.posixPermissions] as? Int), 0o600)
    }
  }

  private func waitUntil(
    _ tui: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: (String) -> Bool
  ) throws {
    let deadline = Date().addingTimeInterval(TmuxSession.timeout)
    while Date() < deadline {
      if condition(tui.screen()) { return }
      Thread.sleep(forTimeInterval: 0.05)
    }
    throw TUIError("timed out; screen:\n\(tui.screen())")
  }
}
