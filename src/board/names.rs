//! The words the board's messages use for sides and pieces: "White", "Black", "knight".

use shakmaty::{Color, Role};

/// The key the catalogues select a side's words by: `white` or `black`.
pub(crate) fn side_key(color: Color) -> &'static str {
    color.fold_wb("white", "black")
}

/// The English name of a piece, lowercase, as the messages use it: "pawn", "knight", "bishop",
/// "rook", "queen", "king".
pub fn piece_name(role: Role) -> &'static str {
    match role {
        Role::Pawn => "pawn",
        Role::Knight => "knight",
        Role::Bishop => "bishop",
        Role::Rook => "rook",
        Role::Queen => "queen",
        Role::King => "king",
    }
}

/// The key the catalogues select a castling's words by: `kingside` or `queenside`.
pub(crate) fn castling_side_key(side: shakmaty::CastlingSide) -> &'static str {
    if side.is_king_side() {
        "kingside"
    } else {
        "queenside"
    }
}
