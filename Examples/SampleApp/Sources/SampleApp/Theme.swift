import SwiftUI

// The app's colours, fonts and metrics, kept in one place as most apps keep them.

extension Color {
    static let brand = Color.orange
    static let cardBackground = Color.gray
    static let chipBackground = Color.yellow
}

extension Font {
    static let cardTitle = Font.system(size: 20, weight: .semibold)
    static let detailTitle = Font.system(size: 28, weight: .bold)
}

extension CGFloat {
    static let cardPadding: CGFloat = 12
    static let cornerRadius: CGFloat = 16
    static let rowSpacing: CGFloat = 8
}
