/// The container and the conventions an Auto Layout scenario is solved with.
public struct AutoLayoutSettings: Sendable, Hashable {
    /// The container's (superview's) size; its frame is (0, 0, width, height).
    public var containerWidth: Double
    public var containerHeight: Double
    public var direction: LayoutDirectionOption
    /// VFL's standard spacing `-` between siblings (Interface Builder: 8).
    public var siblingSpacing: Double
    /// VFL's standard spacing `|-` / `-|` to the container's edge (Interface Builder: 20).
    public var containerSpacing: Double
    /// The container's safe area insets: `container.safeAreaLayoutGuide`.
    public var safeArea: DirectionalInsets
    /// The container's own `directionalLayoutMargins`; UIKit raises each to the root view's system minimum.
    public var containerMargins: DirectionalInsets

    public init(containerWidth: Double = 400, containerHeight: Double = 300,
                direction: LayoutDirectionOption = .leftToRight, siblingSpacing: Double = 8,
                containerSpacing: Double = 20, safeArea: DirectionalInsets = .zero,
                containerMargins: DirectionalInsets = .rootViewMinimumMargins) {
        self.containerWidth = containerWidth
        self.containerHeight = containerHeight
        self.direction = direction
        self.siblingSpacing = siblingSpacing
        self.containerSpacing = containerSpacing
        self.safeArea = safeArea
        self.containerMargins = containerMargins
    }
}
