import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

/// `framelab serve` against what any page open in the browser can send to 127.0.0.1: huge request lines
/// and headers, a foreign Host (DNS rebinding), other methods, idle and trickling connections, floods.
/// Each test runs the installed binary and talks to it over plain sockets on 127.0.0.1, every exchange
/// bounded in time, so that a server that hangs fails the test instead of stalling it.
@Suite("framelab serve under hostile requests", .serialized)
struct ServeLimitsTests {
    typealias Sandbox = InstalledBinaryTests.Sandbox

    /// 1 MB: far past every limit, and hours of work for a parser quadratic in line length.
    static let megabyte = 1 << 20

    @Test func aMegabyteRequestLineIsRefusedQuickly() throws {
        let serve = try RunningServe()
        let start = Date()
        let response = try serve.exchange(Array("GET /".utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: Self.megabyte)
                                          + Array(" HTTP/1.1\r\nHost: \(serve.host)\r\n\r\n".utf8))
        let elapsed = Date().timeIntervalSince(start)
        #expect(response.status == 414, "\(response.text.prefix(200))")
        #expect(elapsed < 2, "took \(elapsed) s")
        #expect(response.closed)
        // The server still answers.
        #expect(try serve.get("/").status == 200)
    }

    @Test func aMegabyteOfHeadersIsRefused() throws {
        let serve = try RunningServe()
        let kilobyteValue = String(repeating: "b", count: 1000)
        let cases: [(String, String)] = [
            ("a thousand 1 KB lines", (0..<1000).map { "X-Filler-\($0): \(kilobyteValue)\r\n" }.joined()),
            ("one 1 MB line", "X-Filler: " + String(repeating: "b", count: Self.megabyte) + "\r\n"),
            ("101 short lines", (0..<101).map { "X-F\($0): 1\r\n" }.joined()),
        ]
        for (name, headers) in cases {
            let start = Date()
            let response = try serve.exchange(Array("GET / HTTP/1.1\r\nHost: \(serve.host)\r\n\(headers)\r\n".utf8))
            let elapsed = Date().timeIntervalSince(start)
            #expect(response.status == 431, "\(name): \(response.text.prefix(200))")
            #expect(elapsed < 2, "\(name) took \(elapsed) s")
        }
        // 100 short lines (a Host, 98 others and Connection) are within the limits.
        let hundred = (0..<98).map { "X-F\($0): 1\r\n" }.joined()
        #expect(try serve.exchange(Array("GET / HTTP/1.1\r\nHost: \(serve.host)\r\n\(hundred)Connection: close\r\n\r\n".utf8)).status == 200)
    }

    @Test func onlyTheLoopbackNamesWithThePortAreAcceptedAsHost() throws {
        let serve = try RunningServe()
        func status(_ hostLines: String) throws -> Int? {
            try serve.exchange(Array("GET / HTTP/1.1\r\n\(hostLines)Connection: close\r\n\r\n".utf8)).status
        }
        #expect(try status("Host: 127.0.0.1:\(serve.port)\r\n") == 200)
        #expect(try status("Host: localhost:\(serve.port)\r\n") == 200)
        #expect(try status("Host: LocalHost:\(serve.port)\r\n") == 200)
        // A name rebound to 127.0.0.1, another port, no port, another loopback address: misdirected.
        #expect(try status("Host: attacker.example:\(serve.port)\r\n") == 421)
        #expect(try status("Host: attacker.example\r\n") == 421)
        #expect(try status("Host: 127.0.0.1:\(serve.port &+ 1)\r\n") == 421)
        #expect(try status("Host: 127.0.0.1\r\n") == 421)
        #expect(try status("Host: 127.0.0.2:\(serve.port)\r\n") == 421)
        // None, or two: malformed.
        #expect(try status("") == 400)
        #expect(try status("Host: 127.0.0.1:\(serve.port)\r\nHost: attacker.example\r\n") == 400)
    }

    @Test func onlyGetAndHeadAreAnswered() throws {
        let serve = try RunningServe()
        let posted = try serve.exchange(Array("POST / HTTP/1.1\r\nHost: \(serve.host)\r\nContent-Length: 5\r\n\r\nhello".utf8))
        #expect(posted.status == 405)
        #expect(posted.text.contains("\r\nAllow: GET, HEAD\r\n"))
        for method in ["PUT", "DELETE", "OPTIONS", "PATCH"] {
            #expect(try serve.exchange(Array("\(method) / HTTP/1.1\r\nHost: \(serve.host)\r\n\r\n".utf8)).status == 405, "\(method)")
        }
        let got = try serve.get("/")
        let head = try serve.exchange(Array("HEAD / HTTP/1.1\r\nHost: \(serve.host)\r\nConnection: close\r\n\r\n".utf8))
        #expect(head.status == 200)
        #expect(head.text.contains("\r\nContent-Length: \(got.body.count)\r\n"))
        #expect(head.body.isEmpty)
    }

    /// A connection that sends nothing, and one that trickles a request a byte at a time, are both closed
    /// about 5 s (`ServeLimits.headTimeout`) after they opened: the first silently, the second with 408.
    @Test func idleAndTricklingConnectionsAreClosedAfterTheTimeout() throws {
        let serve = try RunningServe()
        let port = serve.port, host = serve.host
        let start = Date()
        let trickled = DispatchGroup()
        nonisolated(unsafe) var trickle: Exchange?
        DispatchQueue.global().async(group: trickled) {
            guard let client = try? LoopbackClient(port: port, timeout: 12) else { return }
            defer { client.close() }
            for byte in "GET / HTTP/1.1\r\nHost: \(host)\r\nX-Slow: ".utf8 + Array(repeating: UInt8(ascii: "s"), count: 100) {
                guard client.send([byte]) else { break }
                usleep(100_000)
            }
            trickle = client.receiveToEnd()
        }
        let idle = try LoopbackClient(port: serve.port, timeout: 12)
        defer { idle.close() }
        let silent = idle.receiveToEnd()
        let idleElapsed = Date().timeIntervalSince(start)
        #expect(silent.closed && silent.bytes.isEmpty, "\(silent.text)")
        #expect(idleElapsed > 4 && idleElapsed < 8, "closed after \(idleElapsed) s")

        #expect(trickled.wait(timeout: .now() + 15) == .success)
        #expect(trickle?.status == 408, "\(trickle?.text ?? "no answer")")
        #expect(trickle?.closed == true)
        #expect(Date().timeIntervalSince(start) < 9)
    }

    /// Ten clients send 1 MB request lines over and over (for at most 3 s); a normal GET of / meanwhile is
    /// answered within 100 ms, every time.
    @Test func aNormalGetIsAnsweredQuicklyDuringAFloodOfHugeRequestLines() throws {
        let serve = try RunningServe()
        let port = serve.port
        let flood = Array("GET /".utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: Self.megabyte)
            + Array(" HTTP/1.1\r\nHost: \(serve.host)\r\n\r\n".utf8)
        let stop = Date().addingTimeInterval(3)
        let flooding = DispatchGroup()
        let refused = Counter()
        for _ in 0..<10 {
            DispatchQueue.global().async(group: flooding) {
                for _ in 0..<1000 where Date() < stop {
                    guard let client = try? LoopbackClient(port: port, timeout: 5) else { continue }
                    _ = client.send(flood)
                    if client.receiveToEnd().status == 414 { refused.add() }
                    client.close()
                }
            }
        }
        Thread.sleep(forTimeInterval: 0.3)
        var times: [Double] = []
        for _ in 0..<10 where Date() < stop {
            let start = Date()
            let response = try serve.get("/")
            times.append(Date().timeIntervalSince(start))
            #expect(response.status == 200)
            Thread.sleep(forTimeInterval: 0.1)
        }
        #expect(flooding.wait(timeout: .now() + 20) == .success)
        #expect(times.count >= 5)
        #expect(times.allSatisfy { $0 < 0.1 }, "GET / took \(times.map { "\(Int($0 * 1000)) ms" })")
        #expect(refused.value >= 10, "\(refused.value) floods answered 414")
    }

    /// 64 connections that send nothing take every slot: the 65th is answered 503 at once. Once they are
    /// closed, the server answers again.
    @Test func connectionsPastTheLimitAreRefused() throws {
        let serve = try RunningServe()
        var idle: [LoopbackClient] = []
        for _ in 0..<64 { idle.append(try LoopbackClient(port: serve.port, timeout: 5)) }
        let start = Date()
        let extra = try LoopbackClient(port: serve.port, timeout: 5)
        let refused = extra.receiveToEnd()
        extra.close()
        #expect(refused.status == 503, "\(refused.text)")
        #expect(Date().timeIntervalSince(start) < 1)
        for client in idle { client.close() }
        var answered: Int?
        for _ in 0..<20 where answered != 200 {
            answered = try serve.get("/").status
            if answered != 200 { Thread.sleep(forTimeInterval: 0.05) }
        }
        #expect(answered == 200)
    }
}

/// `framelab serve --port 0` in a sandbox with `framelab init`'s example, stopped when released.
final class RunningServe {
    let sandbox: InstalledBinaryTests.Sandbox
    let process = Process()
    let port: UInt16
    var host: String { "127.0.0.1:\(port)" }

    init() throws {
        sandbox = try InstalledBinaryTests.Sandbox()
        #expect(try sandbox.run(["init"]).status == 0)
        process.executableURL = sandbox.bin.appendingPathComponent("framelab")
        process.arguments = ["serve", "--port", "0"]
        process.currentDirectoryURL = sandbox.repository
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var printed = ""
        let deadline = Date().addingTimeInterval(30)
        while !printed.contains("Serving http://"), Date() < deadline, process.isRunning {
            printed += String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
        }
        let line = printed.split(separator: "\n").first { $0.hasPrefix("Serving http://127.0.0.1:") } ?? ""
        port = UInt16(line.dropFirst("Serving http://127.0.0.1:".count).prefix { $0.isNumber }) ?? 0
        try #require(port != 0, "no address in \(printed)")
    }

    deinit {
        process.terminate()
        process.waitUntilExit()
    }

    /// Sends `request` on a new connection and reads until the server closes it (at most 10 s).
    func exchange(_ request: [UInt8]) throws -> Exchange {
        let client = try LoopbackClient(port: port, timeout: 10)
        defer { client.close() }
        _ = client.send(request)
        return client.receiveToEnd()
    }

    func get(_ path: String) throws -> Exchange {
        try exchange(Array("GET \(path) HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n".utf8))
    }
}

/// What came back on a connection until it closed or timed out.
struct Exchange: Sendable {
    var bytes: [UInt8]
    /// The server closed the connection (rather than the read timing out).
    var closed: Bool

    var text: String { String(decoding: bytes, as: UTF8.self) }

    var status: Int? {
        let line = text.prefix { $0 != "\r" }
        guard line.hasPrefix("HTTP/1.1 ") else { return nil }
        return Int(line.dropFirst("HTTP/1.1 ".count).prefix(3))
    }

    /// What follows the head.
    var body: [UInt8] {
        let end = Array("\r\n\r\n".utf8)
        guard let start = bytes.indices.first(where: { bytes[$0...].starts(with: end) }) else { return [] }
        return Array(bytes[(start + end.count)...])
    }
}

/// A blocking TCP client of 127.0.0.1 whose every send and receive gives up after `timeout` seconds in all.
final class LoopbackClient: @unchecked Sendable {
    private let socket: Int32
    private let deadline: Date

    struct Failure: Error { var what: String }

    init(port: UInt16, timeout: Double) throws {
        #if canImport(Glibc)
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        socket = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        var on: Int32 = 1
        setsockopt(socket, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
        guard socket >= 0 else { throw Failure(what: "socket") }
        deadline = Date().addingTimeInterval(timeout)
        // Each call waits at most a quarter of a second, so that the deadline is looked at often.
        var slice = timeval(tv_sec: 0, tv_usec: 250_000)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &slice, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &slice, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { Self.closeSocket(socket); throw Failure(what: "connect: errno \(errno)") }
    }

    /// Whether all of `bytes` went out before the deadline and without the connection failing.
    func send(_ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count, Date() < deadline {
            let count = bytes[sent...].withUnsafeBytes { buffer in
                #if canImport(Glibc)
                Glibc.send(socket, buffer.baseAddress, buffer.count, Int32(MSG_NOSIGNAL))
                #else
                Darwin.send(socket, buffer.baseAddress, buffer.count, 0)
                #endif
            }
            if count > 0 { sent += count } else if count < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { continue } else { return false }
        }
        return sent == bytes.count
    }

    /// Everything received until the server closes the connection, the connection fails or the deadline.
    func receiveToEnd() -> Exchange {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while Date() < deadline {
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                received += buffer[..<count]
            } else if count == 0 {
                return Exchange(bytes: received, closed: true)
            } else if errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR {
                return Exchange(bytes: received, closed: true)   // reset: closed too, answer or not
            }
        }
        return Exchange(bytes: received, closed: false)
    }

    func close() { Self.closeSocket(socket) }

    private static func closeSocket(_ socket: Int32) {
        #if canImport(Glibc)
        _ = Glibc.close(socket)
        #else
        _ = Darwin.close(socket)
        #endif
    }
}

/// A count shared by threads.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.lock(); defer { lock.unlock() }; return count }
    func add() { lock.lock(); count += 1; lock.unlock() }
}
