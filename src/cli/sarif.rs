//! `--format sarif`: one SARIF 2.1.0 log (OASIS Static Analysis Results Interchange Format)
//! with one run: every code as a rule in `tool.driver.rules` (with its help text and default
//! level), and a result per diagnostic with its region (1-based lines, columns in Unicode code
//! points, `columnKind` says so; byte offsets as `byteOffset`) and its fix.

use serde::Serialize;

use iccf::{Code, Diagnostic, Severity};

use super::render::IndexedSource;

#[derive(Serialize)]
struct Log<'a> {
    #[serde(rename = "$schema")]
    schema: &'static str,
    version: &'static str,
    runs: [Run<'a>; 1],
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Run<'a> {
    tool: Tool,
    invocations: [Invocation; 1],
    artifacts: &'a [Artifact],
    results: &'a [SarifResult],
    column_kind: &'static str,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Invocation {
    execution_successful: bool,
}

#[derive(Serialize)]
struct Tool {
    driver: Driver,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Driver {
    name: &'static str,
    version: &'static str,
    semantic_version: &'static str,
    rules: Vec<Rule>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Rule {
    id: &'static str,
    name: &'static str,
    short_description: Text,
    full_description: Text,
    help: Help,
    default_configuration: Configuration,
    properties: RuleProperties,
}

#[derive(Serialize)]
struct Text {
    text: String,
}

#[derive(Serialize)]
struct Help {
    text: String,
    markdown: String,
}

#[derive(Serialize)]
struct Configuration {
    level: &'static str,
}

#[derive(Serialize)]
struct RuleProperties {
    fixable: bool,
    layer: iccf::codes::Layer,
}

/// One checked file.
#[derive(Serialize)]
pub(crate) struct Artifact {
    location: ArtifactLocation,
}

#[derive(Serialize, Clone)]
struct ArtifactLocation {
    uri: String,
    index: usize,
}

/// One diagnostic.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct SarifResult {
    rule_id: &'static str,
    rule_index: usize,
    level: &'static str,
    message: Text,
    locations: [Location; 1],
    #[serde(skip_serializing_if = "Vec::is_empty")]
    fixes: Vec<SarifFix>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Location {
    physical_location: PhysicalLocation,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct PhysicalLocation {
    artifact_location: ArtifactLocation,
    region: Region,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Region {
    start_line: usize,
    start_column: usize,
    end_line: usize,
    end_column: usize,
    byte_offset: usize,
    byte_length: usize,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct SarifFix {
    description: Text,
    artifact_changes: [ArtifactChange; 1],
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ArtifactChange {
    artifact_location: ArtifactLocation,
    replacements: Vec<Replacement>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Replacement {
    deleted_region: Region,
    inserted_content: Text,
}

fn level(severity: Severity) -> &'static str {
    match severity {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Advice => "note",
    }
}

fn rule(code: Code) -> Rule {
    let e = code.explanation();
    Rule {
        id: code.as_str(),
        name: code.name(),
        short_description: Text {
            text: code.summary().to_string(),
        },
        full_description: Text {
            text: e.what.to_string(),
        },
        help: Help {
            text: format!(
                "What it means: {}\nWhy it matters: {}\nExample: {}\nFix: {}",
                e.what, e.why, e.example, e.fix
            ),
            markdown: format!(
                "**What it means**\n\n{}\n\n**Why it matters**\n\n{}\n\n**Example**\n\n```\n{}\n```\n\n**Fix**\n\n{}",
                e.what, e.why, e.example, e.fix
            ),
        },
        default_configuration: Configuration {
            level: level(code.default_severity()),
        },
        properties: RuleProperties {
            fixable: code.fixable(),
            layer: code.layer(),
        },
    }
}

/// A file path as a URI reference: relative paths stay relative, absolute ones become
/// `file://` URIs; every byte outside the unreserved characters and `/` is percent-encoded.
fn uri(path: &str) -> String {
    let mut out = String::new();
    if path.starts_with('/') {
        out.push_str("file://");
    }
    for byte in path.bytes() {
        if byte.is_ascii_alphanumeric() || b"-._~/".contains(&byte) {
            out.push(char::from(byte));
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

/// The SARIF log being built: artifacts and results, printed at the end of the run.
#[derive(Default)]
pub(crate) struct SarifLog {
    artifacts: Vec<Artifact>,
    results: Vec<SarifResult>,
}

impl SarifLog {
    /// Starts a file; its index is used by the results that follow.
    pub fn start_file(&mut self, name: &str) {
        let index = self.artifacts.len();
        self.artifacts.push(Artifact {
            location: ArtifactLocation {
                uri: uri(name),
                index,
            },
        });
    }

    fn region(source: &IndexedSource, offset: usize, len: usize) -> Region {
        let start = source.position(offset);
        let end = source.position(offset + len);
        let bytes = source.file_span(iccf::Span::new(offset, len));
        Region {
            start_line: start.line,
            start_column: start.column,
            end_line: end.line,
            end_column: end.column,
            byte_offset: bytes.offset,
            byte_length: bytes.len,
        }
    }

    /// Adds a result for `diagnostic` in the current file.
    pub fn add(&mut self, diagnostic: &Diagnostic, source: &IndexedSource) {
        let Some(artifact) = self.artifacts.last().map(|a| a.location.clone()) else {
            return;
        };
        let mut text = diagnostic.message.clone();
        if let Some(help) = &diagnostic.help {
            text.push_str("\nhelp: ");
            text.push_str(help);
        }
        let fixes = diagnostic
            .fix
            .iter()
            .map(|fix| SarifFix {
                description: Text {
                    text: diagnostic
                        .help
                        .clone()
                        .unwrap_or_else(|| diagnostic.code.summary().to_string()),
                },
                artifact_changes: [ArtifactChange {
                    artifact_location: artifact.clone(),
                    replacements: fix
                        .edits
                        .iter()
                        .map(|edit| Replacement {
                            deleted_region: Self::region(source, edit.span.offset, edit.span.len),
                            inserted_content: Text {
                                text: edit.replacement.clone(),
                            },
                        })
                        .collect(),
                }],
            })
            .collect();
        self.results.push(SarifResult {
            rule_id: diagnostic.code.as_str(),
            rule_index: diagnostic.code.index(),
            level: level(diagnostic.severity),
            message: Text { text },
            locations: [Location {
                physical_location: PhysicalLocation {
                    artifact_location: artifact,
                    region: Self::region(source, diagnostic.span.offset, diagnostic.span.len),
                },
            }],
            fixes,
        });
    }

    /// The whole log as pretty-printed JSON.
    pub fn to_json(&self, execution_successful: bool) -> String {
        let log = Log {
            schema: "https://json.schemastore.org/sarif-2.1.0.json",
            version: "2.1.0",
            runs: [Run {
                tool: Tool {
                    driver: Driver {
                        name: "iccf",
                        version: env!("CARGO_PKG_VERSION"),
                        semantic_version: env!("CARGO_PKG_VERSION"),
                        rules: Code::ALL.iter().copied().map(rule).collect(),
                    },
                },
                invocations: [Invocation {
                    execution_successful,
                }],
                artifacts: &self.artifacts,
                results: &self.results,
                column_kind: "unicodeCodePoints",
            }],
        };
        serde_json::to_string_pretty(&log).unwrap_or_default()
    }
}
