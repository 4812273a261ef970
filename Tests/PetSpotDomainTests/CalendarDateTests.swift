import Foundation
import Testing
import PetSpotDomain

@Suite("Calendar date")
struct CalendarDateTests {
    @Test(
        "Given a date typed as the wizards show it, then D/M/YYYY with / . - or spaces, and YYYY-MM-DD, are read; anything else is not"
    )
    func typedDates() {
        for text in ["07/03/2026", "7/3/2026", "7.3.2026", "07-03-2026", " 7 3 2026 ", "2026-03-07", "07 / 03 / 2026"] {
            #expect(CalendarDate(typed: text) == CalendarDate(year: 2026, month: 3, day: 7), "\(text)")
        }
        for text in [
            "", "7/3/26", "2026/03/07", "31/02/2026", "7/13/2026", "07/03/2026/1", "seven/3/2026", "٧/٣/٢٠٢٦",
            "07032026",
        ] {
            #expect(CalendarDate(typed: text) == nil, "\(text)")
        }
    }

    @Test(
        "Given a real day written YYYY-MM-DD, when parsed, then its parts are read",
        arguments: [
            ("2024-02-29", 2024, 2, 29),
            ("2025-02-28", 2025, 2, 28),
            ("2000-02-29", 2000, 2, 29),
            ("2025-12-31", 2025, 12, 31),
            ("2025-04-30", 2025, 4, 30),
            ("0001-01-01", 1, 1, 1),
            ("9999-12-31", 9999, 12, 31),
        ]
    )
    func validDates(text: String, year: Int, month: Int, day: Int) throws {
        let date = try #require(CalendarDate(iso: text))
        #expect(date.year == year)
        #expect(date.month == month)
        #expect(date.day == day)
        #expect(date.iso == text)
        #expect(date.description == text)
    }

    @Test(
        "Given a day that does not exist or text not exactly YYYY-MM-DD, when parsed, then there is no date",
        arguments: [
            "2025-02-30", "2023-02-29", "1900-02-29", "2025-04-31", "2025-13-01", "2025-00-10", "2025-01-00",
            "0000-01-01", "2025-2-3", "25-01-01", "2025/01/01", " 2025-01-01", "2025-01-01T00:00:00Z", "", "yesterday",
            "２０２５-０１-０１",
        ]
    )
    func invalidDates(text: String) {
        #expect(CalendarDate(iso: text) == nil)
    }

    @Test(
        "Given day parts that do not make a day, when a date is made from them, then there is none",
        arguments: [(2025, 2, 29), (2025, 6, 31), (2025, 0, 1), (0, 1, 1), (10000, 1, 1), (2025, 1, 0), (2025, 1, 32)]
    )
    func invalidParts(year: Int, month: Int, day: Int) {
        #expect(CalendarDate(year: year, month: month, day: day) == nil)
    }

    @Test("Given a small year, when written, then it is padded to YYYY-MM-DD")
    func paddedISO() throws {
        let date = try #require(CalendarDate(year: 5, month: 3, day: 7))
        #expect(date.iso == "0005-03-07")
    }

    @Test(
        "Given a date, when displayed by the wizards, then it reads DD/MM/YYYY",
        arguments: [("2025-02-03", "03/02/2025"), ("2025-11-18", "18/11/2025"), ("2024-12-31", "31/12/2024")]
    )
    func displayed(iso: String, expected: String) throws {
        #expect(try #require(CalendarDate(iso: iso)).displayed == expected)
    }

    @Test("Given a date, when encoded as JSON, then it is a YYYY-MM-DD string, and decoding gives the same date")
    func codableRoundTrip() throws {
        let date = try #require(CalendarDate(iso: "2024-02-29"))
        let data = try JSONEncoder().encode(["lastSeenDate": date])
        #expect(String(decoding: data, as: UTF8.self) == #"{"lastSeenDate":"2024-02-29"}"#)
        let decoded = try JSONDecoder().decode([String: CalendarDate].self, from: data)
        #expect(decoded["lastSeenDate"] == date)
    }

    @Test(
        "Given JSON that is not a real YYYY-MM-DD string, when decoded as a date, then decoding fails",
        arguments: [#"["2025-02-30"]"#, #"["2025-2-3"]"#, "[20250203]", "[null]"]
    )
    func decodingRejects(json: String) {
        #expect(throws: (any Error).self) {
            try JSONDecoder().decode([CalendarDate].self, from: Data(json.utf8))
        }
    }

    @Test(
        "Given an instant late on New Year's Day UTC, when read in a time zone, then the day is that zone's",
        arguments: [(2 * 3600, "2026-01-02"), (0, "2026-01-01"), (-5 * 3600, "2026-01-01"), (14 * 3600, "2026-01-02")]
    )
    func dayOfInstantInTimeZone(secondsFromGMT: Int, expected: String) throws {
        let instant = TestSupport.utc(2026, 1, 1, 23, 30)
        let zone = try #require(TimeZone(secondsFromGMT: secondsFromGMT))
        #expect(CalendarDate(instant, in: zone).iso == expected)
    }

    @Test("The earliest time zone is UTC+14")
    func earliestTimeZone() {
        #expect(CalendarDate.earliestTimeZone.secondsFromGMT() == 14 * 3600)
    }

    @Test(
        "Given a date, when its start of day in a zone is read back in that zone, then it is the same date",
        arguments: [0, 2 * 3600, -8 * 3600, 14 * 3600, -12 * 3600]
    )
    func startOfDayRoundTrip(secondsFromGMT: Int) throws {
        let zone = try #require(TimeZone(secondsFromGMT: secondsFromGMT))
        let date = try #require(CalendarDate(iso: "2026-03-29"))
        let start = date.startOfDay(in: zone)
        #expect(CalendarDate(start, in: zone) == date)
        #expect(CalendarDate(start.addingTimeInterval(-1), in: zone).iso == "2026-03-28")
    }

    @Test("Given dates, when sorted, then they are in calendar order")
    func ordering() throws {
        let dates = try ["2026-01-10", "2025-12-31", "2026-01-02", "2026-02-01"].map {
            try #require(CalendarDate(iso: $0))
        }
        #expect(dates.sorted().map(\.iso) == ["2025-12-31", "2026-01-02", "2026-01-10", "2026-02-01"])
    }

    @Test(
        "Given today, when a last-seen date is checked, then later days are refused, and so are days more than 40 years back",
        arguments: [
            ("2026-03-11", Copy.Validation.futureDate), ("2027-01-01", Copy.Validation.futureDate), ("2026-03-10", nil),
            ("2026-03-09", nil),
            ("2025-12-31", nil), ("1986-03-10", nil), ("1986-03-09", Copy.Validation.tooOld(years: 40)),
            ("0026-03-10", Copy.Validation.tooOld(years: 40)),
        ]
    )
    func lastSeenProblem(iso: String, message: String?) throws {
        let today = try #require(CalendarDate(iso: "2026-03-10"))
        let problem = try #require(CalendarDate(iso: iso)).lastSeenProblem(today: today)
        #expect(problem == message.map { FieldProblem(.invalidFormat, $0) })
    }
}
