#if canImport(Glibc)
import Glibc
#endif

exit(Daybook.run(Array(CommandLine.arguments.dropFirst()), environment: Context.currentEnvironment()))
