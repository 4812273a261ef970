extension SQLDialect {
    /// SQLite writes one transaction at a time, and `BEGIN IMMEDIATE` takes the write lock up front
    /// (so two writers never deadlock upgrading a read): rows need no locks, writers no queue of
    /// their own, and there is no other claimer to skip.
    package static let sqlite = SQLDialect(beginWriteTransaction: "BEGIN IMMEDIATE", lockRowForUpdate: "", holdRowRead: "", skipLockedRows: "",
                                   serializeWriters: { _ in nil })
}
