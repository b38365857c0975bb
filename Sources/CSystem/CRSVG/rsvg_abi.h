// rsvg_abi.h (CRSVG): the few librsvg and GLib declarations plumb_svg.c uses, written out here instead of
// including <librsvg/rsvg.h>.
//
// Why: librsvg is opened with dlopen on the first SVG (see plumb_svg.c), and rsvg.h needs the include paths of glib, gio and gdk-pixbuf, which only pkg-config
// `librsvg-2.0` gives, and those flags carry `-pthread`, which SwiftPM prohibits in a package
// (every build would warn). These are librsvg's stable 2.x C API (rsvg_handle_render_document and
// rsvg_handle_get_intrinsic_size_in_pixels since 2.52), checked against Debian 12's 2.54.7
// headers; GLib types are spelled as the plain C types they are on Linux (gboolean = int,
// gsize = size_t, GQuark = uint32_t).
#ifndef PLUMB_RSVG_ABI_H
#define PLUMB_RSVG_ABI_H

#include <cairo.h>
#include <stddef.h>
#include <stdint.h>

typedef struct _RsvgHandle RsvgHandle;

typedef struct plumb_gerror {
  uint32_t domain;
  int code;
  char *message;
} plumb_gerror;

typedef struct plumb_rsvg_rectangle {
  double x;
  double y;
  double width;
  double height;
} plumb_rsvg_rectangle;

typedef struct plumb_rsvg_length {
  double length;
  int unit;  // RsvgUnit, an enum
} plumb_rsvg_length;

// The functions, as pointer types resolved with dlsym (plumb_svg.c).
typedef RsvgHandle *(*plumb_rsvg_new_from_data_fn)(const uint8_t *data, size_t data_len,
                                                   plumb_gerror **error);
typedef int (*plumb_rsvg_intrinsic_size_fn)(RsvgHandle *handle, double *out_width, double *out_height);
typedef void (*plumb_rsvg_intrinsic_dimensions_fn)(RsvgHandle *handle, int *out_has_width,
                                                   plumb_rsvg_length *out_width, int *out_has_height,
                                                   plumb_rsvg_length *out_height, int *out_has_viewbox,
                                                   plumb_rsvg_rectangle *out_viewbox);
typedef int (*plumb_rsvg_render_document_fn)(RsvgHandle *handle, cairo_t *cr,
                                             const plumb_rsvg_rectangle *viewport, plumb_gerror **error);
typedef void (*plumb_g_object_unref_fn)(void *object);
typedef void (*plumb_g_error_free_fn)(plumb_gerror *error);
// rsvg_major_version, rsvg_minor_version, rsvg_micro_version: `const guint` variables.

#endif
