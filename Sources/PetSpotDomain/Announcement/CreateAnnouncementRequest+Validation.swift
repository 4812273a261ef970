import Foundation

extension CreateAnnouncementRequest {
    /// Validates a decoded JSON body under the rules of `api-v1.md` and reports every problem,
    /// each with its field, code and message. The server and the clients call this same function.
    ///
    /// - Parameters:
    ///   - now: the current instant; a date already today somewhere on Earth is not in the future.
    ///   - resolution: the report's resolution once this body applies (an edit's); how it ended
    ///     (`reunitedHow`, `reunitedLatitude`/`reunitedLongitude`) is taken only with REUNITED.
    public static func validate(
        _ body: [String: JSONValue], now: Date, resolution: Resolution? = nil
    ) -> Result<CreateAnnouncementRequest, ValidationFailure> {
        var reader = FieldReader<Field>(body: body)
        var errors = FieldReader<Field>.unknownFields(of: body)

        let status = reader.choice(.status, AnnouncementStatus.self)
        let species = reader.choice(.species, Species.self)
        let sex = reader.choice(.sex, Sex.self)
        let lastSeenDate = reader.date(.lastSeenDate, today: CalendarDate(now, in: CalendarDate.earliestTimeZone))
        let location = reader.location(.locationLatitude, .locationLongitude, required: status == .found)
        let petName = reader.line(.petName, limit: TextLimit.petName)
        let breed = reader.line(.breed, limit: TextLimit.breed)
        let age = reader.age(.age)
        let description = reader.text(.description, limit: TextLimit.description)
        let microchip = reader.microchip(.microchipNumber)
        let email = reader.email(.email)
        let phone = reader.phone(.phone)
        let reward = reader.line(.reward, limit: TextLimit.reward)
        let collar = reader.line(.collar, limit: TextLimit.collar)
        // Another way to reach the finder, never the only one: `requireContact` counts email and phone.
        let caregiverPhone = reader.phone(.caregiverPhone)
        let currentAddress = reader.text(.currentAddress, limit: TextLimit.currentAddress)
        let contactVisibility = reader.optionalChoice(.contactVisibility, ContactVisibility.self) ?? .public
        let privateMark = reader.privateMark(.privateMark)
        let reunitedHow = reader.optionalChoice(.reunitedHow, ReunitedHow.self)
        let reunitedPlace = reader.location(.reunitedLatitude, .reunitedLongitude, required: false)
        if resolution != .reunited {
            reader.refuseUnlessReunited(Field.reunion)
        }
        reader.requireContact(email: email, phone: phone, .email, .phone)

        errors += reader.errors
        guard errors.isEmpty, let status, let species, let sex, let lastSeenDate else {
            return .failure(ValidationFailure(errors: errors))
        }
        return .success(
            CreateAnnouncementRequest(
                status: status, species: species, sex: sex, lastSeenDate: lastSeenDate, location: location,
                petName: petName, breed: breed, age: age, description: description, microchipNumber: microchip,
                email: email, phone: phone, reward: reward,
                collar: collar, caregiverPhone: caregiverPhone, currentAddress: currentAddress,
                contactVisibility: contactVisibility, privateMark: privateMark,
                reunitedHow: reunitedHow, reunitedAt: reunitedPlace
            ))
    }
}
