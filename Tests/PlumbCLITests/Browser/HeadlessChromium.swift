import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Why the browser could not be used; the test fails with this, it is never skipped.
struct BrowserError: Error, CustomStringConvertible {
  var description: String
}

/// Headless Chromium driven over the DevTools protocol on a pipe (`--remote-debugging-pipe`):
/// the browser reads NUL-terminated JSON commands on its fd 3 and writes replies and events on
/// its fd 4. No port, no WebSocket, no network: one process for the test, ended in `close()`.
final class HeadlessChromium {
  let pid: pid_t
  private let toBrowser: Int32
  private let fromBrowser: Int32
  private var buffer: [UInt8] = []
  private var nextID = 1
  private let stderrPath: String
  /// The page's session (`Target.attachToTarget` with `flatten`), sent with page commands.
  private var session: String?
  /// Every event received so far, in order (method and params).
  private(set) var events: [(method: String, params: [String: Any])] = []
  /// No reply within this many seconds means the browser hangs (a guard, not a speed check).
  var hangGuard: Double = 60

  /// The browser binary: `PLUMB_CHROMIUM`, else `chromium` (Debian), `chromium-browser` or
  /// `google-chrome` on the PATH.
  static func executable() throws -> String {
    let env = ProcessInfo.processInfo.environment
    if let p = env["PLUMB_CHROMIUM"], !p.isEmpty { return p }
    let dirs = (env["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init) + ["/usr/bin", "/usr/lib/chromium"]
    for name in ["chromium", "chromium-browser", "google-chrome"] {
      for d in dirs where FileManager.default.isExecutableFile(atPath: "\(d)/\(name)") { return "\(d)/\(name)" }
    }
    throw BrowserError(description: "No Chromium found (looked for chromium, chromium-browser, google-chrome on PATH "
      + "and PLUMB_CHROMIUM). Install it with scripts/bootstrap.sh (Debian package 'chromium').")
  }

  /// Starts the browser with a fresh profile in `profile` and attaches to its first page.
  init(profile: String, width: Int = 1400, height: Int = 900) throws {
    let exe = try Self.executable()
    try FileManager.default.createDirectory(atPath: profile, withIntermediateDirectories: true)
    stderrPath = "\(profile)/stderr.txt"
    var commands: [Int32] = [0, 0], replies: [Int32] = [0, 0]
    guard pipe(&commands) == 0, pipe(&replies) == 0 else {
      throw BrowserError(description: "pipe failed: errno \(errno)")
    }
    // Close-on-exec on all four ends: only the dup2 copies below reach the browser.
    for fd in commands + replies { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    // dup2 clears close-on-exec on the copies: the browser gets exactly fds 3 and 4.
    posix_spawn_file_actions_adddup2(&actions, commands[0], 3)
    posix_spawn_file_actions_adddup2(&actions, replies[1], 4)
    var args = [exe, "--headless", "--remote-debugging-pipe", "--user-data-dir=\(profile)",
                "--no-first-run", "--no-default-browser-check", "--disable-gpu", "--disable-extensions",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--disable-default-apps", "--mute-audio", "--hide-scrollbars", "--force-color-profile=srgb",
                "--window-size=\(width),\(height)", "about:blank"]
    // Chromium refuses to run as root with its sandbox (CI containers run as root).
    if geteuid() == 0 { args.insert("--no-sandbox", at: 1) }
    let argv = args.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var child: pid_t = 0
    let rc = posix_spawn(&child, exe, &actions, nil, argv, environ)
    Glibc.close(commands[0]); Glibc.close(replies[1])
    guard rc == 0 else {
      Glibc.close(commands[1]); Glibc.close(replies[0])
      throw BrowserError(description: "Could not start \(exe): posix_spawn error \(rc)")
    }
    pid = child; toBrowser = commands[1]; fromBrowser = replies[0]
    signal(SIGPIPE, SIG_IGN)
    do {
      let targets = try send("Target.getTargets", page: false)
      let infos = targets["targetInfos"] as? [[String: Any]] ?? []
      guard let page = infos.first(where: { $0["type"] as? String == "page" })?["targetId"] as? String else {
        throw BrowserError(description: "The browser has no page target: \(infos)")
      }
      let attached = try send("Target.attachToTarget", ["targetId": page, "flatten": true], page: false)
      session = attached["sessionId"] as? String
      guard session != nil else { throw BrowserError(description: "Could not attach to the page: \(attached)") }
      _ = try send("Emulation.setDeviceMetricsOverride",
                   ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false])
    } catch {
      close()
      throw error
    }
  }

  /// The end of the browser's stderr, for failure messages.
  var stderrTail: String {
    let text = (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? ""
    return String(text.suffix(1500))
  }

  /// Sends one command and waits for its reply, collecting the events that arrive meanwhile.
  /// A protocol error or no reply within `hangGuard` seconds is thrown.
  @discardableResult
  func send(_ method: String, _ params: [String: Any] = [:], page: Bool = true) throws -> [String: Any] {
    let id = nextID
    nextID += 1
    var message: [String: Any] = ["id": id, "method": method, "params": params]
    if page, let session { message["sessionId"] = session }
    var bytes = Array(try JSONSerialization.data(withJSONObject: message))
    bytes.append(0)
    var written = 0
    while written < bytes.count {
      let n = bytes[written...].withUnsafeBytes { write(toBrowser, $0.baseAddress, $0.count) }
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else { throw BrowserError(description: "The browser closed its pipe (\(method)). stderr:\n\(stderrTail)") }
      written += n
    }
    let deadline = Date().addingTimeInterval(hangGuard)
    while true {
      let reply = try nextMessage(until: deadline, waitingFor: method)
      if let rid = reply["id"] as? Int, rid == id {
        if let error = reply["error"] as? [String: Any] {
          throw BrowserError(description: "\(method) failed: \(error)")
        }
        return reply["result"] as? [String: Any] ?? [:]
      }
      if let event = reply["method"] as? String {
        events.append((event, reply["params"] as? [String: Any] ?? [:]))
      }
    }
  }

  private func nextMessage(until deadline: Date, waitingFor method: String) throws -> [String: Any] {
    while true {
      if let end = buffer.firstIndex(of: 0) {
        let data = Data(buffer[..<end])
        buffer.removeSubrange(...end)
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else { continue }
        return object
      }
      let left = deadline.timeIntervalSinceNow
      guard left > 0 else { throw BrowserError(description: "No reply from the browser to \(method) within \(hangGuard) s. stderr:\n\(stderrTail)") }
      var fds = pollfd(fd: fromBrowser, events: Int16(POLLIN), revents: 0)
      let ready = poll(&fds, 1, Int32(min(left, 1) * 1000))
      if ready < 0 && errno == EINTR { continue }
      guard ready > 0 else { continue }
      var chunk = [UInt8](repeating: 0, count: 1 << 16)
      let n = chunk.withUnsafeMutableBytes { read(fromBrowser, $0.baseAddress, $0.count) }
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else { throw BrowserError(description: "The browser exited while waiting for \(method). stderr:\n\(stderrTail)") }
      buffer += chunk[..<n]
    }
  }

  /// Evaluates JavaScript in the page (awaiting a promise) and returns its value as JSON gives it.
  /// An exception in the expression is thrown.
  @discardableResult
  func evaluate(_ expression: String) throws -> Any? {
    let r = try send("Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
    if let details = r["exceptionDetails"] as? [String: Any] {
      throw BrowserError(description: "JavaScript threw in `\(expression)`: \(details)")
    }
    return (r["result"] as? [String: Any])?["value"]
  }

  func string(_ expression: String) throws -> String { try evaluate(expression) as? String ?? "<not a string>" }
  func number(_ expression: String) throws -> Double { (try evaluate(expression) as? NSNumber)?.doubleValue ?? .nan }
  func bool(_ expression: String) throws -> Bool { try evaluate(expression) as? Bool ?? false }

  /// Waits until `condition` (JavaScript) is true, polling; throws after `hangGuard` seconds.
  func waitUntil(_ condition: String) throws {
    let deadline = Date().addingTimeInterval(hangGuard)
    while Date() < deadline {
      if try bool(condition) { return }
      usleep(20_000)
    }
    throw BrowserError(description: "Waited \(hangGuard) s for `\(condition)`.")
  }

  /// Loads a page and waits for its load event.
  func navigate(_ url: String) throws {
    let before = events.count
    _ = try send("Page.navigate", ["url": url])
    let deadline = Date().addingTimeInterval(hangGuard)
    while !events[before...].contains(where: { $0.method == "Page.loadEventFired" }) {
      guard Date() < deadline else { throw BrowserError(description: "\(url) did not finish loading within \(hangGuard) s.") }
      try evaluate("1")
      usleep(20_000)
    }
  }

  /// A real key press (keyDown with its text, then keyUp), as a user's keyboard sends it.
  func press(_ key: String, code: String, keyCode: Int) throws {
    try send("Input.dispatchKeyEvent", ["type": "keyDown", "key": key, "code": code, "text": key,
                                        "windowsVirtualKeyCode": keyCode, "nativeVirtualKeyCode": keyCode])
    try send("Input.dispatchKeyEvent", ["type": "keyUp", "key": key, "code": code,
                                        "windowsVirtualKeyCode": keyCode, "nativeVirtualKeyCode": keyCode])
  }

  /// A left-button drag from one point to another in CSS pixels, in `steps` moves.
  func drag(from a: (Double, Double), to b: (Double, Double), steps: Int = 5) throws {
    try send("Input.dispatchMouseEvent", ["type": "mouseMoved", "x": a.0, "y": a.1])
    try send("Input.dispatchMouseEvent", ["type": "mousePressed", "x": a.0, "y": a.1, "button": "left", "buttons": 1, "clickCount": 1])
    for i in 1...steps {
      let t = Double(i) / Double(steps)
      try send("Input.dispatchMouseEvent", ["type": "mouseMoved", "x": a.0 + (b.0 - a.0) * t, "y": a.1 + (b.1 - a.1) * t,
                                            "button": "left", "buttons": 1])
    }
    try send("Input.dispatchMouseEvent", ["type": "mouseReleased", "x": b.0, "y": b.1, "button": "left", "buttons": 0, "clickCount": 1])
  }

  /// A PNG of the viewport.
  func screenshot() throws -> Data {
    let r = try send("Page.captureScreenshot", ["format": "png"])
    guard let b64 = r["data"] as? String, let data = Data(base64Encoded: b64) else {
      throw BrowserError(description: "Page.captureScreenshot returned no image")
    }
    return data
  }

  /// Ends the browser (this process only, by its pid) and reaps it.
  func close() {
    _ = try? send("Browser.close", page: false)
    Glibc.close(toBrowser); Glibc.close(fromBrowser)
    var status: Int32 = 0
    for _ in 0..<200 {
      if waitpid(pid, &status, WNOHANG) == pid { return }
      usleep(10_000)
    }
    kill(pid, SIGKILL)
    waitpid(pid, &status, 0)
  }
}
