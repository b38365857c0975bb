/// SHA-256 (FIPS 180-4), for content that must be identified by a cryptographic hash: the
/// report page's Content-Security-Policy hashes of its own inline style, and the hash of a
/// golden's layout sidecar stored in its PNG. Written here because only the toolchain's
/// packages may be used (no CryptoKit on Linux).
package enum SHA256Digest {
  /// The 32-byte digest of `bytes`.
  public static func of<S: Sequence>(_ bytes: S) -> [UInt8] where S.Element == UInt8 {
    var state = SHA256State()
    state.update(Array(bytes))
    return state.finish()
  }

  /// The digest as 64 lowercase hex digits.
  public static func hex<S: Sequence>(_ bytes: S) -> String where S.Element == UInt8 {
    of(bytes).map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
  }

  /// The digest in standard base64 (as CSP `'sha256-…'` sources want it).
  public static func base64<S: Sequence>(_ bytes: S) -> String where S.Element == UInt8 {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
    let d = of(bytes)
    var out = ""
    var i = 0
    while i < d.count {
      let b0 = Int(d[i]), b1 = i + 1 < d.count ? Int(d[i + 1]) : 0, b2 = i + 2 < d.count ? Int(d[i + 2]) : 0
      out.append(alphabet[b0 >> 2])
      out.append(alphabet[(b0 & 3) << 4 | b1 >> 4])
      out.append(i + 1 < d.count ? alphabet[(b1 & 15) << 2 | b2 >> 6] : "=")
      out.append(i + 2 < d.count ? alphabet[b2 & 63] : "=")
      i += 3
    }
    return out
  }
}

/// The running state of one SHA-256 computation.
struct SHA256State {
  private var h: [UInt32] = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                             0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]
  private var pending: [UInt8] = []
  private var length: UInt64 = 0

  private static let k: [UInt32] = [
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
  ]

  mutating func update(_ bytes: [UInt8]) {
    length &+= UInt64(bytes.count)
    pending += bytes
    var offset = 0
    while pending.count - offset >= 64 {
      block(pending, at: offset)
      offset += 64
    }
    pending.removeFirst(offset)
  }

  mutating func finish() -> [UInt8] {
    let bits = length &* 8
    var tail = pending + [0x80]
    while tail.count % 64 != 56 { tail.append(0) }
    for i in (0..<8).reversed() { tail.append(UInt8(truncatingIfNeeded: bits >> (UInt64(i) * 8))) }
    var offset = 0
    while offset < tail.count { block(tail, at: offset); offset += 64 }
    pending = []
    return h.flatMap { word in (0..<4).reversed().map { UInt8(truncatingIfNeeded: word >> (UInt32($0) * 8)) } }
  }

  private mutating func block(_ data: [UInt8], at offset: Int) {
    @inline(__always) func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { x >> n | x << (32 - n) }
    var w = [UInt32](repeating: 0, count: 64)
    for t in 0..<16 {
      let i = offset + t * 4
      w[t] = UInt32(data[i]) << 24 | UInt32(data[i + 1]) << 16 | UInt32(data[i + 2]) << 8 | UInt32(data[i + 3])
    }
    for t in 16..<64 {
      let s0 = rotr(w[t - 15], 7) ^ rotr(w[t - 15], 18) ^ (w[t - 15] >> 3)
      let s1 = rotr(w[t - 2], 17) ^ rotr(w[t - 2], 19) ^ (w[t - 2] >> 10)
      w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
    }
    var a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], hh = h[7]
    for t in 0..<64 {
      let s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)
      let ch = (e & f) ^ (~e & g)
      let t1 = hh &+ s1 &+ ch &+ Self.k[t] &+ w[t]
      let s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)
      let maj = (a & b) ^ (a & c) ^ (b & c)
      let t2 = s0 &+ maj
      hh = g; g = f; f = e; e = d &+ t1; d = c; c = b; b = a; a = t1 &+ t2
    }
    h[0] &+= a; h[1] &+= b; h[2] &+= c; h[3] &+= d; h[4] &+= e; h[5] &+= f; h[6] &+= g; h[7] &+= hh
  }
}
