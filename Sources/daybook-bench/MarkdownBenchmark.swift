import DaybookCore
import DaybookTUI
import TerminalKit

#if canImport(Glibc)
  import Glibc
#endif

/// Markdown in the Entry pane: rendering a 2,000-word entry, and key-to-frame in the pane
/// (the reducer and a whole frame through the pane cache, as the run loop does per key).
struct MarkdownBenchmark {
  struct Figures {
    var words: Int
    var renderNarrow: Double
    var renderNarrowCPU: Double
    var renderWide: Double
    var firstFrame: Double
    var scrollKey: Double
    var typingKey: Double
  }

  var runs: Int

  static let renderBudget = Budget(limit: 5, text: "≤ 5 ms")
  static let keyBudget = Budget(limit: 2, text: "≤ 2 ms")

  /// A mixed Korean, English and Japanese entry of about `words` words in every construct.
  static func entryBody(words: Int = 2_000) -> String {
    let paragraph = """
      오늘은 *몬스테라*에 물을 **반 리터** 주었다. The fern got ~~nothing~~ `rain water` and \
      a [note](https://example.org/care); 新しい葉が二枚出ていた 🌱.
      """
    var parts: [String] = []
    var count = 0
    var section = 1
    while count < words {
      let sectionParts = [
        "## 기록 Section \(section)",
        paragraph + "\n" + paragraph,
        "- [ ] 물 주기 water the monstera\n- [x] 土を買う\n  - nested 항목 item",
        "> 식물은 매일 당신을 필요로 하지 않는다. Plants notice.",
        "| Plant | 이름 | 間隔 |\n|:--|:-:|--:|\n| Monstera | 몬스테라 🌿 | 7日 |",
        "```\ndaybook water monstera --note \"half a litre\"\n```",
      ]
      parts += sectionParts
      count += sectionParts.joined(separator: " ").split(whereSeparator: \.isWhitespace).count
      section += 1
    }
    return parts.joined(separator: "\n\n")
  }

  func run() -> Figures {
    let body = Self.entryBody()
    let words = body.split(whereSeparator: \.isWhitespace).count
    let renderNarrow = Timing.median(runs: runs) {
      _ = MarkdownRenderer.entry(title: "오늘의 정원", body: body, width: 46)
    }
    // The same on this thread's CPU clock: what the render costs when the machine is busy
    // with other work (the wall figure then also counts time waiting for a core).
    var samples: [Double] = []
    for _ in 0..<max(1, runs) {
      let start = Self.threadCPUNanoseconds()
      _ = MarkdownRenderer.entry(title: "오늘의 정원", body: body, width: 46)
      samples.append(Double(Self.threadCPUNanoseconds() - start) / 1_000_000)
    }
    let renderNarrowCPU = Timing.median(of: samples)
    let renderWide = Timing.median(runs: runs) {
      _ = MarkdownRenderer.entry(title: "오늘의 정원", body: body, width: 118)
    }
    // A whole app at 120x40 with the Entry pane focused, as the run loop draws it.
    let today = Clock.system.today
    var state = AppState(size: Size(width: 120, height: 40), today: today, now: 0)
    _ = AppReducer.reduce(&state, .terminalResized(Size(width: 120, height: 40)))
    state.focus = .editor
    let cache = PaneCache()
    let entry = Entry(id: 1, day: today, title: "오늘의 정원", body: body)
    let firstFrame = Timing.once {
      _ = AppReducer.reduce(&state, .entryLoaded(day: today, entry: entry, draft: nil))
      _ = AppView.render(state, cache: cache)
    }
    func keyToFrame(_ key: Key) -> Double {
      Timing.median(runs: max(runs, 20)) {
        _ = AppReducer.reduce(&state, .keyPressed(key))
        _ = AppView.render(state, cache: cache)
      }
    }
    let scrollKey = keyToFrame(.character("j"))
    _ = AppReducer.reduce(&state, .keyPressed(.character("i")))
    let typingKey = keyToFrame(.character("가"))
    return Figures(
      words: words, renderNarrow: renderNarrow, renderNarrowCPU: renderNarrowCPU,
      renderWide: renderWide, firstFrame: firstFrame,
      scrollKey: scrollKey, typingKey: typingKey)
  }

  static func report(_ figures: Figures, runs: Int) -> String {
    var table = Table(header: [
      "Markdown entry, \(figures.words) words (median of \(runs))", "figure", "budget",
    ])
    let render = renderBudget
    let key = keyBudget
    table.row([
      "  render at 46 columns (Entry pane at 120x40)",
      render.cell(figures.renderNarrow, Format.milliseconds(figures.renderNarrow)), render.text,
    ])
    table.row([
      "  the same, thread CPU time",
      render.cell(figures.renderNarrowCPU, Format.milliseconds(figures.renderNarrowCPU)),
      render.text,
    ])
    table.row([
      "  render at 118 columns",
      render.cell(figures.renderWide, Format.milliseconds(figures.renderWide)), render.text,
    ])
    table.row([
      "  load + first frame (renders once, then cached)",
      Format.milliseconds(figures.firstFrame), "",
    ])
    table.row([
      "  key to frame, Entry pane read mode (j scrolls)",
      key.cell(figures.scrollKey, Format.milliseconds(figures.scrollKey)), key.text,
    ])
    table.row([
      "  key to frame, Entry pane typing",
      key.cell(figures.typingKey, Format.milliseconds(figures.typingKey)), key.text,
    ])
    return table.rendered()
  }

  static func threadCPUNanoseconds() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
  }
}
