import PlumbGraphics
import PlumbText

/// Before drawing, makes sure every bundled face the display list's glyph runs name can be loaded,
/// so that a package whose font resources are missing fails to render with an error naming the
/// file rather than drawing text as boxes.
enum BundledFontCheck {
  static func check(_ items: [DisplayItem]) throws(RasterError) {
    var checked: Set<String> = []
    var pending: [[DisplayItem]] = [items]
    let library = FontLibrary.current
    while let level = pending.popLast() {
      for item in level {
        switch item {
        case .glyphs(let run):
          let checkable = FontLibrary.isBundledFaceName(run.fontName) || run.fontName.hasPrefix(SystemFontSet.runNamePrefix)
            || run.fontName == FontLibrary.systemFontsUnavailableName
          guard checkable, checked.insert(run.fontName).inserted else { continue }
          do { _ = try library.loadFace(named: run.fontName) } catch {
            throw RasterError.fontUnavailable(error.description)
          }
        case .group(let g):
          pending.append(g.items)
        default:
          continue
        }
      }
    }
  }
}
