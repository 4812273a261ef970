extension Copy {
    /// Copy of the management password and of removing a report ("Manage my report" asks for both).
    public enum Removal {
        public static var title: String { Copy.text("removal.title") }
        public static var passwordLabel: String { Copy.text("removal.passwordLabel") }
        public static var passwordPlaceholder: String { Copy.text("removal.passwordPlaceholder") }
        public static var removed: String { Copy.text("removal.removed") }
        public static var missingPassword: String { Copy.text("removal.missingPassword") }
        public static var wrongPassword: String { Copy.text("removal.wrongPassword") }
        public static func tooManyAttempts(minutes: Int) -> String {
            Copy.plural("removal.tooManyAttempts", count: minutes)
        }
        public static var alreadyRemoved: String { Copy.text("removal.alreadyRemoved") }
        public static var noConnection: String { Copy.text("removal.noConnection") }
        public static var serverFailure: String { Copy.text("removal.serverFailure") }
    }
}
