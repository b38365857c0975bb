import PlumbGraphics

// Turning what the comparison pass collected into a `PixelDiffResult`: the loosest passing
// threshold, the bounding box and the changed regions.

extension Tally {
  /// The result for two equally sized images `a` and `b` compared in `scan`, whose counted
  /// pixels are set in `mask`.
  func result(_ a: RGBAImage, _ b: RGBAImage, scan: Scan, mask: ChangedPixelMask) -> PixelDiffResult {
    let metric: PixelDiffResult.Metric = scan.perceptual ? .ciede2000 : .yiq
    let w = a.width, h = a.height
    let loosestRaw = loosestPassingDelta(a, b, scan: scan)
    let regions = clusterRegions(mask, cellSize: scan.options.regionCellSize)
    return PixelDiffResult(
      size: PixelSize(width: w, height: h),
      differentPixels: counted,
      antialiasedPixels: antialiased,
      metric: metric,
      largestDelta: metric == .yiq ? normalisedYIQ(largest) : largest,
      boundingBox: regions.dropFirst().reduce(regions.first) { $0?.union($1) },
      regions: regions,
      loosestPassingThreshold: metric == .yiq ? yiqThreshold(admitting: loosestRaw) : loosestRaw,
      sizeMismatch: nil)
  }

  /// The smallest per-pixel limit (squared YIQ delta or ΔE) at which no more than `allowed`
  /// pixels count. A pixel counts when its delta exceeds the limit and it is not anti-aliasing,
  /// and whether it is anti-aliasing does not depend on the threshold, so the answer is the
  /// (allowed+1)-th largest delta among pixels that are not anti-aliasing; 0 when there are fewer.
  private func loosestPassingDelta(_ a: RGBAImage, _ b: RGBAImage, scan: Scan) -> Double {
    // Failing now: raising the limit only removes counted pixels.
    if let kth = largestCounted.smallestKept { return kth }
    // Passing now: a lower limit would also count under-threshold pixels that are not
    // anti-aliasing, largest first. They are tested for anti-aliasing only here.
    let need = scan.allowed + 1 - counted
    let w = a.width, h = a.height
    return a.pixels.withUnsafeBufferPointer { bufA in
      b.pixels.withUnsafeBufferPointer { bufB in
        guard let pa = bufA.baseAddress, let pb = bufB.baseAddress else { return 0 }
        func nth(_ candidates: [LargestValues.Entry]) -> Double? {
          var found = 0
          for c in candidates where !scan.isAntialiasedPixel(pa, pb, Int(c.index), width: w, height: h) {
            found += 1
            if found == need { return c.delta }
          }
          return nil
        }
        if let d = nth(largestBelow.sortedDescending) { return d }
        if !largestBelow.overflowed { return 0 }
        // Rare: so many of the largest were anti-aliasing that the kept ones ran out.
        return nth(allBelowThreshold(pa, pb, width: w, height: h, scan: scan)) ?? 0
      }
    }
  }
}

/// Every under-threshold pixel that differs, outside ignore regions, largest delta first: the
/// exhaustive fallback of the loosest passing threshold.
private func allBelowThreshold(_ pa: UnsafePointer<UInt8>, _ pb: UnsafePointer<UInt8>, width w: Int,
                               height h: Int, scan: Scan) -> [LargestValues.Entry] {
  var all: [LargestValues.Entry] = []
  for y in 0..<h {
    for x in 0..<w {
      let i = y * w + x
      let p1 = loadPixel(pa, i), p2 = loadPixel(pb, i)
      if p1 == p2 || scan.ignore.contains(where: { $0.contains(x: x, y: y) }) { continue }
      let delta = scan.perceptual ? perceptualDelta(p1, p2) : colorDelta(p1, p2)
      if delta > 0 && delta <= scan.limit { all.append(.init(delta: delta, index: Int32(truncatingIfNeeded: i))) }
    }
  }
  return all.sorted { $0.delta > $1.delta }
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

/// The `capacity` largest deltas seen so far with their pixel indices, as a min-heap (the
/// smallest kept at the root), and whether any were dropped.
struct LargestValues {
  struct Entry { var delta: Double; var index: Int32 }

  let capacity: Int
  private var heap: [Entry] = []
  private(set) var overflowed = false

  init(capacity: Int) { self.capacity = max(1, capacity) }

  /// Keeps `delta` if it ranks among the largest; cheap when it does not.
  @inline(__always)
  mutating func insert(_ delta: Double, at index: Int) {
    if heap.count < capacity {
      push(Entry(delta: delta, index: Int32(truncatingIfNeeded: index)))
    } else {
      overflowed = true
      if delta > heap[0].delta { replaceRoot(Entry(delta: delta, index: Int32(truncatingIfNeeded: index))) }
    }
  }

  /// Whether a value at most `bound` would be dropped; if so it counts as dropped, without the
  /// caller working out the exact value.
  @inline(__always)
  mutating func wouldDrop(_ bound: Double) -> Bool {
    guard heap.count == capacity, bound <= heap[0].delta else { return false }
    overflowed = true
    return true
  }

  /// Keeps the largest of both (another band's values).
  mutating func insert(contentsOf other: LargestValues) {
    if other.overflowed { overflowed = true }
    for e in other.heap { insert(e.delta, at: Int(e.index)) }
  }

  /// The `capacity`-th largest delta, once that many have been seen.
  var smallestKept: Double? { heap.count == capacity ? heap[0].delta : nil }

  var sortedDescending: [Entry] { heap.sorted { $0.delta > $1.delta } }

  private mutating func push(_ e: Entry) {
    heap.append(e)
    var i = heap.count - 1
    while i > 0 {
      let parent = (i - 1) / 2
      if heap[parent].delta <= heap[i].delta { break }
      heap.swapAt(parent, i); i = parent
    }
  }

  private mutating func replaceRoot(_ e: Entry) {
    heap[0] = e
    var i = 0
    while true {
      let l = 2 * i + 1, r = l + 1
      var m = i
      if l < heap.count && heap[l].delta < heap[m].delta { m = l }
      if r < heap.count && heap[r].delta < heap[m].delta { m = r }
      if m == i { break }
      heap.swapAt(m, i); i = m
    }
  }
}

/// Groups changed pixels (indices into a `width`-wide image, in any order) into regions; see
/// `clusterRegions(_:cellSize:)`.
func clusterRegions(_ indices: [Int32], width: Int, height: Int, cellSize: Int) -> [PixelRect] {
  guard !indices.isEmpty, width > 0, height > 0 else { return [] }
  return clusterRegions(ChangedPixelMask(indices: indices, width: width, height: height), cellSize: cellSize)
}

/// Groups the changed pixels of `mask` into regions: the image is cut into `cellSize`-pixel
/// cells, cells holding a changed pixel that touch (8-connected) form one region, and each
/// region's box is the exact bounds of its pixels. Largest region (by pixel count) first, ties
/// top to bottom, then left to right. Memory is the mask and one label per cell, never a word
/// per changed pixel.
func clusterRegions(_ mask: ChangedPixelMask, cellSize: Int) -> [PixelRect] {
  let width = mask.width, height = mask.height
  guard width > 0, height > 0 else { return [] }
  let cs = max(1, cellSize)
  let cw = (width + cs - 1) / cs, ch = (height + cs - 1) / cs
  let cellOfX = (0..<width).map { Int32($0 / cs) }

  // 0 = no change in the cell, -1 = changed but not yet labelled, n > 0 = region n.
  var label = [Int32](repeating: 0, count: cw * ch)
  var any = false
  mask.forEachSet { x, y in
    label[(y / cs) * cw + Int(cellOfX[x])] = -1
    any = true
  }
  guard any else { return [] }
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
  mask.forEachSet { x, y in
    let r = Int(label[(y / cs) * cw + Int(cellOfX[x])])
    boxes[r].minX = min(boxes[r].minX, x); boxes[r].maxX = max(boxes[r].maxX, x)
    boxes[r].minY = min(boxes[r].minY, y); boxes[r].maxY = max(boxes[r].maxY, y)
    boxes[r].count += 1
  }
  return boxes.dropFirst()
    .sorted { ($0.count, -$0.minY, -$0.minX) > ($1.count, -$1.minY, -$1.minX) }
    .map { PixelRect(minX: $0.minX, minY: $0.minY, maxX: $0.maxX, maxY: $0.maxY) }
}
