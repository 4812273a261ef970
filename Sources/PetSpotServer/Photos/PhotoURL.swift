/// Where the API serves stored photos: `ImageRoutes` answers there, and reports link there.
enum PhotoURL {
    static let prefix = "/images/"

    static func path(for file: String) -> String { prefix + file }
}
