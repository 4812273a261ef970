/// Why the server is not healthy, in words an operator can act on (the health check logs it).
package struct HealthProblem: Error, CustomStringConvertible {
    package let description: String

    package init(_ description: String) {
        self.description = description
    }
}
