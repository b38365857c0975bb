// PDF vectors through poppler-glib, loaded with dlopen on first use: linking poppler would load
// about thirty libraries into every `plumb` process, including `plumb diff` and `--help`, which
// never draw a PDF (docs/assets.md, "PDF vectors"). Only the handful of functions below are
// used; they are resolved by name, so no poppler or glib header is needed to build.
#include "plumb_pdf.h"

#include <cairo.h>
#include <dlfcn.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

typedef struct {
  uint32_t domain;
  int code;
  char *message;
} plumb_gerror;

typedef void *(*new_from_data_fn)(char *, int, const char *, plumb_gerror **);
typedef int (*n_pages_fn)(void *);
typedef void *(*get_page_fn)(void *, int);
typedef void (*page_size_fn)(void *, double *, double *);
typedef void (*page_render_fn)(void *, struct _cairo *);
typedef void (*unref_fn)(void *);
typedef void (*error_free_fn)(plumb_gerror *);


static struct {
  int tried, ok;
  char reason[256];
  new_from_data_fn new_from_data;
  n_pages_fn n_pages;
  get_page_fn get_page;
  page_size_fn page_size;
  page_render_fn render;
  unref_fn unref;
  error_free_fn error_free;
} pdf;

// Poppler's global state is not documented as thread-safe: every call goes through this lock.
static pthread_mutex_t pdf_lock = PTHREAD_MUTEX_INITIALIZER;

static void set_error(char *error, size_t size, const char *text) {
  if (error && size) snprintf(error, size, "%s", text);
}

static void load(void) {
  if (pdf.tried) return;
  pdf.tried = 1;
  void *poppler = dlopen("libpoppler-glib.so.8", RTLD_NOW | RTLD_LOCAL);
  if (!poppler) {
    snprintf(pdf.reason, sizeof pdf.reason,
             "poppler-glib is not installed (libpoppler-glib.so.8: apt-get install libpoppler-glib8)");
    return;
  }
  void *gobject = dlopen("libgobject-2.0.so.0", RTLD_NOW | RTLD_LOCAL);
  void *glib = dlopen("libglib-2.0.so.0", RTLD_NOW | RTLD_LOCAL);
  pdf.new_from_data = (new_from_data_fn)dlsym(poppler, "poppler_document_new_from_data");
  pdf.n_pages = (n_pages_fn)dlsym(poppler, "poppler_document_get_n_pages");
  pdf.get_page = (get_page_fn)dlsym(poppler, "poppler_document_get_page");
  pdf.page_size = (page_size_fn)dlsym(poppler, "poppler_page_get_size");
  pdf.render = (page_render_fn)dlsym(poppler, "poppler_page_render");
  pdf.unref = gobject ? (unref_fn)dlsym(gobject, "g_object_unref") : NULL;
  pdf.error_free = glib ? (error_free_fn)dlsym(glib, "g_error_free") : NULL;
  if (!pdf.new_from_data || !pdf.n_pages || !pdf.get_page || !pdf.page_size || !pdf.render ||
      !pdf.unref || !pdf.error_free) {
    snprintf(pdf.reason, sizeof pdf.reason, "poppler-glib was found but lacks a needed function");
    return;
  }
  pdf.ok = 1;
}

int plumb_pdf_available(char *error, size_t error_size) {
  pthread_mutex_lock(&pdf_lock);
  load();
  int ok = pdf.ok;
  if (!ok) set_error(error, error_size, pdf.reason);
  pthread_mutex_unlock(&pdf_lock);
  return ok;
}

// Opens the document and page; the caller holds the lock. Returns the page or NULL.
static void *open_page(const uint8_t *data, size_t length, int index, void **doc, char *error,
                       size_t error_size) {
  *doc = NULL;
  load();
  if (!pdf.ok) {
    set_error(error, error_size, pdf.reason);
    return NULL;
  }
  if (length == 0 || length > 0x7fffffff) {
    set_error(error, error_size, "the PDF is empty or too large");
    return NULL;
  }
  plumb_gerror *gerror = NULL;
  // poppler reads but does not modify the bytes; the API takes a non-const pointer.
  *doc = pdf.new_from_data((char *)data, (int)length, NULL, &gerror);
  if (!*doc) {
    char text[256];
    snprintf(text, sizeof text, "not a readable PDF (%s)",
             gerror && gerror->message ? gerror->message : "poppler gave no reason");
    set_error(error, error_size, text);
    if (gerror) pdf.error_free(gerror);
    return NULL;
  }
  int pages = pdf.n_pages(*doc);
  if (index < 0 || index >= pages) {
    char text[128];
    snprintf(text, sizeof text, "the PDF has %d page(s), page %d was asked for", pages, index + 1);
    set_error(error, error_size, text);
    pdf.unref(*doc);
    *doc = NULL;
    return NULL;
  }
  void *page = pdf.get_page(*doc, index);
  if (!page) {
    set_error(error, error_size, "poppler could not open the page");
    pdf.unref(*doc);
    *doc = NULL;
  }
  return page;
}

int plumb_pdf_page_size(const uint8_t *data, size_t length, int page_index, double *width,
                        double *height, char *error, size_t error_size) {
  pthread_mutex_lock(&pdf_lock);
  void *doc;
  void *page = open_page(data, length, page_index, &doc, error, error_size);
  int status = 1;
  if (page) {
    pdf.page_size(page, width, height);
    status = 0;
    pdf.unref(page);
    pdf.unref(doc);
  }
  pthread_mutex_unlock(&pdf_lock);
  return status;
}

int plumb_pdf_render(const uint8_t *data, size_t length, int page_index, struct _cairo *cr,
                     double x, double y, double width, double height, char *error,
                     size_t error_size) {
  pthread_mutex_lock(&pdf_lock);
  int status = 1;
  void *doc;
  void *page = open_page(data, length, page_index, &doc, error, error_size);
  if (page) {
    double pw = 0, ph = 0;
    pdf.page_size(page, &pw, &ph);
    double sx = pw > 0 ? width / pw : 0, sy = ph > 0 ? height / ph : 0;
    if (isfinite(sx) && isfinite(sy) && sx > 1e-6 && sy > 1e-6 && sx < 1e6 && sy < 1e6) {
      // Clipped to the rectangle: the page draws only there, which also bounds the layers
      // poppler makes for transparency groups and soft masks to its size.
      cairo_save(cr);
      cairo_rectangle(cr, x, y, width, height);
      cairo_clip(cr);
      cairo_translate(cr, x, y);
      cairo_scale(cr, sx, sy);
      pdf.render(page, cr);
      cairo_restore(cr);
      status = 0;
    } else {
      char text[160];
      snprintf(text, sizeof text, "the page's size (%g x %g pt) cannot be scaled to %g x %g", pw, ph, width, height);
      set_error(error, error_size, text);
    }
    pdf.unref(page);
    pdf.unref(doc);
  }
  pthread_mutex_unlock(&pdf_lock);
  return status;
}
