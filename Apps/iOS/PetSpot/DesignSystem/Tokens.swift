import PetSpotFlows
import SwiftUI

/// Seed 001's design tokens as SwiftUI values; colours come from `ColorToken`'s Figma values.
enum Tokens {
    enum FontSize {
        static let title: CGFloat = 32
        static let primaryButton: CGFloat = 18
        static let body: CGFloat = 16
        static let header: CGFloat = 14
        static let progress: CGFloat = 11.667
    }

    enum Spacing {
        static let small: CGFloat = 8
        static let medium: CGFloat = 16
        static let large: CGFloat = 24
        static let coordinateGap: CGFloat = 10
        static let screenEdge: CGFloat = 22
    }

    enum Radius {
        static let large: CGFloat = 10
        static let small: CGFloat = 4
    }

    enum Size {
        static let primaryButtonHeight: CGFloat = 52
        static let outlineButtonHeight: CGFloat = 40
        /// Find, beside a place's name.
        static let findButtonWidth: CGFloat = 96
        static let headerButton: CGFloat = 40
        static let inputHeight: CGFloat = 41
        static let dateInputHeight: CGFloat = 49.333
        static let textAreaHeight: CGFloat = 96
        static let selectorCardHeight: CGFloat = 57.333
        static let icon: CGFloat = 20
        static let largeIcon: CGFloat = 24
        static let thumbnail: CGFloat = 56
        static let mapHeight: CGFloat = 240
    }

    enum Border {
        static let thin: CGFloat = 0.667
        static let medium: CGFloat = 2
    }
}

extension Color {
    /// The colour of a design token.
    init(_ token: ColorToken) {
        self = Color(figma: token.value)
    }

    /// Parses the Figma notation `#rrggbb` or `rgba(r,g,b,a)`; anything else renders as clear.
    init(figma value: String) {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("#"), let rgb = UInt32(trimmed.dropFirst(), radix: 16) {
            self = Color(
                red: Double((rgb >> 16) & 0xff) / 255, green: Double((rgb >> 8) & 0xff) / 255,
                blue: Double(rgb & 0xff) / 255)
            return
        }
        let parts = trimmed.drop { $0 != "(" }.dropFirst().prefix { $0 != ")" }
            .split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 4 else {
            self = .clear
            return
        }
        self = Color(red: parts[0] / 255, green: parts[1] / 255, blue: parts[2] / 255, opacity: parts[3])
    }
}

extension Font {
    static let petTitle = Font.system(size: Tokens.FontSize.title)
    static let petBody = Font.system(size: Tokens.FontSize.body)
    static let petHeader = Font.system(size: Tokens.FontSize.header)
    static let petProgress = Font.system(size: Tokens.FontSize.progress, weight: .bold)
    static let petPrimaryButton = Font.system(size: Tokens.FontSize.primaryButton)
}
