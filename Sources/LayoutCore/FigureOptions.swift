/// How much a figure shows: `annotated` (the ruler, every frame, proposals, names, the legend and the rules in
/// words), `compact` (the ruler, frames, names and the caption), `plain` (the frames alone, for embedding).
public enum FigureStyle: String, CaseIterable, Sendable, Hashable, Codable {
    case annotated, compact, plain
}

/// What a figure is cropped to: the whole `canvas`, or the `content`, the frames drawn plus a margin.
public enum FigureCrop: String, CaseIterable, Sendable, Hashable, Codable {
    case canvas, content
}

/// Figure options as one level sets them — `framelab.yml`, a scenario file, a scenario, the command line;
/// nil where that level leaves the choice to the others.
public struct FigureOptions: Hashable, Sendable {
    public var style: FigureStyle?
    public var crop: FigureCrop?

    public init(style: FigureStyle? = nil, crop: FigureCrop? = nil) { self.style = style; self.crop = crop }

    /// `other`'s choices win where it makes them.
    public func overridden(by other: FigureOptions) -> FigureOptions {
        FigureOptions(style: other.style ?? style, crop: other.crop ?? crop)
    }
}
