import DaybookCore
import DaybookTUI
import DaybookTestSupport
import TerminalKit

#if canImport(Glibc)
  import Glibc
#endif

/// The data-safety modes: `--fuzz N` mutated import files, `--kill N` kills of the TUI, and
/// the editor's response to a 5 MB paste and a 1 MB line. Lost data is printed as a figure
/// that must be zero; the exit status is 1 when anything was lost.
enum SafetyBenchmark {
  static func fuzz(count: Int) -> (String, Bool) {
    let start = Timing.nanoseconds()
    var figures = ImportFuzzer.Figures()
    do {
      var fuzzer = try ImportFuzzer(seed: 0xF022, now: 1_795_953_600)
      figures = try fuzzer.run(count: count)
    } catch {
      return ("fuzz: the harness failed: \(error)", false)
    }
    let seconds = Double(Timing.nanoseconds() - start) / 1e9
    var table = Table(header: ["import fuzzing (JSON and jrnl, in-process)", "count"])
    table.row(["inputs", String(figures.inputs)])
    table.row(["  accepted (imported)", String(figures.accepted)])
    table.row(["  rejected with a message", String(figures.rejected)])
    table.row(["partial imports after a failure (must be 0)", String(figures.partial)])
    table.row(["errors without a user message (must be 0)", String(figures.unexpectedErrors)])
    table.row(["integrity problems (must be 0)", String(figures.integrityProblems)])
    table.row(["crashes (must be 0; a crash ends this program)", "0"])
    table.row(["time", Format.seconds(seconds)])
    let ok =
      figures.partial == 0 && figures.unexpectedErrors == 0
      && figures.integrityProblems == 0
    let notes = figures.examples.map { "  " + $0 }.joined(separator: "\n")
    return (table.rendered() + (notes.isEmpty ? "" : "\n" + notes), ok)
  }

  static func kill(count: Int, scratch: String) -> (String, Bool) {
    let binary = daybookBinary()
    guard Subprocess.isExecutable(binary) else {
      return ("kill: no daybook binary at \(binary) (build it first); skipped", true)
    }
    guard Subprocess.run(["tmux", "-V"]).status == 0 else {
      return ("kill: tmux is not installed; skipped", true)
    }
    Output.line("kill -9 runs with \(binary)…")
    let start = Timing.nanoseconds()
    let figures = KillRuns(binary: binary, scratch: scratch, runs: count).run { Output.line($0) }
    let seconds = Double(Timing.nanoseconds() - start) / 1e9
    var table = Table(header: ["kill -9 while typing and saving (real TUI, tmux)", "count"])
    table.row(["runs", String(figures.runs)])
    table.row(["kills", String(figures.kills)])
    table.row(["saves confirmed in the database before the kill", String(figures.confirmedSaves)])
    table.row(["saved words checked", String(figures.savedWords)])
    table.row([
      "words typed ≥ \(KillRuns.autosaveMargin) s before the kill", String(figures.autosavedWords),
    ])
    table.row(["lost saved words (must be 0)", String(figures.lostSavedWords)])
    table.row(["lost autosaved words (must be 0)", String(figures.lostAutosavedWords)])
    table.row(["integrity_check failures (must be 0)", String(figures.integrityFailures)])
    table.row([
      "drafts restored on reopening", "\(figures.draftsRestored)/\(figures.draftsToRestore)",
    ])
    table.row(["harness failures (not data loss)", String(figures.harnessFailures)])
    table.row(["time", Format.seconds(seconds)])
    let notes = figures.notes.map { "  " + $0 }.joined(separator: "\n")
    let ok = figures.lost == 0 && figures.draftsRestored == figures.draftsToRestore
    return (table.rendered() + (notes.isEmpty ? "" : "\n" + notes), ok)
  }

  /// Editor reducer and render times for huge text, in the 120×40 editor pane's size.
  static func largeText() -> String {
    let day = Day(year: 2026, month: 11, day: 29) ?? Day(ordinal: 0)
    let width = 58
    let height = 38
    func render(_ state: EditorState) {
      var canvas = Canvas(size: Size(width: width, height: height))
      EditorView.render(
        state, into: &canvas, in: Rect(x: 0, y: 0, width: width, height: height),
        theme: .builtinDefault, focused: true)
    }
    func editing() -> EditorState {
      var state = EditorState(day: day)
      _ = EditorFeature.reduce(&state, .resized(width: width, height: height))
      _ = EditorFeature.reduce(&state, .key(.character("i"), now: 1))
      return state
    }
    var table = Table(header: ["huge text in the editor", "time"])
    let line = String(repeating: "일기 diary ", count: 4) + "\n"
    let paste = String(repeating: line, count: 5 * 1024 * 1024 / line.utf8.count)
    var state = editing()
    table.row([
      "5 MB paste (reduce)",
      Format.milliseconds(
        Timing.once {
          _ = EditorFeature.reduce(&state, .paste(paste, now: 2))
        }),
    ])
    table.row(["  render after it", Format.milliseconds(Timing.once { render(state) })])
    table.row([
      "  a key + render, median of 50",
      Format.milliseconds(
        Timing.median(runs: 50) {
          _ = EditorFeature.reduce(&state, .key(.character("가"), now: 3))
          render(state)
        }),
    ])
    table.row([
      "  page up + render, median of 50",
      Format.milliseconds(
        Timing.median(runs: 50) {
          _ = EditorFeature.reduce(&state, .key(.pageUp, now: 3))
          render(state)
        }),
    ])
    var long = editing()
    let oneLine = String(repeating: "가나다 abc ", count: 1024 * 1024 / 13)
    table.row([
      "1 MB single line paste (reduce)",
      Format.milliseconds(
        Timing.once {
          _ = EditorFeature.reduce(&long, .paste(oneLine, now: 2))
        }),
    ])
    table.row([
      "  a key + render, median of 50",
      Format.milliseconds(
        Timing.median(runs: 50) {
          _ = EditorFeature.reduce(&long, .key(.character("x"), now: 3))
          render(long)
        }),
    ])
    table.row([
      "  up + render, median of 50",
      Format.milliseconds(
        Timing.median(runs: 50) {
          _ = EditorFeature.reduce(&long, .key(.up, now: 3))
          render(long)
        }),
    ])
    return table.rendered()
  }

  /// `$DAYBOOK_BENCH_BINARY`, else `daybook` beside this program.
  static func daybookBinary() -> String {
    if let explicit = ProcessInfoLite.environment("DAYBOOK_BENCH_BINARY") { return explicit }
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX))
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else { return "daybook" }
    let own = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    guard let slash = own.lastIndex(of: "/") else { return "daybook" }
    return String(own[..<slash]) + "/daybook"
  }
}

/// A paste from the terminal's bytes to the next key handled: the bytes written to a pipe
/// by another thread and read from it in blocks as the terminal is (`TerminalInput`),
/// bracketed-paste decoding, the editor's insert, a frame, then one more key and its frame;
/// once each, in process. The `read(2)` calls are counted.
enum PasteBenchmark {
  static func report() -> String {
    var table = Table(header: [
      "paste until the next key is handled (once, in process)", "time", "budget", "reads",
    ])
    for (label, bytes, budget) in [
      ("500 KB paste", 500 * 1024, Budget(limit: 300, text: "< 0.3 s")),
      ("5 MB paste", 5 * 1024 * 1024, Budget(limit: 2000, text: "< 2 s")),
    ] {
      let (milliseconds, reads) = time(bytes: bytes)
      table.row([
        label, budget.cell(milliseconds, Format.milliseconds(milliseconds)), budget.text,
        "\(reads)",
      ])
    }
    return table.rendered()
  }

  static func time(bytes: Int) -> (milliseconds: Double, reads: Int) {
    let day = Day(year: 2026, month: 11, day: 29) ?? Day(ordinal: 0)
    let width = 58
    let height = 38
    var state = EditorState(day: day)
    _ = EditorFeature.reduce(&state, .resized(width: width, height: height))
    _ = EditorFeature.reduce(&state, .key(.character("i"), now: 1))
    let line = String(repeating: "일기 diary ", count: 4) + "\n"
    let text = String(repeating: line, count: max(1, bytes / line.utf8.count))
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return (0, 0) }
    defer { close(ends[0]) }
    let input = TerminalInput(descriptor: ends[0])
    let writer = PipeWriter(
      descriptor: ends[1], bytes: Array(("\u{1B}[200~" + text + "\u{1B}[201~").utf8))
    let milliseconds = Timing.once {
      writer.start()
      var pasted = false
      while !pasted {
        guard input.wait(wake: nil, milliseconds: 5000) == .input, input.readAvailable() else {
          break
        }
        while let event = input.next() {
          if case .paste(let text) = event {
            _ = EditorFeature.reduce(&state, .paste(text, now: 2))
            pasted = true
          }
        }
      }
      var canvas = Canvas(size: Size(width: width, height: height))
      EditorView.render(
        state, into: &canvas, in: Rect(x: 0, y: 0, width: width, height: height),
        theme: .builtinDefault, focused: true)
      _ = EditorFeature.reduce(&state, .key(.character("가"), now: 3))
      EditorView.render(
        state, into: &canvas, in: Rect(x: 0, y: 0, width: width, height: height),
        theme: .builtinDefault, focused: true)
    }
    writer.join()
    return (milliseconds, input.readCalls)
  }
}

/// Writes bytes into a pipe on its own thread (a pipe holds far less than a paste), then
/// closes it.
private final class PipeWriter: @unchecked Sendable {
  let descriptor: Int32
  let bytes: [UInt8]
  private var thread = pthread_t()

  init(descriptor: Int32, bytes: [UInt8]) {
    self.descriptor = descriptor
    self.bytes = bytes
  }

  func start() {
    let context = Unmanaged.passRetained(self).toOpaque()
    pthread_create(
      &thread, nil,
      { context in
        guard let context else { return nil }
        let writer = Unmanaged<PipeWriter>.fromOpaque(context).takeRetainedValue()
        writer.writeAll()
        return nil
      }, context)
  }

  func join() { pthread_join(thread, nil) }

  private func writeAll() {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes {
        write(descriptor, $0.baseAddress.map { $0 + offset }, bytes.count - offset)
      }
      if written <= 0 { break }
      offset += written
    }
    close(descriptor)
  }
}
