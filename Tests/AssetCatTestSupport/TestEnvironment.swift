#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the test process runs under. AddressSanitizer (`make test-asan`) runs code several times
/// slower and holds freed memory in quarantine, so tests that bound time or memory scale the bound.
public enum TestEnvironment {
  /// Whether this process carries the AddressSanitizer runtime.
  public static let addressSanitizer: Bool = {
    guard let handle = dlopen(nil, RTLD_NOW) else { return false }
    return dlsym(handle, "__asan_init") != nil
  }()

  /// How many times a time or memory bound grows: 1, or 5 under AddressSanitizer.
  public static var slowdown: Int { addressSanitizer ? 5 : 1 }
}
