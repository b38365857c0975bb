import Foundation
import PlumbGraphics

/// Where the three parts of one axis of a sliced image come from (source pixels) and go
/// (destination points), for `SlicedImagePainter`.
///
/// Caps keep their size; the interior takes the rest. A destination shorter than both caps
/// shrinks the two caps in proportion so together they fill it and the interior gets nothing
/// (what UIKit appears to do, confidence L: docs/images.md, "Smaller than the caps"). Caps wider
/// than the image itself are shrunk the same way to fit it. Destination lengths are rounded to
/// the device pixel so the pieces meet on pixel edges.
struct SliceAxis: Equatable {
  /// Pixel ranges in the source: leading cap, interior, trailing cap.
  var source: [Range<Int>]
  /// Lengths in points in the destination: leading cap, interior, trailing cap.
  var lengths: [Double]
  /// The interior's natural length in points (one tile).
  var tileLength: Double

  /// `capA`/`capB`: the caps in image points; `centre`: the drawn part of the interior (nil: all
  /// of it); `imagePoints`: the image's length in points, `pixels` in pixels; `destination`: the
  /// length to fill in points; `deviceScale`: device pixels per point.
  init(capA: Double, capB: Double, centre: Double?, imagePoints: Double, pixels: Int, destination: Double,
       deviceScale: Double) {
    let points = imagePoints > 0 ? imagePoints : Double(pixels)
    let perPoint = Double(pixels) / points
    var a = max(0, capA.isFinite ? capA : 0), b = max(0, capB.isFinite ? capB : 0)
    if a + b > points { let f = points / (a + b); a *= f; b *= f }
    let sa = min(pixels, Int((a * perPoint).rounded()))
    let sb = max(sa, pixels - Int((b * perPoint).rounded()))
    var interiorEnd = sb
    if let centre, centre.isFinite, centre > 0 { interiorEnd = min(sb, sa + max(1, Int((centre * perPoint).rounded()))) }
    var interior = sa..<interiorEnd
    if interior.isEmpty {
      // The caps cover the whole image: the pixel line where they meet fills the interior.
      let at = max(0, min(sa, pixels - 1))
      interior = at..<(at + 1)
    }
    source = [0..<sa, interior, sb..<pixels]
    tileLength = Double(interior.count) / perPoint

    let scale = deviceScale > 0 ? deviceScale : 1
    func round(_ v: Double) -> Double { (v * scale).rounded() / scale }
    let dest = max(0, destination)
    var da = a, db = b
    if da + db > dest, da + db > 0 { let f = dest / (da + db); da *= f; db *= f }
    da = min(round(da), dest)
    db = min(round(db), dest - da)
    lengths = [da, max(0, dest - da - db), db]
  }
}
