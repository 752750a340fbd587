// PDF through poppler-glib, SVG through librsvg, drawing through cairo (see the header).
#include "CAssetCatVectorShims.h"

#include <cairo.h>
#include <librsvg/rsvg.h>
#include <poppler.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

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
static void acvec_log_handler(const gchar *domain, GLogLevelFlags level, const gchar *text,
                              gpointer data) {
  (void)domain; (void)level; (void)text; (void)data;
}

static void acvec_init(void) {
  const char *domains[] = {"Poppler", "librsvg", "GLib", "GLib-GObject", "GLib-GIO", "GdkPixbuf",
                           "Gdk", NULL};
  GLogLevelFlags levels = (GLogLevelFlags)(G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING |
                                           G_LOG_LEVEL_MESSAGE | G_LOG_LEVEL_INFO |
                                           G_LOG_LEVEL_DEBUG);
  for (int i = 0; domains[i] != NULL; i++) g_log_set_handler(domains[i], levels, acvec_log_handler, NULL);
  g_log_set_always_fatal((GLogLevelFlags)G_LOG_FATAL_MASK & ~G_LOG_LEVEL_CRITICAL);
}

static acvec_status acvec_fail(GError *error, acvec_status status, const char *fallback,
                               char *message, size_t capacity) {
  acvec_copy_message(message, capacity, error != NULL && error->message != NULL ? error->message : fallback);
  if (error != NULL) g_error_free(error);
  return status;
}

// MARK: - PDF

// Opens a PDF held in memory (not copied: the caller's buffer outlives the document). Call with
// acvec_poppler_lock held.
static PopplerDocument *acvec_pdf_open(const uint8_t *data, size_t size, GError **error) {
  GBytes *bytes = g_bytes_new_static(data, size);
  PopplerDocument *document = poppler_document_new_from_bytes(bytes, NULL, error);
  g_bytes_unref(bytes);
  return document;
}

acvec_status acvec_pdf_size(const uint8_t *data, size_t size, double *width, double *height,
                            int32_t *page_count, char *message, size_t message_capacity) {
  acvec_copy_message(message, message_capacity, "");
  if (data == NULL || width == NULL || height == NULL || page_count == NULL) return ACVEC_BAD_ARGUMENT;
  pthread_once(&acvec_once, acvec_init);
  GError *error = NULL;
  acvec_status status = ACVEC_OK;
  pthread_mutex_lock(&acvec_poppler_lock);
  PopplerDocument *document = acvec_pdf_open(data, size, &error);
  if (document == NULL) {
    status = acvec_fail(error, ACVEC_MALFORMED, "poppler cannot open the document", message, message_capacity);
  } else {
    *page_count = poppler_document_get_n_pages(document);
    PopplerPage *page = *page_count > 0 ? poppler_document_get_page(document, 0) : NULL;
    if (page == NULL) {
      status = acvec_fail(NULL, ACVEC_NO_SIZE, "the document has no page", message, message_capacity);
    } else {
      poppler_page_get_size(page, width, height);
      g_object_unref(page);
    }
    g_object_unref(document);
  }
  pthread_mutex_unlock(&acvec_poppler_lock);
  return status;
}

static acvec_status acvec_pdf_draw(const uint8_t *data, size_t size, cairo_t *cr, char *message,
                                   size_t message_capacity) {
  GError *error = NULL;
  acvec_status status = ACVEC_OK;
  pthread_mutex_lock(&acvec_poppler_lock);
  PopplerDocument *document = acvec_pdf_open(data, size, &error);
  if (document == NULL) {
    status = acvec_fail(error, ACVEC_MALFORMED, "poppler cannot open the document", message, message_capacity);
  } else {
    PopplerPage *page = poppler_document_get_page(document, 0);
    if (page == NULL) {
      status = acvec_fail(NULL, ACVEC_NO_SIZE, "the document has no page", message, message_capacity);
    } else {
      poppler_page_render(page, cr);
      g_object_unref(page);
    }
    g_object_unref(document);
  }
  pthread_mutex_unlock(&acvec_poppler_lock);
  return status;
}

// MARK: - SVG

// Loads an SVG with librsvg's safety limits on and no base file (no external reference loads).
static RsvgHandle *acvec_svg_open(const uint8_t *data, size_t size, GError **error) {
  GInputStream *stream = g_memory_input_stream_new_from_data(data, (gssize)size, NULL);
  RsvgHandle *handle = rsvg_handle_new_from_stream_sync(stream, NULL, RSVG_HANDLE_FLAGS_NONE, NULL, error);
  g_object_unref(stream);
  if (handle != NULL) rsvg_handle_set_dpi(handle, 96.0);
  return handle;
}

// A length in CSS pixels at 96 DPI, or -1 for a percentage (which needs a viewport). Font units
// use librsvg's default font size (12 px) for the root element.
static double acvec_svg_pixels(RsvgLength length) {
  switch (length.unit) {
  case RSVG_UNIT_PX: return length.length;
  case RSVG_UNIT_IN: return length.length * 96.0;
  case RSVG_UNIT_CM: return length.length * 96.0 / 2.54;
  case RSVG_UNIT_MM: return length.length * 96.0 / 25.4;
  case RSVG_UNIT_PT: return length.length * 96.0 / 72.0;
  case RSVG_UNIT_PC: return length.length * 16.0;
  case RSVG_UNIT_EM: return length.length * 12.0;
  case RSVG_UNIT_EX: return length.length * 6.0;
  default: return -1;
  }
}

// The size rsvg-convert gives a document: width and height in absolute units; else one of them
// with the other from the viewBox's aspect ratio; else the viewBox's size.
static int acvec_svg_intrinsic(RsvgHandle *handle, double *width, double *height) {
  if (rsvg_handle_get_intrinsic_size_in_pixels(handle, width, height)) return 1;
  gboolean has_width = FALSE, has_height = FALSE, has_viewbox = FALSE;
  RsvgLength w, h;
  RsvgRectangle viewbox;
  rsvg_handle_get_intrinsic_dimensions(handle, &has_width, &w, &has_height, &h, &has_viewbox, &viewbox);
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

acvec_status acvec_svg_size(const uint8_t *data, size_t size, double *width, double *height,
                            char *message, size_t message_capacity) {
  acvec_copy_message(message, message_capacity, "");
  if (data == NULL || width == NULL || height == NULL) return ACVEC_BAD_ARGUMENT;
  pthread_once(&acvec_once, acvec_init);
  GError *error = NULL;
  RsvgHandle *handle = acvec_svg_open(data, size, &error);
  if (handle == NULL) {
    return acvec_fail(error, ACVEC_MALFORMED, "librsvg cannot read the document", message, message_capacity);
  }
  acvec_status status = ACVEC_OK;
  if (!acvec_svg_intrinsic(handle, width, height)) {
    status = acvec_fail(NULL, ACVEC_NO_SIZE, "no width and height in absolute units and no viewBox",
                        message, message_capacity);
  }
  g_object_unref(handle);
  return status;
}

static acvec_status acvec_svg_draw(const uint8_t *data, size_t size, cairo_t *cr, double scale,
                                   char *message, size_t message_capacity) {
  GError *error = NULL;
  RsvgHandle *handle = acvec_svg_open(data, size, &error);
  if (handle == NULL) {
    return acvec_fail(error, ACVEC_MALFORMED, "librsvg cannot read the document", message, message_capacity);
  }
  acvec_status status = ACVEC_OK;
  double width = 0, height = 0;
  if (!acvec_svg_intrinsic(handle, &width, &height)) {
    status = acvec_fail(NULL, ACVEC_NO_SIZE, "no width and height in absolute units and no viewBox",
                        message, message_capacity);
  } else {
    RsvgRectangle viewport = {0, 0, width * scale, height * scale};
    if (!rsvg_handle_render_document(handle, cr, &viewport, &error)) {
      status = acvec_fail(error, ACVEC_RENDER_FAILED, "librsvg cannot draw the document", message, message_capacity);
    }
  }
  g_object_unref(handle);
  return status;
}

// MARK: - Drawing

acvec_status acvec_render(const uint8_t *data, size_t size, int32_t is_svg, double scale,
                          uint8_t *out, uint32_t width, uint32_t height,
                          char *message, size_t message_capacity) {
  acvec_copy_message(message, message_capacity, "");
  if (data == NULL || out == NULL || width == 0 || height == 0 || width > 0x7FFF || height > 0x7FFF ||
      !(scale > 0)) {
    return ACVEC_BAD_ARGUMENT;
  }
  pthread_once(&acvec_once, acvec_init);
  int stride = cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, (int)width);
  if (stride != (int)width * 4) return ACVEC_BAD_ARGUMENT;
  cairo_surface_t *surface =
      cairo_image_surface_create_for_data(out, CAIRO_FORMAT_ARGB32, (int)width, (int)height, stride);
  cairo_t *cr = cairo_create(surface);
  acvec_status status;
  if (is_svg) {
    status = acvec_svg_draw(data, size, cr, scale, message, message_capacity);
  } else {
    cairo_scale(cr, scale, scale);
    status = acvec_pdf_draw(data, size, cr, message, message_capacity);
  }
  cairo_surface_flush(surface);
  if (status == ACVEC_OK && cairo_status(cr) != CAIRO_STATUS_SUCCESS) {
    acvec_copy_message(message, message_capacity, cairo_status_to_string(cairo_status(cr)));
    status = ACVEC_RENDER_FAILED;
  }
  cairo_destroy(cr);
  cairo_surface_destroy(surface);
  return status;
}
