/// Why a mail could not be handed to the relay; `isTransient` says whether trying again later may work.
public enum SMTPError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The relay answered something other than what the step needs.
    case refused(step: String, reply: SMTPReply)
    /// The relay was not reached, or the connection broke.
    case connection(String)
    /// No reply within the time-out.
    case timedOut(step: String)
    /// The relay's bytes are not SMTP.
    case malformedReply(String)
    /// Credentials would cross the network in clear: the relay offers no STARTTLS and is not on this machine.
    case insecureAuthentication
    /// The relay offers no way to log in that this client speaks (PLAIN, LOGIN).
    case noAuthenticationMechanism

    /// A 4xx reply, a broken connection or a time-out: the same mail may go through later. A 5xx
    /// reply (a rejected recipient, a refused login) will not.
    public var isTransient: Bool {
        switch self {
        case .refused(_, let reply): reply.isTransient
        case .connection, .timedOut: true
        case .malformedReply, .insecureAuthentication, .noAuthenticationMechanism: false
        }
    }

    public var description: String {
        switch self {
        case .refused(let step, let reply): "The relay refused \(step): \(reply)"
        case .connection(let reason): "The relay could not be reached: \(reason)"
        case .timedOut(let step): "The relay did not answer \(step) in time"
        case .malformedReply(let line): "The relay's reply is not SMTP: \(line)"
        case .insecureAuthentication:
            "The relay offers no STARTTLS, so the password would cross the network in clear; use smtps:// or a relay with STARTTLS"
        case .noAuthenticationMechanism: "The relay offers neither AUTH PLAIN nor AUTH LOGIN"
        }
    }
}
