import FormRun
import Testing
@testable import deploy_wizard

/// The wizard's form as its user tests it: keys typed on an in-memory screen, values checked with
/// no terminal at all.
struct DeployFormTests {
    let screen = TerminalSize(columns: 80, rows: 24)

    @Test func aScriptedRunReturnsTheDeploy() throws {
        let keys = "text:api,Down,Right,Right,Down,Right,Down,Enter,a,text:LOG_LEVEL,Down,text:debug,Escape,Escape,Down,Space,C-s"
        let deploy = try deployForm.run(keys: keys, size: screen)
        #expect(deploy == Deploy(service: "api", env: .prod, replicas: 2,
                                 variables: [Deploy.Variable(key: "LOG_LEVEL", value: "debug")], confirm: true))
    }

    @Test func prodNeedsTwoReplicas() throws {
        let deploy = Deploy(service: "api", env: .prod, replicas: 1, confirm: true)
        let error = #expect(throws: FormRunError.self) { try deployForm.submit(deploy) }
        guard case .invalid(let failures)? = error else {
            Issue.record("not refused: \(String(describing: error))")
            return
        }
        #expect(failures.map(\.path) == ["/replicas"])
        #expect(failures.map(\.reason) == ["prod needs 2 replicas"])
        #expect(deployForm.message(for: try #require(error)) == "deploy-wizard: /replicas: prod needs 2 replicas")
    }

    @Test func aVariableNeedsAKey() throws {
        let deploy = Deploy(service: "api", variables: [Deploy.Variable(key: "", value: "debug")])
        let error = #expect(throws: FormRunError.self) { try deployForm.submit(deploy) }
        guard case .invalid(let failures)? = error else {
            Issue.record("not refused: \(String(describing: error))")
            return
        }
        #expect(failures.map(\.path) == ["/variables/0/key"])
        #expect(failures.map(\.reason) == ["Key is required"])
    }
}
