// The functions of poppler-glib, librsvg, cairo and GLib that acvec.c calls, declared by their
// real names with their C ABI types, for the pointers acvec.c fills with dlsym: the libraries are
// opened on first use, not linked (see acvec.c). Opaque types are named by the libraries' own
// struct tags; enums by their underlying integer type; the few structs acvec.c fills or reads
// have layout mirrors (acvec_*_layout).
//
// Checked against the libraries' own headers: the target CAssetCatVectorABICheck includes them
// and this file in one translation unit, so a declaration here that differs from the library's
// fails to compile ("conflicting types"), and it asserts every mirror's layout and every
// constant (the test suite builds and calls it).
#pragma once

#include <stddef.h>
#include <stdint.h>

struct _GError;
struct _GBytes;
struct _GInputStream;
struct _GFile;
struct _GCancellable;
struct _RsvgHandle;
struct _RsvgRectangle;
struct _PopplerDocument;
struct _PopplerPage;
struct _cairo;
struct _cairo_surface;
struct _cairo_pattern;

// GLib (gboolean is int; GLogLevelFlags' underlying type is int: G_LOG_LEVEL_MASK is negative).
struct acvec_gerror_layout {
  uint32_t domain;
  int code;
  char *message;
};
typedef void (*acvec_log_func)(const char *log_domain, int log_level, const char *message, void *user_data);
#define ACVEC_G_LOG_FLAG_RECURSION (1 << 0)
#define ACVEC_G_LOG_LEVEL_ERROR (1 << 2)
#define ACVEC_G_LOG_LEVEL_CRITICAL (1 << 3)
#define ACVEC_G_LOG_LEVEL_WARNING (1 << 4)
#define ACVEC_G_LOG_LEVEL_MESSAGE (1 << 5)
#define ACVEC_G_LOG_LEVEL_INFO (1 << 6)
#define ACVEC_G_LOG_LEVEL_DEBUG (1 << 7)
#define ACVEC_G_LOG_FATAL_MASK (ACVEC_G_LOG_FLAG_RECURSION | ACVEC_G_LOG_LEVEL_ERROR)

void g_object_unref(void *object);
void g_error_free(struct _GError *error);
struct _GBytes *g_bytes_new_static(const void *data, unsigned long size);
void g_bytes_unref(struct _GBytes *bytes);
struct _GInputStream *g_memory_input_stream_new_from_data(const void *data, long len, void (*destroy)(void *));
unsigned int g_log_set_handler(const char *log_domain, int log_levels, acvec_log_func log_func, void *user_data);
int g_log_set_always_fatal(int fatal_mask);

// librsvg (RsvgHandleFlags' underlying type is unsigned int). RsvgLength is an untagged struct:
// rsvg_handle_get_intrinsic_dimensions is declared as a pointer type over its mirror instead.
struct acvec_rsvg_length_layout {
  double length;
  int unit;
};
struct acvec_rsvg_rectangle_layout {
  double x, y, width, height;
};
#define ACVEC_RSVG_HANDLE_FLAGS_NONE 0u
#define ACVEC_RSVG_UNIT_PX 1
#define ACVEC_RSVG_UNIT_EM 2
#define ACVEC_RSVG_UNIT_EX 3
#define ACVEC_RSVG_UNIT_IN 4
#define ACVEC_RSVG_UNIT_CM 5
#define ACVEC_RSVG_UNIT_MM 6
#define ACVEC_RSVG_UNIT_PT 7
#define ACVEC_RSVG_UNIT_PC 8

struct _RsvgHandle *rsvg_handle_new_from_stream_sync(struct _GInputStream *input_stream, struct _GFile *base_file,
                                                     unsigned int flags, struct _GCancellable *cancellable,
                                                     struct _GError **error);
void rsvg_handle_set_dpi(struct _RsvgHandle *handle, double dpi);
int rsvg_handle_get_intrinsic_size_in_pixels(struct _RsvgHandle *handle, double *out_width, double *out_height);
int rsvg_handle_render_document(struct _RsvgHandle *handle, struct _cairo *cr, const struct _RsvgRectangle *viewport,
                                struct _GError **error);
int rsvg_handle_has_sub(struct _RsvgHandle *handle, const char *id);
int rsvg_handle_get_geometry_for_layer(struct _RsvgHandle *handle, const char *id, const struct _RsvgRectangle *viewport,
                                       struct _RsvgRectangle *out_ink_rect, struct _RsvgRectangle *out_logical_rect,
                                       struct _GError **error);
int rsvg_handle_render_layer(struct _RsvgHandle *handle, struct _cairo *cr, const char *id,
                             const struct _RsvgRectangle *viewport, struct _GError **error);
typedef void (*acvec_rsvg_get_intrinsic_dimensions_fn)(struct _RsvgHandle *handle, int *out_has_width,
                                                       struct acvec_rsvg_length_layout *out_width, int *out_has_height,
                                                       struct acvec_rsvg_length_layout *out_height,
                                                       int *out_has_viewbox,
                                                       struct acvec_rsvg_rectangle_layout *out_viewbox);

// poppler-glib
struct _PopplerDocument *poppler_document_new_from_bytes(struct _GBytes *bytes, const char *password,
                                                         struct _GError **error);
int poppler_document_get_n_pages(struct _PopplerDocument *document);
struct _PopplerPage *poppler_document_get_page(struct _PopplerDocument *document, int index);
void poppler_page_get_size(struct _PopplerPage *page, double *width, double *height);
void poppler_page_render(struct _PopplerPage *page, struct _cairo *cairo);

// cairo (cairo_format_t's underlying type is int: CAIRO_FORMAT_INVALID is -1; the other enums
// used here are unsigned int).
#define ACVEC_CAIRO_FORMAT_ARGB32 0
#define ACVEC_CAIRO_STATUS_SUCCESS 0u
#define ACVEC_CAIRO_OPERATOR_SOURCE 1u
#define ACVEC_CAIRO_OPERATOR_OVER 2u
#define ACVEC_CAIRO_EXTEND_PAD 3u
#define ACVEC_CAIRO_FILTER_BEST 2u

int cairo_format_stride_for_width(int format, int width);
struct _cairo_surface *cairo_image_surface_create_for_data(unsigned char *data, int format, int width, int height,
                                                           int stride);
struct _cairo *cairo_create(struct _cairo_surface *target);
void cairo_scale(struct _cairo *cr, double sx, double sy);
void cairo_translate(struct _cairo *cr, double tx, double ty);
void cairo_surface_flush(struct _cairo_surface *surface);
unsigned int cairo_status(struct _cairo *cr);
const char *cairo_status_to_string(unsigned int status);
void cairo_destroy(struct _cairo *cr);
void cairo_surface_destroy(struct _cairo_surface *surface);
void cairo_set_source_surface(struct _cairo *cr, struct _cairo_surface *surface, double x, double y);
struct _cairo_pattern *cairo_get_source(struct _cairo *cr);
void cairo_pattern_set_filter(struct _cairo_pattern *pattern, unsigned int filter);
void cairo_pattern_set_extend(struct _cairo_pattern *pattern, unsigned int extend);
void cairo_set_operator(struct _cairo *cr, unsigned int op);
void cairo_paint(struct _cairo *cr);
