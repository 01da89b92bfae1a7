#if canImport(Glibc)
import Glibc
#endif

/// HTTP GET through the system `curl`, started with an argument vector (never a shell), with
/// a time limit. Nil on any failure: curl missing, no network, refused, an HTTP error answer
/// (`--fail`), the time limit, or an answer over 1 MiB.
public enum Curl {
  public static func get(_ url: String, timeoutSeconds: Int = 10) -> String? {
    let arguments = [
      "curl", "--silent", "--fail", "--location", "--max-time", String(timeoutSeconds),
      "--max-filesize", "1048576", "--proto", "=http,https", "--", url,
    ]
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else { return nil }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
    posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    var pointers: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
    pointers.append(nil)
    defer { for pointer in pointers { free(pointer) } }
    var child: pid_t = 0
    let code = posix_spawnp(&child, "curl", &actions, nil, pointers, environ)
    close(pipeEnds[1])
    guard code == 0 else {
      close(pipeEnds[0])
      return nil
    }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 16_384)
    while true {
      let count = read(pipeEnds[0], &buffer, buffer.count)
      if count > 0 {
        bytes += buffer[..<count]
        if bytes.count > 1_048_576 { break }
      } else if count < 0 && errno == EINTR {
        continue
      } else {
        break
      }
    }
    close(pipeEnds[0])
    var status: Int32 = 0
    while waitpid(child, &status, 0) < 0 {
      if errno != EINTR { return nil }
    }
    // Exited normally with 0.
    guard status & 0x7f == 0, (status >> 8) & 0xff == 0, bytes.count <= 1_048_576 else {
      return nil
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
