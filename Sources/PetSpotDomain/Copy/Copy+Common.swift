extension Copy {
    /// Copy shared by both wizards.
    public enum Common {
        public static var continueButton: String { Copy.text("common.continueButton") }
        public static var cancel: String { Copy.text("common.cancel") }
        public static var close: String { Copy.text("common.close") }
        public static var viewReport: String { Copy.text("common.viewReport") }
        public static var back: String { Copy.text("common.back") }
        public static var tryAgain: String { Copy.text("common.tryAgain") }
        public static var selectAnOption: String { Copy.text("common.selectAnOption") }
        public static var chooseSpeciesFirst: String { Copy.text("common.chooseSpeciesFirst") }
        public static var otherRace: String { Copy.text("common.otherRace") }
        public static var otherRacePlaceholder: String { Copy.text("common.otherRacePlaceholder") }
        public static var female: String { Copy.text("common.female") }
        public static var male: String { Copy.text("common.male") }
        public static var unknownSex: String { Copy.text("common.unknownSex") }
        public static var validationToast: String { Copy.text("common.validationToast") }
        public static var photoIsMandatory: String { Copy.text("common.photoIsMandatory") }
        public static var usingOfflineList: String { Copy.text("common.usingOfflineList") }
        public static var offlineListDetail: String { Copy.text("common.offlineListDetail") }
        public static var retry: String { Copy.text("common.retry") }

        public static func progress(step: Int, of total: Int) -> String { "\(step)/\(total)" }
        /// What a screen reader says for the `progress` badge ("Step 1 of 4"), which alone reads as a fraction.
        public static func progressLabel(step: Int, of total: Int) -> String {
            Copy.text("common.progressLabel", step, total)
        }
        public static func characterCount(_ count: Int, limit: Int) -> String { "\(count)/\(limit)" }
    }

    /// Copy of the location fields and the GPS request, shared by both wizards.
    public enum Location {
        public static var latLong: String { Copy.text("location.latLong") }
        public static var latitude: String { Copy.text("location.latitude") }
        public static var longitude: String { Copy.text("location.longitude") }
        public static var latitudePlaceholder: String { Copy.text("location.latitudePlaceholder") }
        public static var longitudePlaceholder: String { Copy.text("location.longitudePlaceholder") }
        public static var gpsSuccessHelper: String { Copy.text("location.gpsSuccessHelper") }
        /// Seed 000 FR-015: no address is asked, only the point. It names no button: without a
        /// script the web page has neither the map nor GPS, and the fields are all there is.
        public static var manualOnlyHelper: String { Copy.text("location.manualOnlyHelper") }
        /// Above the map that sets the place (issue 35).
        public static var mapLabel: String { Copy.text("location.mapLabel") }
        public static var mapPinLabel: String { Copy.text("location.mapPinLabel") }
        /// Under the coordinates when the browser or the phone may not tell PetSpot where it is.
        public static var permissionDeniedHelper: String { Copy.text("location.permissionDeniedHelper") }
        public static var gpsInProgress: String { Copy.text("location.gpsInProgress") }
        public static var gpsTimedOut: String { Copy.text("location.gpsTimedOut") }
        public static var gpsUnavailable: String { Copy.text("location.gpsUnavailable") }
        public static var permissionDeniedTitle: String { Copy.text("location.permissionDeniedTitle") }
        public static var permissionDeniedMessage: String { Copy.text("location.permissionDeniedMessage") }
        public static var permissionDeniedToast: String { Copy.text("location.permissionDeniedToast") }
        public static var permissionCancel: String { Copy.text("location.permissionCancel") }
        public static var permissionSettings: String { Copy.text("location.permissionSettings") }
    }

    /// Copy of the photo step, shared by both wizards.
    public enum Photo {
        public static var browse: String { Copy.text("photo.browse") }
        public static var remove: String { Copy.text("photo.remove") }
        public static func unsupportedType(_ fileName: String) -> String {
            Copy.text("photo.unsupportedType", fileName)
        }
        public static func tooLarge(_ fileName: String) -> String { Copy.text("photo.tooLarge", fileName) }
        public static var empty: String { Copy.text("photo.empty") }
    }

    /// Copy of submission failures (reference app's alerts).
    public enum Submission {
        public static var submitting: String { Copy.text("submission.submitting") }
        public static var failedTitle: String { Copy.text("submission.failedTitle") }
        public static var noConnection: String { Copy.text("submission.noConnection") }
        public static var serverFailure: String { Copy.text("submission.serverFailure") }
        public static var rejectedTitle: String { Copy.text("submission.rejectedTitle") }
        public static var photoFailed: String { Copy.text("submission.photoFailed") }
        public static var passwordCopied: String { Copy.text("submission.passwordCopied") }
        public static var photoUnreadable: String { Copy.text("submission.photoUnreadable") }
        /// The per-client limit on new reports, in whole minutes (at least one).
        public static func tooMany(seconds: Int) -> String {
            let minutes = max(1, (seconds + 59) / 60)
            return Copy.plural("submission.tooMany", count: minutes)
        }
    }
}
