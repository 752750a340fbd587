// CAssetCatVectorShims: PDF through poppler-glib, SVG through librsvg, pixels through cairo.
//
// Inputs are memory buffers; nothing here reads a file or the network. An SVG is loaded with no
// base file, so librsvg resolves no external reference (only data: URLs load), and without
// RSVG_HANDLE_FLAG_UNLIMITED, so libxml2's limits on nesting depth and entity expansion stay on.
// GLib log messages from the libraries (warnings, criticals) are caught by a handler installed
// once and never abort the process; poppler's own error stream is silenced. Errors come back as
// an acvec_status plus the library's message copied into a caller-provided buffer (always
// NUL-terminated when message_capacity > 0). Calls into poppler are serialized by a mutex
// (poppler's global state is not safe to create from two threads at once).
#pragma once

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Capacity, in bytes, that callers should give message buffers.
#define ACVEC_MESSAGE_CAPACITY 256

typedef enum acvec_status {
  ACVEC_OK = 0,
  /// The library could not read the document; the message is the library's.
  ACVEC_MALFORMED = 1,
  /// The document reads but has no size (an SVG with neither width/height nor a viewBox, a
  /// PDF with no page).
  ACVEC_NO_SIZE = 2,
  /// A bad argument (null buffer, zero-sized raster, output buffer too small).
  ACVEC_BAD_ARGUMENT = 3,
  /// Drawing failed (cairo's status, or librsvg's render error).
  ACVEC_RENDER_FAILED = 4,
  // poppler-glib, librsvg or cairo could not be loaded (they are opened on first use, not
  // linked); the message names the library and says why.
  ACVEC_UNAVAILABLE = 5,
  /// The SVG has no element of the id asked for.
  ACVEC_NO_SUCH_ELEMENT = 6,
} acvec_status;

/// The first page's size in points as poppler shows it: the CropBox (clipped to the MediaBox),
/// width and height swapped for /Rotate 90 or 270 (poppler_page_get_size).
/// `page_count` receives the number of pages.
acvec_status acvec_pdf_size(const uint8_t *data, size_t size, double *width, double *height,
                            int32_t *page_count, char *message, size_t message_capacity);

/// An SVG's intrinsic size in CSS pixels (= points): librsvg's width/height at 96 DPI, else the
/// viewBox's width and height.
acvec_status acvec_svg_size(const uint8_t *data, size_t size, double *width, double *height,
                            char *message, size_t message_capacity);

/// Draws the first page of a PDF (`is_svg` 0) or an SVG document (`is_svg` 1) into `out`, a
/// cairo ARGB32 raster (premultiplied, native-endian 32-bit pixels, stride width × 4) of
/// `width` × `height` pixels that the caller allocated and zeroed, scaled by `scale` from points.
acvec_status acvec_render(const uint8_t *data, size_t size, int32_t is_svg, double scale,
                          uint8_t *out, uint32_t width, uint32_t height,
                          char *message, size_t message_capacity);

/// Rows `top` to `top + height` of acvec_render's raster (its full `width`), drawn into `out`
/// (width × height, allocated and zeroed by the caller): a large drawing a band at a time.
acvec_status acvec_render_rows(const uint8_t *data, size_t size, int32_t is_svg, double scale, uint32_t top,
                               uint8_t *out, uint32_t width, uint32_t height, char *message, size_t message_capacity);

/// An SVG document read once, for several questions about its elements.
struct acvec_svg;

/// Reads an SVG held in memory (the bytes may be freed afterwards) that has a size; close it with
/// acvec_svg_close_document.
acvec_status acvec_svg_open_document(const uint8_t *data, size_t size, struct acvec_svg **document,
                                     char *message, size_t message_capacity);

void acvec_svg_close_document(struct acvec_svg *document);

/// The bounds of the element `id` (as "#name") of an open SVG, in the document's CSS pixels at
/// its intrinsic size: its ink (strokes included), or with `logical` its geometry alone (a line's
/// position). ACVEC_NO_SUCH_ELEMENT when the document has none of that id.
acvec_status acvec_svg_element_bounds(struct acvec_svg *document, const char *id, int32_t logical, double *x,
                                      double *y, double *width, double *height, char *message,
                                      size_t message_capacity);

/// Draws an open SVG whole, as acvec_render_rows draws its bytes (`top` 0: acvec_render): the
/// document read once, drawn at several scales or a band at a time.
acvec_status acvec_render_svg_document(struct acvec_svg *document, double scale, uint32_t top, uint8_t *out,
                                       uint32_t width, uint32_t height, char *message, size_t message_capacity);

/// Draws only the element `id` of an open SVG (its ancestors' transforms apply, nothing else is
/// drawn) into `out` (width × height premultiplied ARGB32, as acvec_render): the document scaled
/// by `scale`, moved so that its point (origin_x, origin_y) lands on the raster's top left.
acvec_status acvec_render_svg_element(struct acvec_svg *document, const char *id, double origin_x, double origin_y,
                                      double scale, uint8_t *out, uint32_t width, uint32_t height,
                                      char *message, size_t message_capacity);

/// Scales a cairo ARGB32 raster (premultiplied, native-endian, stride width × 4) of
/// `src_width` × `src_height` pixels to `width` × `height` pixels into `out` (allocated and zeroed
/// by the caller, same layout), through cairo's best filter with the edges padded (no dark rim).
/// The app icon writer derives the loose 120×120 and 152×152 icons from a 1024 this way.
acvec_status acvec_scale_argb(const uint8_t *src, uint32_t src_width, uint32_t src_height,
                              uint8_t *out, uint32_t width, uint32_t height,
                              char *message, size_t message_capacity);

/// Draws a cairo ARGB32 raster `src` (`src_width` × `src_height`, premultiplied, stride width × 4)
/// over the raster `dst` (`width` × `height`, same layout) with its top left at (`x`, `y`): cairo's
/// OVER operator, pixel for pixel (no scaling). How a tvOS image stack's layers are flattened.
acvec_status acvec_draw_over(const uint8_t *src, uint32_t src_width, uint32_t src_height,
                             uint8_t *dst, uint32_t width, uint32_t height, int32_t x, int32_t y,
                             char *message, size_t message_capacity);

/// The versions of the loaded librsvg, poppler-glib and cairo ("librsvg 2.54.7 poppler 22.02.0
/// cairo 1.16.0"), read from the libraries themselves: what a drawn bitmap depends on besides its
/// file, so a rendition cache keys drawings by it.
acvec_status acvec_library_versions(char *out, size_t capacity, char *message, size_t message_capacity);

#ifdef __cplusplus
}
#endif
