import DaybookCore
import Expectations
import Foundation
import Testing

// The intake records screen driven like a user would, on the real binary in tmux (helpers in
// TUITests.swift), then checked in the database.
@Suite(.serialized, .enabled(if: TUIHarness.skipReason == nil, "\(TUIHarness.skipReason ?? "")"))
struct IntakeRecordsTUITests {
  @Test func aPresetAndATypedAmountAreListedAndOneIsDeleted() throws {
    let sandbox = try TUISandbox()
    let today = LocalTime.day(of: LocalTime.now())
    try sandbox.withSession { tui in
      try tui.skipOnboarding()
      try tui.waitFor("╭─ Calendar")
      tui.keys("2")
      tui.keys("c")
      try tui.waitFor("75/400 mg")
      tui.keys("i")
      try tui.waitFor("Intake (coffee 2shot")
      tui.type("물 500ml")
      tui.keys("Enter")
      tui.keys("I")
      try tui.waitFor("╭─ Intake · ")
      try tui.waitFor("caffeine 75/400 mg · water 500 ml · goal met")
      try tui.waitFor("water     500 ml")
      #expect(tui.screen().contains("caffeine  1 shot"))
      tui.keys("j")
      tui.keys("d")
      try tui.waitFor("Deleted water 500 ml · u undo")
      try tui.waitFor("caffeine 75/400 mg · water 0 ml · goal met")
      #expect(!tui.screen().contains("water     500 ml"))
      tui.keys("Escape")
      // Wait for the screen to close, or the next key would arrive with Esc as one Alt key.
      let deadline = Date().addingTimeInterval(TmuxSession.timeout)
      while tui.screen().contains("╭─ Intake · "), Date() < deadline {
        Thread.sleep(forTimeInterval: 0.05)
      }
      #expect(!tui.screen().contains("╭─ Intake · "))
      tui.keys("q")
      try tui.waitForExit()
    }
    let journal = try Journal(path: sandbox.database)
    let intakes = try journal.intakes(on: today)
    expectEqual(intakes.map(\.kind), [.caffeine])
    expectEqual(intakes.map(\.amount), [1])
    expectEqual(intakes.map(\.unit), [.shot])
  }

  /// The typed intake takes drinks by name in any language: 아메리카노, ラテ, energy drink
  /// are recorded at their catalog caffeine, and the records screen shows their names.
  @Test func drinksByNameAreRecordedWithTheirNames() throws {
    let sandbox = try TUISandbox()
    let today = LocalTime.day(of: LocalTime.now())
    try sandbox.withSession { tui in
      try tui.skipOnboarding()
      try tui.waitFor("╭─ Calendar")
      tui.keys("2")
      for (text, said, total) in [
        ("아메리카노", "Recorded Americano (tall) 150mg", "150/400 mg"),
        ("ラテ", "Recorded Latte (tall) 75mg", "225/400 mg"),
        ("energy drink", "Recorded Energy drink (small) 80mg", "305/400 mg"),
      ] {
        tui.keys("i")
        try tui.waitFor("Intake (coffee 2shot")
        tui.type(text)
        tui.keys("Enter")
        try tui.waitFor(said)
        try tui.waitFor(total)
      }
      tui.keys("I")
      try tui.waitFor("╭─ Intake · ")
      try tui.waitFor("Americano (tall)")
      try tui.waitFor("Latte (tall)")
      try tui.waitFor("Energy drink (small)")
      tui.keys("Escape")
      let deadline = Date().addingTimeInterval(TmuxSession.timeout)
      while tui.screen().contains("╭─ Intake · "), Date() < deadline {
        Thread.sleep(forTimeInterval: 0.05)
      }
      tui.keys("q")
      try tui.waitForExit()
    }
    let intakes = try Journal(path: sandbox.database).intakes(on: today)
    expectEqual(intakes.map(\.drink), ["americano-tall", "latte-tall", "energy-drink"])
    expectEqual(intakes.map(\.amount), [150, 75, 80])
    #expect(intakes.allSatisfy { $0.kind == .caffeine && $0.unit == .mg })
  }
}
