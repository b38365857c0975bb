// plumb_svg.c: every librsvg call (see plumb_svg.h).
//
// librsvg is opened with dlopen on the first SVG, not linked: linking it loads 17 more shared
// libraries (gio, gdk-pixbuf, pango, libxml2, …) into every `plumb` process, measured at about
// 15–20 ms more per start on Debian 12 (docs/images.md, "What librsvg costs"), while most runs
// draw no SVG. The few functions used are resolved by name (rsvg_abi.h), so building needs no
// librsvg package at all; running an SVG needs Debian's librsvg2-2.
#include "plumb_svg.h"

#include "rsvg_abi.h"
#include <dlfcn.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static struct {
  int ok;
  char reason[200];
  plumb_rsvg_new_from_data_fn new_from_data;
  plumb_rsvg_intrinsic_size_fn intrinsic_size;
  plumb_rsvg_intrinsic_dimensions_fn intrinsic_dimensions;
  plumb_rsvg_render_document_fn render_document;
  plumb_g_object_unref_fn unref;
  plumb_g_error_free_fn error_free;
  uint32_t major, minor, micro;
} rsvg;

static pthread_once_t rsvg_once = PTHREAD_ONCE_INIT;

static void rsvg_load(void) {
  void *lib = dlopen("librsvg-2.so.2", RTLD_NOW | RTLD_LOCAL);
  if (lib == NULL) {
    snprintf(rsvg.reason, sizeof rsvg.reason,
             "librsvg is not installed (librsvg-2.so.2: apt-get install librsvg2-2)");
    return;
  }
  // dlsym on librsvg's handle also searches the libraries it depends on (gobject, glib).
  rsvg.new_from_data = (plumb_rsvg_new_from_data_fn)dlsym(lib, "rsvg_handle_new_from_data");
  rsvg.intrinsic_size = (plumb_rsvg_intrinsic_size_fn)dlsym(lib, "rsvg_handle_get_intrinsic_size_in_pixels");
  rsvg.intrinsic_dimensions =
      (plumb_rsvg_intrinsic_dimensions_fn)dlsym(lib, "rsvg_handle_get_intrinsic_dimensions");
  rsvg.render_document = (plumb_rsvg_render_document_fn)dlsym(lib, "rsvg_handle_render_document");
  rsvg.unref = (plumb_g_object_unref_fn)dlsym(lib, "g_object_unref");
  rsvg.error_free = (plumb_g_error_free_fn)dlsym(lib, "g_error_free");
  const unsigned int *major = dlsym(lib, "rsvg_major_version");
  const unsigned int *minor = dlsym(lib, "rsvg_minor_version");
  const unsigned int *micro = dlsym(lib, "rsvg_micro_version");
  if (!rsvg.new_from_data || !rsvg.intrinsic_size || !rsvg.intrinsic_dimensions ||
      !rsvg.render_document || !rsvg.unref || !rsvg.error_free || !major || !minor || !micro) {
    snprintf(rsvg.reason, sizeof rsvg.reason,
             "librsvg-2.so.2 lacks rsvg_handle_render_document (librsvg 2.52 or later is needed)");
    return;
  }
  rsvg.major = *major;
  rsvg.minor = *minor;
  rsvg.micro = *micro;
  rsvg.ok = 1;
}

static int rsvg_ready(void) {
  pthread_once(&rsvg_once, rsvg_load);
  return rsvg.ok;
}

static int32_t fail(plumb_svg_report *report, int32_t status, plumb_gerror *error, const char *fallback) {
  report->status = status;
  snprintf(report->message, sizeof report->message, "%s",
           error != NULL && error->message != NULL ? error->message : fallback);
  if (error != NULL) rsvg.error_free(error);
  return status;
}

struct plumb_svg_document {
  RsvgHandle *handle;
  // The document's own size (width/height, else its viewBox); 0 when it has neither.
  double width, height;
};

plumb_svg_document *plumb_svg_parse(const uint8_t *data, size_t size, plumb_svg_report *report) {
  memset(report, 0, sizeof *report);
  if (!rsvg_ready()) {
    fail(report, PLUMB_SVG_ERR_UNAVAILABLE, NULL, rsvg.reason);
    return NULL;
  }
  if (data == NULL || size == 0) {
    fail(report, PLUMB_SVG_ERR_PARSE, NULL, "empty data");
    return NULL;
  }
  plumb_gerror *error = NULL;
  // No base file: librsvg then refuses every external reference (files, http, xi:include) and
  // loads only data: URLs. Flags NONE keeps its XML size and nesting limits.
  RsvgHandle *handle = rsvg.new_from_data(data, size, &error);
  if (handle == NULL) {
    fail(report, PLUMB_SVG_ERR_PARSE, error, "not an SVG document");
    return NULL;
  }
  plumb_svg_document *doc = calloc(1, sizeof *doc);
  if (doc == NULL) {
    rsvg.unref(handle);
    fail(report, PLUMB_SVG_ERR_PARSE, NULL, "out of memory");
    return NULL;
  }
  doc->handle = handle;
  double iw = 0, ih = 0;
  int sized = rsvg.intrinsic_size(handle, &iw, &ih);
  if (!sized || !(iw > 0) || !(ih > 0)) {
    int has_width, has_height, has_viewbox;
    plumb_rsvg_length w, h;
    plumb_rsvg_rectangle viewbox;
    rsvg.intrinsic_dimensions(handle, &has_width, &w, &has_height, &h, &has_viewbox, &viewbox);
    if (has_viewbox && viewbox.width > 0 && viewbox.height > 0) {
      iw = viewbox.width;
      ih = viewbox.height;
    } else {
      iw = 0;
      ih = 0;
    }
  }
  doc->width = iw;
  doc->height = ih;
  report->status = PLUMB_SVG_OK;
  return doc;
}

int32_t plumb_svg_draw(plumb_svg_document *doc, void *cairo_context, double x, double y, double width,
                       double height, plumb_svg_report *report) {
  memset(report, 0, sizeof *report);
  if (doc == NULL) return fail(report, PLUMB_SVG_ERR_PARSE, NULL, "no document");
  cairo_t *cr = (cairo_t *)cairo_context;
  double iw = doc->width > 0 ? doc->width : width;
  double ih = doc->height > 0 ? doc->height : height;
  // A document size that would scale by an infinite, zero or absurd factor is refused before
  // drawing: an invalid matrix puts the whole render's Cairo context in an error state.
  double sx = width / iw, sy = height / ih;
  if (!isfinite(sx) || !isfinite(sy) || !(sx > 1e-6) || !(sy > 1e-6) || sx > 1e6 || sy > 1e6) {
    report->status = PLUMB_SVG_ERR_RENDER;
    snprintf(report->message, sizeof report->message,
             "its size (%g x %g) cannot be scaled to %g x %g", iw, ih, width, height);
    return PLUMB_SVG_ERR_RENDER;
  }
  plumb_gerror *error = NULL;
  cairo_save(cr);
  cairo_translate(cr, x, y);
  cairo_scale(cr, sx, sy);
  plumb_rsvg_rectangle viewport = {0, 0, iw, ih};
  int ok = rsvg.render_document(doc->handle, cr, &viewport, &error);
  cairo_restore(cr);
  if (!ok) return fail(report, PLUMB_SVG_ERR_RENDER, error, "librsvg could not draw the document");
  report->status = PLUMB_SVG_OK;
  return PLUMB_SVG_OK;
}

void plumb_svg_free(plumb_svg_document *doc) {
  if (doc == NULL) return;
  rsvg.unref(doc->handle);
  free(doc);
}

int32_t plumb_svg_render(const uint8_t *data, size_t size, void *cairo_context, double x, double y,
                         double width, double height, plumb_svg_report *report) {
  plumb_svg_document *doc = plumb_svg_parse(data, size, report);
  if (doc == NULL) return report->status;
  int32_t status = plumb_svg_draw(doc, cairo_context, x, y, width, height, report);
  plumb_svg_free(doc);
  return status;
}

int32_t plumb_svg_version(uint32_t *major, uint32_t *minor, uint32_t *micro) {
  *major = *minor = *micro = 0;
  if (!rsvg_ready()) return PLUMB_SVG_ERR_UNAVAILABLE;
  *major = rsvg.major;
  *minor = rsvg.minor;
  *micro = rsvg.micro;
  return PLUMB_SVG_OK;
}
