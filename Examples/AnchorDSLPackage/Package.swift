// swift-tools-version: 6.2
import Foundation
import PackageDescription

// A package that lays out a UIKit-style header with FrameLab's anchor DSL (the AutoLayoutDSL library) and solves it
// on any platform: `swift run print-frames`, `swift test`.
//
// In your package, depend on FrameLab by URL and name it "FrameLab":
//     .package(url: "https://github.com/<you>/FrameLab", from: "0.12.0")
//     .product(name: "AutoLayoutDSL", package: "FrameLab")
// Here FrameLab is the checkout two folders up, and SwiftPM names a path dependency after its folder.
let frameLab = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "ProfileHeader",
    platforms: [.macOS(.v14)],
    dependencies: [.package(path: "../..")],
    targets: [
        .target(name: "ProfileHeader", dependencies: [.product(name: "AutoLayoutDSL", package: frameLab)]),
        .executableTarget(name: "print-frames", dependencies: ["ProfileHeader"]),
        .testTarget(name: "ProfileHeaderTests", dependencies: ["ProfileHeader"]),
    ]
)
