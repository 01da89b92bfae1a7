import DaybookCore
import DaybookTUI
import NcursesBackend

#if canImport(Glibc)
  import Glibc
#endif

/// Starts the interactive diary on the journal at `journalPath`; returns the exit status.
/// The terminal is restored on every path out, including errors and signals.
func runInteractive(
  journalPath: String, environment: [String: String], language: Language? = nil,
  journalName: String? = nil, settingOverrides: [String: String] = [:],
  template: String? = nil
) -> Int32 {
  guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
    let language = Language(environment: environment) ?? .en
    Output.error(InteractiveText.needsTerminal.text(language))
    return 2
  }
  let executable = executablePath()
  let backend = NcursesTerminal()
  do {
    // A journal Daybook may not write (read-only media, a snapshot, a newer Daybook's
    // schema) is still shown, read-only.
    var readOnly = false
    let journal: Journal
    do {
      journal = try Journal(path: journalPath)
    } catch let error as JournalError where error.kind == .readOnly || error.kind == .tooNew {
      journal = try Journal(readingOnly: journalPath)
      readOnly = true
    }
    journal.settingOverrides = settingOverrides
    try DaybookApp.run(
      journal: journal, backend: backend, clock: .system, environment: environment,
      executablePath: executable, language: language,
      journalName: journalName == JournalNames.defaultName ? nil : journalName,
      template: template.flatMap { try? EntryTemplate.named($0, environment: environment) },
      readOnly: readOnly)
    return 0
  } catch let error as JournalError {
    backend.stop()
    Output.error("daybook: " + error.message(Language(environment: environment) ?? .en))
    return 1
  } catch {
    backend.stop()
    Output.error("daybook: \(error)")
    return 1
  }
}

/// The running binary's real path, so themes are found next to an installed or built binary.
func executablePath() -> String {
  var buffer = [CChar](repeating: 0, count: 4096)
  let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
  guard count > 0 else { return CommandLine.arguments.first ?? "daybook" }
  return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

enum InteractiveText: String, Localized {
  case needsTerminal

  var translation: Translation {
    switch self {
    case .needsTerminal:
      Translation(
        "daybook: the interactive diary needs a terminal; for scripts see daybook --help",
        ko: "daybook: 대화형 일기는 터미널이 필요합니다. 스크립트용은 daybook --help 참고",
        ja: "daybook: 対話型の日記には端末が必要です。スクリプト向けは daybook --help を参照")
    }
  }
}
