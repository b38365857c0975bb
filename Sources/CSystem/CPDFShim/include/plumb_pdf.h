#ifndef PLUMB_PDF_H
#define PLUMB_PDF_H

#include <stddef.h>
#include <stdint.h>

struct _cairo;

/// Whether poppler-glib could be loaded (it is opened with dlopen on first use, so commands
/// that draw no PDF never load it). On failure, `error` says which library is missing.
int plumb_pdf_available(char *error, size_t error_size);

/// The size in points of page `page_index` (0-based) of the PDF in `data`. Returns 0 on success.
int plumb_pdf_page_size(const uint8_t *data, size_t length, int page_index, double *width,
                        double *height, char *error, size_t error_size);

/// Draws page `page_index` of the PDF into `cr`, scaled to fill (x, y, width, height).
/// Returns 0 on success; on failure nothing is drawn and `error` says why.
int plumb_pdf_render(const uint8_t *data, size_t length, int page_index, struct _cairo *cr,
                     double x, double y, double width, double height, char *error,
                     size_t error_size);

#endif
