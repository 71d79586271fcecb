//! `--format json`: one JSON object per diagnostic per line, the stable contract for programs
//! (the keys are listed in docs/output-formats.md).

use std::io::Write;

use serde::Serialize;

use super::{GameLabel, Source};
use crate::diagnostic::Diagnostic;
use crate::i18n::{Args, Language};

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
    /// The id of the message in the catalogues (`board-not-its-move`), when it has one; with
    /// `args`, a program can put the message into words of its own.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub message_id: Option<&'static str>,
    /// The arguments of the message: numbers, squares, moves and selectors (`"piece":
    /// "knight"`); only present with `message_id`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub args: Option<&'a Args>,
    /// The edits that `--fix` would make; only present when the diagnostic has a fix.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fix: Option<JsonFix<'a>>,
    /// The move that was meant, when the board's repair search found one (see
    /// [`JsonMeant`] and docs/repairs.md); only present then.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub meant: Option<JsonMeant<'a>>,
    /// The two or three moves that fit equally well, when the board could not choose (each
    /// with no edits); only present then.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub meant_candidates: Vec<JsonMeant<'a>>,
    /// The message and help in the language asked for with `--lang` (only then present;
    /// `message` and `help` above stay in English).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub localized: Option<JsonLocalized>,
    #[serde(skip)]
    diagnostic: &'a Diagnostic,
}

/// The `localized` of a JSON record: `{"lang": "ru", "message": "...", "help": "..."}`.
#[derive(Clone, Debug, Serialize)]
pub struct JsonLocalized {
    /// The language's tag (`ru`).
    pub lang: &'static str,
    /// What is wrong, in that language.
    pub message: String,
    /// How to fix it, in that language.
    pub help: Option<String>,
}

/// The `meant` of a JSON record: the fields of [`Meant`] (`kind`, `move`, `san`, `moves`,
/// `plies_confirmed`) and the edits that write the repair into the file, in source order, as
/// `fix.edits` gives them (byte offsets of the file on disk, 1-based line and column in
/// characters). `--fix-moves` applies them; they are never part of `fix`.
///
/// # Examples
///
/// ```
/// use iccf::render::{JsonRecord, Source};
///
/// let moves = "1. 5254 5755 2. 7163 2836 3. 6125 1716 4. 2514 7866 5. 5171 6857 6. 6151 2725 7. 1423 5878 *";
/// let text = moves.replace("2836", "2846");
/// let index = iccf::LineIndex::new(&text);
/// let source = Source::new("a.iccf", &text, &index);
/// let options = iccf::check::CheckOptions::default().with_lint(false);
/// let checked = iccf::check::check_games(&text, options).next().unwrap();
/// let record = serde_json::to_value(JsonRecord::new(&source, None, &checked.diagnostics[0])).unwrap();
/// assert_eq!(record["meant"]["kind"], "digit-typo");
/// assert_eq!(record["meant"]["move"], "2836");
/// assert_eq!(record["meant"]["plies_confirmed"], 10);
/// let edit = &record["meant"]["edits"][0];
/// assert_eq!((edit["offset"].as_u64(), edit["length"].as_u64()), (Some(21), Some(4)));
/// assert_eq!((edit["line"].as_u64(), edit["column"].as_u64()), (Some(1), Some(22)));
/// assert_eq!(edit["replacement"], "2836");
/// ```
///
/// [`Meant`]: crate::diagnostic::Meant
#[derive(Clone, Debug, Serialize)]
pub struct JsonMeant<'a> {
    /// The repair as the library gives it (its `edits` are not serialized there: they are
    /// byte spans of the text, written here in the file's terms).
    #[serde(flatten)]
    pub meant: &'a crate::diagnostic::Meant,
    /// The edits that write the meant moves into the file (none for candidates).
    pub edits: Vec<JsonEdit<'a>>,
}

impl<'a> JsonMeant<'a> {
    /// The record of `meant`, its edits placed in `source`.
    pub fn new(source: &Source<'a>, meant: &'a crate::diagnostic::Meant) -> Self {
        Self {
            meant,
            edits: json_edits(source, &meant.edits),
        }
    }
}

/// `edits` (byte spans of the text) as edits of the file `source` was read from.
fn json_edits<'a>(source: &Source<'a>, edits: &'a [crate::diagnostic::Edit]) -> Vec<JsonEdit<'a>> {
    edits
        .iter()
        .map(|edit| {
            let at = source.position(edit.span.offset());
            let span = source.file_span(edit.span);
            JsonEdit {
                offset: span.offset(),
                length: span.len(),
                line: at.line,
                column: at.column,
                replacement: &edit.replacement,
            }
        })
        .collect()
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
        let position = source.position(diagnostic.span.offset());
        let span = source.file_span(diagnostic.span);
        Self {
            file: source.name,
            game: game.map(|g| g.index),
            severity: diagnostic.severity.as_str(),
            code: diagnostic.code.as_str(),
            message: &diagnostic.message,
            line: position.line,
            column: position.column,
            offset: span.offset(),
            length: span.len(),
            help: diagnostic.help.as_deref(),
            message_id: diagnostic.message_id,
            args: diagnostic.message_id.map(|_| diagnostic.args()),
            fix: diagnostic.fix.as_ref().map(|fix| JsonFix {
                edits: json_edits(source, &fix.edits),
            }),
            meant: diagnostic
                .meant
                .as_deref()
                .map(|meant| JsonMeant::new(source, meant)),
            meant_candidates: diagnostic
                .meant_candidates
                .iter()
                .map(|meant| JsonMeant::new(source, meant))
                .collect(),
            localized: None,
            diagnostic,
        }
    }

    /// Adds the message and help in `language` (`"localized"`); `None` adds nothing.
    #[must_use]
    pub fn with_localized(mut self, language: Option<Language>) -> Self {
        self.localized = language.map(|language| {
            let text = self.diagnostic.in_language(language);
            JsonLocalized {
                lang: language.tag(),
                message: text.message,
                help: text.help,
            }
        });
        self
    }

    /// Writes the record and a line end.
    ///
    /// # Errors
    ///
    /// When `out` cannot be written to.
    pub fn write(&self, out: &mut impl Write) -> std::io::Result<()> {
        // Written whole: serde_json writes a record in some forty pieces, each a call through
        // `out` (often a `dyn Write`), where a vector takes them inline.
        let mut line = Vec::with_capacity(512);
        serde_json::to_writer(&mut line, self)?;
        line.push(b'\n');
        out.write_all(&line)
    }
}
