import Expectations
import Foundation
import Testing

@testable import DaybookCore

/// Only a regular file of at most 1 MB is read as the config; anything else is refused at
/// once with one line, never waited on or read to its end.
@Suite struct ConfigFileLoadTests {
  let scratch = ScratchFolder("daybook-config-load")

  private func refusal(_ path: String) -> String? {
    do {
      _ = try ConfigFile.load(path: path)
      return nil
    } catch let error as JournalError {
      return error.message(.en)
    } catch {
      return "\(error)"
    }
  }

  @Test func aMissingFileIsNoConfig() throws {
    try expectEqual(ConfigFile.load(path: scratch.path + "/none"), nil)
    try expectEqual(ConfigFile.load(path: scratch.path + "/none/config"), nil)
  }

  @Test func aRegularFileAndALinkToOneAreRead() throws {
    let real = scratch.path + "/dotfiles-config"
    write(Array("language = ko\n".utf8), to: real)
    try expectEqual(ConfigFile.load(path: real)?.lines, ["language = ko"])
    let link = scratch.path + "/config"
    expectEqual(symlink(real, link), 0)
    try expectEqual(ConfigFile.load(path: link)?.lines, ["language = ko"])
  }

  @Test func aFIFOIsRefusedAtOnce() {
    let fifo = scratch.path + "/config"
    expectEqual(mkfifo(fifo, 0o600), 0)
    let started = Date()
    expectEqual(
      refusal(fifo),
      "the config \(fifo) is not a regular file (a FIFO, device or folder is never read)")
    #expect(Date().timeIntervalSince(started) < 2)
  }

  @Test func aLinkToADeviceIsRefusedWithoutReadingIt() {
    let link = scratch.path + "/config"
    expectEqual(symlink("/dev/zero", link), 0)
    let started = Date()
    expectEqual(
      refusal(link),
      "the config \(link) is not a regular file (a FIFO, device or folder is never read)")
    #expect(Date().timeIntervalSince(started) < 2)
  }

  @Test func aFolderIsRefused() {
    let folder = scratch.path + "/config"
    expectEqual(mkdir(folder, 0o700), 0)
    expectEqual(
      refusal(folder),
      "the config \(folder) is not a regular file (a FIFO, device or folder is never read)")
  }

  @Test func aFileOverOneMegabyteIsRefusedAndOneOfExactlyThatIsRead() throws {
    let path = scratch.path + "/config"
    let line = Array("# padding padding padding padding padding padding padding padding\n".utf8)
    var bytes: [UInt8] = []
    while bytes.count + line.count <= ConfigFile.maxBytes { bytes += line }
    bytes += Array(repeating: UInt8(ascii: "#"), count: ConfigFile.maxBytes - bytes.count)
    write(bytes, to: path)
    #expect(try ConfigFile.load(path: path) != nil)
    write(bytes + [UInt8(ascii: "\n")], to: path)
    expectEqual(refusal(path), "the config \(path) is larger than 1 MB; it was not read")
  }
}
