/// Where the API serves stored photos: `ImageRoutes` answers there, and reports link there.
package enum PhotoURL {
    package static let prefix = "/images/"

    package static func path(for file: String) -> String { prefix + file }
}
