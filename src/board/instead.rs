//! What is legal instead: the helps of the board's errors list what the piece can do, the legal
//! moves to the same square, or the legal moves of the position with its FEN.

use shakmaty::san::San;
use shakmaty::{Chess, Move, MoveList, Piece, Position, Square};

use super::names::{piece_name, side_key};
use super::numeric_of_move;
use super::square::{castling_king_destination, numeric_square};
use crate::i18n::{Args, Message};

/// The FEN of a position, for helps (the en passant square only when a capture there is legal).
pub(crate) fn fen_of(position: &Chess) -> String {
    shakmaty::fen::Fen::from_position(position, shakmaty::EnPassantMode::Legal).to_string()
}

/// The destinations of the legal moves of the piece on `from`, in numeric notation, each once.
fn destinations(legal: &MoveList, from: Square) -> Vec<String> {
    let mut list: Vec<String> = Vec::new();
    for m in legal.iter().filter(|m| m.from() == Some(from)) {
        let to = match *m {
            Move::Castle { king, rook } => castling_king_destination(king, rook),
            other => other.to(),
        };
        let text = numeric_square(to).to_string();
        if !list.contains(&text) {
            list.push(text);
        }
    }
    list
}

/// "the knight on 71 can go to 53, 63" or "the knight on 71 has no legal move in this position".
pub(crate) fn what_piece_can_do(legal: &MoveList, from: Square, piece: Piece) -> Message {
    let args = Args::new()
        .selector("piece", piece_name(piece.role))
        .text("square", numeric_square(from).to_string());
    let list = destinations(legal, from);
    if list.is_empty() {
        Message::new("board-piece-has-no-move", args)
    } else {
        Message::new("board-piece-can-go", args.text("squares", list.join(", ")))
    }
}

/// The help for a move whose from-square is empty or foreign: the legal moves to the same
/// square (a typo in the from-square is common), the count of legal moves, and the position.
pub(crate) fn position_help(
    position: &Chess,
    legal: &MoveList,
    to: Option<Square>,
) -> Vec<Message> {
    let mut help = Vec::new();
    if let Some(to) = to {
        let same_destination: Vec<String> = legal
            .iter()
            .filter(|m| !m.is_castle() && m.to() == to)
            .map(|m| numeric_of_move(*m))
            .collect();
        if !same_destination.is_empty() {
            help.push(Message::new(
                "board-legal-moves-to",
                Args::new()
                    .text("square", numeric_square(to).to_string())
                    .text("moves", same_destination.join(", ")),
            ));
        }
    }
    help.push(Message::new(
        "board-legal-move-count",
        Args::new()
            .selector("side", side_key(position.turn()))
            .number("count", legal.len())
            .text("fen", fen_of(position)),
    ));
    help
}

/// "White can play Kd1 Qe2 ... (FEN ...)": every legal move in SAN, sorted, for PGN input.
pub(crate) fn legal_san_moves(position: &Chess) -> Message {
    let mut moves: Vec<String> = position
        .legal_moves()
        .iter()
        .map(|m| San::from_move(position, *m).to_string())
        .collect();
    moves.sort();
    Message::new(
        "board-side-can-play",
        Args::new()
            .selector("side", side_key(position.turn()))
            .text("moves", moves.join(" "))
            .text("fen", fen_of(position)),
    )
}
