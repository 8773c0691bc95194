import SwiftUI

/// A card around any content, laid out top to bottom: `Card { Text("Title"); Text("Detail") }`.
struct Card<Content: View>: View {
    var spacing: CGFloat = 8
    @ViewBuilder let content: () -> Content

    var body: some View {
        VStack(alignment: .leading, spacing: spacing) {
            content()
        }
        .cardStyle()
    }
}

/// A titled section of a screen: a small uppercase heading over its content, the width of the screen
/// less the section inset.
struct SectionBox<Content: View>: View {
    let title: String
    let content: Content

    init(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(title.uppercased())
                .font(.caption)
                .foregroundStyle(.secondary)
            content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .sectionPadding()
    }
}

#Preview("Card container", traits: .sizeThatFitsLayout) {
    Card {
        Text("Title")
        Text("Detail")
    }
}
