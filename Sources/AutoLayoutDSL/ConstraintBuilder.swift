/// Collects single constraints and the arrays composite anchors produce into one list, with Swift's control flow
/// (`if`/`else`, `for`, optionals) in between — seed 001, step 17.
@resultBuilder
public enum ConstraintBuilder {
    public static func buildExpression(_ constraint: AnchorConstraint) -> [AnchorConstraint] { [constraint] }
    public static func buildExpression(_ constraints: [AnchorConstraint]) -> [AnchorConstraint] { constraints }
    public static func buildExpression(_ constraint: AnchorConstraint?) -> [AnchorConstraint] { constraint.map { [$0] } ?? [] }
    public static func buildBlock(_ parts: [AnchorConstraint]...) -> [AnchorConstraint] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [AnchorConstraint]?) -> [AnchorConstraint] { part ?? [] }
    public static func buildEither(first part: [AnchorConstraint]) -> [AnchorConstraint] { part }
    public static func buildEither(second part: [AnchorConstraint]) -> [AnchorConstraint] { part }
    public static func buildArray(_ parts: [[AnchorConstraint]]) -> [AnchorConstraint] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [AnchorConstraint]) -> [AnchorConstraint] { part }
}
