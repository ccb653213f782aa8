import Foundation

exit(Formrun.main(arguments: Array(CommandLine.arguments.dropFirst()),
                  environment: ProcessInfo.processInfo.environment))
