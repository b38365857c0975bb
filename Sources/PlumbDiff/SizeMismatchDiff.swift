import PlumbGraphics

/// Two images of different sizes never match, but the failure should still show where they
/// differ: the comparison runs over the union of both sizes (top-left aligned). Pixels covered
/// by only one image count and are drawn red; in the overlap a pixel counts when it differs by
/// more than the threshold (no anti-aliasing allowance: the layout moved, the edges will too).
func sizeMismatchDiff(_ a: RGBAImage, _ b: RGBAImage, options: PixelDiffOptions,
                      output: UnsafeMutablePointer<UInt8>?) -> PixelDiffResult {
  let w = max(a.width, b.width), h = max(a.height, b.height)
  let perceptual = options.perceptual
  let scan = Scan(options, allowed: 0)
  let limit = scan.limit, alpha = scan.alpha
  // Counted pixels as one bit each (see `ChangedPixelMask`): when nearly all differ, an index
  // list would cost as much as another image.
  var mask = ChangedPixelMask(width: w, height: h)
  var counted = 0
  var largest = 0.0
  a.pixels.withUnsafeBufferPointer { bufA in
    b.pixels.withUnsafeBufferPointer { bufB in
      for y in 0..<h {
        for x in 0..<w {
          let i = y * w + x
          let inA = x < a.width && y < a.height, inB = x < b.width && y < b.height
          if inA && inB {
            let p1 = loadPixel(bufA.baseAddress!, y * a.width + x)
            let p2 = loadPixel(bufB.baseAddress!, y * b.width + x)
            let delta = p1 == p2 ? 0 : perceptual == nil ? colorDelta(p1, p2) : perceptualDelta(p1, p2)
            largest = max(largest, delta)
            if delta > limit {
              counted += 1
              mask.set(x: x, y: y)
              if let out = output { drawPixel(out, i, diffColor) }
            } else if let out = output {
              drawGrayPixel(p1, out, i, alpha: alpha)
            }
          } else if inA || inB {
            counted += 1
            mask.set(x: x, y: y)
            if let out = output { drawPixel(out, i, diffColor) }
          } else if let out = output {
            drawPixel(out, i, (255, 255, 255))  // covered by neither image
          }
        }
      }
    }
  }
  let regions = clusterRegions(mask, cellSize: options.regionCellSize)
  return PixelDiffResult(
    size: PixelSize(width: w, height: h),
    differentPixels: counted,
    antialiasedPixels: 0,
    metric: perceptual == nil ? .yiq : .ciede2000,
    largestDelta: perceptual == nil ? normalisedYIQ(largest) : largest,
    boundingBox: regions.dropFirst().reduce(regions.first) { $0?.union($1) },
    regions: regions,
    loosestPassingThreshold: nil,
    sizeMismatch: .init(expected: PixelSize(width: a.width, height: a.height),
                        actual: PixelSize(width: b.width, height: b.height)))
}
