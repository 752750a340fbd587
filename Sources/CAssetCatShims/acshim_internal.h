// Internal helpers shared by the shim's C files (not part of the public header).
#pragma once

#include <stddef.h>
#include <stdint.h>

#include "CAssetCatShims.h"

/// Copies `text` into `message` (NUL-terminated, truncated to `capacity`); no-op when capacity is 0.
void acshim_copy_message(char *message, size_t capacity, const char *text);

/// SPEC §7: whether a header's pixel dimensions exceed `limits`; if so, says so in `message`.
/// Pure arithmetic: safe to call anywhere, before any pixel memory is allocated.
int acshim_over_limits(uint32_t width, uint32_t height, acshim_limits limits, char *message,
                       size_t message_capacity);
