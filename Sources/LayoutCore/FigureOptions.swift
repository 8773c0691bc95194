/// How much a figure shows: `annotated` (the ruler, every frame, proposals, names, the legend and the rules in
/// words), `compact` (the ruler, frames, names and the caption), `plain` (the frames alone, for embedding).
public enum FigureStyle: String, CaseIterable, Sendable, Hashable, Codable {
    case annotated, compact, plain
}

/// What a figure is cropped to: the whole `canvas`, or the `content`, the frames drawn plus a margin.
public enum FigureCrop: String, CaseIterable, Sendable, Hashable, Codable {
    case canvas, content
}

/// Which palette a figure uses: `light` or `dark` whatever the viewer's setting, or `auto`, the light one
/// with the dark one under `prefers-color-scheme: dark` (the viewer's operating system decides).
public enum FigureAppearance: String, CaseIterable, Sendable, Hashable, Codable {
    case light, dark, auto
}

/// Figure options as one level sets them — `framelab.yml`, a scenario file, a scenario, the command line;
/// nil where that level leaves the choice to the others.
public struct FigureOptions: Hashable, Sendable {
    public var style: FigureStyle?
    public var crop: FigureCrop?
    public var appearance: FigureAppearance?

    public init(style: FigureStyle? = nil, crop: FigureCrop? = nil, appearance: FigureAppearance? = nil) {
        self.style = style; self.crop = crop; self.appearance = appearance
    }

    /// `other`'s choices win where it makes them.
    public func overridden(by other: FigureOptions) -> FigureOptions {
        FigureOptions(style: other.style ?? style, crop: other.crop ?? crop, appearance: other.appearance ?? appearance)
    }
}
