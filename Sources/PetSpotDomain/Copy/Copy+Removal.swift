extension Copy {
    /// Copy of the management password and of removing a report ("Manage my report" asks for both).
    public enum Removal {
        public static let title = "Remove my report"
        public static let passwordLabel = "Management password"
        public static let passwordPlaceholder = "XXXXX-XXXXX"
        public static let removed = "Your report was removed. We hope your story ends well."
        public static let missingPassword = "Enter the management password shown when the report was published."
        public static let wrongPassword = "That password doesn't match this report. Check it and try again."
        public static func tooManyAttempts(minutes: Int) -> String {
            "Too many wrong passwords. Wait \(minutes == 1 ? "a minute" : "\(minutes) minutes") and try again."
        }
        public static let alreadyRemoved = "This report no longer exists; it may have been removed already."
        public static let noConnection = "The report could not be removed: the server can't be reached. Try again in a moment."
        public static let serverFailure = "The report could not be removed because of a problem on our side. Try again later."
    }
}
