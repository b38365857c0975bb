// plumb_svg.h: the only door from Swift into librsvg. Nothing here mentions a glib or librsvg type.
#ifndef PLUMB_SVG_H
#define PLUMB_SVG_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

enum {
  PLUMB_SVG_OK = 0,
  PLUMB_SVG_ERR_PARSE = 1,   ///< librsvg could not load the document; see message.
  PLUMB_SVG_ERR_RENDER = 2,  ///< librsvg loaded it but failed to draw it; see message.
  PLUMB_SVG_ERR_UNAVAILABLE = 3,  ///< librsvg-2.so.2 could not be opened (or is older than 2.52).
};

typedef struct plumb_svg_report {
  int32_t status;
  char message[256];
} plumb_svg_report;

/// librsvg is opened with dlopen on the first call (thread-safe), never linked.
/// Parses `data` as an SVG document and draws it on `cairo_context` (a `cairo_t *`) so that the
/// document's own size (its width/height, else its viewBox) fills the rectangle x, y, width,
/// height, stretched like a bitmap; a document without a size is fitted by its
/// preserveAspectRatio. The document has no base URL, so librsvg loads no external file or URL
/// (only `data:` URLs), and it is parsed with librsvg's and libxml2's safety limits on (no
/// RSVG_HANDLE_FLAG_UNLIMITED). The context's state is saved and restored around the drawing.
int32_t plumb_svg_render(const uint8_t *data, size_t size, void *cairo_context, double x, double y,
                         double width, double height, plumb_svg_report *report);

/// A parsed SVG document (a librsvg handle and its own size), to draw any number of times.
/// One document must not be drawn from two threads at once (librsvg handles are not thread-safe).
typedef struct plumb_svg_document plumb_svg_document;

/// Parses `data` as plumb_svg_render does (no base URL, librsvg's safety limits on). NULL on
/// failure, with the reason in `report`.
plumb_svg_document *plumb_svg_parse(const uint8_t *data, size_t size, plumb_svg_report *report);

/// Draws a parsed document as plumb_svg_render draws its data.
int32_t plumb_svg_draw(plumb_svg_document *doc, void *cairo_context, double x, double y, double width,
                       double height, plumb_svg_report *report);

/// Releases a parsed document (NULL is ignored).
void plumb_svg_free(plumb_svg_document *doc);

/// The run-time librsvg version (its exported version variables), e.g. 2, 54, 7; opens librsvg
/// if it is not open yet. Returns PLUMB_SVG_ERR_UNAVAILABLE (and zeros) without it.
int32_t plumb_svg_version(uint32_t *major, uint32_t *minor, uint32_t *micro);

#ifdef __cplusplus
}
#endif

#endif
