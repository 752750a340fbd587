// Helpers shared by the PNG and JPEG shims.
#include "CAssetCatShims.h"
#include "acshim_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void acshim_copy_message(char *message, size_t capacity, const char *text) {
  if (message == NULL || capacity == 0) return;
  if (text == NULL) text = "";
  size_t length = strlen(text);
  if (length >= capacity) length = capacity - 1;
  memcpy(message, text, length);
  message[length] = '\0';
}

void acshim_free(void *pointer) { free(pointer); }

int acshim_over_limits(uint32_t width, uint32_t height, acshim_limits limits, char *message,
                       size_t message_capacity) {
  uint64_t pixels = (uint64_t)width * (uint64_t)height;
  if (width <= limits.max_side && height <= limits.max_side && pixels <= limits.max_pixels) return 0;
  char text[ACSHIM_MESSAGE_CAPACITY];
  snprintf(text, sizeof text, "image of %ux%u pixels is over the limits", (unsigned)width, (unsigned)height);
  acshim_copy_message(message, message_capacity, text);
  return 1;
}

#if defined(__GLIBC__)
#include <malloc.h>
void acshim_use_one_malloc_arena(void) {
  (void)mallopt(M_ARENA_MAX, 1);
  // Fixed where glibc would adapt: blocks under 32 MiB (every decoded image of up to 2,896 pixels
  // a side) come from the heap, and up to 64 MiB of freed heap is kept for the next image instead
  // of being returned and faulted in again (Assets.car write: 1.4 s of system time → 0.65 s).
  (void)mallopt(M_MMAP_THRESHOLD, 32 << 20);
  (void)mallopt(M_TRIM_THRESHOLD, 64 << 20);
}
void acshim_allow_malloc_arenas(int arenas) { (void)mallopt(M_ARENA_MAX, arenas); }
#else
void acshim_use_one_malloc_arena(void) {}
void acshim_allow_malloc_arenas(int arenas) { (void)arenas; }
#endif
