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

enum { ACCOLOR_DISTINCT_SLOTS = 2 * ACCOLOR_DISTINCT_MAX };

/// The slot of RGBA `key` in an open-addressed table of ACCOLOR_DISTINCT_SLOTS (`number` -1: empty).
static size_t accolor_slot(const uint32_t *keys, const int32_t *number, uint32_t key) {
  size_t slot = (size_t)((key * 2654435761u) >> 16) & (ACCOLOR_DISTINCT_SLOTS - 1);
  while (number[slot] >= 0 && keys[slot] != key) slot = (slot + 1) & (ACCOLOR_DISTINCT_SLOTS - 1);
  return slot;
}

/// What accolor_transform_palette fills in (see accolor_rgba_to_extended_srgb_palette).
typedef struct {
  const uint8_t *in;
  size_t pixels;
  float *values;
  uint16_t *index;
  size_t *distinct;
} accolor_palette_job;

/// Each distinct RGBA value of the job's pixels through `transform` once, numbered in the order
/// they first occur: ACCOLOR_CONVERTED, or ACCOLOR_TOO_MANY_VALUES (or ACCOLOR_BAD_PROFILE when
/// the tables cannot be allocated) with nothing useful written.
static accolor_status accolor_transform_palette(cmsHTRANSFORM transform, const accolor_palette_job *job) {
  uint32_t *keys = malloc(sizeof(uint32_t) * ACCOLOR_DISTINCT_SLOTS);
  int32_t *number = malloc(sizeof(int32_t) * ACCOLOR_DISTINCT_SLOTS);
  uint8_t *values = malloc(4 * (size_t)ACCOLOR_DISTINCT_MAX);
  accolor_status status = keys != NULL && number != NULL && values != NULL ? ACCOLOR_CONVERTED : ACCOLOR_BAD_PROFILE;
  size_t distinct = 0;
  if (status == ACCOLOR_CONVERTED) memset(number, 0xff, sizeof(int32_t) * ACCOLOR_DISTINCT_SLOTS);
  for (size_t i = 0; status == ACCOLOR_CONVERTED && i < job->pixels; i++) {
    uint32_t key;
    memcpy(&key, job->in + 4 * i, 4);
    size_t slot = accolor_slot(keys, number, key);
    if (number[slot] < 0) {
      if (distinct == ACCOLOR_DISTINCT_MAX) {
        status = ACCOLOR_TOO_MANY_VALUES;
        break;
      }
      keys[slot] = key;
      number[slot] = (int32_t)distinct;
      memcpy(values + 4 * distinct, &key, 4);
      distinct++;
    }
    job->index[i] = (uint16_t)number[slot];
  }
  if (status == ACCOLOR_CONVERTED) {
    if (distinct > 0) cmsDoTransform(transform, values, job->values, (cmsUInt32Number)distinct);
    *job->distinct = distinct;
  }
  free(keys);
  free(number);
  free(values);
  return status;
}

/// `pixels` RGBA8 pixels from `in` (in `icc`'s colour space) to sRGB in `out_format` at `out`
/// (`out_pixel_bytes` a pixel; `out` may be `in` for RGBA8), relative colorimetric, alpha copied.
/// With `keep_srgb`, an sRGB profile is ACCOLOR_ALREADY_SRGB and nothing is written. With a
/// `palette` job, its distinct values are converted instead (`in`, `out` and `pixels` unused).
static accolor_status accolor_transform(const uint8_t *in, uint8_t *out, size_t out_pixel_bytes, size_t pixels,
                                        const uint8_t *icc, size_t icc_length, cmsUInt32Number out_format,
                                        cmsUInt32Number flags, int keep_srgb, const accolor_palette_job *palette, char *message,
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
  if (palette != NULL) {
    status = accolor_transform_palette(transform, palette);
  } else {
    accolor_transform_all(transform, in, out, out_pixel_bytes, pixels);
    status = ACCOLOR_CONVERTED;
  }
done:
  if (transform != NULL) cmsDeleteTransform(transform);
  if (srgb != NULL) cmsCloseProfile(srgb);
  if (source != NULL) cmsCloseProfile(source);
  cmsDeleteContext(context);
  return status;
}

accolor_status accolor_rgba_to_srgb(uint8_t *rgba, size_t pixels, const uint8_t *icc, size_t icc_length,
                                    char *message, size_t message_capacity) {
  return accolor_transform(rgba, rgba, 4, pixels, icc, icc_length, TYPE_RGBA_8, 0, 1, NULL, message, message_capacity);
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
                           cmsFLAGS_NOCACHE, 0, NULL, message, message_capacity);
}

accolor_status accolor_rgba_to_extended_srgb_palette(const uint8_t *rgba, size_t pixels, const uint8_t *icc,
                                                     size_t icc_length, float *values, uint16_t *index,
                                                     size_t *distinct, char *message, size_t message_capacity) {
  accolor_palette_job job = {rgba, pixels, values, index, distinct};
  return accolor_transform(NULL, NULL, 4 * sizeof(float), 0, icc, icc_length, TYPE_RGBA_FLT, cmsFLAGS_NOCACHE, 0,
                           &job, message, message_capacity);
}
