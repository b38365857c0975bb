import PlumbGraphics

/// The changed regions of a diff image that `pixelDiff(_:_:options:diffImage:)` drew, found again
/// from its pixels: a report reads the diff PNG of a run and boxes what changed, without the two
/// images or the options the run compared them with.
public enum DiffImageRegions {
  /// Boxes around the pixels drawn in the diff colour (counted differences; anti-aliased and
  /// unchanged pixels are not), clustered as `PixelDiffResult.regions` are: largest region first.
  public static func regions(in diff: RGBAImage, cellSize: Int = PixelDiffOptions().regionCellSize) -> [PixelRect] {
    var mask = ChangedPixelMask(width: diff.width, height: diff.height)
    diff.pixels.withUnsafeBufferPointer { p in
      let w = diff.width
      guard w > 0 else { return }
      var i = 0, index = 0
      while i + 3 < p.count && index < w * diff.height {
        if p[i] == diffColor.r && p[i + 1] == diffColor.g && p[i + 2] == diffColor.b && p[i + 3] == 255 {
          mask.set(x: index % w, y: index / w)
        }
        i += 4; index += 1
      }
    }
    return clusterRegions(mask, cellSize: cellSize)
  }
}
