import FormRun

let form = Form("Create your account") {
    Section("Account", footer: "We never share your email.") {
        Row.name("name", "Full name").required()
        Row.email("email", "Email").required()
        Row.password("password", "Password").validate(.length(min: 8), message: "At least 8 characters")
    }
    Section("Details") {
        Row.stepCounter("age", "Age", value: 18, in: 0...120).unit("years")
        Row.switch("newsletter", "Newsletter")
        Row.multipleSelect("topics", "Topics", options: ["Swift", "Go", "Rust"]).hidden("!$newsletter")
    }
}

struct Signup: Decodable {
    var name: String
    var email: String
    var age: Int
    var newsletter: Bool
    var topics: [String]?
}

do {
    let answers = try form.run()          // full screen on the terminal, plain mode where it must
    let signup = try answers.decode(Signup.self)
    print("Welcome, \(signup.name) (\(signup.age))")
} catch FormRunError.cancelled {
    print("Maybe later")
} catch {
    print("signup: \(error)")
}
