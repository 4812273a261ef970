/// Names of the random secrets the schema keeps in `server_secrets`.
enum ServerSecret {
    /// Keys the derivation of management passwords for creates sent with an `Idempotency-Key`.
    static let idempotentPasswords = "idempotent-passwords"
    /// Signs the web pages' session cookies.
    static let webSessions = "web-sessions"
    /// Signs the links in owners' mail that stop a report's mail.
    static let mailUnsubscribe = "mail-unsubscribe"
}
