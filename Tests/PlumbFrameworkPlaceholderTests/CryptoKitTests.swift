import CryptoKit
import Foundation
import Testing

/// CryptoKit over libcrypto (docs/compatibility/frameworks.md, "CryptoKit"): published test vectors.
@Suite struct CryptoKitTests {
  static func hex<S: Sequence>(_ bytes: S) -> String where S.Element == UInt8 { bytes.map { String(format: "%02x", $0) }.joined() }
  static func bytes(_ hex: String) -> [UInt8] {
    stride(from: 0, to: hex.count, by: 2).map {
      let start = hex.index(hex.startIndex, offsetBy: $0)
      return UInt8(hex[start..<hex.index(start, offsetBy: 2)], radix: 16)!
    }
  }

  /// FIPS 180-4 / RFC 1321 / RFC 3174 examples: "abc" and the empty string.
  @Test func digestsMatchThePublishedVectors() {
    let abc = Data("abc".utf8)
    #expect(Self.hex(SHA256.hash(data: abc)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(Self.hex(SHA256.hash(data: Data())) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(Self.hex(SHA384.hash(data: abc))
            == "cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7")
    #expect(Self.hex(SHA512.hash(data: abc)) == "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a"
            + "2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f")
    #expect(Self.hex(Insecure.MD5.hash(data: abc)) == "900150983cd24fb0d6963f7d28e17f72")
    #expect(Self.hex(Insecure.MD5.hash(data: Data())) == "d41d8cd98f00b204e9800998ecf8427e")
    #expect(Self.hex(Insecure.SHA1.hash(data: abc)) == "a9993e364706816aba3e25717850c26c9cd0d89d")
    #expect(Self.hex(Insecure.SHA1.hash(data: Data())) == "da39a3ee5e6b4b0d3255bfef95601890afd80709")
    #expect(SHA256.hash(data: abc).description == "SHA256 digest: ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(Insecure.MD5.hash(data: Data()).description == "MD5 digest: d41d8cd98f00b204e9800998ecf8427e")
    #expect(SHA256.Digest.byteCount == 32 && Insecure.SHA1Digest.byteCount == 20)
  }

  @Test func hashFunctionsAreValues() {
    var hasher = SHA256()
    hasher.update(data: Data("a".utf8))
    let partial = hasher
    hasher.update(data: Data("bc".utf8))
    #expect(hasher.finalize() == SHA256.hash(data: Data("abc".utf8)))
    #expect(hasher.finalize() == hasher.finalize())
    #expect(partial.finalize() == SHA256.hash(data: Data("a".utf8)))
    #expect(Set([SHA256.hash(data: Data()), SHA256.hash(data: [UInt8]())]).count == 1)
    #expect(SHA256.hash(data: Data()).withUnsafeBytes { Data($0) } == Data(SHA256.hash(data: Data())))
  }

  /// RFC 4231 test cases 1, 2 and 6 (a key longer than the block is hashed first).
  @Test func hmacMatchesRFC4231() {
    let key1 = SymmetricKey(data: [UInt8](repeating: 0x0b, count: 20))
    #expect(Self.hex(HMAC<SHA256>.authenticationCode(for: Data("Hi There".utf8), using: key1))
            == "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7")
    #expect(Self.hex(HMAC<SHA512>.authenticationCode(for: Data("Hi There".utf8), using: key1))
            == "87aa7cdea5ef619d4ff0b4241a1d6cb02379f4e2ce4ec2787ad0b30545e17cdedaa833b7d6b8a702038b274eaea3f4e4be9d914eeb61f1702e696c203a126854")
    let jefe = SymmetricKey(data: Data("Jefe".utf8))
    let code = HMAC<SHA256>.authenticationCode(for: Data("what do ya want for nothing?".utf8), using: jefe)
    #expect(Self.hex(code) == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
    #expect(HMAC<SHA256>.isValidAuthenticationCode(code, authenticating: Data("what do ya want for nothing?".utf8), using: jefe))
    #expect(!HMAC<SHA256>.isValidAuthenticationCode(Data(code).dropLast(), authenticating: Data("what do ya want for nothing?".utf8),
                                                    using: jefe))
    let long = SymmetricKey(data: [UInt8](repeating: 0xaa, count: 131))
    #expect(Self.hex(HMAC<SHA256>.authenticationCode(for: Data("Test Using Larger Than Block-Size Key - Hash Key First".utf8), using: long))
            == "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54")
  }

  /// RFC 5869 test case 1.
  @Test func hkdfMatchesRFC5869() {
    let key = HKDF<SHA256>.deriveKey(inputKeyMaterial: SymmetricKey(data: [UInt8](repeating: 0x0b, count: 22)),
                                     salt: Self.bytes("000102030405060708090a0b0c"), info: Self.bytes("f0f1f2f3f4f5f6f7f8f9"),
                                     outputByteCount: 42)
    #expect(key.withUnsafeBytes { Self.hex($0) }
            == "3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf34007208d5b887185865")
  }

  /// The GCM specification's test case 2, and ChaCha20-Poly1305's RFC 8439 §2.8.2 tag.
  @Test func ciphersMatchTheirVectorsAndRejectTampering() throws {
    let zero = SymmetricKey(data: [UInt8](repeating: 0, count: 16))
    let box = try AES.GCM.seal([UInt8](repeating: 0, count: 16), using: zero, nonce: AES.GCM.Nonce(data: [UInt8](repeating: 0, count: 12)))
    #expect(Self.hex(box.ciphertext) == "0388dace60b6a392f328c2b971b2fe78" && Self.hex(box.tag) == "ab6e47d42cec13bdf53a67b21257bddf")
    var tampered = try #require(box.combined)
    tampered[tampered.count - 1] ^= 1
    #expect(throws: CryptoKitError.self) { try AES.GCM.open(AES.GCM.SealedBox(combined: tampered), using: zero) }
    let key = SymmetricKey(size: .bits256)
    let sealed = try AES.GCM.seal(Data("secret".utf8), using: key)
    #expect(try AES.GCM.open(AES.GCM.SealedBox(combined: #require(sealed.combined)), using: key) == Data("secret".utf8))

    let poly = SymmetricKey(data: Self.bytes("808182838485868788898a8b8c8d8e8f909192939495969798999a9b9c9d9e9f"))
    let message = "Ladies and Gentlemen of the class of '99: If I could offer you only one tip for the future, sunscreen would be it."
    let aad = Self.bytes("50515253c0c1c2c3c4c5c6c7")
    let chacha = try ChaChaPoly.seal(Data(message.utf8), using: poly, nonce: ChaChaPoly.Nonce(data: Self.bytes("070000004041424344454647")),
                                     authenticating: aad)
    #expect(Self.hex(chacha.tag) == "1ae10b594f09e26a7e902ecbd0600691")
    #expect(try ChaChaPoly.open(ChaChaPoly.SealedBox(combined: chacha.combined), using: poly, authenticating: aad) == Data(message.utf8))
    #expect(throws: CryptoKitError.self) { try ChaChaPoly.open(chacha, using: poly) }
  }

  /// P-256: RFC 6979 A.2.5's key pair, key agreement both ways, and signatures in both encodings.
  @Test func p256KeysAgreeAndSign() throws {
    let known = try P256.Signing.PrivateKey(rawRepresentation: Self.bytes("c9afa9d845ba75166b5c215767b1d6934e50c3db36e89b127b8a622b120f6721"))
    #expect(Self.hex(known.publicKey.rawRepresentation) == "60fed4ba255a9d31c961eb74c6356d68c049b8923b61fa6ce669622e60f29fb6"
            + "7903fe1008b8bc99a41ae9e95628bc64f2f1b20c2d7e9f5177a3c294d4462299")
    let signature = try known.signature(for: Data("sample".utf8))
    #expect(known.publicKey.isValidSignature(signature, for: Data("sample".utf8)))
    #expect(!known.publicKey.isValidSignature(signature, for: Data("simple".utf8)))
    let der = try P256.Signing.ECDSASignature(derRepresentation: signature.derRepresentation)
    #expect(der.rawRepresentation == signature.rawRepresentation)
    let alice = P256.KeyAgreement.PrivateKey(), bob = P256.KeyAgreement.PrivateKey()
    let bobsView = try P256.KeyAgreement.PublicKey(x963Representation: bob.publicKey.x963Representation)
    #expect(try alice.sharedSecretFromKeyAgreement(with: bobsView) == bob.sharedSecretFromKeyAgreement(with: alice.publicKey))
    #expect(!SecureEnclave.isAvailable)
  }
}
