//! Castling written as a king's move: which castling an illegal king move means, and why that
//! castling is not legal (no right, pieces in the way, check, attacked squares).

use shakmaty::{Bitboard, CastlingSide, Chess, File, Position, Role, Square};

use super::illegal::Illegal;
use super::names::{castling_side_key, piece_name, side_key};
use super::square::{numeric_square, square_in_words};
use crate::codes::Code;
use crate::diagnostic::Diagnostic;
use crate::i18n::{Args, Message};
use crate::span::Span;

/// The castling a king move reads as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct CastlingMeant {
    /// The side castled to.
    pub side: CastlingSide,
    /// Standard chess written in the Chess960 form, the king onto its own rook (`5181`).
    pub onto_rook_in_standard: bool,
}

/// The castling a king move from `from` to `to` reads as, if it reads as one: in standard chess
/// e1-g1 and e1-c1 (and the king onto its own corner rook, the Chess960 form); in Chess960 the
/// king onto its own rook, or to the g or c file (staying put when it already stands there).
pub(crate) fn castling_meant(
    position: &Chess,
    from: Square,
    to: Square,
    rules_960: bool,
) -> Option<CastlingMeant> {
    let us = position.turn();
    if from.rank() != us.backrank() || to.rank() != us.backrank() {
        return None;
    }
    let own_rook_on_to = position.board().piece_at(to) == Some(Role::Rook.of(us));
    let meant = |side, onto_rook_in_standard| {
        Some(CastlingMeant {
            side,
            onto_rook_in_standard,
        })
    };
    if rules_960 {
        if own_rook_on_to {
            meant(CastlingSide::from_queen_side(to < from), false)
        } else if to.file() == File::G && from.file() <= File::G {
            meant(CastlingSide::KingSide, false)
        } else if to.file() == File::C && from.file() >= File::C {
            meant(CastlingSide::QueenSide, false)
        } else {
            None
        }
    } else if from.file() != File::E {
        None
    } else {
        match to.file() {
            File::G => meant(CastlingSide::KingSide, false),
            File::C => meant(CastlingSide::QueenSide, false),
            File::H if own_rook_on_to => meant(CastlingSide::KingSide, true),
            File::A if own_rook_on_to => meant(CastlingSide::QueenSide, true),
            _ => None,
        }
    }
}

/// Why the castling `meant` by the king's move from `king` is not legal; `can_do` (what the
/// king can do instead) ends the help.
pub(crate) fn why_not(
    position: &Chess,
    king: Square,
    meant: CastlingMeant,
    span: Span,
    can_do: Vec<Message>,
) -> Illegal {
    let us = position.turn();
    let side = meant.side;
    let mut help = Vec::new();
    if meant.onto_rook_in_standard {
        let king_to = Square::from_coords(side.king_to_file(), us.backrank());
        help.push(Message::new(
            "board-castling-onto-rook-in-standard",
            Args::new().text(
                "move",
                format!("{}{}", numeric_square(king), numeric_square(king_to)),
            ),
        ));
    }
    help.extend(can_do);
    let (id, reason, checkers) = obstacle(position, king, side);
    let args = Args::new()
        .selector("side", side_key(us))
        .selector("castling", castling_side_key(side))
        .extended(reason);
    Illegal {
        diagnostic: Diagnostic::from_catalogue(Code::IllegalCastling, span, id, args)
            .with_catalogue_label(label_of(id))
            .with_catalogue_help(help),
        checkers,
    }
}

/// The label id of a castling message id.
fn label_of(id: &str) -> &'static str {
    match id {
        "board-castling-no-right" => "board-castling-no-right.label",
        "board-castling-path-blocked" => "board-castling-path-blocked.label",
        "board-castling-in-check" => "board-castling-in-check.label",
        "board-castling-attacked" => "board-castling-attacked.label",
        _ => "board-castling-not-legal.label",
    }
}

/// What stands in the way of castling to `side`: the message id, its own arguments, and the
/// checking pieces.
fn obstacle(position: &Chess, king: Square, side: CastlingSide) -> (&'static str, Args, Bitboard) {
    let us = position.turn();
    let castles = position.castles();
    let Some(rook) = castles.rook(us, side) else {
        return ("board-castling-no-right", Args::new(), Bitboard::EMPTY);
    };
    let board = position.board();
    let king_and_rook = Bitboard::from_square(king).with(rook);
    let between = castles.path(us, side) & board.occupied() & !king_and_rook;
    if between.any() {
        let squares: Vec<String> = between
            .into_iter()
            .map(|s| numeric_square(s).to_string())
            .collect();
        let args = Args::new()
            .number("count", squares.len())
            .text("rook", square_in_words(rook).to_string())
            .text("squares", squares.join(", "));
        return ("board-castling-path-blocked", args, Bitboard::EMPTY);
    }
    if position.is_check() {
        return ("board-castling-in-check", Args::new(), position.checkers());
    }
    let king_to = Square::from_coords(side.king_to_file(), us.backrank());
    let occupied = board.occupied() & !king_and_rook;
    let walk = shakmaty::attacks::between(king, king_to).with(king_to);
    for square in walk {
        if let Some(attacker) = board.attacks_to(square, !us, occupied).first() {
            let args = Args::new()
                .text("square", square_in_words(square).to_string())
                .selector("owner", side_key(!us))
                .selector("piece", board.role_at(attacker).map_or("piece", piece_name))
                .text("attacker", square_in_words(attacker).to_string());
            return ("board-castling-attacked", args, Bitboard::EMPTY);
        }
    }
    ("board-castling-not-legal", Args::new(), Bitboard::EMPTY)
}
