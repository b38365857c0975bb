// plumb_jpeg.h: the only door from Swift into libjpeg.
//
// libjpeg reports fatal errors through its error manager's error_exit, which must not return; the
// shim longjmps back to a setjmp in the same C function, so a longjmp never crosses Swift frames.
// Nothing in this header mentions a libjpeg type.
#ifndef PLUMB_JPEG_H
#define PLUMB_JPEG_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Status codes of `plumb_jpeg_decode`.
enum {
  PLUMB_JPEG_OK = 0,
  PLUMB_JPEG_ERR_LIBJPEG = 1,   ///< libjpeg refused the data (corrupt, truncated, unsupported); see message.
  PLUMB_JPEG_ERR_NOMEM = 2,     ///< an allocation failed.
  PLUMB_JPEG_ERR_TOO_LARGE = 3, ///< the header's size is over the caller's limits; width/height are set.
};

/// `icc_status` values: whether the file holds an ICC profile (APP2 "ICC_PROFILE" markers).
enum {
  PLUMB_JPEG_ICC_NONE = 0,       ///< no ICC_PROFILE marker.
  PLUMB_JPEG_ICC_OK = 1,         ///< `icc`/`icc_size` hold the reassembled profile.
  PLUMB_JPEG_ICC_MALFORMED = 2,  ///< markers present but not a complete sequence (missing, duplicate, bad numbers).
  PLUMB_JPEG_ICC_TOO_LARGE = 3,  ///< the markers hold more than the caller's `max_icc_bytes`.
};

/// What a decode reports: the status, libjpeg's message, the size, the EXIF orientation and the
/// colour facts a colour-managed drawer needs.
typedef struct plumb_jpeg_report {
  int32_t status;
  uint32_t width;
  uint32_t height;
  /// EXIF orientation tag 1…8 (1 when absent or unreadable), not yet applied to the pixels.
  int32_t orientation;
  char message[256];
  /// The file's colour: 1 when greyscale, 2 when CMYK/YCCK (already converted without a profile).
  int32_t color_kind;
  int32_t icc_status;
  /// The reassembled ICC profile when `icc_status` is OK, malloc'ed: free it with `plumb_jpeg_free`.
  uint8_t *icc;
  size_t icc_size;
} plumb_jpeg_report;

/// Decodes a whole JPEG (baseline or progressive; grey, YCbCr, RGB, CMYK or YCCK) to straight
/// RGBA8 with alpha 255, rows `4·width` bytes apart, in a buffer the shim allocates with malloc
/// and the caller frees with `plumb_jpeg_free`. The header's size is checked against `max_width`,
/// `max_height` and `max_bytes` (the RGBA result) before any pixel memory is allocated; libjpeg's
/// own working memory is capped at `max_bytes` too, and a progressive file with more than 1000
/// scans is refused (a known way to make a small file decode for minutes). Returns NULL on failure.
/// An ICC profile spread over APP2 markers is reassembled (any number, any order) unless the
/// markers hold more than `max_icc_bytes`; `report->icc` is then the caller's to free, on success
/// and failure alike (NULL when there is none).
uint8_t *plumb_jpeg_decode(const uint8_t *data, size_t size, uint32_t max_width, uint32_t max_height,
                           size_t max_bytes, size_t max_icc_bytes, plumb_jpeg_report *report);

/// Frees a buffer returned by `plumb_jpeg_decode`, or its report's `icc` (NULL is fine).
void plumb_jpeg_free(uint8_t *pixels);

/// The libjpeg-turbo version this was built against, e.g. "2.1.5" (libjpeg has no run-time
/// version call; Debian's package pins the soname, and the fingerprint reads this).
const char *plumb_jpeg_version(void);

#ifdef __cplusplus
}
#endif

#endif
