import FormCore
import FormUI
import FormApp
import FormTerminal

/// Connects `FORMRUN_TRACE` to a session: every handled event is recorded, except that a
/// character typed while a `password` row had the focus (before or after the key) is recorded
/// as `key •`.
enum TraceHookup {
    static func connect(_ trace: TraceWriter, to session: FormSession) {
        var wasSecret = focusIsSecret(session.state)
        session.onEvent = { [unowned session] event in
            let isSecret = focusIsSecret(session.state)
            trace.record(wasSecret || isSecret ? event.hidingTypedText() : event)
            wasSecret = isSecret
        }
    }

    private static func focusIsSecret(_ state: FormState) -> Bool {
        guard let tag = state.focus else { return false }
        return state.row(tag)?.type.isSecret == true
    }
}
