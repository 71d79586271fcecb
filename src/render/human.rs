//! The human report: miette's graphical renderer, with the game named on the code line, long
//! lines cut to a window around the span, and helps wrapped without breaking a FEN or anything
//! else a reader copies.

use miette::{
    GraphicalReportHandler, GraphicalTheme, MietteError, MietteSpanContents, SourceCode,
    SourceSpan, SpanContents,
};

use super::{GameLabel, Source};
use crate::diagnostic::Diagnostic;
use crate::i18n::{Args, Language};

/// Lines longer than this (bytes) are cut around the span.
const LONG_LINE: usize = 300;
/// Bytes shown either side of a span on a cut line.
const WINDOW: usize = 60;
/// Snippets (the span's lines and their context) longer than this (bytes) are cut, unless the
/// span itself is that long.
const LONG_SNIPPET: usize = 2_000;

impl Source<'_> {
    /// The byte range of 1-based `line`, without its line end.
    fn line_bounds(&self, line: usize) -> (usize, usize) {
        let text = self.text;
        let start = self.index.line_start(line).unwrap_or(text.len());
        let next = self.index.line_start(line + 1).unwrap_or(text.len());
        let stripped = text.get(start..next.max(start)).unwrap_or_default();
        (start, start + stripped.trim_end_matches(['\n', '\r']).len())
    }

    /// Whether one of the 1-based lines `first..=last` ends with a lone `\r`, which miette
    /// does not take for a line end. Looks at one byte per line, not at the text of the lines,
    /// so that it costs nothing on a long line.
    fn lone_cr_between(&self, first: usize, last: usize) -> bool {
        let bytes = self.text.as_bytes();
        (first..=last).any(|line| {
            self.index
                .line_start(line + 1)
                .and_then(|next| next.checked_sub(1))
                .is_some_and(|end| bytes.get(end) == Some(&b'\r'))
        })
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

/// A miette source that finds the lines around a span by binary search in the [`Source`]'s line
/// index instead of scanning the file from the start (archives have millions of lines), and
/// reports columns in characters. Any miette report about a transcript should use it as its
/// source code (as [`Human::render`] does) rather than miette's `NamedSource`.
///
/// A line longer than 300 bytes (a whole game on one line), a file with lone `\r` line ends
/// (which miette does not split), or context lines of more than 2,000 bytes are shown as the
/// span's line cut to 60 bytes either side of the span: miette renders the whole snippet for
/// every report (so a long line would cost its length per report, quadratic time for many
/// reports on one line), and it panics on columns beyond 65,535.
#[derive(Clone, Copy, Debug)]
pub struct Snippets<'a>(pub Source<'a>);

impl SourceCode for Snippets<'_> {
    fn read_span<'b>(
        &'b self,
        span: &SourceSpan,
        context_lines_before: usize,
        context_lines_after: usize,
    ) -> Result<Box<dyn SpanContents<'b> + 'b>, MietteError> {
        let source = &self.0;
        let text = source.text;
        if span.offset() > text.len() {
            return Err(MietteError::OutOfBounds);
        }
        let offset = span.offset();
        let end = (offset + span.len()).min(text.len());
        // Lines of `text` here; miette is told the file's line numbers at the end.
        let position = source.index.position(text, offset);
        let column = if context_lines_before == 0 {
            position.column - 1
        } else {
            0
        };
        let (line_start, line_end) = source.line_bounds(position.line);
        let last_line = source
            .index
            .position(text, end.saturating_sub(1).max(offset))
            .line;
        let first = position.line.saturating_sub(context_lines_before).max(1);
        let last = last_line + context_lines_after;
        let whole_start = source.index.line_start(first).unwrap_or(0);
        let whole_end = source
            .index
            .line_start(last + 1)
            .unwrap_or(text.len())
            .max(end);
        let whole = text.get(whole_start..whole_end).unwrap_or_default();
        // Context lines (not the span) too long to show in full: the span's line alone.
        let long_context = whole.len() > LONG_SNIPPET && end - offset <= LONG_SNIPPET;
        let (start, stop, line, lines) = if line_end - line_start > LONG_LINE
            || long_context
            || source.lone_cr_between(first, last)
        {
            let start = source.floor_boundary(offset.saturating_sub(WINDOW).max(line_start));
            let stop = source.ceil_boundary((end.max(offset + 1) + WINDOW).min(line_end).max(end));
            (start, stop, position.line - 1, 1)
        } else {
            let lines = whole.lines().count().max(1);
            (whole_start, whole_end, first - 1, lines)
        };
        let bytes = text.as_bytes().get(start..stop).unwrap_or_default();
        Ok(Box::new(MietteSpanContents::new_named(
            source.name.to_string(),
            bytes,
            SourceSpan::new(start.into(), stop - start),
            source.lines_before + line,
            column,
            lines,
        )))
    }
}

/// A diagnostic with its source and game, as miette wants it.
struct Report<'a> {
    diagnostic: &'a Diagnostic,
    game: Option<&'a GameLabel<'a>>,
    source: Snippets<'a>,
    language: Language,
}

impl std::fmt::Debug for Report<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.diagnostic.fmt(f)
    }
}

impl std::fmt::Display for Report<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Display::fmt(self.diagnostic, f)
    }
}

impl std::error::Error for Report<'_> {}

impl miette::Diagnostic for Report<'_> {
    /// The code line names the game: `B002(illegal-move) in game 317 (Player A - Player B)`.
    fn code<'b>(&'b self) -> Option<Box<dyn std::fmt::Display + 'b>> {
        let code = format!("{}({})", self.diagnostic.code, self.diagnostic.code.name());
        Some(Box::new(match self.game {
            Some(game) => {
                // `game 317 (Player A - Player B)`: the words from the catalogue, the players
                // as the label writes them.
                let label = game.to_string();
                let players = label
                    .strip_prefix(&format!("game {}", game.index))
                    .unwrap_or_default();
                let in_game = self
                    .language
                    .catalogue()
                    .format("report-in-game", &Args::new().number("game", game.index));
                format!("{code} {in_game}{players}")
            }
            None => code,
        }))
    }
    fn severity(&self) -> Option<miette::Severity> {
        miette::Diagnostic::severity(self.diagnostic)
    }
    fn help<'b>(&'b self) -> Option<Box<dyn std::fmt::Display + 'b>> {
        // miette writes the word `help:` in English: in another language the renderer writes
        // the help itself ([`Human::help_footer`]).
        if self.language == Language::English {
            miette::Diagnostic::help(self.diagnostic)
        } else {
            None
        }
    }
    fn labels(&self) -> Option<Box<dyn Iterator<Item = miette::LabeledSpan> + '_>> {
        self.diagnostic.labels()
    }
    fn source_code(&self) -> Option<&dyn SourceCode> {
        Some(&self.source)
    }
}

/// The human report of `iccf check` (the default format): miette's graphical renderer, Unicode
/// lines, 100 columns, with or without colour.
///
/// # Examples
///
/// ```
/// use iccf::render::{GameLabel, Human, Source};
///
/// let text = "[White \"Kasparov\"]\n[Black \"Karpov\"]\n\n1. 5254 5755 2. 5354 *\n";
/// let index = iccf::LineIndex::new(text);
/// let source = Source::new("game.iccf", text, &index);
/// let checked = iccf::check::check_games(text, Default::default()).next().unwrap();
/// let board = checked.diagnostics.iter().find(|d| d.code.as_str() == "B001").unwrap();
/// let report = Human::new(false).render(&source, Some(&GameLabel::of(1, &checked.game)), board);
/// assert!(report.starts_with("B001(empty-from-square) in game 1 (Kasparov - Karpov)\n"));
/// assert!(report.contains("╭─[game.iccf:4:17]"));
/// ```
#[derive(Debug, Clone)]
pub struct Human {
    handler: GraphicalReportHandler,
    language: Language,
    colour: bool,
    width: usize,
}

impl Human {
    /// The renderer, coloured with ANSI escapes when `colour` is true.
    pub fn new(colour: bool) -> Self {
        let theme = if colour {
            GraphicalTheme::unicode()
        } else {
            GraphicalTheme::unicode_nocolor()
        };
        Self {
            handler: GraphicalReportHandler::new_themed(theme)
                .with_width(100)
                .with_links(false)
                .with_break_words(false)
                .with_word_splitter(textwrap::WordSplitter::NoHyphenation)
                .with_word_separator(super::wrap::WORD_SEPARATOR),
            language: Language::English,
            colour,
            width: 100,
        }
    }

    /// Writes the reports in `language` (English by default): the words around the code, and
    /// the message, labels and help of every diagnostic that has a message id.
    #[must_use]
    pub fn with_language(mut self, language: Language) -> Self {
        self.language = language;
        self
    }

    /// Sets the width in columns the reports are wrapped to (100 by default).
    #[must_use]
    pub fn with_width(mut self, width: usize) -> Self {
        self.handler = self.handler.with_width(width);
        self.width = width;
        self
    }

    /// The report of `diagnostic` in `source`, of `game` when it belongs to one, ending with a
    /// line end.
    pub fn render(
        &self,
        source: &Source,
        game: Option<&GameLabel>,
        diagnostic: &Diagnostic,
    ) -> String {
        let localized;
        let diagnostic = if self.language == Language::English {
            diagnostic
        } else {
            localized = diagnostic.localized(self.language);
            &localized
        };
        let report = Report {
            diagnostic,
            game,
            source: Snippets(*source),
            language: self.language,
        };
        let rendered = self.render_diagnostic(&report).map(|mut out| {
            if self.language != Language::English {
                out.push_str(&self.help_footer(diagnostic.help.as_deref()));
            }
            out
        });
        rendered.unwrap_or_else(|| {
            let at = source.position(diagnostic.span.offset());
            format!(
                "{}:{}:{}: {}[{}]: {}\n",
                source.name,
                at.line,
                at.column,
                diagnostic.severity,
                diagnostic.code,
                diagnostic.message
            )
        })
    }

    /// The help of a report in the renderer's language, as miette writes it in English
    /// (`  help: ` and the text wrapped under it), with the catalogue's word for "help";
    /// empty without a help.
    fn help_footer(&self, help: Option<&str>) -> String {
        let Some(help) = help else {
            return String::new();
        };
        let word = self
            .language
            .catalogue()
            .format("report-help", &Args::new());
        let prefix = format!("  {word}: ");
        let indent = " ".repeat(prefix.chars().count());
        // Cyan, as miette's unicode theme styles its `help:`.
        let styled = if self.colour {
            format!("\x1b[36m{prefix}\x1b[0m")
        } else {
            prefix
        };
        let options = textwrap::Options::new(self.width.saturating_sub(2))
            .initial_indent(&styled)
            .subsequent_indent(&indent)
            .break_words(false)
            .word_splitter(textwrap::WordSplitter::NoHyphenation)
            .word_separator(super::wrap::WORD_SEPARATOR);
        format!("{}\n", textwrap::fill(help, options))
    }

    /// The report of any miette diagnostic that carries its source (a mistake in `iccf.toml`),
    /// in the same style; `None` when miette cannot render it.
    pub fn render_diagnostic(&self, diagnostic: &dyn miette::Diagnostic) -> Option<String> {
        let mut out = String::new();
        self.handler.render_report(&mut out, diagnostic).ok()?;
        Some(out)
    }
}
