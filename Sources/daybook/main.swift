#if canImport(Glibc)
  import Glibc
#endif

let status = Daybook.run(
  Array(CommandLine.arguments.dropFirst()), environment: Context.currentEnvironment())
exit(status)
