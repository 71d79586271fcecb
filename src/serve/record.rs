//! The diagnostics of the API as `iccf check --format json` writes them.
//!
//! Until `iccf::render` is in this branch, the record is built here with the keys of the
//! command line's `JsonRecord`; the tests compare it with `iccf check --format json`.

use serde::Serialize;

use crate::{Diagnostic, LineIndex};

/// A text with its name and line index.
pub(crate) struct Source<'a> {
    name: &'a str,
    text: &'a str,
    index: &'a LineIndex,
}

impl<'a> Source<'a> {
    pub fn new(name: &'a str, text: &'a str, index: &'a LineIndex) -> Self {
        Self { name, text, index }
    }
}

#[derive(Serialize)]
struct JsonRecord<'a> {
    file: &'a str,
    game: Option<usize>,
    severity: &'static str,
    code: &'static str,
    message: &'a str,
    line: usize,
    column: usize,
    offset: usize,
    length: usize,
    help: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    fix: Option<JsonFix<'a>>,
}

#[derive(Serialize)]
struct JsonFix<'a> {
    edits: Vec<JsonEdit<'a>>,
}

#[derive(Serialize)]
struct JsonEdit<'a> {
    offset: usize,
    length: usize,
    line: usize,
    column: usize,
    replacement: &'a str,
}

/// A diagnostic's record, serialized (its keys in the order `iccf check` writes them).
pub(crate) type Record = Box<serde_json::value::RawValue>;

/// The `--format json` record of `diagnostic` (of game `game`).
pub(crate) fn record(source: &Source, game: Option<usize>, diagnostic: &Diagnostic) -> Record {
    let at = |offset| source.index.position(source.text, offset);
    let position = at(diagnostic.span.offset);
    let record = JsonRecord {
        file: source.name,
        game,
        severity: diagnostic.severity.as_str(),
        code: diagnostic.code.as_str(),
        message: &diagnostic.message,
        line: position.line,
        column: position.column,
        offset: diagnostic.span.offset,
        length: diagnostic.span.len,
        help: diagnostic.help.as_deref(),
        fix: diagnostic.fix.as_ref().map(|fix| JsonFix {
            edits: fix
                .edits
                .iter()
                .map(|edit| {
                    let position = at(edit.span.offset);
                    JsonEdit {
                        offset: edit.span.offset,
                        length: edit.span.len,
                        line: position.line,
                        column: position.column,
                        replacement: &edit.replacement,
                    }
                })
                .collect(),
        }),
    };
    // Serializing plain fields cannot fail; `null` stands in if it ever did.
    serde_json::value::to_raw_value(&record).unwrap_or_else(|_| {
        serde_json::value::RawValue::from_string("null".to_string()).unwrap_or_default()
    })
}
