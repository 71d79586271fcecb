//! Whether a numeric move plays, without a move list: a numeric move names its from- and
//! to-square, so one test of the piece's reach and one test that the own king is not attacked
//! afterwards decide it (shakmaty's `san_candidates` builds a list of up to 256 moves for it).
//! shakmaty stays the move generator of record: every refusal, its reasons and alternatives,
//! castling and promotions go through its move lists; this test only says yes early.

use shakmaty::{
    Bitboard, CastlingSide, Chess, EnPassantMode, Move, Position, Rank, Role, Square, attacks,
};

/// The legal move of the side to move from `from` to `to` that is neither castling nor a
/// promotion: a normal move (with its capture) or an en passant capture. `None` when there is
/// no such legal move: no own piece on `from`, a square it cannot reach, a move that leaves the
/// own king attacked (a pin, a check not answered, en passant's discovered check), a pawn
/// reaching the last rank (which needs a promotion piece) or a king move of two squares.
///
/// Agrees with the normal and en passant moves of shakmaty's `legal_moves()` on every from/to
/// pair (a property test and the `legality` fuzz target compare them on random games, Chess960
/// and positions with checks, pins and en passant).
///
/// ```
/// use iccf::board::plain_move;
/// use shakmaty::{Chess, Move, Role, Square};
///
/// let start = Chess::default();
/// assert_eq!(
///     plain_move(&start, Square::E2, Square::E4),
///     Some(Move::Normal { role: Role::Pawn, from: Square::E2, capture: None, to: Square::E4, promotion: None })
/// );
/// assert_eq!(plain_move(&start, Square::E2, Square::E5), None);
/// assert_eq!(plain_move(&start, Square::E7, Square::E5), None); // Black's pawn, White to move
/// ```
pub fn plain_move(position: &Chess, from: Square, to: Square) -> Option<Move> {
    let board = position.board();
    let us = position.turn();
    let ours = board.by_color(us);
    if !ours.contains(from) || ours.contains(to) {
        return None;
    }
    // The roles are read without branches, and the reach of every piece but a pawn is one
    // formula: perf put most of the test's time on the branches on the role.
    let capture = ROLES[role_index(board, to)];
    let role = ROLES[role_index(board, from)]?;
    let (candidate, captured) = if role == Role::Pawn {
        let candidate = pawn_move(position, from, to, capture)?;
        let captured = match candidate {
            Move::EnPassant { .. } => Square::from_coords(to.file(), from.rank()),
            _ => to,
        };
        (candidate, captured)
    } else {
        // A knight's or king's move has no squares between its two (they are not on one
        // line, or next to each other), so the same test serves them.
        if !empty_board_reach(role, from).contains(to)
            || (attacks::between(from, to) & board.occupied()).any()
        {
            return None;
        }
        let candidate = Move::Normal {
            role,
            from,
            capture,
            to,
            promotion: None,
        };
        (candidate, to)
    };
    let moved = MovedPiece {
        from,
        to,
        captured,
        king: role == Role::King,
    };
    leaves_king_safe(position, moved).then_some(candidate)
}

/// What a normal move or an en passant capture changes on the board, for the test of the own
/// king: the squares left and reached, the square of the piece taken (`to` but for en
/// passant; `to` also when nothing is taken) and whether the king moves.
#[derive(Clone, Copy)]
struct MovedPiece {
    from: Square,
    to: Square,
    captured: Square,
    king: bool,
}

/// The pawn move of the side to move from `from` to `to` (its pawn stands on `from`) when the
/// pawn reaches `to`: one step or two from its first rank onto empty squares, a capture of
/// `capture`, or en passant; `None` for the last rank (a promotion) and every other square.
/// The own king's safety is the caller's test.
fn pawn_move(position: &Chess, from: Square, to: Square, capture: Option<Role>) -> Option<Move> {
    let us = position.turn();
    if to.rank() == us.relative_rank(Rank::Eighth) {
        return None;
    }
    let occupied = position.board().occupied();
    if attacks::pawn_attacks(us, from).contains(to) {
        if capture.is_some() {
            return Some(Move::Normal {
                role: Role::Pawn,
                from,
                capture,
                to,
                promotion: None,
            });
        }
        return (position.ep_square(EnPassantMode::Always) == Some(to))
            .then_some(Move::EnPassant { from, to });
    }
    let step = if us.is_white() { 8 } else { -8 };
    let one = from.offset(step)?;
    let pushes = if occupied.contains(one) {
        false
    } else if one == to {
        true
    } else {
        from.rank() == us.relative_rank(Rank::Second)
            && one.offset(step) == Some(to)
            && !occupied.contains(to)
    };
    (pushes && capture.is_none()).then_some(Move::Normal {
        role: Role::Pawn,
        from,
        capture: None,
        to,
        promotion: None,
    })
}

/// The role of each [`role_index`] (shakmaty's numbers: 1 pawn to 6 king; 0 an empty square).
const ROLES: [Option<Role>; 8] = [
    None,
    Some(Role::Pawn),
    Some(Role::Knight),
    Some(Role::Bishop),
    Some(Role::Rook),
    Some(Role::Queen),
    Some(Role::King),
    None,
];

/// The role on `square` as 1 (pawn) to 6 (king), 0 for an empty square, without a branch:
/// bit 0 is set for pawn, bishop and queen, bit 1 for knight, bishop and king, bit 2 for rook,
/// queen and king.
fn role_index(board: &shakmaty::Board, square: Square) -> usize {
    let bit = |bits: Bitboard| usize::from(bits.contains(square));
    let bishops = board.bishops();
    let queens = board.queens();
    let kings = board.kings();
    bit(board.pawns() | bishops | queens)
        | (bit(board.knights() | bishops | kings) << 1)
        | (bit(board.rooks() | queens | kings) << 2)
}

/// The squares each role (by shakmaty's number, 2 knight to 6 king) reaches from each square
/// on an empty board (3.5 KiB): shakmaty's attacks, looked up at compile time, so that the
/// sliders' reach is one load from a small table, not a look-up in shakmaty's large tables of
/// slider attacks (which miss the cache); none for the pawn, whose reach depends on its colour
/// and on what stands in front of it.
const EMPTY_BOARD_REACH: [[Bitboard; 64]; 7] = {
    let mut reach = [[Bitboard::EMPTY; 64]; 7];
    let mut square = 0;
    while square < 64 {
        let s = Square::ALL[square];
        reach[2][square] = attacks::knight_attacks(s);
        reach[3][square] = attacks::bishop_attacks(s, Bitboard::EMPTY);
        reach[4][square] = attacks::rook_attacks(s, Bitboard::EMPTY);
        reach[5][square] = attacks::queen_attacks(s, Bitboard::EMPTY);
        reach[6][square] = attacks::king_attacks(s);
        square += 1;
    }
    reach
};

/// The squares `role` (not a pawn) reaches from `square` on an empty board.
fn empty_board_reach(role: Role, square: Square) -> Bitboard {
    EMPTY_BOARD_REACH[usize::from(role)][square.to_usize()]
}

/// The castling of the side to move to `side` when it is legal, else `None`: shakmaty's test
/// (`Position::castling_moves`, standard chess and Chess960 alike: the right, nothing between
/// the king and the rook or on their squares after castling, the king not in check, passing no
/// attacked square and not landing on one), without the list of 256 moves it returns, whose
/// copy cost a king move more than its test while castling rights remain.
///
/// Agrees with `castling_moves(side)` in every position (a property test and the `legality`
/// fuzz target compare them on random games and Chess960).
///
/// ```
/// use iccf::board::castling_move;
/// use shakmaty::{CastlingSide, Chess, Move, Square, fen::Fen, CastlingMode};
///
/// let fen: Fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1".parse().unwrap();
/// let position: Chess = fen.into_position(CastlingMode::Standard).unwrap();
/// assert_eq!(
///     castling_move(&position, CastlingSide::KingSide),
///     Some(Move::Castle { king: Square::E1, rook: Square::H1 })
/// );
/// assert_eq!(castling_move(&Chess::default(), CastlingSide::QueenSide), None); // pieces between
/// ```
pub fn castling_move(position: &Chess, side: CastlingSide) -> Option<Move> {
    let us = position.turn();
    let board = position.board();
    let castles = position.castles();
    let rook = castles.rook(us, side)?;
    let king = board.king_of(us)?;
    let occupied = board.occupied();
    if (castles.path(us, side) & occupied).any() {
        return None;
    }
    let king_to = side.king_to(us);
    let after = occupied ^ king ^ rook ^ side.rook_to(us);
    if board.attacks_to(king_to, !us, after).any() {
        return None;
    }
    let passed = attacks::between(king, king_to).with(king);
    let without_king = occupied ^ king;
    if passed
        .into_iter()
        .any(|square| board.attacks_to(square, !us, without_king).any())
    {
        return None;
    }
    Some(Move::Castle { king, rook })
}

/// Whether the own king is not attacked after `moved` (a normal move or en passant of the side
/// to move, already known to be within the piece's reach).
fn leaves_king_safe(position: &Chess, moved: MovedPiece) -> bool {
    let board = position.board();
    let us = position.turn();
    let MovedPiece {
        from,
        to,
        captured,
        king,
    } = moved;
    let after = board.occupied().without(from).without(captured).with(to);
    let king = if king {
        to
    } else {
        match board.king_of(us) {
            Some(king) => king,
            // No king of ours (a FEN the board accepted without one): nothing to expose.
            None => return true,
        }
    };
    let them = board.by_color(!us).without(captured);
    // Knights, pawns and the king attack regardless of what stands between.
    let near = (attacks::knight_attacks(king) & board.knights())
        | (attacks::pawn_attacks(us, king) & board.pawns())
        | (attacks::king_attacks(king) & board.kings());
    if (near & them).any() {
        return false;
    }
    // A slider attacks along its lines with nothing in between: tested with the table of the
    // squares between two squares, once for each slider of the opponent on a line through the
    // king (most moves leave none to test).
    let attackers = (board.rooks_and_queens() & empty_board_reach(Role::Rook, king))
        | (board.bishops_and_queens() & empty_board_reach(Role::Bishop, king));
    (attackers & them)
        .into_iter()
        .all(|s| (attacks::between(king, s) & after).any())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The reach of every role but the pawn is shakmaty's attacks on an empty board.
    #[test]
    fn reach_is_the_attacks_of_an_empty_board() {
        for role in [
            Role::Knight,
            Role::Bishop,
            Role::Rook,
            Role::Queen,
            Role::King,
        ] {
            for square in Square::ALL {
                let piece = role.of(shakmaty::Color::White);
                assert_eq!(
                    EMPTY_BOARD_REACH[usize::from(role)][square.to_usize()],
                    attacks::attacks(square, piece, Bitboard::EMPTY),
                    "{role:?} on {square}"
                );
            }
        }
        assert!(
            EMPTY_BOARD_REACH[0]
                .iter()
                .chain(&EMPTY_BOARD_REACH[1])
                .all(|b| b.is_empty())
        );
    }

    /// The role index is the role shakmaty's board gives, on every square of positions with
    /// every piece.
    #[rstest::rstest]
    #[case::start("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")]
    #[case::middle_game("r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP1QBPPP/R1B1K2R w KQ - 0 9")]
    fn role_index_is_the_role_on_the_square(#[case] fen: &str) {
        let fen: shakmaty::fen::Fen = fen.parse().expect("a FEN");
        let position: Chess = fen
            .into_position(shakmaty::CastlingMode::Standard)
            .expect("legal");
        let board = position.board();
        for square in Square::ALL {
            assert_eq!(
                ROLES[role_index(board, square)],
                board.role_at(square),
                "{square}"
            );
        }
    }
}
