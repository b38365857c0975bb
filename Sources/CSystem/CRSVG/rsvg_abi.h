// rsvg_abi.h (CRSVG): the few librsvg and GLib declarations plumb_svg.c uses, written out here instead of
// including <librsvg/rsvg.h>.
//
// Why: rsvg.h needs the include paths of glib, gio and gdk-pixbuf, which only pkg-config
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

extern const unsigned int rsvg_major_version;
extern const unsigned int rsvg_minor_version;
extern const unsigned int rsvg_micro_version;

RsvgHandle *rsvg_handle_new_from_data(const uint8_t *data, size_t data_len, plumb_gerror **error);
int rsvg_handle_get_intrinsic_size_in_pixels(RsvgHandle *handle, double *out_width, double *out_height);
void rsvg_handle_get_intrinsic_dimensions(RsvgHandle *handle, int *out_has_width,
                                          plumb_rsvg_length *out_width, int *out_has_height,
                                          plumb_rsvg_length *out_height, int *out_has_viewbox,
                                          plumb_rsvg_rectangle *out_viewbox);
int rsvg_handle_render_document(RsvgHandle *handle, cairo_t *cr,
                                const plumb_rsvg_rectangle *viewport, plumb_gerror **error);
void g_object_unref(void *object);
void g_error_free(plumb_gerror *error);

#endif
