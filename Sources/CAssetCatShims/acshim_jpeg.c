// libjpeg behind acshim_jpeg_*: header probe, RGBA8 decode, and an encoder for tests.
//
// Each public function owns its setjmp (on the jmp_buf inside acshim_jpeg_error) and calls
// libjpeg only from that frame. error_exit, emit_message, output_message and the progress
// monitor are C functions below; nothing is ever printed to stderr.
#include <stddef.h>
#include <stdio.h>
#include <jpeglib.h>
#include <jerror.h>

#include "CAssetCatShims.h"
#include "acshim_internal.h"

#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

/// A progressive file with more scans than this is refused: each scan re-walks the whole
/// coefficient buffer, so a crafted file with thousands of tiny scans would take minutes.
#define ACSHIM_JPEG_MAX_SCANS 1000

typedef struct acshim_jpeg_error {
  struct jpeg_error_mgr pub;  // first: libjpeg hands us a pointer to it
  jmp_buf jump;
  char *message;
  size_t message_capacity;
  int has_message;
  int error_code;   // msg_code of the fatal error, or -1
  int truncated;    // libjpeg's "Premature end of JPEG file" (JWRN_JPEG_EOF)
  int too_many_scans;
} acshim_jpeg_error;

static void acshim_jpeg_record(j_common_ptr cinfo) {
  acshim_jpeg_error *error = (acshim_jpeg_error *)cinfo->err;
  if (error->has_message) return;
  char text[JMSG_LENGTH_MAX];
  (*cinfo->err->format_message)(cinfo, text);
  acshim_copy_message(error->message, error->message_capacity, text);
  error->has_message = 1;
}

static void acshim_jpeg_error_exit(j_common_ptr cinfo) {
  acshim_jpeg_error *error = (acshim_jpeg_error *)cinfo->err;
  error->error_code = error->pub.msg_code;
  acshim_jpeg_record(cinfo);
  longjmp(error->jump, 1);
}

// Warnings that mean the entropy-coded data is damaged: with --decode they are AC020, not a
// picture with gray or smeared blocks that a viewer would show without complaint.
static int acshim_jpeg_is_corrupt_data(int code) {
  return code == JWRN_HIT_MARKER || code == JWRN_EXTRANEOUS_DATA || code == JWRN_HUFF_BAD_CODE ||
         code == JWRN_MUST_RESYNC || code == JWRN_ARITH_BAD_CODE || code == JWRN_BOGUS_PROGRESSION ||
         code == JWRN_NOT_SEQUENTIAL;
}

static void acshim_jpeg_emit_message(j_common_ptr cinfo, int level) {
  acshim_jpeg_error *error = (acshim_jpeg_error *)cinfo->err;
  if (level >= 0) return;  // trace messages
  error->pub.num_warnings++;
  int code = error->pub.msg_code;
  if (code == JWRN_JPEG_EOF || acshim_jpeg_is_corrupt_data(code)) {
    // "Premature end of JPEG file": jpeg_mem_src ran out of data and would feed fake EOI markers
    // (a gray rest of the image); "Corrupt JPEG data: …": damaged scan data. Stop here and report
    // a truncated or corrupt file instead.
    error->truncated = code == JWRN_JPEG_EOF;
    error->error_code = code;
    acshim_jpeg_record(cinfo);
    longjmp(error->jump, 1);
  }
  // Other warnings (an unknown JFIF revision or Adobe transform code) are tolerated.
}

static void acshim_jpeg_output_message(j_common_ptr cinfo) { (void)cinfo; }

static void acshim_jpeg_progress(j_common_ptr cinfo) {
  if (!cinfo->is_decompressor) return;
  j_decompress_ptr dinfo = (j_decompress_ptr)cinfo;
  if (dinfo->input_scan_number > ACSHIM_JPEG_MAX_SCANS) {
    acshim_jpeg_error *error = (acshim_jpeg_error *)cinfo->err;
    error->too_many_scans = 1;
    if (!error->has_message) {
      char text[ACSHIM_MESSAGE_CAPACITY];
      snprintf(text, sizeof text, "progressive JPEG with more than %d scans",
               ACSHIM_JPEG_MAX_SCANS);
      acshim_copy_message(error->message, error->message_capacity, text);
      error->has_message = 1;
    }
    longjmp(error->jump, 1);
  }
}

static void acshim_jpeg_error_init(acshim_jpeg_error *error, char *message,
                                   size_t message_capacity) {
  memset(error, 0, sizeof *error);
  jpeg_std_error(&error->pub);
  error->pub.error_exit = acshim_jpeg_error_exit;
  error->pub.emit_message = acshim_jpeg_emit_message;
  error->pub.output_message = acshim_jpeg_output_message;
  error->message = message;
  error->message_capacity = message_capacity;
  error->error_code = -1;
  acshim_copy_message(message, message_capacity, "");
}

static int acshim_jpeg_is_unsupported(int code) {
  return code == JERR_BAD_PRECISION || code == JERR_SOF_UNSUPPORTED || code == JERR_NOT_COMPILED ||
         code == JERR_ARITH_NOTIMPL;
}

static acshim_status acshim_jpeg_failure(const acshim_jpeg_error *error) {
  if (error->truncated) return ACSHIM_TRUNCATED;
  if (error->error_code == JERR_OUT_OF_MEMORY) return ACSHIM_NO_MEMORY;
  if (acshim_jpeg_is_unsupported(error->error_code)) return ACSHIM_UNSUPPORTED;
  return ACSHIM_CORRUPT;
}

static uint8_t acshim_mul255(unsigned a, unsigned b) { return (uint8_t)((a * b + 127) / 255); }

acshim_status acshim_jpeg_decode_rgba(const uint8_t *data, size_t size, acshim_limits limits,
                                      uint8_t *out, size_t out_capacity,
                                      uint32_t *width_out, uint32_t *height_out,
                                      char *message, size_t message_capacity) {
  if (out == NULL || width_out == NULL || height_out == NULL || data == NULL || size == 0 ||
      size > (size_t)(unsigned long)-1) {
    acshim_copy_message(message, message_capacity, "empty or bad JPEG data");
    return ACSHIM_BAD_ARGUMENT;
  }
  *width_out = 0;
  *height_out = 0;
  struct jpeg_decompress_struct cinfo;
  memset(&cinfo, 0, sizeof cinfo);
  struct jpeg_progress_mgr progress;
  memset(&progress, 0, sizeof progress);
  progress.progress_monitor = acshim_jpeg_progress;
  acshim_jpeg_error error;
  acshim_jpeg_error_init(&error, message, message_capacity);
  cinfo.err = &error.pub;
  if (setjmp(error.jump)) {
    jpeg_destroy_decompress(&cinfo);
    return acshim_jpeg_failure(&error);
  }
  jpeg_create_decompress(&cinfo);
  cinfo.progress = &progress;
  jpeg_mem_src(&cinfo, data, (unsigned long)size);
  jpeg_read_header(&cinfo, TRUE);

  // SPEC §7: refuse oversized images before jpeg_start_decompress allocates anything.
  uint32_t width = cinfo.image_width, height = cinfo.image_height;
  uint64_t pixels = (uint64_t)width * (uint64_t)height;
  if (acshim_over_limits(width, height, limits, message, message_capacity)) {
    jpeg_destroy_decompress(&cinfo);
    return ACSHIM_OVER_LIMITS;
  }
  if (pixels > SIZE_MAX / 4 || (size_t)pixels * 4 > out_capacity) {
    acshim_copy_message(message, message_capacity, "output buffer too small");
    jpeg_destroy_decompress(&cinfo);
    return ACSHIM_BAD_ARGUMENT;
  }

  int cmyk = cinfo.jpeg_color_space == JCS_CMYK || cinfo.jpeg_color_space == JCS_YCCK;
  int expand_rgb = 0;
  if (cmyk) {
    cinfo.out_color_space = JCS_CMYK;
  } else {
#ifdef JCS_ALPHA_EXTENSIONS
    cinfo.out_color_space = JCS_EXT_RGBA;  // libjpeg-turbo writes RGBA rows directly
#else
    cinfo.out_color_space = JCS_RGB;
    expand_rgb = 1;
#endif
  }
  jpeg_start_decompress(&cinfo);
  if (cinfo.output_width != width || cinfo.output_height != height) {
    ERREXIT1(&cinfo, JERR_BAD_STATE, cinfo.global_state);
  }
  size_t stride = (size_t)width * 4;
  JSAMPARRAY scratch = NULL;
  if (cmyk || expand_rgb) {
    // Freed with the decompressor (JPOOL_IMAGE), also on longjmp.
    scratch = (*cinfo.mem->alloc_sarray)((j_common_ptr)&cinfo, JPOOL_IMAGE,
                                         (JDIMENSION)(width * (cmyk ? 4u : 3u)), 1);
  }
  // Photoshop writes Adobe CMYK inverted (0 = full ink); a file without the Adobe marker is plain.
  int inverted = cinfo.saw_Adobe_marker;
  while (cinfo.output_scanline < cinfo.output_height) {
    uint8_t *row = out + (size_t)cinfo.output_scanline * stride;
    if (scratch == NULL) {
      JSAMPROW rows[1] = {row};
      if (jpeg_read_scanlines(&cinfo, rows, 1) != 1) ERREXIT(&cinfo, JERR_INPUT_EMPTY);
      continue;
    }
    if (jpeg_read_scanlines(&cinfo, scratch, 1) != 1) ERREXIT(&cinfo, JERR_INPUT_EMPTY);
    const JSAMPLE *source = scratch[0];
    for (uint32_t x = 0; x < width; x++) {
      uint8_t *pixel = row + 4 * (size_t)x;
      if (cmyk) {
        unsigned c = source[4 * x], m = source[4 * x + 1], yy = source[4 * x + 2],
                 k = source[4 * x + 3];
        if (!inverted) {
          c = 255 - c;
          m = 255 - m;
          yy = 255 - yy;
          k = 255 - k;
        }
        // Now 255 means no ink: R = (1 - C)(1 - K), naive and unmanaged.
        pixel[0] = acshim_mul255(c, k);
        pixel[1] = acshim_mul255(m, k);
        pixel[2] = acshim_mul255(yy, k);
      } else {
        pixel[0] = source[3 * x];
        pixel[1] = source[3 * x + 1];
        pixel[2] = source[3 * x + 2];
      }
      pixel[3] = 0xFF;
    }
  }
  // Every pixel is out. libjpeg already read ahead to the EOI marker (a file that lacks it was
  // reported as truncated); skip jpeg_finish_decompress so trailing bytes after EOI are ignored.
  jpeg_destroy_decompress(&cinfo);
  *width_out = width;
  *height_out = height;
  return ACSHIM_OK;
}

// MARK: - Verification (entropy decoding, no full image)

// Why not jpeg_read_coefficients: it realizes the whole image's coefficient arrays (2 bytes a
// sample, more than the RGBA image for 4:4:4), where scanline output at 1/8 scale keeps one MCU
// row for a baseline file and runs a DC-only IDCT. Both entropy-decode every block of every
// component, which is where libjpeg finds damaged or missing data; the IDCT and color conversion
// cannot fail, so skipping most of their work proves the same.
acshim_status acshim_jpeg_verify(const uint8_t *data, size_t size, acshim_limits limits,
                                 uint32_t *width_out, uint32_t *height_out,
                                 char *message, size_t message_capacity) {
  if (width_out == NULL || height_out == NULL || data == NULL || size == 0 ||
      size > (size_t)(unsigned long)-1) {
    acshim_copy_message(message, message_capacity, "empty or bad JPEG data");
    return ACSHIM_BAD_ARGUMENT;
  }
  *width_out = 0;
  *height_out = 0;
  struct jpeg_decompress_struct cinfo;
  memset(&cinfo, 0, sizeof cinfo);
  struct jpeg_progress_mgr progress;
  memset(&progress, 0, sizeof progress);
  progress.progress_monitor = acshim_jpeg_progress;
  acshim_jpeg_error error;
  acshim_jpeg_error_init(&error, message, message_capacity);
  cinfo.err = &error.pub;
  if (setjmp(error.jump)) {
    jpeg_destroy_decompress(&cinfo);
    return acshim_jpeg_failure(&error);
  }
  jpeg_create_decompress(&cinfo);
  cinfo.progress = &progress;
  jpeg_mem_src(&cinfo, data, (unsigned long)size);
  jpeg_read_header(&cinfo, TRUE);

  // SPEC §7: refuse oversized images before jpeg_start_decompress allocates anything.
  uint32_t width = cinfo.image_width, height = cinfo.image_height;
  if (acshim_over_limits(width, height, limits, message, message_capacity)) {
    jpeg_destroy_decompress(&cinfo);
    return ACSHIM_OVER_LIMITS;
  }
  if (cinfo.jpeg_color_space == JCS_YCbCr || cinfo.jpeg_color_space == JCS_GRAYSCALE) {
    cinfo.out_color_space = JCS_GRAYSCALE;  // chroma is entropy-decoded, never transformed
  }
  cinfo.scale_num = 1;
  cinfo.scale_denom = 8;
  cinfo.dct_method = JDCT_IFAST;
  cinfo.do_fancy_upsampling = FALSE;
  cinfo.do_block_smoothing = FALSE;
  jpeg_start_decompress(&cinfo);
  // Freed with the decompressor (JPOOL_IMAGE), also on longjmp.
  JSAMPARRAY row = (*cinfo.mem->alloc_sarray)(
      (j_common_ptr)&cinfo, JPOOL_IMAGE,
      (JDIMENSION)(cinfo.output_width * (JDIMENSION)cinfo.output_components), 1);
  while (cinfo.output_scanline < cinfo.output_height) {
    if (jpeg_read_scanlines(&cinfo, row, 1) != 1) ERREXIT(&cinfo, JERR_INPUT_EMPTY);
  }
  // As acshim_jpeg_decode_rgba: no jpeg_finish_decompress, trailing bytes after EOI are ignored.
  jpeg_destroy_decompress(&cinfo);
  *width_out = width;
  *height_out = height;
  return ACSHIM_OK;
}

// MARK: - Encoding (tests)

acshim_status acshim_jpeg_encode(const uint8_t *samples, uint32_t width, uint32_t height,
                                 const acshim_jpeg_encode_options *options,
                                 uint8_t **out, size_t *out_size,
                                 char *message, size_t message_capacity) {
  if (samples == NULL || options == NULL || out == NULL || out_size == NULL || width == 0 ||
      height == 0 || width > 65500 || height > 65500 ||
      (options->components != 1 && options->components != 3 && options->components != 4)) {
    acshim_copy_message(message, message_capacity, "bad argument");
    return ACSHIM_BAD_ARGUMENT;
  }
  *out = NULL;
  *out_size = 0;
  int components = options->components;
  // Big enough that jpeg_mem_dest never grows it (growing buffers leak on longjmp).
  size_t guess = (size_t)width * height * (size_t)components * 2 + options->icc_profile_size +
                 (options->icc_profile_size / 65519 + 1) * 18 + 65536;
  uint8_t *const initial = (uint8_t *)malloc(guess);
  if (initial == NULL) {
    acshim_copy_message(message, message_capacity, "out of memory");
    return ACSHIM_NO_MEMORY;
  }
  unsigned char *buffer = initial;
  unsigned long buffer_size = (unsigned long)guess;

  struct jpeg_compress_struct cinfo;
  memset(&cinfo, 0, sizeof cinfo);
  acshim_jpeg_error error;
  acshim_jpeg_error_init(&error, message, message_capacity);
  cinfo.err = &error.pub;
  if (setjmp(error.jump)) {
    jpeg_destroy_compress(&cinfo);
    free(initial);
    return ACSHIM_CORRUPT;
  }
  jpeg_create_compress(&cinfo);
  jpeg_mem_dest(&cinfo, &buffer, &buffer_size);
  cinfo.image_width = width;
  cinfo.image_height = height;
  cinfo.input_components = components;
  cinfo.in_color_space = components == 1 ? JCS_GRAYSCALE : components == 3 ? JCS_RGB : JCS_CMYK;
  jpeg_set_defaults(&cinfo);
  if (components == 4) jpeg_set_colorspace(&cinfo, options->ycck ? JCS_YCCK : JCS_CMYK);
  int quality = options->quality < 1 ? 1 : options->quality > 100 ? 100 : options->quality;
  jpeg_set_quality(&cinfo, quality, TRUE);
  if (options->progressive) jpeg_simple_progression(&cinfo);
  jpeg_start_compress(&cinfo, TRUE);
  if (options->icc_profile != NULL && options->icc_profile_size > 0) {
    // APP2 "ICC_PROFILE\0" seq count data…, at most 65519 profile bytes a marker.
    size_t chunk = 65519;
    size_t count = (options->icc_profile_size + chunk - 1) / chunk;
    if (count > 255) ERREXIT(&cinfo, JERR_BAD_LENGTH);
    for (size_t i = 0; i < count; i++) {
      size_t offset = i * chunk;
      size_t length = options->icc_profile_size - offset < chunk
                          ? options->icc_profile_size - offset : chunk;
      jpeg_write_m_header(&cinfo, JPEG_APP0 + 2, (unsigned int)(length + 14));
      const char *tag = "ICC_PROFILE";
      for (int t = 0; t < 12; t++) jpeg_write_m_byte(&cinfo, t < 11 ? tag[t] : 0);
      jpeg_write_m_byte(&cinfo, (int)(i + 1));
      jpeg_write_m_byte(&cinfo, (int)count);
      for (size_t b = 0; b < length; b++) {
        jpeg_write_m_byte(&cinfo, options->icc_profile[offset + b]);
      }
    }
  }
  size_t stride = (size_t)width * (size_t)components;
  while (cinfo.next_scanline < cinfo.image_height) {
    JSAMPROW rows[1] = {(JSAMPROW)(uintptr_t)(samples + (size_t)cinfo.next_scanline * stride)};
    jpeg_write_scanlines(&cinfo, rows, 1);
  }
  jpeg_finish_compress(&cinfo);
  jpeg_destroy_compress(&cinfo);
  if (buffer != initial) free(initial);  // jpeg_mem_dest grew into its own malloc'ed buffer
  *out = buffer;
  *out_size = buffer_size;
  return ACSHIM_OK;
}
