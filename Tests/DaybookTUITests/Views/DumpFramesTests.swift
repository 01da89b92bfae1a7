import Foundation
import DaybookCore
import Testing
@testable import DaybookTUI

@Suite struct DumpFramesTests {
  @Test func dump() throws {
    guard let dir = ProcessInfo.processInfo.environment["DUMP_FRAMES"] else { return }
    for language in [Language.ko, .ja, .en] {
      for pane in Pane.allCases {
        let state = LocalizedFrameFixture.state(language, width: 80, height: 24, focus: pane)
        let lines = AppView.render(state).canvas.lines
        try lines.joined(separator: "\n").write(
          toFile: "\(dir)/\(language.rawValue)-80-\(pane).txt", atomically: true, encoding: .utf8)
      }
      try AppView.render(LocalizedFrameFixture.centre(language, width: 80, height: 24)).canvas
        .lines.joined(separator: "\n").write(
          toFile: "\(dir)/\(language.rawValue)-80-centre.txt", atomically: true, encoding: .utf8)
      let state = LocalizedFrameFixture.state(language, width: 120, height: 40, focus: .editor)
      try AppView.render(state).canvas.lines.joined(separator: "\n").write(
        toFile: "\(dir)/\(language.rawValue)-120.txt", atomically: true, encoding: .utf8)
    }
  }
}
