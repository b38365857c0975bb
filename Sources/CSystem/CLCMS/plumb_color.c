// plumb_color.c: every Little CMS 2 call (see plumb_color.h).
//
// lcms2 is opened with dlopen on first use, not linked: a conversion only happens for an image
// with a colour profile other than sRGB, while every `plumb` process (`plumb diff`, `--help`)
// would pay for loading a linked library at start-up (docs/cli-speed.md, docs/images.md). The
// header <lcms2.h> (Debian's liblcms2-dev) gives the types and constants; each function is
// resolved by name into a pointer of the declared function's own type, so the compiler checks
// every call against lcms2's real prototypes and nothing is linked.
#include "plumb_color.h"

#include <dlfcn.h>
#include <lcms2.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#define FN(name) __typeof__(&name) name

static struct {
  int ok;
  char reason[200];
  int version;
  FN(cmsOpenProfileFromMem);
  FN(cmsCloseProfile);
  FN(cmsCreate_sRGBProfile);
  FN(cmsCreateRGBProfile);
  FN(cmsBuildGamma);
  FN(cmsBuildParametricToneCurve);
  FN(cmsFreeToneCurve);
  FN(cmsEvalToneCurveFloat);
  FN(cmsGetColorSpace);
  FN(cmsGetDeviceClass);
  FN(cmsIsMatrixShaper);
  FN(cmsReadTag);
  FN(cmsCreateTransform);
  FN(cmsDoTransform);
  FN(cmsDeleteTransform);
  FN(cmsSetLogErrorHandler);
  FN(cmsGetEncodedCMMversion);
  /// sRGB's colorants (D50-adapted XYZ) and curve, sampled once, to recognise sRGB profiles.
  cmsCIEXYZ srgb_colorants[3];
  float srgb_curve[256];
} lcms;

static pthread_once_t lcms_once = PTHREAD_ONCE_INIT;

/// lcms2's last error message on this thread (its log handler is process-wide; renders run in
/// parallel, so each thread keeps its own).
static __thread char last_error[160];

static void log_error(cmsContext context, cmsUInt32Number code, const char *text) {
  (void)context;
  (void)code;
  snprintf(last_error, sizeof last_error, "%s", text != NULL ? text : "no reason given");
}

static void lcms_load(void) {
  void *lib = dlopen("liblcms2.so.2", RTLD_NOW | RTLD_LOCAL);
  if (lib == NULL) {
    snprintf(lcms.reason, sizeof lcms.reason,
             "Little CMS 2 is not installed (liblcms2.so.2: apt-get install liblcms2-2)");
    return;
  }
#define LOAD(name) lcms.name = (__typeof__(&name))dlsym(lib, #name); if (lcms.name == NULL) goto missing
  LOAD(cmsOpenProfileFromMem);
  LOAD(cmsCloseProfile);
  LOAD(cmsCreate_sRGBProfile);
  LOAD(cmsCreateRGBProfile);
  LOAD(cmsBuildGamma);
  LOAD(cmsBuildParametricToneCurve);
  LOAD(cmsFreeToneCurve);
  LOAD(cmsEvalToneCurveFloat);
  LOAD(cmsGetColorSpace);
  LOAD(cmsGetDeviceClass);
  LOAD(cmsIsMatrixShaper);
  LOAD(cmsReadTag);
  LOAD(cmsCreateTransform);
  LOAD(cmsDoTransform);
  LOAD(cmsDeleteTransform);
  LOAD(cmsSetLogErrorHandler);
  LOAD(cmsGetEncodedCMMversion);
#undef LOAD
  lcms.cmsSetLogErrorHandler(log_error);
  lcms.version = lcms.cmsGetEncodedCMMversion();
  cmsHPROFILE srgb = lcms.cmsCreate_sRGBProfile();
  if (srgb == NULL) {
    snprintf(lcms.reason, sizeof lcms.reason, "lcms2 could not build its sRGB profile");
    return;
  }
  const cmsTagSignature colorants[3] = {cmsSigRedColorantTag, cmsSigGreenColorantTag, cmsSigBlueColorantTag};
  for (int i = 0; i < 3; i++) lcms.srgb_colorants[i] = *(cmsCIEXYZ *)lcms.cmsReadTag(srgb, colorants[i]);
  const cmsToneCurve *curve = lcms.cmsReadTag(srgb, cmsSigRedTRCTag);
  for (int i = 0; i < 256; i++) lcms.srgb_curve[i] = lcms.cmsEvalToneCurveFloat(curve, (float)i / 255.0f);
  lcms.cmsCloseProfile(srgb);
  lcms.ok = 1;
  return;
missing:
  snprintf(lcms.reason, sizeof lcms.reason, "liblcms2.so.2 lacks a needed function (lcms 2.8 or later is needed)");
}

static int lcms_ready(void) {
  pthread_once(&lcms_once, lcms_load);
  return lcms.ok;
}

static int32_t fail(plumb_color_report *report, int32_t status, const char *format, const char *detail) {
  report->status = status;
  snprintf(report->message, sizeof report->message, format, detail);
  return status;
}

/// Whether an RGB matrix/TRC profile draws as sRGB does: colorants within 0.002 of sRGB's (the
/// spread between the sRGB profiles in the wild: HP's, Apple's, lcms2's own, each rounded to
/// s15.16) and every curve within a quarter of an 8-bit level at each of the 256 sample values.
/// Such a profile converts to within ±1 of its input, so it is taken as sRGB and the pixels stay
/// exactly as stored (Skia and Firefox recognise sRGB-like profiles the same way).
static int is_srgb(cmsHPROFILE profile) {
  if (lcms.cmsGetColorSpace(profile) != cmsSigRgbData || !lcms.cmsIsMatrixShaper(profile)) return 0;
  const cmsTagSignature colorants[3] = {cmsSigRedColorantTag, cmsSigGreenColorantTag, cmsSigBlueColorantTag};
  const cmsTagSignature curves[3] = {cmsSigRedTRCTag, cmsSigGreenTRCTag, cmsSigBlueTRCTag};
  for (int c = 0; c < 3; c++) {
    const cmsCIEXYZ *xyz = lcms.cmsReadTag(profile, colorants[c]);
    const cmsToneCurve *curve = lcms.cmsReadTag(profile, curves[c]);
    if (xyz == NULL || curve == NULL) return 0;
    const cmsCIEXYZ *want = &lcms.srgb_colorants[c];
    if (fabs(xyz->X - want->X) > 0.002 || fabs(xyz->Y - want->Y) > 0.002 || fabs(xyz->Z - want->Z) > 0.002)
      return 0;
    for (int i = 0; i < 256; i++) {
      float v = lcms.cmsEvalToneCurveFloat(curve, (float)i / 255.0f);
      if (!(fabsf(v - lcms.srgb_curve[i]) <= 0.25f / 255.0f)) return 0;
    }
  }
  return 1;
}

/// Transforms `rgba` in place from `source` to sRGB. The input format reads the colour channels
/// (RGB, or grey from the first byte) and skips the rest; the output writes R, G, B and skips
/// alpha, so alpha is left exactly as it was (no cmsFLAGS_COPY_ALPHA: in place it is already there).
static int32_t transform(cmsHPROFILE source, int grey, uint8_t *rgba, size_t pixel_count,
                         plumb_color_report *report) {
  cmsHPROFILE srgb = lcms.cmsCreate_sRGBProfile();
  if (srgb == NULL) return fail(report, PLUMB_COLOR_ERR_TRANSFORM, "%s", "lcms2 could not build its sRGB profile");
  const cmsUInt32Number input =
      grey ? (COLORSPACE_SH(PT_GRAY) | CHANNELS_SH(1) | EXTRA_SH(3) | BYTES_SH(1)) : TYPE_RGBA_8;
  last_error[0] = 0;
  cmsHTRANSFORM xform = lcms.cmsCreateTransform(source, input, srgb, TYPE_RGBA_8, INTENT_PERCEPTUAL, 0);
  lcms.cmsCloseProfile(srgb);
  if (xform == NULL) {
    return fail(report, PLUMB_COLOR_ERR_TRANSFORM, "lcms2 cannot convert from the profile to sRGB (%s)",
                last_error[0] ? last_error : "no reason given");
  }
  // cmsDoTransform counts pixels in a cmsUInt32Number: convert in runs that fit.
  const size_t run = (size_t)1 << 30;
  for (size_t done = 0; done < pixel_count; done += run) {
    size_t n = pixel_count - done < run ? pixel_count - done : run;
    lcms.cmsDoTransform(xform, rgba + done * 4, rgba + done * 4, (cmsUInt32Number)n);
  }
  lcms.cmsDeleteTransform(xform);
  report->status = PLUMB_COLOR_OK;
  return PLUMB_COLOR_OK;
}

static const char *space_name(cmsColorSpaceSignature space) {
  switch (space) {
    case cmsSigRgbData: return "RGB";
    case cmsSigGrayData: return "grey";
    case cmsSigCmykData: return "CMYK";
    case cmsSigCmyData: return "CMY";
    case cmsSigLabData: return "Lab";
    case cmsSigXYZData: return "XYZ";
    case cmsSigYCbCrData: return "YCbCr";
    default: return "an unsupported";
  }
}

int32_t plumb_color_icc_to_srgb(const uint8_t *profile, size_t profile_size, uint8_t *rgba,
                                size_t pixel_count, int32_t grey, plumb_color_report *report) {
  memset(report, 0, sizeof *report);
  if (!lcms_ready()) return fail(report, PLUMB_COLOR_ERR_UNAVAILABLE, "%s", lcms.reason);
  if (profile == NULL || profile_size < 132 || profile_size > 0xffffffffu) {
    return fail(report, PLUMB_COLOR_ERR_PROFILE, "%s", "the profile is too short to be an ICC profile");
  }
  last_error[0] = 0;
  cmsHPROFILE source = lcms.cmsOpenProfileFromMem(profile, (cmsUInt32Number)profile_size);
  if (source == NULL) {
    return fail(report, PLUMB_COLOR_ERR_PROFILE, "lcms2 refused the ICC profile (%s)",
                last_error[0] ? last_error : "not a readable ICC profile");
  }
  int32_t status;
  cmsProfileClassSignature kind = lcms.cmsGetDeviceClass(source);
  cmsColorSpaceSignature space = lcms.cmsGetColorSpace(source);
  if (kind != cmsSigDisplayClass && kind != cmsSigInputClass && kind != cmsSigOutputClass &&
      kind != cmsSigColorSpaceClass) {
    status = fail(report, PLUMB_COLOR_ERR_PROFILE, "%s",
                  "the ICC profile is not a device or colour-space profile (an abstract, link or named-colour profile)");
  } else if (space != (grey ? cmsSigGrayData : cmsSigRgbData)) {
    char text[160];
    snprintf(text, sizeof text, "the ICC profile is for %s colour space, the image is %s", space_name(space),
             grey ? "greyscale" : "RGB");
    status = fail(report, PLUMB_COLOR_ERR_MISMATCH, "%s", text);
  } else if (!grey && is_srgb(source)) {
    report->status = status = PLUMB_COLOR_ALREADY_SRGB;
  } else {
    status = transform(source, grey, rgba, pixel_count, report);
  }
  lcms.cmsCloseProfile(source);
  return status;
}

int32_t plumb_color_primaries_to_srgb(const plumb_chromaticities *c, double exponent, uint8_t *rgba,
                                      size_t pixel_count, plumb_color_report *report) {
  memset(report, 0, sizeof *report);
  if (!lcms_ready()) return fail(report, PLUMB_COLOR_ERR_UNAVAILABLE, "%s", lcms.reason);
  // sRGB's own chromaticities (IEC 61966-2-1: BT.709 primaries, D65 white) when none are given.
  const plumb_chromaticities srgb = {0.3127, 0.3290, 0.64, 0.33, 0.30, 0.60, 0.15, 0.06};
  if (c == NULL) c = &srgb;
  const double xy[8] = {c->white_x, c->white_y, c->red_x, c->red_y, c->green_x, c->green_y, c->blue_x, c->blue_y};
  for (int i = 0; i < 8; i++) {
    if (!(xy[i] >= 0 && xy[i] <= 1) || (i % 2 == 1 && !(xy[i] > 0))) {
      return fail(report, PLUMB_COLOR_ERR_PROFILE, "%s", "the chromaticities are outside 0…1 (or a y is 0)");
    }
  }
  if (!(exponent == 0 || (exponent >= 0.1 && exponent <= 10))) {
    return fail(report, PLUMB_COLOR_ERR_PROFILE, "%s", "the gamma is outside the range 0.1…10");
  }
  cmsCIExyY white = {c->white_x, c->white_y, 1.0};
  cmsCIExyYTRIPLE primaries = {{c->red_x, c->red_y, 1.0}, {c->green_x, c->green_y, 1.0}, {c->blue_x, c->blue_y, 1.0}};
  // The sRGB curve as ICC parametric type 4: Y = ((aX + b)^g) for X >= d, Y = cX below.
  const cmsFloat64Number srgb_curve[5] = {2.4, 1.0 / 1.055, 0.055 / 1.055, 1.0 / 12.92, 0.04045};
  cmsToneCurve *curve = exponent == 0 ? lcms.cmsBuildParametricToneCurve(NULL, 4, srgb_curve)
                                      : lcms.cmsBuildGamma(NULL, exponent);
  if (curve == NULL) return fail(report, PLUMB_COLOR_ERR_PROFILE, "%s", "lcms2 could not build the curve");
  cmsToneCurve *curves[3] = {curve, curve, curve};
  last_error[0] = 0;
  cmsHPROFILE source = lcms.cmsCreateRGBProfile(&white, &primaries, curves);
  lcms.cmsFreeToneCurve(curve);
  if (source == NULL) {
    return fail(report, PLUMB_COLOR_ERR_PROFILE, "the chromaticities do not make an RGB space (%s)",
                last_error[0] ? last_error : "the primaries are collinear");
  }
  int32_t status = transform(source, 0, rgba, pixel_count, report);
  lcms.cmsCloseProfile(source);
  return status;
}

int32_t plumb_color_lcms_version(void) { return lcms_ready() ? lcms.version : 0; }
