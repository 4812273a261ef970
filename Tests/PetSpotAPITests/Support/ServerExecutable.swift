import Foundation

/// Where the `petspot` binary the tests start lives.
enum ServerExecutable {
    /// `$PETSPOT_BINARY` if set, else the `petspot` built beside the test bundle (the test target
    /// depends on the executable, so `swift test` always builds it fresh).
    static var url: URL {
        if let path = ProcessInfo.processInfo.environment["PETSPOT_BINARY"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("petspot")
    }
}
