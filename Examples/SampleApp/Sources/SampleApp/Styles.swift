import SwiftUI

/// The rounded, tinted box every card of the app sits in.
struct CardModifier: ViewModifier {
    var fill: Color = .cardBackground

    func body(content: Content) -> some View {
        content
            .padding(.cardPadding)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(RoundedRectangle(cornerRadius: .cornerRadius).fill(fill))
    }
}

extension View {
    /// `.modifier(CardModifier())`, as the app writes it most of the time.
    func cardStyle() -> some View {
        modifier(CardModifier())
    }

    /// The inset of a screen's sections from its edges.
    func sectionPadding(_ amount: CGFloat = 16) -> some View {
        padding(.horizontal, amount)
    }
}

/// A filled capsule for the one main action of a screen.
struct PillButtonStyle: ButtonStyle {
    var fill: Color = .accentColor

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundStyle(.white)
            .padding(.horizontal, 16)
            .padding(.vertical, 8)
            .background(Capsule().fill(fill))
            .opacity(configuration.isPressed ? 0.7 : 1)
    }
}
