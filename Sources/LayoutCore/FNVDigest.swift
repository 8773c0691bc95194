/// FNV-1a, 64 bits: a fast, stable fingerprint of bytes for naming and comparing content (a font file, a generated
/// configuration), not for security. The same bytes give the same value on every machine and run.
public func fnv1aDigest<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return hash
}
