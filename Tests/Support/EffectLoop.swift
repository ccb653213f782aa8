import FormCore
import FormScreen
import FormUI

/// The app's side of the message/effect loop for tests with no terminal: a message goes through
/// `Update.update`, and the effects that read the file system are carried out as `FormSession`
/// carries them out (`FolderListing.read`, `FileFacts.gather`), their answers fed back at once.
package enum EffectLoop {
    /// Every effect of `message` and of the answers it led to, the answered ones left out.
    @discardableResult
    package static func run(_ message: Message, on state: inout FormState, keyMap: KeyMap = .standard,
                           context: UpdateContext = UpdateContext()) -> [Effect] {
        var left: [Effect] = []
        var queue = Update.update(message, to: &state, keyMap: keyMap, context: context)[...]
        while let effect = queue.popFirst() {
            switch effect {
            case .readFolder(let request):
                queue += Update.update(.folderRead(request, FolderListing.read(request.folder)), to: &state,
                                       keyMap: keyMap, context: context)
            case .checkFiles(let paths, let resumption):
                queue += Update.update(.filesChecked(FileFacts.gather(paths), then: resumption), to: &state,
                                       keyMap: keyMap, context: context)
            default:
                left.append(effect)
            }
        }
        return left
    }

    /// `run` for one key.
    @discardableResult
    package static func key(_ key: Key, on state: inout FormState) -> [Effect] {
        run(.key(key), on: &state)
    }
}
