import DaybookCore

#if canImport(Glibc)
  import Glibc
#endif

/// Eight processes each running `daybook write` 200 times at once on a fresh journal, ten
/// rounds: every write must succeed (no false "damaged" or "busy") and every line must land.
enum ConcurrentWrites {
  static let processes = 8
  static let writes = 200
  static let rounds = 10

  struct Figures {
    var failed = 0
    var lost = 0
    var firstError = ""
  }

  static func report(scratch: String) -> String {
    let binary = SafetyBenchmark.daybookBinary()
    var table = Table(header: [
      "\(processes) processes × \(writes) `daybook write`, \(rounds) rounds", "count", "budget",
    ])
    guard Subprocess.isExecutable(binary) else {
      return table.rendered() + "\n  no daybook binary at \(binary); skipped"
    }
    let start = Timing.nanoseconds()
    var total = Figures()
    for round in 0..<rounds {
      let folder = scratch + "/writers-\(round)"
      mkdir(folder, 0o700)
      let figures = run(binary: binary, folder: folder)
      total.failed += figures.failed
      total.lost += figures.lost
      if total.firstError.isEmpty { total.firstError = figures.firstError }
    }
    let seconds = Double(Timing.nanoseconds() - start) / 1e9
    let budget = Budget(limit: 0, text: "0")
    table.row(["failed writes", budget.cell(Double(total.failed), String(total.failed)), "0"])
    table.row(["lost lines", budget.cell(Double(total.lost), String(total.lost)), "0"])
    table.row(["time", Format.seconds(seconds), ""])
    return table.rendered()
      + (total.firstError.isEmpty ? "" : "\n  first error: " + total.firstError)
  }

  static func run(binary: String, folder: String) -> Figures {
    let database = folder + "/journal.sqlite"
    var children: [pid_t] = []
    for process in 0..<processes {
      let script =
        "i=0; while [ $i -lt \(writes) ]; do \"$0\" --db \"$1\" write \"p\(process)w$i\""
        + " >/dev/null 2>>\"$1.err\(process)\" || echo \"p\(process)w$i\" >>\"$1.failed\";"
        + " i=$((i+1)); done"
      let arguments = ["/bin/sh", "-c", script, binary, database]
      var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
      defer { for pointer in argv { free(pointer) } }
      var pid = pid_t()
      if posix_spawn(&pid, "/bin/sh", nil, nil, &argv, environ) == 0 { children.append(pid) }
    }
    for pid in children {
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    }
    var figures = Figures()
    let failedNames = (Subprocess.readFile(database + ".failed") ?? "").split(separator: "\n")
    figures.failed = failedNames.count
    for process in 0..<processes {
      let errors = Subprocess.readFile(database + ".err\(process)") ?? ""
      if figures.firstError.isEmpty, let line = errors.split(separator: "\n").first {
        figures.firstError = String(line)
      }
    }
    guard let journal = try? Journal(path: database), let entries = try? journal.entries() else {
      figures.lost = processes * writes
      return figures
    }
    var words = Set<Substring>()
    for entry in entries {
      for word in (entry.title + "\n" + entry.body).split(whereSeparator: \.isWhitespace) {
        words.insert(word)
      }
    }
    let failed = Set(failedNames)
    for process in 0..<processes {
      for write in 0..<writes {
        let word = "p\(process)w\(write)"
        if !words.contains(Substring(word)) && !failed.contains(Substring(word)) {
          figures.lost += 1
        }
      }
    }
    return figures
  }
}
