//! Why a move is illegal: the most specific reason a written move is no legal move of the
//! position (an empty or foreign from-square, the piece's own side on the to-square, a blocked
//! path, a pawn pushed onto a piece, a king left in check, castling without its conditions),
//! each with its code and a help from [`super::instead`].

use shakmaty::san::San;
use shakmaty::{Bitboard, Chess, Move, MoveList, Piece, Position, Rank, Role, Square, attacks};

use super::castling::{self, CastlingMeant};
use super::instead::{legal_san_moves, position_help, what_piece_can_do};
use super::names::{piece_name, side_name};
use super::square::square_in_words;
use crate::codes::Code;
use crate::diagnostic::Diagnostic;
use crate::span::Span;

/// An illegal move: its diagnostic, and the squares of the pieces that give check (the replay
/// labels the moves that brought them there).
pub(crate) struct Illegal {
    pub diagnostic: Diagnostic,
    pub checkers: Bitboard,
}

impl From<Diagnostic> for Illegal {
    fn from(diagnostic: Diagnostic) -> Self {
        Self {
            diagnostic,
            checkers: Bitboard::EMPTY,
        }
    }
}

/// A move from one square to another that no legal move matches.
pub(crate) struct Attempt<'a> {
    pub position: &'a Chess,
    pub from: Square,
    pub to: Square,
    /// The piece a promotion names (a pawn reaching the last rank without one is tried as a
    /// queen).
    pub promotion: Option<Role>,
    /// The move's span.
    pub span: Span,
    /// The move as written, for messages.
    pub written: &'a str,
    pub rules_960: bool,
    /// Whether to build the helps that list what is legal instead (the piece's moves, the
    /// position's legal moves and FEN); without it they are left empty.
    pub help: bool,
}

impl Attempt<'_> {
    /// `build()` when helps are wanted, else an empty text.
    fn help(&self, build: impl FnOnce() -> String) -> String {
        if self.help { build() } else { String::new() }
    }
}

/// How a piece relates to the to-square, ignoring check.
enum Reach {
    /// The piece can go there (the move may still leave its king in check).
    Reaches,
    /// It could, but this piece is in the way.
    Blocked(Square),
    /// A pawn pushed straight onto a piece.
    PushOntoPiece(Piece),
    /// A pawn's diagonal step to an empty square that is not the en passant square.
    NothingToCapture,
    /// The piece does not move that way.
    NotItsMove,
}

/// Why no legal move goes from `a.from` to `a.to`: the most specific reason, with the help.
pub(crate) fn explain(a: &Attempt) -> Illegal {
    let legal = a.position.legal_moves();
    let board = a.position.board();
    if a.from == a.to {
        return same_square(a, &legal);
    }
    let Some(piece) = board.piece_at(a.from) else {
        return Diagnostic::new(
            Code::EmptyFromSquare,
            a.span,
            format!("no piece stands on {}", square_in_words(a.from)),
        )
        .with_label(format!("{} is empty", square_in_words(a.from)))
        .with_help(a.help(|| position_help(a.position, &legal, Some(a.to))))
        .into();
    };
    if piece.color != a.position.turn() {
        return opponent_piece(a, &legal, piece);
    }
    let can_do = a.help(|| what_piece_can_do(&legal, a.from, piece));
    if piece.role == Role::King
        && let Some(meant) = castling::castling_meant(a.position, a.from, a.to, a.rules_960)
    {
        return castling::why_not(a.position, a.from, meant, a.span, &can_do);
    }
    if let Some(own) = board.piece_at(a.to).filter(|p| p.color == piece.color) {
        return Diagnostic::new(
            Code::OwnPieceOnDestination,
            a.span,
            format!(
                "{}'s own {} stands on {}",
                side_name(own.color),
                piece_name(own.role),
                square_in_words(a.to)
            ),
        )
        .with_label(format!(
            "the {} cannot take a piece of its own side",
            piece_name(piece.role)
        ))
        .with_help(can_do)
        .into();
    }
    let reach = if piece.role == Role::Pawn {
        pawn_reach(a.position, a.from, a.to)
    } else {
        piece_reach(a.position, a.from, a.to, piece)
    };
    match reach {
        Reach::Reaches => leaves_king_in_check(a, piece, can_do),
        reach => cannot_reach(a, piece, reach, can_do),
    }
}

/// From-square and to-square are the same: the digits allowed another reading (a short
/// promotion, Chess960 castling) that the position rules out.
fn same_square(a: &Attempt, legal: &MoveList) -> Illegal {
    let help = a.help(|| match a.position.board().piece_at(a.from) {
        Some(piece) if piece.color == a.position.turn() => what_piece_can_do(legal, a.from, piece),
        _ => position_help(a.position, legal, None),
    });
    let square = square_in_words(a.from);
    Diagnostic::new(
        Code::PieceDoesNotMove,
        a.span,
        format!("the move goes from {square} to {square}"),
    )
    .with_label("from-square and to-square are the same")
    .with_help(format!("a piece must move to another square, and neither a 4-digit promotion nor Chess960 castling fits here; one of the two squares was probably copied wrongly: {help}"))
    .into()
}

fn opponent_piece(a: &Attempt, legal: &MoveList, piece: Piece) -> Illegal {
    let (us, them) = (a.position.turn(), piece.color);
    let name = piece_name(piece.role);
    let mut help = format!("it is {}'s move", side_name(us));
    let legal_for_them = a.position.clone().swap_turn().ok().is_some_and(|p| {
        p.legal_moves().iter().any(|m| {
            m.from() == Some(a.from)
                && (m.to() == a.to
                    || matches!(*m, Move::Castle { king, rook } if super::square::castling_king_destination(king, rook) == a.to))
        })
    });
    if legal_for_them {
        help.push_str(&format!(
            "; {} is a legal move for {}, so two moves may be swapped or a move may be missing",
            a.written,
            side_name(them)
        ));
    }
    help.push_str("; ");
    help.push_str(&a.help(|| position_help(a.position, legal, Some(a.to))));
    Diagnostic::new(
        Code::OpponentPiece,
        a.span,
        format!(
            "the {name} on {} belongs to {}",
            square_in_words(a.from),
            side_name(them)
        ),
    )
    .with_label(format!("{} {name}", side_name(them)))
    .with_help(help)
    .into()
}

/// Whether a pawn of the side to move on `from` reaches `to` (ignoring check).
fn pawn_reach(position: &Chess, from: Square, to: Square) -> Reach {
    let us = position.turn();
    let board = position.board();
    if attacks::pawn_attacks(us, from).contains(to) {
        let capturable = board.color_at(to) == Some(!us) || position.maybe_ep_square() == Some(to);
        return if capturable {
            Reach::Reaches
        } else {
            Reach::NothingToCapture
        };
    }
    let forward = us.fold_wb(8, -8);
    let one = from.offset(forward);
    let two_squares =
        from.rank() == us.relative_rank(Rank::Second) && from.offset(2 * forward) == Some(to);
    if one != Some(to) && !two_squares {
        return Reach::NotItsMove;
    }
    if two_squares && let Some(one) = one.filter(|s| board.occupied().contains(*s)) {
        return Reach::Blocked(one);
    }
    match board.piece_at(to) {
        Some(piece) => Reach::PushOntoPiece(piece),
        None => Reach::Reaches,
    }
}

/// Whether a piece other than a pawn on `from` reaches `to` (ignoring check).
fn piece_reach(position: &Chess, from: Square, to: Square, piece: Piece) -> Reach {
    let occupied = position.board().occupied();
    if attacks::attacks(from, piece, occupied).contains(to) {
        return Reach::Reaches;
    }
    if !attacks::attacks(from, piece, Bitboard::EMPTY).contains(to) {
        return Reach::NotItsMove;
    }
    (attacks::between(from, to) & occupied)
        .into_iter()
        .min_by_key(|s| s.distance(from))
        .map_or(Reach::NotItsMove, Reach::Blocked)
}

/// B003 or B007: the piece does not get to the to-square.
fn cannot_reach(a: &Attempt, piece: Piece, reach: Reach, can_do: String) -> Illegal {
    let name = piece_name(piece.role);
    let (f, t) = (square_in_words(a.from), square_in_words(a.to));
    let board = a.position.board();
    let named = |square: Square| {
        board.piece_at(square).map_or_else(
            || "piece".to_string(),
            |p| format!("{} {}", side_name(p.color), piece_name(p.role)),
        )
    };
    let diagnostic = match reach {
        Reach::NothingToCapture => Diagnostic::new(Code::EnPassantUnavailable, a.span, format!("the pawn on {f} cannot capture on {t}: the square is empty and en passant is not possible"))
            .with_label("no piece to capture")
            .with_help(format!("en passant is only possible right after the opponent's pawn moved two squares past this pawn; {can_do}")),
        Reach::PushOntoPiece(occupant) => Diagnostic::new(
            Code::UnreachableSquare,
            a.span,
            format!(
                "the pawn on {f} cannot move to {t}: a {} {} stands there, and a pawn captures only diagonally",
                side_name(occupant.color),
                piece_name(occupant.role)
            ),
        )
        .with_label(format!("{t} is occupied"))
        .with_help(can_do),
        Reach::Blocked(blocker) => Diagnostic::new(
            Code::UnreachableSquare,
            a.span,
            format!(
                "the {name} on {f} cannot reach {t}: the {} on {} is in the way",
                named(blocker),
                square_in_words(blocker)
            ),
        )
        .with_label("the path is blocked")
        .with_help(can_do),
        Reach::NotItsMove | Reach::Reaches => Diagnostic::new(
            Code::UnreachableSquare,
            a.span,
            format!("a {name} cannot move from {f} to {t}"),
        )
        .with_label(format!("not a {name} move"))
        .with_help(can_do),
    };
    diagnostic.into()
}

/// B005: the piece can make the move, but it leaves (or puts) its own king in check.
fn leaves_king_in_check(a: &Attempt, piece: Piece, can_do: String) -> Illegal {
    let (position, us) = (a.position, a.position.turn());
    let board = position.board();
    let (f, t) = (square_in_words(a.from), square_in_words(a.to));
    let en_passant =
        piece.role == Role::Pawn && a.from.file() != a.to.file() && board.piece_at(a.to).is_none();
    let trial = if en_passant {
        Move::EnPassant {
            from: a.from,
            to: a.to,
        }
    } else {
        let last_rank = piece.role == Role::Pawn && a.to.rank() == us.relative_rank(Rank::Eighth);
        Move::Normal {
            role: piece.role,
            from: a.from,
            capture: board.role_at(a.to),
            to: a.to,
            promotion: a.promotion.or(last_rank.then_some(Role::Queen)),
        }
    };
    let mut after = position.clone();
    after.play_unchecked(trial);
    let checkers = after.board().king_of(us).map_or(Bitboard::EMPTY, |k| {
        after.king_attackers(k, !us, after.board().occupied())
    });
    if checkers.is_empty() {
        // Not a matter of check after all (the move is illegal in a way no reason above names).
        return Diagnostic::new(
            Code::UnreachableSquare,
            a.span,
            format!("`{}` is not a legal move here", a.written),
        )
        .with_label("illegal move")
        .with_help(can_do)
        .into();
    }
    let who = side_name(us);
    let (message, label) = if piece.role == Role::King {
        (
            format!("the {who} king cannot go to {t}: it would be in check there"),
            format!("{t} is attacked"),
        )
    } else if position.is_check() {
        (
            format!("{who} is in check and {f}-{t} does not get out of it"),
            "the king stays in check".to_string(),
        )
    } else if en_passant {
        (
            format!("the en passant capture {f}-{t} leaves the {who} king in check"),
            "leaves the king in check".to_string(),
        )
    } else {
        (
            format!(
                "the {} on {f} is pinned: moving it leaves the {who} king in check",
                piece_name(piece.role)
            ),
            "leaves the king in check".to_string(),
        )
    };
    let message = match checking_pieces(board, checkers) {
        Some(pieces) => format!("{message} (check from {pieces})"),
        None => message,
    };
    Illegal {
        diagnostic: Diagnostic::new(Code::KingInCheck, a.span, message)
            .with_label(label)
            .with_help(can_do),
        checkers,
    }
}

/// "the rook on 15 (a5)", "the queen on 54 (e4) and the knight on 36 (c6)": the checking
/// pieces; `None` for none.
fn checking_pieces(board: &shakmaty::Board, checkers: Bitboard) -> Option<String> {
    let named: Vec<String> = checkers
        .into_iter()
        .map(|c| {
            format!(
                "the {} on {}",
                board.role_at(c).map_or("piece", piece_name),
                square_in_words(c)
            )
        })
        .collect();
    (!named.is_empty()).then(|| named.join(" and "))
}

/// Why a SAN move that shakmaty finds illegal is illegal: the piece it names is found on the
/// board as numeric moves name it, and explained the same way (a pin or a check is B005 with
/// the checking piece, not a vague "illegal").
pub(crate) fn explain_san(
    position: &Chess,
    san: San,
    text: &str,
    span: Span,
    rules_960: bool,
) -> Illegal {
    let us = position.turn();
    match san {
        San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        } => {
            let mut pieces = position.our(role);
            if let Some(file) = file {
                pieces &= Bitboard::from_file(file);
            }
            if let Some(rank) = rank {
                pieces &= Bitboard::from_rank(rank);
            }
            let from = san_piece(position, pieces, role, capture, to);
            if let Some(illegal) =
                from.and_then(|from| san_promotion(position, from, to, promotion, text, span))
            {
                return illegal;
            }
            match from {
                Some(from) => explain(&Attempt {
                    position,
                    from,
                    to,
                    promotion,
                    span,
                    written: text,
                    rules_960,
                    help: true,
                }),
                None => no_piece_for_san(position, role, to, text, span),
            }
        }
        San::Castle(side) => {
            let Some(king) = position.board().king_of(us) else {
                return Diagnostic::new(
                    Code::IllegalCastling,
                    span,
                    format!("{} has no king to castle with", side_name(us)),
                )
                .into();
            };
            let meant = CastlingMeant {
                side,
                onto_rook_in_standard: false,
            };
            let can_do = what_piece_can_do(&position.legal_moves(), king, Role::King.of(us));
            castling::why_not(position, king, meant, span, &can_do)
        }
        San::Put { .. } | San::Null => Diagnostic::new(
            Code::UnreachableSquare,
            span,
            format!("`{text}` is not a legal move here"),
        )
        .with_label("illegal move")
        .with_help(legal_san_moves(position))
        .into(),
    }
}

/// B008 or B009 for a SAN pawn move that is legal with another promotion suffix: none where the
/// pawn reaches the last rank, or one where it does not.
fn san_promotion(
    position: &Chess,
    from: Square,
    to: Square,
    promotion: Option<Role>,
    text: &str,
    span: Span,
) -> Option<Illegal> {
    let board = position.board();
    let pawn = board.role_at(from) == Some(Role::Pawn);
    let last_rank = to.rank() == position.turn().relative_rank(Rank::Eighth);
    let legal_with = |promotion| {
        position.is_legal(Move::Normal {
            role: Role::Pawn,
            from,
            capture: board.role_at(to),
            to,
            promotion,
        })
    };
    let diagnostic = match promotion {
        None if pawn && last_rank && legal_with(Some(Role::Queen)) => Diagnostic::new(
            Code::MissingPromotionDigit,
            span,
            format!(
                "the pawn reaches the last rank on {} but `{text}` does not say which piece it becomes",
                square_in_words(to)
            ),
        )
        .with_label("which piece does the pawn become?")
        .with_help(format!("add the piece: `{text}=Q` for a queen, or =R, =B, =N")),
        Some(_) if pawn && !last_rank && legal_with(None) => Diagnostic::new(
            Code::UnexpectedPromotionDigit,
            span,
            format!(
                "promotion on a move that does not promote: the pawn goes from {} to {}, not to the last rank",
                square_in_words(from),
                square_in_words(to)
            ),
        )
        .with_label("no promotion here")
        .with_help("delete the promotion suffix (=Q), or check the move"),
        _ => return None,
    };
    Some(diagnostic.into())
}

/// The piece among `pieces` a SAN move names: one that reaches `to` in this position, or else
/// one that would on an empty board (then a blocker or a pin is the reason).
fn san_piece(
    position: &Chess,
    pieces: Bitboard,
    role: Role,
    capture: bool,
    to: Square,
) -> Option<Square> {
    let us = position.turn();
    let reaches = |from: Square, occupied: Bitboard| {
        if role == Role::Pawn {
            if capture {
                attacks::pawn_attacks(us, from).contains(to)
            } else {
                matches!(
                    pawn_reach(position, from, to),
                    Reach::Reaches | Reach::Blocked(_) | Reach::PushOntoPiece(_)
                )
            }
        } else {
            attacks::attacks(from, role.of(us), occupied).contains(to)
        }
    };
    let occupied = position.board().occupied();
    pieces
        .into_iter()
        .find(|&from| reaches(from, occupied))
        .or_else(|| {
            pieces
                .into_iter()
                .find(|&from| reaches(from, Bitboard::EMPTY))
        })
}

/// No piece of the kind a SAN move names can go to its square: B005 when the side to move is in
/// check (the move ignores it), B003 otherwise.
fn no_piece_for_san(position: &Chess, role: Role, to: Square, text: &str, span: Span) -> Illegal {
    let us = position.turn();
    let who = side_name(us);
    let name = piece_name(role);
    let none = if position.our(role).is_empty() {
        format!("{who} has no {name}")
    } else {
        format!("no {who} {name} can reach {}", square_in_words(to))
    };
    if position.is_check() {
        let checkers = position.checkers();
        let from = checking_pieces(position.board(), checkers)
            .map(|pieces| format!(" from {pieces}"))
            .unwrap_or_default();
        let message =
            format!("{who} is in check{from} and `{text}` does not get out of it: {none}");
        return Illegal {
            diagnostic: Diagnostic::new(Code::KingInCheck, span, message)
                .with_label("the king is in check")
                .with_help(legal_san_moves(position)),
            checkers,
        };
    }
    Diagnostic::new(
        Code::UnreachableSquare,
        span,
        format!("`{text}` is not a legal move here: {none}"),
    )
    .with_label("illegal move")
    .with_help(legal_san_moves(position))
    .into()
}
