import PetSpotDomain
import PetSpotFlows
import SwiftUI

/// "Manage my report", reached from a report's details ("I'm the owner"): the password, then where
/// the report stands, its fields, and the actions; every rule and word is the view model's.
struct ManageReportScreen: View {
    @State var model: ManageReportViewModel
    let screens: ReportScreens
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: Tokens.Spacing.medium) {
                if model.isSignedIn { managing } else { signIn }
            }
            .padding(.horizontal, Tokens.Spacing.screenEdge)
            .padding(.vertical, Tokens.Spacing.medium)
        }
        .navigationTitle(model.title)
        .navigationBarTitleDisplayMode(.inline)
        .overlay { if model.isWorking { ProgressView() } }
        .toast(model.petDetails?.toast, onDismiss: { model.petDetails?.dismissToast($0) })
        .alert(
            model.petDetails?.permissionAlert,
            onAction: { action in Task { await model.petDetails?.permissionAlertAction(action) } }
        )
        .onChange(of: model.isRemoved) { _, removed in if removed { dismiss() } }
        .confirmationDialog(
            model.confirmation?.title ?? "",
            isPresented: Binding(
                get: { @MainActor in model.confirmation != nil },
                set: { @MainActor shown in if !shown { model.cancelQuestion() } }
            ), titleVisibility: .visible, presenting: model.confirmation
        ) { confirmation in
            Button(confirmation.confirmTitle, role: confirmation.isDestructive ? .destructive : nil) {
                Task { await model.confirm() }
            }
            .accessibilityIdentifier(confirmation.confirmAccessibilityID)
            Button(confirmation.cancelTitle, role: .cancel) { model.cancelQuestion() }
                .accessibilityIdentifier(confirmation.cancelAccessibilityID)
        } message: { confirmation in
            Text(confirmation.message)
        }
    }

    @ViewBuilder private var signIn: some View {
        Text(model.signInExplanation).font(.petBody).foregroundStyle(Color(ColorToken.textSecondary))
        ValidatedTextFieldView(model: model.passwordFieldModel) { model.editPassword($0) }
        PrimaryButton(title: Copy.Manage.signInButton, accessibilityID: TestIdentifiers.Manage.signInButton) {
            Task { await model.signIn() }
        }
        // Lost the code: a link mailed to the report's confirmed address (it opens the manage page
        // on the web, signed in, with the new code to type here).
        Text(model.lostCodeExplanation).font(.petBody).foregroundStyle(Color(ColorToken.textSecondary))
        OutlineButton(title: model.signInLinkTitle, accessibilityID: TestIdentifiers.Manage.signInLinkButton) {
            Task { await model.requestSignInLink() }
        }
        if let notice = model.notice {
            Text(notice).font(.petBody).foregroundStyle(Color(ColorToken.textSecondary))
                .accessibilityIdentifier(TestIdentifiers.Manage.notice)
        }
    }

    @ViewBuilder private var managing: some View {
        if let status = model.statusLine {
            Text(status).font(.petHeader).foregroundStyle(Color(ColorToken.textPrimary))
                .accessibilityIdentifier(TestIdentifiers.Manage.status)
        }
        if let notice = model.notice {
            Text(notice).font(.petBody).foregroundStyle(Color(ColorToken.textSecondary))
                .accessibilityIdentifier(TestIdentifiers.Manage.notice)
        }
        if let failure = model.failureMessage {
            Text(failure).font(.petBody).foregroundStyle(Color(ColorToken.error))
                .accessibilityIdentifier(TestIdentifiers.Manage.failure)
        }
        Text(Copy.Manage.editHeading).font(.petTitle).foregroundStyle(Color(ColorToken.textPrimary))
        if let pet = model.petDetails {
            if let banner = pet.offlineBanner {
                BannerView(model: banner, onAction: { Task { await pet.retryTaxonomy() } })
            }
            if let problems = model.petProblemsMessage {
                Text(problems).font(.petBody).foregroundStyle(Color(ColorToken.error))
            }
            AnimalDetailsFields(model: pet)
        }
        ForEach(model.fields, id: \.self) { field in
            if field.isMultiline {
                TextAreaFieldView(model: model.textAreaModel(field), isDisabled: model.isWorking) {
                    model.edit(field, $0)
                }
            } else {
                ValidatedTextFieldView(model: model.fieldModel(field)) { model.edit(field, $0) }
            }
        }
        SelectorCardsView(
            model: model.contactVisibilityModel,
            onSelect: { id in ContactVisibility(rawValue: id).map { model.chooseContactVisibility($0) } })
        PrimaryButton(title: Copy.Manage.saveButton, accessibilityID: TestIdentifiers.Manage.saveButton) {
            Task { await model.saveTapped() }
        }
        if let alerts = model.alertsLine {
            Text(alerts).font(.petBody).foregroundStyle(Color(ColorToken.textSecondary))
                .accessibilityIdentifier(TestIdentifiers.Manage.alertsSent)
        }
        if let mail = model.mailLine {
            Text(mail).font(.petBody).foregroundStyle(Color(ColorToken.textSecondary))
                .accessibilityIdentifier(TestIdentifiers.Manage.mailStatus)
            if model.canResumeMail {
                OutlineButton(title: model.resumeMailTitle, accessibilityID: TestIdentifiers.Manage.resumeMailButton) {
                    Task { await model.resumeMail() }
                }
            }
            // The mail's language, and a button for each other one.
            if let current = model.mailLanguage {
                Text("\(model.mailLanguageTitle): \(current.name)").font(.petBody)
                    .accessibilityIdentifier(TestIdentifiers.Manage.mailLanguageInput)
                ForEach(model.mailLanguages.filter { $0 != current }, id: \.self) { language in
                    OutlineButton(title: language.name, accessibilityID: TestIdentifiers.Manage.mailLanguageButton) {
                        Task { await model.setMailLanguage(language) }
                    }
                }
            }
        }
        if let question = model.reunionQuestion {
            ReunionQuestionView(question: question) { how, place in
                Task { await model.sayHowItEnded(how, placeID: place) }
            }
        }
        if let line = model.reunionLine {
            Text(line).font(.petBody).foregroundStyle(Color(ColorToken.textSecondary))
        }
        if model.isResolved {
            OutlineButton(title: Copy.Manage.reopenButton, accessibilityID: TestIdentifiers.Manage.reopenButton) {
                Task { await model.reopenTapped() }
            }
        } else {
            PrimaryButton(title: Copy.Manage.reunitedButton, accessibilityID: TestIdentifiers.Manage.reunitedButton) {
                model.ask(.reunite)
            }
            OutlineButton(title: Copy.Manage.closeButton, accessibilityID: TestIdentifiers.Manage.closeButton) {
                model.ask(.close)
            }
        }
        if model.canRenew {
            OutlineButton(title: Copy.Manage.renewButton, accessibilityID: TestIdentifiers.Manage.renewButton) {
                Task { await model.renewTapped() }
            }
        }
        OutlineButton(title: Copy.Manage.removeButton, accessibilityID: TestIdentifiers.Manage.removeButton) {
            model.ask(.remove)
        }
        InboxSection(
            title: Copy.Reaching.inboxTitle, empty: Copy.Reaching.noMessages, rows: model.messageRows,
            accessibilityID: TestIdentifiers.Reaching.inboxMessages,
            rowAccessibilityID: TestIdentifiers.Reaching.inboxMessage,
            onVerdict: { id, verdict in Task { await model.markMessage(id, as: verdict) } })
        InboxSection(
            title: Copy.Reaching.sightingsTitle, empty: Copy.Reaching.noSightings, rows: model.sightingRows,
            accessibilityID: TestIdentifiers.Reaching.inboxSightings,
            rowAccessibilityID: TestIdentifiers.Reaching.inboxSighting,
            onRemove: { model.askToRemoveSighting($0) })
        if let report = model.report, report.status == .found {
            // A found pet's paper collars ("Am I lost? Scan me"), as a PDF to print.
            NavigationLink(Copy.Collar.link) { CollarScreen(model: screens.flyer(report)) }
                .accessibilityIdentifier(TestIdentifiers.Collar.manageLink)
        }
        MatchesSection(model: screens.matches(model.reportID), screens: screens)
    }
}
