import PetSpotDomain
import PetSpotFlows
import SwiftUI

/// Renders a `DateField.Model`: the shown date with a calendar icon, opening the system picker in a sheet,
/// which offers no day after the model's `latestSelectable`. The picked day goes to `onSelect`.
struct DateFieldView: View {
    let model: DateField.Model
    let onSelect: @MainActor (CalendarDate) -> Void
    @State private var isPicking = false

    var body: some View {
        VStack(alignment: .leading, spacing: Tokens.Spacing.small) {
            FieldLabel(text: model.label)
            Button {
                isPicking = true
            } label: {
                HStack {
                    Text(model.displayedValue).font(.petBody).foregroundStyle(Color(ColorToken.textTertiary))
                    Spacer()
                    Image(systemName: Symbols.calendar).frame(
                        width: Tokens.Size.largeIcon, height: Tokens.Size.largeIcon)
                }
                .fieldFrame(
                    border: model.errorMessage == nil ? .borderDefault : .error, height: Tokens.Size.dateInputHeight)
            }
            .buttonStyle(.plain)
            .accessibilityIdentifier(model.accessibilityID)
            FieldMessage(error: model.errorMessage)
        }
        .sheet(isPresented: $isPicking) {
            DatePicker(
                model.label, selection: selection, in: ...model.latestSelectable.startOfDay(in: .current),
                displayedComponents: .date
            )
            .datePickerStyle(.graphical)
            .padding()
            .presentationDetents([.medium])
        }
    }

    /// The picker works in `Date`s of the device's time zone, the same zone the wizard's "today" uses.
    private var selection: Binding<Date> {
        Binding(get: { model.value.startOfDay(in: .current) }) { @MainActor date in
            onSelect(CalendarDate(date, in: .current))
            isPicking = false
        }
    }
}
