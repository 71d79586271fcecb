//! Why a move is illegal: the most specific reason a written move is no legal move of the
//! position (an empty or foreign from-square, the piece's own side on the to-square, a blocked
//! path, a pawn pushed onto a piece, a king left in check, castling without its conditions),
//! each with its code and a help from [`super::instead`].

use shakmaty::san::San;
use shakmaty::{Bitboard, Chess, Move, MoveList, Piece, Position, Rank, Role, Square, attacks};

use super::castling::{self, CastlingMeant};
use super::instead::{legal_san_moves, position_help, what_piece_can_do};
use super::names::{piece_name, side_key};
use super::square::square_in_words;
use crate::codes::Code;
use crate::diagnostic::Diagnostic;
use crate::i18n::{Args, Message};
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
    /// `build()` when helps are wanted, else no phrase.
    fn help(&self, build: impl FnOnce() -> Vec<Message>) -> Vec<Message> {
        if self.help { build() } else { Vec::new() }
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
        return Diagnostic::from_catalogue(
            Code::EmptyFromSquare,
            a.span,
            "board-empty-from-square",
            Args::new().text("square", square_in_words(a.from).to_string()),
        )
        .with_catalogue_label("board-empty-from-square.label")
        .with_catalogue_help(a.help(|| position_help(a.position, &legal, Some(a.to))))
        .into();
    };
    if piece.color != a.position.turn() {
        return opponent_piece(a, &legal, piece);
    }
    let can_do = a.help(|| vec![what_piece_can_do(&legal, a.from, piece)]);
    if piece.role == Role::King
        && let Some(meant) = castling::castling_meant(a.position, a.from, a.to, a.rules_960)
    {
        return castling::why_not(a.position, a.from, meant, a.span, can_do);
    }
    if let Some(own) = board.piece_at(a.to).filter(|p| p.color == piece.color) {
        return Diagnostic::from_catalogue(
            Code::OwnPieceOnDestination,
            a.span,
            "board-own-piece-on-destination",
            Args::new()
                .selector("side", side_key(own.color))
                .selector("own", piece_name(own.role))
                .text("square", square_in_words(a.to).to_string())
                .selector("piece", piece_name(piece.role)),
        )
        .with_catalogue_label("board-own-piece-on-destination.label")
        .with_catalogue_help(can_do)
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
        Some(piece) if piece.color == a.position.turn() => {
            vec![what_piece_can_do(legal, a.from, piece)]
        }
        _ => position_help(a.position, legal, None),
    });
    let instead = match chain(help) {
        Some(phrases) => Args::new().message("instead", phrases),
        None => Args::new().text("instead", ""),
    };
    let square = square_in_words(a.from);
    Diagnostic::from_catalogue(
        Code::PieceDoesNotMove,
        a.span,
        "board-same-square",
        Args::new().text("square", square.to_string()),
    )
    .with_catalogue_label("board-same-square.label")
    .with_catalogue_help(vec![Message::new("board-same-square-help", instead)])
    .into()
}

fn opponent_piece(a: &Attempt, legal: &MoveList, piece: Piece) -> Illegal {
    let (us, them) = (a.position.turn(), piece.color);
    let name = piece_name(piece.role);
    let mut help = vec![Message::new(
        "board-side-to-move",
        Args::new().selector("side", side_key(us)),
    )];
    let legal_for_them = a.position.clone().swap_turn().ok().is_some_and(|p| {
        p.legal_moves().iter().any(|m| {
            m.from() == Some(a.from)
                && (m.to() == a.to
                    || matches!(*m, Move::Castle { king, rook } if super::square::castling_king_destination(king, rook) == a.to))
        })
    });
    if legal_for_them {
        help.push(Message::new(
            "board-legal-for-other-side",
            Args::new()
                .text("move", a.written)
                .selector("side", side_key(them)),
        ));
    }
    help.extend(a.help(|| position_help(a.position, legal, Some(a.to))));
    Diagnostic::from_catalogue(
        Code::OpponentPiece,
        a.span,
        "board-opponent-piece",
        Args::new()
            .selector("piece", name)
            .text("square", square_in_words(a.from).to_string())
            .selector("owner", side_key(them)),
    )
    .with_catalogue_label("board-opponent-piece.label")
    .with_catalogue_help(help)
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
fn cannot_reach(a: &Attempt, piece: Piece, reach: Reach, can_do: Vec<Message>) -> Illegal {
    let name = piece_name(piece.role);
    let (f, t) = (
        square_in_words(a.from).to_string(),
        square_in_words(a.to).to_string(),
    );
    let squares = Args::new().text("from", f).text("to", t);
    let board = a.position.board();
    let diagnostic = match reach {
        Reach::NothingToCapture => {
            let mut help = vec![Message::new("board-nothing-to-capture.help", Args::new())];
            help.extend(can_do);
            Diagnostic::from_catalogue(
                Code::EnPassantUnavailable,
                a.span,
                "board-nothing-to-capture",
                squares,
            )
            .with_catalogue_label("board-nothing-to-capture.label")
            .with_catalogue_help(help)
        }
        Reach::PushOntoPiece(occupant) => Diagnostic::from_catalogue(
            Code::UnreachableSquare,
            a.span,
            "board-push-onto-piece",
            squares
                .selector("side", side_key(occupant.color))
                .selector("occupant", piece_name(occupant.role)),
        )
        .with_catalogue_label("board-push-onto-piece.label")
        .with_catalogue_help(can_do),
        Reach::Blocked(blocker) => {
            // The square between holds a piece: that is what blocks the path.
            let in_the_way = board.piece_at(blocker).unwrap_or(piece);
            Diagnostic::from_catalogue(
                Code::UnreachableSquare,
                a.span,
                "board-blocked",
                squares
                    .selector("piece", name)
                    .selector("side", side_key(in_the_way.color))
                    .selector("blocker", piece_name(in_the_way.role))
                    .text("square", square_in_words(blocker).to_string()),
            )
            .with_catalogue_label("board-blocked.label")
            .with_catalogue_help(can_do)
        }
        Reach::NotItsMove | Reach::Reaches => Diagnostic::from_catalogue(
            Code::UnreachableSquare,
            a.span,
            "board-not-its-move",
            squares.selector("piece", name),
        )
        .with_catalogue_label("board-not-its-move.label")
        .with_catalogue_help(can_do),
    };
    diagnostic.into()
}

/// B005: the piece can make the move, but it leaves (or puts) its own king in check.
fn leaves_king_in_check(a: &Attempt, piece: Piece, can_do: Vec<Message>) -> Illegal {
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
        return Diagnostic::from_catalogue(
            Code::UnreachableSquare,
            a.span,
            "board-not-legal-here",
            Args::new().text("move", a.written),
        )
        .with_catalogue_label("board-not-legal-here.label")
        .with_catalogue_help(can_do)
        .into();
    }
    let id = if piece.role == Role::King {
        "board-king-into-check"
    } else if position.is_check() {
        "board-check-not-parried"
    } else if en_passant {
        "board-en-passant-leaves-check"
    } else {
        "board-pinned"
    };
    let args = Args::new()
        .selector("side", side_key(us))
        .selector("piece", piece_name(piece.role))
        .text("from", f.to_string())
        .text("to", t.to_string());
    let label = match id {
        "board-king-into-check" => "board-king-into-check.label",
        "board-check-not-parried" => "board-check-not-parried.label",
        "board-en-passant-leaves-check" => "board-en-passant-leaves-check.label",
        _ => "board-pinned.label",
    };
    Illegal {
        diagnostic: Diagnostic::from_catalogue(
            Code::KingInCheck,
            a.span,
            id,
            check_args(board, checkers, args),
        )
        .with_catalogue_label(label)
        .with_catalogue_help(can_do),
        checkers,
    }
}

/// The arguments of `board-check-from` added to `args`: how many pieces give check
/// (`checks`), and the first two with their squares ("the rook on 15 (a5)", "the queen on 54
/// (e4) and the knight on 36 (c6)").
fn check_args(board: &shakmaty::Board, checkers: Bitboard, mut args: Args) -> Args {
    args = args.number("checks", checkers.count());
    for (square, (piece, on)) in checkers.into_iter().zip([
        ("checker", "checker_square"),
        ("checker2", "checker2_square"),
    ]) {
        args = args
            .selector(piece, board.role_at(square).map_or("piece", piece_name))
            .text(on, square_in_words(square).to_string());
    }
    args
}

/// The phrases as one message: each after the ones before it, joined with `"; "`
/// (`board-phrases`); `None` for none.
pub(crate) fn chain(phrases: Vec<Message>) -> Option<Message> {
    phrases.into_iter().reduce(|before, next| {
        Message::new(
            "board-phrases",
            Args::new().message("before", before).message("next", next),
        )
    })
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
                return Diagnostic::from_catalogue(
                    Code::IllegalCastling,
                    span,
                    "board-castling-no-king",
                    Args::new().selector("side", side_key(us)),
                )
                .into();
            };
            let meant = CastlingMeant {
                side,
                onto_rook_in_standard: false,
            };
            let can_do = what_piece_can_do(&position.legal_moves(), king, Role::King.of(us));
            castling::why_not(position, king, meant, span, vec![can_do])
        }
        San::Put { .. } | San::Null => Diagnostic::from_catalogue(
            Code::UnreachableSquare,
            span,
            "board-not-legal-here",
            Args::new().text("move", text),
        )
        .with_catalogue_label("board-not-legal-here.label")
        .with_catalogue_help(vec![legal_san_moves(position)])
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
        None if pawn && last_rank && legal_with(Some(Role::Queen)) => {
            let args = Args::new()
                .text("to", square_in_words(to).to_string())
                .text("move", text);
            Diagnostic::from_catalogue(
                Code::MissingPromotionDigit,
                span,
                "board-san-promotion-missing",
                args.clone(),
            )
            .with_catalogue_label("board-san-promotion-missing.label")
            .with_catalogue_help(vec![Message::new("board-san-promotion-missing.help", args)])
        }
        Some(_) if pawn && !last_rank && legal_with(None) => Diagnostic::from_catalogue(
            Code::UnexpectedPromotionDigit,
            span,
            "board-san-promotion-unexpected",
            Args::new()
                .text("from", square_in_words(from).to_string())
                .text("to", square_in_words(to).to_string()),
        )
        .with_catalogue_label("board-san-promotion-unexpected.label")
        .with_catalogue_help(vec![Message::new(
            "board-san-promotion-unexpected.help",
            Args::new(),
        )]),
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
    let args = Args::new()
        .text("move", text)
        .selector("side", side_key(us))
        .selector("piece", piece_name(role))
        .text("to", square_in_words(to).to_string())
        .selector(
            "has",
            if position.our(role).is_empty() {
                "none"
            } else {
                "some"
            },
        );
    if position.is_check() {
        let checkers = position.checkers();
        return Illegal {
            diagnostic: Diagnostic::from_catalogue(
                Code::KingInCheck,
                span,
                "board-san-in-check",
                check_args(position.board(), checkers, args),
            )
            .with_catalogue_label("board-san-in-check.label")
            .with_catalogue_help(vec![legal_san_moves(position)]),
            checkers,
        };
    }
    Diagnostic::from_catalogue(Code::UnreachableSquare, span, "board-san-no-piece", args)
        .with_catalogue_label("board-san-no-piece.label")
        .with_catalogue_help(vec![legal_san_moves(position)])
        .into()
}
