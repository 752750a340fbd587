// Internal helpers shared by the shim's C files (not part of the public header).
#pragma once

#include <stddef.h>

/// Copies `text` into `message` (NUL-terminated, truncated to `capacity`); no-op when capacity is 0.
void acshim_copy_message(char *message, size_t capacity, const char *text);
