import FormCore
import FormDrafts

/// This session's draft file and its lock, claimed when they are first needed: at the first
/// write, not at start, so that a form nobody types into (and every start) costs no lock file or
/// folder. A draft resumed or thrown away at start is claimed then (its lock was taken to read
/// it). The form file's hash is read at start all the same: by the first write the file may have
/// become something a read would wait on (a FIFO under `--watch`).
final class DraftSlot {
    private let base: DraftStore
    /// Slot numbers holding a draft at start (another session's, or one kept for later).
    private let taken: Set<Int>
    private(set) var store: DraftStore?
    private(set) var lock: DraftLock?
    private var claimFailed = false
    /// The form file's hash at start.
    let formHash: String

    /// A slot to be claimed after `base`'s, skipping the numbers in `taken`.
    init(base: DraftStore, taken: Set<Int>, formHash: String) {
        self.base = base
        self.taken = taken
        self.formHash = formHash
    }

    /// A slot claimed at start (the draft resumed or thrown away).
    init(claimed store: DraftStore, lock: DraftLock, formHash: String) {
        base = store
        taken = []
        self.store = store
        self.lock = lock
        self.formHash = formHash
    }

    /// The draft file to write, claimed (made and locked) the first time; nil when no slot can
    /// be had (the folder cannot be made, every slot is held): the first write's note says so.
    func claim() -> DraftStore? {
        if let store { return store }
        guard !claimFailed else { return nil }
        (store, lock) = DraftSlot.freeSlot(after: base, taken: taken)
        claimFailed = store == nil
        return store
    }

    /// The first slot with no draft file and no holder, locked; the base slot without a lock
    /// when the folder cannot be made (its write then says why), nils when no slot can be had.
    private static func freeSlot(after base: DraftStore, taken: Set<Int>) -> (DraftStore?, DraftLock?) {
        do throws(OutputFailure) { try base.makeFolder() } catch { return (base, nil) }
        for number in 1...1000 where !taken.contains(number) {
            let slot = base.slot(number)
            switch DraftLock.take(slot.path) {
            case .taken(let lock):
                if !slot.exists { return (slot, lock) }
            case .held:
                continue
            case .unavailable:
                return (nil, nil)
            }
        }
        return (nil, nil)
    }

    /// Ends the session's hold on its draft: the lock file goes with a draft that is gone.
    func finish() {
        guard let lock, let store else { return }
        if store.exists { lock.release() } else { lock.removeFile() }
    }
}
