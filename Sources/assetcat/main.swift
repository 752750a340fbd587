import AssetCatCLI
import AssetCatFileSystem
import CAssetCatShims

// SIGTERM, SIGINT and SIGHUP: a handler writes the signal to a pipe, and a thread reading it
// removes the temporary files of the outputs being written and exits 2 (SPEC §7).
TemporaryFiles.handleInterruptions(
  from: TemporaryFiles.interruptingSignals.withUnsafeBufferPointer {
    acshim_signal_pipe($0.baseAddress, Int32($0.count))
  })

// One malloc arena (glibc). Each thread that allocates gets its own arena otherwise (up to 8 per
// core), each keeping its freed pages; compile's workers allocate image-sized buffers, so the
// extra arenas held ~6 MB at the peak of the realistic bench's `compile --decode` (66 → 59.5 MB)
// and ~14 MB when writing a car (82 → 68 MB), for no measurable time: large buffers are mapped
// whole and the threads spend their time in the codecs, not in malloc.
acshim_use_one_malloc_arena()

await AssetCat.runAsRoot()
