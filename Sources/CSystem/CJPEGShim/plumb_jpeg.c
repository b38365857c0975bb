// plumb_jpeg.c: every libjpeg call, under one setjmp in the same C frame (see plumb_jpeg.h).
#include "plumb_jpeg.h"

#include <stdio.h>  // jpeglib.h needs FILE and size_t first
#include <jpeglib.h>
#include <jerror.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

#define PLUMB_STR2(x) #x
#define PLUMB_STR(x) PLUMB_STR2(x)

/// A progressive JPEG may hold any number of scans, each re-read over the whole coefficient
/// buffer; libjpeg-turbo's own advice is to stop hostile files at a scan limit.
static const int kMaxScans = 1000;

typedef struct plumb_error_mgr {
  struct jpeg_error_mgr base;
  jmp_buf jump;
  plumb_jpeg_report *report;
} plumb_error_mgr;

/// libjpeg's fatal error handler: keep the message, jump back to the setjmp in plumb_jpeg_decode.
static void plumb_error_exit(j_common_ptr cinfo) {
  plumb_error_mgr *mgr = (plumb_error_mgr *)cinfo->err;
  char text[JMSG_LENGTH_MAX];
  (*cinfo->err->format_message)(cinfo, text);
  snprintf(mgr->report->message, sizeof mgr->report->message, "%s", text);
  mgr->report->status = PLUMB_JPEG_ERR_LIBJPEG;
  longjmp(mgr->jump, 1);
}

/// libjpeg only warns when the data ends early and pads the rest with grey; a truncated file
/// would then draw grey blocks, so that warning is an error here. Other warnings (extraneous bytes
/// before a marker, which many cameras write) are tolerated, as every image viewer does.
static void plumb_emit_message(j_common_ptr cinfo, int level) {
  if (level < 0 && cinfo->err->msg_code == JWRN_JPEG_EOF) plumb_error_exit(cinfo);
}

static void plumb_progress(j_common_ptr cinfo) {
  if (cinfo->is_decompressor) {
    j_decompress_ptr d = (j_decompress_ptr)cinfo;
    if (d->input_scan_number > kMaxScans) {
      plumb_error_mgr *mgr = (plumb_error_mgr *)cinfo->err;
      snprintf(mgr->report->message, sizeof mgr->report->message,
               "more than %d progressive scans", kMaxScans);
      mgr->report->status = PLUMB_JPEG_ERR_LIBJPEG;
      longjmp(mgr->jump, 1);
    }
  }
}

static uint16_t read16(const uint8_t *p, int little) {
  return little ? (uint16_t)(p[0] | p[1] << 8) : (uint16_t)(p[0] << 8 | p[1]);
}

static uint32_t read32(const uint8_t *p, int little) {
  return little ? (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24
                : (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | (uint32_t)p[3];
}

/// The Orientation tag (0x0112) of IFD0 in an APP1 "Exif" payload, or 1. Every read is bounds-checked.
static int32_t exif_orientation(const uint8_t *p, size_t n) {
  if (n < 14 || memcmp(p, "Exif\0\0", 6) != 0) return 1;
  const uint8_t *tiff = p + 6;
  size_t size = n - 6;
  int little;
  if (tiff[0] == 'I' && tiff[1] == 'I') little = 1;
  else if (tiff[0] == 'M' && tiff[1] == 'M') little = 0;
  else return 1;
  uint32_t ifd = read32(tiff + 4, little);
  if (ifd > size - 2 || size < 8) return 1;
  uint16_t count = read16(tiff + ifd, little);
  for (uint32_t i = 0; i < count; i++) {
    size_t entry = (size_t)ifd + 2 + (size_t)i * 12;
    if (entry + 12 > size) return 1;
    if (read16(tiff + entry, little) == 0x0112) {
      uint16_t value = read16(tiff + entry + 8, little);
      return (value >= 1 && value <= 8) ? value : 1;
    }
  }
  return 1;
}

/// The ICC profile of the saved APP2 markers into `report` (see plumb_jpeg.h), after checking the
/// total size, which jpeg_read_icc_profile would otherwise allocate whatever it is.
static void read_icc(j_decompress_ptr cinfo, size_t max_icc_bytes, plumb_jpeg_report *report) {
  size_t total = 0;
  int markers = 0;
  for (jpeg_saved_marker_ptr m = cinfo->marker_list; m != NULL; m = m->next) {
    if (m->marker == JPEG_APP0 + 2 && m->data_length >= 14 && memcmp(m->data, "ICC_PROFILE", 12) == 0) {
      total += m->data_length - 14;
      markers++;
    }
  }
  if (markers == 0) return;
  if (total > max_icc_bytes) {
    report->icc_status = PLUMB_JPEG_ICC_TOO_LARGE;
    report->icc_size = total;
    return;
  }
  JOCTET *icc = NULL;
  unsigned int length = 0;
  if (jpeg_read_icc_profile(cinfo, &icc, &length) && icc != NULL && length > 0) {
    report->icc = icc;
    report->icc_size = length;
    report->icc_status = PLUMB_JPEG_ICC_OK;
  } else {
    free(icc);
    report->icc_status = PLUMB_JPEG_ICC_MALFORMED;
  }
}

uint8_t *plumb_jpeg_decode(const uint8_t *data, size_t size, uint32_t max_width, uint32_t max_height,
                           size_t max_bytes, size_t max_icc_bytes, plumb_jpeg_report *report) {
  memset(report, 0, sizeof *report);
  report->orientation = 1;
  if (data == NULL || size == 0) {
    report->status = PLUMB_JPEG_ERR_LIBJPEG;
    snprintf(report->message, sizeof report->message, "empty data");
    return NULL;
  }
  struct jpeg_decompress_struct cinfo;
  plumb_error_mgr err;
  struct jpeg_progress_mgr progress;
  memset(&cinfo, 0, sizeof cinfo);
  memset(&progress, 0, sizeof progress);
  // Volatile: changed after setjmp and read after a longjmp back to it.
  uint8_t *volatile pixels = NULL;

  cinfo.err = jpeg_std_error(&err.base);
  err.base.error_exit = plumb_error_exit;
  err.base.emit_message = plumb_emit_message;
  err.report = report;
  if (setjmp(err.jump)) {
    jpeg_destroy_decompress(&cinfo);
    free(pixels);
    if (report->status == PLUMB_JPEG_OK) report->status = PLUMB_JPEG_ERR_LIBJPEG;
    return NULL;
  }
  jpeg_create_decompress(&cinfo);
  cinfo.mem->max_memory_to_use = (long)(max_bytes > (size_t)0x7fffffff ? 0x7fffffff : max_bytes);
  progress.progress_monitor = plumb_progress;
  cinfo.progress = &progress;
  jpeg_mem_src(&cinfo, data, (unsigned long)size);
  jpeg_save_markers(&cinfo, JPEG_APP0 + 1, 0xFFFF);
  jpeg_save_markers(&cinfo, JPEG_APP0 + 2, 0xFFFF);
  jpeg_read_header(&cinfo, TRUE);
  read_icc(&cinfo, max_icc_bytes, report);

  report->width = cinfo.image_width;
  report->height = cinfo.image_height;
  for (jpeg_saved_marker_ptr m = cinfo.marker_list; m != NULL; m = m->next) {
    if (m->marker == JPEG_APP0 + 1) {
      int32_t o = exif_orientation(m->data, m->data_length);
      if (o != 1) { report->orientation = o; break; }
    }
  }
  size_t w = cinfo.image_width, h = cinfo.image_height;
  if (w == 0 || h == 0 || w > max_width || h > max_height || w * h > max_bytes / 4) {
    report->status = PLUMB_JPEG_ERR_TOO_LARGE;
    snprintf(report->message, sizeof report->message, "%zu×%zu pixels is over the limit", w, h);
    jpeg_destroy_decompress(&cinfo);
    return NULL;
  }

  int cmyk = cinfo.jpeg_color_space == JCS_CMYK || cinfo.jpeg_color_space == JCS_YCCK;
  report->color_kind = cmyk ? 2 : cinfo.jpeg_color_space == JCS_GRAYSCALE ? 1 : 0;
  cinfo.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_RGBA;
  cinfo.dct_method = JDCT_ISLOW;  // the exact integer IDCT: the same pixels on every CPU
  cinfo.do_fancy_upsampling = TRUE;
  jpeg_start_decompress(&cinfo);
  if (cinfo.output_components != 4) {
    report->status = PLUMB_JPEG_ERR_LIBJPEG;
    snprintf(report->message, sizeof report->message, "unexpected %d output components",
             cinfo.output_components);
    longjmp(err.jump, 1);
  }
  pixels = malloc(w * h * 4);
  if (pixels == NULL) {
    report->status = PLUMB_JPEG_ERR_NOMEM;
    snprintf(report->message, sizeof report->message, "out of memory");
    longjmp(err.jump, 1);
  }
  while (cinfo.output_scanline < cinfo.output_height) {
    JSAMPROW out = pixels + (size_t)cinfo.output_scanline * w * 4;
    jpeg_read_scanlines(&cinfo, &out, 1);
  }
  if (cmyk) {
    // Adobe writes inverted CMYK (0 = full ink), which is what nearly every CMYK JPEG holds;
    // a naive conversion without a colour profile, as browsers without one do.
    int inverted = cinfo.saw_Adobe_marker;
    for (size_t i = 0; i < w * h; i++) {
      uint8_t *p = pixels + i * 4;
      unsigned c = p[0], m = p[1], y = p[2], k = p[3];
      if (!inverted) { c = 255 - c; m = 255 - m; y = 255 - y; k = 255 - k; }
      p[0] = (uint8_t)((c * k + 127) / 255);
      p[1] = (uint8_t)((m * k + 127) / 255);
      p[2] = (uint8_t)((y * k + 127) / 255);
      p[3] = 255;
    }
  }
  jpeg_finish_decompress(&cinfo);
  jpeg_destroy_decompress(&cinfo);
  report->status = PLUMB_JPEG_OK;
  return pixels;
}

void plumb_jpeg_free(uint8_t *pixels) { free(pixels); }

const char *plumb_jpeg_version(void) { return PLUMB_STR(LIBJPEG_TURBO_VERSION); }
