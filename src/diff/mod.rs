//! Two records of the same games compared move by move, as an arbiter does when a player's record
//! and the server's disagree: where the main lines first differ, whether they meet again in the
//! same position (a transposition), where one record ends early or stops on an illegal move, and
//! which results and tags differ.
//!
//! Each record is read in any notation `iccf` reads (numeric or PGN, decided per game by
//! default) and replayed on a board; moves are compared as moves on the board, so `5254` in one
//! record and `e4` in the other are the same move. Only main lines are compared (variations are
//! comments on the game, not the game).
//!
//! # Examples
//!
//! ```
//! use iccf::diff::{DiffOptions, diff};
//!
//! let numeric = "1. 5254 5755 2. 7163 2836 3. 6134 1-0";
//! let pgn = "1. e4 e5 2. Nf3 Nc6 3. Bc4 1-0";
//! assert!(diff(numeric, pgn, &DiffOptions::default()).is_same());
//!
//! let other = "1. e4 e5 2. Nf3 Nc6 3. Bb5 1-0";
//! let found = diff(numeric, other, &DiffOptions::default());
//! let first = &found.pairs[0].divergences[0];
//! assert_eq!((first.ply, first.move_number), (5, 3));
//! assert_eq!(first.a.as_ref().unwrap().numeric, "6134");
//! assert_eq!(first.b.as_ref().unwrap().san.as_deref(), Some("Bb5"));
//! ```

mod compare;
mod pairing;

use shakmaty::{Chess, Color};

pub use compare::compare;
pub use pairing::{PAIRING_TAGS, Pairs, nearest, pair, pairing_differences};

use crate::board::{self, Replay};
use crate::diagnostic::Diagnostic;
use crate::span::Span;
use crate::syntax::ast::{Game, GameResult};
use crate::syntax::{Notation, games_with};

/// One of the two records.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Record {
    /// The first file given.
    A,
    /// The second file given.
    B,
}

impl Record {
    /// `"a"` or `"b"`.
    pub fn as_str(self) -> &'static str {
        match self {
            Record::A => "a",
            Record::B => "b",
        }
    }
}

/// How the games of the two files are paired.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Pairing {
    /// The first game with the first, the second with the second, ...
    #[default]
    Index,
    /// By the White, Black, Event and Round tags (compared without case and spaces; a missing
    /// tag and an unknown one, `?`, are the same), in the order of the games; a game whose four
    /// tags match no game of the other file stays unpaired.
    Tags,
}

/// Options of [`diff`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct DiffOptions {
    /// How games are paired.
    pub pairing: Pairing,
    /// The notation of both files (default: [`Notation::Auto`], decided per game, so numeric
    /// and PGN both read).
    pub notation: Notation,
}

impl Default for DiffOptions {
    fn default() -> Self {
        Self {
            pairing: Pairing::Index,
            notation: Notation::Auto,
        }
    }
}

impl DiffOptions {
    /// Sets how games are paired.
    #[must_use]
    pub fn with_pairing(mut self, pairing: Pairing) -> Self {
        self.pairing = pairing;
        self
    }

    /// Sets the notation of both files.
    #[must_use]
    pub fn with_notation(mut self, notation: Notation) -> Self {
        self.notation = notation;
        self
    }
}

/// One game of a record, read and replayed.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct RecordedGame {
    /// The 1-based position of the game in its file.
    pub index: usize,
    /// The tree.
    pub game: Game,
    /// The replay of its main line (and variations).
    pub replay: Replay,
    /// Its syntax and board diagnostics, in source order (no lint).
    pub diagnostics: Vec<Diagnostic>,
    /// The move where the main line stopped, as written, if it stopped.
    stop_text: Option<String>,
}

/// Reads and replays every game of `text`, in `notation`.
///
/// # Examples
///
/// ```
/// let games = iccf::diff::read_games("1. e4 e5 *\n\n1. 5254 *", iccf::syntax::Notation::Auto);
/// assert_eq!(games.len(), 2);
/// assert_eq!(games[1].replay.mainline.moves.len(), 1);
/// ```
pub fn read_games(text: &str, notation: Notation) -> Vec<RecordedGame> {
    games_with(text, crate::check::parse_options(notation))
        .map(|parsed| {
            let replay = board::replay(&parsed.game);
            let mut diagnostics = parsed.diagnostics;
            diagnostics.extend(replay.diagnostics.iter().cloned());
            diagnostics.sort_by_key(|d| (d.span.offset(), d.span.len()));
            let stop_text = replay
                .mainline
                .stop
                .as_ref()
                .and_then(|stop| text.get(stop.span.offset()..stop.span.end()))
                .map(str::to_string);
            RecordedGame {
                index: parsed.index,
                game: parsed.game,
                replay,
                diagnostics,
                stop_text,
            }
        })
        .collect()
}

/// One move of a record at a place where the records differ.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct PlyMove {
    /// The 1-based ply of the move in its record (1 = White's first move from the standard
    /// position).
    pub ply: usize,
    /// The move number (from the position, so a FEN start counts from its own number).
    pub move_number: u32,
    /// Who plays it.
    pub side: Color,
    /// The move in canonical numeric notation; for an illegal move, the move as written.
    pub numeric: String,
    /// The move in SAN; `None` for an illegal move.
    pub san: Option<String>,
    /// Where the move is written in its file (byte offsets).
    pub span: Span,
    /// Whether the move is legal (an illegal or unreadable move stops its record).
    pub legal: bool,
}

impl PlyMove {
    /// `23.` for White's move, `23...` for Black's.
    pub fn number_text(&self) -> String {
        move_number_text(self.move_number, self.side)
    }
}

/// `23.` for White's move, `23...` for Black's.
pub fn move_number_text(move_number: u32, side: Color) -> String {
    match side {
        Color::White => format!("{move_number}."),
        Color::Black => format!("{move_number}..."),
    }
}

/// A ply of each record after which both records reach the same position again.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Rejoin {
    /// The ply of record A (1-based) after which the position is the same.
    pub ply_a: usize,
    /// The ply of record B.
    pub ply_b: usize,
    /// The move number of that last move, in record A.
    pub move_number: u32,
    /// Who played that last move (the same in both records: the same side is to move next).
    pub side: Color,
}

/// A place where the main lines differ.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct Divergence {
    /// The 1-based ply of record A where the records differ (the same ply in B for the first
    /// divergence; after a transposition of unequal length, B's ply is in `b`).
    pub ply: usize,
    /// Its move number.
    pub move_number: u32,
    /// The side to move.
    pub side: Color,
    /// Record A's move there; `None` when record A ends before it.
    pub a: Option<PlyMove>,
    /// Record B's move there; `None` when record B ends before it.
    pub b: Option<PlyMove>,
    /// The position before it (the same in both records).
    pub before: Chess,
    /// Where the records reach the same position again, if they do (a transposition): the
    /// comparison goes on from there.
    pub rejoin: Option<Rejoin>,
}

impl Divergence {
    /// The record that ends here while the other goes on, if one does.
    pub fn ended(&self) -> Option<Record> {
        match (&self.a, &self.b) {
            (None, Some(_)) => Some(Record::A),
            (Some(_), None) => Some(Record::B),
            _ => None,
        }
    }
}

/// Why a record's main line stops before its end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum StopReason {
    /// A move the syntax layer could not read.
    SyntaxError,
    /// An illegal move.
    IllegalMove,
    /// A move after checkmate or stalemate.
    GameOver,
    /// The game could not be replayed at all (an invalid FEN, another variant).
    NotReplayed,
}

/// A record whose main line stops before its end.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct RecordStop {
    /// Which record.
    pub record: Record,
    /// The 1-based ply of the move where it stops.
    pub ply: usize,
    /// The move as written (empty when the game was not replayed at all).
    pub written: String,
    /// Where (the move, or the diagnostic's span when the game was not replayed).
    pub span: Span,
    /// Why.
    pub reason: StopReason,
    /// The diagnostic that says why, when there is one.
    pub diagnostic: Option<Diagnostic>,
}

/// A tag whose value differs.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct TagDifference {
    /// The tag name.
    pub name: &'static str,
    /// Its value in record A.
    pub a: String,
    /// Its value in record B.
    pub b: String,
}

/// The tags compared: those that name the game and its result. A tag missing from one record, or
/// unknown there (`?`, `????.??.??`), is not a difference.
pub const COMPARED_TAGS: [&str; 6] = ["Result", "White", "Black", "Date", "Event", "Round"];

/// A move whose send stamps (`[%ccsnt]`) differ in the two records, before their moves differ.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct StampDifference {
    /// The ply (1-based).
    pub ply: usize,
    /// The move number.
    pub move_number: u32,
    /// Who moved.
    pub side: Color,
    /// Its send stamp in record A.
    pub a: crate::reflection::stamp::Stamp,
    /// Its send stamp in record B.
    pub b: crate::reflection::stamp::Stamp,
}

/// Two results that differ.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct ResultDifference {
    /// The result of record A (its termination marker, else its Result tag; `*` without either).
    pub a: GameResult,
    /// The result of record B.
    pub b: GameResult,
}

/// The comparison of two games.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct GameDiff {
    /// The 1-based index of the game in file A.
    pub game_a: usize,
    /// The 1-based index of the game in file B.
    pub game_b: usize,
    /// The FENs of the two starting positions when they differ (then no move is compared).
    pub start: Option<(String, String)>,
    /// Where the main lines differ, in order: the first, then (after a transposition that
    /// meets again) the next ones.
    pub divergences: Vec<Divergence>,
    /// Records whose main line stops on a move that cannot be played.
    pub stops: Vec<RecordStop>,
    /// The results, when they differ.
    pub result: Option<ResultDifference>,
    /// The tags of [`COMPARED_TAGS`] whose values differ.
    pub tags: Vec<TagDifference>,
    /// The moves both records stamp with different send times, up to where the moves differ
    /// (they do not make the records different games, as the tags do not).
    pub stamps: Vec<StampDifference>,
    /// How many plies of each record were replayed.
    pub plies: (usize, usize),
}

impl GameDiff {
    /// Whether the records are the same game: the same moves (all legal) and the same result.
    /// Tag differences other than the result do not count.
    pub fn is_same(&self) -> bool {
        self.start.is_none()
            && self.divergences.is_empty()
            && self.stops.is_empty()
            && self.result.is_none()
    }

    /// The first place where the main lines differ (including where one ends early).
    pub fn first(&self) -> Option<&Divergence> {
        self.divergences.first()
    }
}

/// The comparison of two files.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct Diff {
    /// How many games file A has.
    pub games_a: usize,
    /// How many games file B has.
    pub games_b: usize,
    /// One comparison per pair of games, in the order of file A.
    pub pairs: Vec<GameDiff>,
    /// The 1-based indices of the games of file A that have no partner in file B.
    pub unpaired_a: Vec<usize>,
    /// The same for file B.
    pub unpaired_b: Vec<usize>,
}

impl Diff {
    /// Whether the files hold the same games: every game paired, and every pair the same.
    pub fn is_same(&self) -> bool {
        self.unpaired_a.is_empty()
            && self.unpaired_b.is_empty()
            && self.pairs.iter().all(GameDiff::is_same)
    }
}

/// Compares the games of two texts: reads both, pairs their games, compares each pair.
///
/// Spans in the result are byte offsets into the text they come from (`a` for record A).
pub fn diff(a: &str, b: &str, options: &DiffOptions) -> Diff {
    let games_a = read_games(a, options.notation);
    let games_b = read_games(b, options.notation);
    let pairs = pair(&games_a, &games_b, options.pairing);
    Diff {
        games_a: games_a.len(),
        games_b: games_b.len(),
        pairs: pairs
            .pairs
            .iter()
            .map(|&(i, j)| compare(&games_a[i], &games_b[j]))
            .collect(),
        unpaired_a: pairs.unpaired_a.iter().map(|&i| games_a[i].index).collect(),
        unpaired_b: pairs.unpaired_b.iter().map(|&j| games_b[j].index).collect(),
    }
}
