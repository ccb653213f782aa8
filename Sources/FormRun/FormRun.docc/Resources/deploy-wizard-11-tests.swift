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
}
