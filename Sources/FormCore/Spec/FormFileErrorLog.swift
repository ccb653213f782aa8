/// The errors one read of a form file has found so far, in the order found; the readers of its
/// sub-forms write to the same log.
final class FormFileErrorLog {
    private(set) var errors: [FormFileError] = []

    /// How many errors have been recorded: a reader compares it before and after a part to know
    /// whether that part had an error.
    var count: Int { errors.count }

    func record(_ error: FormFileError) {
        errors.append(error)
    }

    /// Runs `read`; a form-file error it throws is recorded and nil returned, so that reading goes
    /// on with the next part. Any other error is thrown on.
    func recover<T>(_ read: () throws -> T) throws -> T? {
        do {
            return try read()
        } catch let error as FormFileError {
            errors.append(error)
        } catch let list as FormFileErrors {
            errors.append(contentsOf: list.errors)
        }
        return nil
    }

    /// The errors in file order (those found in one pass come in file order already; condition
    /// errors, checked after a form is read, are put in their place).
    var inFileOrder: [FormFileError] {
        errors.enumerated().sorted { a, b in
            let x = a.element.location, y = b.element.location
            return (x.line, x.column, a.offset) < (y.line, y.column, b.offset)
        }.map(\.element)
    }
}
