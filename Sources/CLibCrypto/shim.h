// OpenSSL's message digests (libcrypto): the SHA-256 `assetutil --info` prints.
#include <openssl/evp.h>
