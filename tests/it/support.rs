//! Helpers shared by the integration tests: diagnostics as (code, line, column, length).

use iccf::check::{CheckOptions, check_games};
use iccf::{Diagnostic, LineIndex};

/// A diagnostic reduced to what tests assert: code, 1-based line and column (characters),
/// length in bytes, severity.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Located {
    pub code: &'static str,
    pub line: usize,
    pub column: usize,
    pub length: usize,
    pub severity: &'static str,
    pub message: String,
    pub help: String,
}

/// Locates `diagnostic` in `text`.
pub fn locate(text: &str, index: &LineIndex, diagnostic: &Diagnostic) -> Located {
    let position = index.position(text, diagnostic.span.offset);
    Located {
        code: diagnostic.code.as_str(),
        line: position.line,
        column: position.column,
        length: diagnostic.span.len,
        severity: diagnostic.severity.as_str(),
        message: diagnostic.message.clone(),
        help: diagnostic.help.clone().unwrap_or_default(),
    }
}

/// Every diagnostic of the syntax and board layers and the result checks on `text`, in source
/// order (the lint rules off, so that each test sees only the layer it tests).
pub fn check(text: &str) -> Vec<Located> {
    let index = LineIndex::new(text);
    check_games(text, CheckOptions::default().with_lint(false))
        .flat_map(|game| game.diagnostics)
        .map(|d| locate(text, &index, &d))
        .collect()
}
