/// What `new-project` asks, decoded from the form's answers.
struct Project: Decodable {
    var name: String
    var licence: String
    var version: String
    var keywords: [String]
    var tool: Bool
}
