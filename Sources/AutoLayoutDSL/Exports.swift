// The DSL is a layer over ConstraintLayout's model and solver: `import AutoLayoutDSL` brings both.
@_exported import ConstraintLayout
