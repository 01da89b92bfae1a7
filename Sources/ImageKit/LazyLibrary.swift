#if canImport(Glibc)
  import Glibc
#endif

/// A C library the shims open with dlopen on first use instead of linking (libchafa, libjpeg,
/// libpng): its soname and whether it loads. Every call into one is preceded by `require()`.
struct LazyLibrary: Sendable {
  /// The soname opened, as the shim names it (and as the message for a missing one names it).
  let soname: String
  private let loads: @Sendable () -> Bool

  /// The shim's library: `load` loads it (once; later calls only answer).
  init(soname: String, load: @escaping @Sendable () -> Bool) {
    self.soname = soname
    self.loads = load
  }

  /// `library` as if it were looked for under `soname` instead: loadable only when both
  /// `soname` opens and `library` loads. Tests name a missing soname to see the fallback.
  init(_ library: LazyLibrary, lookingFor soname: String) {
    self.soname = soname
    self.loads = {
      guard let handle = dlopen(soname, RTLD_LAZY | RTLD_LOCAL) else { return false }
      dlclose(handle)
      return library.loads()
    }
  }

  /// True once the library is loaded (loading it the first time).
  var isLoaded: Bool { loads() }

  /// Loads the library, or throws `.missingLibrary` naming it.
  func require() throws(ImageError) {
    guard loads() else { throw .missingLibrary(soname) }
  }
}
