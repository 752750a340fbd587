// Helpers shared by the PNG and JPEG shims.
#include "CAssetCatShims.h"
#include "acshim_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <unistd.h>

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

// The write end of the signal pipe; written only by the handler, set once before it is installed.
static volatile sig_atomic_t acshim_signal_fd = -1;

static void acshim_signal_handler(int signo) {
  int saved = errno;
  unsigned char byte = (unsigned char)signo;
  (void)write((int)acshim_signal_fd, &byte, 1);  // non-blocking: a full pipe already holds a signal
  errno = saved;
}

int acshim_signal_pipe(const int *signals, int count) {
  int fds[2];
  if (pipe(fds) != 0) return -1;
  for (int i = 0; i < 2; i++) (void)fcntl(fds[i], F_SETFD, FD_CLOEXEC);
  (void)fcntl(fds[1], F_SETFL, O_NONBLOCK);
  acshim_signal_fd = fds[1];
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = acshim_signal_handler;
  action.sa_flags = SA_RESTART;
  sigfillset(&action.sa_mask);
  for (int i = 0; i < count; i++) {
    // A signal the parent ignores stays ignored (nohup's SIGHUP, SIGINT of a background job).
    struct sigaction old;
    if (sigaction(signals[i], NULL, &old) == 0 && old.sa_handler == SIG_IGN) continue;
    if (sigaction(signals[i], &action, NULL) != 0) {
      // Nobody would read the pipe: the signals stop the process as they would any other.
      for (int j = 0; j < i; j++) {
        struct sigaction now;
        if (sigaction(signals[j], NULL, &now) == 0 && now.sa_handler == acshim_signal_handler) {
          (void)signal(signals[j], SIG_DFL);
        }
      }
      return -1;
    }
  }
  return fds[0];
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
