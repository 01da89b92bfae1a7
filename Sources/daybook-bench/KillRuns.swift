import DaybookCore
import DaybookTestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// `--kill N`: N times, start the real TUI on a fresh journal in a private tmux server, type
/// words into a new entry (sometimes saving with Esc and waiting until the save is in the
/// database, sometimes not), `kill -9` it at a random moment, then check that every saved
/// word is in the entries table, that every word typed long enough before the kill for an
/// autosave is in the entry or its draft, that the journal passes integrity_check, and that
/// reopening the TUI shows the draft.
struct KillRuns {
  struct Figures {
    var runs = 0
    var kills = 0
    var confirmedSaves = 0
    var savedWords = 0
    var autosavedWords = 0
    var lostSavedWords = 0
    var lostAutosavedWords = 0
    var draftsToRestore = 0
    var draftsRestored = 0
    var integrityFailures = 0
    var harnessFailures = 0
    var notes: [String] = []

    var lost: Int { lostSavedWords + lostAutosavedWords + integrityFailures }
  }

  /// Words typed at least this long before the kill must be in a draft: the 3 s autosave,
  /// plus the 1 s resolution of its clock and the 0.5 s tick, plus slack for a busy machine.
  static let autosaveMargin = 5.5

  var binary: String
  var scratch: String
  var runs: Int

  func run(progress: (String) -> Void) -> Figures {
    var figures = Figures()
    for index in 0..<runs {
      var random = SplitMix64(seed: 0xDA7B_00C0 &+ UInt64(index))
      do {
        try runOnce(index, random: &random, figures: &figures)
      } catch {
        figures.harnessFailures += 1
        if figures.notes.count < 5 { figures.notes.append("run \(index): \(error)") }
      }
      if (index + 1) % 10 == 0 || index + 1 == runs {
        progress("  \(index + 1)/\(runs) runs, \(figures.kills) kills, lost \(figures.lost)")
      }
    }
    return figures
  }

  private func runOnce(_ index: Int, random: inout SplitMix64, figures: inout Figures) throws {
    let folder = scratch + "/kill-\(index)"
    try Scratch.makeFolder(folder)
    defer { Journal.removeFolderForBench(folder) }
    let path = folder + "/journal.sqlite"
    do {
      let journal = try Journal(path: path)
      try journal.saveSettings(JournalSettings(onboarded: true))
    }
    figures.runs += 1
    let tmux = Tmux(socket: "daybook-kill-\(getpid())-\(index)", home: folder)
    defer { tmux.killServer() }
    guard tmux.start([binary, "--db", path]), tmux.waitFor("Entry") else {
      throw BenchError("the TUI did not show its screen")
    }
    tmux.keys("n")
    usleep(300_000)
    var typed: [(word: String, at: UInt64)] = []
    var saved: Set<String> = []
    let steps = Int.random(in: 2...9, using: &random)
    var killedRightAfterSave = false
    for step in 0..<steps {
      let word = "k\(index)w\(step)"
      tmux.type(word + " ")
      typed.append((word, Timing.nanoseconds()))
      usleep(UInt32.random(in: 50_000...900_000, using: &random))
      if Double.random(in: 0..<1, using: &random) < 0.3 {
        tmux.keys("Escape")
        if step == steps - 1 && Bool.random(using: &random) {
          // Kill while the save may still be running.
          usleep(UInt32.random(in: 0...40_000, using: &random))
          killedRightAfterSave = true
          break
        }
        let words = typed.map(\.word)
        if waitUntilSaved(path, words: words) {
          figures.confirmedSaves += 1
          saved.formUnion(words)
        }
        tmux.keys("i")
        usleep(100_000)
      }
    }
    if !killedRightAfterSave {
      // Sometimes long enough for an autosave, sometimes not.
      usleep(UInt32.random(in: 0...6_000_000, using: &random))
    }
    let killedAt = Timing.nanoseconds()
    guard tmux.killProgram() else { throw BenchError("could not kill the TUI") }
    figures.kills += 1

    let journal = try Journal(path: path)
    let today = LocalTime.day(of: LocalTime.now())
    let entry = try journal.entry(on: today)
    let entryText = entry.map { $0.title + "\n" + $0.body } ?? ""
    let draft = try journal.drafts().first { $0.day == today }
    let draftText = draft.map { $0.title + "\n" + $0.body } ?? ""
    let autosaved = typed.filter {
      Double(killedAt - $0.at) / 1e9 >= KillRuns.autosaveMargin
    }.map(\.word)
    figures.savedWords += saved.count
    figures.autosavedWords += autosaved.count
    let lostSaved = saved.filter { !contains(entryText, $0) }
    let lostAutosaved = autosaved.filter { !contains(entryText, $0) && !contains(draftText, $0) }
    figures.lostSavedWords += lostSaved.count
    figures.lostAutosavedWords += lostAutosaved.count
    if !(lostSaved.isEmpty && lostAutosaved.isEmpty), figures.notes.count < 5 {
      figures.notes.append(
        "run \(index): lost \(lostSaved.sorted() + lostAutosaved); entry \"\(entryText)\" "
          + "draft \"\(draftText)\"")
    }
    if try journal.integrityCheck() != ["ok"] { figures.integrityFailures += 1 }

    // A draft that differs from the entry must come back when the diary is opened again.
    if let draft, draftText != entryText, let firstWord = draft.title.split(separator: " ").first {
      figures.draftsToRestore += 1
      let again = Tmux(socket: "daybook-kill-\(getpid())-\(index)b", home: folder)
      defer { again.killServer() }
      if again.start([binary, "--db", path]), again.waitFor(String(firstWord)),
        again.waitFor("unsaved")
      {
        figures.draftsRestored += 1
      } else if figures.notes.count < 5 {
        figures.notes.append("run \(index): draft \"\(draftText)\" not shown after reopening")
      }
    }
  }

  private func contains(_ text: String, _ word: String) -> Bool {
    text.split(whereSeparator: { $0 == " " || $0 == "\n" }).contains { $0 == word }
  }

  /// Polls the database (as another reader would) until the entry holds all `words`.
  private func waitUntilSaved(_ path: String, words: [String]) -> Bool {
    let start = Timing.nanoseconds()
    while Timing.nanoseconds() - start < 3_000_000_000 {
      if let journal = try? Journal(path: path),
        let entry = try? journal.entry(on: LocalTime.day(of: LocalTime.now()))
      {
        let text = entry.title + "\n" + entry.body
        if words.allSatisfy({ contains(text, $0) }) { return true }
      }
      usleep(20_000)
    }
    return false
  }
}

struct BenchError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

extension Journal {
  /// Removes a folder of journal files (journal, -wal, -shm, backups) and the folder.
  static func removeFolderForBench(_ path: String) {
    Scratch(path: path).remove()
  }
}

/// A private tmux server with one window running a program, for the safety runs.
struct Tmux {
  var socket: String
  var home: String

  func start(_ program: [String]) -> Bool {
    let environment = [
      "LANG=C.UTF-8", "LC_ALL=C.UTF-8", "TERM=xterm-256color", "HOME=\(home)",
      "XDG_CONFIG_HOME=\(home)/config", "EDITOR=true",
    ]
    let command = "exec env " + (environment + program).map(Tmux.quoted).joined(separator: " ")
    return run(["new-session", "-d", "-x", "120", "-y", "40", command]).status == 0
  }

  func keys(_ names: String...) { _ = run(["send-keys", "-t", "0"] + names) }

  func type(_ text: String) { _ = run(["send-keys", "-t", "0", "-l", text]) }

  func screen() -> String { run(["capture-pane", "-p", "-t", "0"]).output }

  func waitFor(_ text: String, seconds: Double = 10) -> Bool {
    let start = Timing.nanoseconds()
    while Double(Timing.nanoseconds() - start) / 1e9 < seconds {
      if screen().contains(text) { return true }
      usleep(50_000)
    }
    return false
  }

  func killProgram() -> Bool {
    let text = run(["display-message", "-p", "-t", "0", "#{pane_pid}"]).output
    guard let pid = Int32(text.filter(\.isNumber)) else { return false }
    kill(pid, SIGKILL)
    let start = Timing.nanoseconds()
    while Timing.nanoseconds() - start < 10_000_000_000 {
      if run(["has-session"]).status != 0 { return true }
      usleep(20_000)
    }
    return false
  }

  func killServer() {
    _ = run(["kill-server"])
    let folder = ProcessInfoLite.environment("TMUX_TMPDIR") ?? "/tmp"
    unlink("\(folder)/tmux-\(getuid())/\(socket)")
  }

  @discardableResult
  private func run(_ arguments: [String]) -> Subprocess.Result {
    Subprocess.run(["tmux", "-u", "-L", socket, "-f", "/dev/null"] + arguments)
  }

  private static func quoted(_ word: String) -> String {
    "'" + word.replacing("'", with: "'\\''") + "'"
  }
}
