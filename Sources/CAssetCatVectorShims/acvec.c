// PDF through poppler-glib, SVG through librsvg, drawing through cairo (see the header).
#include "CAssetCatVectorShims.h"

#include "acvec_api.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// The libraries are opened on first use (dlopen) instead of being linked: with the fifty
// libraries they pull in (pango, harfbuzz, X11, NSS, …) they cost every process about 10 ms and
// 11 MB before main, and most commands (`resolve`, `info`, a compile without vectors) never
// draw. acvec_api.h declares what is called here, checked against the libraries' headers.
#define ACVEC_RSVG_FUNCTIONS(X) \
  X(rsvg_handle_new_from_stream_sync) \
  X(rsvg_handle_set_dpi) \
  X(rsvg_handle_get_intrinsic_size_in_pixels) \
  X(rsvg_handle_render_document) \
  X(rsvg_handle_has_sub) \
  X(rsvg_handle_get_geometry_for_layer) \
  X(rsvg_handle_render_layer) \
  X(g_memory_input_stream_new_from_data) \
  X(g_object_unref) \
  X(g_error_free) \
  X(g_bytes_new_static) \
  X(g_bytes_unref) \
  X(g_log_set_handler) \
  X(g_log_set_always_fatal)
#define ACVEC_POPPLER_FUNCTIONS(X) \
  X(poppler_document_new_from_bytes) \
  X(poppler_document_get_n_pages) \
  X(poppler_document_get_page) \
  X(poppler_page_get_size) \
  X(poppler_page_render)
#define ACVEC_CAIRO_FUNCTIONS(X) \
  X(cairo_format_stride_for_width) \
  X(cairo_image_surface_create_for_data) \
  X(cairo_create) \
  X(cairo_scale) \
  X(cairo_translate) \
  X(cairo_surface_flush) \
  X(cairo_status) \
  X(cairo_status_to_string) \
  X(cairo_destroy) \
  X(cairo_surface_destroy) \
  X(cairo_set_source_surface) \
  X(cairo_get_source) \
  X(cairo_pattern_set_filter) \
  X(cairo_pattern_set_extend) \
  X(cairo_set_operator) \
  X(cairo_paint)

#define ACVEC_FIELD(name) __typeof__(&name) name;
static struct {
  ACVEC_RSVG_FUNCTIONS(ACVEC_FIELD)
  acvec_rsvg_get_intrinsic_dimensions_fn rsvg_handle_get_intrinsic_dimensions;
  ACVEC_POPPLER_FUNCTIONS(ACVEC_FIELD)
  ACVEC_CAIRO_FUNCTIONS(ACVEC_FIELD)
} acvec_fn;
#undef ACVEC_FIELD
#define ACVEC_CALL(name) (acvec_fn.name)

#if defined(__APPLE__)
static const char *const acvec_libraries[] = {"librsvg-2.2.dylib", "libpoppler-glib.8.dylib", "libcairo.2.dylib"};
#else
static const char *const acvec_libraries[] = {"librsvg-2.so.2", "libpoppler-glib.so.8", "libcairo.so.2"};
#endif

// Why the libraries could not be loaded ("" when they were).
static char acvec_load_error[ACVEC_MESSAGE_CAPACITY];

// The libraries' handles, in acvec_libraries' order (for their version symbols).
static void *acvec_handles[3];

// Opens acvec_libraries[index] and fills the pointers of its functions; 0 (and
// acvec_load_error) when it cannot. The handles stay open for the life of the process.
static int acvec_open(int index) {
  const char *library = acvec_libraries[index];
  void *handle = dlopen(library, RTLD_NOW | RTLD_LOCAL);
  if (handle == NULL) {
    snprintf(acvec_load_error, sizeof acvec_load_error, "cannot load %s (%s); install it", library, dlerror());
    return 0;
  }
  acvec_handles[index] = handle;
#define ACVEC_LOOKUP(name) \
  if ((*(void **)&acvec_fn.name = dlsym(handle, #name)) == NULL) { \
    snprintf(acvec_load_error, sizeof acvec_load_error, "%s has no %s", library, #name); \
    return 0; \
  }
  switch (index) {
  case 0:
    ACVEC_RSVG_FUNCTIONS(ACVEC_LOOKUP)
    ACVEC_LOOKUP(rsvg_handle_get_intrinsic_dimensions)
    break;
  case 1: ACVEC_POPPLER_FUNCTIONS(ACVEC_LOOKUP) break;
  default: ACVEC_CAIRO_FUNCTIONS(ACVEC_LOOKUP) break;
  }
#undef ACVEC_LOOKUP
  return 1;
}

static const char *acvec_error_message(struct _GError *error) {
  return ((const struct acvec_gerror_layout *)(const void *)error)->message;
}

static pthread_once_t acvec_once = PTHREAD_ONCE_INIT;
static pthread_mutex_t acvec_poppler_lock = PTHREAD_MUTEX_INITIALIZER;

static void acvec_copy_message(char *message, size_t capacity, const char *text) {
  if (message == NULL || capacity == 0) return;
  if (text == NULL) text = "";
  size_t length = strlen(text);
  if (length >= capacity) length = capacity - 1;
  memcpy(message, text, length);
  message[length] = '\0';
}

// Library warnings and criticals are not the user's business (each call reports its own error):
// dropped, never fatal, never printed.
static void acvec_log_handler(const char *domain, int level, const char *text, void *data) {
  (void)domain; (void)level; (void)text; (void)data;
}

// A one-page PDF of a point, opened once and never closed: poppler-glib makes its global
// parameters (font tables, the built-in font list) when the first document opens and throws
// them away when the last one closes, which cost each PDF sized or drawn more than the document
// itself (a fifth of a car write's CPU on a catalog of PDFs). With this one always open they are
// made once a process. If it does not open, every document pays as before.
static const char acvec_keeper_pdf[] =
    "%PDF-1.4\n"
    "1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n"
    "2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n"
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 1 1]>>endobj\n"
    "xref\n0 4\n0000000000 65535 f \n0000000009 00000 n \n0000000052 00000 n \n0000000101 00000 n \n"
    "trailer<</Size 4/Root 1 0 R>>\nstartxref\n160\n%%EOF\n";
static struct _PopplerDocument *acvec_keeper;

static void acvec_init(void) {
  for (int i = 0; i < 3; i++) {
    if (!acvec_open(i)) return;
  }
  const char *domains[] = {"Poppler", "librsvg", "GLib", "GLib-GObject", "GLib-GIO", "GdkPixbuf",
                           "Gdk", NULL};
  int levels = ACVEC_G_LOG_LEVEL_CRITICAL | ACVEC_G_LOG_LEVEL_WARNING | ACVEC_G_LOG_LEVEL_MESSAGE |
               ACVEC_G_LOG_LEVEL_INFO | ACVEC_G_LOG_LEVEL_DEBUG;
  for (int i = 0; domains[i] != NULL; i++) ACVEC_CALL(g_log_set_handler)(domains[i], levels, acvec_log_handler, NULL);
  ACVEC_CALL(g_log_set_always_fatal)(ACVEC_G_LOG_FATAL_MASK & ~ACVEC_G_LOG_LEVEL_CRITICAL);
  struct _GBytes *keeper = ACVEC_CALL(g_bytes_new_static)(acvec_keeper_pdf, sizeof acvec_keeper_pdf - 1);
  acvec_keeper = ACVEC_CALL(poppler_document_new_from_bytes)(keeper, NULL, NULL);
  ACVEC_CALL(g_bytes_unref)(keeper);
}

// Loads the libraries once; 0 with the reason in `message` when they cannot be.
static int acvec_ready(char *message, size_t capacity) {
  pthread_once(&acvec_once, acvec_init);
  if (acvec_load_error[0] == '\0') return 1;
  acvec_copy_message(message, capacity, acvec_load_error);
  return 0;
}

static acvec_status acvec_fail(struct _GError *error, acvec_status status, const char *fallback,
                               char *message, size_t capacity) {
  acvec_copy_message(message, capacity, error != NULL && acvec_error_message(error) != NULL ? acvec_error_message(error) : fallback);
  if (error != NULL) ACVEC_CALL(g_error_free)(error);
  return status;
}

// MARK: - PDF

// Opens a PDF held in memory (not copied: the caller's buffer outlives the document). Call with
// acvec_poppler_lock held.
static struct _PopplerDocument *acvec_pdf_open(const uint8_t *data, size_t size, struct _GError **error) {
  struct _GBytes *bytes = ACVEC_CALL(g_bytes_new_static)(data, size);
  struct _PopplerDocument *document = ACVEC_CALL(poppler_document_new_from_bytes)(bytes, NULL, error);
  ACVEC_CALL(g_bytes_unref)(bytes);
  return document;
}

acvec_status acvec_pdf_size(const uint8_t *data, size_t size, double *width, double *height,
                            int32_t *page_count, char *message, size_t message_capacity) {
  acvec_copy_message(message, message_capacity, "");
  if (data == NULL || width == NULL || height == NULL || page_count == NULL) return ACVEC_BAD_ARGUMENT;
  if (!acvec_ready(message, message_capacity)) return ACVEC_UNAVAILABLE;
  struct _GError *error = NULL;
  acvec_status status = ACVEC_OK;
  pthread_mutex_lock(&acvec_poppler_lock);
  struct _PopplerDocument *document = acvec_pdf_open(data, size, &error);
  if (document == NULL) {
    status = acvec_fail(error, ACVEC_MALFORMED, "poppler cannot open the document", message, message_capacity);
  } else {
    *page_count = ACVEC_CALL(poppler_document_get_n_pages)(document);
    struct _PopplerPage *page = *page_count > 0 ? ACVEC_CALL(poppler_document_get_page)(document, 0) : NULL;
    if (page == NULL) {
      status = acvec_fail(NULL, ACVEC_NO_SIZE, "the document has no page", message, message_capacity);
    } else {
      ACVEC_CALL(poppler_page_get_size)(page, width, height);
      ACVEC_CALL(g_object_unref)(page);
    }
    ACVEC_CALL(g_object_unref)(document);
  }
  pthread_mutex_unlock(&acvec_poppler_lock);
  return status;
}

static acvec_status acvec_pdf_draw(const uint8_t *data, size_t size, struct _cairo *cr, char *message,
                                   size_t message_capacity) {
  struct _GError *error = NULL;
  acvec_status status = ACVEC_OK;
  pthread_mutex_lock(&acvec_poppler_lock);
  struct _PopplerDocument *document = acvec_pdf_open(data, size, &error);
  if (document == NULL) {
    status = acvec_fail(error, ACVEC_MALFORMED, "poppler cannot open the document", message, message_capacity);
  } else {
    struct _PopplerPage *page = ACVEC_CALL(poppler_document_get_page)(document, 0);
    if (page == NULL) {
      status = acvec_fail(NULL, ACVEC_NO_SIZE, "the document has no page", message, message_capacity);
    } else {
      ACVEC_CALL(poppler_page_render)(page, cr);
      ACVEC_CALL(g_object_unref)(page);
    }
    ACVEC_CALL(g_object_unref)(document);
  }
  pthread_mutex_unlock(&acvec_poppler_lock);
  return status;
}

// MARK: - SVG

// Loads an SVG with librsvg's safety limits on and no base file (no external reference loads).
static struct _RsvgHandle *acvec_svg_open(const uint8_t *data, size_t size, struct _GError **error) {
  struct _GInputStream *stream = ACVEC_CALL(g_memory_input_stream_new_from_data)(data, (long)size, NULL);
  struct _RsvgHandle *handle = ACVEC_CALL(rsvg_handle_new_from_stream_sync)(stream, NULL, ACVEC_RSVG_HANDLE_FLAGS_NONE, NULL, error);
  ACVEC_CALL(g_object_unref)(stream);
  if (handle != NULL) ACVEC_CALL(rsvg_handle_set_dpi)(handle, 96.0);
  return handle;
}

// A length in CSS pixels at 96 DPI, or -1 for a percentage (which needs a viewport). Font units
// use librsvg's default font size (12 px) for the root element.
static double acvec_svg_pixels(struct acvec_rsvg_length_layout length) {
  switch (length.unit) {
  case ACVEC_RSVG_UNIT_PX: return length.length;
  case ACVEC_RSVG_UNIT_IN: return length.length * 96.0;
  case ACVEC_RSVG_UNIT_CM: return length.length * 96.0 / 2.54;
  case ACVEC_RSVG_UNIT_MM: return length.length * 96.0 / 25.4;
  case ACVEC_RSVG_UNIT_PT: return length.length * 96.0 / 72.0;
  case ACVEC_RSVG_UNIT_PC: return length.length * 16.0;
  case ACVEC_RSVG_UNIT_EM: return length.length * 12.0;
  case ACVEC_RSVG_UNIT_EX: return length.length * 6.0;
  default: return -1;
  }
}

// The size rsvg-convert gives a document: width and height in absolute units; else one of them
// with the other from the viewBox's aspect ratio; else the viewBox's size.
static int acvec_svg_intrinsic(struct _RsvgHandle *handle, double *width, double *height) {
  if (ACVEC_CALL(rsvg_handle_get_intrinsic_size_in_pixels)(handle, width, height)) return 1;
  int has_width = 0, has_height = 0, has_viewbox = 0;
  struct acvec_rsvg_length_layout w, h;
  struct acvec_rsvg_rectangle_layout viewbox;
  ACVEC_CALL(rsvg_handle_get_intrinsic_dimensions)(handle, &has_width, &w, &has_height, &h, &has_viewbox, &viewbox);
  if (!has_viewbox || !(viewbox.width > 0) || !(viewbox.height > 0)) return 0;
  double pw = has_width ? acvec_svg_pixels(w) : -1, ph = has_height ? acvec_svg_pixels(h) : -1;
  if (pw >= 0) {
    *width = pw;
    *height = pw * viewbox.height / viewbox.width;
  } else if (ph >= 0) {
    *height = ph;
    *width = ph * viewbox.width / viewbox.height;
  } else {
    *width = viewbox.width;
    *height = viewbox.height;
  }
  return 1;
}

// An SVG read (librsvg's handle) with its intrinsic size: what every SVG call starts from, and
// what acvec_svg_open_document keeps open for several questions about its elements.
struct acvec_svg {
  struct _RsvgHandle *handle;
  double width, height;  // intrinsic size, CSS pixels
};

// Reads an SVG that has a size into `svg` (the caller unrefs svg->handle), or says why not.
static acvec_status acvec_svg_read(const uint8_t *data, size_t size, struct acvec_svg *svg, char *message,
                                   size_t message_capacity) {
  struct _GError *error = NULL;
  svg->handle = acvec_svg_open(data, size, &error);
  if (svg->handle == NULL) {
    return acvec_fail(error, ACVEC_MALFORMED, "librsvg cannot read the document", message, message_capacity);
  }
  if (!acvec_svg_intrinsic(svg->handle, &svg->width, &svg->height)) {
    ACVEC_CALL(g_object_unref)(svg->handle);
    svg->handle = NULL;
    return acvec_fail(NULL, ACVEC_NO_SIZE, "no width and height in absolute units and no viewBox", message,
                      message_capacity);
  }
  return ACVEC_OK;
}

acvec_status acvec_svg_size(const uint8_t *data, size_t size, double *width, double *height,
                            char *message, size_t message_capacity) {
  acvec_copy_message(message, message_capacity, "");
  if (data == NULL || width == NULL || height == NULL) return ACVEC_BAD_ARGUMENT;
  if (!acvec_ready(message, message_capacity)) return ACVEC_UNAVAILABLE;
  struct acvec_svg svg;
  acvec_status status = acvec_svg_read(data, size, &svg, message, message_capacity);
  if (status != ACVEC_OK) return status;
  *width = svg.width;
  *height = svg.height;
  ACVEC_CALL(g_object_unref)(svg.handle);
  return ACVEC_OK;
}

// Draws a read SVG whole at `scale` (its intrinsic size times scale).
static acvec_status acvec_svg_draw_document(const struct acvec_svg *svg, struct _cairo *cr, double scale,
                                            char *message, size_t message_capacity) {
  struct _GError *error = NULL;
  struct acvec_rsvg_rectangle_layout viewport = {0, 0, svg->width * scale, svg->height * scale};
  if (!ACVEC_CALL(rsvg_handle_render_document)(svg->handle, cr, (const struct _RsvgRectangle *)&viewport, &error)) {
    return acvec_fail(error, ACVEC_RENDER_FAILED, "librsvg cannot draw the document", message, message_capacity);
  }
  return ACVEC_OK;
}

static acvec_status acvec_svg_draw(const uint8_t *data, size_t size, struct _cairo *cr, double scale,
                                   char *message, size_t message_capacity) {
  struct acvec_svg svg;
  acvec_status status = acvec_svg_read(data, size, &svg, message, message_capacity);
  if (status != ACVEC_OK) return status;
  status = acvec_svg_draw_document(&svg, cr, scale, message, message_capacity);
  ACVEC_CALL(g_object_unref)(svg.handle);
  return status;
}

// MARK: - SVG documents kept open

acvec_status acvec_svg_open_document(const uint8_t *data, size_t size, struct acvec_svg **document,
                                     char *message, size_t message_capacity) {
  acvec_copy_message(message, message_capacity, "");
  if (data == NULL || document == NULL) return ACVEC_BAD_ARGUMENT;
  *document = NULL;
  if (!acvec_ready(message, message_capacity)) return ACVEC_UNAVAILABLE;
  struct acvec_svg svg;
  acvec_status status = acvec_svg_read(data, size, &svg, message, message_capacity);
  if (status != ACVEC_OK) return status;
  struct acvec_svg *opened = malloc(sizeof *opened);
  if (opened == NULL) {
    ACVEC_CALL(g_object_unref)(svg.handle);
    return acvec_fail(NULL, ACVEC_BAD_ARGUMENT, "out of memory", message, message_capacity);
  }
  *opened = svg;
  *document = opened;
  return ACVEC_OK;
}

void acvec_svg_close_document(struct acvec_svg *document) {
  if (document == NULL) return;
  ACVEC_CALL(g_object_unref)(document->handle);
  free(document);
}

acvec_status acvec_svg_element_bounds(struct acvec_svg *document, const char *id, int32_t logical, double *x,
                                      double *y, double *width, double *height, char *message,
                                      size_t message_capacity) {
  acvec_copy_message(message, message_capacity, "");
  if (document == NULL || id == NULL || x == NULL || y == NULL || width == NULL || height == NULL) return ACVEC_BAD_ARGUMENT;
  if (!ACVEC_CALL(rsvg_handle_has_sub)(document->handle, id)) {
    return acvec_fail(NULL, ACVEC_NO_SUCH_ELEMENT, "the document has no such element", message, message_capacity);
  }
  struct _GError *error = NULL;
  struct acvec_rsvg_rectangle_layout viewport = {0, 0, document->width, document->height}, ink, logical_rect;
  if (!ACVEC_CALL(rsvg_handle_get_geometry_for_layer)(document->handle, id, (const struct _RsvgRectangle *)&viewport,
                                                     (struct _RsvgRectangle *)&ink,
                                                     (struct _RsvgRectangle *)&logical_rect, &error)) {
    return acvec_fail(error, ACVEC_MALFORMED, "librsvg cannot measure the element", message, message_capacity);
  }
  const struct acvec_rsvg_rectangle_layout *r = logical ? &logical_rect : &ink;
  *x = r->x;
  *y = r->y;
  *width = r->width;
  *height = r->height;
  return ACVEC_OK;
}

// Draws only the element `id` (as "#name"): the document at its intrinsic size scaled by
// `scale`, moved so that its point (origin_x, origin_y) is the raster's top left.
static acvec_status acvec_svg_draw_element(struct acvec_svg *document, struct _cairo *cr, const char *id,
                                           double origin_x, double origin_y, double scale,
                                           char *message, size_t message_capacity) {
  if (!ACVEC_CALL(rsvg_handle_has_sub)(document->handle, id)) {
    return acvec_fail(NULL, ACVEC_NO_SUCH_ELEMENT, "the document has no such element", message, message_capacity);
  }
  struct _GError *error = NULL;
  struct acvec_rsvg_rectangle_layout viewport = {-origin_x * scale, -origin_y * scale, document->width * scale,
                                                 document->height * scale};
  if (!ACVEC_CALL(rsvg_handle_render_layer)(document->handle, cr, id, (const struct _RsvgRectangle *)&viewport, &error)) {
    return acvec_fail(error, ACVEC_RENDER_FAILED, "librsvg cannot draw the element", message, message_capacity);
  }
  return ACVEC_OK;
}

// MARK: - Drawing

// What acvec_draw draws: a whole PDF or SVG from its bytes, an open SVG whole (`id` NULL), or
// one element of an open SVG.
struct acvec_drawing {
  const uint8_t *data;
  size_t size;
  int32_t is_svg;
  struct acvec_svg *document;
  const char *id;
  double origin_x, origin_y;
  /// The drawing's first row on `out` (rows above it are left out): 0 but for acvec_render_rows.
  uint32_t top;
};

static acvec_status acvec_draw(struct acvec_drawing what, double scale, uint8_t *out, uint32_t width, uint32_t height,
                               char *message, size_t message_capacity) {
  acvec_copy_message(message, message_capacity, "");
  if (out == NULL || width == 0 || height == 0 || width > 0x7FFF || height > 0x7FFF || !(scale > 0)) {
    return ACVEC_BAD_ARGUMENT;
  }
  if (!acvec_ready(message, message_capacity)) return ACVEC_UNAVAILABLE;
  int stride = ACVEC_CALL(cairo_format_stride_for_width)(ACVEC_CAIRO_FORMAT_ARGB32, (int)width);
  if (stride != (int)width * 4) return ACVEC_BAD_ARGUMENT;
  struct _cairo_surface *surface =
      ACVEC_CALL(cairo_image_surface_create_for_data)(out, ACVEC_CAIRO_FORMAT_ARGB32, (int)width, (int)height, stride);
  struct _cairo *cr = ACVEC_CALL(cairo_create)(surface);
  // A whole number of pixels up: the rows drawn are the same as the whole drawing's.
  if (what.top != 0) ACVEC_CALL(cairo_translate)(cr, 0, -(double)what.top);
  acvec_status status;
  if (what.document != NULL && what.id == NULL) {
    status = acvec_svg_draw_document(what.document, cr, scale, message, message_capacity);
  } else if (what.document != NULL) {
    status = acvec_svg_draw_element(what.document, cr, what.id, what.origin_x, what.origin_y, scale, message,
                                    message_capacity);
  } else if (what.is_svg) {
    status = acvec_svg_draw(what.data, what.size, cr, scale, message, message_capacity);
  } else {
    ACVEC_CALL(cairo_scale)(cr, scale, scale);
    status = acvec_pdf_draw(what.data, what.size, cr, message, message_capacity);
  }
  ACVEC_CALL(cairo_surface_flush)(surface);
  if (status == ACVEC_OK && ACVEC_CALL(cairo_status)(cr) != ACVEC_CAIRO_STATUS_SUCCESS) {
    acvec_copy_message(message, message_capacity, ACVEC_CALL(cairo_status_to_string)(ACVEC_CALL(cairo_status)(cr)));
    status = ACVEC_RENDER_FAILED;
  }
  ACVEC_CALL(cairo_destroy)(cr);
  ACVEC_CALL(cairo_surface_destroy)(surface);
  return status;
}

acvec_status acvec_render(const uint8_t *data, size_t size, int32_t is_svg, double scale,
                          uint8_t *out, uint32_t width, uint32_t height,
                          char *message, size_t message_capacity) {
  if (data == NULL) return ACVEC_BAD_ARGUMENT;
  struct acvec_drawing what = {data, size, is_svg, NULL, NULL, 0, 0, 0};
  return acvec_draw(what, scale, out, width, height, message, message_capacity);
}

acvec_status acvec_render_rows(const uint8_t *data, size_t size, int32_t is_svg, double scale, uint32_t top,
                               uint8_t *out, uint32_t width, uint32_t height, char *message, size_t message_capacity) {
  if (data == NULL || top > 0x7FFF) return ACVEC_BAD_ARGUMENT;
  struct acvec_drawing what = {data, size, is_svg, NULL, NULL, 0, 0, top};
  return acvec_draw(what, scale, out, width, height, message, message_capacity);
}

acvec_status acvec_render_svg_document(struct acvec_svg *document, double scale, uint32_t top, uint8_t *out,
                                       uint32_t width, uint32_t height, char *message, size_t message_capacity) {
  if (document == NULL || top > 0x7FFF) return ACVEC_BAD_ARGUMENT;
  struct acvec_drawing what = {NULL, 0, 1, document, NULL, 0, 0, top};
  return acvec_draw(what, scale, out, width, height, message, message_capacity);
}

acvec_status acvec_render_svg_element(struct acvec_svg *document, const char *id, double origin_x, double origin_y,
                                      double scale, uint8_t *out, uint32_t width, uint32_t height,
                                      char *message, size_t message_capacity) {
  if (document == NULL || id == NULL) return ACVEC_BAD_ARGUMENT;
  struct acvec_drawing what = {NULL, 0, 1, document, id, origin_x, origin_y, 0};
  return acvec_draw(what, scale, out, width, height, message, message_capacity);
}

// MARK: - Scaling bitmaps

/// Paints `src` onto `dst` (both cairo ARGB32 rasters, stride width × 4) through `op`: scaled by
/// (`sx`, `sy`) with its top left at (`x`, `y`); `smooth` picks cairo's best filter with the edges
/// padded (for scaling), else pixels are taken as they are.
static acvec_status acvec_paint_argb(const uint8_t *src, uint32_t src_width, uint32_t src_height, uint8_t *dst,
                                     uint32_t width, uint32_t height, double sx, double sy, double x, double y,
                                     unsigned op, int smooth, char *message, size_t message_capacity) {
  acvec_copy_message(message, message_capacity, "");
  if (src == NULL || dst == NULL || src_width == 0 || src_height == 0 || width == 0 || height == 0 ||
      src_width > 0x7FFF || src_height > 0x7FFF || width > 0x7FFF || height > 0x7FFF) {
    return ACVEC_BAD_ARGUMENT;
  }
  if (!acvec_ready(message, message_capacity)) return ACVEC_UNAVAILABLE;
  if (ACVEC_CALL(cairo_format_stride_for_width)(ACVEC_CAIRO_FORMAT_ARGB32, (int)src_width) != (int)src_width * 4 ||
      ACVEC_CALL(cairo_format_stride_for_width)(ACVEC_CAIRO_FORMAT_ARGB32, (int)width) != (int)width * 4) {
    return ACVEC_BAD_ARGUMENT;
  }
  // cairo only reads a source surface; the cast does not let it write the caller's input.
  struct _cairo_surface *source = ACVEC_CALL(cairo_image_surface_create_for_data)(
      (unsigned char *)src, ACVEC_CAIRO_FORMAT_ARGB32, (int)src_width, (int)src_height, (int)src_width * 4);
  struct _cairo_surface *target =
      ACVEC_CALL(cairo_image_surface_create_for_data)(dst, ACVEC_CAIRO_FORMAT_ARGB32, (int)width, (int)height, (int)width * 4);
  struct _cairo *cr = ACVEC_CALL(cairo_create)(target);
  ACVEC_CALL(cairo_scale)(cr, sx, sy);
  ACVEC_CALL(cairo_set_source_surface)(cr, source, x, y);
  if (smooth) {
    struct _cairo_pattern *pattern = ACVEC_CALL(cairo_get_source)(cr);
    ACVEC_CALL(cairo_pattern_set_filter)(pattern, ACVEC_CAIRO_FILTER_BEST);
    ACVEC_CALL(cairo_pattern_set_extend)(pattern, ACVEC_CAIRO_EXTEND_PAD);
  }
  ACVEC_CALL(cairo_set_operator)(cr, op);
  ACVEC_CALL(cairo_paint)(cr);
  ACVEC_CALL(cairo_surface_flush)(target);
  acvec_status status = ACVEC_OK;
  if (ACVEC_CALL(cairo_status)(cr) != ACVEC_CAIRO_STATUS_SUCCESS) {
    acvec_copy_message(message, message_capacity, ACVEC_CALL(cairo_status_to_string)(ACVEC_CALL(cairo_status)(cr)));
    status = ACVEC_RENDER_FAILED;
  }
  ACVEC_CALL(cairo_destroy)(cr);
  ACVEC_CALL(cairo_surface_destroy)(target);
  ACVEC_CALL(cairo_surface_destroy)(source);
  return status;
}

acvec_status acvec_scale_argb(const uint8_t *src, uint32_t src_width, uint32_t src_height,
                              uint8_t *out, uint32_t width, uint32_t height,
                              char *message, size_t message_capacity) {
  double sx = src_width == 0 ? 1 : (double)width / (double)src_width;
  double sy = src_height == 0 ? 1 : (double)height / (double)src_height;
  return acvec_paint_argb(src, src_width, src_height, out, width, height, sx, sy, 0, 0, ACVEC_CAIRO_OPERATOR_SOURCE, 1,
                          message, message_capacity);
}

acvec_status acvec_draw_over(const uint8_t *src, uint32_t src_width, uint32_t src_height,
                             uint8_t *dst, uint32_t width, uint32_t height, int32_t x, int32_t y,
                             char *message, size_t message_capacity) {
  return acvec_paint_argb(src, src_width, src_height, dst, width, height, 1, 1, (double)x, (double)y,
                          ACVEC_CAIRO_OPERATOR_OVER, 0, message, message_capacity);
}

acvec_status acvec_library_versions(char *out, size_t capacity, char *message, size_t message_capacity) {
  if (!acvec_ready(message, message_capacity)) return ACVEC_UNAVAILABLE;
  if (out == NULL || capacity == 0) return ACVEC_BAD_ARGUMENT;
  // librsvg exports its version as three variables, poppler-glib and cairo as functions; a
  // symbol a build lacks reads as 0 or "?", so the text still changes with what it has.
  const unsigned *rsvg[3] = {dlsym(acvec_handles[0], "rsvg_major_version"),
                             dlsym(acvec_handles[0], "rsvg_minor_version"),
                             dlsym(acvec_handles[0], "rsvg_micro_version")};
  const char *(*poppler)(void) = NULL;
  const char *(*cairo)(void) = NULL;
  *(void **)&poppler = dlsym(acvec_handles[1], "poppler_get_version");
  *(void **)&cairo = dlsym(acvec_handles[2], "cairo_version_string");
  snprintf(out, capacity, "librsvg %u.%u.%u poppler %s cairo %s", rsvg[0] ? *rsvg[0] : 0, rsvg[1] ? *rsvg[1] : 0,
           rsvg[2] ? *rsvg[2] : 0, poppler ? poppler() : "?", cairo ? cairo() : "?");
  return ACVEC_OK;
}
