//! Which move is meant: a written move (numeric, coordinate or SAN) read as one legal move of
//! the position, with the warning a non-standard form deserves. When no legal move fits, the
//! reason is asked of [`super::illegal`].

use shakmaty::san::{San, SanError};
use shakmaty::{
    CastlingSide, Chess, Color, File, Move, MoveList, Piece, Position, Rank, Role, Square,
};

use super::illegal::{self, Attempt, Illegal};
use super::legality;
use super::names::{castling_side_key, piece_name};
use super::numeric_of_move;
use super::promotion::{digit_of_role, role_of_digit};
use super::square::{castling_king_destination, numeric_square, square_in_words, square_of_digits};
use crate::codes::Code;
use crate::diagnostic::Diagnostic;
use crate::i18n::{Args, Message};
use crate::span::Span;
use crate::syntax::ast::standard_san;
use crate::syntax::ast::{
    CoordinateMove, Move as WrittenMove, MoveKind, NumericMove, PromotionDigit, SquareDigits,
};

/// How a written move was read on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Reading {
    /// From-square and to-square (and promotion digit) as written.
    Plain,
    /// The non-standard 4-digit promotion: from-square, destination file, promotion digit.
    ShortPromotion,
    /// Castling written as the king's move (or, in Chess960, the king onto its own rook).
    Castling,
    /// Castling in standard chess written in the Chess960 form, the king onto its own rook
    /// (`5181` for `5171`).
    CastlingOntoRook,
    /// A Chess960 king move that also reads as a plain king move; taken as castling.
    AmbiguousCastling,
    /// Standard algebraic notation (PGN input).
    San,
    /// Coordinate notation (UCI or long algebraic).
    Coordinate,
}

/// A written move read as a legal move, and any warning the reading deserves (boxed: warnings
/// are rare, and a small `Resolved` is returned on every move without copying a diagnostic).
pub(crate) struct Resolved {
    pub chess_move: Move,
    pub reading: Reading,
    pub warning: Option<Box<Diagnostic>>,
}

impl Resolved {
    fn new(chess_move: Move, reading: Reading) -> Self {
        Self {
            chess_move,
            reading,
            warning: None,
        }
    }
}

/// Why a written move was not played.
pub(crate) enum Refusal {
    /// The move cannot be read as a move on a board (digits outside 1-8, text that is not SAN):
    /// a textual problem, the syntax layer's to report.
    Unreadable,
    /// The move is illegal; the diagnostic says why (boxed, as in `Resolved`).
    Illegal(Box<Illegal>),
}

impl From<Illegal> for Refusal {
    fn from(illegal: Illegal) -> Self {
        Refusal::Illegal(Box::new(illegal))
    }
}

impl From<Diagnostic> for Refusal {
    fn from(diagnostic: Diagnostic) -> Self {
        Refusal::Illegal(Box::new(diagnostic.into()))
    }
}

/// Reads a numeric move (or a coordinate move, read the same way) in `position`.
///
/// `span` covers the digits; `written` is the move as written when it is not numeric (for
/// messages); `rules_960` enables the Chess960 castling forms.
pub(crate) fn resolve_numeric(
    position: &Chess,
    numeric: &NumericMove,
    span: Span,
    written: Option<&str>,
    rules_960: bool,
) -> Result<Resolved, Refusal> {
    if let Some(m) = plain_numeric(position, numeric) {
        return Ok(Resolved::new(m, Reading::Plain));
    }
    read_numeric(position, numeric, span, written, rules_960, true)
}

/// [`resolve_numeric`] of a numeric move as written, whose refusal of an illegal move says why
/// but with no help (the legal moves of the piece, the position's FEN): the replay asks for the
/// help only when the repair search finds no move meant there, whose help it would replace.
/// The replay asks after [`plain_numeric`] found no move, so the plain reading is not tried
/// first again (the full reading still finds a plain move, from shakmaty's lists).
pub(crate) fn resolve_numeric_without_help(
    position: &Chess,
    numeric: &NumericMove,
    span: Span,
    rules_960: bool,
) -> Result<Resolved, Refusal> {
    read_numeric(position, numeric, span, None, rules_960, false)
}

/// [`resolve_numeric`] after its plain reading found no move, with the help of a refusal or
/// without it.
fn read_numeric(
    position: &Chess,
    numeric: &NumericMove,
    span: Span,
    written: Option<&str>,
    rules_960: bool,
    help: bool,
) -> Result<Resolved, Refusal> {
    let (Some(from), Some(to)) = (
        square_of_digits(numeric.from.file, numeric.from.rank),
        square_of_digits(numeric.to.file, numeric.to.rank),
    ) else {
        return Err(Refusal::Unreadable);
    };
    let reading = NumericReading {
        position,
        numeric,
        span,
        written,
        rules_960,
        from,
        to,
        own: position
            .board()
            .piece_at(from)
            .filter(|p| p.color == position.turn()),
        explain: true,
        help,
    };
    reading.read_other_than_plain()
}

/// The move a numeric move stands for when it plays without a move list and no other reading
/// competes (most moves): [`plain_without_move_list`] on its squares. `None` leaves the move to
/// the full reading ([`resolve_numeric_without_help`]). Inlined into the replay's step, so that the move stays in
/// registers instead of coming back in a `Resolved` written to memory.
#[inline]
pub(crate) fn plain_numeric(position: &Chess, numeric: &NumericMove) -> Option<Move> {
    let from = square_of_digits(numeric.from.file, numeric.from.rank)?;
    let to = square_of_digits(numeric.to.file, numeric.to.rank)?;
    plain_without_move_list(position, numeric, from, to)
}

/// The move as written when it plays and no other reading competes: no promotion digit, no
/// king that may still castle onto the square written (a pawn on its 7th rank, whose digits
/// may be the short promotion, makes no plain move: it can only reach the last rank). The
/// answer [`NumericReading::plain`] would give, without building a move list; `None` leaves
/// the move to the full reading (its refusal says why).
fn plain_without_move_list(
    position: &Chess,
    numeric: &NumericMove,
    from: Square,
    to: Square,
) -> Option<Move> {
    if numeric.promotion.is_some() {
        return None;
    }
    plain_without_promotion(position, from, to)
}

/// [`plain_without_move_list`] for a move written without a promotion digit: the legal move
/// from `from` to `to` when no other reading competes (see there), else `None`.
#[inline]
pub(crate) fn plain_without_promotion(position: &Chess, from: Square, to: Square) -> Option<Move> {
    let m = legality::plain_move(position, from, to)?;
    // Castling ends with the king on the c- or g-file of its first rank, in Chess960 too,
    // where a one-square king move may be castling.
    let us = position.turn();
    let castling_square =
        to.rank() == us.relative_rank(Rank::First) && matches!(to.file(), File::C | File::G);
    // The role read from the move's fields: `Move::role` jumps through a table on the kind.
    let king_move = matches!(
        m,
        Move::Normal {
            role: Role::King,
            ..
        }
    );
    let may_castle = king_move && castling_square && position.castles().has_color(us);
    (!may_castle).then_some(m)
}

/// Castling in standard chess written as the king's move to its castling square (`5171`,
/// `5838`), when it is legal: the reading [`resolve_numeric_without_help`] gives it
/// ([`Reading::Castling`], no warning), without its look at every other reading (a king moves
/// one square in standard chess, so no plain move competes). `None` for any other move, and
/// for castling that is not legal (the full reading says why). Not for Chess960, where a king
/// move of one square may be castling.
pub(crate) fn standard_castling(position: &Chess, from: Square, to: Square) -> Option<Move> {
    let side = match to.file() {
        File::G => CastlingSide::KingSide,
        File::C => CastlingSide::QueenSide,
        _ => return None,
    };
    match legality::castling_move(position, side)? {
        m @ Move::Castle { king, rook }
            if king == from && castling_king_destination(king, rook) == to =>
        {
            Some(m)
        }
        _ => None,
    }
}

/// The legal move a written move stands for in `position`, or `None`: the reading of
/// [`resolve_numeric`], [`resolve_coordinate`] and [`resolve_san`] without the diagnostics,
/// for the repair search, which tries many positions and needs only whether a move plays.
/// A move the syntax layer marked as an error, a null move and digits of the wrong length
/// give `None`.
pub(crate) fn quiet_move(position: &Chess, written: &WrittenMove, rules_960: bool) -> Option<Move> {
    if written.syntax_error {
        return None;
    }
    match &written.kind {
        MoveKind::Numeric(numeric) => quiet_numeric(position, numeric, rules_960),
        MoveKind::Coordinate(c) => resolve_coordinate(position, c, written.span, rules_960)
            .ok()
            .map(|r| r.chess_move),
        MoveKind::San(san) => {
            let normalized = standard_san(&san.text);
            San::from_ascii(normalized.as_bytes())
                .ok()?
                .to_move(position)
                .ok()
        }
        MoveKind::WrongLength(_) | MoveKind::Null(_) => None,
    }
}

/// [`quiet_move`] for a numeric move.
pub(crate) fn quiet_numeric(
    position: &Chess,
    numeric: &NumericMove,
    rules_960: bool,
) -> Option<Move> {
    let from = square_of_digits(numeric.from.file, numeric.from.rank)?;
    let to = square_of_digits(numeric.to.file, numeric.to.rank)?;
    let own = position
        .board()
        .piece_at(from)
        .filter(|p| p.color == position.turn())?;
    NumericReading {
        position,
        numeric,
        span: Span::new(0, 0),
        written: None,
        rules_960,
        from,
        to,
        own: Some(own),
        explain: false,
        help: false,
    }
    .read()
    .ok()
    .map(|r| r.chess_move)
}

/// One numeric move being read: the position, the digits and their squares.
struct NumericReading<'a> {
    position: &'a Chess,
    numeric: &'a NumericMove,
    span: Span,
    written: Option<&'a str>,
    rules_960: bool,
    from: Square,
    to: Square,
    /// The piece on the from-square, when it belongs to the side to move.
    own: Option<Piece>,
    /// Whether a refusal says why (off for the repair search: only whether the move plays).
    explain: bool,
    /// Whether a refusal's reason has its help (see [`resolve_numeric_without_help`]).
    help: bool,
}

impl NumericReading<'_> {
    /// The move: the short promotion, a king move (castling), or the move as written.
    fn read(&self) -> Result<Resolved, Refusal> {
        match plain_without_move_list(self.position, self.numeric, self.from, self.to) {
            Some(m) => Ok(Resolved::new(m, Reading::Plain)),
            None => self.read_other_than_plain(),
        }
    }

    /// [`read`](Self::read) once [`plain_without_move_list`] has found no move.
    fn read_other_than_plain(&self) -> Result<Resolved, Refusal> {
        if let Some(short) = self.short_promotion() {
            return short;
        }
        if let Some(king) = self.king_move() {
            return Ok(king);
        }
        self.plain()
    }

    /// The move as written, for messages: built only when one is needed.
    fn text(&self) -> String {
        self.written
            .map_or_else(|| self.numeric.digits().to_string(), str::to_string)
    }

    /// Why no legal move goes from the from-square to `to`.
    fn why_illegal(&self, to: Square, promotion: Option<Role>) -> Refusal {
        if !self.explain {
            return Refusal::Unreadable;
        }
        let written = self.text();
        illegal::explain(&Attempt {
            position: self.position,
            from: self.from,
            to,
            promotion,
            span: self.span,
            written: &written,
            rules_960: self.rules_960,
            help: self.help,
        })
        .into()
    }

    /// The legal moves of the own piece to `to` (cheaper than every legal move).
    fn candidates(&self, to: Square) -> MoveList {
        // A match, not `Option::map`: the list (256 moves) is returned in place, not copied.
        match self.own {
            Some(own) => self.position.san_candidates(own.role, to),
            None => MoveList::new(),
        }
    }

    /// The non-standard 4-digit promotion (`6762` = f7-f8=R): from-square, destination file
    /// and promotion digit, read when a pawn of the side to move stands on its 7th rank and the
    /// last two digits are a file and a promotion digit.
    fn short_promotion(&self) -> Option<Result<Resolved, Refusal>> {
        let us = self.position.turn();
        let NumericMove {
            to: SquareDigits {
                file, rank: piece, ..
            },
            promotion: None,
            separator: None,
            spaced: false,
            ..
        } = *self.numeric
        else {
            return None;
        };
        let role = role_of_digit(piece)?;
        let pawn_on_seventh = self.own.is_some_and(|p| p.role == Role::Pawn)
            && self.from.rank() == us.relative_rank(Rank::Seventh);
        if !pawn_on_seventh || !(1..=8).contains(&file) {
            return None;
        }
        let destination = Square::from_coords(
            File::new(u32::from(file - 1)),
            us.relative_rank(Rank::Eighth),
        );
        let found = self
            .candidates(destination)
            .into_iter()
            .find(|m| m.from() == Some(self.from) && m.promotion() == Some(role));
        Some(match found {
            Some(m) => Ok(Resolved {
                chess_move: m,
                reading: Reading::ShortPromotion,
                warning: Some(Box::new(self.short_promotion_warning(m, destination, role))),
            }),
            None => Err(self.why_illegal(destination, Some(role))),
        })
    }

    fn short_promotion_warning(&self, m: Move, destination: Square, role: Role) -> Diagnostic {
        let standard = numeric_of_move(m);
        let args = Args::new()
            .text("written", self.text())
            .text("from", square_in_words(self.from).to_string())
            .text("to", square_in_words(destination).to_string())
            .selector("piece", piece_name(role))
            .text("standard", standard.clone());
        let mut help = vec![Message::new(
            "board-short-promotion.help",
            Args::new()
                .text("standard", standard.clone())
                .text("square", numeric_square(destination).to_string()),
        )];
        if self.position.turn() == Color::Black && self.numeric.to.rank == 1 {
            help.push(Message::new(
                "board-short-promotion-also-pawn-move",
                Args::new()
                    .text("written", self.text())
                    .text("from", numeric_square(self.from).to_string())
                    .text("to", numeric_square(self.to).to_string()),
            ));
        }
        let digits = self.numeric.from.span.join(self.numeric.to.span);
        Diagnostic::from_catalogue(
            Code::ShortPromotion,
            self.span,
            "board-short-promotion",
            args,
        )
        .with_catalogue_label("board-short-promotion.label")
        .with_catalogue_help(help)
        .with_fix(digits, standard)
    }

    /// A king move: castling written as the king's move to its castling square, in Chess960
    /// also onto its own rook (in standard chess that form is read with a warning), or a plain
    /// king move. `None` when no legal king move fits.
    fn king_move(&self) -> Option<Resolved> {
        if self.own.is_none_or(|p| p.role != Role::King) || self.numeric.promotion.is_some() {
            return None;
        }
        // The legal castlings, king side first (no move list: `legality::castling_move`).
        let castle = [CastlingSide::KingSide, CastlingSide::QueenSide]
            .into_iter()
            .filter_map(|side| legality::castling_move(self.position, side))
            .find_map(|m| match m {
                Move::Castle { king, rook } if king == self.from => {
                    if castling_king_destination(king, rook) == self.to {
                        Some((m, rook, false))
                    } else {
                        (rook == self.to).then_some((m, rook, !self.rules_960))
                    }
                }
                _ => None,
            });
        // The king's normal move to the square written (the same answer as its candidates).
        let plain = legality::plain_move(self.position, self.from, self.to);
        match (castle, plain) {
            (Some((m, rook, _)), Some(_)) => Some(Resolved {
                chess_move: m,
                reading: Reading::AmbiguousCastling,
                warning: Some(Box::new(self.ambiguous_castling_warning(rook))),
            }),
            (Some((m, rook, true)), None) => Some(Resolved {
                chess_move: m,
                reading: Reading::CastlingOntoRook,
                warning: Some(Box::new(self.castling_onto_rook_warning(m, rook))),
            }),
            (Some((m, _, false)), None) => Some(Resolved::new(m, Reading::Castling)),
            (None, Some(p)) => Some(Resolved::new(p, Reading::Plain)),
            (None, None) => None,
        }
    }

    fn ambiguous_castling_warning(&self, rook: Square) -> Diagnostic {
        let side = CastlingSide::from_queen_side(rook < self.from);
        let args = Args::new()
            .text("written", self.text())
            .text("from", numeric_square(self.from).to_string())
            .text("to", numeric_square(self.to).to_string())
            .selector("castling", castling_side_key(side))
            .text("rook", numeric_square(rook).to_string());
        Diagnostic::from_catalogue(
            Code::AmbiguousCastling,
            self.span,
            "board-ambiguous-castling",
            args.clone(),
        )
        .with_catalogue_label("board-ambiguous-castling.label")
        .with_catalogue_help(vec![Message::new("board-ambiguous-castling.help", args)])
    }

    fn castling_onto_rook_warning(&self, m: Move, rook: Square) -> Diagnostic {
        let standard = numeric_of_move(m);
        let side = CastlingSide::from_queen_side(rook < self.from);
        let args = Args::new()
            .text("written", self.text())
            .selector("castling", castling_side_key(side))
            .text("standard", standard.clone());
        Diagnostic::from_catalogue(
            Code::CastlingOntoRook,
            self.span,
            "board-castling-onto-rook",
            args.clone(),
        )
        .with_catalogue_label("board-castling-onto-rook.label")
        .with_catalogue_help(vec![Message::new("board-castling-onto-rook.help", args)])
        .with_fix(self.numeric.from.span.join(self.numeric.to.span), standard)
    }

    /// The move as written: from-square, to-square and the promotion digit, if any.
    fn plain(&self) -> Result<Resolved, Refusal> {
        // A MoveList lives on the stack: nothing is allocated per move.
        let mut candidates = self.candidates(self.to);
        candidates.retain(|m| !m.is_castle() && m.from() == Some(self.from));
        let Some(PromotionDigit { digit, span }) = self.numeric.promotion else {
            if let Some(m) = candidates.iter().find(|m| !m.is_promotion()) {
                return Ok(Resolved::new(*m, Reading::Plain));
            }
            if !candidates.is_empty() {
                return Err(if self.explain {
                    self.missing_promotion_digit().into()
                } else {
                    Refusal::Unreadable
                });
            }
            return Err(self.why_illegal(self.to, None));
        };
        // A digit that is no piece was reported by the syntax layer.
        let role = role_of_digit(digit).ok_or(Refusal::Unreadable)?;
        if let Some(m) = candidates.iter().find(|m| m.promotion() == Some(role)) {
            return Ok(Resolved::new(*m, Reading::Plain));
        }
        if let Some(m) = candidates.iter().find(|m| !m.is_promotion()) {
            return Err(if self.explain {
                self.unexpected_promotion_digit(*m, span).into()
            } else {
                Refusal::Unreadable
            });
        }
        Err(self.why_illegal(self.to, Some(role)))
    }

    fn missing_promotion_digit(&self) -> Diagnostic {
        let args = Args::new()
            .text("to", square_in_words(self.to).to_string())
            .text("written", self.text());
        Diagnostic::from_catalogue(
            Code::MissingPromotionDigit,
            self.span,
            "board-promotion-digit-missing",
            args.clone(),
        )
        .with_catalogue_label("board-promotion-digit-missing.label")
        .with_catalogue_help(vec![Message::new(
            "board-promotion-digit-missing.help",
            args,
        )])
    }

    /// B009, on a legal move `m` written with a promotion digit.
    fn unexpected_promotion_digit(&self, m: Move, digit: Span) -> Diagnostic {
        let args = Args::new()
            .selector("piece", piece_name(m.role()))
            .text("from", square_in_words(self.from).to_string())
            .text("to", square_in_words(self.to).to_string())
            .text("move", numeric_of_move(m));
        Diagnostic::from_catalogue(
            Code::UnexpectedPromotionDigit,
            digit,
            "board-promotion-digit-unexpected",
            args.clone(),
        )
        .with_catalogue_label("board-promotion-digit-unexpected.label")
        .with_catalogue_help(vec![Message::new(
            "board-promotion-digit-unexpected.help",
            args,
        )])
    }
}

/// Reads a coordinate move (`e2e4`, `Ng1-f3`, `e7e8q`) by its squares, like a numeric move.
pub(crate) fn resolve_coordinate(
    position: &Chess,
    coordinate: &CoordinateMove,
    span: Span,
    rules_960: bool,
) -> Result<Resolved, Refusal> {
    let digits = |(file, rank): (u8, u8)| SquareDigits {
        span: Span::new(span.offset(), 2),
        file,
        rank,
    };
    let promotion = match coordinate.promotion {
        None => None,
        Some(letter) => {
            let role = Role::from_char(letter.to_ascii_lowercase()).ok_or(Refusal::Unreadable)?;
            let Some(digit) = digit_of_role(role) else {
                return Err(impossible_promotion_piece(&coordinate.text, role, span).into());
            };
            Some(PromotionDigit { span, digit })
        }
    };
    let numeric = NumericMove {
        from: digits(coordinate.from),
        to: digits(coordinate.to),
        promotion,
        separator: None,
        spaced: false,
    };
    let mut resolved =
        resolve_numeric(position, &numeric, span, Some(&coordinate.text), rules_960)?;
    resolved.reading = Reading::Coordinate;
    Ok(resolved)
}

/// Reads a move in standard algebraic notation with shakmaty's SAN reader, spelled as the
/// syntax layer reads it ([`standard_san`]: `0–0`, `OO`, `bxa1(Q)`, `gxh1+=Q`). Text that is not SAN is left to the syntax layer.
pub(crate) fn resolve_san(
    position: &Chess,
    text: &str,
    span: Span,
    rules_960: bool,
) -> Result<Resolved, Refusal> {
    // Castling and promotions as people spell them (`0–0`, `bxa1(Q)`, `gxh1+=Q`).
    let normalized = standard_san(text);
    let san = San::from_ascii(normalized.as_bytes()).map_err(|_| Refusal::Unreadable)?;
    if let San::Normal {
        promotion: Some(role @ (Role::King | Role::Pawn)),
        ..
    } = san
    {
        return Err(impossible_promotion_piece(text, role, span).into());
    }
    match san.to_move(position) {
        Ok(m) => Ok(Resolved::new(m, Reading::San)),
        Err(SanError::AmbiguousSan) => Err(ambiguous_san(position, san, text, span).into()),
        Err(SanError::IllegalSan) => {
            Err(illegal::explain_san(position, san, text, span, rules_960).into())
        }
    }
}

fn impossible_promotion_piece(text: &str, role: Role, span: Span) -> Diagnostic {
    Diagnostic::from_catalogue(
        Code::ImpossiblePromotionPiece,
        span,
        "board-impossible-promotion-piece",
        Args::new()
            .text("move", text)
            .selector("piece", piece_name(role)),
    )
    .with_catalogue_label("board-impossible-promotion-piece.label")
    .with_catalogue_help(vec![Message::new(
        "board-impossible-promotion-piece.help",
        Args::new(),
    )])
}

fn ambiguous_san(position: &Chess, san: San, text: &str, span: Span) -> Diagnostic {
    let options: Vec<String> = position
        .legal_moves()
        .into_iter()
        .filter(|m| san.matches(*m))
        .map(|m| San::from_move(position, m).to_string())
        .collect();
    Diagnostic::from_catalogue(
        Code::AmbiguousMove,
        span,
        "board-ambiguous-san",
        Args::new().text("move", text),
    )
    .with_catalogue_label("board-ambiguous-san.label")
    .with_catalogue_help(vec![Message::new(
        "board-ambiguous-san.help",
        Args::new().text("moves", options.join(", ")),
    )])
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;
    use shakmaty::fen::Fen;

    fn position(fen: &str) -> Chess {
        fen.parse::<Fen>()
            .expect("a FEN")
            .into_position(shakmaty::CastlingMode::Standard)
            .expect("a position")
    }

    fn refusal(fen: &str, san: &str) -> (Code, String) {
        match resolve_san(&position(fen), san, Span::new(0, san.len()), false) {
            Err(Refusal::Illegal(illegal)) => (illegal.diagnostic.code, illegal.diagnostic.message),
            Err(Refusal::Unreadable) => panic!("{san} unreadable"),
            Ok(_) => panic!("{san} legal"),
        }
    }

    #[rstest]
    #[case::black_capture_to_a_king("4k3/8/8/8/8/8/1p6/R3K3 b - - 0 1", "bxa1=K", "king")]
    #[case::white_push_to_a_king("8/4P3/8/8/8/8/8/k3K3 w - - 0 1", "e8=K", "king")]
    #[case::white_capture_to_a_king_with_check(
        "3rk3/4P3/8/8/8/8/8/K7 w - - 0 1",
        "exd8=K+",
        "king"
    )]
    fn a_pawn_cannot_become_a_king(#[case] fen: &str, #[case] san: &str, #[case] piece: &str) {
        let san_text = san.trim_end_matches('+');
        assert_eq!(
            refusal(fen, san_text),
            (
                Code::ImpossiblePromotionPiece,
                format!(
                    "`{san_text}` promotes a pawn to a {piece}: a pawn cannot become a {piece}"
                )
            )
        );
    }

    #[rstest]
    #[case::german_knight("Sf3")]
    #[case::figurine_knight("♘f3")]
    #[case::lowercase_piece("nf3")]
    fn text_that_is_not_san_is_left_to_the_syntax_layer(#[case] san: &str) {
        let refused = resolve_san(&Chess::default(), san, Span::new(0, san.len()), false);
        assert!(matches!(refused, Err(Refusal::Unreadable)));
    }

    #[rstest]
    #[case::white_king_side_castle_zeros("4k3/8/8/8/8/8/8/4K2R w K - 0 1", "0-0", "5171")]
    #[case::black_queen_side_castle_zeros("r3k3/8/8/8/8/8/8/4K3 b q - 0 1", "0-0-0", "5838")]
    #[case::knight("4k3/8/8/8/8/8/8/4K1N1 w - - 0 1", "Nf3", "7163")]
    fn san_moves_read(#[case] fen: &str, #[case] san: &str, #[case] numeric: &str) {
        let read = resolve_san(&position(fen), san, Span::new(0, san.len()), false);
        let Ok(resolved) = read else {
            panic!("{san} not read")
        };
        assert_eq!(numeric_of_move(resolved.chess_move), numeric);
    }
}
