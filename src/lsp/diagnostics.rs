//! Our diagnostics as LSP diagnostics: the S/B/L code, `source: "iccf"`, the severity, the exact
//! range in UTF-16 units, the secondary labels as related information, and data naming the rule
//! and the command that explains it.

use crate::i18n::{Args, Language};
use crate::{Diagnostic, Severity};
use lsp_types::{DiagnosticRelatedInformation, DiagnosticSeverity, Location, NumberOrString, Uri};

use super::text::LineMap;

/// The `source` of every diagnostic the server publishes.
pub(crate) const SOURCE: &str = "iccf";

/// `diagnostic` (spans in `text`) as an LSP diagnostic of the document `uri`, its texts in
/// `language`.
///
/// The message is the diagnostic's message, then its help on a second line (`help: ...`), as
/// `iccf check` prints them; `data` holds `{"name", "explain", "fixable"}`.
pub(crate) fn to_lsp(
    diagnostic: &Diagnostic,
    text: &str,
    lines: &LineMap,
    uri: &Uri,
    language: Language,
) -> lsp_types::Diagnostic {
    let localized;
    let diagnostic = if language == Language::English {
        diagnostic
    } else {
        localized = diagnostic.localized(language);
        &localized
    };
    let code = diagnostic.code;
    let mut message = diagnostic.message.clone();
    if let Some(help) = &diagnostic.help {
        message.push('\n');
        message.push_str(
            &language
                .catalogue()
                .format("lsp-help", &Args::new().text("help", help.as_str())),
        );
    }
    let related: Vec<DiagnosticRelatedInformation> = diagnostic
        .related
        .iter()
        .map(|label| DiagnosticRelatedInformation {
            location: Location::new(uri.clone(), lines.range(text, label.span)),
            message: label.message.clone(),
        })
        .collect();
    lsp_types::Diagnostic {
        range: lines.range(text, diagnostic.span),
        severity: Some(severity(diagnostic.severity)),
        code: Some(NumberOrString::String(code.as_str().to_string())),
        code_description: None,
        source: Some(SOURCE.to_string()),
        message,
        related_information: (!related.is_empty()).then_some(related),
        tags: None,
        data: Some(serde_json::json!({
            "name": code.name(),
            "explain": format!("iccf explain {}", code.as_str()),
            "fixable": diagnostic.fix.is_some(),
        })),
    }
}

/// Error and warning as themselves; advice (a remark on style) as information, which editors
/// still show in the text.
fn severity(severity: Severity) -> DiagnosticSeverity {
    match severity {
        Severity::Error => DiagnosticSeverity::ERROR,
        Severity::Warning => DiagnosticSeverity::WARNING,
        Severity::Advice => DiagnosticSeverity::INFORMATION,
    }
}
