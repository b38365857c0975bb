// OpenSSL's libcrypto (Debian: libssl-dev), for CryptoKit's hashes, ciphers and P-256 keys
// (docs/compatibility/frameworks.md, "CryptoKit"). The EC_KEY and ECDSA_SIG calls CryptoKit uses
// are deprecated in OpenSSL 3 in favour of EVP_PKEY parameters; they are still part of 3.x, and
// their deprecation attributes are suppressed so Swift imports them without warnings.
#ifndef PLUMB_CCRYPTO_SHIM_H
#define PLUMB_CCRYPTO_SHIM_H
#define OPENSSL_SUPPRESS_DEPRECATED 1
#include <openssl/bn.h>
#include <openssl/crypto.h>
#include <openssl/ec.h>
#include <openssl/ecdh.h>
#include <openssl/ecdsa.h>
#include <openssl/evp.h>
#include <openssl/obj_mac.h>
#include <openssl/rand.h>
#include <openssl/x509.h>
#endif
