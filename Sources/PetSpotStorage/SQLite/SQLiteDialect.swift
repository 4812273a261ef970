import SQLKit

extension EngineDialect {
    /// SQLite writes one transaction at a time, and `BEGIN IMMEDIATE` takes the write lock up front
    /// (so two writers never deadlock upgrading a read): rows need no locks, writers no queue of
    /// their own, and there is no other claimer to skip.
    /// The alerts' boxes are in an R*Tree (`SQLiteSchema.alertBoxes`).
    package static let sqlite = EngineDialect(
        beginWriteTransaction: "BEGIN IMMEDIATE", lockRowForUpdate: "", holdRowRead: "", skipLockedRows: "",
        serializeWriters: { _ in nil },
        alertsWhoseBoxHolds: { latitude, longitude in
            """
            SELECT a.id, a.address, a.latitude, a.longitude, a.radius_km FROM alert_boxes b JOIN alerts a ON a.seq = b.seq \
            WHERE b.south <= \(bind: latitude) AND b.north >= \(bind: latitude) AND b.west <= \(bind: longitude) AND b.east >= \(bind: longitude)
            """
        }
    )
}
