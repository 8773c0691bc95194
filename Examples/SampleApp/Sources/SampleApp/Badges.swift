import SwiftUI

/// One tag in a capsule.
struct TagChip: View {
    let tag: String
    var isSelected = false

    var body: some View {
        Text(tag)
            .font(.caption)
            .padding(.horizontal, 10)
            .padding(.vertical, 4)
            .background(Capsule().fill(isSelected ? Color.brand : Color.chipBackground))
    }
}

/// A recipe's tags in a row, or a note when it has none.
struct TagList: View {
    let tags: [String]
    var selected: String? = nil

    var body: some View {
        if tags.isEmpty {
            Text("No tags")
                .font(.caption)
                .foregroundStyle(.secondary)
                .id("no-tags")
        } else {
            HStack(spacing: 6) {
                ForEach(tags, id: \.self) { tag in
                    TagChip(tag: tag, isSelected: tag == selected)
                        .id("tag-\(tag)")
                }
            }
        }
    }
}

/// Filled and empty stars, then the rating in words.
struct RatingView: View {
    let rating: Int
    var maximum = 5

    var body: some View {
        HStack(spacing: 2) {
            ForEach(0..<maximum, id: \.self) { index in
                Image(systemName: index < rating ? "star.fill" : "star")
                    .foregroundStyle(index < rating ? Color.brand : Color.gray)
            }
            Text("\(rating)/\(maximum)")
                .font(.caption)
                .id("rating-value")
                .padding(.leading, 4)
        }
    }
}

/// Easy recipes get a plain word; the others a symbol too.
struct DifficultyBadge: View {
    let difficulty: Difficulty

    var body: some View {
        switch difficulty {
        case .easy:
            Text(difficulty.label)
                .font(.caption)
                .id("difficulty-text")
                .padding(.horizontal, 8)
                .padding(.vertical, 4)
                .background(Capsule().fill(difficulty.color))
        case .medium, .hard:
            Label(difficulty.label, systemImage: difficulty.symbol)
                .font(.caption)
                .id("difficulty-label")
                .padding(.horizontal, 8)
                .padding(.vertical, 4)
                .background(Capsule().fill(difficulty.color))
        }
    }
}

/// The cooking time in as many words as the space allows.
struct CookTimeBadge: View {
    let minutes: Int

    var body: some View {
        ViewThatFits(in: .horizontal) {
            Label("Ready in \(minutes) minutes", systemImage: "timer")
            Label("\(minutes) min", systemImage: "timer")
            Image(systemName: "timer")
        }
        .font(.caption)
        .padding(EdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 10))
        .background(Capsule().fill(Color.chipBackground))
    }
}

#Preview("Tag chip", traits: .sizeThatFitsLayout) {
    TagChip(tag: "soup")
}

#Preview("Selected tag chip", traits: .sizeThatFitsLayout) {
    TagChip(tag: "soup", isSelected: true)
}

#Preview(traits: .sizeThatFitsLayout) {
    TagList(tags: ["quick", "vegan"], selected: "quick")
}

#Preview(traits: .sizeThatFitsLayout) {
    TagList(tags: [])
}

#Preview("Cook time, narrow", traits: .fixedLayout(width: 120, height: 40)) {
    CookTimeBadge(minutes: 25)
}

#Preview("Cook time, wide", traits: .fixedLayout(width: 320, height: 40)) {
    CookTimeBadge(minutes: 25)
}

struct Badges_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            DifficultyBadge(difficulty: .easy)
                .previewDisplayName("Easy badge")
            DifficultyBadge(difficulty: .hard)
                .previewDisplayName("Hard badge")
            RatingView(rating: 3)
                .previewDisplayName("Three stars")
        }
        .previewLayout(.sizeThatFits)
    }
}
