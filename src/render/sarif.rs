//! `--format sarif`: one SARIF 2.1.0 log (OASIS Static Analysis Results Interchange Format) with
//! one run: every code as a rule in `tool.driver.rules` (with its help text and default level,
//! in [`Code::ALL`] order, so that a result's `ruleIndex` is [`Code::index`]), and a result per
//! diagnostic with its region (1-based lines, columns in Unicode code points as `columnKind`
//! says, byte offsets of the file on disk as `byteOffset`), its game and its fix. The types are
//! serde-sarif's.

use serde_sarif::sarif;

use super::{GameLabel, Source};
use crate::codes::Code;
use crate::diagnostic::{Diagnostic, Severity};
use crate::i18n::{Arg, Args, Language};

/// The SARIF log of a run being built: the files (artifacts) and the results, written at the end
/// by [`SarifLog::into_json`].
///
/// # Examples
///
/// ```
/// use iccf::render::{SarifLog, Source};
///
/// let text = "1. 5254 5755 2. 7163 28369 *";
/// let index = iccf::LineIndex::new(text);
/// let source = Source::new("a.iccf", text, &index);
/// let mut log = SarifLog::default();
/// log.start_file(source.name);
/// log.add(&source, None, &iccf::syntax::parse(text).diagnostics[0]);
/// let json: serde_json::Value = serde_json::from_str(&log.into_json(true)).unwrap();
/// let result = &json["runs"][0]["results"][0];
/// assert_eq!(result["ruleId"], "S003");
/// assert_eq!(result["ruleIndex"], iccf::Code::BadPromotionDigit.index());
/// assert_eq!(result["locations"][0]["physicalLocation"]["region"]["startColumn"], 26);
/// ```
#[derive(Debug, Default)]
pub struct SarifLog {
    artifacts: Vec<sarif::Artifact>,
    results: Vec<sarif::Result>,
    /// The message strings of each rule, by message id: the English text with each text
    /// argument as its placeholder (`{0}`), as SARIF's `messageStrings` and a result's
    /// `message.arguments` go together.
    message_strings: std::collections::BTreeMap<Code, std::collections::BTreeMap<String, String>>,
}

/// A result's message `id` and `arguments` (every argument as text, in order), and the rule's
/// message string for the id (the English text, each text argument replaced by `{index}`).
fn message_arguments(diagnostic: &Diagnostic) -> Option<(&'static str, Vec<String>, String)> {
    let id = diagnostic.message_id?;
    let mut arguments = Vec::new();
    let mut placeholders = Args::new();
    for (index, (name, arg)) in diagnostic.args().iter().enumerate() {
        let (value, placeholder) = match arg {
            Arg::Number(n) => (n.to_string(), Args::new().number(name, *n)),
            Arg::Selector(key) => ((*key).to_string(), Args::new().selector(name, key)),
            Arg::Text(text) => (text.clone(), Args::new().text(name, format!("{{{index}}}"))),
            Arg::Message(message) => (
                message.format(Language::English),
                Args::new().text(name, format!("{{{index}}}")),
            ),
        };
        arguments.push(value);
        placeholders = placeholders.extended(placeholder);
    }
    let template = Language::English.catalogue().format(id, &placeholders);
    Some((id, arguments, template))
}

fn level(severity: Severity) -> sarif::ResultLevel {
    match severity {
        Severity::Error => sarif::ResultLevel::Error,
        Severity::Warning => sarif::ResultLevel::Warning,
        Severity::Advice => sarif::ResultLevel::Note,
    }
}

fn text(text: impl Into<String>) -> sarif::Message {
    sarif::Message::builder().text(text.into()).build()
}

fn properties(
    pairs: impl IntoIterator<Item = (&'static str, serde_json::Value)>,
) -> sarif::PropertyBag {
    sarif::PropertyBag::builder()
        .additional_properties(
            pairs
                .into_iter()
                .map(|(k, v)| (k.to_string(), v))
                .collect::<std::collections::BTreeMap<_, _>>(),
        )
        .build()
}

fn rule(code: Code) -> sarif::ReportingDescriptor {
    let e = code.explanation();
    let message = |text: String| {
        sarif::MultiformatMessageString::builder()
            .text(text)
            .build()
    };
    sarif::ReportingDescriptor::builder()
        .id(code.as_str())
        .name(code.name())
        .short_description(message(code.summary().to_string()))
        .full_description(message(e.what.to_string()))
        .help(
            sarif::MultiformatMessageString::builder()
                .text(format!(
                    "What it means: {}\nWhy it matters: {}\nExample: {}\nFix: {}",
                    e.what, e.why, e.example, e.fix
                ))
                .markdown(format!(
                    "**What it means**\n\n{}\n\n**Why it matters**\n\n{}\n\n**Example**\n\n```\n{}\n```\n\n**Fix**\n\n{}",
                    e.what, e.why, e.example, e.fix
                ))
                .build(),
        )
        .default_configuration(
            sarif::ReportingConfiguration::builder()
                .level(serde_json::json!(level(code.default_severity())))
                .build(),
        )
        .properties(properties([
            ("fixable", serde_json::json!(code.fixable())),
            ("layer", serde_json::json!(code.layer())),
        ]))
        .build()
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

fn count(n: usize) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}

fn region(source: &Source, offset: usize, len: usize) -> sarif::Region {
    let start = source.position(offset);
    let end = source.position(offset + len);
    let bytes = source.file_span(crate::span::Span::new(offset, len));
    sarif::Region::builder()
        .start_line(count(start.line))
        .start_column(count(start.column))
        .end_line(count(end.line))
        .end_column(count(end.column))
        .byte_offset(count(bytes.offset()))
        .byte_length(count(bytes.len()))
        .build()
}

impl SarifLog {
    /// Starts a file: the results added after it point at it.
    pub fn start_file(&mut self, name: &str) {
        let index = count(self.artifacts.len());
        self.artifacts.push(
            sarif::Artifact::builder()
                .location(
                    sarif::ArtifactLocation::builder()
                        .uri(uri(name))
                        .index(index)
                        .build(),
                )
                .build(),
        );
    }

    /// Adds a result for `diagnostic` of the file last started (of `game`, when it belongs to
    /// one: its index and players are the result's `properties`).
    pub fn add(&mut self, source: &Source, game: Option<&GameLabel>, diagnostic: &Diagnostic) {
        self.add_localized(source, game, diagnostic, None);
    }

    /// [`SarifLog::add`]; with `localized`, the result's properties also carry the message and
    /// help in that language (`"localized": {"lang": "ru", "message": ..., "help": ...}`).
    pub fn add_localized(
        &mut self,
        source: &Source,
        game: Option<&GameLabel>,
        diagnostic: &Diagnostic,
        localized: Option<Language>,
    ) {
        let Some(artifact) = self.artifacts.last().and_then(|a| a.location.clone()) else {
            return;
        };
        let mut message = diagnostic.message.clone();
        if let Some(help) = &diagnostic.help {
            message.push_str("\nhelp: ");
            message.push_str(help);
        }
        let fixes = fixes_of(source, diagnostic, &artifact);
        let location = sarif::Location::builder()
            .physical_location(
                sarif::PhysicalLocation::builder()
                    .artifact_location(artifact)
                    .region(region(
                        source,
                        diagnostic.span.offset(),
                        diagnostic.span.len(),
                    ))
                    .build(),
            )
            .build();
        let mut result = sarif::Result::builder()
            .rule_id(diagnostic.code.as_str())
            .rule_index(count(diagnostic.code.index()))
            .level(level(diagnostic.severity))
            .message(text(message))
            .locations(vec![location])
            .build();
        if let Some((id, arguments, template)) = message_arguments(diagnostic) {
            result.message.id = Some(id.to_string());
            result.message.arguments = Some(arguments);
            self.message_strings
                .entry(diagnostic.code)
                .or_default()
                .entry(id.to_string())
                .or_insert(template);
        }
        if !fixes.is_empty() {
            result.fixes = Some(fixes);
        }
        result.properties = result_properties(game, diagnostic, localized);
        self.results.push(result);
    }

    /// The whole log as pretty-printed JSON (`execution_successful` is false when a file could
    /// not be read or written).
    pub fn into_json(self, execution_successful: bool) -> String {
        let driver = sarif::ToolComponent::builder()
            .name("iccf")
            .version(env!("CARGO_PKG_VERSION"))
            .semantic_version(env!("CARGO_PKG_VERSION"))
            .rules(
                Code::ALL
                    .iter()
                    .map(|&code| {
                        let mut rule = rule(code);
                        if let Some(strings) = self.message_strings.get(&code) {
                            rule.message_strings = Some(
                                strings
                                    .iter()
                                    .map(|(id, template)| {
                                        let string = sarif::MultiformatMessageString::builder()
                                            .text(template.clone())
                                            .build();
                                        (id.clone(), string)
                                    })
                                    .collect(),
                            );
                        }
                        rule
                    })
                    .collect::<Vec<_>>(),
            )
            .build();
        let run = sarif::Run::builder()
            .tool(sarif::Tool::builder().driver(driver).build())
            .invocations(vec![
                sarif::Invocation::builder()
                    .execution_successful(execution_successful)
                    .build(),
            ])
            .artifacts(self.artifacts)
            .results(self.results)
            .column_kind(serde_json::json!("unicodeCodePoints"))
            .build();
        let log = sarif::Sarif::builder()
            .schema("https://json.schemastore.org/sarif-2.1.0.json")
            .version(serde_json::json!("2.1.0"))
            .runs(vec![run])
            .build();
        serde_json::to_string_pretty(&log).unwrap_or_default()
    }
}

/// The SARIF fixes of `diagnostic`'s fix (none or one), its edits in `artifact`.
fn fixes_of(
    source: &Source,
    diagnostic: &Diagnostic,
    artifact: &sarif::ArtifactLocation,
) -> Vec<sarif::Fix> {
    diagnostic
        .fix
        .iter()
        .map(|fix| {
            let description = diagnostic
                .help
                .clone()
                .unwrap_or_else(|| diagnostic.code.summary().to_string());
            let replacements: Vec<sarif::Replacement> = fix
                .edits
                .iter()
                .map(|edit| {
                    sarif::Replacement::builder()
                        .deleted_region(region(source, edit.span.offset(), edit.span.len()))
                        .inserted_content(
                            sarif::ArtifactContent::builder()
                                .text(edit.replacement.clone())
                                .build(),
                        )
                        .build()
                })
                .collect();
            sarif::Fix::builder()
                .description(text(description))
                .artifact_changes(vec![
                    sarif::ArtifactChange::builder()
                        .artifact_location(artifact.clone())
                        .replacements(replacements)
                        .build(),
                ])
                .build()
        })
        .collect()
}

/// The `properties` of a result: the game it belongs to (index and label) and, with
/// `localized`, the message and help in that language; `None` when there is neither.
fn result_properties(
    game: Option<&GameLabel>,
    diagnostic: &Diagnostic,
    localized: Option<Language>,
) -> Option<sarif::PropertyBag> {
    let mut bag = Vec::new();
    if let Some(game) = game {
        bag.push(("game", serde_json::json!(game.index)));
        bag.push(("gameLabel", serde_json::json!(game.to_string())));
    }
    if let Some(language) = localized {
        let text = diagnostic.in_language(language);
        bag.push((
            "localized",
            serde_json::json!({"lang": language.tag(), "message": text.message, "help": text.help}),
        ));
    }
    (!bag.is_empty()).then(|| properties(bag))
}
