import Foundation

/// The URL a client on this machine reaches a server at, from the address it bound.
enum LocalAddress {
    static func url(hostname: String, port: Int) -> URL? {
        let host: String
        switch hostname {
        case "0.0.0.0", "": host = "127.0.0.1"
        case "::": host = "[::1]"
        default: host = hostname.contains(":") && !hostname.hasPrefix("[") ? "[\(hostname)]" : hostname
        }
        return URL(string: "http://\(host):\(port)")
    }
}
