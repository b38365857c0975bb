import PlumbDiff

/// One golden of a run as the report page shows it: a screen, or a transition whose frames
/// (`name.f00`, `name.f01`…) are shown together as a filmstrip. The page's script reads these
/// from the JSON data block; nothing here is ever put into markup.
struct ReportGolden: Encodable, Equatable {
  /// `suite/name`, unique in the run; the page's selection and address fragment.
  var id: String
  var suite: String
  var name: String
  /// The worst verdict of its frames.
  var status: ReportStatus
  /// One frame for a still screen; several, in order, for a transition.
  var frames: [ReportFrame]
}

/// The verdict of a golden in a run, in the order the report lists them.
enum ReportStatus: String, Encodable, Comparable, CaseIterable {
  /// The rendering differs from the golden.
  case failed
  /// No golden existed (a run that may not record, such as CI); only the actual is shown.
  case new
  /// A golden in the Goldens folder that no test of the run used (an orphan).
  case removed
  /// A golden the run verified and found unchanged.
  case passed

  static func < (a: Self, b: Self) -> Bool {
    allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
  }
}

/// One image golden (`suite/stem.png`) of a run: which images the report folder holds for it,
/// their sizes, the boxes around changed pixels, the layout sentences and the figures.
struct ReportFrame: Encodable, Equatable {
  /// The transition frame's variant (`f00`…), nil for a still screen.
  var label: String?
  var stem: String
  var status: ReportStatus
  /// Relative, percent-encoded URLs of the copies in the report folder (nil: no such image).
  var golden: String?
  var actual: String?
  var diff: String?
  /// Pixel sizes, [width, height], from the PNG headers.
  var goldenSize: [Int]?
  var actualSize: [Int]?
  /// Changed regions, [x, y, width, height] in diff pixels, largest first, found in the diff image.
  var regions: [[Int]] = []
  /// Regions beyond the ones listed (the page boxes at most `maxRegions`).
  var regionsOmitted = 0
  /// "Which view moved, by how much" sentences, first on the page.
  var layout: [String] = []
  var differentPixels: Int?
  var totalPixels: Int?
  var largestDelta: Double?
  var loosestPassingThreshold: Double?
  var sizeMismatch: String?
  /// The golden's renderer fingerprint (from its PNG, or from the summary when it differs).
  var goldenRenderer: String?
  /// The renderer fingerprint of the run that produced the actual.
  var renderer: String?
  var message: String?

  /// The most regions boxed per frame: a noisy diff has thousands, and boxes beyond a few
  /// hundred hide the image rather than point into it.
  static let maxRegions = 200

  mutating func setRegions(_ rects: [PixelRect]) {
    regions = rects.prefix(Self.maxRegions).map { [$0.x, $0.y, $0.width, $0.height] }
    regionsOmitted = max(0, rects.count - Self.maxRegions)
  }
}
