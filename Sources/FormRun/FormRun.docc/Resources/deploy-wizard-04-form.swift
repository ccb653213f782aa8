import FormRun

/// The form that fills a `Deploy`: one row a property, each row's kind taken from the property's type.
let deployForm = TypedForm(Deploy(), "Deploy") {
    Section("Service") {
        Field(\.service, "Service").required()
        Field(\.env, "Environment")
        Field(\.replicas, "Replicas", in: 1...20)
    }
}
