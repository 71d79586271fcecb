//! `--format json`: one JSON object per diagnostic per line, the stable contract for programs
//! (the keys are listed in README.md).

use std::io::Write;

use serde::Serialize;

use super::{GameLabel, Source};
use crate::diagnostic::Diagnostic;

/// One line of `--format json`. Lines are 1-based, columns 1-based in characters, `offset` and
/// `length` in bytes of the file on disk (see [`Source::file_span`]; the same as bytes of the
/// text for a whole UTF-8 file).
///
/// # Examples
///
/// ```
/// use iccf::render::{JsonRecord, Source};
///
/// let text = "1. 5254 5755 2. 7163 28369 *";
/// let index = iccf::LineIndex::new(text);
/// let source = Source::new("a.iccf", text, &index);
/// let d = &iccf::syntax::parse(text).diagnostics[0];
/// let record = serde_json::to_value(JsonRecord::new(&source, None, d)).unwrap();
/// assert_eq!((record["line"].as_u64(), record["column"].as_u64()), (Some(1), Some(26)));
/// assert_eq!(record["code"], "S003");
/// ```
#[derive(Clone, Debug, Serialize)]
pub struct JsonRecord<'a> {
    /// The file's name as given.
    pub file: &'a str,
    /// The 1-based index of the game in the file (`null` for a diagnostic of the whole file).
    pub game: Option<usize>,
    /// `error`, `warning` or `advice`.
    pub severity: &'static str,
    /// The stable code (`B002`).
    pub code: &'static str,
    /// What is wrong.
    pub message: &'a str,
    /// 1-based line of the first byte of the span.
    pub line: usize,
    /// 1-based column (characters) of the first byte of the span.
    pub column: usize,
    /// 0-based byte offset of the span in the file.
    pub offset: usize,
    /// Length of the span in bytes of the file.
    pub length: usize,
    /// How to fix it.
    pub help: Option<&'a str>,
    /// The edits that `--fix` would make; only present when the diagnostic has a fix.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fix: Option<JsonFix<'a>>,
    /// The move that was meant, when the board found it (see [`crate::diagnostic::Meant`]);
    /// only present then.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub meant: Option<&'a crate::diagnostic::Meant>,
    /// The two or three moves that fit equally well, when the board could not choose; only
    /// present then.
    #[serde(skip_serializing_if = "<[_]>::is_empty")]
    pub meant_candidates: &'a [crate::diagnostic::Meant],
}

/// The `fix` of a JSON record: the edits that `--fix` would make.
#[derive(Clone, Debug, Serialize)]
pub struct JsonFix<'a> {
    /// The edits, in source order.
    pub edits: Vec<JsonEdit<'a>>,
}

/// One edit: replace `length` bytes at `offset` (`line`:`column`) with `replacement`.
#[derive(Clone, Debug, Serialize)]
pub struct JsonEdit<'a> {
    /// 0-based byte offset in the file.
    pub offset: usize,
    /// Bytes of the file replaced (0 to insert).
    pub length: usize,
    /// 1-based line of `offset`.
    pub line: usize,
    /// 1-based column (characters) of `offset`.
    pub column: usize,
    /// The text written there.
    pub replacement: &'a str,
}

impl<'a> JsonRecord<'a> {
    /// The record of `diagnostic` in `source`, of `game` when it belongs to one.
    pub fn new(source: &Source<'a>, game: Option<&GameLabel>, diagnostic: &'a Diagnostic) -> Self {
        let position = source.position(diagnostic.span.offset);
        let span = source.file_span(diagnostic.span);
        Self {
            file: source.name,
            game: game.map(|g| g.index),
            severity: diagnostic.severity.as_str(),
            code: diagnostic.code.as_str(),
            message: &diagnostic.message,
            line: position.line,
            column: position.column,
            offset: span.offset,
            length: span.len,
            help: diagnostic.help.as_deref(),
            fix: diagnostic.fix.as_ref().map(|fix| JsonFix {
                edits: fix
                    .edits
                    .iter()
                    .map(|edit| {
                        let at = source.position(edit.span.offset);
                        let span = source.file_span(edit.span);
                        JsonEdit {
                            offset: span.offset,
                            length: span.len,
                            line: at.line,
                            column: at.column,
                            replacement: &edit.replacement,
                        }
                    })
                    .collect(),
            }),
            meant: diagnostic.meant.as_deref(),
            meant_candidates: &diagnostic.meant_candidates,
        }
    }

    /// Writes the record and a line end.
    ///
    /// # Errors
    ///
    /// When `out` cannot be written to.
    pub fn write(&self, out: &mut impl Write) -> std::io::Result<()> {
        serde_json::to_writer(&mut *out, self)?;
        out.write_all(b"\n")
    }
}
