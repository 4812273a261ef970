import PetSpotAPI
import PetSpotFlows
import SwiftUI

/// One report in a list: photo, title with its status badge, date line and distance.
struct ReportRowView: View {
    let row: ReportRowModel
    let client: PetSpotClient

    var body: some View {
        HStack(spacing: Tokens.Spacing.medium) {
            RemotePhoto(path: row.photoPath, client: client)
                .frame(width: Tokens.Size.thumbnail, height: Tokens.Size.thumbnail)
                .clipShape(RoundedRectangle(cornerRadius: Tokens.Radius.small))
            VStack(alignment: .leading, spacing: Tokens.Spacing.small / 2) {
                HStack(spacing: Tokens.Spacing.small) {
                    Text(row.title).font(.petBody).foregroundStyle(Color(ColorToken.textPrimary))
                    StatusBadge(text: row.badge, color: row.badgeColor)
                }
                Text(row.subtitle).font(.petHeader).foregroundStyle(Color(ColorToken.textSecondary))
                if let place = row.placeText {
                    Text(place).font(.petHeader).foregroundStyle(Color(ColorToken.textSecondary))
                }
                if let distance = row.distanceText {
                    Text(distance).font(.petHeader).foregroundStyle(Color(ColorToken.textSecondary))
                }
            }
            Spacer(minLength: 0)
        }
        .contentShape(Rectangle())
    }
}
