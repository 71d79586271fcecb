//! Conversion between ICCF numeric notation and PGN (SAN), UCI, FEN and JSON, and the canonical
//! numeric form `iccf fmt` writes.
//!
//! Reading goes through the same layers as `iccf check`: the syntax layer (with
//! [`Notation::Algebraic`] for PGN, so that SAN moves are moves and `;` comments, `%` lines and
//! every position survive) and the board replay (shakmaty's SAN parser for SAN moves). Writing
//! walks the tree and the replay together: SAN comes from shakmaty ([`san_of`]), FEN from
//! [`shakmaty::fen::Fen`], UCI from [`shakmaty::uci::UciMove`], JSON from `serde_json`.
//!
//! What survives where:
//! - `pgn` and `iccf` keep tag pairs (Seven Tag Roster first, then the others in source order,
//!   duplicates kept), comments of both kinds with their `[%commands]`, NAGs, suffix annotations
//!   (as `$1`-`$6` in PGN, as written in numeric notation), variations, `%` escape lines and the
//!   result. Move numbers are written where PGN puts them, not as they were written. PGN output
//!   also fills in missing Seven Tag Roster tags (`?`), as export format requires.
//! - `json` keeps tags, comments, NAGs, variations and the result, with each move's span.
//! - `uci` keeps only the main line's moves and `fen` only positions.
//!
//! A game with an error (or in a variant the board does not replay) is not converted unless
//! [`ConvertOptions::force`] is set: its moves would be guessed or lost. A result that
//! contradicts the board (B012) does not stop it: the result is copied as written.
//!
//! # Examples
//!
//! ```
//! use iccf::convert::{ConvertOptions, Target, convert};
//!
//! let pgn = convert("1. 5254 5755 2. 7163 4746 *", &ConvertOptions::to(Target::Pgn)).unwrap();
//! assert!(pgn.contains("1. e4 e5 2. Nf3 d6 *"));
//!
//! let options = ConvertOptions::to(Target::Iccf).from(iccf::syntax::Notation::Algebraic);
//! assert_eq!(convert("1. e4 e5 2. Nf3 { best } d6 *", &options).unwrap(), "1. 5254 5755 2. 7163 { best } 2... 4746 *\n");
//! ```

mod format;
mod json;
mod layout;
mod san;
mod text;
mod uci;
mod view;

use std::fmt;
use std::str::FromStr;

pub use format::{FormatRefused, Formatted, format};
pub use san::{Language, SanStyle, UnknownLanguage, san_of};
pub use text::{SEVEN_TAG_ROSTER, game_result, tags_in_pgn_order};
pub use uci::{fen_of, uci_of};

use crate::board::Replay;
use crate::check::{CheckOptions, check_game};
use crate::codes::Code;
use crate::diagnostic::Diagnostic;
use crate::source::OffsetMap;
use crate::span::{LineIndex, Span};
use crate::syntax::ast::{Game, TriviaKind};
use crate::syntax::{Games, Notation, games_with};
use text::Spelling;

/// What to convert to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Target {
    /// PGN export format with SAN (PGN standard, section 8).
    Pgn,
    /// Canonical ICCF numeric notation (what `iccf fmt` writes).
    Iccf,
    /// One line per game: the main line's moves in UCI.
    Uci,
    /// The FEN after the main line (or after each ply).
    Fen,
    /// One JSON object per game per line.
    Json,
}

impl Target {
    /// Every target.
    pub const ALL: &'static [Target] = &[
        Target::Pgn,
        Target::Iccf,
        Target::Uci,
        Target::Fen,
        Target::Json,
    ];

    /// The target's name on the command line: `pgn`, `iccf`, `uci`, `fen`, `json`.
    pub const fn name(self) -> &'static str {
        match self {
            Target::Pgn => "pgn",
            Target::Iccf => "iccf",
            Target::Uci => "uci",
            Target::Fen => "fen",
            Target::Json => "json",
        }
    }
}

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Target {
    type Err = String;

    fn from_str(name: &str) -> Result<Self, String> {
        Target::ALL
            .iter()
            .copied()
            .find(|t| t.name().eq_ignore_ascii_case(name.trim()))
            .ok_or_else(|| format!("unknown target `{name}`: expected pgn, iccf, uci, fen or json"))
    }
}

/// Options of a conversion.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct ConvertOptions {
    /// What to write.
    pub target: Target,
    /// The notation of the input: numeric, algebraic (PGN) or decided per game (the default).
    pub from: Notation,
    /// Piece letters of SAN in PGN output (English unless set; other letters are for reading,
    /// PGN files must use English).
    pub san: SanStyle,
    /// FEN target: one FEN per ply of the main line instead of the final one.
    pub every_ply: bool,
    /// Convert games with errors too: moves the board could not replay are written as written
    /// (PGN and numeric), or left out (UCI, FEN, JSON moves get `null`s).
    pub force: bool,
    /// PGN target: add the missing Seven Tag Roster tags with their unknown values.
    pub fill_roster: bool,
}

impl ConvertOptions {
    /// Options converting to `target`, reading numeric or PGN input game by game.
    pub fn to(target: Target) -> Self {
        Self {
            target,
            from: Notation::Auto,
            san: SanStyle::default(),
            every_ply: false,
            force: false,
            fill_roster: true,
        }
    }

    /// Sets the notation of the input.
    #[must_use]
    pub fn from(mut self, from: Notation) -> Self {
        self.from = from;
        self
    }

    /// Sets the SAN style of PGN output.
    #[must_use]
    pub fn with_san(mut self, san: SanStyle) -> Self {
        self.san = san;
        self
    }

    /// Sets whether the FEN target writes one FEN per ply.
    #[must_use]
    pub fn with_every_ply(mut self, every_ply: bool) -> Self {
        self.every_ply = every_ply;
        self
    }

    /// Sets whether games with errors are converted anyway.
    #[must_use]
    pub fn with_force(mut self, force: bool) -> Self {
        self.force = force;
        self
    }

    /// Sets whether PGN output fills in missing Seven Tag Roster tags.
    #[must_use]
    pub fn with_fill_roster(mut self, fill_roster: bool) -> Self {
        self.fill_roster = fill_roster;
        self
    }

    /// What goes between the texts of two games: a blank line between numeric games (each PGN
    /// game ends with its own blank line, PGN standard section 8.2.1) and between the FEN lists
    /// of `every_ply`.
    pub fn separator(&self) -> &'static str {
        match self.target {
            Target::Iccf => "\n",
            Target::Fen if self.every_ply => "\n",
            _ => "",
        }
    }
}

/// One game, converted or refused.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct ConvertedGame {
    /// The 1-based position of the game in its input.
    pub index: usize,
    /// The output for this game (ending with a line end), or `None` when it was refused.
    pub text: Option<String>,
    /// Every diagnostic of the game (syntax, board, result), in source order, with the spans in
    /// the input.
    pub diagnostics: Vec<Diagnostic>,
    /// The moves of a game converted with errors ([`ConvertOptions::force`]) that the board
    /// could not replay, in source order: written as in the input (PGN, numeric), left out
    /// (UCI, FEN) or with `null`s (JSON). Empty for a game without errors or refused.
    pub unreplayed: Vec<Span>,
}

impl ConvertedGame {
    /// The diagnostics that stop the conversion of the game: errors (but a result that contradicts
    /// the board, which is copied as written), and a variant the board does not replay.
    pub fn blocking(&self) -> impl Iterator<Item = &Diagnostic> {
        self.diagnostics.iter().filter(|d| blocks(d))
    }
}

/// Errors stop a conversion, since moves would be guessed or lost; not a result that
/// contradicts the board (B012), which is copied as written with every move, and an arbiter's
/// to correct, as `iccf check` says.
fn blocks(diagnostic: &Diagnostic) -> bool {
    (diagnostic.is_error() && diagnostic.code != Code::ResultContradictsPosition)
        || diagnostic.code == Code::UnsupportedVariant
}

/// A game that could not be converted: [`convert`] stops at the first one.
#[derive(Clone, Debug, thiserror::Error)]
#[error("game {game} was not converted: {}", .diagnostics.first().map_or("it could not be replayed", |d| d.message.as_str()))]
#[non_exhaustive]
pub struct ConvertError {
    /// The 1-based position of the game in the input.
    pub game: usize,
    /// The diagnostics that stopped it (errors, or an unsupported variant).
    pub diagnostics: Vec<Diagnostic>,
}

/// Converts every game of `text`, stopping at the first game that has an error (unless
/// `options.force`). The games' texts are joined with [`ConvertOptions::separator`].
///
/// # Errors
///
/// [`ConvertError`] for the first game with an error or in a variant the board does not replay,
/// with its diagnostics (spans are byte offsets into `text`).
///
/// # Examples
///
/// ```
/// use iccf::convert::{ConvertOptions, Target, convert};
///
/// let uci = convert("1. 5254 5755 2. 5171 *", &ConvertOptions::to(Target::Uci));
/// assert_eq!(uci.unwrap_err().diagnostics[0].code.as_str(), "B006"); // the king cannot castle yet
/// ```
pub fn convert(text: &str, options: &ConvertOptions) -> Result<String, ConvertError> {
    let mut out = String::with_capacity(text.len() + text.len() / 2);
    let mut converter = convert_games(text, options);
    for (n, game) in converter.by_ref().enumerate() {
        let Some(converted) = game.text else {
            return Err(ConvertError {
                game: game.index,
                diagnostics: game.diagnostics.into_iter().filter(blocks).collect(),
            });
        };
        if n > 0 {
            out.push_str(options.separator());
        }
        out.push_str(&converted);
    }
    out.push_str(&converter.trailing());
    Ok(out)
}

/// The games of `text`, converted one per iteration step: for archives, and to go on past a
/// game with errors. Spans in the diagnostics are byte offsets into `text`.
///
/// # Examples
///
/// ```
/// use iccf::convert::{ConvertOptions, Target, convert_games};
///
/// let text = "1. 5254 *\n\n1. 5259 *\n\n1. 4244 *\n";
/// let games: Vec<_> = convert_games(text, &ConvertOptions::to(Target::Uci)).collect();
/// assert_eq!(games[0].text.as_deref(), Some("e2e4\n"));
/// assert!(games[1].text.is_none()); // 59 is not a square
/// assert_eq!(games[2].text.as_deref(), Some("d2d4\n"));
/// ```
pub fn convert_games<'a>(text: &'a str, options: &ConvertOptions) -> Converter<'a> {
    Converter {
        text,
        games: games_with(text, crate::check::parse_options(options.from)),
        options: *options,
        index: None,
        lines_before: 0,
        offsets: None,
    }
}

/// The iterator of [`convert_games`].
#[derive(Debug)]
pub struct Converter<'a> {
    text: &'a str,
    games: Games<'a>,
    options: ConvertOptions,
    /// Built on first use, for JSON spans.
    index: Option<LineIndex>,
    /// Lines of the file before `text` (JSON spans).
    lines_before: usize,
    /// From byte offsets of `text` to the file's (JSON spans); `None`: the same.
    offsets: Option<&'a OffsetMap>,
}

impl<'a> Converter<'a> {
    /// The same conversion of a piece of a file (see [`crate::source::Pieces`]): the JSON
    /// target's spans give the file's lines (`lines_before` lines come before the piece) and
    /// byte offsets of the file (`offsets` maps the piece's). Game numbers still count from the
    /// piece's first game.
    #[must_use]
    pub fn in_piece(mut self, lines_before: usize, offsets: &'a OffsetMap) -> Self {
        self.lines_before = lines_before;
        self.offsets = Some(offsets);
        self
    }
}

impl Converter<'_> {
    /// What follows the last game in the output: the `%` escape lines after it (PGN and numeric
    /// targets). Call it once the iterator is exhausted.
    pub fn trailing(self) -> String {
        if !matches!(self.options.target, Target::Pgn | Target::Iccf) {
            return String::new();
        }
        let mut out = String::new();
        for trivia in self.games.into_trailing_trivia() {
            if matches!(trivia.kind, TriviaKind::EscapeLine | TriviaKind::Comment) {
                out.push_str(trivia.text.trim_end_matches('\r'));
                out.push('\n');
            }
        }
        out
    }
}

impl Iterator for Converter<'_> {
    type Item = ConvertedGame;

    fn next(&mut self) -> Option<ConvertedGame> {
        self.next_with_game().map(|(converted, _)| converted)
    }
}

impl Converter<'_> {
    /// The next game converted (or refused), with its tree: [`format`] copies a game as written
    /// from it when its canonical layout does not read back.
    fn next_with_game(&mut self) -> Option<(ConvertedGame, Game)> {
        let parsed = self.games.next()?;
        let checked = check_game(
            parsed,
            // Only errors block a conversion, and no lint rule gives one by default.
            CheckOptions::default().with_lint(false),
        );
        let refused = !self.options.force && checked.diagnostics.iter().any(blocks);
        let text = (!refused).then(|| {
            if self.options.target == Target::Json && self.index.is_none() {
                self.index = Some(LineIndex::new(self.text));
            }
            if let (Target::Json, Some(index)) = (self.options.target, self.index.as_ref()) {
                let source = json::Source {
                    text: self.text,
                    index,
                    lines_before: self.lines_before,
                    offsets: self.offsets,
                };
                let mut line = json::write_game(
                    checked.index,
                    &checked.game,
                    checked.replay.as_ref(),
                    &source,
                );
                line.push('\n');
                return line;
            }
            write_game(
                checked.index,
                &checked.game,
                checked.replay.as_ref(),
                self.text,
                self.index.as_ref(),
                &self.options,
            )
        });
        let mut unreplayed = Vec::new();
        if text.is_some() && checked.diagnostics.iter().any(blocks) {
            let items = view::game_view(&checked.game, checked.replay.as_ref());
            unreplayed_moves(&items, &mut unreplayed);
        }
        let converted = ConvertedGame {
            index: checked.index,
            text,
            diagnostics: checked.diagnostics,
            unreplayed,
        };
        Some((converted, checked.game))
    }
}

/// The moves of `items` (variations too) that the board did not replay, in source order.
fn unreplayed_moves(items: &[view::Item], out: &mut Vec<Span>) {
    for item in items {
        match item {
            view::Item::Move {
                written,
                replayed: None,
                ..
            } => out.push(written.span),
            view::Item::Variation(_, items) => unreplayed_moves(items, out),
            _ => {}
        }
    }
}

/// Writes one game (already replayed) in the target of `options`, ending with a line end.
/// `text` is the input the spans point into, `index` its line index (JSON target only; built
/// when `None`). Moves the replay does not cover are written as written (PGN, numeric) or with
/// `null`s (JSON), and left out of UCI and FEN.
pub fn write_game(
    number: usize,
    game: &Game,
    replay: Option<&Replay>,
    text: &str,
    index: Option<&LineIndex>,
    options: &ConvertOptions,
) -> String {
    match options.target {
        Target::Pgn => text::write_game(
            game,
            replay,
            Spelling::San(options.san),
            options.fill_roster,
        ),
        Target::Iccf => text::write_game(game, replay, Spelling::Numeric, false),
        Target::Uci => {
            let mut line = String::new();
            if let Some(replay) = replay {
                for (n, m) in replay.mainline.moves.iter().enumerate() {
                    if n > 0 {
                        line.push(' ');
                    }
                    line.push_str(&uci_of(m, replay.rules));
                }
            }
            line.push('\n');
            line
        }
        Target::Fen => {
            let mut out = String::new();
            if options.every_ply {
                let line = replay.map(|r| &r.mainline);
                for after in line.into_iter().flat_map(|l| l.positions().skip(1)) {
                    out.push_str(&fen_of(&after));
                    out.push('\n');
                }
            } else if let Some(position) = replay.and_then(Replay::final_position) {
                out.push_str(&fen_of(position));
                out.push('\n');
            }
            out
        }
        Target::Json => {
            let built;
            let index = match index {
                Some(index) => index,
                None => {
                    built = LineIndex::new(text);
                    &built
                }
            };
            let source = json::Source {
                text,
                index,
                lines_before: 0,
                offsets: None,
            };
            let mut line = json::write_game(number, game, replay, &source);
            line.push('\n');
            line
        }
    }
}

/// Reads a file's bytes for conversion: UTF-8 (a byte-order mark is kept for the syntax layer),
/// or, when they are not UTF-8, ISO 8859-1 (Latin-1), the character set of PGN (PGN standard,
/// section 4.1), so that no character of a name is lost. The flag says whether Latin-1 was used.
///
/// # Examples
///
/// ```
/// assert_eq!(iccf::convert::decode_text(b"[White \"M\xfcller\"]"), ("[White \"Müller\"]".to_string(), true));
/// assert_eq!(iccf::convert::decode_text("é".as_bytes()), ("é".to_string(), false));
/// ```
pub fn decode_text(bytes: &[u8]) -> (String, bool) {
    match std::str::from_utf8(bytes) {
        Ok(text) => (text.to_string(), false),
        Err(_) => (bytes.iter().map(|&b| char::from(b)).collect(), true),
    }
}
