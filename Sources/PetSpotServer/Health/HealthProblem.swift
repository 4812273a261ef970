/// Why the server is not healthy, in words an operator can act on (the health check logs it).
struct HealthProblem: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
