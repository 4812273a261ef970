import PetSpotFlows
import SwiftUI

/// "Contact the owner": a message and how to answer it, with the line that PetSpot never asks for
/// codes or payments; every rule and word is the view model's.
struct ContactOwnerScreen: View {
    @State var model: ContactOwnerViewModel

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: Tokens.Spacing.medium) {
                Text(model.explanation).font(.petBody).foregroundStyle(Color(ColorToken.textSecondary))
                ScamWarning(text: model.scamWarning)
                TextAreaFieldView(model: model.messageModel, isDisabled: model.isSending) { model.edit(.message, $0) }
                ValidatedTextFieldView(model: model.replyEmailModel) { model.edit(.replyEmail, $0) }
                ValidatedTextFieldView(model: model.replyPhoneModel) { model.edit(.replyPhone, $0) }
                FormNotice(
                    text: model.notice, isSent: model.isSent, accessibilityID: TestIdentifiers.Reaching.messageNotice)
                PrimaryButton(title: model.sendTitle, accessibilityID: TestIdentifiers.Reaching.sendMessageButton) {
                    Task { await model.sendTapped() }
                }
            }
            .padding(.horizontal, Tokens.Spacing.screenEdge)
            .padding(.vertical, Tokens.Spacing.medium)
        }
        .navigationTitle(model.title)
        .navigationBarTitleDisplayMode(.inline)
        .overlay { if model.isSending { ProgressView() } }
    }
}

/// What a form that reaches an owner says after sending: that it went, or why not.
struct FormNotice: View {
    let text: String?
    let isSent: Bool
    let accessibilityID: String

    var body: some View {
        if let text {
            Text(text).font(.petBody)
                .foregroundStyle(Color(isSent ? ColorToken.textPrimary : ColorToken.error))
                .accessibilityIdentifier(accessibilityID)
        }
    }
}

/// The one line beside both forms that reach an owner: PetSpot never asks for codes or payments.
struct ScamWarning: View {
    let text: String

    var body: some View {
        Text(text).font(.petBody).foregroundStyle(Color(ColorToken.textPrimary))
            .padding(Tokens.Spacing.small)
            .overlay(alignment: .leading) { Rectangle().fill(Color(ColorToken.error)).frame(width: 2) }
            .accessibilityIdentifier(TestIdentifiers.Reaching.scamWarning)
    }
}
