/// Snaps a frame to the pixel grid of `displayScale` for drawing, as SwiftUI rounds the displayed
/// frames of leaf views (reference §7): both corners snap to the nearest pixel (ties up) on their own,
/// so the size may change by up to one pixel. Layout values themselves stay unrounded.
public func snapToPixelGrid(_ rect: Rect, displayScale: Double) -> Rect {
    guard displayScale > 0, displayScale.isFinite else { return rect }
    let m = 1 / displayScale
    func nearest(_ v: Double) -> Double { ((v + m / 2) / m).rounded(.down) * m }
    // standardize: a negative size flips the corners
    let x0 = Swift.min(rect.minX, rect.maxX), x1 = Swift.max(rect.minX, rect.maxX)
    let y0 = Swift.min(rect.minY, rect.maxY), y1 = Swift.max(rect.minY, rect.maxY)
    guard [x0, x1, y0, y1].allSatisfy(\.isFinite) else { return rect }
    let ox = nearest(x0), oy = nearest(y0)
    let mx = nearest(x1), my = nearest(y1)
    let w = ((mx - ox) / m).rounded() * m, h = ((my - oy) / m).rounded() * m
    return Rect(x: ox, y: oy, width: w, height: h)
}

/// Rounds a length up to the pixel grid (Text sizes are rounded up during layout, reference §5).
public func roundUpToPixel(_ value: Double, displayScale: Double) -> Double {
    guard displayScale > 0, value.isFinite else { return value }
    // The small epsilon keeps 2.0000000001 × scale from jumping a whole pixel.
    return ((value * displayScale) - 1e-9).rounded(.up) / displayScale
}
