import PlumbGraphics

// Turning what the comparison pass collected into a `PixelDiffResult`: the loosest passing
// threshold, the bounding box and the changed regions.

extension Tally {
  /// The result for two equally sized images `a` and `b` compared with `options`; `limit` is the
  /// per-pixel limit that was applied (squared YIQ delta or ΔE).
  func result(_ a: RGBAImage, _ b: RGBAImage, options: PixelDiffOptions, limit: Double) -> PixelDiffResult {
    let metric: PixelDiffResult.Metric = options.perceptual == nil ? .yiq : .ciede2000
    let w = a.width, h = a.height
    let allowed = options.allowedDifferentPixels(outOf: w * h)
    let loosestRaw = loosestPassingDelta(a, b, options: options, allowed: allowed)
    let regions = clusterRegions(counted, width: w, height: h, cellSize: options.regionCellSize)
    return PixelDiffResult(
      size: PixelSize(width: w, height: h),
      differentPixels: counted.count,
      antialiasedPixels: antialiased,
      metric: metric,
      largestDelta: metric == .yiq ? normalisedYIQ(largest) : largest,
      boundingBox: regions.dropFirst().reduce(regions.first) { $0?.union($1) },
      regions: regions,
      loosestPassingThreshold: metric == .yiq ? yiqThreshold(admitting: loosestRaw) : loosestRaw,
      sizeMismatch: nil)
  }

  /// The smallest per-pixel limit (squared YIQ delta or ΔE) at which no more than `allowed`
  /// pixels count. A pixel counts when its delta exceeds the limit and it is not anti-aliasing;
  /// whether a pixel is anti-aliasing does not depend on the threshold, so the answer is the
  /// (allowed+1)-th largest delta among pixels that would count.
  private func loosestPassingDelta(_ a: RGBAImage, _ b: RGBAImage, options: PixelDiffOptions,
                                   allowed: Int) -> Double {
    if counted.count > allowed {
      // Failing now: raising the limit only removes counted pixels.
      var deltas = countedDeltas
      partialSortDescending(&deltas, first: allowed + 1) { $0 }
      return deltas[allowed]
    }
    // Passing now: a lower limit would also count the under-threshold pixels that are not
    // anti-aliasing, largest first. Test them for anti-aliasing in growing batches.
    let need = allowed - counted.count + 1
    var candidates = below
    var batch = need + 64
    return a.pixels.withUnsafeBufferPointer { pa in
      b.pixels.withUnsafeBufferPointer { pb in
        let w = a.width, h = a.height
        while true {
          let k = min(batch, candidates.count)
          partialSortDescending(&candidates, first: k) { $0.delta }
          var found = 0
          for c in candidates[0..<k] {
            let x = Int(c.index) % w, y = Int(c.index) / w
            let aa = !options.includeAntialiased
              && (isAntialiased(pa.baseAddress!, x, y, w, h, other: pb.baseAddress!)
                  || isAntialiased(pb.baseAddress!, x, y, w, h, other: pa.baseAddress!))
            if !aa { found += 1; if found == need { return c.delta } }
          }
          if k == candidates.count { return 0 }
          batch *= 4
        }
      }
    }
  }
}

/// A squared YIQ delta as the 0…1 distance thresholds are given in.
func normalisedYIQ(_ delta: Double) -> Double { (delta / maxYIQDelta).squareRoot() }

/// The smallest threshold `t` with `35215 · t · t ≥ delta` in floating point, i.e. one at which a
/// pixel of this delta no longer counts.
func yiqThreshold(admitting delta: Double) -> Double {
  if delta <= 0 { return 0 }
  var t = normalisedYIQ(delta)
  while maxYIQDelta * t * t < delta { t = t.nextUp }
  while t > 0 && maxYIQDelta * t.nextDown * t.nextDown >= delta { t = t.nextDown }
  return t
}

/// Reorders `a` so that its first `k` elements are its k greatest by `key`, in descending order
/// (quickselect, then a sort of the prefix): O(n + k log k) rather than sorting everything.
func partialSortDescending<T>(_ a: inout [T], first k: Int, key: (T) -> Double) {
  let n = a.count
  let k = min(k, n)
  guard k > 0 else { return }
  var lo = 0, hi = n - 1
  while k < n && lo < hi {
    let mid = lo + (hi - lo) / 2
    let x = key(a[lo]), y = key(a[mid]), z = key(a[hi])
    let pivot = max(min(x, y), min(max(x, y), z))
    // Hoare partition, descending: [lo...j] ≥ pivot, [i...hi] ≤ pivot, between them == pivot.
    var i = lo, j = hi
    while i <= j {
      while key(a[i]) > pivot { i += 1 }
      while key(a[j]) < pivot { j -= 1 }
      if i <= j { a.swapAt(i, j); i += 1; j -= 1 }
    }
    if k - 1 <= j { hi = j } else if k - 1 >= i { lo = i } else { break }
  }
  a[0..<k].sort { key($0) > key($1) }
}

/// Groups changed pixels (indices into a `width`-wide image) into regions: the image is cut into
/// `cellSize`-pixel cells, cells holding a changed pixel that touch (8-connected) form one region,
/// and each region's box is the exact bounds of its pixels. Largest region (by pixel count) first,
/// ties top to bottom, then left to right.
func clusterRegions(_ indices: [Int32], width: Int, height: Int, cellSize: Int) -> [PixelRect] {
  guard !indices.isEmpty, width > 0, height > 0 else { return [] }
  let cs = max(1, cellSize)
  let cw = (width + cs - 1) / cs, ch = (height + cs - 1) / cs
  // 0 = no change in the cell, -1 = changed but not yet labelled, n > 0 = region n.
  var label = [Int32](repeating: 0, count: cw * ch)
  for idx in indices {
    let i = Int(idx)
    label[(i / width / cs) * cw + (i % width) / cs] = -1
  }
  var regionCount: Int32 = 0
  var stack: [Int] = []
  for start in 0..<label.count where label[start] == -1 {
    regionCount += 1
    label[start] = regionCount
    stack.append(start)
    while let c = stack.popLast() {
      let cx = c % cw, cy = c / cw
      for ny in max(0, cy - 1)...min(ch - 1, cy + 1) {
        for nx in max(0, cx - 1)...min(cw - 1, cx + 1) where label[ny * cw + nx] == -1 {
          label[ny * cw + nx] = regionCount
          stack.append(ny * cw + nx)
        }
      }
    }
  }
  struct Box { var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1, count = 0 }
  var boxes = [Box](repeating: Box(), count: Int(regionCount) + 1)
  for idx in indices {
    let i = Int(idx)
    let x = i % width, y = i / width
    let r = Int(label[(y / cs) * cw + x / cs])
    boxes[r].minX = min(boxes[r].minX, x); boxes[r].maxX = max(boxes[r].maxX, x)
    boxes[r].minY = min(boxes[r].minY, y); boxes[r].maxY = max(boxes[r].maxY, y)
    boxes[r].count += 1
  }
  return boxes.dropFirst()
    .sorted { ($0.count, -$0.minY, -$0.minX) > ($1.count, -$1.minY, -$1.minX) }
    .map { PixelRect(minX: $0.minX, minY: $0.minY, maxX: $0.maxX, maxY: $0.maxY) }
}
