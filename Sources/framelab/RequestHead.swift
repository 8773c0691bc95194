import Foundation

/// What `framelab serve` accepts from a connection, and for how long it waits. Any page open in the
/// browser can send requests to 127.0.0.1, so every limit is there to keep such a page from tying the
/// preview up; each is far above what a browser sends for a page of the site.
enum ServeLimits {
    /// The request line (`GET /path HTTP/1.1`), without its line end; longer is 414 URI Too Long.
    static let requestLine = 8 * 1024
    /// One header line, without its line end; longer is 431 Request Header Fields Too Large.
    static let headerLine = 8 * 1024
    /// All header lines together, line ends included; more is 431.
    static let headerBytes = 32 * 1024
    /// Header lines; more is 431.
    static let headerCount = 100
    /// Connections open at once; one more is answered 503 and closed.
    static let connections = 64
    /// From a connection's opening, or from the end of its previous response, to the end of the next
    /// request head: a client that sends nothing or trickles bytes is closed after this.
    static let headTimeout: Duration = .seconds(5)
    /// For writing one response: a client that stops reading is closed after this.
    static let writeTimeout: Duration = .seconds(10)
    /// After an answer that ends the connection, how long what the client still sends is read and
    /// dropped, so that closing does not reset the connection before the client has read the answer.
    static let lingerTimeout: Duration = .seconds(2)
}

/// One request's head as `framelab serve` reads it: the request line and the header fields.
struct RequestHead: Sendable {
    var method: String
    /// The request target as sent, origin form (`/a/b.html?x`).
    var target: String
    /// 0 for HTTP/1.0, 1 for HTTP/1.1.
    var minorVersion: Int
    /// Field names lowercased, in the order sent.
    var fields: [(name: String, value: String)]

    func values(_ name: String) -> [String] { fields.filter { $0.name == name }.map(\.value) }

    /// Whether the connection stays open for another request: HTTP/1.1 without `Connection: close`.
    /// An HTTP/1.0 client gets one answer per connection, which spares its `Connection: keep-alive` dialect.
    var keepsAlive: Bool {
        let tokens = values("connection").flatMap { $0.split(separator: ",") }
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        return minorVersion == 1 && !tokens.contains("close")
    }

    /// Whether a body follows the head. GET and HEAD have none in practice; one that has is answered and
    /// the connection closed rather than skipping the body to find the next request.
    var hasBody: Bool {
        values("transfer-encoding").count > 0 || values("content-length").contains { $0.trimmingCharacters(in: .whitespaces) != "0" }
    }
}

/// Reads a request head from bytes as they arrive, in time linear in the bytes and in bounded memory:
/// each byte is looked at once, a line is decoded when its end arrives, and a head is refused as soon as
/// it goes past a limit of `ServeLimits`, without waiting for the rest of it.
struct RequestHeadParser {
    enum Outcome {
        /// The head is not complete yet: feed more bytes.
        case needMore
        /// A complete head; `rest` is what came after it (the start of the next request).
        case head(RequestHead, rest: [UInt8])
        /// The head is refused with this status (400, 414, 431).
        case refused(Int)
    }

    private var buffer: [UInt8] = []
    /// Where the line being read starts, and how far the buffer has been searched for its end.
    private var lineStart = 0, scanned = 0
    private var requestLine: (method: String, target: String, minorVersion: Int)?
    private var fields: [(name: String, value: String)] = []
    private var fieldBytes = 0

    /// Whether any byte of a head has arrived (a timeout then is worth a 408 rather than a silent close).
    var hasStarted: Bool { !buffer.isEmpty }

    /// A parser that starts with `bytes` already read (what came after the previous request).
    init(_ bytes: [UInt8] = []) { buffer = bytes }

    mutating func feed(_ bytes: [UInt8]) -> Outcome {
        buffer += bytes
        return advance()
    }

    /// The outcome for what is buffered so far: complete lines are taken one by one, then the line still
    /// coming is held to its limit.
    mutating func advance() -> Outcome {
        while let end = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
            var line = buffer[lineStart..<end]
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            lineStart = end + 1
            scanned = lineStart
            if requestLine == nil {
                guard line.count <= ServeLimits.requestLine else { return .refused(414) }
                guard let parsed = Self.requestLine(line) else { return .refused(400) }
                requestLine = parsed
            } else if line.isEmpty {
                let (method, target, minor) = requestLine!
                return .head(RequestHead(method: method, target: target, minorVersion: minor, fields: fields),
                             rest: Array(buffer[lineStart...]))
            } else {
                fieldBytes += line.count + 2
                guard line.count <= ServeLimits.headerLine, fields.count < ServeLimits.headerCount,
                      fieldBytes <= ServeLimits.headerBytes else { return .refused(431) }
                guard let field = Self.field(line) else { return .refused(400) }
                fields.append(field)
            }
        }
        scanned = buffer.count
        // The line still coming, at most its limit and a CR LF long.
        let pending = buffer.count - lineStart
        if requestLine == nil {
            if pending > ServeLimits.requestLine + 2 { return .refused(414) }
        } else if pending > ServeLimits.headerLine + 2 || fieldBytes + pending > ServeLimits.headerBytes {
            return .refused(431)
        }
        return .needMore
    }

    /// `METHOD SP target SP HTTP/1.x`, the method a token and the target visible ASCII in origin form.
    static func requestLine(_ line: ArraySlice<UInt8>) -> (method: String, target: String, minorVersion: Int)? {
        let parts = line.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy(isTokenByte),
              parts[1].first == UInt8(ascii: "/"), parts[1].allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else { return nil }
        let version = String(decoding: parts[2], as: UTF8.self)
        guard let minor = ["HTTP/1.0": 0, "HTTP/1.1": 1][version] else { return nil }
        return (String(decoding: parts[0], as: UTF8.self), String(decoding: parts[1], as: UTF8.self), minor)
    }

    /// `name: value`, the name a token right before the colon (RFC 9112 §5.1: no space there), the value
    /// without control characters other than tab. A line folded onto the previous one starts with a
    /// space, so it has no name and is refused too.
    static func field(_ line: ArraySlice<UInt8>) -> (name: String, value: String)? {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex,
              line[..<colon].allSatisfy(isTokenByte) else { return nil }
        let value = line[(colon + 1)...]
        guard value.allSatisfy({ $0 == 0x09 || ($0 >= 0x20 && $0 != 0x7F) }) else { return nil }
        let name = String(decoding: line[..<colon], as: UTF8.self).lowercased()
        return (name, String(decoding: value, as: UTF8.self).trimmingCharacters(in: .init(charactersIn: " \t")))
    }

    /// RFC 9110's `tchar`: what a method or a field name is made of.
    static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }
}
