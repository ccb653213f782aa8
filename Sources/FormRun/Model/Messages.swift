import FormCore

/// The words of formrun's own checks, for a form that speaks another way (`Form.messages(_:)`,
/// `TypedForm.messages(_:)`): each one given replaces formrun's on the screen, in plain mode and
/// in a thrown `FormRunError.invalid`; those left nil keep formrun's words.
///
/// ```swift
/// .messages(Messages(required: { title in "\(title) fehlt" }, notADate: "Kein Datum"))
/// ```
public struct Messages: Sendable {
    /// An empty required row, given its title (formrun: `Name is required`).
    public var required: (@Sendable (_ title: String) -> String)?
    /// Not a whole number (`Not a whole number`).
    public var notAWholeNumber: String?
    /// Not a number (`Not a number`).
    public var notANumber: String?
    /// Below a row's minimum, given it (`Must be at least 1`).
    public var atLeast: (@Sendable (_ min: Double) -> String)?
    /// Above a row's maximum, given it (`Must be at most 20`).
    public var atMost: (@Sendable (_ max: Double) -> String)?
    /// A whole number 64 bits cannot hold (`Out of range: …`).
    public var outOfRange: String?
    /// Not a date or time (`Not a valid date or time`).
    public var notADate: String?
    /// Not an email address (`Not a valid email address`; formrun's words and yours are followed
    /// by the row's hint).
    public var email: String?
    /// Not a URL (`Not a valid URL`), followed by the row's hint.
    public var url: String?
    /// Not a phone number (`Not a valid phone number`), followed by the row's hint.
    public var phone: String?
    /// A text longer than a row's `maxLength`, given it (`At most 40 characters`).
    public var tooLong: (@Sendable (_ max: Int) -> String)?

    /// Words for the checks given; the others keep formrun's.
    public init(required: (@Sendable (_ title: String) -> String)? = nil, notAWholeNumber: String? = nil,
                notANumber: String? = nil, atLeast: (@Sendable (_ min: Double) -> String)? = nil,
                atMost: (@Sendable (_ max: Double) -> String)? = nil, outOfRange: String? = nil,
                notADate: String? = nil, email: String? = nil, url: String? = nil, phone: String? = nil,
                tooLong: (@Sendable (_ max: Int) -> String)? = nil) {
        self.required = required
        self.notAWholeNumber = notAWholeNumber
        self.notANumber = notANumber
        self.atLeast = atLeast
        self.atMost = atMost
        self.outOfRange = outOfRange
        self.notADate = notADate
        self.email = email
        self.url = url
        self.phone = phone
        self.tooLong = tooLong
    }

    /// The words for one of the checks' messages, nil for formrun's own.
    func words(for message: CheckMessage) -> String? {
        switch message {
        case .required(let title): return required?(title)
        case .notWholeNumber: return notAWholeNumber
        case .notNumber: return notANumber
        case .atLeast(let min): return atLeast?(min)
        case .atMost(let max): return atMost?(max)
        case .outOfRange: return outOfRange
        case .badDateOrTime: return notADate
        case .email: return email
        case .url: return url
        case .phone: return phone
        case .tooLong(let max): return tooLong?(max)
        default: return nil
        }
    }
}
