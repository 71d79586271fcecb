//! Turning a written move into a legal move of the position, or into a diagnostic that says
//! exactly why it is illegal and what was legal instead.

use shakmaty::attacks;
use shakmaty::san::{San, SanError};
use shakmaty::{
    Bitboard, CastlingSide, Chess, Color, File, Move, MoveList, Piece, Position, Rank, Role, Square,
};

use crate::codes::Code;
use crate::diagnostic::Diagnostic;
use crate::span::Span;
use crate::syntax::ast::{CoordinateMove, NumericMove};

/// How a written move was read on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reading {
    /// From-square and to-square (and promotion digit) as written.
    Plain,
    /// The non-standard 4-digit promotion: from-square, destination file, promotion digit.
    ShortPromotion,
    /// Castling written as the king's move (or, in Chess960, the king onto its own rook).
    Castling,
    /// A Chess960 king move that also reads as a plain king move; taken as castling.
    AmbiguousCastling,
    /// Standard algebraic notation (PGN input).
    San,
    /// Coordinate notation (UCI or long algebraic).
    Coordinate,
}

/// A written move read as a legal move, and any warning the reading deserves.
pub(crate) struct Resolved {
    pub chess_move: Move,
    pub reading: Reading,
    pub warning: Option<Diagnostic>,
}

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

/// The square of two numeric digits (file, rank), if both are 1-8.
pub fn square_of_digits(file: u8, rank: u8) -> Option<Square> {
    ((1..=8).contains(&file) && (1..=8).contains(&rank)).then(|| {
        Square::from_coords(
            File::new(u32::from(file - 1)),
            Rank::new(u32::from(rank - 1)),
        )
    })
}

/// The two digits of a square: e2 -> `52`.
pub fn numeric_square(square: Square) -> String {
    format!(
        "{}{}",
        square.file().to_u32() + 1,
        square.rank().to_u32() + 1
    )
}

/// A square for a message: its digits and, for readers who think in algebraic notation, its
/// name: `26 (b6)`.
pub fn square_in_words(square: Square) -> String {
    format!("{} ({square})", numeric_square(square))
}

/// The piece a promotion digit names: 1 queen, 2 rook, 3 bishop, 4 knight.
pub fn role_of_digit(digit: u8) -> Option<Role> {
    match digit {
        1 => Some(Role::Queen),
        2 => Some(Role::Rook),
        3 => Some(Role::Bishop),
        4 => Some(Role::Knight),
        _ => None,
    }
}

/// The promotion digit of a piece (queen 1, rook 2, bishop 3, knight 4).
pub fn digit_of_role(role: Role) -> Option<u8> {
    match role {
        Role::Queen => Some(1),
        Role::Rook => Some(2),
        Role::Bishop => Some(3),
        Role::Knight => Some(4),
        _ => None,
    }
}

/// The square a castling king lands on (g or c file of its back rank).
pub fn castling_king_destination(king: Square, rook: Square) -> Square {
    let side = CastlingSide::from_queen_side(rook < king);
    Square::from_coords(side.king_to_file(), king.rank())
}

/// A legal move in ICCF numeric notation: from-square, to-square, promotion digit; castling as
/// the king's move to its castling square (`5171`, also in Chess960).
pub fn numeric_of_move(m: Move) -> String {
    let (from, to, promotion) = match m {
        Move::Castle { king, rook } => (Some(king), castling_king_destination(king, rook), None),
        Move::Normal {
            from,
            to,
            promotion,
            ..
        } => (Some(from), to, promotion.and_then(digit_of_role)),
        Move::EnPassant { from, to } => (Some(from), to, None),
        Move::Put { to, .. } => (None, to, None),
    };
    let mut s = String::with_capacity(5);
    for square in from.into_iter().chain([to]) {
        s.push(char::from(b'1' + square.file() as u8));
        s.push(char::from(b'1' + square.rank() as u8));
    }
    if let Some(digit) = promotion {
        s.push(char::from(b'0' + digit));
    }
    s
}

fn piece_name(role: Role) -> &'static str {
    match role {
        Role::Pawn => "pawn",
        Role::Knight => "knight",
        Role::Bishop => "bishop",
        Role::Rook => "rook",
        Role::Queen => "queen",
        Role::King => "king",
    }
}

fn side_name(color: Color) -> &'static str {
    color.fold_wb("White", "Black")
}

fn fen_of(position: &Chess) -> String {
    shakmaty::fen::Fen::from_position(position, shakmaty::EnPassantMode::Legal).to_string()
}

/// The destinations of the legal moves of the piece on `from`, in numeric notation.
fn destinations(legal: &MoveList, from: Square) -> Vec<String> {
    let mut list: Vec<String> = Vec::new();
    for m in legal.iter().filter(|m| m.from() == Some(from)) {
        let to = match *m {
            Move::Castle { king, rook } => castling_king_destination(king, rook),
            other => other.to(),
        };
        let text = numeric_square(to);
        if !list.contains(&text) {
            list.push(text);
        }
    }
    list
}

/// "the knight on 71 can go to 53, 63" or "the knight on 71 has no legal move".
fn what_piece_can_do(legal: &MoveList, from: Square, piece: Piece) -> String {
    let name = piece_name(piece.role);
    let on = numeric_square(from);
    let list = destinations(legal, from);
    if list.is_empty() {
        format!("the {name} on {on} has no legal move in this position")
    } else {
        format!("the {name} on {on} can go to {}", list.join(", "))
    }
}

/// The help for a move whose from-square is empty or foreign: legal moves to the same square (a
/// typo in the from-square is common), the count of legal moves, and the position.
fn position_help(position: &Chess, legal: &MoveList, to: Option<Square>) -> String {
    let mut help = String::new();
    if let Some(to) = to {
        let same_destination: Vec<String> = legal
            .iter()
            .filter(|m| !m.is_castle() && m.to() == to)
            .map(|m| numeric_of_move(*m))
            .collect();
        if !same_destination.is_empty() {
            help.push_str(&format!(
                "legal moves to {}: {}; ",
                numeric_square(to),
                same_destination.join(", ")
            ));
        }
    }
    help.push_str(&format!(
        "{} has {} legal moves in this position (FEN {})",
        side_name(position.turn()),
        legal.len(),
        fen_of(position)
    ));
    help
}

/// A few lists of legal moves searched as one.
struct Relevant<'a>([&'a MoveList; 3]);

impl Relevant<'_> {
    fn iter(&self) -> impl Iterator<Item = &Move> {
        self.0.iter().flat_map(|list| list.iter())
    }
}

/// Resolves a numeric move (or a coordinate move, read the same way) in `position`.
///
/// `rules_960` enables the Chess960 castling forms (king onto its own rook, ambiguous king moves).
pub(crate) fn resolve_numeric(
    position: &Chess,
    numeric: &NumericMove,
    span: Span,
    written: Option<&str>,
    rules_960: bool,
) -> Result<Resolved, Illegal> {
    let (Some(from), Some(to)) = (
        square_of_digits(numeric.from.file, numeric.from.rank),
        square_of_digits(numeric.to.file, numeric.to.rank),
    ) else {
        // The syntax layer reported the digits; the caller does not replay such moves.
        return Err(
            Diagnostic::new(Code::InvalidSquare, span, "the move has an invalid square").into(),
        );
    };
    // The move as written, for messages: built only when one is needed.
    let written_text = || written.map_or_else(|| numeric.digits().to_string(), str::to_string);
    let promotion = numeric.promotion.map(|p| (p.digit, p.span));
    let us = position.turn();
    let piece = position.board().piece_at(from);
    // Only the legal moves the written move can mean (the moves of its piece to its square, the
    // short-promotion square, castling): far cheaper than every legal move. All legal moves are
    // generated only to explain an illegal move.
    let short_destination = numeric.short_promotion().map(|short| {
        Square::from_coords(
            File::new(u32::from(short.file - 1)),
            us.relative_rank(Rank::Eighth),
        )
    });
    let own = piece.filter(|p| p.color == us);
    let to_square = own
        .map(|own| position.san_candidates(own.role, to))
        .unwrap_or_default();
    let to_short_square = match (own, short_destination) {
        (
            Some(Piece {
                role: Role::Pawn, ..
            }),
            Some(destination),
        ) => position.san_candidates(Role::Pawn, destination),
        _ => MoveList::new(),
    };
    let castling = match own {
        Some(Piece {
            role: Role::King, ..
        }) => {
            let mut both = position.castling_moves(CastlingSide::KingSide);
            both.extend(position.castling_moves(CastlingSide::QueenSide));
            both
        }
        _ => MoveList::new(),
    };
    let legal = Relevant([&to_square, &to_short_square, &castling]);

    // The short promotion, when a pawn of the side to move stands on its 7th rank.
    if let Some(short) = numeric.short_promotion() {
        let on_seventh = from.rank() == us.relative_rank(Rank::Seventh);
        if piece
            == Some(Piece {
                color: us,
                role: Role::Pawn,
            })
            && on_seventh
        {
            let destination = short_destination.unwrap_or(to);
            let role = role_of_digit(short.piece);
            if let Some(m) = legal
                .iter()
                .find(|m| m.from() == Some(from) && m.to() == destination && m.promotion() == role)
            {
                let standard = numeric_of_move(*m);
                let role_name = piece_name(role.unwrap_or(Role::Queen));
                let also_plain = us == Color::Black && numeric.to.rank == 1;
                let mut help = format!(
                    "write `{standard}`: the destination square {} and then the promotion digit (1 queen, 2 rook, 3 bishop, 4 knight)",
                    numeric_square(destination)
                );
                if also_plain {
                    help.push_str(&format!(
                        "; `{}` also reads as the pawn move {}-{} with its promotion digit missing: it was taken as the queen",
                        written_text(),
                        numeric_square(from),
                        numeric_square(to)
                    ));
                }
                let warning = Diagnostic::new(
                    Code::ShortPromotion,
                    span,
                    format!("promotion written in the non-standard 4-digit form: `{}` read as {} to {} promoting to a {role_name}", written_text(), square_in_words(from), square_in_words(destination)),
                )
                .with_label(format!("read as {standard}"))
                .with_help(help)
                .with_fix(Span::new(numeric.from.span.offset, numeric.to.span.end() - numeric.from.span.offset), standard);
                return Ok(Resolved {
                    chess_move: *m,
                    reading: Reading::ShortPromotion,
                    warning: Some(warning),
                });
            }
            return Err(explain(
                position,
                &position.legal_moves(),
                from,
                destination,
                role.map(|r| (r, span)),
                span,
                &written_text(),
                rules_960,
            ));
        }
    }

    // King moves: castling written as the king's move.
    if piece
        == Some(Piece {
            color: us,
            role: Role::King,
        })
        && promotion.is_none()
    {
        let castle = legal.iter().find(|m| match **m {
            Move::Castle { king, rook } => {
                king == from
                    && (castling_king_destination(king, rook) == to || (rules_960 && rook == to))
            }
            _ => false,
        });
        let plain = legal
            .iter()
            .find(|m| matches!(**m, Move::Normal { from: f, to: t, .. } if f == from && t == to));
        match (castle, plain) {
            (Some(c), Some(_)) => {
                let Move::Castle { king, rook } = *c else {
                    unreachable!("matched a castling move")
                };
                let side = if rook < king {
                    "queen-side"
                } else {
                    "king-side"
                };
                let warning = Diagnostic::new(
                    Code::AmbiguousCastling,
                    span,
                    format!("`{}` reads both as castling and as the king move {}-{}; taken as castling", written_text(), numeric_square(from), numeric_square(to)),
                )
                .with_label(format!("read as {side} castling"))
                .with_help(format!(
                    "write castling as the king's move onto its own rook, `{}{}`, which has only one reading; a plain king move cannot be told apart here",
                    numeric_square(king),
                    numeric_square(rook)
                ));
                return Ok(Resolved {
                    chess_move: *c,
                    reading: Reading::AmbiguousCastling,
                    warning: Some(warning),
                });
            }
            (Some(c), None) => {
                return Ok(Resolved {
                    chess_move: *c,
                    reading: Reading::Castling,
                    warning: None,
                });
            }
            (None, Some(p)) => {
                return Ok(Resolved {
                    chess_move: *p,
                    reading: Reading::Plain,
                    warning: None,
                });
            }
            (None, None) => {}
        }
    }

    let candidates = || {
        legal
            .iter()
            .filter(move |m| !m.is_castle() && m.from() == Some(from) && m.to() == to)
    };
    match promotion {
        Some((digit, digit_span)) => {
            let role = role_of_digit(digit);
            if let Some(m) = candidates().find(|m| m.promotion() == role) {
                return Ok(Resolved {
                    chess_move: *m,
                    reading: Reading::Plain,
                    warning: None,
                });
            }
            if let Some(m) = candidates().next().filter(|m| !m.is_promotion()) {
                let plain = numeric_of_move(*m);
                return Err(Diagnostic::new(
                    Code::UnexpectedPromotionDigit,
                    digit_span,
                    format!("promotion digit on a move that does not promote: {}-{} does not reach the last rank with a pawn", numeric_square(from), numeric_square(to)),
                )
                .with_label("no promotion here")
                .with_help(format!("write `{plain}` without the fifth digit, or check the move"))
                .into());
            }
            Err(explain(
                position,
                &position.legal_moves(),
                from,
                to,
                role.map(|r| (r, digit_span)),
                span,
                &written_text(),
                rules_960,
            ))
        }
        None => {
            if let Some(m) = candidates().find(|m| !m.is_promotion()) {
                return Ok(Resolved {
                    chess_move: *m,
                    reading: Reading::Plain,
                    warning: None,
                });
            }
            if candidates().next().is_some() {
                let queen = format!("{}1", written_text());
                return Err(Diagnostic::new(
                    Code::MissingPromotionDigit,
                    span,
                    format!("the pawn reaches the last rank on {} but the move has no promotion digit", square_in_words(to)),
                )
                .with_label("which piece does the pawn become?")
                .with_help(format!(
                    "add the promotion digit: `{queen}` for a queen, or 2 rook, 3 bishop, 4 knight as the fifth digit"
                ))
                .into());
            }
            Err(explain(
                position,
                &position.legal_moves(),
                from,
                to,
                None,
                span,
                &written_text(),
                rules_960,
            ))
        }
    }
}

/// Resolves a coordinate move (`e2e4`, `Ng1-f3`, `e7e8q`) by its squares, like a numeric move.
pub(crate) fn resolve_coordinate(
    position: &Chess,
    coordinate: &CoordinateMove,
    span: Span,
    rules_960: bool,
) -> Result<Resolved, Illegal> {
    let digits = |(file, rank): (u8, u8), offset: usize| crate::syntax::ast::SquareDigits {
        span: Span::new(offset, 2),
        file,
        rank,
    };
    let numeric = NumericMove {
        from: digits(coordinate.from, span.offset),
        to: digits(coordinate.to, span.offset),
        promotion: coordinate
            .promotion
            .and_then(crate::syntax::ast::promotion_digit_of_letter)
            .map(|c| crate::syntax::ast::PromotionDigit {
                span,
                digit: c as u8 - b'0',
            }),
        separator: None,
    };
    let mut resolved =
        resolve_numeric(position, &numeric, span, Some(&coordinate.text), rules_960)?;
    resolved.reading = Reading::Coordinate;
    Ok(resolved)
}

/// Resolves a move in standard algebraic notation with shakmaty's SAN parser.
pub(crate) fn resolve_san(position: &Chess, text: &str, span: Span) -> Result<Resolved, Illegal> {
    let normalized = text.replace('0', "O");
    let san = San::from_ascii(normalized.as_bytes()).map_err(|_| {
        Diagnostic::new(
            Code::UnreachableSquare,
            span,
            format!("`{text}` cannot be read as a move"),
        )
        .with_label("not standard algebraic notation")
        .with_help("SAN uses the English piece letters K Q R B N, as in Nf3, exd5, e8=Q, O-O")
    });
    let san = san?;
    match san.to_move(position) {
        Ok(m) => Ok(Resolved {
            chess_move: m,
            reading: Reading::San,
            warning: None,
        }),
        Err(SanError::AmbiguousSan) => {
            let legal = position.legal_moves();
            let options: Vec<String> = legal
                .iter()
                .filter(|m| san.matches(**m))
                .map(|m| San::from_move(position, *m).to_string())
                .collect();
            Err(Diagnostic::new(
                Code::AmbiguousMove,
                span,
                format!("`{text}` is ambiguous here"),
            )
            .with_label("more than one piece can make this move")
            .with_help(format!("write one of {}", options.join(", ")))
            .into())
        }
        Err(SanError::IllegalSan) => {
            let legal = position.legal_moves();
            let mut moves: Vec<String> = legal
                .iter()
                .map(|m| San::from_move(position, *m).to_string())
                .collect();
            moves.sort();
            Err(Diagnostic::new(
                Code::UnreachableSquare,
                span,
                format!("`{text}` is not a legal move here"),
            )
            .with_label("illegal move")
            .with_help(format!(
                "{} can play {} (FEN {})",
                side_name(position.turn()),
                moves.join(" "),
                fen_of(position)
            ))
            .into())
        }
    }
}

/// Why no legal move goes from `from` to `to`: the most specific reason, with the help.
#[allow(clippy::too_many_arguments)]
fn explain(
    position: &Chess,
    legal: &MoveList,
    from: Square,
    to: Square,
    promotion: Option<(Role, Span)>,
    span: Span,
    written: &str,
    rules_960: bool,
) -> Illegal {
    let board = position.board();
    let us = position.turn();
    let them = !us;
    let (f, t) = (square_in_words(from), square_in_words(to));
    if from == to {
        // The digits allowed another reading (a short promotion, Chess960 castling), which the
        // position rules out.
        let help = match board.piece_at(from) {
            Some(piece) if piece.color == us => what_piece_can_do(legal, from, piece),
            _ => position_help(position, legal, None),
        };
        return Diagnostic::new(Code::SameSquare, span, format!("the move goes from {f} to {f}"))
            .with_label("from-square and to-square are the same")
            .with_help(format!("a piece must move to another square; one of the two squares was probably copied wrongly: {help}"))
            .into();
    }
    let Some(piece) = board.piece_at(from) else {
        return Diagnostic::new(
            Code::EmptyFromSquare,
            span,
            format!("no piece stands on {f}"),
        )
        .with_label(format!("{f} is empty"))
        .with_help(position_help(position, legal, Some(to)))
        .into();
    };
    let name = piece_name(piece.role);
    if piece.color != us {
        let mut help = format!("it is {}'s move", side_name(us));
        let swapped = position.clone().swap_turn().ok().is_some_and(|p| {
            p.legal_moves().iter().any(|m| m.from() == Some(from) && (m.to() == to || matches!(*m, Move::Castle{king, rook} if castling_king_destination(king, rook) == to)))
        });
        if swapped {
            help.push_str(&format!(
                "; {written} is a legal move for {}, so two moves may be swapped or a move may be missing",
                side_name(them)
            ));
        }
        help.push_str("; ");
        help.push_str(&position_help(position, legal, Some(to)));
        return Diagnostic::new(
            Code::OpponentPiece,
            span,
            format!("the {name} on {f} belongs to {}", side_name(them)),
        )
        .with_label(format!("{} {name}", side_name(them)))
        .with_help(help)
        .into();
    }
    let can_do = what_piece_can_do(legal, from, piece);

    if piece.role == Role::King
        && let Some(illegal) = explain_castling(position, from, to, span, rules_960, &can_do)
    {
        return illegal;
    }
    if board.color_at(to) == Some(us) {
        let other = board.piece_at(to).map_or("piece", |p| piece_name(p.role));
        return Diagnostic::new(
            Code::OwnPieceOnDestination,
            span,
            format!(
                "{t} holds a {} {other} of the side that moves",
                side_name(us)
            ),
        )
        .with_label(format!("{f} to {t} lands on its own {other}"))
        .with_help(can_do)
        .into();
    }
    let occupied = board.occupied();
    let (reachable, geometry) = if piece.role == Role::Pawn {
        pawn_reach(position, from, to)
    } else {
        let reach = attacks::attacks(from, piece, occupied);
        (
            reach.contains(to),
            attacks::attacks(from, piece, Bitboard::EMPTY).contains(to),
        )
    };
    if piece.role == Role::Pawn
        && from.file() != to.file()
        && geometry
        && board.piece_at(to).is_none()
    {
        return Diagnostic::new(Code::EnPassantUnavailable, span, format!("the pawn on {f} cannot capture on {t}: the square is empty and en passant is not possible"))
            .with_label("no piece to capture")
            .with_help(format!("en passant is only possible right after the opponent's pawn moved two squares past this pawn; {can_do}"))
            .into();
    }
    if reachable {
        // The move is possible for the piece but illegal: it leaves the own king in check.
        let promotion_role = promotion.map(|(r, _)| r).or_else(|| {
            (piece.role == Role::Pawn && to.rank() == us.relative_rank(Rank::Eighth))
                .then_some(Role::Queen)
        });
        let trial = Move::Normal {
            role: piece.role,
            from,
            capture: board.role_at(to),
            to,
            promotion: promotion_role,
        };
        let mut after = position.clone();
        after.play_unchecked(trial);
        let king = after.board().king_of(us);
        let checkers = king.map_or(Bitboard::EMPTY, |k| {
            after.king_attackers(k, them, after.board().occupied())
        });
        let mut diagnostic = if piece.role == Role::King {
            Diagnostic::new(
                Code::KingInCheck,
                span,
                format!(
                    "the {} king cannot go to {t}: it would be in check there",
                    side_name(us)
                ),
            )
            .with_label(format!("{t} is attacked"))
        } else if position.is_check() {
            Diagnostic::new(
                Code::KingInCheck,
                span,
                format!(
                    "{} is in check and {f}-{t} does not get out of it",
                    side_name(us)
                ),
            )
            .with_label("the king stays in check")
        } else {
            Diagnostic::new(
                Code::KingInCheck,
                span,
                format!(
                    "the {name} on {f} is pinned: moving it leaves the {} king in check",
                    side_name(us)
                ),
            )
            .with_label("leaves the king in check")
        };
        let named: Vec<String> = checkers
            .into_iter()
            .map(|c| {
                format!(
                    "the {} on {}",
                    board.piece_at(c).map_or("piece", |p| piece_name(p.role)),
                    square_in_words(c)
                )
            })
            .collect();
        if !named.is_empty() {
            diagnostic
                .message
                .push_str(&format!(" (check from {})", named.join(" and ")));
        }
        return Illegal {
            diagnostic: diagnostic.with_help(can_do),
            checkers,
        };
    }
    let diagnostic = if geometry && piece.role != Role::Knight {
        let blockers = attacks::between(from, to) & occupied;
        let blocker = blockers.first().map(numeric_square).unwrap_or_default();
        Diagnostic::new(
            Code::UnreachableSquare,
            span,
            format!("the {name} on {f} cannot reach {t}: the piece on {blocker} is in the way"),
        )
        .with_label("the path is blocked")
    } else {
        Diagnostic::new(
            Code::UnreachableSquare,
            span,
            format!("a {name} cannot move from {f} to {t}"),
        )
        .with_label(format!("not a {name} move"))
    };
    diagnostic.with_help(can_do).into()
}

/// Whether a pawn on `from` reaches `to` in this position (ignoring check), and whether it
/// could in the geometry of pawn moves (a capture square counts, empty or not).
fn pawn_reach(position: &Chess, from: Square, to: Square) -> (bool, bool) {
    let us = position.turn();
    let board = position.board();
    let occupied = board.occupied();
    let captures = attacks::pawn_attacks(us, from);
    if captures.contains(to) {
        let capturable = board.color_at(to) == Some(!us) || position.maybe_ep_square() == Some(to);
        return (capturable, true);
    }
    let forward = if us == Color::White { 8 } else { -8 };
    let one = from.offset(forward);
    let two = from.offset(2 * forward);
    let start_rank = from.rank() == us.relative_rank(Rank::Second);
    if one == Some(to) {
        return (!occupied.contains(to), true);
    }
    if start_rank && two == Some(to) {
        let clear = one.is_some_and(|s| !occupied.contains(s)) && !occupied.contains(to);
        return (clear, true);
    }
    (false, false)
}

/// The reason a king move that looks like castling is not legal, if it looks like castling.
fn explain_castling(
    position: &Chess,
    from: Square,
    to: Square,
    span: Span,
    rules_960: bool,
    can_do: &str,
) -> Option<Illegal> {
    let us = position.turn();
    if from.rank() != us.backrank() || to.rank() != us.backrank() {
        return None;
    }
    let board = position.board();
    let castles = position.castles();
    let own_rook_on_to = board.piece_at(to)
        == Some(Piece {
            color: us,
            role: Role::Rook,
        });
    // Standard chess: e1-g1 and e1-c1. Chess960: the king onto its own rook, or to the g or c
    // file (staying put when it already stands there).
    let side = if rules_960 && own_rook_on_to {
        CastlingSide::from_queen_side(to < from)
    } else if rules_960 && to.file() == File::G && from.file() <= File::G {
        CastlingSide::KingSide
    } else if rules_960 && to.file() == File::C && from.file() >= File::C {
        CastlingSide::QueenSide
    } else if !rules_960 && from.file() == File::E && to.file() == File::G {
        CastlingSide::KingSide
    } else if !rules_960 && from.file() == File::E && to.file() == File::C {
        CastlingSide::QueenSide
    } else {
        return None;
    };
    let side_words = if side.is_king_side() {
        "king-side"
    } else {
        "queen-side"
    };
    let who = side_name(us);
    let castle_diag = |message: String, label: &str| -> Illegal {
        Diagnostic::new(Code::IllegalCastling, span, message)
            .with_label(label.to_string())
            .with_help(can_do.to_string())
            .into()
    };
    let Some(rook) = castles.rook(us, side) else {
        return Some(castle_diag(
            format!("{who} cannot castle {side_words}: the king or that rook has already moved"),
            "no castling right",
        ));
    };
    let path = castles.path(us, side) & board.occupied();
    let blockers: Vec<String> =
        (path & !Bitboard::from_square(from) & !Bitboard::from_square(rook))
            .into_iter()
            .map(numeric_square)
            .collect();
    if !blockers.is_empty() {
        let (stand, on) = if blockers.len() == 1 {
            ("a piece stands", "on")
        } else {
            ("pieces stand", "on")
        };
        return Some(castle_diag(
            format!(
                "{who} cannot castle {side_words}: {stand} between the king and the rook on {}, {on} {}",
                square_in_words(rook),
                blockers.join(", ")
            ),
            "the way is not clear",
        ));
    }
    let them = !us;
    if position.is_check() {
        let mut illegal = castle_diag(
            format!("{who} cannot castle {side_words} out of check"),
            "the king is in check",
        );
        illegal.checkers = position.checkers();
        return Some(illegal);
    }
    let king_to = Square::from_coords(side.king_to_file(), us.backrank());
    let occupied = board.occupied() & !Bitboard::from_square(from) & !Bitboard::from_square(rook);
    let walk = attacks::between(from, king_to) | Bitboard::from_square(king_to);
    for square in walk {
        let attackers = board.attacks_to(square, them, occupied);
        if attackers.any() {
            let attacker = attackers.first().map(numeric_square).unwrap_or_default();
            return Some(castle_diag(
                format!(
                    "{who} cannot castle {side_words}: the king would pass through or land on {}, which the piece on {attacker} attacks",
                    square_in_words(square)
                ),
                "through an attacked square",
            ));
        }
    }
    Some(castle_diag(
        format!("{who} cannot castle {side_words} here"),
        "castling is not legal",
    ))
}
