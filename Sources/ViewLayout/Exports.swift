// Geometry, proposals and LayoutResult come with the engine, so `import ViewLayout` is enough.
@_exported import LayoutCore
