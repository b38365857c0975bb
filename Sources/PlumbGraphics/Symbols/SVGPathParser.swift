import Foundation

/// The SVG path-data grammar (the `d` attribute: M L H V C S Q T A Z, absolute and relative),
/// parsed into a `Path`. It reads the bundled icon outlines and custom symbol templates
/// (`SymbolTemplate`); arcs become cubic Béziers, so `Path` needs no arc element.
public enum SVGPathParser {
  /// Malformed path data: what was expected and where (a character offset into the string).
  public struct Failure: Error, CustomStringConvertible, Equatable {
    public var offset: Int
    public var message: String
    public var description: String { "SVG path data, at character \(offset): \(message)" }
  }

  /// The path that `d` describes, in its own coordinates (y down, as SVG).
  public static func parse(_ d: String) throws -> Path {
    var s = Scanner(Array(d.utf8))
    var path = Path()
    var current = CGPoint.zero, start = CGPoint.zero
    var lastControl: CGPoint? = nil   // for S/T reflection
    var lastCommand: UInt8 = 0
    s.skipSeparators()
    while !s.atEnd {
      var cmd: UInt8
      if let c = s.command() {
        cmd = c
      } else if lastCommand != 0, lastCommand != UInt8(ascii: "Z"), lastCommand != UInt8(ascii: "z") {
        // Repeated arguments: a moveto's extra pairs are linetos.
        cmd = lastCommand == UInt8(ascii: "M") ? UInt8(ascii: "L") : lastCommand == UInt8(ascii: "m") ? UInt8(ascii: "l") : lastCommand
      } else {
        throw Failure(offset: s.index, message: "expected a command letter, found \(s.peekDescription)")
      }
      if lastCommand == 0, cmd != UInt8(ascii: "M"), cmd != UInt8(ascii: "m") {
        throw Failure(offset: s.index - 1, message: "path data must start with a moveto (M or m)")
      }
      let relative = cmd >= UInt8(ascii: "a")
      let upper = relative ? cmd - 32 : cmd
      func pt(_ x: Double, _ y: Double) -> CGPoint {
        relative ? CGPoint(x: current.x + x, y: current.y + y) : CGPoint(x: x, y: y)
      }
      switch upper {
      case UInt8(ascii: "M"):
        let p = pt(try s.number(), try s.number())
        path.move(to: p); current = p; start = p; lastControl = nil
      case UInt8(ascii: "L"):
        let p = pt(try s.number(), try s.number())
        path.addLine(to: p); current = p; lastControl = nil
      case UInt8(ascii: "H"):
        let x = try s.number()
        let p = CGPoint(x: relative ? current.x + x : x, y: current.y)
        path.addLine(to: p); current = p; lastControl = nil
      case UInt8(ascii: "V"):
        let y = try s.number()
        let p = CGPoint(x: current.x, y: relative ? current.y + y : y)
        path.addLine(to: p); current = p; lastControl = nil
      case UInt8(ascii: "C"):
        let c1 = pt(try s.number(), try s.number()), c2 = pt(try s.number(), try s.number())
        let p = pt(try s.number(), try s.number())
        path.addCurve(to: p, control1: c1, control2: c2); current = p; lastControl = c2
      case UInt8(ascii: "S"):
        let c1 = reflect(lastControl, about: current, if: [UInt8(ascii: "C"), UInt8(ascii: "S")], lastCommand)
        let c2 = pt(try s.number(), try s.number()), p = pt(try s.number(), try s.number())
        path.addCurve(to: p, control1: c1, control2: c2); current = p; lastControl = c2
      case UInt8(ascii: "Q"):
        let c = pt(try s.number(), try s.number()), p = pt(try s.number(), try s.number())
        path.addQuadCurve(to: p, control: c); current = p; lastControl = c
      case UInt8(ascii: "T"):
        let c = reflect(lastControl, about: current, if: [UInt8(ascii: "Q"), UInt8(ascii: "T")], lastCommand)
        let p = pt(try s.number(), try s.number())
        path.addQuadCurve(to: p, control: c); current = p; lastControl = c
      case UInt8(ascii: "A"):
        let rx = try s.number(), ry = try s.number(), rotation = try s.number()
        let large = try s.flag(), sweep = try s.flag()
        let p = pt(try s.number(), try s.number())
        for curve in arcCurves(from: current, to: p, rx: rx, ry: ry, degrees: rotation, large: large, sweep: sweep) {
          path.addCurve(to: curve.2, control1: curve.0, control2: curve.1)
        }
        current = p; lastControl = nil
      case UInt8(ascii: "Z"):
        path.closeSubpath(); current = start; lastControl = nil
      default:
        throw Failure(offset: s.index - 1, message: "unknown command \(Character(Unicode.Scalar(cmd)).debugDescription)")
      }
      lastCommand = cmd
      s.skipSeparators()
    }
    return path
  }

  private static func reflect(_ control: CGPoint?, about p: CGPoint, if kinds: [UInt8], _ last: UInt8) -> CGPoint {
    let upper = last >= UInt8(ascii: "a") ? last - 32 : last
    guard let control, kinds.contains(upper) else { return p }
    return CGPoint(x: 2 * p.x - control.x, y: 2 * p.y - control.y)
  }

  /// An elliptical arc (SVG implementation notes, F.6.5 endpoint → centre parameterisation) as
  /// cubic Béziers of at most 90° each: (control1, control2, end).
  static func arcCurves(from p0: CGPoint, to p1: CGPoint, rx rxIn: Double, ry ryIn: Double, degrees: Double,
                        large: Bool, sweep: Bool) -> [(CGPoint, CGPoint, CGPoint)] {
    var rx = abs(rxIn), ry = abs(ryIn)
    if p0 == p1 { return [] }
    if rx == 0 || ry == 0 { return [(p0, p1, p1)] }
    let phi = degrees * .pi / 180, cosPhi = cos(phi), sinPhi = sin(phi)
    let dx = (p0.x - p1.x) / 2, dy = (p0.y - p1.y) / 2
    let x1 = cosPhi * dx + sinPhi * dy, y1 = -sinPhi * dx + cosPhi * dy
    let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
    if lambda > 1 { rx *= lambda.squareRoot(); ry *= lambda.squareRoot() }
    let num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
    let den = rx * rx * y1 * y1 + ry * ry * x1 * x1
    var coef = den == 0 ? 0 : (max(0, num) / den).squareRoot()
    if large == sweep { coef = -coef }
    let cxp = coef * rx * y1 / ry, cyp = -coef * ry * x1 / rx
    let cx = cosPhi * cxp - sinPhi * cyp + (p0.x + p1.x) / 2
    let cy = sinPhi * cxp + cosPhi * cyp + (p0.y + p1.y) / 2
    func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double {
      atan2(ux * vy - uy * vx, ux * vx + uy * vy)
    }
    let theta1 = angle(1, 0, (x1 - cxp) / rx, (y1 - cyp) / ry)
    var delta = angle((x1 - cxp) / rx, (y1 - cyp) / ry, (-x1 - cxp) / rx, (-y1 - cyp) / ry)
    if !sweep && delta > 0 { delta -= 2 * .pi }
    if sweep && delta < 0 { delta += 2 * .pi }
    let segments = max(1, Int((abs(delta) / (.pi / 2) - 1e-9).rounded(.up)))
    let step = delta / Double(segments)
    let k = 4.0 / 3.0 * tan(step / 4)
    func point(_ t: Double) -> (CGPoint, CGPoint) {  // point and derivative direction
      let ct = cos(t), st = sin(t)
      let p = CGPoint(x: cx + rx * ct * cosPhi - ry * st * sinPhi, y: cy + rx * ct * sinPhi + ry * st * cosPhi)
      let d = CGPoint(x: -rx * st * cosPhi - ry * ct * sinPhi, y: -rx * st * sinPhi + ry * ct * cosPhi)
      return (p, d)
    }
    var out: [(CGPoint, CGPoint, CGPoint)] = []
    var t = theta1
    for i in 0..<segments {
      let (a, da) = point(t), (b, db) = point(t + step)
      let end = i == segments - 1 ? p1 : b
      out.append((CGPoint(x: a.x + k * da.x, y: a.y + k * da.y), CGPoint(x: b.x - k * db.x, y: b.y - k * db.y), end))
      t += step
    }
    return out
  }

  /// Reads numbers, flags and command letters from path data.
  private struct Scanner {
    let bytes: [UInt8]
    var index = 0
    init(_ bytes: [UInt8]) { self.bytes = bytes }
    var atEnd: Bool { index >= bytes.count }
    var peekDescription: String {
      atEnd ? "the end" : Character(Unicode.Scalar(bytes[index])).debugDescription
    }

    mutating func skipSeparators() {
      while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D, 0x2C].contains(bytes[index]) { index += 1 }
    }

    mutating func command() -> UInt8? {
      guard !atEnd else { return nil }
      let c = bytes[index] | 0x20
      guard c >= UInt8(ascii: "a"), c <= UInt8(ascii: "z"), c != UInt8(ascii: "e") else { return nil }
      index += 1
      return bytes[index - 1]
    }

    mutating func flag() throws -> Bool {
      skipSeparators()
      guard !atEnd, bytes[index] == UInt8(ascii: "0") || bytes[index] == UInt8(ascii: "1") else {
        throw Failure(offset: index, message: "expected an arc flag (0 or 1), found \(peekDescription)")
      }
      index += 1
      return bytes[index - 1] == UInt8(ascii: "1")
    }

    mutating func number() throws -> Double {
      skipSeparators()
      let begin = index
      if !atEnd, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
      var digits = 0, sawDot = false
      while !atEnd {
        let c = bytes[index]
        if c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") { digits += 1 } else if c == UInt8(ascii: "."), !sawDot { sawDot = true } else { break }
        index += 1
      }
      if digits > 0, !atEnd, bytes[index] | 0x20 == UInt8(ascii: "e") {
        let save = index
        index += 1
        if !atEnd, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
        var expDigits = 0
        while !atEnd, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1; expDigits += 1 }
        if expDigits == 0 { index = save }
      }
      guard digits > 0, let value = Double(String(decoding: bytes[begin..<index], as: UTF8.self)), value.isFinite else {
        index = begin
        throw Failure(offset: begin, message: "expected a number, found \(peekDescription)")
      }
      return value
    }
  }
}
