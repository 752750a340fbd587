// Colour conversion of decoded pixels to sRGB through lcms2, for images that carry an ICC
// profile (a PNG's iCCP chunk): what ImageIO does when actool draws such an image into an sRGB
// bitmap. lcms2 reports errors through a per-context handler and return values; nothing here
// jumps across the caller's frames.
#include "CAssetCatColor.h"

#include <lcms2.h>
#include <stdio.h>
#include <stdlib.h>
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

/// Every pixel through `transform`. lcms2 counts pixels in cmsUInt32Number: in pieces.
static void accolor_transform_all(cmsHTRANSFORM transform, const uint8_t *in, uint8_t *out, size_t out_pixel_bytes,
                                  size_t pixels) {
  const size_t piece = 1u << 24;
  for (size_t done_pixels = 0; done_pixels < pixels; done_pixels += piece) {
    size_t n = pixels - done_pixels < piece ? pixels - done_pixels : piece;
    cmsDoTransform(transform, in + done_pixels * 4, out + done_pixels * out_pixel_bytes, (cmsUInt32Number)n);
  }
}

enum { ACCOLOR_DISTINCT_MAX = 1 << 15, ACCOLOR_DISTINCT_SLOTS = 1 << 16 };

/// The slot of RGBA `key` in an open-addressed table of ACCOLOR_DISTINCT_SLOTS (`index` -1: empty).
static size_t accolor_slot(const uint32_t *keys, const int32_t *index, uint32_t key) {
  size_t slot = (size_t)((key * 2654435761u) >> 16) & (ACCOLOR_DISTINCT_SLOTS - 1);
  while (index[slot] >= 0 && keys[slot] != key) slot = (slot + 1) & (ACCOLOR_DISTINCT_SLOTS - 1);
  return slot;
}

/// Each distinct RGBA value of `in` through `transform` once, then copied to every pixel that has
/// it: the same bytes as `accolor_transform_all` (a pixel's result depends on its own value alone),
/// at a fraction of the cost for art, whose pixels share a few thousand values (a float transform
/// evaluates the tone curves with pow() for every pixel). 0, with nothing written, when the image
/// has more than ACCOLOR_DISTINCT_MAX values (a photo) or the tables cannot be allocated.
static int accolor_transform_distinct(cmsHTRANSFORM transform, const uint8_t *in, uint8_t *out,
                                      size_t out_pixel_bytes, size_t pixels) {
  if (pixels < 1024) return 0;
  uint32_t *keys = malloc(sizeof(uint32_t) * ACCOLOR_DISTINCT_SLOTS);
  int32_t *index = malloc(sizeof(int32_t) * ACCOLOR_DISTINCT_SLOTS);
  uint8_t *values = malloc(4 * (size_t)ACCOLOR_DISTINCT_MAX);
  uint8_t *converted = malloc(out_pixel_bytes * ACCOLOR_DISTINCT_MAX);
  int ok = keys != NULL && index != NULL && values != NULL && converted != NULL;
  size_t distinct = 0;
  if (ok) memset(index, 0xff, sizeof(int32_t) * ACCOLOR_DISTINCT_SLOTS);
  for (size_t i = 0; ok && i < pixels; i++) {
    uint32_t key;
    memcpy(&key, in + 4 * i, 4);
    size_t slot = accolor_slot(keys, index, key);
    if (index[slot] >= 0) continue;
    if (distinct == ACCOLOR_DISTINCT_MAX) {
      ok = 0;
      break;
    }
    keys[slot] = key;
    index[slot] = (int32_t)distinct;
    memcpy(values + 4 * distinct, &key, 4);
    distinct++;
  }
  if (ok) {
    cmsDoTransform(transform, values, converted, (cmsUInt32Number)distinct);
    for (size_t i = 0; i < pixels; i++) {
      uint32_t key;
      memcpy(&key, in + 4 * i, 4);
      size_t at = (size_t)index[accolor_slot(keys, index, key)];
      memmove(out + i * out_pixel_bytes, converted + at * out_pixel_bytes, out_pixel_bytes);
    }
  }
  free(keys);
  free(index);
  free(values);
  free(converted);
  return ok;
}

/// `pixels` RGBA8 pixels from `in` (in `icc`'s colour space) to sRGB in `out_format` at `out`
/// (`out_pixel_bytes` a pixel; `out` may be `in` for RGBA8), relative colorimetric, alpha copied.
/// With `keep_srgb`, an sRGB profile is ACCOLOR_ALREADY_SRGB and nothing is written; with
/// `distinct`, each distinct value is converted once (`out` must not be `in`).
static accolor_status accolor_transform(const uint8_t *in, uint8_t *out, size_t out_pixel_bytes, size_t pixels,
                                        const uint8_t *icc, size_t icc_length, cmsUInt32Number out_format,
                                        cmsUInt32Number flags, int keep_srgb, int distinct, char *message,
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
  if (!(distinct && accolor_transform_distinct(transform, in, out, out_pixel_bytes, pixels))) {
    accolor_transform_all(transform, in, out, out_pixel_bytes, pixels);
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
  return accolor_transform(rgba, rgba, 4, pixels, icc, icc_length, TYPE_RGBA_8, 0, 1, 0, message, message_capacity);
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
                           cmsFLAGS_NOCACHE, 0, 1, message, message_capacity);
}
