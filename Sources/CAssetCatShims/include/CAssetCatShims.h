// CAssetCatShims: the C around libpng, libjpeg, libwebp, libtiff and giflib (and, for the CLI, glibc's mallopt and a signal pipe); the vector
// libraries have theirs in CAssetCatVectorShims.
//
// libpng and libjpeg report errors with longjmp. Every function here keeps its setjmp in the
// same C function that calls the library, and every callback (read source, error, warning) is a
// C function. Nothing here calls back into Swift. Errors come back as an acshim_status plus the
// library's own message, copied into a caller-provided buffer (always NUL-terminated when
// message_capacity > 0).
//
// Inputs are memory buffers: libpng reads through png_set_read_fn with a C cursor, libjpeg
// through jpeg_mem_src. Decoders check the header dimensions against the caller's limits before
// any pixel memory is taken, and write RGBA8 (rows top to bottom) into the caller's buffer.
#pragma once

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Capacity, in bytes, that callers should give message buffers.
#define ACSHIM_MESSAGE_CAPACITY 256

typedef enum acshim_status {
  ACSHIM_OK = 0,
  /// The data ends before the header or the image is complete.
  ACSHIM_TRUNCATED = 1,
  /// The library rejected the data; the message is the library's.
  ACSHIM_CORRUPT = 2,
  /// Pixel dimensions over the caller's limits; no pixel memory was taken.
  ACSHIM_OVER_LIMITS = 3,
  /// A bad argument (null buffer, output buffer too small, unknown option).
  ACSHIM_BAD_ARGUMENT = 4,
  /// The library could not allocate memory.
  ACSHIM_NO_MEMORY = 5,
  /// A valid file the library cannot decode (a 12-bit JPEG with an 8-bit libjpeg, lossless JPEG).
  ACSHIM_UNSUPPORTED = 6,
} acshim_status;

/// Limits checked before any pixel memory is allocated (SPEC §7).
typedef struct acshim_limits {
  uint32_t max_side;    ///< pixels on a side
  uint64_t max_pixels;  ///< width × height
} acshim_limits;

// MARK: - PNG

/// PNG color types, as in the IHDR chunk.
typedef enum acshim_png_color_type {
  ACSHIM_PNG_GRAY = 0,
  ACSHIM_PNG_RGB = 2,
  ACSHIM_PNG_PALETTE = 3,
  ACSHIM_PNG_GRAY_ALPHA = 4,
  ACSHIM_PNG_RGBA = 6,
} acshim_png_color_type;

/// Decodes a PNG of any color type and bit depth (interlaced or not) to RGBA8 into `out`,
/// which must hold width × height × 4 bytes. Checks `limits` (png_set_user_limits and the pixel
/// count) before any row memory is allocated. `width`/`height` receive the image size.
acshim_status acshim_png_decode_rgba(const uint8_t *data, size_t size, acshim_limits limits,
                                     uint8_t *out, size_t out_capacity,
                                     uint32_t *width, uint32_t *height,
                                     char *message, size_t message_capacity);

/// acshim_png_decode_rgba for a PNG whose image data the caller has inflated and checked
/// (`rows`: every byte the IDAT stream holds, filter bytes included) and whose chunk CRCs it has
/// checked: libpng reads the file with the IDAT chunks between `idat_start` and `idat_end`
/// replaced by stored (uncompressed) deflate blocks of `rows`, so zlib copies instead of
/// inflating, and no CRC or Adler-32 is computed again. Everything else (filters, Adam7,
/// transformations, limits) is libpng's, as for the file itself.
acshim_status acshim_png_decode_rgba_inflated(const uint8_t *data, size_t size, size_t idat_start,
                                              size_t idat_end, const uint8_t *rows, size_t rows_size,
                                              acshim_limits limits, uint8_t *out, size_t out_capacity,
                                              uint32_t *width, uint32_t *height,
                                              char *message, size_t message_capacity);

/// Verifies a whole PNG without keeping its image (assetcat compile --decode): reads every row
/// of every Adam7 pass through one reusable row buffer, with libpng's CRC and zlib checks, then
/// the chunks after the image (png_read_end). Checks `limits` like acshim_png_decode_rgba before
/// any row memory. `*has_transparency` is 1 when some pixel's alpha, as acshim_png_decode_rgba
/// would produce it, is not 255 (alpha channel or tRNS); transforms run only for such images.
acshim_status acshim_png_verify(const uint8_t *data, size_t size, acshim_limits limits,
                                uint32_t *width, uint32_t *height, int32_t *has_transparency,
                                char *message, size_t message_capacity);

/// acshim_png_verify for a PNG whose image data and chunk CRCs the caller has checked, read as
/// acshim_png_decode_rgba_inflated reads it.
acshim_status acshim_png_verify_inflated(const uint8_t *data, size_t size, size_t idat_start,
                                         size_t idat_end, const uint8_t *rows, size_t rows_size,
                                         acshim_limits limits, uint32_t *width, uint32_t *height,
                                         int32_t *has_transparency, char *message,
                                         size_t message_capacity);

/// Options for acshim_png_encode (tests generate their inputs with it).
typedef struct acshim_png_encode_options {
  int32_t color_type;         ///< acshim_png_color_type
  int32_t bit_depth;          ///< a depth legal for the color type
  int32_t interlaced;         ///< 1 for Adam7
  const uint8_t *palette;     ///< RGB triples, for ACSHIM_PNG_PALETTE
  int32_t palette_count;
  const uint8_t *trns_alpha;  ///< palette alpha entries (tRNS), for ACSHIM_PNG_PALETTE
  int32_t trns_alpha_count;
  int32_t has_trns_color;     ///< gray/RGB: a tRNS color (samples at the image's bit depth)
  uint16_t trns_gray;
  uint16_t trns_red, trns_green, trns_blue;
  const uint8_t *icc_profile; ///< an iCCP chunk, or NULL
  size_t icc_profile_size;
} acshim_png_encode_options;

/// Encodes a PNG. `samples` holds one uint16_t per sample (values at the bit depth; palette
/// indices for palette images), width × height × channels of them, rows top to bottom.
/// On success `*out` is a malloc'ed buffer of `*out_size` bytes: free it with acshim_free.
acshim_status acshim_png_encode(const uint16_t *samples, uint32_t width, uint32_t height,
                                const acshim_png_encode_options *options,
                                uint8_t **out, size_t *out_size,
                                char *message, size_t message_capacity);

// MARK: - JPEG

/// Decodes a JPEG (baseline, progressive, grayscale, RGB, CMYK, YCCK) to RGBA8 into `out`,
/// which must hold width × height × 4 bytes. Adobe (inverted) and plain CMYK are converted to
/// RGB naively (no color management). Checks `limits` before jpeg_start_decompress allocates.
/// Data that ends before the EOI marker (libjpeg's "Premature end of JPEG file") is ACSHIM_TRUNCATED.
acshim_status acshim_jpeg_decode_rgba(const uint8_t *data, size_t size, acshim_limits limits,
                                      uint8_t *out, size_t out_capacity,
                                      uint32_t *width, uint32_t *height,
                                      char *message, size_t message_capacity);

/// Verifies a whole JPEG without keeping its image (assetcat compile --decode): every scan is
/// entropy-decoded (Huffman codes, restart markers, the end of the data), as in
/// acshim_jpeg_decode_rgba, but the output is scaled by 1/8 (DC-only IDCT), unfancy-upsampled and,
/// for YCbCr/grayscale files, luminance only, into one reusable row. Same statuses and limits as
/// acshim_jpeg_decode_rgba. A JPEG has no alpha: every pixel is opaque.
acshim_status acshim_jpeg_verify(const uint8_t *data, size_t size, acshim_limits limits,
                                 uint32_t *width, uint32_t *height,
                                 char *message, size_t message_capacity);

/// Options for acshim_jpeg_encode (tests generate their inputs with it).
typedef struct acshim_jpeg_encode_options {
  int32_t components;        ///< 1 (gray), 3 (RGB) or 4 (CMYK samples as stored)
  int32_t quality;           ///< 1…100
  int32_t progressive;       ///< 1 for a progressive file
  int32_t ycck;              ///< with 4 components: store as YCCK instead of CMYK
  const uint8_t *icc_profile;///< written as APP2 ICC_PROFILE markers, or NULL
  size_t icc_profile_size;
} acshim_jpeg_encode_options;

/// Encodes a JPEG from 8-bit samples (width × height × components, rows top to bottom).
/// On success `*out` is a malloc'ed buffer of `*out_size` bytes: free it with acshim_free.
acshim_status acshim_jpeg_encode(const uint8_t *samples, uint32_t width, uint32_t height,
                                 const acshim_jpeg_encode_options *options,
                                 uint8_t **out, size_t *out_size,
                                 char *message, size_t message_capacity);

/// Frees a buffer returned by an acshim_*_encode function.
void acshim_free(void *pointer);

// MARK: - WebP

/// Decodes a WebP (lossy, lossless or extended, with or without alpha) to RGBA8 (straight
/// alpha) into `out`, which must hold width × height × 4 bytes; an animated one to its first
/// frame on its canvas (libwebpdemux's animation decoder). Checks `limits` against the header
/// before decoding. Data that ends early is ACSHIM_TRUNCATED. libwebp reports errors by status,
/// so nothing here uses setjmp.
acshim_status acshim_webp_decode_rgba(const uint8_t *data, size_t size, acshim_limits limits, uint8_t *out,
                                      size_t out_size, uint32_t *width, uint32_t *height, char *message,
                                      size_t message_capacity);

// MARK: - TIFF

/// Decodes a TIFF's first image (any layout libtiff's RGBA interface reads: gray, palette, RGB,
/// CMYK, YCbCr, strips or tiles, any of its compressions) to RGBA8 with straight alpha into
/// `out`, which must hold width × height × 4 bytes and be 4-byte aligned. libtiff gives
/// associated alpha; a partly transparent pixel is divided back, so premultiplying it again
/// gives libtiff's values exactly. Checks `limits` before decoding. libtiff reports errors by
/// return value and per-file handlers (nothing is printed), so nothing here uses setjmp.
acshim_status acshim_tiff_decode_rgba(const uint8_t *data, size_t size, acshim_limits limits, uint8_t *out,
                                      size_t out_size, uint32_t *width, uint32_t *height, char *message,
                                      size_t message_capacity);

// MARK: - GIF

/// Decodes a GIF's first frame to RGBA8 (straight alpha) on its logical screen into `out`,
/// which must hold width × height × 4 bytes: what a still image of the file shows. The canvas
/// starts clear; the frame's transparent colour (from a graphic control extension before it)
/// stays clear. Checks `limits` against the screen and the frame before decoding; reads records
/// up to that frame only (an animation's other frames are not read). giflib reports errors by
/// return value, so nothing here uses setjmp.
acshim_status acshim_gif_decode_rgba(const uint8_t *data, size_t size, acshim_limits limits, uint8_t *out,
                                     size_t out_size, uint32_t *width, uint32_t *height, char *message,
                                     size_t message_capacity);

/// glibc: one malloc arena for the whole process (mallopt M_ARENA_MAX 1), so freed pages of
/// worker threads are reused instead of kept per thread, with image-sized blocks from the heap
/// and freed heap kept up to 64 MiB (M_MMAP_THRESHOLD, M_TRIM_THRESHOLD); elsewhere nothing.
void acshim_use_one_malloc_arena(void);

/// Installs a handler for each of the `count` signals that writes the signal's number (one byte)
/// to a pipe, and returns the pipe's read end (-1 on failure), for a thread to read and act on as
/// ordinary code. The handler only calls write(2) on a non-blocking descriptor (async-signal-safe,
/// errno kept); SA_RESTART, so the calls it interrupts in other threads go on. A signal already
/// ignored (SIG_IGN, as nohup leaves SIGHUP) stays ignored.
int acshim_signal_pipe(const int *signals, int count);

/// glibc: up to `arenas` malloc arenas from now on (threads that allocate for the first time
/// after the call get their own until there are that many); elsewhere nothing.
void acshim_allow_malloc_arenas(int arenas);

#ifdef __cplusplus
}
#endif
