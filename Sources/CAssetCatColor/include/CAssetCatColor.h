#ifndef CASSETCATCOLOR_H
#define CASSETCATCOLOR_H

#include <stddef.h>
#include <stdint.h>

/// What accolor_rgba_to_srgb did.
typedef enum {
  ACCOLOR_CONVERTED = 0,     ///< the pixels are now sRGB
  ACCOLOR_ALREADY_SRGB = 1,  ///< the profile describes sRGB: the pixels are left as they are
  ACCOLOR_NOT_RGB = 2,       ///< the profile is not an RGB one (gray, CMYK): left as they are
  ACCOLOR_BAD_PROFILE = 3,   ///< lcms2 cannot read the profile or make the transform: left as they are
  ACCOLOR_TOO_MANY_VALUES = 4,  ///< more distinct values than a palette holds (ACCOLOR_DISTINCT_MAX)
} accolor_status;

/// The most distinct RGBA values accolor_rgba_to_extended_srgb_palette converts.
enum { ACCOLOR_DISTINCT_MAX = 1 << 15 };

/// Converts `pixels` RGBA8 pixels (non-premultiplied, alpha last) in place from the colour space
/// `icc` (an ICC profile of `icc_length` bytes) describes to sRGB, relative colorimetric, alpha
/// kept. One lcms2 context per call: safe from any thread. Never longjmps; writes lcms2's message
/// for ACCOLOR_BAD_PROFILE into `message` (NUL-terminated, at most `message_capacity` bytes).
accolor_status accolor_rgba_to_srgb(uint8_t *rgba, size_t pixels, const uint8_t *icc, size_t icc_length,
                                    char *message, size_t message_capacity);

/// Whether `icc` describes a gamut wider than sRGB that Apple's actool keeps a wide-colour twin of
/// (a description naming Display P3, DCI-P3, BT.2020, Adobe RGB or ProPhoto). Never longjmps.
int accolor_is_wide_gamut(const uint8_t *icc, size_t icc_length);

/// Converts `pixels` RGBA8 pixels (non-premultiplied) from the colour space `icc` describes to
/// extended-range sRGB floats (R, G, B, A; values outside 0…1 kept for colours outside sRGB)
/// written to `out` (4 floats a pixel), relative colorimetric. ACCOLOR_CONVERTED, or the status
/// `accolor_rgba_to_srgb` gives for a profile it cannot use (`out` then untouched).
accolor_status accolor_rgba_to_extended_srgb(const uint8_t *rgba, float *out, size_t pixels, const uint8_t *icc,
                                             size_t icc_length, char *message, size_t message_capacity);

/// Converts each distinct RGBA8 value of `rgba` (`pixels` pixels, non-premultiplied) once, as
/// accolor_rgba_to_extended_srgb converts a pixel: art shares a few thousand values over many
/// thousand pixels, and the float transform evaluates its tone curves with pow() for each one.
/// Writes the values' floats (R, G, B, A) to `values` (room for ACCOLOR_DISTINCT_MAX × 4 floats),
/// numbered in the order they first occur, each pixel's value number to `index` (`pixels`
/// entries) and their count to `*distinct`. ACCOLOR_TOO_MANY_VALUES when the image has more
/// distinct values than that (a photo: convert it with accolor_rgba_to_extended_srgb), or the
/// status `accolor_rgba_to_srgb` gives for a profile it cannot use. Never longjmps.
accolor_status accolor_rgba_to_extended_srgb_palette(const uint8_t *rgba, size_t pixels, const uint8_t *icc,
                                                     size_t icc_length, float *values, uint16_t *index,
                                                     size_t *distinct, char *message, size_t message_capacity);

#endif
