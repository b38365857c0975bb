// plumb_svg.c: every librsvg call (see plumb_svg.h).
#include "plumb_svg.h"

#include "rsvg_abi.h"
#include <stdio.h>
#include <string.h>

static int32_t fail(plumb_svg_report *report, int32_t status, plumb_gerror *error, const char *fallback) {
  report->status = status;
  snprintf(report->message, sizeof report->message, "%s",
           error != NULL && error->message != NULL ? error->message : fallback);
  if (error != NULL) g_error_free(error);
  return status;
}

int32_t plumb_svg_render(const uint8_t *data, size_t size, void *cairo_context, double x, double y,
                         double width, double height, plumb_svg_report *report) {
  memset(report, 0, sizeof *report);
  if (data == NULL || size == 0) return fail(report, PLUMB_SVG_ERR_PARSE, NULL, "empty data");
  plumb_gerror *error = NULL;
  // No base file: librsvg then refuses every external reference (files, http, xi:include) and
  // loads only data: URLs. Flags NONE keeps its XML size and nesting limits.
  RsvgHandle *handle = rsvg_handle_new_from_data(data, size, &error);
  if (handle == NULL) return fail(report, PLUMB_SVG_ERR_PARSE, error, "not an SVG document");

  cairo_t *cr = (cairo_t *)cairo_context;
  double iw = 0, ih = 0;
  int sized = rsvg_handle_get_intrinsic_size_in_pixels(handle, &iw, &ih);
  if (!sized || !(iw > 0) || !(ih > 0)) {
    int has_width, has_height, has_viewbox;
    plumb_rsvg_length w, h;
    plumb_rsvg_rectangle viewbox;
    rsvg_handle_get_intrinsic_dimensions(handle, &has_width, &w, &has_height, &h, &has_viewbox, &viewbox);
    if (has_viewbox && viewbox.width > 0 && viewbox.height > 0) {
      iw = viewbox.width;
      ih = viewbox.height;
    } else {
      iw = width;
      ih = height;
    }
  }
  cairo_save(cr);
  cairo_translate(cr, x, y);
  cairo_scale(cr, width / iw, height / ih);
  plumb_rsvg_rectangle viewport = {0, 0, iw, ih};
  int ok = rsvg_handle_render_document(handle, cr, &viewport, &error);
  cairo_restore(cr);
  g_object_unref(handle);
  if (!ok) return fail(report, PLUMB_SVG_ERR_RENDER, error, "librsvg could not draw the document");
  report->status = PLUMB_SVG_OK;
  return PLUMB_SVG_OK;
}

void plumb_svg_version(uint32_t *major, uint32_t *minor, uint32_t *micro) {
  *major = rsvg_major_version;
  *minor = rsvg_minor_version;
  *micro = rsvg_micro_version;
}
