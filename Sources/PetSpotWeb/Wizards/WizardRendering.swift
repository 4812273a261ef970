import Foundation
import PetSpotDomain
import PetSpotFlows

/// Builds a step's page context from its view model.
@MainActor
struct WizardRendering<W: WebWizard> {
    let flow: ReportFlow<W.State>
    let step: W.State.Step
    /// The page answers a Continue that could not go on: focus goes to the first field to fix.
    var focusFirstError = false
    /// The page answers Cancel without the script's dialog: it asks whether to discard the draft.
    var askToDiscard = false
    /// The summary's possible matches already found, loaded before it is drawn.
    var matches: MatchesView?
    /// The page answers a post whose body arrived damaged or cut short: it says so above the step.
    var formUnreadable = false

    /// Cancel throws something away (a step done, or a photo chosen on the first), so it asks first.
    static func cancelDiscardsSomething(_ flow: ReportFlow<W.State>) -> Bool {
        !flow.step.isFirst || flow.state.photo != nil
    }

    /// The step's page.
    func page(for screen: WizardScreen, offlineBanner: BannerModel?) -> any PageView {
        switch screen {
        case .microchip(let model):
            let chrome = self.chrome(
                title: model.screenTitle, heading: model.heading, body: model.body,
                continueTitle: model.continueButtonTitle, continueTestID: model.continueAccessibilityID)
            let field = TextFieldView(
                model.textFieldModel, name: "microchip", autocomplete: "off",
                maxLength: MicrochipNumber.maxDigits + 2, format: "microchip")
            return MicrochipPage(chrome: chrome, field: field)
        case .photo(let model):
            let chrome = self.chrome(
                title: model.copy.screenTitle, heading: model.copy.heading, body: model.copy.body,
                continueTitle: Copy.Common.continueButton, continueTestID: model.ids.continueButton,
                toast: model.toast.map(NoticeView.init), multipart: true)
            let card = model.photo.map {
                PhotoPage.Card(
                    fileName: $0.fileName, size: $0.displayedSize,
                    previewURL:
                        "\(W.basePath)/photo/preview?v=\(URL(fileURLWithPath: $0.location).deletingPathExtension().lastPathComponent)",
                    testID: model.ids.confirmationCard)
            }
            return PhotoPage(
                chrome: chrome, inputTestID: model.ids.browse, chosenTestID: model.ids.chosenFile,
                emptyPrimary: model.copy.emptyPrimary,
                emptySecondary: model.copy.emptySecondary, photo: card, helper: model.helperMessage,
                removeTestID: model.ids.remove)
        case .animalDetails(let model):
            let alert = model.permissionAlert.map(NoticeView.init)
            let chrome = self.chrome(
                title: model.copy.screenTitle, heading: model.copy.heading, body: model.copy.subtitle,
                continueTitle: model.copy.continueButton, continueTestID: model.ids.continueButton,
                toast: model.toast.map(NoticeView.init), banner: model.offlineBanner ?? offlineBanner,
                alert: alert, continueLooksDisabled: !model.isContinueEnabled)
            let dateIsDefault = !model.form.visibility.touchedFields.contains(AnimalDetailsForm.Field.date.rawValue)
            let page = AnimalDetailsPage(
                chrome: chrome, details: AnimalDetailsFields(model, dateIsDefault: dateIsDefault))
            return page
        case .ownersDetails(let model):
            let chrome = self.chrome(
                title: model.screenTitle, heading: model.heading, body: model.body,
                continueTitle: model.continueButtonTitle, continueTestID: model.continueAccessibilityID,
                alert: model.alert.map(NoticeView.init))
            let fields = [
                TextFieldView(model.phoneTextFieldModel, name: "phone", type: "tel", autocomplete: "tel"),
                TextFieldView(model.emailTextFieldModel, name: "email", type: "email", autocomplete: "email"),
                TextFieldView(model.rewardTextFieldModel, name: "reward", maxLength: TextLimit.reward),
            ]
            return ContactPage(
                chrome: chrome, fieldViews: fields, address: nil,
                contactVisibility: RadioGroupView(model.contactVisibilityModel, name: ContactVisibilityField.name))
        case .contactInformation(let model):
            let chrome = self.chrome(
                title: model.screenTitle, heading: model.heading, body: model.body,
                continueTitle: model.submitButtonTitle, continueTestID: model.submitAccessibilityID,
                alert: model.alert.map(NoticeView.init))
            let fields = [
                TextFieldView(model.phoneTextFieldModel, name: "phone", type: "tel", autocomplete: "tel"),
                TextFieldView(model.emailTextFieldModel, name: "email", type: "email", autocomplete: "email"),
                TextFieldView(
                    model.caregiverPhoneTextFieldModel, name: "caregiverPhone", type: "tel", autocomplete: "off"),
            ]
            let address = TextAreaFieldView(model.currentAddressTextAreaModel, name: "currentAddress")
            return ContactPage(
                chrome: chrome, fieldViews: fields, address: address,
                contactVisibility: RadioGroupView(model.contactVisibilityModel, name: ContactVisibilityField.name))
        case .completion(let model):
            let content = model.content
            let page = CompletionPage(
                pageTitle: content.title, action: W.path(of: step), title: content.title, titleTestID: content.titleID,
                body: content.body, explanation: content.passwordExplanation, password: model.managementPassword,
                passwordTestID: content.passwordID, copiedTestID: content.copiedToastID,
                copyTestID: content.copyButtonID, closeTitle: model.closeButtonTitle,
                closeTestID: content.closeButtonID, reportHref: SitePath.report(.value(model.reportID)).path,
                reportTitle: model.viewReportTitle,
                reportTestID: content.viewReportID, manageHref: SitePath.manage(.value(model.reportID)).path,
                manageTitle: model.manageReportTitle,
                manageTestID: content.manageReportID, flyerHref: SitePath.flyer(.value(model.reportID)).path,
                confirmMail: model.confirmMailLine, confirmMailTestID: model.confirmMailAccessibilityID,
                sharing: model.sharing, matches: matches, finderGuide: model.finderGuide, reportID: model.reportID,
                collarTitle: model.collarTitle, collarTestID: model.collarAccessibilityID,
                guideTestID: model.finderGuideAccessibilityID
            )
            return page
        }
    }

    private var unreadableBanner: BannerModel? {
        formUnreadable
            ? BannerModel(
                title: Copy.Web.formUnreadableTitle, detail: Copy.Web.formUnreadableBody, actionTitle: nil,
                accessibilityID: TestIdentifiers.Web.formUnreadable) : nil
    }

    private func chrome(
        title: String, heading: String, body: String?, continueTitle: String, continueTestID: String,
        toast: NoticeView? = nil, banner: BannerModel? = nil, alert: NoticeView? = nil,
        continueLooksDisabled: Bool = false, multipart: Bool = false
    ) -> WizardChrome {
        let isFirst = step.isFirst
        return WizardChrome(
            pageTitle: "\(title) \(step.progressText.map { "(\($0))" } ?? "")", screenTitle: title,
            progress: step.progressText,
            progressLabel: step.progressAccessibilityLabel,
            progressTestID: W.progressTestID, action: W.path(of: step), multipart: multipart,
            headerIntent: isFirst ? "cancel" : "back", headerLabel: isFirst ? Copy.Common.close : Copy.Common.back,
            headerIsClose: isFirst, headerTestID: W.headerButtonTestID(step), cancelTestID: W.cancelTestID,
            cancelConfirmation: Self.cancelDiscardsSomething(flow) ? Copy.Web.discardReport : nil,
            heading: heading, body: body, toast: toast, banner: (banner ?? unreadableBanner).map(NoticeView.init),
            alert: askToDiscard ? .discardQuestion : alert,
            continueTitle: continueTitle, continueTestID: continueTestID, continueLooksDisabled: continueLooksDisabled,
            focusFirstError: focusFirstError,
            guideLink: isFirst && W.basePath == SitePath.foundWizard
                ? (SitePath.finderGuide.path, Copy.FinderGuide.link, TestIdentifiers.FinderGuide.wizardLink)
                : nil
        )
    }
}
