import DaybookCore

#if canImport(Glibc)
  import Glibc
#endif

/// `--writers N`: the open view and the command line save the same day N times in a row.
/// Each round the view types a word and saves (Esc) while `daybook write` appends another
/// word to the same day at once, so the two saves race; at the end every word of both
/// writers must be in the entry.
struct WriterRuns {
  struct Figures {
    var rounds = 0
    var viewWords = 0
    var commandWords = 0
    var lostViewWords = 0
    var lostCommandWords = 0
    var merges = 0
    var keptBoth = 0
    var integrityFailures = 0
    var harnessFailures = 0
  }

  let binary: String
  let scratch: String
  let rounds: Int

  func run(progress: (String) -> Void) -> Figures {
    var figures = Figures()
    do {
      try runAll(&figures, progress: progress)
    } catch {
      figures.harnessFailures += 1
      progress("  writers: \(error)")
    }
    return figures
  }

  private func runAll(_ figures: inout Figures, progress: (String) -> Void) throws {
    let folder = scratch + "/writers"
    try Scratch.makeFolder(folder)
    defer { Journal.removeFolderForBench(folder) }
    let path = folder + "/journal.sqlite"
    let day = LocalTime.day(of: LocalTime.now())
    do {
      let journal = try Journal(path: path)
      try journal.saveSettings(JournalSettings(onboarded: true))
      try journal.appendToEntry(on: day, text: "start", at: LocalTime.now())
    }
    let tmux = Tmux(socket: "daybook-writers-\(getpid())", home: folder)
    defer { tmux.killServer() }
    guard tmux.start([binary, "--db", path]), tmux.waitFor("start") else {
      throw BenchError("the TUI did not show its screen")
    }
    tmux.keys("4")
    for round in 0..<rounds {
      let viewWord = "view\(round)"
      let commandWord = "cli\(round)"
      tmux.keys("i")
      tmux.type(" " + viewWord)
      tmux.keys("Escape")
      // At once, without waiting for the view: the two saves race.
      let written = Subprocess.run([binary, "--db", path, "write", commandWord])
      if written.status != 0 { figures.harnessFailures += 1 }
      figures.rounds += 1
      figures.viewWords += 1
      figures.commandWords += 1
      // The next round starts once the view's save is in (as a user would see "Saved").
      if !waitUntil(path, day: day, holds: [viewWord, commandWord]) {
        figures.harnessFailures += 1
      }
      let screen = tmux.screen()
      if screen.contains("merged with text saved elsewhere") { figures.merges += 1 }
      if screen.contains("Saved both") { figures.keptBoth += 1 }
      if round % 25 == 24 { progress("  writers: \(round + 1) rounds") }
    }
    tmux.keys("q")
    usleep(500_000)
    let journal = try Journal(path: path)
    let text = try journal.entry(on: day)?.text ?? ""
    let words = Set(text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))
    for round in 0..<rounds {
      if !words.contains("view\(round)") { figures.lostViewWords += 1 }
      if !words.contains("cli\(round)") { figures.lostCommandWords += 1 }
    }
    if try journal.integrityCheck() != ["ok"] { figures.integrityFailures += 1 }
  }

  private func waitUntil(_ path: String, day: Day, holds words: [String]) -> Bool {
    let start = Timing.nanoseconds()
    while Timing.nanoseconds() - start < 5_000_000_000 {
      if let journal = try? Journal(path: path), let entry = try? journal.entry(on: day) {
        let present = Set(
          entry.text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))
        if words.allSatisfy(present.contains) { return true }
      }
      usleep(10_000)
    }
    return false
  }
}

extension SafetyBenchmark {
  static func writers(rounds: Int, scratch: String) -> (String, Bool) {
    let binary = daybookBinary()
    guard Subprocess.isExecutable(binary) else {
      return ("writers: no daybook binary at \(binary) (build it first); skipped", true)
    }
    guard Subprocess.run(["tmux", "-V"]).status == 0 else {
      return ("writers: tmux is not installed; skipped", true)
    }
    Output.line("a view and the command line saving one day, with \(binary)…")
    let start = Timing.nanoseconds()
    let figures = WriterRuns(binary: binary, scratch: scratch, rounds: rounds).run {
      Output.line($0)
    }
    let seconds = Double(Timing.nanoseconds() - start) / 1e9
    var table = Table(header: ["view and command line saving one day (real TUI, tmux)", "count"])
    table.row(["rounds", String(figures.rounds)])
    table.row(["words saved by the view", String(figures.viewWords)])
    table.row(["words written from the command line", String(figures.commandWords)])
    table.row(["view saves merged with the command line's", String(figures.merges)])
    table.row(["  of them kept both under a marker", String(figures.keptBoth)])
    table.row(["lost view words (must be 0)", String(figures.lostViewWords)])
    table.row(["lost command-line words (must be 0)", String(figures.lostCommandWords)])
    table.row(["integrity_check failures (must be 0)", String(figures.integrityFailures)])
    table.row(["harness failures (not data loss)", String(figures.harnessFailures)])
    table.row(["time", Format.seconds(seconds)])
    let ok =
      figures.lostViewWords == 0 && figures.lostCommandWords == 0
      && figures.integrityFailures == 0
    return (table.rendered(), ok)
  }
}
