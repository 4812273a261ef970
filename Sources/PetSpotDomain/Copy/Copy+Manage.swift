extension Copy {
    /// Copy of "Manage my report", where an owner keeps a published report true, marks the pet home,
    /// closes, reopens, renews or removes it.
    public enum Manage {
        public static var title: String { Copy.text("manage.title") }
        public static var link: String { Copy.text("manage.link") }
        public static var signInExplanation: String { Copy.text("manage.signInExplanation") }
        public static var mailOn: String { Copy.text("manage.mailOn") }
        public static func alertsSent(_ count: Int) -> String { Copy.plural("manage.alertsSent", count: count) }
        public static var mailStopped: String { Copy.text("manage.mailStopped") }
        public static var mailUnconfirmed: String { Copy.text("manage.mailUnconfirmed") }
        public static var resumeMailButton: String { Copy.text("manage.resumeMailButton") }
        public static var mailResumed: String { Copy.text("manage.mailResumed") }
        /// The owner's choice of the language PetSpot mails them in about this report.
        public static var mailLanguage: String { Copy.text("manage.mailLanguage") }
        public static var mailLanguageSave: String { Copy.text("manage.mailLanguageSave") }
        public static func mailLanguageSaved(_ language: String) -> String {
            Copy.text("manage.mailLanguageSaved", language)
        }
        public static var lostCode: String { Copy.text("manage.lostCode") }
        public static var signInLinkButton: String { Copy.text("manage.signInLinkButton") }
        public static var signInLinkSent: String { Copy.text("manage.signInLinkSent") }
        public static var signInLinkFailed: String { Copy.text("manage.signInLinkFailed") }
        public static var linkSignInTitle: String { Copy.text("manage.linkSignInTitle") }
        public static var linkSignInExplanation: String { Copy.text("manage.linkSignInExplanation") }
        public static var linkSignInButton: String { Copy.text("manage.linkSignInButton") }
        public static func newCode(_ code: String) -> String { Copy.text("manage.newCode", code) }
        public static var signInButton: String { Copy.text("manage.signInButton") }
        public static var signOut: String { Copy.text("manage.signOut") }
        public static var editHeading: String { Copy.text("manage.editHeading") }
        public static var saveButton: String { Copy.text("manage.saveButton") }
        public static var saved: String { Copy.text("manage.saved") }
        public static var nothingChanged: String { Copy.text("manage.nothingChanged") }
        public static var reunitedButton: String { Copy.text("manage.reunitedButton") }
        /// A finder's words for the same: the pet they found is back with its owner.
        public static var returnedButton: String { Copy.text("manage.returnedButton") }
        public static var returnedQuestionTitle: String { Copy.text("manage.returnedQuestionTitle") }
        public static var returnedConfirm: String { Copy.text("manage.returnedConfirm") }
        public static var closeButton: String { Copy.text("manage.closeButton") }
        public static var reopenButton: String { Copy.text("manage.reopenButton") }
        public static var renewButton: String { Copy.text("manage.renewButton") }
        public static var removeButton: String { Copy.text("manage.removeButton") }
        public static var cancel: String { Copy.text("manage.cancel") }
        public static var reunitedQuestionTitle: String { Copy.text("manage.reunitedQuestionTitle") }
        public static var reunitedQuestion: String { Copy.text("manage.reunitedQuestion") }
        public static var reunitedConfirm: String { Copy.text("manage.reunitedConfirm") }
        public static var closeQuestionTitle: String { Copy.text("manage.closeQuestionTitle") }
        public static var closeQuestion: String { Copy.text("manage.closeQuestion") }
        public static var closeConfirm: String { Copy.text("manage.closeConfirm") }
        public static var removeQuestionTitle: String { Copy.text("manage.removeQuestionTitle") }
        public static var removeQuestion: String { Copy.text("manage.removeQuestion") }
        public static var removeSightingQuestionTitle: String { Copy.text("manage.removeSightingQuestionTitle") }
        public static var removeSightingQuestion: String { Copy.text("manage.removeSightingQuestion") }
        public static var removeSightingConfirm: String { Copy.text("manage.removeSightingConfirm") }
        public static var removeConfirm: String { Copy.text("manage.removeConfirm") }
        public static var reunitedDone: String { Copy.text("manage.reunitedDone") }
        public static var closedDone: String { Copy.text("manage.closedDone") }
        public static var sightingRemoved: String { Copy.text("manage.sightingRemoved") }
        public static var reopenedDone: String { Copy.text("manage.reopenedDone") }
        public static var noConnection: String { Copy.text("manage.noConnection") }
        public static var serverFailure: String { Copy.text("manage.serverFailure") }
        public static var sessionEnded: String { Copy.text("manage.sessionEnded") }
        public static func renewedDone(until day: String) -> String { Copy.text("manage.renewedDone", day) }
        public static func openUntil(_ day: String) -> String { Copy.text("manage.openUntil", day) }
        public static func reunitedOn(_ day: String) -> String { Copy.text("manage.reunitedOn", day) }
        public static func closedOn(_ day: String) -> String { Copy.text("manage.closedOn", day) }
        public static func expiredOn(_ day: String) -> String { Copy.text("manage.expiredOn", day) }
    }
}

extension Copy.Browse {
    /// The details page's line for a report that is no longer open, for anyone who finds it.
    public static func reunitedBanner(_ day: String) -> String { Copy.text("browse.reunitedBanner", day) }
    public static func closedBanner(_ day: String) -> String { Copy.text("browse.closedBanner", day) }
    public static func expiredBanner(_ day: String) -> String { Copy.text("browse.expiredBanner", day) }
    public static var reunitedTitle: String { Copy.text("browse.reunitedTitle") }
    public static func reunitedCount(_ count: Int) -> String { Copy.plural("browse.reunitedCount", count: count) }
}
