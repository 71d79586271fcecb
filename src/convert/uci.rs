//! The `uci` and `fen` targets: what a chess engine or a board needs, and nothing else.
//!
//! UCI lines hold the moves of the main line only; FEN holds one position. Neither has a place
//! for tags, comments, NAGs, variations or the result: they are dropped (see docs/convert.md).

use shakmaty::fen::Fen;
use shakmaty::uci::UciMove;
use shakmaty::{EnPassantMode, Position};

use crate::board::{ReplayedMove, Rules};

/// The UCI of a replayed move: long algebraic notation (`e2e4`, `e7e8q`), castling as the
/// king's move in standard chess (`e1g1`) and as king-takes-rook in Chess960 (`e1h1`), as the
/// UCI protocol says; `0000` for a null move. Takes the replayed move, with the rules of the
/// replay (`Replay::rules`), which decide how castling is written.
///
/// # Examples
///
/// ```
/// let parsed = iccf::syntax::parse("1. 5254 *");
/// let replay = iccf::board::replay(&parsed.transcript.games[0]);
/// let first = &replay.mainline.moves[0];
/// assert_eq!(iccf::convert::uci_of(first, replay.rules), "e2e4");
/// ```
pub fn uci_of(m: &ReplayedMove, rules: Rules) -> String {
    match m.chess_move {
        Some(chess_move) => UciMove::from_move(chess_move, rules.castling_mode()).to_string(),
        None => "0000".to_string(),
    }
}

/// The FEN of a position (en passant square only when a capture there is legal, as
/// python-chess writes it; castling rights as X-FEN in Chess960).
///
/// # Examples
///
/// ```
/// let start = shakmaty::Chess::default();
/// assert_eq!(iccf::convert::fen_of(&start), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
/// ```
pub fn fen_of(position: &impl Position) -> String {
    Fen::from_position(position, EnPassantMode::Legal).to_string()
}
