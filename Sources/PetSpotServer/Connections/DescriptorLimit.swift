#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's limit on open files, sockets included.
enum DescriptorLimit {
    /// Raises the soft limit to the hard one (often 1,024 soft against 1,048,576 hard on Linux) and
    /// returns the limit in force afterwards.
    @discardableResult
    static func raise() -> Int {
        #if os(Linux)
        let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
        let resource = RLIMIT_NOFILE
        #endif
        var limit = rlimit()
        guard getrlimit(resource, &limit) == 0 else { return 1_024 }
        if limit.rlim_cur < limit.rlim_max {
            var raised = limit
            raised.rlim_cur = limit.rlim_max
            if setrlimit(resource, &raised) == 0 { limit = raised }
        }
        return Int(clamping: limit.rlim_cur)
    }

    /// Descriptors kept for what is not a client connection: database connections, photo files,
    /// the web pages' session files, logs.
    static let reserved = 256
}
