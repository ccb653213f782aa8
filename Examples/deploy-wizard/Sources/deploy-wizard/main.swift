import FormRun
import Foundation

do {
    let deploy = try deployForm.run()
    guard deploy.confirm else {
        print("Not confirmed: nothing deployed.")
        exit(0)
    }
    print("Deploying \(deploy.service) to \(deploy.env) with \(deploy.replicas) replicas")
    for variable in deploy.variables {
        print("  \(variable.key)=\(variable.value)")
    }
} catch {
    FileHandle.standardError.write(Data((deployForm.message(for: error) + "\n").utf8))
    exit(1)
}
