// giflib's decode of a GIF's first frame from memory, record by record (not DGifSlurp, which
// would read every frame of an animation). giflib reports errors by return value; it never
// longjmps across these frames.
#include <gif_lib.h>
#include <stdlib.h>
#include <string.h>

#include "CAssetCatShims.h"
#include "acshim_internal.h"

/// The caller's bytes, read by giflib through acshim_gif_read.
typedef struct acshim_gif_source {
  const uint8_t *data;
  size_t size;
  size_t offset;
  int truncated;  // a read asked for bytes past the end
} acshim_gif_source;

static int acshim_gif_read(GifFileType *gif, GifByteType *buffer, int length) {
  acshim_gif_source *s = (acshim_gif_source *)gif->UserData;
  if (length <= 0) return 0;
  size_t left = s->offset < s->size ? s->size - s->offset : 0;
  size_t n = (size_t)length < left ? (size_t)length : left;
  if (n < (size_t)length) s->truncated = 1;
  memcpy(buffer, s->data + s->offset, n);
  s->offset += n;
  return (int)n;
}

/// giflib's error as the shim's status and message.
static acshim_status acshim_gif_failure(int error, const acshim_gif_source *s, char *message, size_t message_capacity) {
  const char *text = GifErrorString(error);
  acshim_copy_message(message, message_capacity, text != NULL ? text : "giflib cannot read the GIF");
  return s->truncated || error == D_GIF_ERR_EOF_TOO_SOON || error == D_GIF_ERR_READ_FAILED ? ACSHIM_TRUNCATED : ACSHIM_CORRUPT;
}

/// The transparent colour a graphic control extension names (-1: none); reads the extension's
/// remaining sub-blocks.
static int acshim_gif_extension(GifFileType *gif, int *transparent) {
  int code = 0;
  GifByteType *block = NULL;
  if (DGifGetExtension(gif, &code, &block) == GIF_ERROR) return 0;
  if (code == GRAPHICS_EXT_FUNC_CODE && block != NULL && block[0] >= 4) {
    GraphicsControlBlock gcb;
    if (DGifExtensionToGCB(block[0], block + 1, &gcb) == GIF_OK) *transparent = gcb.TransparentColor;
  }
  while (block != NULL) {
    if (DGifGetExtensionNext(gif, &block) == GIF_ERROR) return 0;
  }
  return 1;
}

/// The first frame drawn on the canvas (`out`, cleared to transparent): its rows in file order
/// (de-interlaced), each index through the frame's colour table, the transparent one and any
/// past the table left clear, pixels outside the canvas dropped.
static int acshim_gif_frame(GifFileType *gif, int transparent, uint8_t *out, uint32_t w, uint32_t h) {
  GifImageDesc *d = &gif->Image;
  ColorMapObject *map = d->ColorMap != NULL ? d->ColorMap : gif->SColorMap;
  if (map == NULL || d->Width <= 0 || d->Height <= 0) return 0;
  GifPixelType *row = malloc((size_t)d->Width);
  if (row == NULL) return 0;
  static const int start[] = {0, 4, 2, 1}, step[] = {8, 8, 4, 2};
  int passes = d->Interlace ? 4 : 1;
  for (int pass = 0; pass < passes; pass++) {
    for (int y = d->Interlace ? start[pass] : 0; y < d->Height; y += d->Interlace ? step[pass] : 1) {
      if (DGifGetLine(gif, row, d->Width) == GIF_ERROR) {
        free(row);
        return 0;
      }
      long cy = (long)d->Top + y;
      if (cy < 0 || cy >= (long)h) continue;
      for (int x = 0; x < d->Width; x++) {
        long cx = (long)d->Left + x;
        int index = row[x];
        if (cx < 0 || cx >= (long)w || index == transparent || index >= map->ColorCount) continue;
        uint8_t *p = out + ((size_t)cy * w + (size_t)cx) * 4;
        p[0] = map->Colors[index].Red;
        p[1] = map->Colors[index].Green;
        p[2] = map->Colors[index].Blue;
        p[3] = 255;
      }
    }
  }
  free(row);
  return 1;
}

acshim_status acshim_gif_decode_rgba(const uint8_t *data, size_t size, acshim_limits limits, uint8_t *out,
                                     size_t out_size, uint32_t *width, uint32_t *height, char *message,
                                     size_t message_capacity) {
  acshim_copy_message(message, message_capacity, "");
  if (data == NULL || out == NULL || width == NULL || height == NULL) return ACSHIM_BAD_ARGUMENT;
  acshim_gif_source source = {data, size, 0, 0};
  int error = 0;
  GifFileType *gif = DGifOpen(&source, acshim_gif_read, &error);
  if (gif == NULL) return acshim_gif_failure(error, &source, message, message_capacity);
  uint32_t w = gif->SWidth > 0 ? (uint32_t)gif->SWidth : 0, h = gif->SHeight > 0 ? (uint32_t)gif->SHeight : 0;
  acshim_status status = ACSHIM_OK;
  if (w == 0 || h == 0) {
    acshim_copy_message(message, message_capacity, "the GIF's logical screen is empty");
    status = ACSHIM_CORRUPT;
  } else if (acshim_over_limits(w, h, limits, message, message_capacity)) {
    status = ACSHIM_OVER_LIMITS;
  } else if ((uint64_t)w * h * 4 > out_size) {
    status = ACSHIM_BAD_ARGUMENT;
  } else {
    memset(out, 0, (size_t)w * h * 4);
    int transparent = -1, done = 0;
    while (!done && status == ACSHIM_OK) {
      GifRecordType type;
      if (DGifGetRecordType(gif, &type) == GIF_ERROR) {
        status = acshim_gif_failure(gif->Error, &source, message, message_capacity);
      } else if (type == EXTENSION_RECORD_TYPE) {
        if (!acshim_gif_extension(gif, &transparent)) status = acshim_gif_failure(gif->Error, &source, message, message_capacity);
      } else if (type == IMAGE_DESC_RECORD_TYPE) {
        if (DGifGetImageDesc(gif) == GIF_ERROR) {
          status = acshim_gif_failure(gif->Error, &source, message, message_capacity);
        } else if (gif->Image.Width <= 0 || gif->Image.Height <= 0) {
          acshim_copy_message(message, message_capacity, "the GIF's first frame is empty");
          status = ACSHIM_CORRUPT;
        } else if (acshim_over_limits((uint32_t)gif->Image.Width, (uint32_t)gif->Image.Height, limits, message, message_capacity)) {
          // A frame larger than the limits would be decoded row by row for nothing.
          status = ACSHIM_OVER_LIMITS;
        } else if (!acshim_gif_frame(gif, transparent, out, w, h)) {
          status = acshim_gif_failure(gif->Error, &source, message, message_capacity);
        }
        done = 1;
      } else {
        acshim_copy_message(message, message_capacity, "the GIF ends before any image");
        status = ACSHIM_CORRUPT;
      }
    }
  }
  DGifCloseFile(gif, &error);
  if (status != ACSHIM_OK) return status;
  *width = w;
  *height = h;
  return ACSHIM_OK;
}
