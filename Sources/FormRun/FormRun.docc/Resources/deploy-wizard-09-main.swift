import FormRun
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
    // What the run threw, in the tool's words (`deploy-wizard: cancelled`), on stderr.
    let line = deployForm.message(for: error) + "\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
    exit(1)
}
