import PlumbGraphics
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// File input and atomic output with POSIX calls, so every failure carries the path and errno text.
enum PNGFile {
  static func readAll(_ path: String, maxBytes: Int = .max, followSymlinks: Bool = true) throws(PNGError) -> [UInt8] {
    // O_NONBLOCK: opening a FIFO (or a device) must not wait for a writer; the type is checked
    // right after, on the opened file itself, so nothing can be swapped in between.
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | (followSymlinks ? 0 : O_NOFOLLOW))
    guard fd >= 0 else {
      if !followSymlinks && errno == ELOOP { throw .io(path: path, reason: "is a symbolic link (refused)") }
      throw .io(path: path, reason: "cannot open: \(errnoText())")
    }
    defer { close(fd) }
    var st = stat()
    guard fstat(fd, &st) == 0 else { throw .io(path: path, reason: "cannot stat: \(errnoText())") }
    guard (st.st_mode & S_IFMT) == S_IFREG else { throw .io(path: path, reason: "not a regular file (refused)") }
    guard Int(st.st_size) <= maxBytes else {
      throw .io(path: path, reason: "is \(st.st_size) bytes, over the limit of \(maxBytes) bytes")
    }
    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
    // Read straight into an array of the stat size; keep going if the file grew meanwhile.
    let expected = Int(st.st_size)
    var failure: String?
    var bytes = [UInt8](unsafeUninitializedCapacity: expected) { buffer, count in
      while count < expected {
        let n = systemRead(fd, buffer.baseAddress! + count, expected - count)
        if n < 0 && errno == EINTR { continue }
        if n < 0 { failure = "read failed: \(errnoText())"; return }
        if n == 0 { return }
        count += n
      }
    }
    if let failure { throw .io(path: path, reason: failure) }
    // A file that grew after fstat: read on to its end (one extra read returns 0 otherwise).
    var more = [UInt8](repeating: 0, count: 64 << 10)
    while bytes.count >= expected {
      let n = more.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
      if n < 0 && errno == EINTR { continue }
      if n < 0 { throw .io(path: path, reason: "read failed: \(errnoText())") }
      if n == 0 { break }
      bytes += more[..<n]
      if bytes.count > maxBytes { throw .io(path: path, reason: "grew past the limit of \(maxBytes) bytes while read") }
    }
    return bytes
  }

  static func writeAtomically(_ bytes: [UInt8], to path: String) throws(PNGError) {
    let slash = path.lastIndex(of: "/")
    let directory = slash.map { String(path[..<$0]).isEmpty ? "/" : String(path[..<$0]) } ?? "."
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    guard !name.isEmpty else { throw .io(path: path, reason: "the path names a directory") }

    var fd: Int32 = -1
    var temp = ""
    for attempt in 0..<100 {
      // A name near the 255-byte limit leaves no room for the temp suffix: its start and a hash
      // stand in for it (the suffix stays last, so stale-file cleanup still parses it).
      let suffix = ".\(getpid()).\(attempt).\(UInt32.random(in: 0...UInt32.max)).tmp"
      let stem = FileNameFitting.fitted(name, maxBytes: FileNameFitting.maxNameBytes - 1 - suffix.utf8.count)
      temp = "\(directory)/.\(stem)\(suffix)"
      fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
      if fd >= 0 || errno != EEXIST { break }
    }
    guard fd >= 0 else {
      throw .io(path: path, reason: "cannot create a temporary file in \(directory): \(errnoText())")
    }
    var failure: String?
    bytes.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let n = write(fd, raw.baseAddress! + offset, raw.count - offset)
        if n < 0 {
          if errno == EINTR { continue }
          failure = "write failed: \(errnoText())"
          return
        }
        offset += n
      }
    }
    if failure == nil && fsync(fd) != 0 { failure = "fsync failed: \(errnoText())" }
    if close(fd) != 0 && failure == nil { failure = "close failed: \(errnoText())" }
    if failure == nil && rename(temp, path) != 0 { failure = "cannot rename into place: \(errnoText())" }
    if let failure {
      unlink(temp)
      throw .io(path: path, reason: failure)
    }
    // Make the rename itself durable; failing to sync the directory does not undo the write.
    let dirfd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if dirfd >= 0 {
      _ = fsync(dirfd)
      close(dirfd)
    }
  }

  /// See `PNG.removeStaleTemporaryFiles(in:)`; the name pattern is the one `writeAtomically` uses.
  static func removeStaleTemporaryFiles(in directory: String) {
    guard let dir = opendir(directory) else { return }
    var names: [String] = []
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
      names.append(name)
    }
    closedir(dir)
    // Foundation's atomic writes (`Data.write(options: .atomic)`) leave `.dat.nosync<pid in
    // hex>.<random>` when killed; this code no longer makes them, but a killed older run may have.
    for name in names where name.hasPrefix(".dat.nosync") {
      let digits = name.dropFirst(".dat.nosync".count).prefix { $0.isASCII && $0.isHexDigit }
      guard let pid = Int32(digits, radix: 16), pid > 0, pid != getpid(), name.dropFirst(".dat.nosync".count + digits.count).hasPrefix(".") else { continue }
      if kill(pid, 0) != 0 && errno == ESRCH { unlink("\(directory)/\(name)") }
    }
    for name in names where name.hasPrefix(".") && name.hasSuffix(".tmp") {
      let parts = name.dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
      // "", file parts…, pid, attempt, random
      guard parts.count >= 5, let pid = Int32(parts[parts.count - 3]), Int(parts[parts.count - 2]) != nil,
            UInt32(parts[parts.count - 1]) != nil, pid > 0, pid != getpid() else { continue }
      if kill(pid, 0) != 0 && errno == ESRCH { unlink("\(directory)/\(name)") }
    }
  }

  /// POSIX read(2); named apart from `readAll` so the call is unambiguous.
  private static func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.read(fd, buffer, count)
    #else
    return Darwin.read(fd, buffer, count)
    #endif
  }

  private static func errnoText() -> String { String(cString: strerror(errno)) }
}
