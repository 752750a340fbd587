import CLibCrypto

/// SHA-256 through OpenSSL's libcrypto: the digest `assetutil --info` prints as `SHA1Digest`
/// (Xcode 16 on; earlier dumps printed a 40-digit SHA-1 there), in upper-case hex.
enum SHA256 {
  static func hexDigest(_ bytes: some Collection<UInt8>) -> String {
    digest(Array(bytes)).map { b in
      let h = String(b, radix: 16, uppercase: true)
      return h.count == 1 ? "0" + h : h
    }.joined()
  }

  static func digest(_ message: [UInt8]) -> [UInt8] {
    var out = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
    var length: UInt32 = 0
    let ok = message.withUnsafeBytes { m in
      EVP_Digest(m.baseAddress, m.count, &out, &length, EVP_sha256(), nil)
    }
    // EVP_Digest fails only when the library cannot allocate its context.
    precondition(ok == 1, "OpenSSL's SHA-256 failed")
    return Array(out.prefix(Int(length)))
  }
}
