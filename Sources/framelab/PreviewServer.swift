import FlyingSocks
import Foundation

/// The HTTP/1.1 server of `framelab serve`, on 127.0.0.1 only, over FlyingSocks (FlyingFox's non-blocking
/// socket layer). FlyingFox's own HTTPServer is not used: it reads request lines and headers in time
/// quadratic in their length, with no limit on either, on the number of connections or on how long a
/// connection may sit idle, and none of these can be configured. The preview only answers GET and HEAD
/// for files in memory, so FrameLab reads each request head itself (`RequestHeadParser`, linear and
/// bounded) and writes the answers, within the limits and timeouts of `ServeLimits`.
///
/// Any page open in the browser can send requests to 127.0.0.1, and with DNS rebinding can read the
/// answers under a name of its own: only requests whose `Host` is `127.0.0.1:PORT` or `localhost:PORT`
/// are answered (421 Misdirected Request otherwise, 400 without exactly one `Host`).
struct PreviewServer: Sendable {
    /// The port listened on (the one the system chose when 0 was asked for).
    let port: UInt16
    private let listener: Socket
    private let pool: any AsyncSocketPool
    private let handler: PreviewHandler
    private let slots = ConnectionSlots(limit: ServeLimits.connections)
    private let hosts: Set<String>

    /// Binds and listens at once, so that a port in use is an error of `serve` and connections made
    /// before `run()` wait in the queue.
    init(port: UInt16, handler: PreviewHandler) throws {
        let listener = try Socket(domain: Int32(sockaddr_in.family))
        try listener.setValue(true, for: .localAddressReuse)
        #if canImport(Darwin)
        try listener.setValue(true, for: .noSIGPIPE)   // accepted sockets inherit it
        #endif
        try listener.bind(to: sockaddr_in.inet(ip4: "127.0.0.1", port: port))
        try listener.listen()
        guard case .ip4(_, let actual) = try listener.sockname() else { throw SocketError.unsupportedAddress }
        self.port = actual
        self.listener = listener
        self.handler = handler
        pool = .make()
        hosts = Set(["127.0.0.1:\(actual)", "localhost:\(actual)"]).union(actual == 80 ? ["127.0.0.1", "localhost"] : [])
    }

    /// Accepts and serves connections until cancelled or the socket pool fails.
    func run() async throws {
        try await pool.prepare()
        let listening = try AsyncSocket(socket: listener, pool: pool)
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await pool.run() }
            group.addTask { await accept(on: listening) }
            try await group.next()
            group.cancelAll()
        }
    }

    private func accept(on listening: AsyncSocket) async {
        await withDiscardingTaskGroup { group in
            while !Task.isCancelled {
                let client: AsyncSocket
                do {
                    client = try await listening.accept()
                } catch {
                    // The connection's failure (gone before it was accepted, no file descriptor left), not
                    // the server's: try again a moment later rather than spin.
                    try? await Task.sleep(for: .milliseconds(50))
                    continue
                }
                guard slots.take() else {
                    // Full: answered at once without reading, so the refusal costs nothing.
                    _ = try? client.socket.write(PreviewResponse.plain(503, "too many connections").encoded(closing: true))
                    try? client.close()
                    continue
                }
                group.addTask {
                    await serve(client)
                    slots.release()
                }
            }
        }
    }

    /// One connection: request after request while the client keeps it open, each head within
    /// `headTimeout` and each answer written within `writeTimeout`.
    private func serve(_ client: AsyncSocket) async {
        defer { try? client.close() }
        var rest: [UInt8] = []
        while true {
            let read = await Self.cancelling(after: ServeLimits.headTimeout) { [rest] in
                await Self.readHead(from: client, after: rest)
            }
            let response: PreviewResponse, head: RequestHead?
            switch read {
            case .closed:
                return
            case .timedOut(let started):
                // Nothing sent since the last answer: an idle connection, closed without a word.
                guard started else { return }
                (response, head) = (.plain(408, "the request took too long to arrive"), nil)
            case .refused(let status):
                (response, head) = (.refusal(status), nil)
            case .head(let parsed, let remaining):
                (response, head) = (await respond(to: parsed), parsed)
                rest = remaining
            }
            let keepOpen = head.map { $0.keepsAlive && !$0.hasBody } == true && !response.closesConnection
            let bytes = response.encoded(closing: !keepOpen, withBody: head?.method != "HEAD")
            let written = await Self.cancelling(after: ServeLimits.writeTimeout) {
                (try? await client.write(bytes)) != nil
            }
            guard written, keepOpen else {
                if written { await linger(client) }
                return
            }
        }
    }

    /// The answer to a complete head: the Host checked first, then the method, then the site's file.
    private func respond(to head: RequestHead) async -> PreviewResponse {
        let host = head.values("host")
        guard host.count == 1 else { return .plain(400, "a request needs exactly one Host header") }
        guard hosts.contains(host[0].lowercased()) else {
            return .plain(421, "this preview answers only to http://127.0.0.1:\(port)/ and http://localhost:\(port)/")
        }
        guard head.method == "GET" || head.method == "HEAD" else {
            var response = PreviewResponse.plain(405, "only GET and HEAD")
            response.headers.append(("Allow", "GET, HEAD"))
            return response
        }
        return await handler.response(to: head.target)
    }

    enum HeadRead: Sendable {
        case head(RequestHead, rest: [UInt8])
        case refused(Int)
        /// The client closed the connection, or it failed.
        case closed
        /// Cancelled by the deadline; `started`: part of a head had arrived.
        case timedOut(started: Bool)
    }

    /// Reads until a head is complete or refused; `rest` is what was read past the previous head.
    static func readHead(from client: AsyncSocket, after rest: [UInt8]) async -> HeadRead {
        var parser = RequestHeadParser(rest)
        var outcome = parser.advance()
        while true {
            switch outcome {
            case .head(let head, let rest): return .head(head, rest: rest)
            case .refused(let status): return .refused(status)
            case .needMore: break
            }
            do {
                outcome = parser.feed(try await client.read(atMost: 4096))
            } catch is CancellationError {
                return .timedOut(started: parser.hasStarted)
            } catch {
                return .closed
            }
        }
    }

    /// After an answer that ends the connection: no more writing, and what the client still sends (the
    /// rest of a 1 MB request line, say) is read and dropped for at most `lingerTimeout`. Closing with
    /// unread bytes would reset the connection, and the client could lose the answer before reading it.
    /// Read straight into one 64 KiB buffer, not 4 KiB at a time into new arrays as `AsyncSocket.read`
    /// does: a flood of huge requests costs the server mostly this.
    private func linger(_ client: AsyncSocket) async {
        let file = client.socket.file.rawValue
        _ = shutdown(file, Int32(SHUT_WR))
        _ = await Self.cancelling(after: ServeLimits.lingerTimeout) { [pool] in
            var scratch = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let count = scratch.withUnsafeMutableBytes { recv(file, $0.baseAddress, $0.count, 0) }
                if count > 0 || (count < 0 && errno == EINTR) { continue }
                guard count < 0, errno == EAGAIN || errno == EWOULDBLOCK else { return true }   // end, or failed
                do { try await pool.suspendSocket(client.socket, untilReadyFor: .read) } catch { return true }
            }
        }
    }

    /// `body`'s result; if it has not finished after `limit`, it is cancelled (a read or write waiting on a
    /// socket then throws `CancellationError`) and what it returns then is the result.
    static func cancelling<T: Sendable>(after limit: Duration, _ body: @escaping @Sendable () async -> T) async -> T {
        await withTaskGroup(of: T?.self) { group in
            group.addTask { await body() }
            group.addTask {
                try? await Task.sleep(for: limit)
                return nil
            }
            var result: T?
            while let next = await group.next() {
                if let next { result = next }
                group.cancelAll()
            }
            return result!
        }
    }
}

/// How many connections are open, against a limit.
final class ConnectionSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var open = 0
    private let limit: Int

    init(limit: Int) { self.limit = limit }

    /// Takes a slot if one is free.
    func take() -> Bool {
        lock.lock(); defer { lock.unlock() }
        guard open < limit else { return false }
        open += 1
        return true
    }

    func release() {
        lock.lock(); defer { lock.unlock() }
        open -= 1
    }
}

/// An answer of the preview: status, headers and the whole body (the site is in memory).
struct PreviewResponse: Sendable {
    var status: Int
    var headers: [(name: String, value: String)]
    var body: Data

    static let reasons = [200: "OK", 400: "Bad Request", 404: "Not Found", 405: "Method Not Allowed",
                          408: "Request Timeout", 414: "URI Too Long", 421: "Misdirected Request",
                          431: "Request Header Fields Too Large", 503: "Service Unavailable"]

    static func plain(_ status: Int, _ text: String) -> PreviewResponse {
        PreviewResponse(status: status, headers: [("Content-Type", "text/plain; charset=utf-8")], body: Data((text + "\n").utf8))
    }

    /// The answer to a head `RequestHeadParser` refused.
    static func refusal(_ status: Int) -> PreviewResponse {
        switch status {
        case 414: .plain(414, "the request line is longer than \(ServeLimits.requestLine) bytes")
        case 431: .plain(431, "more than \(ServeLimits.headerCount) header lines, one longer than "
                         + "\(ServeLimits.headerLine) bytes, or more than \(ServeLimits.headerBytes) bytes of them")
        default: .plain(status, "malformed request")
        }
    }

    /// Every refusal ends the connection: what follows its head (a body, the rest of a line) is not read.
    var closesConnection: Bool { status >= 400 && status != 404 }

    /// The status line, the headers with `Content-Length` (and `Connection: close` when `closing`), and
    /// the body unless the request was HEAD.
    func encoded(closing: Bool, withBody: Bool = true) -> Data {
        var head = "HTTP/1.1 \(status) \(Self.reasons[status] ?? "Status")\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        head += "Content-Length: \(body.count)\r\n"
        if closing { head += "Connection: close\r\n" }
        head += "\r\n"
        return Data(head.utf8) + (withBody ? body : Data())
    }
}
