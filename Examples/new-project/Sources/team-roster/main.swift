import FormRun

// A team roster: a list of members, each with an address, asked through the FormRun library from
// a package outside formrun. Each line it prints is one thing the library must hold for nested
// answers; `ExamplePackageTests` compares them.

let roster = Form("Team") {
    Section {
        Row.text("name", "Team name").required()
            .validate { value, _ in value == "Nobody" ? "A team needs a name" : nil }
        Row.switch("duo", "Start with a duo").onChange { value, _ in
            value == true ? ["members": [["name": "Ada", "address": ["city": "London"]],
                                         ["name": "Grace", "address": ["city": "Arlington"]]]] : [:]
        }
        Row.list("members", "Members", itemTitle: "Member") {
            Section {
                Row.text("name", "Name").required()
                    .validate { value, _ in value == "Core" ? "A member is not the team" : nil }
                Row.form("address", "Address") {
                    Section { Row.text("city", "City").required() }
                }
            }
        }
        Row.text("lead", "Lead").validate { value, answers in
            guard value != .null, case .array(let members) = answers["members"] else { return nil }
            return members.contains { $0["name"] == value } ? nil : "The lead must be a member"
        }
    }
}

struct Team: Decodable, Equatable {
    struct Member: Decodable, Equatable {
        struct Address: Decodable, Equatable { var city: String }
        var name: String
        var address: Address
    }
    var name: String
    var members: [Member]
    var lead: String?
}

func say(_ label: String, _ result: () throws -> String) {
    do {
        print("\(label): \(try result())")
    } catch {
        print("\(label): threw \(error)")
    }
}

let given: [String: JSON] = [
    "name": "Core",
    "members": [["name": "Ada", "address": ["city": "London"]], ["name": "Grace", "address": ["city": "Arlington"]]],
    "lead": "Grace",
]

say("members is an array") {
    let answers = try roster.submit(values: given)
    guard case .array(let members)? = answers["members"] else { return "no: \(String(describing: answers["members"]))" }
    return "\(members.count) items"
}

say("decoded") {
    let team = try roster.submit(values: given).decode(Team.self)
    return team.members.map { "\($0.name) in \($0.address.city)" }.joined(separator: ", ") + ", led by \(team.lead ?? "-")"
}

say("a bad nested value") {
    var bad = given
    bad["members"] = [["name": "Ada", "address": ["city": "London"]], ["name": "Grace", "address": [:]]]
    _ = try roster.submit(values: bad)
    return "taken"
}

say("the lead checks the members") {
    var bad = given
    bad["lead"] = "Linus"
    _ = try roster.submit(values: bad)
    return "taken"
}

say("each check stays with its row") {
    var names = given
    names["name"] = "Core"
    names["members"] = [["name": "Ada", "address": ["city": "London"]], ["name": "Nobody", "address": ["city": "Oslo"]]]
    names["lead"] = nil
    return try roster.submit(values: names)["members"].map { "\($0)" } ?? "-"
}

say("and refuses there") {
    var names = given
    names["name"] = "Nobody"
    names["members"] = [["name": "Ada", "address": ["city": "London"]], ["name": "Core", "address": ["city": "Oslo"]]]
    names["lead"] = nil
    do {
        _ = try roster.submit(values: names)
        return "taken"
    } catch FormRunError.invalid(let failures) {
        return failures.map { "\($0.path) \($0.reason)" }.joined(separator: "; ")
    }
}

say("onChange sets the list") {
    let answers = try roster.run(keys: "text:Core,Down,Space,C-s", size: TerminalSize(columns: 70, rows: 20))
    return answers["members"].map { "\($0)" } ?? "-"
}
