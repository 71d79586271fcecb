//! Moves written in other notations than ICCF numeric notation: coordinate (UCI, long
//! algebraic), SAN with castling, and null moves. Their lexical rules, and what the parser
//! makes of them: errors in numeric mode (one for a whole game), nothing in algebraic mode
//! (`iccf convert --from pgn`), decided per game in auto mode.

use nom::Parser;
use nom::branch::alt;
use nom::bytes::complete::tag;
use nom::character::complete::{char, satisfy};
use nom::combinator::{opt, recognize};

use super::Notation;
use super::ast::{CoordinateMove, Element, MoveKind, SanMove};
use super::game::GameParser;
use super::lexer::{FIGURINES, Input, offset_of, span_of};
use super::messages;
use super::moves::ParseResult;
use crate::codes::Code;
use crate::diagnostic::Diagnostic;
use crate::span::Span;

/// Castling in algebraic notation, with the letter O or the digit zero.
pub(crate) fn castling(input: Input) -> ParseResult<Input> {
    alt((
        tag("O-O-O"),
        tag("O-O"),
        tag("0-0-0"),
        tag("0-0"),
        tag("o-o-o"),
        tag("o-o"),
    ))
    .parse(input)
}

fn is_piece_letter(c: char) -> bool {
    c.is_ascii_uppercase() && c != 'O' && c != 'X' || FIGURINES.contains(c)
}

fn file_letter(input: Input) -> ParseResult<char> {
    satisfy(|c| ('a'..='h').contains(&c)).parse(input)
}

fn rank_character(input: Input) -> ParseResult<char> {
    satisfy(|c| ('1'..='8').contains(&c)).parse(input)
}

fn capture_sign(input: Input) -> ParseResult<char> {
    satisfy(|c| c == 'x' || c == ':').parse(input)
}

/// Whether the input continues a word (so that what was read is only the start of a word).
fn continues_word(rest: &Input) -> bool {
    rest.fragment()
        .starts_with(|c: char| c.is_alphanumeric() || c == '_')
}

fn word_boundary<'a, T>(input: Input<'a>, rest: Input<'a>, value: T) -> ParseResult<'a, T> {
    if continues_word(&rest) {
        Err(nom::Err::Error(nom::error::Error::new(
            input,
            nom::error::ErrorKind::Verify,
        )))
    } else {
        Ok((rest, value))
    }
}

/// A move in coordinate notation, which names both squares with letters: UCI `e2e4`, `e7e8q`
/// and long algebraic `e2-e4`, `Ng1-f3`, `e7-e8=Q`. Not part of the numeric grammar: the parser
/// reports it, with the numeric form in the help.
pub(crate) fn coordinate_move(input: Input) -> ParseResult<CoordinateMove> {
    let (rest, (whole, (_, from_file, from_rank, _, to_file, to_rank, promotion))) =
        nom::combinator::consumed((
            opt(satisfy(is_piece_letter)),
            file_letter,
            rank_character,
            opt(alt((satisfy(|c| c == '-' || c == '–'), capture_sign))),
            file_letter,
            rank_character,
            opt(nom::sequence::preceded(
                opt(char('=')),
                satisfy(|c| "qrbnQRBN".contains(c)),
            )),
        ))
        .parse(input)?;
    let file = |c: char| c as u8 - b'a' + 1;
    let rank = |c: char| c as u8 - b'0';
    let value = CoordinateMove {
        from: (file(from_file), rank(from_rank)),
        to: (file(to_file), rank(to_rank)),
        promotion,
        text: whole.fragment().to_string(),
    };
    word_boundary(input, rest, value)
}

/// A move in standard algebraic notation (PGN standard, section 8.2.3), castling included:
/// `Nf3`, `Nbd7`, `R1e2`, `exd5`, `e4`, `e8=Q`, `O-O`, `0-0-0`. Piece letters of other languages
/// and figurines are read too, so that the diagnostic can name the notation. Returns the text and,
/// for castling, whether it is king side.
pub(crate) fn san_move(input: Input) -> ParseResult<(Input, Option<bool>)> {
    if let Ok((rest, found)) = castling(input) {
        let king_side = found.fragment().len() == 3;
        return word_boundary(input, rest, (found, Some(king_side)));
    }
    let piece = || satisfy(is_piece_letter);
    // A check sign before the promotion (`gxh1+=Q`) is read with it, and reported (S027).
    let promotion = opt((
        opt(satisfy(|c| c == '+' || c == '#')),
        opt(char('=')),
        satisfy(|c| "QRBN".contains(c)),
    ));
    let (rest, found) = recognize((
        alt((
            recognize((
                piece(),
                file_letter,
                rank_character,
                opt(capture_sign),
                file_letter,
                rank_character,
            )),
            recognize((
                piece(),
                file_letter,
                opt(capture_sign),
                file_letter,
                rank_character,
            )),
            recognize((
                piece(),
                rank_character,
                opt(capture_sign),
                file_letter,
                rank_character,
            )),
            recognize((piece(), opt(capture_sign), file_letter, rank_character)),
            recognize((file_letter, capture_sign, file_letter, rank_character)),
            recognize((file_letter, rank_character)),
        )),
        promotion,
    ))
    .parse(input)?;
    word_boundary(input, rest, (found, None))
}

/// A null move: `--` (PGN tools), `Z0` (`ChessBase`, python-chess) or `0000` (UCI).
pub(crate) fn null_move(input: Input) -> ParseResult<Input> {
    let (rest, found) = alt((tag("--"), tag("Z0"), tag("0000"))).parse(input)?;
    // `--` may touch a digit (`--1-0`, `--5254`: a null move, then the next token); `Z0` and
    // `0000` glued to more digits are part of a longer run.
    let dashes = *found.fragment() == "--";
    if rest
        .fragment()
        .starts_with(|c: char| c == '-' || c.is_alphabetic() || (!dashes && c.is_ascii_digit()))
    {
        return Err(nom::Err::Error(nom::error::Error::new(
            input,
            nom::error::ErrorKind::Verify,
        )));
    }
    Ok((rest, found))
}

/// A word: a run of characters up to white space or a delimiter (`{ } ( ) [ ] ; $`).
pub(crate) fn word(input: Input) -> ParseResult<Input> {
    nom::bytes::complete::take_while1(|c: char| !c.is_whitespace() && !"{}()[];".contains(c))(input)
}

impl GameParser<'_, '_> {
    /// A null move token.
    pub(super) fn null_move_element(&mut self, span: Span) {
        let text = span.text(self.text).unwrap_or_default().to_string();
        let diagnostic = self
            .wants_notation_diagnostics()
            .then(|| messages::null_move(span, &text));
        self.lexer.set_pos(span.end());
        self.other_notation(span.offset, MoveKind::Null(text), diagnostic);
    }

    /// Words starting with a letter (or castling with zeros): coordinate or algebraic moves, or
    /// text.
    pub(super) fn letters(&mut self, start: usize) {
        let input = self.lexer.input_at(start);
        if let Ok((rest, coordinate)) = coordinate_move(input) {
            self.lexer.set_pos(offset_of(&rest));
            let span = Span::new(start, coordinate.text.len());
            let diagnostic = self
                .wants_notation_diagnostics()
                .then(|| messages::coordinate_move(&coordinate, span));
            self.other_notation(start, MoveKind::Coordinate(coordinate), diagnostic);
            return;
        }
        if let Ok((rest, (text, castling))) = san_move(input) {
            self.lexer.set_pos(offset_of(&rest));
            let span = span_of(&text);
            let (_, black) = self.expected();
            let text = text.fragment().to_string();
            if let Some(warning) = messages::check_before_promotion(&text, span) {
                self.report(warning);
            }
            let diagnostic = self
                .wants_notation_diagnostics()
                .then(|| messages::san_move(&text, castling, black, span));
            let san = SanMove {
                text,
                castling_king_side: castling,
            };
            self.other_notation(start, MoveKind::San(san), diagnostic);
            return;
        }
        if self.prose_line(start) {
            return;
        }
        let Ok((rest, found)) = word(input) else {
            self.stray(self.peek().map_or(1, char::len_utf8));
            return;
        };
        self.lexer.set_pos(offset_of(&rest));
        let span = span_of(&found);
        self.mark(span);
        self.unexpected_text(span, false);
    }

    /// Whether the diagnostics of moves in other notations may be reported (not in algebraic
    /// mode, where they are the expected notation: not even built).
    fn wants_notation_diagnostics(&self) -> bool {
        self.options.notation != Notation::Algebraic
    }

    fn other_notation(&mut self, start: usize, kind: MoveKind, diagnostic: Option<Diagnostic>) {
        self.other_notation_moves += 1;
        self.notation_diagnostics.extend(diagnostic);
        self.finish_move(start, kind);
    }

    /// Decides what the moves in other notations mean for this game: errors in numeric mode
    /// (collapsed into one when the whole game is algebraic), nothing in algebraic mode, and
    /// per game in auto mode.
    pub(super) fn finish_notation(&mut self) {
        if self.notation_diagnostics.is_empty() {
            return;
        }
        let algebraic = match self.options.notation {
            Notation::Numeric => false,
            Notation::Algebraic => true,
            Notation::Auto => self.other_notation_moves > self.numeric_moves,
        };
        if algebraic {
            self.notation_diagnostics.clear();
            return;
        }
        let mut diagnostics = std::mem::take(&mut self.notation_diagnostics);
        for level in &mut self.levels {
            mark_other_notation(&mut level.elements);
        }
        let whole_game =
            self.other_notation_moves >= 3 && self.other_notation_moves > self.numeric_moves;
        if whole_game {
            let coordinate = diagnostics.iter().all(|d| d.code == Code::CoordinateMove);
            let first = diagnostics.remove(0);
            let total = self.other_notation_moves + self.numeric_moves;
            self.report(messages::whole_game_in_other_notation(
                first.span,
                coordinate,
                self.other_notation_moves,
                total,
            ));
        } else {
            self.diagnostics.extend(diagnostics);
        }
    }
}

/// Sets `syntax_error` on every move written in another notation, variations included.
fn mark_other_notation(elements: &mut [Element]) {
    for element in elements {
        match element {
            Element::Move(m)
                if !matches!(m.kind, MoveKind::Numeric(_) | MoveKind::WrongLength(_)) =>
            {
                m.syntax_error = true;
            }
            Element::Variation(v) => mark_other_notation(&mut v.elements),
            _ => {}
        }
    }
}
