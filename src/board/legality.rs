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
    plain_move_by_roles(position, None, from, to)
}

/// [`plain_move`] with the roles read from `roles`, which the replay keeps beside `position`
/// as it plays (one load a square instead of six bitboards read).
pub(crate) fn plain_move_on(
    position: &Chess,
    roles: &RolesOnSquares,
    from: Square,
    to: Square,
) -> Option<Move> {
    plain_move_by_roles(position, Some(roles), from, to)
}

/// [`plain_move`], the roles read from `roles` when given, else from the board. One function
/// for both, not inlined: the king's test stays inlined in it.
#[inline(never)]
fn plain_move_by_roles(
    position: &Chess,
    roles: Option<&RolesOnSquares>,
    from: Square,
    to: Square,
) -> Option<Move> {
    let role_at = |square| match roles {
        Some(roles) => roles.index(square),
        None => role_index(position.board(), square),
    };
    let board = position.board();
    let us = position.turn();
    let ours = board.by_color(us);
    if !ours.contains(from) || ours.contains(to) {
        return None;
    }
    // The roles are read without branches, and the reach of every piece but a pawn is one
    // formula: perf put most of the test's time on the branches on the role.
    let capture = ROLES[role_at(to)];
    let role = ROLES[role_at(from)]?;
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

/// The role on each square of a board (shakmaty's numbers: 1 pawn to 6 king, 0 an empty
/// square; 64 bytes, indexed by square a1 = 0 to h8 = 63), kept beside a position as its moves
/// are played ([`RolesOnSquares::play`]): the legality test reads a role with one load.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct RolesOnSquares([u8; 64]);

impl RolesOnSquares {
    /// The roles on `board`.
    pub(crate) fn of(board: &shakmaty::Board) -> Self {
        let mut roles = [0; 64];
        for role in Role::ALL {
            for square in board.by_role(role) {
                roles[square.to_usize()] = role as u8;
            }
        }
        Self(roles)
    }

    /// The role on `square` as [`role_index`] gives it.
    fn index(&self, square: Square) -> usize {
        // The mask tells the compiler the index is within ROLES (no bounds test).
        usize::from(self.0[square.to_usize()] & 7)
    }

    /// [`RolesOnSquares::play`] for a move [`plain_move_on`] gave from `from` to `to` (a
    /// normal move without promotion or an en passant capture), without the look at its kind.
    pub(crate) fn play_plain(&mut self, from: Square, to: Square, m: Move) {
        let roles = &mut self.0;
        roles[to.to_usize()] = roles[from.to_usize()];
        roles[from.to_usize()] = 0;
        if let Move::EnPassant { .. } = m {
            roles[Square::from_coords(to.file(), from.rank()).to_usize()] = 0;
        }
    }

    /// Plays `m` (a move of the position these roles are of): the roles after it.
    pub(crate) fn play(&mut self, m: Move) {
        let roles = &mut self.0;
        match m {
            Move::Normal {
                from,
                to,
                promotion,
                ..
            } => {
                let role = roles[from.to_usize()];
                roles[from.to_usize()] = 0;
                roles[to.to_usize()] = promotion.map_or(role, |p| p as u8);
            }
            Move::EnPassant { from, to } => {
                roles[from.to_usize()] = 0;
                roles[Square::from_coords(to.file(), from.rank()).to_usize()] = 0;
                roles[to.to_usize()] = Role::Pawn as u8;
            }
            Move::Castle { king, rook } => {
                // Emptied first: in Chess960 the king or the rook may end on the other's square.
                let side = CastlingSide::from_queen_side(rook < king);
                roles[king.to_usize()] = 0;
                roles[rook.to_usize()] = 0;
                let rank = king.rank();
                roles[Square::from_coords(side.king_to_file(), rank).to_usize()] = Role::King as u8;
                roles[Square::from_coords(side.rook_to_file(), rank).to_usize()] = Role::Rook as u8;
            }
            Move::Put { role, to } => roles[to.to_usize()] = role as u8,
        }
    }
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

    /// The roles kept beside a position stay the board's along random games (castling both
    /// ways, in Chess960 too, en passant, promotions to every piece), updated as the replay
    /// updates them; and the test reading them answers as the one reading the board, on every
    /// from/to pair.
    #[rstest::rstest]
    #[case::standard("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", false)]
    #[case::promotions_and_en_passant("4k3/1P4P1/8/3pP3/8/8/1p4p1/4K3 w - d6 0 1", false)]
    #[case::chess960_king_beside_rook(
        "nrkbbqrn/pppppppp/8/8/8/8/PPPPPPPP/NRKBBQRN w GBgb - 0 1",
        true
    )]
    #[case::chess960_castling_onto_own_squares(
        "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w CAca - 0 1",
        true
    )]
    fn the_roles_kept_are_the_board_s(#[case] fen: &str, #[case] chess960: bool) {
        let rules = if chess960 {
            super::super::Rules::Chess960
        } else {
            super::super::Rules::Standard
        };
        let start: Chess = fen
            .parse::<shakmaty::fen::Fen>()
            .expect("a FEN")
            .into_position(rules.castling_mode())
            .expect("legal");
        let mut seed: u64 = 20_261_206;
        let mut kinds = [0usize; 4];
        for _ in 0..40 {
            let mut position = start.clone();
            let mut roles = RolesOnSquares::of(position.board());
            for _ in 0..200 {
                for from in Square::ALL {
                    for to in Square::ALL {
                        assert_eq!(
                            plain_move_on(&position, &roles, from, to),
                            plain_move(&position, from, to)
                        );
                    }
                }
                let moves = position.legal_moves();
                if moves.is_empty() {
                    break;
                }
                seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                // Castling, en passant and promotions first when there are any.
                let rare = moves
                    .iter()
                    .copied()
                    .find(|m| m.is_castle() || m.is_en_passant() || m.is_promotion());
                let m = match rare {
                    Some(m) if seed >> 62 == 0 => m,
                    _ => moves[(seed >> 33) as usize % moves.len()],
                };
                kinds[usize::from(m.is_castle()) + 2 * usize::from(m.is_promotion())] += 1;
                match (
                    m.from(),
                    plain_move(&position, m.from().expect("a move"), m.to()),
                ) {
                    (Some(from), Some(plain)) if plain == m => roles.play_plain(from, m.to(), m),
                    _ => roles.play(m),
                }
                position.play_unchecked(m);
                assert_eq!(roles, RolesOnSquares::of(position.board()), "after {m:?}");
            }
        }
        // Every kind of move was played: plain, castling and promotion (the FENs without
        // promotions in reach still castle).
        assert!(kinds[0] > 0 && kinds[1] + kinds[2] > 0, "{kinds:?}");
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
