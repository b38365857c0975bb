@testable import PlumbGraphics
import XCTest

/// The third pass (docs/symbols.md): the project's own stroke drawings, icons turned by a map
/// flag, names composed from two drawn names by the map's `compose` lines, and `.slash` over any
/// drawn base.
final class SymbolDrawingTests: XCTestCase {
  /// The names of the top 400 of the count that no earlier pass drew (Apple's marks aside).
  /// `x.circle.fill` (the letter x in a disc) and `arrow.swap` (SF 1.0's `arrow.triangle.swap`)
  /// look like typos but are SF names.
  static let topFourHundred = [
    "shareplay", "tortoise", "character.book.closed", "hand.point.right.fill", "xmark.bin", "mail.stack",
    "rectangle.3.group", "plus.square.on.square", "bookmark.slash.fill", "face.dashed", "aqi.low",
    "bolt.horizontal.fill", "selection.pin.in.out", "rectangle.connected.to.line.below", "arrow.up.heart.fill",
    "badge.plus.radiowaves.right", "bubbles.and.sparkles.fill", "list.bullet.below.rectangle", "x.circle.fill",
    "arrow.swap"]

  /// Ranks 401–450 drawn by this pass.
  static let nextFifty = [
    "circle.grid.2x2", "circle.grid.2x2.fill", "circle.grid.3x3.fill", "circle.grid.cross", "clear", "clock.arrow.2.circlepath",
    "clock.arrow.trianglehead.counterclockwise.rotate.90", "document.badge.plus", "drop.triangle.fill",
    "ellipsis.message", "exclamationmark.magnifyingglass", "exclamationmark.shield", "eyeglasses", "gamecontroller",
    "globe.europe.africa", "globe.europe.africa.fill"]

  /// Names past rank 450 and the weather composites (a drawing used only as a part, `dr:rain`).
  static let beyond = [
    "hands.clap.fill", "icloud.and.arrow.down", "lifepreserver.fill", "hifispeaker", "microphone.fill", "movieclapper",
    "party.popper", "pentagon", "person.fill.checkmark", "lock.shield", "music.mic", "pc", "list.bullet.rectangle",
    "list.bullet.rectangle.fill", "menubar.rectangle", "cloud.sun.rain.fill", "cloud.sun.bolt.fill", "cloud.sun.rain"]

  func testNamesBeyondFourHundredFiftyDraw() {
    assertSymbolsDrawn(Self.beyond, minWidth: 0.5)
    // The rain drawing is a part, not a name.
    let (rain, warnings) = RenderWarnings.collecting { SymbolLibrary.symbol(named: "rain") }
    XCTAssertEqual(rain.placeholderLabel, "rain")
    XCTAssertEqual(warnings.count, 1)
  }

  func testTopFourHundredNamesDraw() {
    assertSymbolsDrawn(Self.topFourHundred, minWidth: 0.5)
  }

  func testNextFiftyNamesDraw() {
    assertSymbolsDrawn(Self.nextFifty, minWidth: 0.5)
  }

  /// A drawing's strokes follow the weight (thin 0.5×, bold 1.5× of the regular width): the
  /// xmark.bin rim's top edge (centre line at y 4.5 of 24) moves out by half the width.
  func testDrawingStrokesFollowTheWeight() throws {
    let thin = try XCTUnwrap(SymbolLibrary.symbol(named: "xmark.bin", weight: .thin).path.tightBounds)
    let regular = try XCTUnwrap(SymbolLibrary.symbol(named: "xmark.bin").path.tightBounds)
    let bold = try XCTUnwrap(SymbolLibrary.symbol(named: "xmark.bin", weight: .bold).path.tightBounds)
    XCTAssertEqual(regular.minY, (4.5 - 0.75) / 24, accuracy: 0.002)
    XCTAssertEqual(thin.minY, (4.5 - 0.375) / 24, accuracy: 0.002)
    XCTAssertEqual(bold.minY, (4.5 - 1.125) / 24, accuracy: 0.002)
    // The × on the front: its centre is ink, the box beside it is not.
    let s = SymbolLibrary.symbol(named: "xmark.bin").path
    XCTAssertTrue(s.containsPoint(CGPoint(x: 0.5, y: 13.75 / 24)))
    XCTAssertFalse(s.containsPoint(CGPoint(x: 6.5 / 24, y: 13.75 / 24)))
  }

  /// `rotate90` turns Phosphor's upward hand a quarter clockwise: the outline is the icon's, each
  /// point (x, y) moved to (1 − y, x).
  func testTurnFlagRotatesClockwise() throws {
    let up = try XCTUnwrap(SymbolCatalog.outline(glyph: "ph:hand-pointing", weight: "fill"))
    let right = SymbolLibrary.symbol(named: "hand.point.right.fill")
    let a = try XCTUnwrap(up.path.tightBounds), b = try XCTUnwrap(right.path.tightBounds)
    XCTAssertEqual(b.minX, 1 - a.maxY, accuracy: 1e-9)
    XCTAssertEqual(b.maxX, 1 - a.minY, accuracy: 1e-9)
    XCTAssertEqual(b.minY, a.minX, accuracy: 1e-9)
    XCTAssertEqual(b.width, a.height, accuracy: 1e-9)
  }

  /// `.slash`: the slash is ink, and a point of the base beside it is cut out by the gap.
  func testSlashCutsTheBase() {
    let (s, warnings) = RenderWarnings.collecting { SymbolLibrary.symbol(named: "bookmark.slash.fill") }
    XCTAssertEqual(warnings, [])
    XCTAssertEqual(s.layers.map(\.level), [1, 0])
    XCTAssertTrue(s.path.containsPoint(CGPoint(x: 0.5, y: 0.5)), "on the slash")
    // Perpendicular to the slash, 0.06 away: inside the gap band (half slash 0.034 + gap 0.05).
    let d = CGPoint(x: 0.74, y: -0.68), off = CGPoint(x: 0.5 + d.x * 0.06, y: 0.5 + d.y * 0.06)
    XCTAssertTrue(SymbolLibrary.symbol(named: "bookmark.fill").path.containsPoint(off))
    XCTAssertFalse(s.path.containsPoint(off), "cut out beside the slash")
    XCTAssertTrue(s.path.containsPoint(CGPoint(x: 0.5 + d.x * 0.2, y: 0.5 + d.y * 0.2)), "the base further away")
    // Only the slashed names SF has are drawn: `link` has no `.slash`, so that name stays unknown.
    assertSymbolsDrawn(["hand.raised.slash", "person.slash", "lock.slash.fill", "shareplay.slash"], minWidth: 0.5)
    let (link, linkWarnings) = RenderWarnings.collecting { SymbolLibrary.symbol(named: "link.slash") }
    XCTAssertEqual(link.placeholderLabel, "link.slash")
    XCTAssertEqual(linkWarnings.count, 1)
  }

  /// The letter x of `x.circle.fill` is cut out of the disc (even-odd), thinner than xmark's.
  func testLetterXCircle() {
    let s = SymbolLibrary.symbol(named: "x.circle.fill")
    let evenOdd = s.fillRule == .evenOdd
    XCTAssertFalse(s.path.containsPoint(CGPoint(x: 0.5, y: 0.5), evenOdd: evenOdd), "the x's crossing is cut out")
    XCTAssertTrue(s.path.containsPoint(CGPoint(x: 0.5, y: 0.36), evenOdd: evenOdd), "the disc between the x's arms")
    XCTAssertTrue(s.path.containsPoint(CGPoint(x: 0.5, y: 0.12), evenOdd: evenOdd), "the disc's rim")
  }

  /// A `hole` composition cuts the mark out of the base; `over` draws it on top.
  func testComposedHoleAndOver() {
    let hole = SymbolLibrary.symbol(named: "arrow.up.heart.fill").path
    let shaft = CGPoint(x: 0.5, y: 0.55)
    XCTAssertTrue(SymbolLibrary.symbol(named: "heart.fill").path.containsPoint(shaft))
    XCTAssertFalse(hole.containsPoint(shaft), "the arrow's shaft is cut out")
    XCTAssertTrue(hole.containsPoint(CGPoint(x: 0.3, y: 0.4)), "the heart beside it")
    let over = SymbolLibrary.symbol(named: "arrow.up.heart")
    XCTAssertTrue(over.path.containsPoint(shaft), "the arrow drawn inside the outline heart")
    XCTAssertEqual(over.layers.count, 2)
  }

  /// A drawing's overlapping strokes cannot be knocked out of a filled enclosure: such a name is
  /// the placeholder with its warning, never a wrong picture; the outline enclosure composes.
  func testFilledEnclosureOfADrawingIsNotFaked() {
    let (filled, warnings) = RenderWarnings.collecting { SymbolLibrary.symbol(named: "tortoise.circle.fill") }
    XCTAssertEqual(filled.placeholderLabel, "tortoise.circle.fill")
    XCTAssertEqual(warnings.count, 1)
    assertSymbolsDrawn(["tortoise.circle"], minWidth: 0.5)
  }
}
