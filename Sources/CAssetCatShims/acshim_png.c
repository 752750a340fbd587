// libpng behind acshim_png_*: header probe, RGBA8 decode, and an encoder for tests.
//
// Each public function owns its setjmp (png_jmpbuf) and calls libpng only from that frame.
// The read cursor, error and warning handlers are C functions below. Contexts handed to libpng
// (reader, writer) live in the caller's frame and are only reached through the pointer libpng
// keeps, so their values are in memory when longjmp returns to setjmp.
#include "CAssetCatShims.h"
#include "acshim_internal.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// MARK: - Reading from memory

/// Image data inflated before libpng sees it (acshim_png_decode_rgba_inflated): libpng reads the
/// file with its IDAT chunks replaced by IDAT chunks of stored deflate blocks holding `rows`, so
/// zlib only copies them.
typedef struct acshim_png_stored_data {
  const uint8_t *rows;
  size_t rows_size;
  size_t idat_start;  // the file's first IDAT chunk (its length field)
  size_t idat_end;    // just past the file's last IDAT chunk (its CRC)
  size_t blocks;      // stored blocks, one an IDAT chunk
  size_t block;       // the chunk being read
  size_t in_block;    // bytes of it read
} acshim_png_stored_data;

typedef struct acshim_png_reader {
  const uint8_t *data;
  size_t size;
  size_t offset;
  acshim_png_stored_data *stored;  // NULL: the file as it is
  int truncated;    // the read callback ran past the end of the data
  int over_limits;  // libpng refused IHDR because of png_set_user_limits
  char *message;
  size_t message_capacity;
  int has_message;
  uint8_t *row;     // acshim_png_verify's row buffer, freed after longjmp too
} acshim_png_reader;

static void acshim_png_error(png_structp png, png_const_charp text) {
  acshim_png_reader *reader = (acshim_png_reader *)png_get_error_ptr(png);
  if (reader != NULL && !reader->has_message) {
    acshim_copy_message(reader->message, reader->message_capacity, text);
    reader->has_message = 1;
    // libpng 1.6: "Image width exceeds user limit in IHDR" (and height).
    if (text != NULL && strstr(text, "user limit") != NULL) reader->over_limits = 1;
  }
  png_longjmp(png, 1);
}

static void acshim_png_warning(png_structp png, png_const_charp text) {
  // Warnings (bad ancillary chunks, known-bad sRGB profiles, …) never fail a read.
  (void)png;
  (void)text;
}

enum { ACSHIM_STORED_BLOCK = 65535 };

/// The bytes of stored IDAT chunk `k` before its rows (chunk length, type, the zlib header in the
/// first, the block header) into `head`, and after them (Adler-32 in the last, chunk CRC) into
/// `tail`: both left zero, as libpng is told not to check them. Returns the rows it carries.
static size_t acshim_stored_chunk(const acshim_png_stored_data *s, size_t k, uint8_t *head, size_t *head_len,
                                  size_t *tail_len) {
  size_t rows = s->rows_size - k * ACSHIM_STORED_BLOCK;
  if (rows > ACSHIM_STORED_BLOCK) rows = ACSHIM_STORED_BLOCK;
  int first = k == 0, last = k + 1 == s->blocks;
  size_t payload = (first ? 2 : 0) + 5 + rows + (last ? 4 : 0);
  size_t n = 0;
  head[n++] = (uint8_t)(payload >> 24);
  head[n++] = (uint8_t)(payload >> 16);
  head[n++] = (uint8_t)(payload >> 8);
  head[n++] = (uint8_t)payload;
  memcpy(head + n, "IDAT", 4);
  n += 4;
  if (first) {
    head[n++] = 0x78;  // deflate, 32 KiB window; 0x7801 is a multiple of 31
    head[n++] = 0x01;
  }
  head[n++] = last ? 1 : 0;  // BFINAL, BTYPE 00 (stored)
  head[n++] = (uint8_t)rows;
  head[n++] = (uint8_t)(rows >> 8);
  head[n++] = (uint8_t)~rows;
  head[n++] = (uint8_t)(~rows >> 8);
  *head_len = n;
  *tail_len = (last ? 4 : 0) + 4;
  return rows;
}

/// Up to `length` bytes of the stored IDAT chunks into `out`; how many.
static size_t acshim_stored_read(acshim_png_stored_data *s, uint8_t *out, size_t length) {
  static const uint8_t zeros[8] = {0};
  uint8_t head[19];
  size_t head_len = 0, tail_len = 0;
  size_t rows = acshim_stored_chunk(s, s->block, head, &head_len, &tail_len);
  size_t at = s->in_block, n;
  if (at < head_len) {
    n = head_len - at < length ? head_len - at : length;
    memcpy(out, head + at, n);
  } else if (at < head_len + rows) {
    n = head_len + rows - at < length ? head_len + rows - at : length;
    memcpy(out, s->rows + s->block * ACSHIM_STORED_BLOCK + (at - head_len), n);
  } else {
    size_t end = head_len + rows + tail_len;
    n = end - at < length ? end - at : length;
    memcpy(out, zeros, n);
  }
  s->in_block += n;
  if (s->in_block == head_len + rows + tail_len) {
    s->block += 1;
    s->in_block = 0;
  }
  return n;
}

/// The file as libpng reads it when its image data was inflated first: the bytes before the
/// first IDAT, the stored chunks, then the bytes from the end of the last IDAT.
static int acshim_png_read_stored(acshim_png_reader *reader, uint8_t *out, size_t length) {
  acshim_png_stored_data *s = reader->stored;
  while (length > 0) {
    size_t n;
    if (reader->offset < s->idat_start) {
      n = s->idat_start - reader->offset < length ? s->idat_start - reader->offset : length;
      memcpy(out, reader->data + reader->offset, n);
      reader->offset += n;
    } else if (s->block < s->blocks) {
      n = acshim_stored_read(s, out, length);
      if (s->block == s->blocks) reader->offset = s->idat_end;
    } else {
      if (reader->offset >= reader->size) return 0;
      n = reader->size - reader->offset < length ? reader->size - reader->offset : length;
      memcpy(out, reader->data + reader->offset, n);
      reader->offset += n;
    }
    out += n;
    length -= n;
  }
  return 1;
}

static void acshim_png_read(png_structp png, png_bytep out, size_t length) {
  acshim_png_reader *reader = (acshim_png_reader *)png_get_io_ptr(png);
  if (reader->stored != NULL) {
    if (!acshim_png_read_stored(reader, out, length)) {
      reader->truncated = 1;
      png_error(png, "unexpected end of PNG data");
    }
    return;
  }
  if (reader->offset > reader->size || length > reader->size - reader->offset) {
    reader->truncated = 1;
    png_error(png, "unexpected end of PNG data");
  }
  memcpy(out, reader->data + reader->offset, length);
  reader->offset += length;
}

static acshim_status acshim_png_failure(const acshim_png_reader *reader) {
  if (reader->truncated) return ACSHIM_TRUNCATED;
  if (reader->over_limits) return ACSHIM_OVER_LIMITS;
  return ACSHIM_CORRUPT;
}

static void acshim_png_reader_init(acshim_png_reader *reader, const uint8_t *data, size_t size,
                                   char *message, size_t message_capacity) {
  memset(reader, 0, sizeof *reader);
  reader->data = data;
  reader->size = data == NULL ? 0 : size;
  reader->message = message;
  reader->message_capacity = message_capacity;
  acshim_copy_message(message, message_capacity, "");
}

static void acshim_png_configure_reader(png_structp png, acshim_png_reader *reader) {
  png_set_read_fn(png, reader, acshim_png_read);
#if defined(PNG_SET_OPTION_SUPPORTED) && defined(PNG_MAXIMUM_INFLATE_WINDOW)
  // Accept streams whose zlib header declares a too-small window, as other decoders do.
  png_set_option(png, PNG_MAXIMUM_INFLATE_WINDOW, PNG_OPTION_ON);
#endif
}

/// The stored chunks carry no CRCs or Adler-32: the caller checked the file's CRCs and inflated
/// (and checked) its image data. A setter only: it never longjmps.
static void acshim_png_configure_stored(png_structp png, const acshim_png_reader *reader) {
  if (reader->stored == NULL) return;
  png_set_crc_action(png, PNG_CRC_QUIET_USE, PNG_CRC_QUIET_USE);
#if defined(PNG_SET_OPTION_SUPPORTED) && defined(PNG_IGNORE_ADLER32)
  png_set_option(png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
#endif
}

static int acshim_stored_arguments_valid(const uint8_t *data, size_t size, size_t idat_start,
                                         size_t idat_end, const uint8_t *rows, size_t rows_size) {
  return data != NULL && rows != NULL && rows_size > 0 && idat_start >= 8 && idat_start <= idat_end &&
         idat_end <= size;
}

/// `reader` over `data` with its IDAT chunks read as stored blocks of `rows` (`stored` keeps
/// their state); 0 for arguments that cannot describe that.
static int acshim_png_stored_reader_init(acshim_png_reader *reader, acshim_png_stored_data *stored,
                                         const uint8_t *data, size_t size, size_t idat_start,
                                         size_t idat_end, const uint8_t *rows, size_t rows_size,
                                         char *message, size_t message_capacity) {
  if (!acshim_stored_arguments_valid(data, size, idat_start, idat_end, rows, rows_size)) return 0;
  memset(stored, 0, sizeof *stored);
  stored->rows = rows;
  stored->rows_size = rows_size;
  stored->idat_start = idat_start;
  stored->idat_end = idat_end;
  stored->blocks = (rows_size + ACSHIM_STORED_BLOCK - 1) / ACSHIM_STORED_BLOCK;
  acshim_png_reader_init(reader, data, size, message, message_capacity);
  reader->stored = stored;
  return 1;
}

/// Creates the read and info structs with our C callbacks. libpng guards struct creation with its
/// own jump buffer, so nothing here longjmps into the caller; the caller sets its `setjmp` next.
static acshim_status acshim_png_create(acshim_png_reader *reader, png_structp *png_out,
                                       png_infop *info_out, char *message, size_t message_capacity) {
  png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, reader, acshim_png_error,
                                           acshim_png_warning);
  if (png == NULL) {
    acshim_copy_message(message, message_capacity, "cannot create the libpng read struct");
    return ACSHIM_NO_MEMORY;
  }
  png_infop png_info = png_create_info_struct(png);
  if (png_info == NULL) {
    png_destroy_read_struct(&png, NULL, NULL);
    acshim_copy_message(message, message_capacity, "cannot create the libpng info struct");
    return ACSHIM_NO_MEMORY;
  }
  *png_out = png;
  *info_out = png_info;
  return ACSHIM_OK;
}

/// SPEC §7: libpng refuses IHDR dimensions over the side limit before allocating row memory.
/// A setter only: it never longjmps.
static void acshim_png_apply_limits(png_structp png, acshim_limits limits) {
  png_uint_32 side = limits.max_side;
  if (side > PNG_UINT_31_MAX) side = PNG_UINT_31_MAX;
  if (side == 0) side = 1;
  png_set_user_limits(png, side, side);
}

/// acshim_png_decode_rgba and acshim_png_decode_rgba_inflated: `reader` set up by the caller
/// (with or without stored image data).
static acshim_status acshim_png_decode_rgba_from(acshim_png_reader *reader, acshim_limits limits,
                                                 uint8_t *out, size_t out_capacity,
                                                 uint32_t *width_out, uint32_t *height_out,
                                                 char *message, size_t message_capacity) {
  *width_out = 0;
  *height_out = 0;
  png_structp png = NULL;
  png_infop png_info = NULL;
  acshim_status created = acshim_png_create(reader, &png, &png_info, message, message_capacity);
  if (created != ACSHIM_OK) return created;
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_read_struct(&png, &png_info, NULL);
    return acshim_png_failure(reader);
  }
  // SPEC §7: refuse oversized images in IHDR, before libpng allocates any row memory.
  acshim_png_apply_limits(png, limits);
  acshim_png_configure_reader(png, reader);
  acshim_png_configure_stored(png, reader);
  png_read_info(png, png_info);

  png_uint_32 width = 0, height = 0;
  int bit_depth = 0, color_type = 0;
  png_get_IHDR(png, png_info, &width, &height, &bit_depth, &color_type, NULL, NULL, NULL);
  uint64_t pixels = (uint64_t)width * (uint64_t)height;
  if (acshim_over_limits(width, height, limits, message, message_capacity)) {
    png_destroy_read_struct(&png, &png_info, NULL);
    return ACSHIM_OVER_LIMITS;
  }
  if (pixels > SIZE_MAX / 4 || (size_t)pixels * 4 > out_capacity) {
    acshim_copy_message(message, message_capacity, "output buffer too small");
    png_destroy_read_struct(&png, &png_info, NULL);
    return ACSHIM_BAD_ARGUMENT;
  }

  // Every color type and depth to RGBA8.
  if (bit_depth == 16) {
#ifdef PNG_READ_SCALE_16_TO_8_SUPPORTED
    png_set_scale_16(png);
#else
    png_set_strip_16(png);
#endif
  }
  if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
  if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8) png_set_expand_gray_1_2_4_to_8(png);
  int has_trns = png_get_valid(png, png_info, PNG_INFO_tRNS) != 0;
  if (has_trns) png_set_tRNS_to_alpha(png);
  if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA) {
    png_set_gray_to_rgb(png);
  }
  if ((color_type & PNG_COLOR_MASK_ALPHA) == 0 && !has_trns) {
    png_set_filler(png, 0xFF, PNG_FILLER_AFTER);
  }
  int passes = png_set_interlace_handling(png);
  png_read_update_info(png, png_info);
  if (png_get_rowbytes(png, png_info) != (size_t)width * 4) {
    png_error(png, "unexpected row size after the RGBA transformations");
  }

  // Rows go straight into the caller's buffer; each Adam7 pass fills in its own pixels.
  size_t stride = (size_t)width * 4;
  for (int pass = 0; pass < passes; pass++) {
    for (png_uint_32 y = 0; y < height; y++) {
      png_read_row(png, out + (size_t)y * stride, NULL);
    }
  }
  // Checks the remaining chunks (CRCs, IEND): a file cut after its image data is truncated.
  png_read_end(png, NULL);
  png_destroy_read_struct(&png, &png_info, NULL);
  *width_out = width;
  *height_out = height;
  return ACSHIM_OK;
}

acshim_status acshim_png_decode_rgba(const uint8_t *data, size_t size, acshim_limits limits,
                                     uint8_t *out, size_t out_capacity,
                                     uint32_t *width_out, uint32_t *height_out,
                                     char *message, size_t message_capacity) {
  if (out == NULL || width_out == NULL || height_out == NULL || (data == NULL && size > 0)) {
    acshim_copy_message(message, message_capacity, "bad argument");
    return ACSHIM_BAD_ARGUMENT;
  }
  acshim_png_reader reader;
  acshim_png_reader_init(&reader, data, size, message, message_capacity);
  return acshim_png_decode_rgba_from(&reader, limits, out, out_capacity, width_out, height_out, message,
                                     message_capacity);
}

acshim_status acshim_png_decode_rgba_inflated(const uint8_t *data, size_t size, size_t idat_start,
                                              size_t idat_end, const uint8_t *rows, size_t rows_size,
                                              acshim_limits limits, uint8_t *out, size_t out_capacity,
                                              uint32_t *width_out, uint32_t *height_out,
                                              char *message, size_t message_capacity) {
  acshim_png_stored_data stored;
  acshim_png_reader reader;
  if (out == NULL || width_out == NULL || height_out == NULL ||
      !acshim_png_stored_reader_init(&reader, &stored, data, size, idat_start, idat_end, rows, rows_size,
                                     message, message_capacity)) {
    acshim_copy_message(message, message_capacity, "bad argument");
    return ACSHIM_BAD_ARGUMENT;
  }
  return acshim_png_decode_rgba_from(&reader, limits, out, out_capacity, width_out, height_out, message,
                                     message_capacity);
}

// MARK: - Verification (rows streamed through one buffer)

/// Whether any alpha sample (every `channels`-th byte from `channels - 1`) of a row is not 255.
static int acshim_row_has_transparency(const uint8_t *row, size_t bytes, size_t channels) {
  for (size_t i = channels - 1; i < bytes; i += channels) {
    if (row[i] != 0xFF) return 1;
  }
  return 0;
}

/// acshim_png_verify and acshim_png_verify_inflated: `reader` set up by the caller.
static acshim_status acshim_png_verify_from(acshim_png_reader *reader, acshim_limits limits,
                                            uint32_t *width_out, uint32_t *height_out,
                                            int32_t *has_transparency, char *message,
                                            size_t message_capacity) {
  *width_out = 0;
  *height_out = 0;
  *has_transparency = 0;

  png_structp png = NULL;
  png_infop png_info = NULL;
  acshim_status created = acshim_png_create(reader, &png, &png_info, message, message_capacity);
  if (created != ACSHIM_OK) return created;
  if (setjmp(png_jmpbuf(png))) {
    free(reader->row);  // *reader is in the caller's frame: in memory, not a register
    png_destroy_read_struct(&png, &png_info, NULL);
    return acshim_png_failure(reader);
  }
  acshim_png_apply_limits(png, limits);
  acshim_png_configure_reader(png, reader);
  acshim_png_configure_stored(png, reader);
  png_read_info(png, png_info);

  png_uint_32 width = 0, height = 0;
  int bit_depth = 0, color_type = 0;
  png_get_IHDR(png, png_info, &width, &height, &bit_depth, &color_type, NULL, NULL, NULL);
  if (acshim_over_limits(width, height, limits, message, message_capacity)) {
    png_destroy_read_struct(&png, &png_info, NULL);
    return ACSHIM_OVER_LIMITS;
  }

  // Alpha as acshim_png_decode_rgba computes it: tRNS needs its full RGBA transforms; an alpha
  // channel needs only 16→8 scaling (the same rounding); anything else is opaque, untransformed.
  int has_trns = png_get_valid(png, png_info, PNG_INFO_tRNS) != 0;
  size_t alpha_stride = 0;  // bytes per pixel after the transforms; 0: no alpha to look at
  if (has_trns) {
    if (bit_depth == 16) {
#ifdef PNG_READ_SCALE_16_TO_8_SUPPORTED
      png_set_scale_16(png);
#else
      png_set_strip_16(png);
#endif
    }
    if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    png_set_tRNS_to_alpha(png);
    if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA) {
      png_set_gray_to_rgb(png);
    }
    alpha_stride = 4;
  } else if (color_type & PNG_COLOR_MASK_ALPHA) {
    if (bit_depth == 16) {
#ifdef PNG_READ_SCALE_16_TO_8_SUPPORTED
      png_set_scale_16(png);
#else
      png_set_strip_16(png);
#endif
    }
    alpha_stride = color_type == PNG_COLOR_TYPE_GRAY_ALPHA ? 2 : 4;
  }
  int passes = png_set_interlace_handling(png);
  png_read_update_info(png, png_info);
  size_t row_bytes = png_get_rowbytes(png, png_info);
  if (alpha_stride != 0 && row_bytes != (size_t)width * alpha_stride) {
    png_error(png, "unexpected row size after the alpha transformations");
  }
  reader->row = malloc(row_bytes == 0 ? 1 : row_bytes);
  if (reader->row == NULL) {
    acshim_copy_message(message, message_capacity, "cannot allocate a PNG row");
    png_destroy_read_struct(&png, &png_info, NULL);
    return ACSHIM_NO_MEMORY;
  }
  // Adam7 passes write only their own pixels into the shared row; the rest are pixels of other
  // rows (or this opaque fill), so any transparency seen is a real pixel's.
  memset(reader->row, 0xFF, row_bytes);
  int transparent = 0;
  for (int pass = 0; pass < passes; pass++) {
    for (png_uint_32 y = 0; y < height; y++) {
      png_read_row(png, reader->row, NULL);
      if (alpha_stride != 0 && !transparent) {
        transparent = acshim_row_has_transparency(reader->row, row_bytes, alpha_stride);
      }
    }
  }
  png_read_end(png, NULL);
  free(reader->row);
  reader->row = NULL;
  png_destroy_read_struct(&png, &png_info, NULL);
  *width_out = width;
  *height_out = height;
  *has_transparency = transparent;
  return ACSHIM_OK;
}

acshim_status acshim_png_verify(const uint8_t *data, size_t size, acshim_limits limits,
                                uint32_t *width_out, uint32_t *height_out,
                                int32_t *has_transparency, char *message,
                                size_t message_capacity) {
  if (width_out == NULL || height_out == NULL || has_transparency == NULL ||
      (data == NULL && size > 0)) {
    acshim_copy_message(message, message_capacity, "bad argument");
    return ACSHIM_BAD_ARGUMENT;
  }
  acshim_png_reader reader;
  acshim_png_reader_init(&reader, data, size, message, message_capacity);
  return acshim_png_verify_from(&reader, limits, width_out, height_out, has_transparency, message,
                                message_capacity);
}

acshim_status acshim_png_verify_inflated(const uint8_t *data, size_t size, size_t idat_start,
                                         size_t idat_end, const uint8_t *rows, size_t rows_size,
                                         acshim_limits limits, uint32_t *width_out,
                                         uint32_t *height_out, int32_t *has_transparency,
                                         char *message, size_t message_capacity) {
  acshim_png_stored_data stored;
  acshim_png_reader reader;
  if (width_out == NULL || height_out == NULL || has_transparency == NULL ||
      !acshim_png_stored_reader_init(&reader, &stored, data, size, idat_start, idat_end, rows, rows_size,
                                     message, message_capacity)) {
    acshim_copy_message(message, message_capacity, "bad argument");
    return ACSHIM_BAD_ARGUMENT;
  }
  return acshim_png_verify_from(&reader, limits, width_out, height_out, has_transparency, message,
                                message_capacity);
}

// MARK: - Encoding (tests)

typedef struct acshim_png_writer {
  uint8_t *data;
  size_t size;
  size_t capacity;
  char *message;
  size_t message_capacity;
  int has_message;
} acshim_png_writer;

static void acshim_png_write_error(png_structp png, png_const_charp text) {
  acshim_png_writer *writer = (acshim_png_writer *)png_get_error_ptr(png);
  if (writer != NULL && !writer->has_message) {
    acshim_copy_message(writer->message, writer->message_capacity, text);
    writer->has_message = 1;
  }
  png_longjmp(png, 1);
}

static void acshim_png_write(png_structp png, png_bytep bytes, size_t length) {
  acshim_png_writer *writer = (acshim_png_writer *)png_get_io_ptr(png);
  if (length > SIZE_MAX - writer->size) png_error(png, "PNG output too large");
  if (writer->size + length > writer->capacity) {
    size_t capacity = writer->capacity < 4096 ? 4096 : writer->capacity;
    while (capacity < writer->size + length) {
      if (capacity > SIZE_MAX / 2) png_error(png, "PNG output too large");
      capacity *= 2;
    }
    uint8_t *grown = (uint8_t *)realloc(writer->data, capacity);
    if (grown == NULL) png_error(png, "out of memory");
    writer->data = grown;
    writer->capacity = capacity;
  }
  memcpy(writer->data + writer->size, bytes, length);
  writer->size += length;
}

static void acshim_png_flush(png_structp png) { (void)png; }

static int acshim_png_channels(int color_type) {
  switch (color_type) {
  case PNG_COLOR_TYPE_GRAY: return 1;
  case PNG_COLOR_TYPE_RGB: return 3;
  case PNG_COLOR_TYPE_PALETTE: return 1;
  case PNG_COLOR_TYPE_GRAY_ALPHA: return 2;
  case PNG_COLOR_TYPE_RGB_ALPHA: return 4;
  default: return 0;
  }
}

static int acshim_png_depth_is_legal(int color_type, int bit_depth) {
  switch (color_type) {
  case PNG_COLOR_TYPE_GRAY:
    return bit_depth == 1 || bit_depth == 2 || bit_depth == 4 || bit_depth == 8 || bit_depth == 16;
  case PNG_COLOR_TYPE_PALETTE:
    return bit_depth == 1 || bit_depth == 2 || bit_depth == 4 || bit_depth == 8;
  default:
    return bit_depth == 8 || bit_depth == 16;
  }
}

/// Packs row `y` of one-uint16-per-sample input into PNG's row format (MSB-first bits, big-endian 16-bit).
static void acshim_png_pack_row(const uint16_t *samples, uint32_t width, int channels,
                                int bit_depth, uint32_t y, uint8_t *row, size_t row_bytes) {
  memset(row, 0, row_bytes);
  size_t count = (size_t)width * (size_t)channels;
  const uint16_t *source = samples + (size_t)y * count;
  uint32_t mask = bit_depth == 16 ? 0xFFFFu : (1u << bit_depth) - 1u;
  for (size_t i = 0; i < count; i++) {
    uint32_t value = source[i] & mask;
    if (bit_depth == 16) {
      row[2 * i] = (uint8_t)(value >> 8);
      row[2 * i + 1] = (uint8_t)value;
    } else if (bit_depth == 8) {
      row[i] = (uint8_t)value;
    } else {
      size_t bit = i * (size_t)bit_depth;
      row[bit / 8] |= (uint8_t)(value << (8 - bit_depth - (int)(bit % 8)));
    }
  }
}

acshim_status acshim_png_encode(const uint16_t *samples, uint32_t width, uint32_t height,
                                const acshim_png_encode_options *options,
                                uint8_t **out, size_t *out_size,
                                char *message, size_t message_capacity) {
  acshim_copy_message(message, message_capacity, "");
  if (samples == NULL || options == NULL || out == NULL || out_size == NULL || width == 0 ||
      height == 0 || width > 65536 || height > 65536) {
    acshim_copy_message(message, message_capacity, "bad argument");
    return ACSHIM_BAD_ARGUMENT;
  }
  *out = NULL;
  *out_size = 0;
  int channels = acshim_png_channels(options->color_type);
  if (channels == 0 || !acshim_png_depth_is_legal(options->color_type, options->bit_depth) ||
      options->palette_count < 0 || options->palette_count > 256 ||
      options->trns_alpha_count < 0 || options->trns_alpha_count > 256) {
    acshim_copy_message(message, message_capacity, "illegal color type, bit depth or palette");
    return ACSHIM_BAD_ARGUMENT;
  }
  size_t row_bytes = ((size_t)width * (size_t)channels * (size_t)options->bit_depth + 7) / 8;
  uint8_t *const row = (uint8_t *)malloc(row_bytes);
  if (row == NULL) {
    acshim_copy_message(message, message_capacity, "out of memory");
    return ACSHIM_NO_MEMORY;
  }
  acshim_png_writer writer;
  memset(&writer, 0, sizeof writer);
  writer.message = message;
  writer.message_capacity = message_capacity;

  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &writer,
                                            acshim_png_write_error, acshim_png_warning);
  if (png == NULL) {
    free(row);
    acshim_copy_message(message, message_capacity, "cannot create the libpng write struct");
    return ACSHIM_NO_MEMORY;
  }
  png_infop png_info = png_create_info_struct(png);
  if (png_info == NULL) {
    png_destroy_write_struct(&png, NULL);
    free(row);
    acshim_copy_message(message, message_capacity, "cannot create the libpng info struct");
    return ACSHIM_NO_MEMORY;
  }
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_write_struct(&png, &png_info);
    free(row);
    free(writer.data);
    return ACSHIM_CORRUPT;
  }
  png_set_write_fn(png, &writer, acshim_png_write, acshim_png_flush);
  png_set_IHDR(png, png_info, width, height, options->bit_depth, options->color_type,
               options->interlaced ? PNG_INTERLACE_ADAM7 : PNG_INTERLACE_NONE,
               PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  if (options->color_type == PNG_COLOR_TYPE_PALETTE) {
    png_color palette[256];
    memset(palette, 0, sizeof palette);
    for (int i = 0; i < options->palette_count && options->palette != NULL; i++) {
      palette[i].red = options->palette[3 * i];
      palette[i].green = options->palette[3 * i + 1];
      palette[i].blue = options->palette[3 * i + 2];
    }
    png_set_PLTE(png, png_info, palette, options->palette_count);
    if (options->trns_alpha != NULL && options->trns_alpha_count > 0) {
      png_set_tRNS(png, png_info, options->trns_alpha, options->trns_alpha_count, NULL);
    }
  } else if (options->has_trns_color) {
    png_color_16 color;
    memset(&color, 0, sizeof color);
    color.gray = options->trns_gray;
    color.red = options->trns_red;
    color.green = options->trns_green;
    color.blue = options->trns_blue;
    png_set_tRNS(png, png_info, NULL, 0, &color);
  }
  if (options->icc_profile != NULL && options->icc_profile_size > 0) {
    png_set_iCCP(png, png_info, "ICC profile", PNG_COMPRESSION_TYPE_BASE,
                 options->icc_profile, (png_uint_32)options->icc_profile_size);
  }
  png_write_info(png, png_info);
  int passes = png_set_interlace_handling(png);
  for (int pass = 0; pass < passes; pass++) {
    for (uint32_t y = 0; y < height; y++) {
      acshim_png_pack_row(samples, width, channels, options->bit_depth, y, row, row_bytes);
      png_write_row(png, row);
    }
  }
  png_write_end(png, png_info);
  png_destroy_write_struct(&png, &png_info);
  free(row);
  *out = writer.data;
  *out_size = writer.size;
  return ACSHIM_OK;
}
