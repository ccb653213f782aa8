#if canImport(Glibc)
import Glibc
#endif

/// Restores a still-open `CursesTerminal` when the process calls `exit()` without having done so
/// (an `atexit` hook, installed once). The UI runs on one thread, so plain globals suffice.
enum CursesExitHook {
    nonisolated(unsafe) private static weak var active: CursesTerminal?
    nonisolated(unsafe) private static var installed = false

    static func register(_ terminal: CursesTerminal) {
        active = terminal
        if !installed {
            installed = true
            atexit { CursesExitHook.active?.restore() }
        }
    }

    static func unregister(_ terminal: CursesTerminal) {
        if active === terminal { active = nil }
    }
}
