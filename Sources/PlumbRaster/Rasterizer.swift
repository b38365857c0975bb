import CCairo
import PlumbGraphics

/// Turns a display list into RGBA8 pixels with Cairo's image backend.
///
/// Rendering is a pure function: every render creates and owns its surfaces, sets every Cairo
/// state that could vary (antialiasing, tolerance, operator, fill rule, filters) explicitly, and
/// converts Cairo's premultiplied pixels to straight alpha with integer arithmetic. The same list
/// on the same canvas therefore gives byte-identical pixels on every run and on every thread, on
/// any machine with the same library versions (see `RendererFingerprint`).
public struct Rasterizer: Sendable {
  /// The largest canvas side, in pixels, that a render accepts.
  public var maxPixelSide: Int
  /// The deepest nesting of groups a render accepts (drawing recurses once per level).
  public var maxGroupDepth: Int

  public init() {
    maxPixelSide = 16_384
    maxGroupDepth = 256
  }

  /// Renders `list` on `canvas`. An invalid canvas (non-finite or negative size, a scale outside
  /// 1…8, a side over `maxPixelSide`), groups nested deeper than `maxGroupDepth` or a Cairo
  /// failure give a 0×0 image; `rendering(_:on:)` says why.
  public func render(_ list: DisplayList, on canvas: Canvas) -> RGBAImage {
    (try? rendering(list, on: canvas)) ?? RGBAImage(width: 0, height: 0)
  }

  /// Renders `list` on `canvas`, or throws a `RasterError` naming what was wrong.
  public func rendering(_ list: DisplayList, on canvas: Canvas) throws(RasterError) -> RGBAImage {
    let (width, height) = try pixelSize(of: canvas)
    let depth = Self.groupDepth(of: list.items)
    guard depth <= maxGroupDepth else {
      throw RasterError.tooDeep("groups nest \(depth) deep; the limit is \(maxGroupDepth)")
    }
    try BundledFontCheck.check(list.items)
    guard width > 0, height > 0 else { return RGBAImage(width: width, height: height) }
    // Cairo draws straight into the returned array's memory (ARGB32 rows are exactly 4·width
    // bytes), which is then converted in place: one canvas-sized buffer instead of two.
    let count = width * height * 4
    var failure: RasterError?
    let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      let base = buffer.baseAddress!
      base.initialize(repeating: 0, count: count)
      initialized = count
      failure = draw(list, on: canvas, into: base, width: width, height: height)
      if failure == nil { PixelConversion.premultipliedARGBToStraightRGBA(base, pixelCount: width * height) }
    }
    if let failure { throw failure }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }

  /// Draws on a Cairo surface over `data` (zeroed ARGB32, rows `4·width` bytes apart); returns
  /// the error if Cairo ends in one.
  private func draw(_ list: DisplayList, on canvas: Canvas, into data: UnsafeMutablePointer<UInt8>,
                    width: Int, height: Int) -> RasterError? {
    guard Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width))) == width * 4,
      let surface = cairo_image_surface_create_for_data(data, CAIRO_FORMAT_ARGB32, Int32(width),
                                                        Int32(height), Int32(width * 4)),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    else { return RasterError.cairo("cannot create a \(width)×\(height) image surface") }
    defer { cairo_surface_destroy(surface) }
    let cr = cairo_create(surface)!
    defer { cairo_destroy(cr) }
    DisplayListPainter.configure(cr)

    if let bg = canvas.background {
      cairo_save(cr)
      cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
      CairoPaint.setColor(bg, on: cr)
      cairo_paint(cr)
      cairo_restore(cr)
    }
    cairo_scale(cr, Double(canvas.scale), Double(canvas.scale))
    let painter = DisplayListPainter(visible: PixelRect(x: 0, y: 0, width: width, height: height))
    painter.draw(list.items, on: cr)
    cairo_surface_flush(surface)

    let status = cairo_status(cr)
    guard status == CAIRO_STATUS_SUCCESS else {
      return RasterError.cairo(String(cString: cairo_status_to_string(status)))
    }
    return nil
  }

  /// How deeply groups nest in `items` (0 without groups), counted without recursion so that a
  /// hostile list cannot exhaust the stack here.
  static func groupDepth(of items: [DisplayItem]) -> Int {
    var deepest = 0
    var pending: [(items: [DisplayItem], depth: Int)] = [(items, 0)]
    while let (level, depth) = pending.popLast() {
      deepest = max(deepest, depth)
      for case .group(let g) in level {
        pending.append((g.items, depth + 1))
        if let mask = g.mask { pending.append((mask, depth + 1)) }
      }
    }
    return deepest
  }

  private func pixelSize(of canvas: Canvas) throws(RasterError) -> (Int, Int) {
    let w = canvas.size.width, h = canvas.size.height
    guard w.isFinite, h.isFinite, w >= 0, h >= 0 else {
      throw RasterError.invalidCanvas("size \(w)×\(h) is not a finite, non-negative size")
    }
    guard (1...8).contains(canvas.scale) else {
      throw RasterError.invalidCanvas("scale \(canvas.scale) is outside 1…8")
    }
    let limit = Double(maxPixelSide)
    guard w * Double(canvas.scale) <= limit, h * Double(canvas.scale) <= limit else {
      throw RasterError.invalidCanvas(
        "\(w)×\(h) pt at @\(canvas.scale)x exceeds the \(maxPixelSide)-pixel limit")
    }
    return (canvas.pixelWidth, canvas.pixelHeight)
  }
}

/// Why a render could not produce pixels.
public enum RasterError: Error, Equatable, CustomStringConvertible {
  /// The canvas cannot be rendered (the reason says which value is wrong).
  case invalidCanvas(String)
  /// The display list nests groups deeper than the rasteriser's limit.
  case tooDeep(String)
  /// Cairo refused to create a surface or ended in an error state.
  case cairo(String)
  /// A glyph run names a bundled font whose file is missing or unreadable (the reason names it).
  case fontUnavailable(String)

  public var description: String {
    switch self {
    case .invalidCanvas(let why): "PlumbRaster/Rasterizer.swift: invalid canvas: \(why)"
    case .tooDeep(let why): "PlumbRaster/Rasterizer.swift: display list too deep: \(why)"
    case .cairo(let why): "PlumbRaster/Rasterizer.swift: cairo failed: \(why)"
    case .fontUnavailable(let why): "PlumbRaster/Rasterizer.swift: a bundled font is unavailable: \(why)"
    }
  }
}
