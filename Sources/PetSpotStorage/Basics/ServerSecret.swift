/// Names of the random secrets the schema keeps in `server_secrets`.
package enum ServerSecret {
    /// Keys the derivation of management passwords for creates sent with an `Idempotency-Key`.
    package static let idempotentPasswords = "idempotent-passwords"
    /// Signs the web pages' session cookies.
    package static let webSessions = "web-sessions"
    /// Signs the links in owners' mail that stop a report's mail.
    package static let mailUnsubscribe = "mail-unsubscribe"
}
