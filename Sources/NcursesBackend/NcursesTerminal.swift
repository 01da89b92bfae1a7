import CNcursesw
import Glibc
import TerminalKit

/// The terminal, driven through ncursesw.
///
/// `start()` sets the locale (falling back to C.UTF-8), enters raw mode with bracketed
/// paste, and installs signal handlers that only record SIGTERM, SIGHUP and SIGINT (see
/// `pendingSignal`) and SIGWINCH. ncurses only draws: input is read from the terminal in
/// blocks and decoded by `TerminalInput` (ncurses reads one byte per `read(2)`). `present`
/// sends only the cells that changed since the last frame and calls `doupdate` once.
/// `stop()` always restores the terminal, and an exit hook does the same if the program
/// ends without calling it.
public final class NcursesTerminal: TerminalBackend {
  /// How colours are sent to the terminal.
  enum ColorMode {
    case none, ansi16, palette256
  }

  public private(set) var size = Size.zero
  /// The colours the terminal shows, known after `start()`.
  public private(set) var colorDepth = ColorDepth.none

  private var screen: OpaquePointer?
  private var isActive = false
  private var isSuspended = false
  private var colorMode = ColorMode.none
  private var pairs: [PairKey: Int16] = [:]
  private var nextPair: Int32 = 1
  private var maxPairs: Int32 = 0
  private var previous: Canvas?
  private let input = TerminalInput(descriptor: STDIN_FILENO)
  /// Watched beside standard input: when readable, `nextEvent` returns nil at once.
  private var wakeDescriptor: Int32?
  /// The colour pair and attributes of the style drawn last.
  private var lastStyle: (style: Style, pair: Int16, attributes: attr_t)?
  /// Cells of this frame whose grapheme a `cchar_t` cannot hold (see `wideCharacters`),
  /// and those of the frame before.
  private var clusterCells: [ClusterCell] = []
  private var previousClusterCells: [ClusterCell] = []
  /// Whether the canvas's links are sent as OSC 8 hyperlinks: set by `start()` from the
  /// environment (`Hyperlink.supported`: not under `NO_COLOR`, not on the Linux console or
  /// `dumb`); tests and callers may switch it.
  public var hyperlinks = false
  /// The hyperlink runs on the terminal now, as last written.
  private var emittedLinks: [Hyperlink.Run] = []
  /// What selects the normal character set, written before each full repaint, when ncurses'
  /// attribute strings were relieved of it (see `daybook_drop_charset_switches`).
  private var charsetReset: [UInt8] = []

  /// A grapheme written straight to the terminal after ncurses drew a placeholder of the
  /// same width in its cell.
  private struct ClusterCell: Equatable {
    var x: Int
    var y: Int
    var grapheme: String
    var pair: Int16
    var attributes: attr_t
  }

  private struct PairKey: Hashable {
    var fg: Int16
    var bg: Int16
  }

  /// The longest run of spaces drawn in the style on its left (see `drawnStyles`): up to
  /// here the spaces cost less than the two attribute changes they save.
  static let gapLength = 8

  /// Polling step while waiting, so a recorded signal is noticed promptly.
  private static let pollStep = 100

  public init() {}

  deinit {
    stop()
  }

  public var pendingSignal: Int32? {
    let value = TerminalGuard.pendingSignal.load(ordering: .relaxed)
    return value == 0 ? nil : value
  }

  /// Forgets the recorded signal (after the app has handled it).
  public func clearPendingSignal() {
    TerminalGuard.pendingSignal.store(0, ordering: .relaxed)
  }

  public func start() throws {
    guard !isActive else { return }
    Self.setUTF8Locale()
    TerminalGuard.install()
    if screen == nil {
      guard let created = daybook_newterm() else {
        throw NcursesError.cannotStart(getenv("TERM").map { String(cString: $0) } ?? "")
      }
      screen = created
      set_term(screen)
      charsetReset = daybook_drop_charset_switches().map { Array(String(cString: $0).utf8) } ?? []
      // Until a screen has been through endwin() once, ncurses (6.4) flushes after every
      // cursor move: the first frame went to the terminal in about a hundred small writes,
      // and a calendar move in a dozen. Leaving at once, before anything is drawn, makes
      // it buffer each frame and write it at doupdate; the first present enters again
      // (as after Ctrl-Z).
      endwin()
    }
    set_term(screen)
    TerminalGuard.cursesActive.store(true, ordering: .relaxed)
    isActive = true
    var environment: [String: String] = [:]
    for name in ["TERM", "NO_COLOR"] {
      environment[name] = getenv(name).map { String(cString: $0) }
    }
    hyperlinks = Hyperlink.supported(environment: environment)
    configure()
    previous = nil
  }

  public func stop() {
    guard isActive || TerminalGuard.cursesActive.load(ordering: .relaxed) else { return }
    isActive = false
    isSuspended = false
    TerminalGuard.restoreTerminal()
    previous = nil
  }

  public func suspend() {
    guard isActive, !isSuspended else { return }
    isSuspended = true
    TerminalGuard.restoreTerminal()
  }

  public func resume() {
    guard isActive, isSuspended else { return }
    isSuspended = false
    TerminalGuard.cursesActive.store(true, ordering: .relaxed)
    // The size may have changed while the terminal was given away.
    TerminalGuard.resized.store(true, ordering: .relaxed)
    refresh()
    configure()
    previous = nil
  }

  /// Ctrl-Z: gives the terminal back, stops the process until `fg`, then takes it again.
  public func suspendToShell() {
    suspend()
    raise(SIGTSTP)
    resume()
  }

  public func present(_ canvas: Canvas, cursor: (x: Int, y: Int)?) {
    guard isActive, !isSuspended, let window = daybook_stdscr() else { return }
    let current = Size(width: Int(daybook_cols()), height: Int(daybook_lines()))
    if current != size {
      size = current
      previous = nil
    }
    if colorMode != .none, Self.pairsRunLow(next: nextPair, max: maxPairs) {
      // Pictures use hundreds of colour pairs each and pairs are never freed one by one:
      // before they run out, start the table again and paint every cell with new pairs.
      pairs = [:]
      nextPair = 1
      lastStyle = nil
      previous = nil
    }
    var full = false
    if let old = previous, old.size == canvas.size {
      full = false
    } else {
      full = true
      werase(window)
      clearok(window, true)
      Self.writeToTerminal(charsetReset)
    }
    let width = min(canvas.size.width, size.width)
    let height = min(canvas.size.height, size.height)
    for y in 0..<height {
      var x = 0
      // Worked out for the rows that have a cell to draw, at their first one.
      var styles: [Style]?
      while x < width {
        let cell = canvas[x: x, y: y]
        defer { x += 1 }
        if cell.isContinuation { continue }
        if !full, let old = previous, old[x: x, y: y] == cell,
          !(x + 1 < width && old[x: x + 1, y: y] != canvas[x: x + 1, y: y])
        {
          continue
        }
        let rowStyles = styles ?? Self.drawnStyles(canvas, row: y, width: width)
        styles = rowStyles
        let wide = x + 1 < canvas.size.width && canvas[x: x + 1, y: y].isContinuation
        draw(
          cell, style: rowStyles[x], x: x, y: y, fitsWide: x + 1 < width, wide: wide, in: window)
      }
    }
    previous = canvas
    if full {
      previousClusterCells = []
    } else {
      // Unchanged cells were not drawn again: their clusters stay.
      for cell in previousClusterCells
      where cell.y < height && cell.x < width
        && canvas[x: cell.x, y: cell.y].grapheme == cell.grapheme
        && !clusterCells.contains(where: { $0.x == cell.x && $0.y == cell.y })
      {
        clusterCells.append(cell)
      }
    }
    let redrawn = forgetChangedClusterLines(in: window)
    let links =
      hyperlinks ? canvas.links.filter { $0.y < height && $0.x + $0.width <= width } : []
    let (linksToWrite, linesToRepaint) = Self.linkUpdate(
      links, emitted: emittedLinks, full: full, repainted: redrawn)
    for line in linesToRepaint { wredrawln(window, Int32(line), 1) }
    emittedLinks = links
    if let cursor, cursor.x >= 0, cursor.y >= 0, cursor.x < size.width, cursor.y < size.height {
      curs_set(1)
      wmove(window, Int32(cursor.y), Int32(cursor.x))
    } else {
      curs_set(0)
    }
    wnoutrefresh(window)
    doupdate()
    // Before the cluster cells: those are written every frame and win over a link's cell.
    Self.writeToTerminal(Hyperlink.bytes(linksToWrite, depth: colorDepth))
    writeClusterCells(canvas, width: width)
  }

  /// The style each cell of a row is drawn in: its own, except that a short run of spaces
  /// that would look the same in the style on its left takes that style, so the terminal is
  /// not told to change attributes only to write the gap between two words (a third of a
  /// frame's escape sequences otherwise). Longer runs keep their own style: ncurses skips
  /// plain blanks by moving the cursor.
  static func drawnStyles(_ canvas: Canvas, row y: Int, width: Int) -> [Style] {
    var styles: [Style] = []
    styles.reserveCapacity(width)
    var left: Style?
    var spacesEnd = 0
    var spacesLength = 0
    for x in 0..<width {
      let cell = canvas[x: x, y: y]
      var style = cell.style
      if cell.isContinuation {
        styles.append(style)
        continue
      }
      if cell.grapheme == " " {
        if x >= spacesEnd {
          spacesEnd = x + 1
          while spacesEnd < width, canvas[x: spacesEnd, y: y].grapheme == " " { spacesEnd += 1 }
          spacesLength = spacesEnd - x
        }
        if let left, left != style, spacesLength <= gapLength, style.looksTheSameOnBlank(as: left) {
          style = left
        }
      }
      left = style
      styles.append(style)
    }
    return styles
  }

  /// Which hyperlink runs to write after this frame, and which lines ncurses must repaint
  /// first. A run that went away (scrolled, restyled, its text changed) leaves cells that
  /// may still link on the terminal though ncurses sees no change: its line is repainted
  /// whole, and every run on a repainted line is written again, as is every run after a
  /// full repaint and every run not written before.
  static func linkUpdate(
    _ links: [Hyperlink.Run], emitted: [Hyperlink.Run], full: Bool, repainted: Set<Int>
  ) -> (write: [Hyperlink.Run], repaint: Set<Int>) {
    if full { return (links, []) }
    var repaint = Set<Int>()
    for run in emitted where !links.contains(run) { repaint.insert(run.y) }
    let lines = repaint.union(repainted)
    let write = links.filter { lines.contains($0.y) || !emitted.contains($0) }
    return (write, repaint.subtracting(repainted))
  }

  /// Writes bytes to the terminal after ncurses has flushed its own.
  private static func writeToTerminal(_ bytes: [UInt8]) {
    guard !bytes.isEmpty else { return }
    bytes.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count, let base = raw.baseAddress {
        let written = write(STDOUT_FILENO, base + offset, raw.count - offset)
        if written <= 0 { break }
        offset += written
      }
    }
  }

  /// Lines where a cluster cell came, went or changed are repainted whole: ncurses only
  /// knows the placeholder, so it would leave a stale emoji where the new cell happens
  /// to equal it.
  @discardableResult
  private func forgetChangedClusterLines(in window: UnsafeMutablePointer<WINDOW>) -> Set<Int> {
    guard !clusterCells.isEmpty || !previousClusterCells.isEmpty,
      clusterCells != previousClusterCells
    else { return [] }
    var lines = Set<Int>()
    let old = Set(previousClusterCells.map { [$0.x, $0.y] })
    let new = Set(clusterCells.map { [$0.x, $0.y] })
    for cell in previousClusterCells where !clusterCells.contains(cell) { lines.insert(cell.y) }
    for cell in clusterCells where !previousClusterCells.contains(cell) { lines.insert(cell.y) }
    for position in old.symmetricDifference(new) { lines.insert(position[1]) }
    for line in lines { wredrawln(window, Int32(line), 1) }
    return lines
  }

  /// Writes the graphemes ncurses cannot hold over their placeholders, each at its cell
  /// with its style, then puts the cursor and attributes back where ncurses left them
  /// (`doupdate` ends with attributes off and the cursor at the window's cursor). They
  /// are written every frame: ncurses may have repainted any line since.
  ///
  /// The two columns after each are written again too: a terminal that draws the cluster
  /// wider than `TextWidth` (tmux 3.3 gives 👍🏽 four columns) then loses the cluster's
  /// tail, not the text after it.
  private func writeClusterCells(_ canvas: Canvas, width: Int) {
    defer {
      previousClusterCells = clusterCells
      clusterCells = []
    }
    guard !clusterCells.isEmpty, let window = daybook_stdscr() else { return }
    ClusterOutput.bytes.removeAll(keepingCapacity: true)
    clusterCells.sort { ($0.y, $0.x) < ($1.y, $1.x) }
    for cell in clusterCells {
      guard emit(cell.grapheme, x: cell.x, y: cell.y, cell.attributes, cell.pair) else { return }
      var x = cell.x + max(1, TextWidth.width(of: cell.grapheme))
      let end = x + 2
      while x < end && x < width {
        let next = canvas[x: x, y: cell.y]
        let nextWidth = max(1, TextWidth.width(of: next.grapheme))
        if !next.isContinuation, !clusterCells.contains(where: { $0.x == x && $0.y == cell.y }),
          x + nextWidth <= width,
          case .held = Self.wideCharacters(for: next.grapheme, fitsWide: x + 1 < width)
        {
          let text = next.grapheme.isEmpty ? " " : next.grapheme
          _ = emit(text, x: x, y: cell.y, attributes(for: next.style), colorPair(for: next.style))
        }
        x += next.isContinuation ? 1 : nextWidth
      }
    }
    vid_puts(attr_t(A_NORMAL), 0, nil, ClusterOutput.append)
    if let address = daybook_cursor_address(getcury(window), getcurx(window)) {
      tputs(address, 1, ClusterOutput.append)
    }
    Self.writeToTerminal(ClusterOutput.bytes)
  }

  public func nextEvent(timeoutMilliseconds: Int) -> TerminalEvent? {
    guard isActive, !isSuspended else { return nil }
    var waited = 0
    while pendingSignal == nil {
      if let event = input.next() { return event }
      if let resize = takeResize() { return resize }
      if input.hungUp {
        // The terminal is gone (a closed pane or a dropped connection without SIGHUP):
        // end as on SIGHUP, so the draft is saved, instead of polling a dead descriptor.
        TerminalGuard.pendingSignal.store(SIGHUP, ordering: .relaxed)
        return nil
      }
      let step =
        timeoutMilliseconds < 0 ? Self.pollStep : min(Self.pollStep, timeoutMilliseconds - waited)
      switch input.wait(wake: wakeDescriptor, milliseconds: step) {
      case .wake:
        return nil
      case .input:
        input.readAvailable { self.pendingSignal != nil }
        continue
      case .timeout:
        break
      }
      waited += max(0, step)
      if timeoutMilliseconds >= 0 && waited >= timeoutMilliseconds {
        return input.next() ?? takeResize()
      }
    }
    return nil
  }

  /// How many `read(2)` calls the terminal's input took so far.
  public var inputReadCalls: Int { input.readCalls }

  public func wake(on descriptor: Int32) {
    wakeDescriptor = descriptor >= 0 ? descriptor : nil
  }

  /// After SIGWINCH: tells ncurses the terminal's new size and reports it.
  private func takeResize() -> TerminalEvent? {
    guard TerminalGuard.resized.exchange(false, ordering: .relaxed) else { return nil }
    var rows: Int32 = 0
    var columns: Int32 = 0
    if daybook_terminal_size(&rows, &columns) == 0, rows > 0, columns > 0,
      rows != daybook_lines() || columns != daybook_cols()
    {
      resizeterm(rows, columns)
    }
    let current = Size(width: Int(daybook_cols()), height: Int(daybook_lines()))
    previous = nil
    guard current != size else { return nil }
    size = current
    return .resize(size)
  }

  // MARK: - Setup

  /// Only the character type matters to ncursesw (wide characters, `wcwidth`); Daybook
  /// words dates and numbers itself, so the other categories are not loaded.
  private static func setUTF8Locale() {
    setlocale(LC_CTYPE, "")
    let codeset = String(cString: nl_langinfo(nl_item(CODESET)))
    if codeset.uppercased().replacing("-", with: "") != "UTF8" {
      setlocale(LC_CTYPE, "C.UTF-8")
    }
  }

  private func configure() {
    raw()
    noecho()
    nonl()
    let window = daybook_stdscr()
    keypad(window, true)
    intrflush(window, false)
    // Input is ours: ncurses must not cut a frame short because keys are waiting.
    typeahead(-1)
    leaveok(window, false)
    setUpColors()
    if mouseCapture { TerminalGuard.setMouseReporting(true) }
    TerminalGuard.writeToTerminal("\u{1B}[?2004h")
    size = Size(width: Int(daybook_cols()), height: Int(daybook_lines()))
  }

  /// Off by default: with reporting on, the terminal gives up drag-to-copy.
  private var mouseCapture = false

  public func setMouseCapture(_ enabled: Bool) {
    guard enabled != mouseCapture else { return }
    mouseCapture = enabled
    // Button reports in SGR form (1006), which `KeyDecoder` reads; ncurses' mouse code is
    // not used, since ncurses does not read the input.
    if isActive && !isSuspended { TerminalGuard.setMouseReporting(enabled) }
  }

  private func setUpColors() {
    pairs = [:]
    nextPair = 1
    lastStyle = nil
    let noColor = getenv("NO_COLOR").map { $0.pointee != 0 } ?? false
    guard !noColor, has_colors() else {
      colorMode = .none
      colorDepth = .none
      return
    }
    start_color()
    use_default_colors()
    maxPairs = min(daybook_color_pairs(), Int32(Int16.max))
    colorMode = daybook_colors() >= 256 ? .palette256 : .ansi16
    colorDepth = ColorDepth(colors: Int(daybook_colors()))
  }

  // MARK: - Drawing

  private func draw(
    _ cell: Cell, style: Style, x: Int, y: Int, fitsWide: Bool, wide: Bool,
    in window: UnsafeMutablePointer<WINDOW>
  ) {
    // Neighbouring cells mostly share a style; its pair and attributes are worked out once.
    let look: (style: Style, pair: Int16, attributes: attr_t)
    if let last = lastStyle, last.style == style {
      look = last
    } else {
      look = (style, colorPair(for: style), attributes(for: style))
      lastStyle = look
    }
    var complex = cchar_t()
    let utf8 = cell.grapheme.utf8
    if utf8.count == 1, let byte = utf8.first, byte >= 0x20, byte < 0x7F {
      // Printable ASCII, most of any screen: no width look-up, no arrays.
      var characters: (wchar_t, wchar_t) = (wchar_t(byte), 0)
      withUnsafeMutableBytes(of: &characters) { raw in
        let pointer = raw.baseAddress?.assumingMemoryBound(to: wchar_t.self)
        _ = setcchar(&complex, pointer, look.attributes, look.pair, nil)
      }
    } else if let single = Self.singleCharacter(cell.grapheme, width: wide ? 2 : 1),
      !wide || fitsWide
    {
      // One scalar whose width the C library agrees on (box drawing, Hangul, kana, blocks):
      // no arrays either.
      var characters: (wchar_t, wchar_t) = (single, 0)
      withUnsafeMutableBytes(of: &characters) { raw in
        let pointer = raw.baseAddress?.assumingMemoryBound(to: wchar_t.self)
        _ = setcchar(&complex, pointer, look.attributes, look.pair, nil)
      }
    } else {
      let cellCharacters = Self.wideCharacters(for: cell.grapheme, fitsWide: fitsWide)
      var characters: [wchar_t]
      switch cellCharacters {
      case .held(let held):
        characters = held
      case .placeholder(let placeholder):
        characters = placeholder
        clusterCells.append(
          ClusterCell(
            x: x, y: y, grapheme: cell.grapheme, pair: look.pair, attributes: look.attributes))
      }
      setcchar(&complex, &characters, look.attributes, look.pair, nil)
    }
    mvwadd_wch(window, Int32(y), Int32(x), &complex)
  }

  /// Adds to `ClusterOutput` the moves, attributes and text of one cell; false when the
  /// terminal cannot address the cursor.
  private func emit(
    _ text: String, x: Int, y: Int, _ attributes: attr_t, _ pair: Int16
  ) -> Bool {
    guard let address = daybook_cursor_address(Int32(y), Int32(x)) else { return false }
    tputs(address, 1, ClusterOutput.append)
    vid_puts(attributes, pair, nil, ClusterOutput.append)
    ClusterOutput.bytes.append(contentsOf: text.utf8)
    return true
  }

  /// What ncurses gets for one cell.
  enum CellCharacters: Equatable {
    /// The grapheme itself for `setcchar`: a spacing character and at most a few
    /// zero-width ones, zero-terminated.
    case held([wchar_t])
    /// A stand-in of the grapheme's width (zero-terminated): the grapheme is written
    /// to the terminal after `doupdate`.
    case placeholder([wchar_t])
  }

  /// The grapheme as one wide character when it is a single scalar that `wcwidth` gives the
  /// `width` the canvas laid it out with; nil otherwise (then `wideCharacters` decides).
  static func singleCharacter(_ grapheme: String, width: Int) -> wchar_t? {
    let scalars = grapheme.unicodeScalars
    guard let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex
    else { return nil }
    let character = wchar_t(bitPattern: first.value)
    return wcwidth(character) == Int32(width) ? character : nil
  }

  /// The characters of one cell for `setcchar`.
  ///
  /// ncurses places characters by the C library's `wcwidth` and keeps at most
  /// `CCHARW_MAX` (5) of them a cell, the first spacing and the rest zero-width: a ZWJ
  /// sequence (👩‍🌾, two spacing emoji), a flag (two regional indicators, one column each
  /// to glibc), a skin tone or a VS16 emoji whose base glibc calls narrow does not fit.
  /// Such a cell gets a placeholder of the width `TextWidth` measured (the canvas layout
  /// wins, so nothing after it shifts), and the whole grapheme is written over it.
  static func wideCharacters(for grapheme: String, fitsWide: Bool) -> CellCharacters {
    let expected = TextWidth.width(of: grapheme)
    let scalars = Array(grapheme.unicodeScalars)
    guard let first = scalars.first, expected > 0, expected == 1 || fitsWide else {
      return .held([wchar_t(32), 0])
    }
    let leading = wchar_t(bitPattern: first.value)
    var characters = [leading]
    var fits = wcwidth(leading) == Int32(expected)
    for scalar in scalars.dropFirst() where fits {
      let character = wchar_t(bitPattern: scalar.value)
      fits = wcwidth(character) == 0 && characters.count < Int(CCHARW_MAX)
      characters.append(character)
    }
    guard fits else {
      // U+3000 IDEOGRAPHIC SPACE: blank and two columns wide to every C library.
      return .placeholder([wchar_t(expected == 2 ? 0x3000 : 0x20), 0])
    }
    characters.append(0)
    return .held(characters)
  }

  private func attributes(for style: Style) -> attr_t {
    var result = attr_t(A_NORMAL)
    let attributes = style.attributes
    if attributes.contains(.bold) { result |= daybook_attr_bold() }
    if attributes.contains(.dim) { result |= daybook_attr_dim() }
    if attributes.contains(.italic) { result |= daybook_attr_italic() }
    if attributes.contains(.underline) { result |= daybook_attr_underline() }
    if attributes.contains(.reverse) { result |= daybook_attr_reverse() }
    return result
  }

  /// The colour number of a colour already reduced to the terminal's depth
  /// (see `Style.reduced(to:)`); -1 is the terminal's own colour.
  private func colorNumber(_ color: Color) -> Int16 {
    switch color {
    case .terminalDefault: return -1
    case .ansi(let n), .indexed(let n): return Int16(n)
    case .rgb: return Int16(color.nearest256() ?? 0)
    }
  }

  /// True when fewer pairs are left than a full screen of distinct colours could need.
  static func pairsRunLow(next: Int32, max: Int32) -> Bool {
    // Small tables (8 or 16 colours) hold every combination their palette has anyway.
    max >= 16384 && next > max - 8192
  }

  private func colorPair(for style: Style) -> Int16 {
    guard colorMode != .none else { return 0 }
    let reduced = style.reduced(to: colorDepth)
    let key = PairKey(fg: colorNumber(reduced.fg), bg: colorNumber(reduced.bg))
    if key.fg == -1 && key.bg == -1 { return 0 }
    if let pair = pairs[key] { return pair }
    guard nextPair < maxPairs else { return 0 }
    let pair = Int16(nextPair)
    guard init_pair(pair, key.fg, key.bg) != ERR else { return 0 }
    nextPair += 1
    pairs[key] = pair
    return pair
  }

}

/// Collects the bytes ncurses' terminfo output functions (`tputs`, `vid_puts`) produce
/// for the cluster cells, which are written after ncurses has flushed its own.
private enum ClusterOutput {
  nonisolated(unsafe) static var bytes: [UInt8] = []

  static let append: @convention(c) (Int32) -> Int32 = { character in
    ClusterOutput.bytes.append(UInt8(truncatingIfNeeded: character))
    return character
  }
}

/// Why the terminal could not be taken over.
public enum NcursesError: Error, CustomStringConvertible {
  /// ncurses does not know the terminal type.
  case cannotStart(String)

  public var description: String {
    switch self {
    case .cannotStart(let term): return "cannot start the terminal (TERM=\(term))"
    }
  }
}
