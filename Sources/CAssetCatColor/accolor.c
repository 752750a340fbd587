// Colour conversion of decoded pixels to sRGB through lcms2, for images that carry an ICC
// profile (a PNG's iCCP chunk): what ImageIO does when actool draws such an image into an sRGB
// bitmap. lcms2 reports errors through a per-context handler and return values; nothing here
// jumps across the caller's frames.
#include "CAssetCatColor.h"

#include <lcms2.h>
#include <pthread.h>
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

enum { ACCOLOR_RUN_PIECE = 1 << 16 };

/// RGBA8 pixels through an RGBA8 transform in place, each run of equal pixels converted once:
/// images drawn for a UI have long runs (a flat fill, a transparent margin), and a transform
/// shared between threads has no one-pixel cache of its own (cmsFLAGS_NOCACHE). The same values
/// as converting every pixel. A piece of the image at a time, so the runs' table stays small.
static void accolor_transform_runs(cmsHTRANSFORM transform, uint8_t *rgba, size_t pixels) {
  size_t table = pixels < ACCOLOR_RUN_PIECE ? (pixels > 0 ? pixels : 1) : ACCOLOR_RUN_PIECE;
  uint32_t *heads = malloc(sizeof(uint32_t) * table);
  uint32_t *lengths = malloc(sizeof(uint32_t) * table);
  if (heads == NULL || lengths == NULL) {
    free(heads);
    free(lengths);
    accolor_transform_all(transform, rgba, rgba, 4, pixels);
    return;
  }
  for (size_t start = 0; start < pixels; start += ACCOLOR_RUN_PIECE) {
    size_t n = pixels - start < ACCOLOR_RUN_PIECE ? pixels - start : ACCOLOR_RUN_PIECE;
    uint8_t *piece = rgba + start * 4;
    size_t runs = 0;
    uint32_t previous = 0;
    for (size_t i = 0; i < n; i++) {
      uint32_t value;
      memcpy(&value, piece + 4 * i, 4);
      if (runs > 0 && value == previous) {
        lengths[runs - 1]++;
      } else {
        heads[runs] = value;
        lengths[runs] = 1;
        runs++;
        previous = value;
      }
    }
    cmsDoTransform(transform, heads, heads, (cmsUInt32Number)runs);
    size_t at = 0;
    for (size_t r = 0; r < runs; r++) {
      for (uint32_t k = 0; k < lengths[r]; k++, at++) memcpy(piece + 4 * at, &heads[r], 4);
    }
  }
  free(heads);
  free(lengths);
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

/// What a profile gives for one output format: ACCOLOR_CONVERTED with its transform, or
/// ACCOLOR_NOT_RGB / ACCOLOR_ALREADY_SRGB without one.
typedef struct {
  accolor_status status;
  cmsHTRANSFORM transform;
} accolor_outcome;

/// Opens `icc` in `context` and makes its transform to sRGB in `out_format` (relative
/// colorimetric, alpha copied), unless it is not RGB or (`keep_srgb`) already sRGB;
/// ACCOLOR_BAD_PROFILE when lcms2 refuses it (its reason through the context's handler).
static accolor_outcome accolor_make(cmsContext context, const uint8_t *icc, size_t icc_length,
                                    cmsUInt32Number out_format, cmsUInt32Number flags, int keep_srgb) {
  accolor_outcome outcome = {ACCOLOR_BAD_PROFILE, NULL};
  cmsHPROFILE source = cmsOpenProfileFromMemTHR(context, icc, (cmsUInt32Number)icc_length);
  if (source == NULL) return outcome;
  if (cmsGetColorSpace(source) != cmsSigRgbData) {
    outcome.status = ACCOLOR_NOT_RGB;
  } else if (keep_srgb && accolor_is_srgb(source)) {
    outcome.status = ACCOLOR_ALREADY_SRGB;
  } else {
    cmsHPROFILE srgb = cmsCreate_sRGBProfileTHR(context);
    if (srgb != NULL) {
      outcome.transform = cmsCreateTransformTHR(context, source, TYPE_RGBA_8, srgb, out_format,
                                                INTENT_RELATIVE_COLORIMETRIC, cmsFLAGS_COPY_ALPHA | flags);
      if (outcome.transform != NULL) outcome.status = ACCOLOR_CONVERTED;
      cmsCloseProfile(srgb);
    }
  }
  cmsCloseProfile(source);
  return outcome;
}

// MARK: - Transforms made once a process

// Making a transform (opening the profile, building and optimising its pipeline) cost more than
// running it on a small image, and a catalog's images carry few distinct profiles: each
// profile's outcome is kept, for each output format, for the life of the process. The
// transforms are made without lcms2's one-pixel cache (cmsFLAGS_NOCACHE, which changes no
// value), so threads can run one at once. Up to ACCOLOR_KEPT_MAX are kept; past that, each call
// makes its own as before. A profile lcms2 refuses is not kept: each call reports its reason.
enum { ACCOLOR_KEPT_MAX = 64 };

typedef struct {
  uint64_t hash;
  size_t length;
  uint8_t *icc;
  cmsUInt32Number out_format;
  int keep_srgb;
  accolor_outcome outcome;
} accolor_kept;

static accolor_kept accolor_kept_outcomes[ACCOLOR_KEPT_MAX];
static size_t accolor_kept_count;
static pthread_mutex_t accolor_kept_lock = PTHREAD_MUTEX_INITIALIZER;
/// The context kept transforms are made in: no handler data, so no caller's buffer is written
/// after its call returns.
static cmsContext accolor_kept_context;

static uint64_t accolor_hash(const uint8_t *bytes, size_t length) {
  uint64_t h = 0xcbf29ce484222325u;  // FNV-1a
  for (size_t i = 0; i < length; i++) h = (h ^ bytes[i]) * 0x100000001b3u;
  return h;
}

/// The kept outcome for these arguments, or NULL. Call with accolor_kept_lock held.
static const accolor_kept *accolor_find(uint64_t hash, const uint8_t *icc, size_t icc_length,
                                        cmsUInt32Number out_format, int keep_srgb) {
  for (size_t i = 0; i < accolor_kept_count; i++) {
    const accolor_kept *k = &accolor_kept_outcomes[i];
    if (k->hash == hash && k->length == icc_length && k->out_format == out_format && k->keep_srgb == keep_srgb &&
        memcmp(k->icc, icc, icc_length) == 0) {
      return k;
    }
  }
  return NULL;
}

/// The outcome for `icc` and `out_format`, made once a process; `found` 0 when it is not kept
/// (lcms2 refuses the profile, or the table is full): the caller then makes its own.
static accolor_outcome accolor_kept_outcome(const uint8_t *icc, size_t icc_length, cmsUInt32Number out_format,
                                            int keep_srgb, int *found) {
  uint64_t hash = accolor_hash(icc, icc_length);
  accolor_outcome outcome = {ACCOLOR_BAD_PROFILE, NULL};
  pthread_mutex_lock(&accolor_kept_lock);
  const accolor_kept *k = accolor_find(hash, icc, icc_length, out_format, keep_srgb);
  if (k != NULL) outcome = k->outcome;
  if (accolor_kept_context == NULL) {
    accolor_kept_context = cmsCreateContext(NULL, NULL);
    if (accolor_kept_context != NULL) cmsSetLogErrorHandlerTHR(accolor_kept_context, accolor_error_handler);
  }
  int room = accolor_kept_count < ACCOLOR_KEPT_MAX && accolor_kept_context != NULL;
  pthread_mutex_unlock(&accolor_kept_lock);
  *found = k != NULL;
  if (*found || !room) return outcome;
  // Made outside the lock: another thread may make the same, and the first one kept wins.
  accolor_outcome made = accolor_make(accolor_kept_context, icc, icc_length, out_format, cmsFLAGS_NOCACHE, keep_srgb);
  uint8_t *copy = made.status == ACCOLOR_BAD_PROFILE ? NULL : malloc(icc_length > 0 ? icc_length : 1);
  int keep = 0;
  if (copy != NULL) {
    memcpy(copy, icc, icc_length);
    pthread_mutex_lock(&accolor_kept_lock);
    k = accolor_find(hash, icc, icc_length, out_format, keep_srgb);
    keep = k == NULL && accolor_kept_count < ACCOLOR_KEPT_MAX;
    if (keep) accolor_kept_outcomes[accolor_kept_count++] = (accolor_kept){hash, icc_length, copy, out_format, keep_srgb, made};
    if (k != NULL || keep) {
      outcome = keep ? made : k->outcome;
      *found = 1;
    }
    pthread_mutex_unlock(&accolor_kept_lock);
  }
  if (!keep) {
    if (made.transform != NULL) cmsDeleteTransform(made.transform);
    free(copy);
  }
  return outcome;
}

/// `pixels` RGBA8 pixels from `in` (in `icc`'s colour space) to sRGB in `out_format` at `out`
/// (`out_pixel_bytes` a pixel; `out` may be `in` for RGBA8), relative colorimetric, alpha copied.
/// With `keep_srgb`, an sRGB profile is ACCOLOR_ALREADY_SRGB and nothing is written. With a
/// `palette` job, its distinct values are converted instead (`in`, `out` and `pixels` unused).
static accolor_status accolor_transform(const uint8_t *in, uint8_t *out, size_t out_pixel_bytes, size_t pixels,
                                        const uint8_t *icc, size_t icc_length, cmsUInt32Number out_format,
                                        int keep_srgb, const accolor_palette_job *palette, char *message,
                                        size_t message_capacity) {
  if (message != NULL && message_capacity > 0) message[0] = '\0';
  if (icc_length > UINT32_MAX) return ACCOLOR_BAD_PROFILE;
  int kept = 0;
  accolor_outcome outcome = accolor_kept_outcome(icc, icc_length, out_format, keep_srgb, &kept);
  cmsContext context = NULL;
  if (!kept) {
    // Not kept: made for this call alone, in a context that reports lcms2's reason here.
    accolor_log log = {message, message_capacity};
    context = cmsCreateContext(NULL, &log);
    if (context == NULL) return ACCOLOR_BAD_PROFILE;
    cmsSetLogErrorHandlerTHR(context, accolor_error_handler);
    outcome = accolor_make(context, icc, icc_length, out_format, cmsFLAGS_NOCACHE, keep_srgb);
  }
  accolor_status status = outcome.status;
  if (outcome.transform != NULL) {
    status = palette != NULL ? accolor_transform_palette(outcome.transform, palette) : ACCOLOR_CONVERTED;
    if (palette == NULL && in == out && out_format == TYPE_RGBA_8) {
      accolor_transform_runs(outcome.transform, out, pixels);
    } else if (palette == NULL) {
      accolor_transform_all(outcome.transform, in, out, out_pixel_bytes, pixels);
    }
  }
  if (context != NULL) {
    if (outcome.transform != NULL) cmsDeleteTransform(outcome.transform);
    cmsDeleteContext(context);
  }
  return status;
}

accolor_status accolor_rgba_to_srgb(uint8_t *rgba, size_t pixels, const uint8_t *icc, size_t icc_length,
                                    char *message, size_t message_capacity) {
  return accolor_transform(rgba, rgba, 4, pixels, icc, icc_length, TYPE_RGBA_8, 1, NULL, message, message_capacity);
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
  return accolor_transform(rgba, (uint8_t *)out, 4 * sizeof(float), pixels, icc, icc_length, TYPE_RGBA_FLT, 0, NULL,
                           message, message_capacity);
}

accolor_status accolor_rgba_to_extended_srgb_palette(const uint8_t *rgba, size_t pixels, const uint8_t *icc,
                                                     size_t icc_length, float *values, uint16_t *index,
                                                     size_t *distinct, char *message, size_t message_capacity) {
  accolor_palette_job job = {rgba, pixels, values, index, distinct};
  return accolor_transform(NULL, NULL, 4 * sizeof(float), 0, icc, icc_length, TYPE_RGBA_FLT, 0, &job, message,
                           message_capacity);
}
