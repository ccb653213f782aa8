/// What a scalar means under the YAML 1.2 core schema (`YAMLCoreSchema`).
package enum YAMLScalarValue: Equatable, Sendable {
    case null
    case bool(Bool)
    /// A whole number (`12`, `-3`, `0o17`, `0x1F`, `0777`); the spelling stays in `YAMLNode.text`.
    case int(Double)
    /// A float (`1.5`, `1e3`, `.inf`, `-.Inf`, `.nan`).
    case float(Double)
    case string(String)
}
