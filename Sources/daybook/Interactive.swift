#if canImport(Glibc)
import Glibc
#endif

// MARK: - Integration point: replace this function when the TUI lands.
//
// `daybook` with no subcommand calls `runInteractive(journalPath:)`. Until DaybookTUI and
// NcursesBackend are wired in, it prints a short usage and succeeds.

/// Starts the interactive view on the journal at `journalPath`; returns the exit status.
func runInteractive(journalPath: String) -> Int32 {
  Output.writeAll(Array((InteractiveText.notYet + "\n").utf8), to: STDOUT_FILENO)
  return 0
}

private enum InteractiveText {
  static let notYet = """
    Usage: daybook [--db PATH] COMMAND [ARGS…]
    The interactive view is not built yet. Try: daybook today, daybook write, daybook --help
    """
}
