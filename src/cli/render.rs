//! Rendering diagnostics: miette's graphical reports (human), JSON lines, short lines and
//! GitHub workflow commands. (SARIF is in `sarif.rs`.)

use std::io::{IsTerminal, Write};

use miette::{
    GraphicalReportHandler, GraphicalTheme, MietteError, MietteSpanContents, SourceCode,
    SourceSpan, SpanContents,
};
use serde::Serialize;

use iccf::source::OffsetMap;
use iccf::{Diagnostic, LineIndex, Position, Span};

/// A file's text with its line index, as a miette source that finds the lines around a span by
/// binary search instead of scanning the file from the start (archives have millions of lines),
/// and reports columns in characters.
///
/// A line longer than [`LONG_LINE`] bytes (a whole game on one line), or a file with lone `\r`
/// line ends (which miette does not split), is shown as one line cut to [`WINDOW`] bytes either
/// side of the span: miette renders the whole snippet for every report, and cannot draw columns
/// beyond 65,535.
///
/// `text` may be a piece of a file read apart: then `line` counts the lines of the file before
/// it, and `map` turns its byte offsets into byte offsets of the file (also for a file decoded
/// from another encoding). Spans of diagnostics are offsets into `text`.
pub(crate) struct IndexedSource<'a> {
    pub name: &'a str,
    pub text: &'a str,
    pub index: &'a LineIndex,
    pub line: usize,
    pub map: &'a OffsetMap,
}

impl IndexedSource<'_> {
    /// The line (of the file) and column of byte `offset` of `text`.
    pub fn position(&self, offset: usize) -> Position {
        let mut position = self.index.position(self.text, offset);
        position.line += self.line;
        position
    }

    /// The bytes of the file that `span` (of `text`) was read from.
    pub fn file_span(&self, span: Span) -> Span {
        self.map.file_span(span)
    }
}

/// Lines longer than this (bytes) are cut around the span.
const LONG_LINE: usize = 300;
/// Bytes shown either side of a span on a cut line.
const WINDOW: usize = 60;

impl IndexedSource<'_> {
    /// The byte range of 1-based `line`, without its line end.
    fn line_bounds(&self, line: usize) -> (usize, usize) {
        let text = self.text;
        let start = self.index.line_start(line).unwrap_or(text.len());
        let next = self.index.line_start(line + 1).unwrap_or(text.len());
        let mut end = next.max(start);
        while end > start && matches!(text.as_bytes()[end - 1], b'\n' | b'\r') {
            end -= 1;
        }
        (start, end)
    }

    fn floor_boundary(&self, mut offset: usize) -> usize {
        while offset > 0 && !self.text.is_char_boundary(offset) {
            offset -= 1;
        }
        offset
    }

    fn ceil_boundary(&self, mut offset: usize) -> usize {
        while offset < self.text.len() && !self.text.is_char_boundary(offset) {
            offset += 1;
        }
        offset
    }
}

impl SourceCode for IndexedSource<'_> {
    fn read_span<'b>(
        &'b self,
        span: &SourceSpan,
        context_lines_before: usize,
        context_lines_after: usize,
    ) -> Result<Box<dyn SpanContents<'b> + 'b>, MietteError> {
        let text = self.text;
        if span.offset() > text.len() {
            return Err(MietteError::OutOfBounds);
        }
        let offset = span.offset();
        let end = (offset + span.len()).min(text.len());
        let position = self.index.position(text, offset);
        let column = if context_lines_before == 0 {
            position.column - 1
        } else {
            0
        };
        let (line_start, line_end) = self.line_bounds(position.line);
        let last_line = self
            .index
            .position(text, end.saturating_sub(1).max(offset))
            .line;
        let first = position.line.saturating_sub(context_lines_before).max(1);
        let last = last_line + context_lines_after;
        let whole_start = self.index.line_start(first).unwrap_or(0);
        let whole_end = self
            .index
            .line_start(last + 1)
            .unwrap_or(text.len())
            .max(end);
        let whole = &text[whole_start..whole_end];
        let lone_cr = whole
            .as_bytes()
            .windows(2)
            .any(|w| w[0] == b'\r' && w[1] != b'\n')
            || whole.ends_with('\r');
        let (start, stop, line, lines) = if line_end - line_start > LONG_LINE || lone_cr {
            let start = self.floor_boundary(offset.saturating_sub(WINDOW).max(line_start));
            let stop = self.ceil_boundary((end.max(offset + 1) + WINDOW).min(line_end).max(end));
            (start, stop, self.line + position.line - 1, 1)
        } else {
            let lines = whole.lines().count().max(1);
            (whole_start, whole_end, self.line + first - 1, lines)
        };
        Ok(Box::new(MietteSpanContents::new_named(
            self.name.to_string(),
            &text.as_bytes()[start..stop],
            SourceSpan::new(start.into(), stop - start),
            line,
            column,
            lines,
        )))
    }
}

/// A diagnostic together with its source, as miette wants it.
struct Report<'a> {
    diagnostic: &'a Diagnostic,
    source: &'a IndexedSource<'a>,
}

impl std::fmt::Debug for Report<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.diagnostic.fmt(f)
    }
}

impl std::fmt::Display for Report<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.diagnostic.fmt(f)
    }
}

impl std::error::Error for Report<'_> {}

impl miette::Diagnostic for Report<'_> {
    fn code<'b>(&'b self) -> Option<Box<dyn std::fmt::Display + 'b>> {
        self.diagnostic.code()
    }
    fn severity(&self) -> Option<miette::Severity> {
        miette::Diagnostic::severity(self.diagnostic)
    }
    fn help<'b>(&'b self) -> Option<Box<dyn std::fmt::Display + 'b>> {
        miette::Diagnostic::help(self.diagnostic)
    }
    fn labels(&self) -> Option<Box<dyn Iterator<Item = miette::LabeledSpan> + '_>> {
        self.diagnostic.labels()
    }
    fn source_code(&self) -> Option<&dyn SourceCode> {
        Some(self.source)
    }
}

/// Whether to colour human output: only on a terminal, and never when `NO_COLOR` is set.
pub(crate) fn use_colour() -> bool {
    std::io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
}

/// Whether to colour what goes to standard error (configuration mistakes).
pub(crate) fn use_colour_stderr() -> bool {
    std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
}

/// The graphical renderer: unicode with colour on a terminal, plain otherwise.
pub(crate) fn handler(colour: bool) -> GraphicalReportHandler {
    let theme = if colour {
        GraphicalTheme::unicode()
    } else {
        GraphicalTheme::unicode_nocolor()
    };
    GraphicalReportHandler::new_themed(theme)
        .with_width(100)
        .with_links(false)
}

/// Renders one diagnostic as miette's graphical report.
pub(crate) fn human(
    handler: &GraphicalReportHandler,
    diagnostic: &Diagnostic,
    source: &IndexedSource,
) -> String {
    let mut out = String::new();
    let report = Report { diagnostic, source };
    if handler.render_report(&mut out, &report).is_err() {
        out = format!("{}: {}\n", diagnostic.code, diagnostic.message);
    }
    out
}

/// One line of `--format json`: the stable contract for programs (see README).
#[derive(Serialize)]
pub(crate) struct JsonRecord<'a> {
    pub file: &'a str,
    pub game: Option<usize>,
    pub severity: &'static str,
    pub code: &'static str,
    pub message: &'a str,
    pub line: usize,
    pub column: usize,
    pub offset: usize,
    pub length: usize,
    pub help: Option<&'a str>,
    /// Only when the diagnostic has a fix.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fix: Option<JsonFix<'a>>,
}

/// The `fix` of a JSON record: the edits that `--fix` would make.
#[derive(Serialize)]
pub(crate) struct JsonFix<'a> {
    pub edits: Vec<JsonEdit<'a>>,
}

/// One edit: replace `length` bytes at `offset` (line:column) with `replacement`.
#[derive(Serialize)]
pub(crate) struct JsonEdit<'a> {
    pub offset: usize,
    pub length: usize,
    pub line: usize,
    pub column: usize,
    pub replacement: &'a str,
}

impl<'a> JsonRecord<'a> {
    pub fn new(
        file: &'a str,
        game: Option<usize>,
        diagnostic: &'a Diagnostic,
        source: &IndexedSource,
    ) -> Self {
        let position = source.position(diagnostic.span.offset);
        let span = source.file_span(diagnostic.span);
        Self {
            file,
            game,
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
                        let replacement = edit.replacement.as_str();
                        JsonEdit {
                            offset: span.offset,
                            length: span.len,
                            line: at.line,
                            column: at.column,
                            replacement,
                        }
                    })
                    .collect(),
            }),
        }
    }

    pub fn write(&self, out: &mut impl Write) -> std::io::Result<()> {
        serde_json::to_writer(&mut *out, self)?;
        out.write_all(b"\n")
    }
}

/// One line of `--format short`: `file:line:col: severity[code]: message`.
pub(crate) fn short(file: &str, diagnostic: &Diagnostic, source: &IndexedSource) -> String {
    let at = source.position(diagnostic.span.offset);
    let message = diagnostic.message.replace(['\r', '\n'], " ");
    format!(
        "{file}:{}:{}: {}[{}]: {message}\n",
        at.line,
        at.column,
        diagnostic.severity.as_str(),
        diagnostic.code.as_str()
    )
}

/// Escapes the message of a GitHub workflow command.
fn github_data(text: &str) -> String {
    text.replace('%', "%25")
        .replace('\r', "%0D")
        .replace('\n', "%0A")
}

/// Escapes a property of a GitHub workflow command.
fn github_property(text: &str) -> String {
    github_data(text).replace(':', "%3A").replace(',', "%2C")
}

/// One line of `--format github`: a workflow command that GitHub Actions shows as an annotation
/// on the file and line (`::error`, `::warning`, `::notice` for advice), with the help on a
/// second line of the message.
pub(crate) fn github(file: &str, diagnostic: &Diagnostic, source: &IndexedSource) -> String {
    let at = source.position(diagnostic.span.offset);
    let command = match diagnostic.severity {
        iccf::Severity::Error => "error",
        iccf::Severity::Warning => "warning",
        iccf::Severity::Advice => "notice",
    };
    let mut message = format!("{} ({})", diagnostic.message, diagnostic.code.name());
    if let Some(help) = &diagnostic.help {
        message.push_str("\nhelp: ");
        message.push_str(help);
    }
    let file = github_property(file);
    format!(
        "::{command} file={file},line={},col={},title={}::{}\n",
        at.line,
        at.column,
        diagnostic.code.as_str(),
        github_data(&message)
    )
}
