import Foundation

/// The ordering atlas: for every axis × child × constraint set, one scenario per weak ordering of the
/// values that take part (the child's intrinsic length, the parent's proposal, the frame's constraints),
/// with the parent's proposal finite, zero or unspecified.
///
/// The expectations are computed here from the rules of the reference (§2.3 flexible frame, §5 Text and
/// shapes, §4.6 stack placement), written out on their own: the atlas checks the layout engine, so it
/// never calls it.
public enum OrderingAtlas {
    /// Every atlas file, deterministic and sorted by path.
    public static func files() -> [GeneratedFile] {
        Family.all
            .map { GeneratedFile(path: $0.fileName, contents: YAMLWriter.file(for: $0, cases: cases(for: $0))) }
            .sorted { $0.path < $1.path }
    }

    /// The scenarios of one family, in file order: finite parents, then a zero parent, then a nil parent.
    static func cases(for family: Family) -> [Case] {
        ParentKind.allCases.flatMap { parent in
            WeakOrdering.all(of: family.roles(parent: parent))
                .filter(family.admits)
                .map { Case(family: family, parent: parent, ordering: $0) }
        }
    }
}
