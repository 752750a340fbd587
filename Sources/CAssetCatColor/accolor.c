// Colour conversion of decoded pixels to sRGB through lcms2, for images that carry an ICC
// profile (a PNG's iCCP chunk): what ImageIO does when actool draws such an image into an sRGB
// bitmap. lcms2 reports errors through a per-context handler and return values; nothing here
// jumps across the caller's frames.
#include "CAssetCatColor.h"

#include <lcms2.h>
#include <stdio.h>
#include <string.h>

typedef struct {
  char *message;
  size_t capacity;
} accolor_log;

static void accolor_error_handler(cmsContext context, cmsUInt32Number code, const char *text) {
  (void)code;
  accolor_log *log = (accolor_log *)cmsGetContextUserData(context);
  if (log != NULL && log->message != NULL && log->capacity > 0 && log->message[0] == '\0') {
    snprintf(log->message, log->capacity, "%s", text);
  }
}

static void accolor_description(cmsHPROFILE profile, char *out, size_t capacity) {
  if (capacity == 0) return;
  out[0] = '\0';
  cmsUInt32Number n = cmsGetProfileInfoASCII(profile, cmsInfoDescription, "en", "US", out, (cmsUInt32Number)capacity);
  if (n == 0) out[0] = '\0';
  out[capacity - 1] = '\0';
}

/// sRGB under any of the names profiles give it ("sRGB IEC61966-2.1", "sRGB built-in", "sRGB").
static int accolor_is_srgb(cmsHPROFILE profile) {
  char name[256];
  accolor_description(profile, name, sizeof name);
  return strstr(name, "sRGB") != NULL;
}

/// `pixels` RGBA8 pixels from `in` (in `icc`'s colour space) to sRGB in `out_format` at `out`
/// (`out_pixel_bytes` a pixel; `out` may be `in` for RGBA8), relative colorimetric, alpha copied.
/// With `keep_srgb`, an sRGB profile is ACCOLOR_ALREADY_SRGB and nothing is written.
static accolor_status accolor_transform(const uint8_t *in, uint8_t *out, size_t out_pixel_bytes, size_t pixels,
                                        const uint8_t *icc, size_t icc_length, cmsUInt32Number out_format,
                                        cmsUInt32Number flags, int keep_srgb, char *message,
                                        size_t message_capacity) {
  if (message != NULL && message_capacity > 0) message[0] = '\0';
  if (icc_length > UINT32_MAX) return ACCOLOR_BAD_PROFILE;
  accolor_log log = {message, message_capacity};
  cmsContext context = cmsCreateContext(NULL, &log);
  if (context == NULL) return ACCOLOR_BAD_PROFILE;
  cmsSetLogErrorHandlerTHR(context, accolor_error_handler);
  accolor_status status = ACCOLOR_BAD_PROFILE;
  cmsHPROFILE source = cmsOpenProfileFromMemTHR(context, icc, (cmsUInt32Number)icc_length);
  cmsHPROFILE srgb = NULL;
  cmsHTRANSFORM transform = NULL;
  if (source == NULL) goto done;
  if (cmsGetColorSpace(source) != cmsSigRgbData) {
    status = ACCOLOR_NOT_RGB;
    goto done;
  }
  if (keep_srgb && accolor_is_srgb(source)) {
    status = ACCOLOR_ALREADY_SRGB;
    goto done;
  }
  srgb = cmsCreate_sRGBProfileTHR(context);
  if (srgb == NULL) goto done;
  transform = cmsCreateTransformTHR(context, source, TYPE_RGBA_8, srgb, out_format, INTENT_RELATIVE_COLORIMETRIC,
                                    cmsFLAGS_COPY_ALPHA | flags);
  if (transform == NULL) goto done;
  // lcms2 counts pixels in cmsUInt32Number: convert in pieces.
  const size_t piece = 1u << 24;
  for (size_t done_pixels = 0; done_pixels < pixels; done_pixels += piece) {
    size_t n = pixels - done_pixels < piece ? pixels - done_pixels : piece;
    cmsDoTransform(transform, in + done_pixels * 4, out + done_pixels * out_pixel_bytes, (cmsUInt32Number)n);
  }
  status = ACCOLOR_CONVERTED;
done:
  if (transform != NULL) cmsDeleteTransform(transform);
  if (srgb != NULL) cmsCloseProfile(srgb);
  if (source != NULL) cmsCloseProfile(source);
  cmsDeleteContext(context);
  return status;
}

accolor_status accolor_rgba_to_srgb(uint8_t *rgba, size_t pixels, const uint8_t *icc, size_t icc_length,
                                    char *message, size_t message_capacity) {
  return accolor_transform(rgba, rgba, 4, pixels, icc, icc_length, TYPE_RGBA_8, 0, 1, message, message_capacity);
}

int accolor_is_wide_gamut(const uint8_t *icc, size_t icc_length) {
  if (icc_length > UINT32_MAX) return 0;
  cmsContext context = cmsCreateContext(NULL, NULL);
  if (context == NULL) return 0;
  int wide = 0;
  cmsHPROFILE profile = cmsOpenProfileFromMemTHR(context, icc, (cmsUInt32Number)icc_length);
  if (profile != NULL && cmsGetColorSpace(profile) == cmsSigRgbData) {
    char name[256];
    accolor_description(profile, name, sizeof name);
    const char *wide_names[] = {"P3", "2020", "Adobe RGB", "ProPhoto"};
    for (size_t i = 0; i < sizeof wide_names / sizeof wide_names[0]; i++) {
      if (strstr(name, wide_names[i]) != NULL) wide = 1;
    }
  }
  if (profile != NULL) cmsCloseProfile(profile);
  cmsDeleteContext(context);
  return wide;
}

accolor_status accolor_rgba_to_extended_srgb(const uint8_t *rgba, float *out, size_t pixels, const uint8_t *icc,
                                             size_t icc_length, char *message, size_t message_capacity) {
  // Float output: lcms2 leaves matrix-shaper transforms unbounded, so colours outside sRGB keep
  // their components below 0 or above 1, as an extended-range sRGB bitmap holds them.
  return accolor_transform(rgba, (uint8_t *)out, 4 * sizeof(float), pixels, icc, icc_length, TYPE_RGBA_FLT,
                           cmsFLAGS_NOCACHE, 0, message, message_capacity);
}
