// The real headers first, then CAssetCatVectorShims' own declarations: every function that
// acvec_api.h declares by its real name is redeclared here, so a parameter or return type that
// differs from the library's is a "conflicting types" error; layouts and constants are asserted.
#include "CAssetCatVectorABICheck.h"

#include <cairo.h>
#include <librsvg/rsvg.h>
#include <poppler.h>
#include <stddef.h>

#include "../../Sources/CAssetCatVectorShims/acvec_api.h"

#define SAME_LAYOUT(real, mirror, field) \
  _Static_assert(offsetof(real, field) == offsetof(struct mirror, field), #real "." #field)

_Static_assert(sizeof(GError) == sizeof(struct acvec_gerror_layout), "GError");
SAME_LAYOUT(GError, acvec_gerror_layout, domain);
SAME_LAYOUT(GError, acvec_gerror_layout, code);
SAME_LAYOUT(GError, acvec_gerror_layout, message);
_Static_assert(sizeof(RsvgLength) == sizeof(struct acvec_rsvg_length_layout), "RsvgLength");
SAME_LAYOUT(RsvgLength, acvec_rsvg_length_layout, length);
SAME_LAYOUT(RsvgLength, acvec_rsvg_length_layout, unit);
_Static_assert(sizeof(RsvgUnit) == sizeof(int), "RsvgUnit");
_Static_assert(sizeof(RsvgRectangle) == sizeof(struct acvec_rsvg_rectangle_layout), "RsvgRectangle");
SAME_LAYOUT(RsvgRectangle, acvec_rsvg_rectangle_layout, x);
SAME_LAYOUT(RsvgRectangle, acvec_rsvg_rectangle_layout, y);
SAME_LAYOUT(RsvgRectangle, acvec_rsvg_rectangle_layout, width);
SAME_LAYOUT(RsvgRectangle, acvec_rsvg_rectangle_layout, height);
_Static_assert(sizeof(gboolean) == sizeof(int), "gboolean");

// rsvg_handle_get_intrinsic_dimensions takes the untagged RsvgLength: its pointer type is the
// mirror's, checked parameter by parameter through the layouts above and this shape.
typedef void (*real_intrinsic_dimensions)(RsvgHandle *, gboolean *, RsvgLength *, gboolean *, RsvgLength *,
                                          gboolean *, RsvgRectangle *);
_Static_assert(__builtin_types_compatible_p(__typeof__(&rsvg_handle_get_intrinsic_dimensions), real_intrinsic_dimensions),
               "rsvg_handle_get_intrinsic_dimensions");

#define SAME(a, b) _Static_assert((a) == (b), #a)
SAME(ACVEC_G_LOG_FLAG_RECURSION, G_LOG_FLAG_RECURSION);
SAME(ACVEC_G_LOG_LEVEL_ERROR, G_LOG_LEVEL_ERROR);
SAME(ACVEC_G_LOG_LEVEL_CRITICAL, G_LOG_LEVEL_CRITICAL);
SAME(ACVEC_G_LOG_LEVEL_WARNING, G_LOG_LEVEL_WARNING);
SAME(ACVEC_G_LOG_LEVEL_MESSAGE, G_LOG_LEVEL_MESSAGE);
SAME(ACVEC_G_LOG_LEVEL_INFO, G_LOG_LEVEL_INFO);
SAME(ACVEC_G_LOG_LEVEL_DEBUG, G_LOG_LEVEL_DEBUG);
SAME(ACVEC_G_LOG_FATAL_MASK, G_LOG_FATAL_MASK);
SAME(ACVEC_RSVG_HANDLE_FLAGS_NONE, RSVG_HANDLE_FLAGS_NONE);
SAME(ACVEC_RSVG_UNIT_PX, RSVG_UNIT_PX);
SAME(ACVEC_RSVG_UNIT_EM, RSVG_UNIT_EM);
SAME(ACVEC_RSVG_UNIT_EX, RSVG_UNIT_EX);
SAME(ACVEC_RSVG_UNIT_IN, RSVG_UNIT_IN);
SAME(ACVEC_RSVG_UNIT_CM, RSVG_UNIT_CM);
SAME(ACVEC_RSVG_UNIT_MM, RSVG_UNIT_MM);
SAME(ACVEC_RSVG_UNIT_PT, RSVG_UNIT_PT);
SAME(ACVEC_RSVG_UNIT_PC, RSVG_UNIT_PC);
SAME(ACVEC_CAIRO_FORMAT_ARGB32, CAIRO_FORMAT_ARGB32);
SAME(ACVEC_CAIRO_STATUS_SUCCESS, CAIRO_STATUS_SUCCESS);
SAME(ACVEC_CAIRO_OPERATOR_SOURCE, CAIRO_OPERATOR_SOURCE);
SAME(ACVEC_CAIRO_OPERATOR_OVER, CAIRO_OPERATOR_OVER);
SAME(ACVEC_CAIRO_EXTEND_PAD, CAIRO_EXTEND_PAD);
SAME(ACVEC_CAIRO_FILTER_BEST, CAIRO_FILTER_BEST);

int acvec_abi_checked(void) { return 32; }
