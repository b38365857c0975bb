import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading a file that may be hostile (a font, a catalog's `Contents.json`, an image): opened
/// without blocking and checked on the open descriptor, so that a FIFO, a device, a socket or a
/// folder is refused at once with what it is, never waited on, and nothing over a size limit is
/// read. Text readers that sit below PlumbPNG use it; PNG files have their own reader.
public enum RegularFile {
  /// Why a file was not read; `description` is a phrase to put after the path.
  public enum Problem: Error, Equatable, CustomStringConvertible {
    case missing
    case notAFile(kind: String)
    case symbolicLink
    case tooLarge(bytes: Int, limit: Int)
    case unreadable(String)

    public var description: String {
      switch self {
      case .missing: "no such file"
      case .notAFile(let kind): "it is \(kind), not a file"
      case .symbolicLink: "it is a symbolic link (refused)"
      case .tooLarge(let bytes, let limit): "it is \(bytes) bytes, over the \(limit)-byte limit"
      case .unreadable(let reason): reason
      }
    }
  }

  /// What a file of `mode` is, in words ("a FIFO (named pipe)"); nil for a regular file.
  public static func kind(ofMode mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFREG: nil
    case S_IFDIR: "a folder"
    case S_IFIFO: "a FIFO (named pipe)"
    case S_IFSOCK: "a socket"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFLNK: "a symbolic link"
    default: "not a regular file"
    }
  }

  /// The bytes of the regular file at `path`, at most `maxBytes`.
  public static func read(_ path: String, maxBytes: Int, followSymlinks: Bool = true) throws(Problem) -> Data {
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | (followSymlinks ? 0 : O_NOFOLLOW))
    guard fd >= 0 else {
      let code = errno
      if code == ENOENT || code == ENOTDIR { throw .missing }
      if !followSymlinks && code == ELOOP { throw .symbolicLink }
      throw .unreadable("cannot be opened: " + String(cString: strerror(code)))
    }
    defer { close(fd) }
    var st = stat()
    guard fstat(fd, &st) == 0 else { throw .unreadable("cannot be examined: " + String(cString: strerror(errno))) }
    if let kind = kind(ofMode: st.st_mode) { throw .notAFile(kind: kind) }
    guard Int(st.st_size) <= maxBytes else { throw .tooLarge(bytes: Int(st.st_size), limit: maxBytes) }
    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
    var out = Data()
    var chunk = [UInt8](repeating: 0, count: 64 << 10)
    while true {
      let n = chunk.withUnsafeMutableBytes { Self.systemRead(fd, $0.baseAddress, $0.count) }
      if n < 0 && errno == EINTR { continue }
      if n < 0 { throw .unreadable("read failed: " + String(cString: strerror(errno))) }
      if n == 0 { break }
      out.append(contentsOf: chunk[..<n])
      if out.count > maxBytes { throw .tooLarge(bytes: out.count, limit: maxBytes) }
    }
    return out
  }

  private static func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.read(fd, buffer, count)
    #else
    return Darwin.read(fd, buffer, count)
    #endif
  }
}
