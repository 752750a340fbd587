// libtiff's decode of a TIFF's first image from memory. libtiff reports errors through return
// values and handlers (set per file here, so nothing is printed and nothing global changes); it
// never longjmps across these frames.
#include <tiffio.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "CAssetCatShims.h"
#include "acshim_internal.h"

/// The file libtiff reads: the caller's bytes, read-only, and the first error it reported.
typedef struct acshim_tiff_source {
  const uint8_t *data;
  size_t size;
  size_t offset;
  int truncated;  // a read asked for bytes past the end
  char *message;
  size_t message_capacity;
  int has_message;
} acshim_tiff_source;

static tmsize_t acshim_tiff_read(thandle_t handle, void *buffer, tmsize_t length) {
  acshim_tiff_source *s = (acshim_tiff_source *)handle;
  if (length < 0) return -1;
  size_t left = s->offset < s->size ? s->size - s->offset : 0;
  size_t n = (size_t)length < left ? (size_t)length : left;
  if (n < (size_t)length) s->truncated = 1;
  if (n > 0) memcpy(buffer, s->data + s->offset, n);
  s->offset += n;
  return (tmsize_t)n;
}

static tmsize_t acshim_tiff_write(thandle_t handle, void *buffer, tmsize_t length) {
  (void)handle;
  (void)buffer;
  (void)length;
  return -1;
}

static toff_t acshim_tiff_seek(thandle_t handle, toff_t offset, int whence) {
  acshim_tiff_source *s = (acshim_tiff_source *)handle;
  uint64_t base = whence == SEEK_CUR ? s->offset : whence == SEEK_END ? s->size : 0;
  uint64_t to = base + offset;
  if (to < base || to > SIZE_MAX) return (toff_t)-1;
  s->offset = (size_t)to;
  return to;
}

static int acshim_tiff_close(thandle_t handle) {
  (void)handle;
  return 0;
}

static toff_t acshim_tiff_size(thandle_t handle) { return ((acshim_tiff_source *)handle)->size; }

static int acshim_tiff_map(thandle_t handle, void **base, toff_t *size) {
  (void)handle;
  (void)base;
  (void)size;
  return 0;
}

static void acshim_tiff_unmap(thandle_t handle, void *base, toff_t size) {
  (void)handle;
  (void)base;
  (void)size;
}

/// libtiff's errors: the first is kept as the message.
static int acshim_tiff_error(TIFF *tif, void *user, const char *module, const char *format, va_list args) {
  (void)tif;
  (void)module;
  acshim_tiff_source *s = (acshim_tiff_source *)user;
  if (s != NULL && !s->has_message) {
    char text[ACSHIM_MESSAGE_CAPACITY];
    vsnprintf(text, sizeof text, format, args);
    acshim_copy_message(s->message, s->message_capacity, text);
    s->has_message = 1;
  }
  return 1;  // handled: nothing printed
}

/// libtiff's warnings (unknown tags and the like) are not damage.
static int acshim_tiff_warning(TIFF *tif, void *user, const char *module, const char *format, va_list args) {
  (void)tif;
  (void)user;
  (void)module;
  (void)format;
  (void)args;
  return 1;
}

/// The raster's ABGR words (associated alpha) as RGBA bytes with straight alpha, in place.
static void acshim_tiff_straighten(uint8_t *out, size_t pixels) {
  uint32_t *raster = (uint32_t *)(void *)out;
  for (size_t i = 0; i < pixels; i++) {
    uint32_t v = raster[i];
    uint32_t r = TIFFGetR(v), g = TIFFGetG(v), b = TIFFGetB(v), a = TIFFGetA(v);
    if (a != 0 && a != 255) {
      r = (r * 255 + a / 2) / a;
      g = (g * 255 + a / 2) / a;
      b = (b * 255 + a / 2) / a;
      r = r > 255 ? 255 : r;
      g = g > 255 ? 255 : g;
      b = b > 255 ? 255 : b;
    }
    out[i * 4] = (uint8_t)r;
    out[i * 4 + 1] = (uint8_t)g;
    out[i * 4 + 2] = (uint8_t)b;
    out[i * 4 + 3] = (uint8_t)a;
  }
}

acshim_status acshim_tiff_decode_rgba(const uint8_t *data, size_t size, acshim_limits limits, uint8_t *out,
                                      size_t out_size, uint32_t *width, uint32_t *height, char *message,
                                      size_t message_capacity) {
  acshim_copy_message(message, message_capacity, "");
  if (data == NULL || out == NULL || width == NULL || height == NULL || ((uintptr_t)out % 4) != 0) return ACSHIM_BAD_ARGUMENT;
  acshim_tiff_source source = {data, size, 0, 0, message, message_capacity, 0};
  TIFFOpenOptions *options = TIFFOpenOptionsAlloc();
  if (options == NULL) return ACSHIM_NO_MEMORY;
  TIFFOpenOptionsSetErrorHandlerExtR(options, acshim_tiff_error, &source);
  TIFFOpenOptionsSetWarningHandlerExtR(options, acshim_tiff_warning, &source);
  // No single allocation larger than the image the caller allows (four bytes a pixel) plus room.
  TIFFOpenOptionsSetMaxSingleMemAlloc(options, (tmsize_t)(limits.max_pixels * 4 + (1 << 20)));
  TIFF *tif = TIFFClientOpenExt("image.tiff", "rm", (thandle_t)&source, acshim_tiff_read, acshim_tiff_write,
                                acshim_tiff_seek, acshim_tiff_close, acshim_tiff_size, acshim_tiff_map,
                                acshim_tiff_unmap, options);
  TIFFOpenOptionsFree(options);
  if (tif == NULL) return source.truncated ? ACSHIM_TRUNCATED : ACSHIM_CORRUPT;
  uint32_t w = 0, h = 0;
  acshim_status status = ACSHIM_OK;
  if (!TIFFGetField(tif, TIFFTAG_IMAGEWIDTH, &w) || !TIFFGetField(tif, TIFFTAG_IMAGELENGTH, &h) || w == 0 || h == 0) {
    if (!source.has_message) acshim_copy_message(message, message_capacity, "the TIFF gives no image size");
    status = ACSHIM_CORRUPT;
  } else if (acshim_over_limits(w, h, limits, message, message_capacity)) {
    status = ACSHIM_OVER_LIMITS;
  } else if ((uint64_t)w * h * 4 > out_size) {
    status = ACSHIM_BAD_ARGUMENT;
  } else if (!TIFFReadRGBAImageOriented(tif, w, h, (uint32_t *)(void *)out, ORIENTATION_TOPLEFT, 1)) {
    if (!source.has_message) acshim_copy_message(message, message_capacity, "libtiff cannot decode the image");
    status = source.truncated ? ACSHIM_TRUNCATED : ACSHIM_CORRUPT;
  } else {
    acshim_tiff_straighten(out, (size_t)w * h);
    *width = w;
    *height = h;
  }
  TIFFClose(tif);
  return status;
}
