/// What the wizard asks for: the service to deploy, where, how many copies, its variables.
struct Deploy: Codable, Equatable, Sendable {
    enum Env: String, Codable, CaseIterable, Sendable { case dev, staging, prod }
    struct Variable: Codable, Equatable, Sendable { var key = ""; var value = "" }
    var service = ""
    var env = Env.dev
    var replicas = 1
    var variables: [Variable] = []
    var confirm = false
}
