// Helpers shared by the PNG and JPEG shims.
#include "CAssetCatShims.h"
#include "acshim_internal.h"

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
