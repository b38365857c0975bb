// plumb_color.h: the only door from Swift into Little CMS 2 (lcms2), which converts an image's
// samples from its colour profile into sRGB, the canvas's colour space.
//
// lcms2 is opened with dlopen on the first image that has a colour profile other than sRGB
// (plumb_color.c says why); nothing here mentions an lcms2 type. Every function converts straight
// RGBA8 in place: the colour channels are replaced by their sRGB values and alpha is never touched.
#ifndef PLUMB_COLOR_H
#define PLUMB_COLOR_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Status codes of the conversions.
enum {
  PLUMB_COLOR_OK = 0,              ///< the pixels were converted to sRGB.
  PLUMB_COLOR_ALREADY_SRGB = 1,    ///< the profile is sRGB (within 8-bit rounding): pixels untouched.
  PLUMB_COLOR_ERR_UNAVAILABLE = 2, ///< liblcms2.so.2 could not be opened; see message.
  PLUMB_COLOR_ERR_PROFILE = 3,     ///< lcms2 refused the profile (malformed, unsupported class); see message.
  PLUMB_COLOR_ERR_MISMATCH = 4,    ///< the profile's colour space does not fit the image (CMYK on RGB, …).
  PLUMB_COLOR_ERR_TRANSFORM = 5,   ///< lcms2 could not build a transform from the profile to sRGB.
};

/// What a conversion reports: the status and, for errors, the reason in words.
typedef struct plumb_color_report {
  int32_t status;
  char message[256];
} plumb_color_report;

/// Converts `pixel_count` straight RGBA8 pixels in place from the colour space of the ICC profile
/// (`profile`, `profile_size` bytes) to sRGB, with the perceptual intent (Core Graphics' default for
/// sampled images; for matrix/TRC profiles such as Display P3 it equals relative colorimetric:
/// out-of-gamut colours are clipped per channel). `grey` says the image is greyscale (its R, G and
/// B are equal), which needs a grey profile; a colour image needs an RGB one. A profile equal to
/// sRGB within 8-bit rounding leaves the pixels as they are (ALREADY_SRGB).
int32_t plumb_color_icc_to_srgb(const uint8_t *profile, size_t profile_size, uint8_t *rgba,
                                size_t pixel_count, int32_t grey, plumb_color_report *report);

/// CIE xy chromaticities of a white point and three primaries (a PNG cHRM chunk).
typedef struct plumb_chromaticities {
  double white_x, white_y, red_x, red_y, green_x, green_y, blue_x, blue_y;
} plumb_chromaticities;

/// Converts straight RGBA8 pixels in place to sRGB from the RGB space with these chromaticities
/// (NULL: sRGB's, BT.709 primaries with a D65 white) and transfer curve: `exponent` > 0 is a pure
/// power (linear = sample^exponent, the inverse of a PNG gAMA), 0 is the sRGB curve.
int32_t plumb_color_primaries_to_srgb(const plumb_chromaticities *chromaticities, double exponent,
                                      uint8_t *rgba, size_t pixel_count, plumb_color_report *report);

/// lcms2's version as lcms encodes it (2140 for 2.14), or 0 when liblcms2.so.2 cannot be opened.
int32_t plumb_color_lcms_version(void);

#ifdef __cplusplus
}
#endif

#endif
