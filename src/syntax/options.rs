//! The options of the syntax layer: which notation the moves are expected in, and who reads
//! where a game's move numbers start.

use super::ast::{NumberingStart, TagPair};

/// Which notation the moves are expected in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Notation {
    /// ICCF numeric notation: moves in any other notation are errors (the default).
    #[default]
    Numeric,
    /// PGN's algebraic notation (SAN), as in `iccf convert --from pgn`: SAN, castling, coordinate
    /// and null moves are accepted, and so are numeric moves.
    Algebraic,
    /// Decided per game: algebraic when most of its moves are not numeric.
    Auto,
}

/// Reads from a game's tag pairs where its move numbers start, when a tag pair says so (`None`
/// otherwise). The syntax layer gives tag values no meaning of its own: the caller that knows
/// the set-up tags passes this reader (`iccf::check` passes the reader of the chess layer).
pub type NumberingOf = fn(&[TagPair]) -> Option<NumberingStart>;

/// The [`NumberingOf`] of a reader that knows no tag: every game's moves start at `1.`.
pub fn numbering_from_one(_: &[TagPair]) -> Option<NumberingStart> {
    None
}

/// Options of the syntax layer.
#[derive(Clone, Copy, Debug)]
#[non_exhaustive]
pub struct ParseOptions {
    /// The notation the moves are expected in.
    pub notation: Notation,
    /// Where the tag pairs say a game's move numbers start ([`numbering_from_one`] by
    /// default).
    pub numbering: NumberingOf,
    /// Whether a game written as archives write it (tag pairs one to a line, White's move
    /// numbers, numeric moves, the result ending its line) is read by the plain reading, one
    /// loop over its bytes (on by default). It gives the tree the rules give, with no
    /// diagnostic, and leaves every other game to the rules; off, the rules read every game
    /// (the same trees, slower), which the tests use to compare the two.
    pub plain_reading: bool,
    /// Whether a game the plain reading reads keeps its main line compact
    /// ([`ParsedGame::main_line`](super::ParsedGame::main_line)), its `movetext` left empty
    /// (off by default): for a reader that builds the elements only when it needs them
    /// ([`PlainMainLine::elements`](super::PlainMainLine::elements)).
    pub compact_main_line: bool,
    /// Whether a compact main line takes the hash of its moves as they are read, for the
    /// `duplicate-game` key of a check that does not replay the moves (a replay gives the key
    /// its moves): off, the key computes it from the compact main line.
    pub(crate) hash_moves: bool,
}

impl Default for ParseOptions {
    fn default() -> Self {
        Self::with_notation(Notation::default())
    }
}

impl ParseOptions {
    /// Options expecting moves in `notation`, numbered from `1.`.
    pub fn with_notation(notation: Notation) -> Self {
        Self {
            notation,
            numbering: numbering_from_one,
            plain_reading: true,
            compact_main_line: false,
            hash_moves: false,
        }
    }

    /// Sets the reader of where a game's move numbers start.
    #[must_use]
    pub fn with_numbering(mut self, numbering: NumberingOf) -> Self {
        self.numbering = numbering;
        self
    }

    /// Sets whether plain games are read by the plain reading ([`ParseOptions::plain_reading`]).
    #[must_use]
    pub fn with_plain_reading(mut self, plain_reading: bool) -> Self {
        self.plain_reading = plain_reading;
        self
    }

    /// Sets whether a game the plain reading reads keeps its main line compact
    /// ([`ParseOptions::compact_main_line`]).
    #[must_use]
    pub fn with_compact_main_line(mut self, compact: bool) -> Self {
        self.compact_main_line = compact;
        self
    }

    /// Sets [`ParseOptions::hash_moves`].
    #[must_use]
    pub(crate) fn with_hash_moves(mut self, hash: bool) -> Self {
        self.hash_moves = hash;
        self
    }
}
