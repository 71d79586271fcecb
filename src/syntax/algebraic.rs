//! The lexical rules of moves in other notations than ICCF numeric notation: castling as
//! people write it, coordinate moves (UCI, long algebraic), SAN and its promotions, null
//! moves, descriptive notation. The parser (`notation`) decides what to make of them.

use nom::Parser;
use nom::branch::alt;
use nom::bytes::complete::tag;
use nom::character::complete::{char, satisfy};
use nom::combinator::{opt, recognize};

use super::ast::CoordinateMove;
use super::characters::{FIGURINES, is_castling_dash};
use super::input::{Input, ParseResult};

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
        let (rest, found) = super::input::split_at(input, zeros);
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

/// The hyphen, the dashes and the minus sign between the letters of castling.
fn castling_dash(input: Input) -> ParseResult<char> {
    satisfy(is_castling_dash).parse(input)
}

pub(crate) fn is_piece_letter(c: char) -> bool {
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
/// brackets (`(Q)`) or a slash (`/Q`), and a king or a pawn (`=K`, read so that a later layer can
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
