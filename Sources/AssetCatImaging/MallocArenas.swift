import CAssetCatShims

/// How many malloc arenas the process may use (glibc; nothing elsewhere). The executable starts
/// with one (`acshim_use_one_malloc_arena`: least memory while checking, where threads spend
/// their time in the codecs). A car writer's workers allocate and free several image-sized
/// buffers per image; on one arena they wait on its lock (3,000-set bench: 1.53 s → 1.21 s wall
/// with one arena per worker and one for the thread writing the file; realistic bench: peak RSS
/// unchanged at 83 MB), so the commands that write a car allow that many first.
public enum MallocArenas {
  /// Up to `count` arenas. glibc fixes the limit when a second thread first allocates, so
  /// this must come before any thread is started: the start of a command.
  public static func allow(_ count: Int) {
    acshim_allow_malloc_arenas(Int32(clamping: max(1, count)))
  }
}
