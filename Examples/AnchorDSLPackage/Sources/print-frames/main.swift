import ProfileHeader

// Prints each view's frame at two screen widths; at 240 points the name no longer fits and is squeezed.
for width in [375.0, 240.0] {
    let layout = try ProfileHeader.layout(width: width)
    print("screen \(Int(width)) wide:")
    for view in layout.problem.views {
        let frame = layout[view]!
        print("  \(view.name): x \(frame.x), y \(frame.y), \(frame.width) × \(frame.height)")
    }
}
