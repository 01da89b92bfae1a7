import Expectations
import Foundation
import Testing

/// libheif (and the HEVC/AV1 codecs it needs) is opened only when a HEIF picture is
/// decoded: a run that shows no such picture never loads it.
@Suite struct HEIFLoadingTests {
  @Test func aRunWithoutHEIFPicturesNeverLoadsLibheif() throws {
    let folder = FileManager.default.temporaryDirectory.path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Sandbox.binary)
    process.arguments = ["--version"]
    // The dynamic loader names every library it loads on stderr.
    process.environment = ["LD_DEBUG": "files", "LANG": "C.UTF-8", "HOME": folder]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let data = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let trace = String(decoding: data, as: UTF8.self)
    guard trace.contains("libsqlite3") else {
      print("skipped: the dynamic loader gave no LD_DEBUG trace")
      return
    }
    expectEqual(process.terminationStatus, 0)
    for library in ["libheif", "libx265", "libde265", "libaom", "libdav1d"] {
      #expect(!trace.contains(library), "\(library) was loaded")
    }
  }
}
