// swift-tools-version: 6.2
import Foundation
import PackageDescription

// A package that uses FrameLab the way an app's design-system package would: its own scenarios, its views'
// previews and framelab.yml, figures built through FrameLab's command plugin
// (`swift package --allow-writing-to-package-directory framelab build`), and a layout checked in a test with
// the ViewLayout library.
//
// In your package, depend on FrameLab by URL and name it "FrameLab":
//     .package(url: "https://github.com/<you>/FrameLab", from: "0.12.0")
//     .product(name: "ViewLayout", package: "FrameLab")
// Here FrameLab is the checkout two folders up, and SwiftPM names a path dependency after its folder.
let frameLab = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "CardLayouts",
    platforms: [.macOS(.v14)],
    dependencies: [.package(path: "../..")],
    targets: [
        .target(name: "CardLayouts", dependencies: [.product(name: "ViewLayout", package: frameLab)]),
        // SwiftUI views with previews: FrameLab lays them out from source (`previews:` in framelab.yml, or `--target`).
        .target(name: "CardViews"),
        .testTarget(name: "CardLayoutsTests", dependencies: ["CardLayouts"]),
    ]
)
