import Foundation
import PetSpotDomain
import PetSpotPlaces
import PetSpotMatchStore
import PetSpotOutbox
import PetSpotStorage

/// Writes PetSpot's mail to a report's owner: plain text and simple HTML saying what happened, the
/// report's name and link, how to answer, and a link that stops the report's mail, also as
/// `List-Unsubscribe` with RFC 8058 one-click (`List-Unsubscribe-Post`).
package struct OwnerMailWriter: Sendable {
    package let settings: MailSettings
    /// Where people reach the site; its links start with it.
    package let publicURL: URL
    package let tokens: MailLinkTokens
    /// The zone the mails' days and times are in, and named in (`MailSettings.timeZone`).
    package let timeZone: TimeZone

    package init(settings: MailSettings, publicURL: URL, tokens: MailLinkTokens, timeZone: TimeZone) {
        self.settings = settings
        self.publicURL = publicURL
        self.tokens = tokens
        self.timeZone = timeZone
    }

    /// The zone in words, in the mail's language, so that a time is never read in the wrong one:
    /// "Central European Time", "czas środkowoeuropejski".
    private func zoneName(_ record: AnnouncementRecord) -> String {
        timeZone.localizedName(for: .generic, locale: record.language.locale) ?? timeZone.identifier
    }

    /// Every mail here goes to the owner of `record`, in the owner's language (`record.language`,
    /// the language the report was published in): the words `body` reads are that language's,
    /// whoever's request or round wrote it.
    private func written(for record: AnnouncementRecord, _ body: () -> OutboxMail?) -> OutboxMail? {
        Language.speaking(record.language, body)
    }

    /// The mail telling the owner of `record` about `message`; `nil` when the report has no email.
    package func mail(for message: OwnerMessage, about record: AnnouncementRecord) -> OutboxMail? {
        written(for: record) {
            let ways = ContactWay.ways(email: message.replyEmail, phone: message.replyPhone)
            return compose(
                .message, about: record, now: message.createdAt, subject: Copy.Mail.messageSubject(name(record)),
                replyTo: message.replyEmail,
                paragraphs: [
                    .text(Copy.Mail.messageIntro(name(record))), .quote(message.message),
                ] + Self.scamParagraphs(message.warnings) + [
                    .contact(Copy.Mail.answerLabel, ways),
                    .text(Copy.Mail.scamWarning),
                ])
        }
    }

    /// The mail telling the owner of `record` about `sighting`, with the witness's contact.
    package func mail(for sighting: Sighting, about record: AnnouncementRecord) -> OutboxMail? {
        mail(for: [sighting], about: record, now: sighting.createdAt)
    }

    /// How many sightings one batch's mail lists; the rest are on Manage my report.
    package static let sightingsPerMail = 20

    /// The mail telling the owner of `record` about `sightings` (latest seen first), each with its
    /// time, note, map link and witness's contact: one, as it came, or a batch (`SightingMail`).
    package func mail(for sightings: [Sighting], about record: AnnouncementRecord, now: Date) -> OutboxMail? {
        written(for: record) {
            guard let latest = sightings.first else { return nil }
            var paragraphs: [Paragraph] =
                sightings.count == 1 ? [] : [.text(Copy.Mail.sightingsIntro(name(record), count: sightings.count))]
            paragraphs += sightingParagraphs(sightings, about: record)
            paragraphs.append(.text(Copy.Mail.scamWarning))
            let subject =
                sightings.count == 1
                ? Copy.Mail.sightingSubject(name(record))
                : Copy.Mail.sightingsSubject(name(record), count: sightings.count)
            // One witness answers by Reply-To; several are each named in the mail.
            return compose(
                .sighting, about: record, now: now, subject: subject,
                replyTo: sightings.count == 1 ? latest.email : nil,
                paragraphs: paragraphs)
        }
    }

    /// What waited for the report's confirmation, in one mail sent the moment it came: each message
    /// whole, with how to answer, newest first, then the sightings (`sightingParagraphs`).
    package func waited(
        messages: [OwnerMessage], sightings: [Sighting], about record: AnnouncementRecord, now: Date
    ) -> OutboxMail? {
        written(for: record) {
            var paragraphs: [Paragraph] = [.text(Copy.Mail.waitedIntro(name(record)))]
            for message in messages {
                paragraphs += [
                    .text(
                        Copy.Mail.waitedMessage(
                            DayAndTime.shown(message.createdAt, in: timeZone), zone: zoneName(record))),
                    .quote(message.message),
                ]
                paragraphs += Self.scamParagraphs(message.warnings)
                paragraphs += [
                    .contact(
                        Copy.Mail.answerLabel, ContactWay.ways(email: message.replyEmail, phone: message.replyPhone))
                ]
            }
            paragraphs += sightingParagraphs(sightings, about: record)
            paragraphs.append(.text(Copy.Mail.scamWarning))
            // Several people may have written: each is named in the mail, so no Reply-To.
            return compose(
                .waited, about: record, now: now, subject: Copy.Mail.waitedSubject(name(record)),
                replyTo: messages.count == 1 && sightings.isEmpty ? messages[0].replyEmail : nil, paragraphs: paragraphs
            )
        }
    }

    /// Each sighting with its time, note, map link and witness's contact (the first
    /// `sightingsPerMail`; the rest on Manage my report).
    private func sightingParagraphs(_ sightings: [Sighting], about record: AnnouncementRecord) -> [Paragraph] {
        var paragraphs: [Paragraph] = []
        for sighting in sightings.prefix(Self.sightingsPerMail) {
            let point = sighting.location
            var map = URLComponents(string: "https://www.openstreetmap.org/")
            map?.queryItems = [
                URLQueryItem(name: "mlat", value: "\(point.latitude)"),
                URLQueryItem(name: "mlon", value: "\(point.longitude)"),
            ]
            map?.fragment = "map=17/\(point.latitude)/\(point.longitude)"
            paragraphs.append(
                .text(
                    Copy.Mail.sightingIntro(
                        name(record), when: DayAndTime.shown(sighting.seenAt, in: timeZone), zone: zoneName(record))))
            paragraphs.append(.text(PlaceDescription.words(PlaceDescriptions.shared.description(of: point), at: point)))
            if let note = sighting.note {
                paragraphs.append(.quote(note))
                paragraphs += Self.scamParagraphs(sighting.checkedForScams.warnings ?? [])
            }
            if let map = map?.url { paragraphs.append(.link(Copy.Mail.map, map)) }
            let ways = ContactWay.ways(email: sighting.email, phone: sighting.phone)
            if !ways.isEmpty { paragraphs.append(.contact(Copy.Mail.witnessLabel, ways)) }
        }
        if sightings.count > Self.sightingsPerMail {
            paragraphs.append(.text(Copy.Mail.moreSightings(sightings.count - Self.sightingsPerMail)))
            paragraphs.append(.link(Copy.Mail.manage, manageURL(record.wireID)))
        }
        return paragraphs
    }

    /// A finder's first mail: what to do now, for the country of the report's place (each step,
    /// its lookups and sources), the guide's page and the report's paper collars.
    private func guideParagraphs(_ record: AnnouncementRecord) -> [Paragraph] {
        let country = record.coordinates.flatMap { PlaceDescriptions.shared.description(of: $0)?.countryCode }
        let guide = FinderGuide(country: FinderGuide.Country(countryCode: country))
        var paragraphs: [Paragraph] = [.text(guide.title), .text(guide.countryLine)]
        for step in guide.steps {
            paragraphs.append(.text("\(step.title). \(step.text)"))
            for link in step.links {
                if let url = URL(string: link.url) { paragraphs.append(.link(link.title, url)) }
            }
            for source in step.sources { paragraphs.append(.text(source.line)) }
        }
        var guideURL = URLComponents(url: SitePath.finderGuide.url(on: publicURL), resolvingAgainstBaseURL: false)
        guideURL?.queryItems = [
            URLQueryItem(name: "country", value: guide.country.rawValue),
            URLQueryItem(name: "report", value: record.wireID),
        ]
        if let url = guideURL?.url { paragraphs.append(.link(guide.title, url)) }
        paragraphs.append(.link(Copy.Collar.link, SitePath.collar(.value(record.wireID)).url(on: publicURL)))
        return paragraphs
    }

    /// Beside a message that follows a scam's pattern: what was seen and what to do, in the mail's
    /// language; nothing for one that follows none.
    static func scamParagraphs(_ warnings: [ScamWarning]) -> [Paragraph] {
        guard !warnings.isEmpty else { return [] }
        return [.text(Copy.Scams.title)] + warnings.map { .text(Copy.Scams.warning($0)) }
            + [.text(Copy.Scams.askToDescribe)]
    }

    /// The reminder that `record` leaves the lists soon; queued once per expiry.
    package func reminder(about record: AnnouncementRecord, now: Date) -> OutboxMail? {
        written(for: record) {
            let day = CalendarDate(record.expiresAt, in: timeZone).displayed
            let manage = manageURL(record.wireID)
            return compose(
                .reminder, about: record, now: now, subject: Copy.Mail.reminderSubject(name(record), day: day),
                replyTo: nil,
                paragraphs: [.text(Copy.Mail.reminderBody(name(record), day: day)), .link(Copy.Mail.manage, manage)],
                dedupeKey: "reminder:\(record.wireID):\(Timestamp.milliseconds(record.expiresAt))")
        }
    }

    /// The mail telling the owner of `record` of new possible matches, best first: how sure and why
    /// for each, and its page.
    package func matches(
        _ notices: [MatchNoticeStore.Notice], about record: AnnouncementRecord, now: Date
    ) -> OutboxMail? {
        written(for: record) {
            var paragraphs: [Paragraph] = [.text(Copy.Mail.matchesIntro(name(record)))]
            for notice in notices {
                paragraphs.append(.text(notice.summary))
                paragraphs.append(.link(Copy.Mail.seeMatch, SitePath.report(.value(notice.matchID)).url(on: publicURL)))
            }
            paragraphs.append(.text(Copy.Mail.scamWarning))
            return compose(
                .matches, about: record, now: now,
                subject: Copy.Mail.matchesSubject(name(record), count: notices.count),
                replyTo: nil, paragraphs: paragraphs)
        }
    }

    /// A report's first mail to its address: while the report is not `confirmed`, first the button
    /// that confirms it and why it matters (nobody is told of a message or a sighting until then);
    /// then what was published, in a finder's words for a found pet, where to see and manage it, and
    /// what the code is for.
    package func published(_ record: AnnouncementRecord, confirmed: Bool, now: Date) -> OutboxMail? {
        written(for: record) {
            guard let address = record.content.email else { return nil }
            let found = record.content.status == .found
            var paragraphs: [Paragraph] = []
            if !confirmed {
                paragraphs += [
                    .text(found ? Copy.Mail.confirmWhyFinder : Copy.Mail.confirmWhy),
                    .link(Copy.Mail.confirmLink, confirmationURL(report: record.wireID, address: address)),
                ]
            }
            paragraphs += [
                .text(found ? Copy.Mail.publishedIntroFinder(name(record)) : Copy.Mail.publishedIntro(name(record))),
                .link(Copy.Mail.manage, manageURL(record.wireID)),
                .text(found ? Copy.Mail.codeReminderFinder : Copy.Mail.codeReminder),
            ]
            // The mark itself is never mailed: this first mail may reach an address typed wrong.
            if record.content.privateMark != nil {
                paragraphs.append(.text(found ? Copy.PrivateMark.findersUse : Copy.PrivateMark.ownersUse))
            }
            if found { paragraphs += guideParagraphs(record) }
            if !confirmed { paragraphs.append(.text(Copy.Mail.notYou)) }
            return compose(
                .published, about: record, now: now,
                subject: confirmed ? Copy.Mail.publishedSubject(name(record)) : Copy.Mail.confirmSubject(name(record)),
                replyTo: nil, paragraphs: paragraphs)
        }
    }

    /// The mail with a sign-in link (`token`) to the report's manage page.
    package func signIn(_ record: AnnouncementRecord, token: String, now: Date) -> OutboxMail? {
        written(for: record) {
            var link = URLComponents(url: manageURL(record.wireID), resolvingAgainstBaseURL: false)
            link?.queryItems = [URLQueryItem(name: "token", value: token)]
            return compose(
                .signIn, about: record, now: now, subject: Copy.Mail.signInSubject(name(record)), replyTo: nil,
                paragraphs: [
                    .text(Copy.Mail.signInIntro(name(record))),
                    .link(Copy.Mail.signInLink, link?.url ?? manageURL(record.wireID)),
                    .text(Copy.Mail.signInNewCode), .text(Copy.Mail.signInNotYou),
                ])
        }
    }

    package func manageURL(_ reportID: String) -> URL {
        SitePath.manage(.value(reportID)).url(on: publicURL)
    }

    /// The address that confirms `address` takes PetSpot's mail about the report `reportID` (a
    /// page with one button; a POST confirms).
    package func confirmationURL(report reportID: String, address: String) -> URL {
        SitePath.confirmMail.url(
            on: publicURL, token: tokens.confirmation(report: reportID, address: MailAddresses.key(address)))
    }

    /// The report as a mail names it: its pet's name, else its species and status ("the missing
    /// dog", "zaginiona kotka": Polish agrees with the animal, so a key per species and sex).
    package func name(_ record: AnnouncementRecord) -> String {
        if let petName = record.content.petName { return petName }
        return Copy.PetWords.mailName.words(
            record.content.status, species: record.content.species, sex: record.content.sex)
    }

    /// The address that stops `reportID`'s mail (a page with one button; a POST stops it).
    package func unsubscribeURL(_ reportID: String) -> URL {
        SitePath.stopMail.url(on: publicURL, token: tokens.unsubscribe(reportID))
    }

    // MARK: -

    package typealias Paragraph = MailParagraph

    private func compose(
        _ kind: OutboxMail.Kind, about record: AnnouncementRecord, now: Date, subject: String, replyTo: String?,
        paragraphs: [Paragraph], dedupeKey: String? = nil
    ) -> OutboxMail? {
        // An internationalised domain goes as punycode: relays and the DNS know no other form.
        guard let recipient = record.content.email.map(EmailAddress.asciiDomain) else { return nil }
        let report = SitePath.report(.value(record.wireID)).url(on: publicURL)
        let unsubscribe = unsubscribeURL(record.wireID)
        let all =
            paragraphs + [
                .link(Copy.Mail.yourReport, report), .text(Copy.Mail.footer(name(record))),
                .link(Copy.Mail.stop, unsubscribe),
            ]
        return settings.mail(
            kind, about: record.wireID, to: recipient, replyTo: replyTo, subject: subject, paragraphs: all,
            unsubscribe: unsubscribe, language: record.language, now: now, dedupeKey: dedupeKey)
    }
}
