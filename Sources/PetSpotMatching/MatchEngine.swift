import Foundation
import PetSpotDomain

/// Judges whether two reports (one missing pet, one found) may show the same animal, and explains
/// why: hard rules first (same species; another known sex only with equal microchips), then the
/// soft evidence summed as log-odds (docs/matching.md). Pure: no storage, no network, no clock.
public struct MatchEngine: Sendable {
    /// Below this score a pair is left out, unless it is close or has the same microchip.
    public static let minimumScore = 0.05

    private let catalogues: [Species: BreedCatalogue]

    public init(taxonomy: SpeciesTaxonomy = .bundled) {
        catalogues = Dictionary(
            uniqueKeysWithValues: Species.allCases.map { ($0, BreedCatalogue(taxonomy.option(for: $0))) })
    }

    /// The species' breeds (every species has an entry; one the taxonomy lacks has no breeds).
    private func catalogue(_ species: Species) -> BreedCatalogue {
        catalogues[species] ?? BreedCatalogue(nil)
    }

    /// The pair judged, or `nil` when a hard rule refuses it (or they are not one missing, one found).
    public func assess(_ report: Announcement, _ candidate: Announcement) -> MatchAssessment? {
        assess(profile(MatchFacts(report)), profile(MatchFacts(candidate)))
    }

    /// A report with what its free text says, read once however many pairs it is in.
    struct Profile: Sendable {
        let report: MatchFacts
        let breed: BreedCatalogue.Named
        let description: DescriptionFeatures
    }

    func profile(_ report: MatchFacts) -> Profile {
        Profile(
            report: report, breed: catalogue(report.species).name(report.breed),
            description: DescriptionFeatures(report.description))
    }

    func assess(_ first: Profile, _ second: Profile) -> MatchAssessment? {
        let (report, candidate) = (first.report, second.report)
        guard report.id != candidate.id, report.species == candidate.species, let pair = PairRoles(report, candidate)
        else { return nil }
        let (missing, found) = (pair.missing, pair.found)
        let (lost, seen) = report.status == .missing ? (first, second) : (second, first)
        let sameMicrochip = MicrochipEvidence.areEqual(missing.microchipNumber, found.microchipNumber)
        let sexes = (missing.sex, found.sex)
        let sexKnownOnBoth = sexes.0 != .unknown && sexes.1 != .unknown
        if sexKnownOnBoth, sexes.0 != sexes.1, !sameMicrochip { return nil }

        let days = pair.daysBetween
        let reach = Reach(missing.species, days: days)
        let kilometres = pair.kilometres
        var evidence = [
            MicrochipEvidence.evidence(missing.microchipNumber, found.microchipNumber),
            BreedEvidence.evidence(missing: lost.breed, found: seen.breed, catalogue: catalogue(missing.species)),
            DistanceEvidence.evidence(kilometres: kilometres, reach: reach, foundAt: found.place),
            TimingEvidence.evidence(daysBetween: days),
            AgeEvidence.evidence(missing: missing.age, found: found.age),
            DescriptionEvidence.evidence(missing: lost.description, found: seen.description),
        ]
        if sexKnownOnBoth, sexes.0 == sexes.1 {
            evidence.append(Evidence(weight: 0.6, .sameSex, Copy.Matching.sameSex(sexes.0)))
        }
        let isClose =
            DistanceEvidence.isClose(kilometres: kilometres, reach: reach) && TimingEvidence.isClose(daysBetween: days)
        return MatchAssessment(
            evidence: evidence, sameMicrochip: sameMicrochip, isClose: isClose, kilometres: kilometres,
            species: missing.species)
    }

    /// The candidates worth a look, best first (equal microchips first, then by score, then the
    /// nearer), at most `limit`.
    public func rank(_ report: MatchFacts, among candidates: [MatchFacts], limit: Int) -> [RankedCandidate] {
        var judged: [(id: String, assessment: MatchAssessment)] = []
        var seen = Set<String>()
        let reportProfile = profile(report)
        for candidate in candidates where seen.insert(candidate.id).inserted {
            guard let assessment = assess(reportProfile, profile(candidate)), assessment.isShown else { continue }
            judged.append((candidate.id, assessment))
        }
        judged.sort { first, second in
            let (a, b) = (first.assessment, second.assessment)
            if a.sameMicrochip != b.sameMicrochip { return a.sameMicrochip }
            if a.score != b.score { return a.score > b.score }
            if a.kilometres != b.kilometres { return (a.kilometres ?? .infinity) < (b.kilometres ?? .infinity) }
            return first.id < second.id
        }
        // Reasons are written only for the candidates returned.
        return judged.prefix(max(0, limit)).map {
            RankedCandidate(id: $0.id, score: $0.assessment.score, reasons: $0.assessment.reasons)
        }
    }

    /// `rank` over whole reports, each returned with its ranking.
    public func rank(_ report: Announcement, among candidates: [Announcement], limit: Int) -> [PossibleMatch] {
        let byID = Dictionary(candidates.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return rank(MatchFacts(report), among: candidates.map(MatchFacts.init), limit: limit).compactMap { ranked in
            byID[ranked.id].map { ranked.possibleMatch($0, for: report) }
        }
    }

    /// Where a report's possible matches can be: the other status, its species, the days in which
    /// that status fits (found on or after the day it went missing, a few days' slack), and a circle
    /// that grows with the days since it went missing, as far as any of them could be shown.
    public func window(
        for report: Announcement, now: Date, limit: Int = CandidateWindow.defaultLimit
    ) -> CandidateWindow {
        let date = report.lastSeenDate
        let today = CalendarDate(now, in: CalendarDate.earliestTimeZone)
        let isMissing = report.status == .missing
        let dates =
            isMissing
            ? date.adding(days: -TimingEvidence.daysBeforeLooked)...date.adding(days: TimingEvidence.daysAfterLooked)
            : date.adding(days: -TimingEvidence.daysAfterLooked)...date.adding(days: TimingEvidence.daysBeforeLooked)
        // The longest a pet of this pair can have been away: since it went missing, up to today.
        let longest = isMissing ? date.days(to: today) : dates.lowerBound.days(to: date)
        let reach = Reach(report.species, days: longest)
        return CandidateWindow(
            status: isMissing ? .found : .missing, species: report.species, centre: report.location,
            kilometres: reach.searched, dates: dates,
            microchip: report.microchipNumber, limit: limit, now: now)
    }
}
