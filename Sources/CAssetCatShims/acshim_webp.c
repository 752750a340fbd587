// libwebp's decode (no longjmp: it reports through VP8StatusCode), and libwebpdemux's
// animation decoder for an animated WebP's first frame.
#include <webp/decode.h>
#include <webp/demux.h>
#include <stdio.h>
#include <string.h>

#include "CAssetCatShims.h"
#include "acshim_internal.h"

/// What each of libwebp's failures is to the shim, and how it is told.
static const struct {
  VP8StatusCode code;
  acshim_status status;
  const char *text;
} acshim_webp_failures[] = {
    {VP8_STATUS_NOT_ENOUGH_DATA, ACSHIM_TRUNCATED, "the WebP data ends before the image is complete"},
    {VP8_STATUS_OUT_OF_MEMORY, ACSHIM_NO_MEMORY, "libwebp ran out of memory"},
    {VP8_STATUS_UNSUPPORTED_FEATURE, ACSHIM_UNSUPPORTED, "a WebP feature libwebp does not decode"},
    {VP8_STATUS_INVALID_PARAM, ACSHIM_BAD_ARGUMENT, "libwebp refused the decoding parameters"},
};

/// libwebp's status as the shim's, with a message saying what went wrong.
static acshim_status acshim_webp_status(VP8StatusCode code, char *message, size_t message_capacity) {
  if (code == VP8_STATUS_OK) return ACSHIM_OK;
  for (size_t i = 0; i < sizeof acshim_webp_failures / sizeof acshim_webp_failures[0]; i++) {
    if (acshim_webp_failures[i].code != code) continue;
    acshim_copy_message(message, message_capacity, acshim_webp_failures[i].text);
    return acshim_webp_failures[i].status;
  }
  char text[ACSHIM_MESSAGE_CAPACITY];
  snprintf(text, sizeof text, "the WebP bitstream is damaged (libwebp status %d)", (int)code);
  acshim_copy_message(message, message_capacity, text);
  return ACSHIM_CORRUPT;
}

/// The first frame of an animated WebP, composed on its canvas (`w` × `h`, already checked
/// against the limits and `out`'s size) as the animation decoder shows it: what a still image
/// of the file is.
static acshim_status acshim_webp_first_frame(const uint8_t *data, size_t size, uint32_t w, uint32_t h, uint8_t *out,
                                             char *message, size_t message_capacity) {
  WebPAnimDecoderOptions options;
  if (!WebPAnimDecoderOptionsInit(&options)) return ACSHIM_BAD_ARGUMENT;
  options.color_mode = MODE_RGBA;  // straight alpha, as for a still image
  options.use_threads = 0;
  WebPData webp = {data, size};
  WebPAnimDecoder *decoder = WebPAnimDecoderNew(&webp, &options);
  if (decoder == NULL) {
    acshim_copy_message(message, message_capacity, "libwebp cannot read the animation");
    return ACSHIM_CORRUPT;
  }
  WebPAnimInfo info;
  uint8_t *frame = NULL;
  int timestamp = 0;
  acshim_status status = ACSHIM_OK;
  if (!WebPAnimDecoderGetInfo(decoder, &info) || info.canvas_width != w || info.canvas_height != h) {
    acshim_copy_message(message, message_capacity, "the animation's canvas differs from its header");
    status = ACSHIM_CORRUPT;
  } else if (!WebPAnimDecoderGetNext(decoder, &frame, &timestamp) || frame == NULL) {
    acshim_copy_message(message, message_capacity, "the animation's first frame does not decode");
    status = ACSHIM_CORRUPT;
  } else {
    memcpy(out, frame, (size_t)w * h * 4);
  }
  WebPAnimDecoderDelete(decoder);
  return status;
}

acshim_status acshim_webp_decode_rgba(const uint8_t *data, size_t size, acshim_limits limits, uint8_t *out,
                                      size_t out_size, uint32_t *width, uint32_t *height, char *message,
                                      size_t message_capacity) {
  acshim_copy_message(message, message_capacity, "");
  if (data == NULL || out == NULL || width == NULL || height == NULL) return ACSHIM_BAD_ARGUMENT;
  WebPDecoderConfig config;
  if (!WebPInitDecoderConfig(&config)) return ACSHIM_BAD_ARGUMENT;
  acshim_status status = acshim_webp_status(WebPGetFeatures(data, size, &config.input), message, message_capacity);
  if (status != ACSHIM_OK) return status;
  if (config.input.width <= 0 || config.input.height <= 0) return ACSHIM_CORRUPT;
  uint32_t w = (uint32_t)config.input.width, h = (uint32_t)config.input.height;
  if (acshim_over_limits(w, h, limits, message, message_capacity)) return ACSHIM_OVER_LIMITS;
  if ((uint64_t)w * h * 4 > out_size) return ACSHIM_BAD_ARGUMENT;
  if (config.input.has_animation) {
    status = acshim_webp_first_frame(data, size, w, h, out, message, message_capacity);
    if (status == ACSHIM_OK) {
      *width = w;
      *height = h;
    }
    return status;
  }
  config.output.colorspace = MODE_RGBA;  // straight (not premultiplied) alpha, as the PNG decode gives
  config.output.is_external_memory = 1;
  config.output.u.RGBA.rgba = out;
  config.output.u.RGBA.stride = (int)(w * 4);
  config.output.u.RGBA.size = (size_t)w * h * 4;
  status = acshim_webp_status(WebPDecode(data, size, &config), message, message_capacity);
  WebPFreeDecBuffer(&config.output);  // external memory: frees nothing of ours
  if (status != ACSHIM_OK) return status;
  *width = w;
  *height = h;
  return ACSHIM_OK;
}
