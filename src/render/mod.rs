//! Writing diagnostics exactly as `iccf check` prints them, for programs that embed the library:
//! the human report (miette's graphical renderer, with the `fancy` feature), one short line per
//! diagnostic, JSON lines, one SARIF 2.1.0 log, and GitHub Actions workflow commands.
//!
//! Every writer takes the diagnostic, the [`Source`] it points into (the file's name, its text
//! and a [`LineIndex`] of it) and, when known, the [`GameLabel`] of the game it belongs to.
//! Lines are 1-based; columns are 1-based and counted in characters, as in [`LineColumn`].
//! Nothing here prints: the writers return strings or write to a [`std::io::Write`] the caller
//! gives.
//!
//! [`LineColumn`]: crate::span::LineColumn
//!
//! # Examples
//!
//! Printing a file's diagnostics as `iccf check --format short game.iccf` prints them (with
//! no `iccf.toml`):
//!
//! ```
//! use iccf::check::{CheckOptions, check_games};
//! use iccf::render::{self, GameLabel, Source};
//!
//! let text = "[Event \"Cup\"]\n[Site \"?\"]\n[Date \"2024.??.??\"]\n[Round \"1\"]\n\
//!             [White \"Kasparov\"]\n[Black \"Karpov\"]\n[Result \"*\"]\n\n\
//!             1. 5254 5755 2. 5354 *\n";
//! let index = iccf::LineIndex::new(text);
//! let source = Source::new("game.iccf", text, &index);
//! let mut out = String::new();
//! for checked in check_games(text, CheckOptions::default()) {
//!     let game = GameLabel::of(checked.index, &checked.game);
//!     for diagnostic in &checked.diagnostics {
//!         out.push_str(&render::short(&source, Some(&game), diagnostic));
//!     }
//! }
//! assert_eq!(
//!     out,
//!     "game.iccf:9:17: error[B001]: no piece stands on 53 (e3) [game 1]\n"
//! );
//! ```
//!
//! [`Renderer`] does the same for every format, SARIF included.

#[cfg(feature = "fancy")]
mod human;
mod json;
mod sarif;
mod text;
#[cfg(feature = "fancy")]
mod wrap;

use std::io::Write;

#[cfg(feature = "fancy")]
pub use human::{Human, Snippets};
pub use json::{JsonEdit, JsonFix, JsonMeant, JsonRecord};
pub use sarif::SarifLog;
pub use text::{github, short};
#[cfg(feature = "fancy")]
pub use wrap::wrap_help;

use crate::diagnostic::Diagnostic;
use crate::i18n::Language;
use crate::source::OffsetMap;
use crate::span::{LineColumn, LineIndex, Span};
use crate::syntax::ast::{Game, trimmed_tag_value};

/// A file's text with its name and line index: what every writer needs to turn a diagnostic's
/// byte span into a line and a column, and to show the lines around it.
///
/// The text may also be one piece of a file read apart (`iccf check` reads large files piece by
/// piece) or a file decoded from another encoding: then [`Source::piece`] says how many lines of
/// the file come before the text and maps the text's byte offsets to the file's, so that lines,
/// and the byte offsets of the JSON and SARIF output, are those of the file on disk. Spans of
/// diagnostics are always byte offsets into `text`.
#[derive(Clone, Copy, Debug)]
pub struct Source<'a> {
    /// The name shown for the file (a path as the user wrote it, or `<stdin>`).
    pub name: &'a str,
    /// The text the diagnostics' spans point into.
    pub text: &'a str,
    /// The line index of `text`.
    pub index: &'a LineIndex,
    /// How many lines of the file come before `text` (0 when `text` is the whole file).
    pub lines_before: usize,
    /// From byte offsets of `text` to byte offsets of the file; `None` when they are the same
    /// (`text` is the whole file, read as UTF-8).
    pub offsets: Option<&'a OffsetMap>,
}

impl<'a> Source<'a> {
    /// A source named `name` whose text is `text`, indexed by `index` (built from `text`): the
    /// whole file, in UTF-8.
    pub fn new(name: &'a str, text: &'a str, index: &'a LineIndex) -> Self {
        Self {
            name,
            text,
            index,
            lines_before: 0,
            offsets: None,
        }
    }

    /// The same source as a piece of its file: `lines_before` lines of the file come before the
    /// text, and `offsets` maps the text's byte offsets to the file's (see
    /// [`crate::source::DecodedPiece`]).
    ///
    /// # Examples
    ///
    /// ```
    /// use iccf::render::Source;
    /// use iccf::source::OffsetMap;
    ///
    /// // The piece starts on line 101 of the file, at its byte 5000.
    /// let text = "1. 5254 5755 *\n";
    /// let index = iccf::LineIndex::new(text);
    /// let map = OffsetMap::identity(5000);
    /// let source = Source::new("a.iccf", text, &index).piece(100, &map);
    /// assert_eq!(source.position(8).line, 101);
    /// assert_eq!(source.position(8).column, 9);
    /// assert_eq!(source.file_span(iccf::Span::new(8, 4)), iccf::Span::new(5008, 4));
    /// ```
    #[must_use]
    pub fn piece(self, lines_before: usize, offsets: &'a OffsetMap) -> Self {
        Self {
            lines_before,
            offsets: Some(offsets),
            ..self
        }
    }

    /// The line of the file (1-based) and the column (1-based, in characters) of byte `offset`
    /// of `text`.
    pub fn position(&self, offset: usize) -> LineColumn {
        let mut position = self.index.position(self.text, offset);
        position.line += self.lines_before;
        position
    }

    /// The bytes of the file that `span` (bytes of `text`) was read from.
    pub fn file_span(&self, span: Span) -> Span {
        self.offsets.map_or(span, |map| map.file_span(span))
    }
}

/// Which game of a file a diagnostic belongs to: its 1-based index in the file and, when its
/// tags name them, the players. Displayed as `game 317 (Player A - Player B)`, or `game 317`
/// when neither player is known.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameLabel<'a> {
    /// The 1-based position of the game in its file.
    pub index: usize,
    /// The value of the White tag, unless missing, empty or `?`.
    pub white: Option<&'a str>,
    /// The value of the Black tag, unless missing, empty or `?`.
    pub black: Option<&'a str>,
}

impl<'a> GameLabel<'a> {
    /// The label of game `index` (1-based) with no player known.
    pub const fn new(index: usize) -> Self {
        Self {
            index,
            white: None,
            black: None,
        }
    }

    /// The label of game `index` (1-based), with the players its White and Black tags name.
    pub fn of(index: usize, game: &'a Game) -> Self {
        let known = |name| {
            game.tag(name)
                .map(trimmed_tag_value)
                .filter(|v| !v.is_empty() && *v != "?")
        };
        Self {
            index,
            white: known("White"),
            black: known("Black"),
        }
    }
}

impl std::fmt::Display for GameLabel<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        use std::fmt::Write as _;
        write!(f, "game {}", self.index)?;
        if self.white.is_some() || self.black.is_some() {
            // A name is one line of a tag value; a line break in it would break the report, and
            // other control characters (an ESC) would reach the terminal: they are named as the
            // messages name them.
            let name = |f: &mut std::fmt::Formatter<'_>, n: Option<&str>| -> std::fmt::Result {
                for c in n.unwrap_or("?").chars() {
                    match c {
                        '\r' | '\n' | '\t' => f.write_char(' ')?,
                        c if c.is_control() => write!(f, "U+{:04X}", u32::from(c))?,
                        c => f.write_char(c)?,
                    }
                }
                Ok(())
            };
            f.write_str(" (")?;
            name(f, self.white)?;
            f.write_str(" - ")?;
            name(f, self.black)?;
            f.write_char(')')?;
        }
        Ok(())
    }
}

/// A copy of `text` in which every character a terminal acts on rather than shows (C0 controls
/// but tab and line ends, DEL, C1 controls: an ESC in a tag value could recolour or retitle the
/// terminal) is replaced by `?` (`¿` for a two-byte C1 control), for the source excerpts of the
/// human report. The copy has the same length in bytes, the same character boundaries and the
/// same lines, so the spans and positions of `text` hold in it. `None` when `text` has no such
/// character (the usual case: nothing is copied).
///
/// # Examples
///
/// ```
/// let shown = iccf::render::terminal_safe("[White \"a\u{1b}[31m\"]\n").unwrap();
/// assert_eq!(shown, "[White \"a?[31m\"]\n");
/// assert_eq!(iccf::render::terminal_safe("1. 5254\t5755\r\n"), None);
/// ```
#[must_use]
pub fn terminal_safe(text: &str) -> Option<String> {
    let acted_on = |c: char| c.is_control() && !matches!(c, '\t' | '\n' | '\r');
    if !text.chars().any(acted_on) {
        return None;
    }
    Some(
        text.chars()
            .map(|c| match c {
                c if !acted_on(c) => c,
                c if c.len_utf8() == 1 => '?',
                _ => '¿',
            })
            .collect(),
    )
}

/// Some games of a file, in words, as the subject of a sentence: `the game` when the file has
/// one, `both games` or `all 3 games` when every game is meant, else `1 of 3 games`. The verb
/// after it is singular when `count` is 1 (`1 of 3 games has errors`).
///
/// # Examples
///
/// ```
/// use iccf::render::games_of;
/// assert_eq!(games_of(1, 1), "the game");
/// assert_eq!(games_of(1, 3), "1 of 3 games");
/// assert_eq!(games_of(2, 2), "both games");
/// assert_eq!(games_of(3, 3), "all 3 games");
/// ```
#[must_use]
pub fn games_of(count: usize, total: usize) -> String {
    match (count, total) {
        (_, 1) => "the game".to_string(),
        (2, 2) => "both games".to_string(),
        (count, total) if count == total => format!("all {total} games"),
        (count, total) => format!("{count} of {total} games"),
    }
}

/// The output formats of `iccf check --format`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "cli", derive(clap::ValueEnum))]
#[non_exhaustive]
pub enum Format {
    /// Graphical reports with the source underlined (the default).
    #[cfg(feature = "fancy")]
    Human,
    /// One JSON object per diagnostic per line (the stable contract for programs).
    Json,
    /// One line per diagnostic: `file:line:col: severity[code]: message [game N]`.
    Short,
    /// One SARIF 2.1.0 document (code scanning, CI dashboards).
    Sarif,
    /// GitHub Actions workflow commands (`::error file=…,line=…,col=…,endLine=…,endColumn=…`).
    Github,
}

/// Writes the diagnostics of a run in one [`Format`], as `iccf check` does: call
/// [`Renderer::start_file`] before the diagnostics of each file, [`Renderer::render`] for each
/// diagnostic, and [`Renderer::finish`] once at the end (the SARIF log is written then).
///
/// # Examples
///
/// ```
/// use iccf::render::{Format, GameLabel, Renderer, Source};
///
/// let text = "1. 5254 5755 2. 5354 *\n";
/// let index = iccf::LineIndex::new(text);
/// let source = Source::new("a.iccf", text, &index);
/// let games: Vec<_> = iccf::check::check_games(text, Default::default()).collect();
/// let mut renderer = Renderer::new(Format::Json);
/// let mut out = Vec::new();
/// renderer.start_file(&source);
/// for d in &games[0].diagnostics {
///     renderer.render(&mut out, &source, Some(&GameLabel::new(1)), d).unwrap();
/// }
/// renderer.finish(&mut out, true).unwrap();
/// let first: serde_json::Value = serde_json::from_slice(out.split(|b| *b == b'\n').next().unwrap()).unwrap();
/// assert_eq!(first["game"], 1);
/// ```
#[derive(Debug)]
pub struct Renderer {
    format: Format,
    #[cfg(feature = "fancy")]
    human: Human,
    sarif: SarifLog,
    max_diagnostics: Option<usize>,
    shown: usize,
    hidden: usize,
    localized: Option<Language>,
}

impl Renderer {
    /// A renderer of `format`; human reports without colour, 100 columns wide.
    pub fn new(format: Format) -> Self {
        Self {
            format,
            #[cfg(feature = "fancy")]
            human: Human::new(false),
            sarif: SarifLog::default(),
            max_diagnostics: None,
            shown: 0,
            hidden: 0,
            localized: None,
        }
    }

    /// Adds to JSON and SARIF records the message and help in `language` (`"localized"`),
    /// beside the English ones, which stay as they are, and writes the messages of the short and
    /// GitHub formats in it. `None` (the default) keeps them English: only a language asked for
    /// explicitly (`--lang`) is written into machine output.
    #[must_use]
    pub fn with_localized(mut self, language: Option<Language>) -> Self {
        self.localized = language;
        self
    }

    /// Writes at most `max` diagnostics over the whole run (`None`: all of them); the others
    /// are only counted ([`Renderer::hidden`]).
    #[must_use]
    pub fn with_max_diagnostics(mut self, max: Option<usize>) -> Self {
        self.max_diagnostics = max;
        self
    }

    /// How many diagnostics were not written because of [`Renderer::with_max_diagnostics`].
    pub fn hidden(&self) -> usize {
        self.hidden
    }

    /// Sets the human renderer (its colour and width).
    #[cfg(feature = "fancy")]
    #[must_use]
    pub fn with_human(mut self, human: Human) -> Self {
        self.human = human;
        self
    }

    /// The format written.
    pub fn format(&self) -> Format {
        self.format
    }

    /// Starts the diagnostics of a file (SARIF lists each file once, as an artifact).
    pub fn start_file(&mut self, source: &Source) {
        if self.format == Format::Sarif {
            self.sarif.start_file(source.name);
        }
    }

    /// Writes one diagnostic of `source` (of `game`, when it belongs to one) to `out`; in the
    /// SARIF format it is kept for [`Renderer::finish`]. Past the maximum number of diagnostics
    /// it is only counted, and `Ok(false)` says so.
    ///
    /// # Errors
    ///
    /// When `out` cannot be written to.
    pub fn render(
        &mut self,
        out: &mut impl Write,
        source: &Source,
        game: Option<&GameLabel>,
        diagnostic: &Diagnostic,
    ) -> std::io::Result<bool> {
        if self.max_diagnostics.is_some_and(|max| self.shown >= max) {
            self.hidden += 1;
            return Ok(false);
        }
        self.shown += 1;
        match self.format {
            #[cfg(feature = "fancy")]
            Format::Human => out.write_all(self.human.render(source, game, diagnostic).as_bytes()),
            Format::Json => JsonRecord::new(source, game, diagnostic)
                .with_localized(self.localized)
                .write(out),
            Format::Short | Format::Github => {
                // The line formats keep their English shape (severity, code, `[game N]`) for
                // the tools that read them; the message is in the language asked for.
                let localized = self
                    .localized
                    .map(|language| diagnostic.localized(language));
                let diagnostic = localized.as_ref().unwrap_or(diagnostic);
                let line = if self.format == Format::Short {
                    short(source, game, diagnostic)
                } else {
                    github(source, game, diagnostic)
                };
                out.write_all(line.as_bytes())
            }
            Format::Sarif => {
                self.sarif
                    .add_localized(source, game, diagnostic, self.localized);
                Ok(())
            }
        }
        .map(|()| true)
    }

    /// Ends the run: writes the SARIF log (`execution_successful` is false when a file could not
    /// be read or written) and flushes `out`.
    ///
    /// # Errors
    ///
    /// When `out` cannot be written to.
    pub fn finish(
        &mut self,
        out: &mut impl Write,
        execution_successful: bool,
    ) -> std::io::Result<()> {
        if self.format == Format::Sarif {
            writeln!(
                out,
                "{}",
                std::mem::take(&mut self.sarif).into_json(execution_successful)
            )?;
        }
        out.flush()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    #[rstest]
    #[case::both(
        "[White \"Player A\"]\n[Black \"Player B\"]\n\n*\n",
        317,
        "game 317 (Player A - Player B)"
    )]
    #[case::none("1. 5254 *\n", 2, "game 2")]
    #[case::white_only("[White \"Smith, John\"]\n\n*\n", 1, "game 1 (Smith, John - ?)")]
    #[case::unknown_is_not_a_name("[White \"?\"]\n[Black \"\"]\n\n*\n", 5, "game 5")]
    #[case::black_only(
        "[White \"?\"]\n[Black \"Østberg, Sören\"]\n\n*\n",
        9,
        "game 9 (? - Østberg, Sören)"
    )]
    fn game_label_names_the_players(#[case] text: &str, #[case] index: usize, #[case] shown: &str) {
        let parsed = crate::syntax::parse(text);
        let label = GameLabel::of(index, &parsed.transcript.games[0]);
        assert_eq!(label.to_string(), shown);
    }
}
