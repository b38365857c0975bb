import Foundation
import PlumbPNG
import Testing

/// The report viewer in a real browser: headless Chromium (Debian's `chromium`, installed by
/// scripts/bootstrap.sh) loads a report of a real run and the test drives every viewer mode with
/// real key presses and a real mouse drag, then checks that nothing logged an error and the
/// Content-Security-Policy refused nothing. One browser for the whole suite. A browser that
/// cannot start fails the test with the reason; it is never skipped.
///
/// Screenshots go to `.build/plumb-report-browser/` (and to `PLUMB_REPORT_SCREENSHOTS` when set,
/// which is how docs/images/report-*.png were made).
@Suite(.serialized) struct ReportBrowserTests {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  /// Catches policy refusals in the page itself (DevTools-injected, so the policy does not apply to it).
  /// Slows every image decode by 300 ms and records, when the page marks itself ready, whether
  /// it asked for decodes and every one had finished.
  static let readinessProbe = """
    (function () {
      var decode = HTMLImageElement.prototype.decode;
      window.__decodeCalls = 0; window.__pendingDecodes = 0;
      HTMLImageElement.prototype.decode = function () {
        var image = this; window.__decodeCalls++; window.__pendingDecodes++;
        return new Promise(function (resolve, reject) {
          setTimeout(function () { window.__pendingDecodes--; decode.call(image).then(resolve, reject); }, 300);
        });
      };
      new MutationObserver(function () {
        if (document.body && document.body.dataset.ready === "true" && window.__readyState === undefined)
          window.__readyState = window.__decodeCalls > 0 && window.__pendingDecodes === 0 ? "decoded" : "early";
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-ready"] });
    })();
    """

  static let violationProbe = """
    window.__csp = [];
    document.addEventListener('securitypolicyviolation', function (e) {
      window.__csp.push(e.violatedDirective + ' ' + e.blockedURI);
    });
    """

  @Test func viewerModesFilterKeysAndPolicyInHeadlessChromium() throws {
    let scratch = Scratch()
    let fixture = try ReportFixture.make(in: scratch.path("run"))
    let browser: HeadlessChromium
    do {
      browser = try HeadlessChromium(profile: scratch.path("profile"))
    } catch {
      Issue.record("The browser could not start: \(error)")
      return
    }
    defer { browser.close() }
    try browser.send("Page.enable")
    try browser.send("Runtime.enable")
    try browser.send("Log.enable")
    try browser.send("Page.addScriptToEvaluateOnNewDocument", ["source": Self.violationProbe])
    try browser.send("Page.addScriptToEvaluateOnNewDocument", ["source": Self.readinessProbe])
    try browser.navigate(URL(fileURLWithPath: "\(fixture.report)/index.html").absoluteString)
    try browser.waitUntil("document.body && document.body.dataset.ready === 'true'")
    // Ready means the shown images have decoded (each decode slowed by the probe), so no further
    // wait is needed before a screenshot.
    #expect(try browser.string("String(window.__readyState)") == "decoded", "the report said it was ready before its images decoded")
    let imagesLoaded = "Array.from(document.images).every(function (i) { return i.complete && i.naturalWidth > 0; })"
    try browser.waitUntil(imagesLoaded)

    // Every golden of the run, failures first, then new, removed, passed.
    let statuses = try browser.string("Array.from(document.querySelectorAll('#list li .badge')).map(b => b.textContent).join(',')")
    #expect(statuses == "failed,failed,failed,new,removed,passed,passed")
    let ids = try browser.string("Array.from(document.querySelectorAll('#list li')).map(li => li.dataset.id).join(',')")
    #expect(ids == "Catalog/custom-popup,Catalog/device-list,Hostile/quote-and-script,Catalog/sheet-form,Catalog/shapes,Catalog/cards,Catalog/gradients")

    // The transition opens on its failed frame; the filmstrip gives each frame's verdict.
    #expect(try browser.string("document.getElementById('golden-name').textContent") == "Catalog/custom-popup · f02")
    #expect(try browser.string("Array.from(document.querySelectorAll('#filmstrip .badge')).map(b => b.textContent).join(',')")
            == "passed,passed,failed,passed,passed")
    #expect(try browser.bool("document.querySelectorAll('#stage .boxes .box').length > 0"))

    // Side by side: golden, actual and diff, each with the changed regions boxed.
    #expect(try browser.string("Array.from(document.querySelectorAll('#stage .pane')).map(p => p.dataset.pane).join(',')") == "golden,actual,diff")
    try save(browser.screenshot(), "report-transition-side-by-side.png")

    // Keyboard next (j) and previous (k).
    try browser.press("j", code: "KeyJ", keyCode: 74)
    #expect(try browser.string("document.querySelector('#list li[aria-selected=true]').dataset.id") == "Catalog/device-list")
    let layout = try browser.string("Array.from(document.querySelectorAll('#layout li')).map(li => li.textContent).join('\\n')")
    #expect(layout.contains("12"), "the 12 pt move should be in the layout sentences: \(layout)")
    // Layout sentences come first, before the images.
    #expect(try browser.bool("!!(document.getElementById('layout').compareDocumentPosition(document.getElementById('stage')) "
      + "& Node.DOCUMENT_POSITION_FOLLOWING)"))
    #expect(try browser.string("document.getElementById('facts').textContent").contains("375 × 667 px"))
    try browser.waitUntil(imagesLoaded)
    try save(browser.screenshot(), "report-side-by-side.png")
    try browser.press("k", code: "KeyK", keyCode: 75)
    #expect(try browser.string("document.querySelector('#list li[aria-selected=true]').dataset.id") == "Catalog/custom-popup")
    try browser.press("j", code: "KeyJ", keyCode: 74)

    // Slider (2): the actual is clipped at the split; dragging on the image moves it.
    try browser.press("2", code: "Digit2", keyCode: 50)
    let clip = "getComputedStyle(document.querySelector('#stage .layer.actual')).clipPath"
    #expect(try browser.string(clip) == "inset(0px 0px 0px 50%)")
    let rect = try browser.string("JSON.stringify(document.querySelector('#stage .frame').getBoundingClientRect())")
    let r = try JSONSerialization.jsonObject(with: Data(rect.utf8)) as? [String: Double] ?? [:]
    let (x, y, w, h) = (r["x"] ?? 0, r["y"] ?? 0, r["width"] ?? 0, r["height"] ?? 0)
    #expect(w > 100 && h > 100, "\(rect)")
    try browser.drag(from: (x + w * 0.5, y + h * 0.5), to: (x + w * 0.25, y + h * 0.5))
    let moved = try browser.string(clip)
    let inset = Double(moved.split(separator: " ").last?.dropLast(2) ?? "") ?? -1
    #expect(abs(inset - 25) < 1, "after the drag: \(moved)")
    #expect(try browser.number("parseFloat(document.getElementById('slider-range').value)") == inset)
    try save(browser.screenshot(), "report-slider.png")

    // Onion skin (3): the opacity follows its slider.
    try browser.press("3", code: "Digit3", keyCode: 51)
    let opacity = "getComputedStyle(document.querySelector('#stage .layer.actual')).opacity"
    #expect(try browser.string(opacity) == "0.5")
    try browser.evaluate("var o = document.getElementById('onion-range'); o.value = '20'; o.dispatchEvent(new Event('input')); 0")
    #expect(try browser.string(opacity) == "0.2")

    // Blink (4): golden and actual take turns.
    try browser.press("4", code: "Digit4", keyCode: 52)
    let showing = "document.getElementById('stage').dataset.showing"
    let visibility = "getComputedStyle(document.querySelector('#stage .layer.actual')).visibility"
    #expect(try browser.string(showing) == "golden" && browser.string(visibility) == "hidden")
    try browser.waitUntil("\(showing) === 'actual'")
    #expect(try browser.string(visibility) == "visible")
    try browser.waitUntil("\(showing) === 'golden'")

    // Diff (5), then zoom to single pixels: 8 device pixels per image pixel, drawn crisp.
    try browser.press("5", code: "Digit5", keyCode: 53)
    #expect(try browser.string("document.querySelector('#stage img').getAttribute('src')") == "Catalog/device-list/diff.png")
    for _ in 0..<7 { try browser.press("=", code: "Equal", keyCode: 187) }
    #expect(try browser.string("document.getElementById('zoom-label').textContent") == "32×")
    try browser.press("-", code: "Minus", keyCode: 189)
    try browser.press("-", code: "Minus", keyCode: 189)
    #expect(try browser.string("document.getElementById('zoom-label').textContent") == "8×")
    #expect(try browser.number("document.querySelector('#stage img').getBoundingClientRect().width") == 375 * 8)
    #expect(try browser.string("getComputedStyle(document.querySelector('#stage img')).imageRendering") == "pixelated")
    try browser.press("0", code: "Digit0", keyCode: 48)
    #expect(try browser.string("document.getElementById('zoom-label').textContent").hasSuffix("fit"))
    #expect(try browser.string("getComputedStyle(document.querySelector('#stage img')).imageRendering") != "pixelated")
    // Boxes toggle (b).
    try browser.press("b", code: "KeyB", keyCode: 66)
    #expect(try browser.string("getComputedStyle(document.querySelector('#stage .boxes')).display") == "none")
    try browser.press("b", code: "KeyB", keyCode: 66)

    // Filter by status and search by name.
    try browser.evaluate("document.querySelector('.filter[data-status=passed]').click(); 0")
    #expect(try browser.string("Array.from(document.querySelectorAll('#list li')).map(li => li.dataset.id).join(',')")
            == "Catalog/cards,Catalog/gradients")
    #expect(try browser.string("document.querySelector('#list li[aria-selected=true]').dataset.id") == "Catalog/cards")
    #expect(try browser.bool("document.querySelector('.mode').disabled"), "one image: nothing to compare")
    try browser.evaluate("document.querySelector('.filter[data-status=all]').click(); 0")
    try browser.evaluate("var s = document.getElementById('search'); s.value = 'SHEET'; s.dispatchEvent(new Event('input')); 0")
    #expect(try browser.string("Array.from(document.querySelectorAll('#list li')).map(li => li.dataset.id).join(',')") == "Catalog/sheet-form")
    #expect(try browser.string("document.getElementById('golden-name').textContent") == "Catalog/sheet-form")
    #expect(try browser.string("document.querySelector('#stage .caption').textContent").hasPrefix("Actual (new"))
    try browser.waitUntil(imagesLoaded)
    try browser.evaluate("var s = document.getElementById('search'); s.value = ''; s.dispatchEvent(new Event('input')); 0")

    // Hostile strings are text: none of their markup or script ran.
    try browser.evaluate("document.querySelector('#list li[data-id=\"Hostile/quote-and-script\"]').click(); 0")
    #expect(try browser.string("document.querySelector('#layout li').textContent") == ReportFixture.hostileLayout)
    #expect(try browser.string("document.querySelector('main pre').textContent") == ReportFixture.hostileMessage)
    #expect(try browser.string("document.title") == ReportFixture.hostileTitle)
    #expect(try browser.string("typeof window.__pwned") == "undefined")
    #expect(try browser.number("document.querySelectorAll('script').length") == 2, "the data block and the page's script only")

    // Nothing logged an error or a warning, nothing threw, and the policy refused nothing.
    try browser.evaluate("0")
    let problems = browser.events.compactMap(Self.problem)
    #expect(problems.isEmpty, "\(problems)")
    #expect(try browser.string("JSON.stringify(window.__csp)") == "[]")

    // The probe works: an inline script and a network image added now are refused by the policy.
    try browser.evaluate("""
      var s = document.createElement('script'); s.textContent = 'window.__inline = 1'; document.body.appendChild(s);
      var i = document.createElement('img'); i.src = 'https://example.invalid/x.png'; document.body.appendChild(i); 0
      """)
    try browser.waitUntil("window.__csp.length >= 2")
    #expect(try browser.string("typeof window.__inline") == "undefined")
    let refused = try browser.string("window.__csp.join('|')")
    #expect(refused.contains("script-src") && refused.contains("img-src"), "\(refused)")
  }

  /// A console error or warning, an uncaught exception, or a browser log entry at warning level
  /// or above, described; nil for anything else.
  static func problem(_ event: (method: String, params: [String: Any])) -> String? {
    switch event.method {
    case "Runtime.exceptionThrown":
      return "exception: \(event.params["exceptionDetails"] ?? "")"
    case "Runtime.consoleAPICalled":
      let type = event.params["type"] as? String ?? ""
      guard ["error", "warning", "assert"].contains(type) else { return nil }
      return "console.\(type): \(event.params["args"] ?? "")"
    case "Log.entryAdded":
      let entry = event.params["entry"] as? [String: Any] ?? [:]
      guard ["error", "warning"].contains(entry["level"] as? String ?? "") else { return nil }
      return "log \(entry["source"] ?? ""): \(entry["text"] ?? "") \(entry["url"] ?? "")"
    default:
      return nil
    }
  }

  /// Checks a screenshot is a real picture of the page and keeps it for looking at.
  func save(_ png: Data, _ name: String) throws {
    let image = try PNG.decode(Array(png))
    #expect(image.width == 1400 && image.height == 900)
    #expect(Set(stride(from: 0, to: image.pixels.count, by: 4 * 997).map { image.pixels[$0] }).count > 3, "a blank screenshot")
    var folders = ["\(Self.packageRoot)/.build/plumb-report-browser"]
    if let extra = ProcessInfo.processInfo.environment["PLUMB_REPORT_SCREENSHOTS"], !extra.isEmpty { folders.append(extra) }
    for folder in folders {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try png.write(to: URL(fileURLWithPath: "\(folder)/\(name)"))
    }
  }
}
