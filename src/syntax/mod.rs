//! The syntax layer: reads the characters of a transcript (digits and punctuation, no chess) into
//! a tree with exact spans, and reports every notation error it finds.
//!
//! Parsing never fails: [`parse`] returns the whole tree and every diagnostic, recovering after
//! each error at the next token. [`games`] does the same one game at a time, for archives.
//! The grammar is in `grammar/transcript.abnf`.
//!
//! The work is linear in the input: the lexer (`lexer`) reads each byte once into tokens; the
//! game parser (`game`, with the tag section in `tags`, the movetext in `movetext`, comments in
//! `comments`, other notations in `notation`, recovery in `recovery`) works on tokens, and its
//! look-aheads are computed once for the whole input. The diagnostics' words are in `messages`.

mod algebraic;
pub mod ast;
pub mod boundary;
mod characters;
mod comments;
mod game;
mod input;
mod lexer;
mod messages;
mod moves;
mod movetext;
mod notation;
mod options;
mod paste;
mod paste_report;
mod plain;
pub mod print;
mod prose;
mod recovery;
mod results;
mod tags;
mod trivia;

pub use ast::MAX_VARIATION_DEPTH;
pub use game::{Games, ParsedGame};
pub use options::{Notation, NumberingOf, ParseOptions, numbering_from_one};
pub(crate) use plain::MovesHash;
pub use plain::{PlainFacts, PlainMainLine};

use crate::diagnostic::Diagnostic;
use ast::Transcript;

/// A parsed transcript and all its syntax diagnostics.
#[derive(Clone, Debug, Default)]
#[non_exhaustive]
pub struct Parsed {
    /// The tree.
    pub transcript: Transcript,
    /// Every syntax diagnostic, in source order.
    pub diagnostics: Vec<Diagnostic>,
}

/// Parses a whole transcript in ICCF numeric notation. Never fails: bad text becomes error nodes
/// in the tree and diagnostics in the result.
///
/// Spans are 0-based byte offsets into `text`.
///
/// # Examples
///
/// ```
/// let parsed = iccf::syntax::parse("1. 5254 5755 2. 7163 1-0");
/// assert!(parsed.diagnostics.is_empty());
/// assert_eq!(parsed.transcript.games[0].mainline_moves().count(), 3);
///
/// let parsed = iccf::syntax::parse("1. 5259 5755 *");
/// assert_eq!(parsed.diagnostics[0].code.as_str(), "S002");
/// assert_eq!(parsed.diagnostics[0].span, iccf::Span::new(5, 2));
/// ```
///
/// ```abnf
/// transcript        = [byte-order-mark] [blank] *(game game-break) [(game / open-game) [blank]]
/// ```
///
/// # Panics
///
/// When `text` is longer than [`MAX_TEXT_LEN`](crate::span::MAX_TEXT_LEN) (4 GiB - 1) bytes:
/// spans are 32-bit offsets. The readers of `iccf` refuse such an input, and cut an archive
/// into pieces at its games ([`crate::source`]); a caller with a longer text parses it in
/// pieces cut at game starts ([`boundary::last_game_start`]).
pub fn parse(text: &str) -> Parsed {
    parse_with(text, ParseOptions::default())
}

/// [`parse`] with options.
pub fn parse_with(text: &str, options: ParseOptions) -> Parsed {
    let mut games = games_with(text, options);
    let mut parsed = Parsed::default();
    for mut game in games.by_ref() {
        // The tree is kept whole: no spare capacity per game.
        game.game.movetext.shrink_to_fit();
        parsed.diagnostics.extend(game.diagnostics);
        parsed.transcript.games.push(game.game);
    }
    parsed.transcript.trailing_trivia = games.into_trailing_trivia();
    parsed
}

/// S036 (`empty-file`): a text with no game in it, neither a tag pair nor a move; reported
/// by the driver when a whole text ([`crate::check::Session::check_text`], a file of
/// `iccf check`) gave no game. Its span is empty, at the start of the text.
pub fn empty_file() -> Diagnostic {
    use crate::i18n::{Args, Message};
    Diagnostic::from_catalogue(
        crate::codes::Code::EmptyFile,
        crate::span::Span::new(0, 0),
        "syntax-empty-file",
        Args::new(),
    )
    .with_catalogue_label("syntax-empty-file.label")
    .with_catalogue_help(vec![Message::new("syntax-empty-file.help", Args::new())])
}

/// The games of `text`, parsed one per iteration step (ICCF numeric notation). Use this for
/// large archives: only the current game's tree is in memory.
///
/// # Panics
///
/// When `text` is longer than [`MAX_TEXT_LEN`](crate::span::MAX_TEXT_LEN) bytes, as [`parse`].
///
/// # Examples
///
/// ```
/// let text = "[Event \"A\"]\n\n1. 5254 1-0\n\n[Event \"B\"]\n\n1. 4244 0-1\n";
/// let events: Vec<String> = iccf::syntax::games(text)
///     .map(|g| g.game.tag("Event").unwrap_or_default().to_string())
///     .collect();
/// assert_eq!(events, ["A", "B"]);
/// ```
pub fn games(text: &str) -> Games<'_> {
    Games::new(text, ParseOptions::default())
}

/// [`games`] with options.
pub fn games_with(text: &str, options: ParseOptions) -> Games<'_> {
    Games::new(text, options)
}
