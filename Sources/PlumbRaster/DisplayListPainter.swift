import CCairo
import PlumbGraphics

/// Replays display items on a Cairo context whose user space is in points.
///
/// A value holding only the visible pixel rectangle of the surface it draws on (used to keep
/// layers and shadow buffers small) and its shadow nesting, so one painter per surface and no
/// shared mutable state.
struct DisplayListPainter {
  /// The pixels of the current target surface, in its device space.
  let visible: PixelRect
  /// How many shadow offscreens this painter draws inside (0 on the canvas itself).
  var shadowNesting = 0

  /// Shadows are drawn on the canvas and in layers, but not inside another shadow's offscreen:
  /// a shadow's alpha is its children's ink without the shadows they cast themselves. Every
  /// shadow draws its children twice, so drawing nested shadows there would cost 2ⁿ renders for n
  /// nested shadows (n² without). The difference is a second-order shadow of a shadow, which
  /// is invisible wherever the inner shadow lies over the outer group's opaque ink.
  static let maxShadowNesting = 1

  /// Sets every context state that affects pixels, instead of trusting defaults.
  static func configure(_ cr: OpaquePointer) {
    cairo_set_antialias(cr, CAIRO_ANTIALIAS_GRAY)
    cairo_set_tolerance(cr, 0.1)
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    cairo_set_line_width(cr, 1)
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
    cairo_set_miter_limit(cr, 10)
    cairo_set_dash(cr, nil, 0, 0)
  }

  /// `t` if it can be drawn through: finite and invertible. A degenerate transform (a scale of
  /// zero) makes its content invisible; Cairo would otherwise enter an error state.
  static func effectiveTransform(_ t: AffineTransform2D) -> AffineTransform2D? {
    let parts = [t.a, t.b, t.c, t.d, t.tx, t.ty]
    guard parts.allSatisfy({ $0.isFinite && abs($0) < 1e9 }) else { return nil }
    let det = t.a * t.d - t.b * t.c
    return abs(det) > 1e-12 ? t : nil
  }

  static func matrix(_ t: AffineTransform2D) -> cairo_matrix_t {
    cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
  }

  /// The context's current user-to-device transform.
  static func currentTransform(_ cr: OpaquePointer) -> AffineTransform2D {
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    return AffineTransform2D(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
  }

  func draw(_ items: [DisplayItem], on cr: OpaquePointer) {
    for item in items { draw(item, on: cr) }
  }

  func draw(_ item: DisplayItem, on cr: OpaquePointer) {
    switch item {
    case .fill(let path, let paint, let rule):
      guard CairoPath.set(path, on: cr), CairoPaint.set(paint, on: cr) else { return }
      cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
      cairo_fill(cr)
      cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    case .stroke(let path, let paint, let style):
      stroke(path, paint, style, on: cr)
    case .glyphs(let run):
      if run.fontName == FixedMetricsFont.name {
        FixedMetricsGlyphs.draw(run, on: cr)
      } else {
        cairo_save(cr)
        GlyphPainter.draw(run, on: cr)
        cairo_restore(cr)
      }
    case .image(let image):
      ImagePainter.draw(image, on: cr)
    case .group(let group):
      draw(group, on: cr)
    }
  }

  private func stroke(_ path: Path, _ paint: Paint, _ style: StrokeStyle, on cr: OpaquePointer) {
    guard style.lineWidth.isFinite, style.lineWidth > 0,
      CairoPath.set(path, on: cr), CairoPaint.set(paint, on: cr)
    else { return }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_set_line_width(cr, style.lineWidth)
    switch style.lineCap {
    case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
    case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
    case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
    }
    switch style.lineJoin {
    case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
    case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
    case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
    }
    cairo_set_miter_limit(cr, style.miterLimit.isFinite ? max(1, style.miterLimit) : 10)
    // Cairo refuses negative dashes and all-zero patterns with a sticky error; draw those solid.
    let dash = style.dash
    if !dash.isEmpty, dash.allSatisfy({ $0.isFinite && $0 >= 0 }), dash.contains(where: { $0 > 0 }) {
      cairo_set_dash(cr, dash, Int32(dash.count), style.dashPhase.isFinite ? style.dashPhase : 0)
    } else {
      cairo_set_dash(cr, nil, 0, 0)
    }
    cairo_stroke(cr)
  }

  /// Transform, clip, then the children (with the shadow beneath them) composited at `opacity`.
  private func draw(_ group: DisplayGroup, on cr: OpaquePointer) {
    let opacity = group.opacity.isNaN ? 1 : min(max(group.opacity, 0), 1)
    // Both the group's own transform and the one it makes with its ancestors must be invertible,
    // or Cairo enters its sticky error state (nested tiny scales can underflow).
    guard opacity > 0, !group.items.isEmpty,
      let transform = Self.effectiveTransform(group.transform),
      Self.effectiveTransform(transform.concatenating(Self.currentTransform(cr))) != nil
    else { return }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    if !transform.isIdentity {
      var m = Self.matrix(transform)
      cairo_transform(cr, &m)
    }
    if let clip = group.clip {
      guard CairoPath.set(clip, on: cr) else { return }
      cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
      cairo_clip(cr)
    }
    if let backdrop = group.backdrop { BackdropPainter.apply(backdrop, on: cr, visible: visible) }
    if group.blur != nil || group.mask != nil {
      GroupEffectsPainter.draw(group, opacity: opacity, on: cr, visible: visible, shadowNesting: shadowNesting)
      return
    }
    let layered = opacity < 1
    if layered {
      // Cairo sizes the layer to the clip extents (the whole canvas when unclipped); clipping
      // first to the pixel-aligned box the children can reach keeps the layer, and the
      // composite, as small as the content without changing a pixel.
      let ctm = Self.currentTransform(cr)
      guard let ink = DeviceBounds.layer(group.items, shadow: group.shadow, through: ctm),
        let box = PixelRect(covering: ink)?.intersection(visible.insetBy(-1)), !box.isEmpty
      else { return }
      cairo_identity_matrix(cr)
      cairo_new_path(cr)
      cairo_rectangle(cr, Double(box.x), Double(box.y), Double(box.width), Double(box.height))
      cairo_clip(cr)
      var m = Self.matrix(ctm)
      cairo_set_matrix(cr, &m)
      cairo_push_group_with_content(cr, CAIRO_CONTENT_COLOR_ALPHA)
    }
    if let shadow = group.shadow, shadowNesting < Self.maxShadowNesting {
      ShadowPainter.draw(shadow, beneath: group.items, on: cr, visible: visible, nesting: shadowNesting + 1)
    }
    draw(group.items, on: cr)
    if layered {
      cairo_pop_group_to_source(cr)
      // The group surface is pixel-aligned with its target; never resample it.
      cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST)
      cairo_paint_with_alpha(cr, opacity)
    }
  }
}
