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
use super::ast::{CoordinateMove, Element, MoveKind, NumericMove, SanMove};
use super::game::GameParser;
use super::lexer::{FIGURINES, Input, offset_of, span_of};
use super::messages;
use super::moves::ParseResult;
use crate::codes::Code;
use crate::diagnostic::Diagnostic;
use crate::span::Span;

/// Castling as people write it: the letter `O` (PGN standard, section 8.2.3.3), the digit zero
/// or a lower-case `o`, mixed too, joined by a hyphen, a dash, a minus sign or nothing (`O-O`,
/// `0–0`, `OO`, `000`, `o-o-o`, `O-0`). Returns the text and whether it is king side (two
/// letters). Not part of the numeric grammar: the parser reports it (castling-notation).
///
/// Fails when the spelling is glued to a word or a number (`Oops`, `O-O-1`); made of zeros only
/// with no dash (`00`, `000`), when a digit or a dot follows (`00.` is a move number, `0000` a
/// null move, `001` a digit run).
pub(crate) fn castling(input: Input) -> ParseResult<(Input, bool)> {
    // Two or three zeros alone are castling by their count, whatever follows (`00-0-0` is `00`
    // then more): a printer that spaces the tokens apart must not change them.
    let zeros = input.fragment().bytes().take_while(|&b| b == b'0').count();
    let next = input.fragment()[zeros..].chars().next();
    let by_count = (zeros == 2 || zeros == 3)
        && !next.is_some_and(|c| c.is_ascii_digit() || c == '.' || c == '…');
    let zeros_by_count = || {
        let (rest, found) = super::lexer::split_at(input, zeros);
        Ok((rest, (found, zeros == 2)))
    };
    if by_count && !matches!(next, Some('O' | 'o')) {
        return zeros_by_count();
    }
    if (zeros == 2 || zeros == 3) && !by_count {
        return Err(nom::Err::Error(nom::error::Error::new(
            input,
            nom::error::ErrorKind::Verify,
        )));
    }
    match letters_castling(input) {
        // `00O-O`: the zeros alone, as when a printer spaces them apart.
        Err(_) if by_count => zeros_by_count(),
        other => other,
    }
}

/// Castling of two or three letters `O`, `o` or `0`, with or without dashes between them, not
/// glued to more of a word.
fn letters_castling(input: Input) -> ParseResult<(Input, bool)> {
    let letter = || satisfy(|c| matches!(c, 'O' | 'o' | '0'));
    let (rest, (found, (_, _, _, third))) = nom::combinator::consumed((
        letter(),
        opt(castling_dash),
        letter(),
        opt((opt(castling_dash), letter())),
    ))
    .parse(input)?;
    let after = rest.fragment();
    let zeros_only = found.fragment().bytes().all(|b| b == b'0');
    // Four zeros or more are a digit run (`0000` a null move), not castling and a zero.
    let glued = if zeros_only {
        after.starts_with(|c: char| c.is_ascii_digit() || c == '.' || c == '…')
    } else {
        continues_word(&rest)
            || after.starts_with(|c: char| {
                is_castling_dash(c)
                    || c == '.' && after[1..].starts_with(|d: char| d.is_ascii_digit())
            })
    };
    if glued {
        return Err(nom::Err::Error(nom::error::Error::new(
            input,
            nom::error::ErrorKind::Verify,
        )));
    }
    Ok((rest, (found, third.is_none())))
}

/// Whether `c` may stand between the letters of castling: a hyphen, a dash or the minus sign.
pub(super) fn is_castling_dash(c: char) -> bool {
    matches!(
        c,
        '-' | '\u{2010}' | '\u{2011}' | '\u{2013}' | '\u{2014}' | '\u{2212}'
    )
}

/// The hyphen, the dashes and the minus sign between the letters of castling.
fn castling_dash(input: Input) -> ParseResult<char> {
    satisfy(is_castling_dash).parse(input)
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
    if let Ok((rest, (found, king_side))) = castling(input) {
        return Ok((rest, (found, Some(king_side))));
    }
    let piece = || satisfy(is_piece_letter);
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
        opt(promotion),
    ))
    .parse(input)?;
    word_boundary(input, rest, (found, None))
}

/// The promotion after the destination square of a SAN move: `=Q` or `Q` (PGN standard, section
/// 8.2.3.6), and the spellings people use instead, which the parser reports with the standard
/// form: a check sign first (`+=Q`, check-before-promotion), a lower-case letter (`=q`, `q`),
/// brackets (`(Q)`) or a slash (`/Q`), and a king or a pawn (`=K`, read so that the board can
/// say that a pawn cannot become one).
fn promotion(input: Input) -> ParseResult<Input> {
    let letter = |set: &'static str| satisfy(move |c| set.contains(c));
    recognize((
        opt(satisfy(|c| c == '+' || c == '#')),
        alt((
            recognize((opt(char('=')), letter("QRBNqrbn"))),
            recognize((char('='), letter("KPkp"))),
            recognize((char('('), letter("QRBNKPqrbnkp"), char(')'))),
            recognize((char('/'), letter("QRBNKPqrbnkp"))),
        )),
    ))
    .parse(input)
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

/// The length of a move in English descriptive notation at the start of `text` (`P-K4`,
/// `N-KB3`, `Kt-QB3`, `NxP`, `BxKtP`, `R/Q1-K1`, `Q-R5ch`, `P-K8=Q`), followed by the end of
/// the word. Not part of numeric notation: the parser reports the game in it once.
pub(crate) fn descriptive_move(text: &str) -> Option<usize> {
    let bytes = text.as_bytes();
    let mut at = 0;
    // A piece: P N Kt B R Q K.
    let piece = |at: usize| -> Option<usize> {
        match bytes.get(at)? {
            b'K' if bytes.get(at + 1) == Some(&b't') => Some(at + 2),
            b'P' | b'N' | b'B' | b'R' | b'Q' | b'K' => Some(at + 1),
            _ => None,
        }
    };
    // A square: an optional K or Q, an optional R N Kt B, and a rank, with one letter at least.
    let square = |start: usize| -> Option<usize> {
        let mut at = start;
        if matches!(bytes.get(at), Some(b'K' | b'Q')) && bytes.get(at + 1) != Some(&b't') {
            at += 1;
        }
        match bytes.get(at) {
            Some(b'K') if bytes.get(at + 1) == Some(&b't') => at += 2,
            Some(b'R' | b'N' | b'B') => at += 1,
            _ => {}
        }
        (at > start && bytes.get(at).is_some_and(|b| (b'1'..=b'8').contains(b))).then_some(at + 1)
    };
    at = piece(at)?;
    // A disambiguation: `R/Q1`, `N(1)`.
    if bytes.get(at) == Some(&b'/') {
        at = square(at + 1).or_else(|| {
            bytes
                .get(at + 1)
                .filter(|b| b.is_ascii_digit())
                .map(|_| at + 2)
        })?;
    }
    at = match bytes.get(at)? {
        b'-' => square(at + 1)?,
        b'x' | b':' => {
            // What is taken: a piece, maybe with its file (`KtP`, `QBP`), or a square.
            let from = at + 1;
            let mut taken = from;
            if matches!(bytes.get(taken), Some(b'K' | b'Q'))
                && !matches!(bytes.get(taken + 1), Some(b't' | b'x'))
                && bytes.get(taken + 1).is_some_and(u8::is_ascii_uppercase)
            {
                taken += 1;
            }
            match bytes.get(taken) {
                Some(b'K')
                    if bytes.get(taken + 1) == Some(&b't')
                        && bytes.get(taken + 2) == Some(&b'P') =>
                {
                    taken += 2;
                }
                Some(b'R' | b'N' | b'B') if bytes.get(taken + 1) == Some(&b'P') => taken += 1,
                _ => {}
            }
            piece(taken).or_else(|| square(from))?
        }
        _ => return None,
    };
    // Promotion, check and annotation.
    for suffix in [
        "=Q", "=R", "=B", "=N", "(Q)", "(R)", "(B)", "(N)", "e.p.", "ep", "ch", "dis", "+", "#",
        "!", "?",
    ] {
        if text[at..].starts_with(suffix) {
            at += suffix.len();
        }
    }
    let ends = text[at..]
        .chars()
        .next()
        .is_none_or(|c| c.is_whitespace() || "{}();,".contains(c));
    ends.then_some(at)
}

/// A word: a run of characters up to white space or a delimiter (`{ } ( ) [ ] ; $`).
pub(crate) fn word(input: Input) -> ParseResult<Input> {
    nom::bytes::complete::take_while1(|c: char| !c.is_whitespace() && !"{}()[];".contains(c))(input)
}

impl GameParser<'_, '_> {
    /// Whether the digits at `run` (the expected move number) may be a move number without
    /// dots: not right after another move number (`1. 1`), and where Black's move is due only
    /// when a move or dots follow (`1 5755`, `1 ... 5755`). Otherwise they are a move too short,
    /// which `fmt` keeps (a number with no move after it is dropped).
    pub(super) fn may_stand_without_dots(&self, run: Span) -> bool {
        let after_number = self
            .levels
            .last()
            .is_some_and(|l| l.pending_number.is_some());
        // Past any white space: a printer may put the move on the next line.
        let next = self.text[run.end()..].trim_start_matches(super::lexer::is_space);
        !after_number && (!self.expected().1 || self.move_or_dots_at(self.text.len() - next.len()))
    }

    /// Whether a move (digits, or a SAN or coordinate move) or dots stand at `at`: what must
    /// follow a number without dots where Black's move is due for it to be a move number.
    pub(super) fn move_or_dots_at(&self, at: usize) -> bool {
        let rest = &self.text[at..];
        if rest.starts_with(['.', '…']) {
            return true;
        }
        let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
        if digits > 0 {
            // A numeric move, not a move number (`24 25.`) or another short number.
            return self.numeric_move_at(Span::new(at, digits)).is_some();
        }
        let input = self.lexer.input_at(at);
        san_move(input).is_ok() || coordinate_move(input).is_ok()
    }

    /// The numeric move the run of digits at `run` is read as (`5254`, `67681`, `52-54`), if
    /// any: not a move number (`1000.`) or a run of another length. Its squares may be outside
    /// 1-8.
    pub(super) fn numeric_move_at(&self, run: Span) -> Option<NumericMove> {
        match run.len {
            4 | 5 if self.text.as_bytes().get(run.end()) != Some(&b'.') => {
                super::moves::plain_numeric_move(
                    &self.text.as_bytes()[run.offset..run.end()],
                    run.offset,
                )
            }
            2 => super::moves::numeric_move(self.lexer.input_at(run.offset))
                .ok()
                .map(|(_, numeric)| numeric),
            _ => None,
        }
    }

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
            let san = SanMove {
                text: text.fragment().to_string(),
                castling_king_side: castling,
            };
            if castling.is_none()
                && let Some(spelling) = messages::promotion_spelling(&san, span)
            {
                self.algebraic_diagnostics.push(spelling);
            }
            let diagnostic = self
                .wants_notation_diagnostics()
                .then(|| messages::san_move(&san.text, castling, black, span));
            self.other_notation(start, MoveKind::San(san), diagnostic);
            if castling.is_some() {
                self.widen_castling_diagnostic(start);
            }
            return;
        }
        if self
            .text
            .get(start..)
            .and_then(|rest| rest.chars().next())
            .is_some_and(|c| super::movetext::look_alike_digit(c).is_some())
            && self.mixed_numeric_move(start)
        {
            // `S756`, `l625`: a numeric move with a letter for its first digit.
            return;
        }
        if self.glued_san_moves(start) {
            return;
        }
        if let Some(len) = self.text.get(start..).and_then(descriptive_move) {
            // `P-K4`, `N-KB3`: English descriptive notation.
            let span = Span::new(start, len);
            self.lexer.set_pos(span.end());
            let text = span.text(self.text).unwrap_or_default().to_string();
            self.descriptive_moves += 1;
            let diagnostic = self
                .wants_notation_diagnostics()
                .then(|| messages::descriptive_move(&text, span));
            let san = SanMove {
                text,
                castling_king_side: None,
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

    /// Two SAN moves without a space between them (`Nxd4Bb4`, OCR or a lost space): read as the
    /// two moves, with one S006 naming both. False (nothing read) otherwise.
    fn glued_san_moves(&mut self, start: usize) -> bool {
        let word_end = word(self.lexer.input_at(start)).map_or(start, |(rest, _)| offset_of(&rest));
        let word_text = &self.text[start..word_end];
        // Split before a piece letter or castling, after the first move's rank digit.
        let split = word_text.char_indices().skip(2).find_map(|(i, c)| {
            let after_rank = word_text[..i].ends_with(|d: char| ('1'..='8').contains(&d));
            if !(after_rank && (is_piece_letter(c) || c == 'O')) {
                return None;
            }
            let first = nom_locate::LocatedSpan::new_extra(&word_text[..i], start);
            let whole_first = san_move(first).is_ok_and(|(rest, _)| rest.fragment().is_empty());
            let second = san_move(self.lexer.input_at(start + i)).is_ok();
            (whole_first && second).then_some(start + i)
        });
        let Some(split) = split else {
            return false;
        };
        let first_text = self.text[start..split].to_string();
        let diagnostic = self.wants_notation_diagnostics().then(|| {
            messages::glued_san_moves(
                Span::from_bounds(start, word_end),
                &self.text[start..word_end],
                split - start,
            )
        });
        self.lexer.set_pos(split);
        self.other_notation(
            start,
            MoveKind::San(SanMove {
                text: first_text,
                castling_king_side: None,
            }),
            diagnostic,
        );
        // The second move is read as any move in another notation, without a diagnostic of
        // its own.
        let input = self.lexer.input_at(split);
        if let Ok((rest, (text, castling))) = san_move(input) {
            self.lexer.set_pos(offset_of(&rest));
            let san = SanMove {
                text: text.fragment().to_string(),
                castling_king_side: castling,
            };
            self.other_notation(split, MoveKind::San(san), None);
        }
        true
    }

    /// Widens the castling diagnostic of the move that starts at `start` to the whole move, its
    /// check mark and annotation included (`O-O+`, `0-0-0!`): the numeric form replaces them all.
    fn widen_castling_diagnostic(&mut self, start: usize) {
        let end = self.offset();
        if let Some(last) = self.notation_diagnostics.last_mut()
            && last.code == Code::CastlingNotation
            && last.span.offset == start
        {
            last.span = Span::from_bounds(start, end);
        }
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
        if self.notation_diagnostics.is_empty() && self.algebraic_diagnostics.is_empty() {
            return;
        }
        let algebraic = match self.options.notation {
            Notation::Numeric => false,
            Notation::Algebraic => true,
            Notation::Auto => self.other_notation_moves > self.numeric_moves,
        };
        if algebraic {
            self.notation_diagnostics.clear();
            let spellings = std::mem::take(&mut self.algebraic_diagnostics);
            self.diagnostics.extend(spellings);
            return;
        }
        // In numeric notation the SAN move is the error; how it spells its promotion is moot.
        self.algebraic_diagnostics.clear();
        let mut diagnostics = std::mem::take(&mut self.notation_diagnostics);
        for level in &mut self.levels {
            mark_other_notation(&mut level.elements);
        }
        let whole_game =
            self.other_notation_moves >= 3 && self.other_notation_moves > self.numeric_moves;
        if whole_game {
            let coordinate = diagnostics.iter().all(|d| d.code == Code::CoordinateMove);
            let descriptive = self.descriptive_moves * 2 > self.other_notation_moves;
            let first = diagnostics.remove(0);
            let total = self.other_notation_moves + self.numeric_moves;
            self.report(messages::whole_game_in_other_notation(
                first.span,
                coordinate,
                descriptive,
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

#[cfg(test)]
mod tests {
    use super::*;
    use nom_locate::LocatedSpan;
    use rstest::rstest;

    /// `(text read, king side)` of `castling` on `text`.
    fn read(text: &str) -> Option<(&str, bool)> {
        castling(LocatedSpan::new_extra(text, 0))
            .ok()
            .map(|(_, (found, king_side))| (*found.fragment(), king_side))
    }

    #[rstest]
    #[case::letters("O-O", "O-O", true)]
    #[case::letters_queen_side("O-O-O+", "O-O-O", false)]
    #[case::zeros("0-0-0 ", "0-0-0", false)]
    #[case::lower_case("o-o!", "o-o", true)]
    #[case::en_dash("0–0", "0–0", true)]
    #[case::em_dash("O—O—O", "O—O—O", false)]
    #[case::minus_sign("0−0#", "0−0", true)]
    #[case::no_dash("OO", "OO", true)]
    #[case::two_zeros("00 ", "00", true)]
    #[case::three_zeros("000)", "000", false)]
    #[case::zeros_then_a_star("00*", "00", true)]
    #[case::zeros_then_a_dash("00-0-0", "00", true)]
    #[case::mixed("O-0", "O-0", true)]
    fn castling_spellings(#[case] text: &str, #[case] read_as: &str, #[case] king_side: bool) {
        assert_eq!(read(text), Some((read_as, king_side)));
    }

    #[rstest]
    #[case::a_word("Oops")]
    #[case::move_number("00.")]
    #[case::null_move("0000")]
    #[case::digits("001")]
    #[case::a_longer_dash_run("0-0-0-0")]
    #[case::glued_letters("O-Ox")]
    fn not_castling(#[case] text: &str) {
        assert_eq!(read(text), None);
    }

    /// `(text read, castling)` of `san_move` on `text`.
    #[rstest]
    #[case::standard("e8=Q+", "e8=Q")]
    #[case::sign_first("gxh1+=Q", "gxh1+=Q")]
    #[case::lower_case("bxa1=q", "bxa1=q")]
    #[case::lower_case_no_equals("b8n", "b8n")]
    #[case::brackets("bxa1(Q)+", "bxa1(Q)")]
    #[case::slash("bxa1/Q", "bxa1/Q")]
    #[case::king("bxa1=K", "bxa1=K")]
    #[case::not_a_piece_in_brackets("e4(Bb5)", "e4")]
    fn san_promotions(#[case] text: &str, #[case] read_as: &str) {
        let (_, (found, castling)) = san_move(LocatedSpan::new_extra(text, 0)).expect("SAN");
        assert_eq!((*found.fragment(), castling), (read_as, None));
    }
}
