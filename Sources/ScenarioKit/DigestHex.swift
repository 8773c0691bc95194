import Crypto

extension Digest {
    /// The digest in lower-case hexadecimal, two digits a byte: how FrameLab writes every digest (the manifest's, a
    /// `.swift` file's, a scenario's key).
    public var hex: String { map { byte in byte < 16 ? "0" + String(byte, radix: 16) : String(byte, radix: 16) }.joined() }
}
