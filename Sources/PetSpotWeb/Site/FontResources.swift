/// Where seed 001's fonts come from: Inter (headings) and Hind (text) from Google Fonts, loaded
/// with `display=swap` so the system stack shows at once and stays where the network does not
/// allow them. The pages' Content-Security-Policy allows these two origins for styles and fonts.
enum FontResources {
    static let stylesheetOrigin = "https://fonts.googleapis.com"
    static let fontsOrigin = "https://fonts.gstatic.com"
    static let stylesheet = "\(stylesheetOrigin)/css2?family=Hind:wght@400;500;600&family=Inter:wght@400;500;600;700&display=swap"
}
