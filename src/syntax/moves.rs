//! The lexical rules of moves and their marks: numeric moves and their digits, move numbers,
//! check marks, suffix annotations, NAGs and game termination markers (`grammar/transcript.abnf`),
//! one nom parser each, with its rule's ABNF text in its doc comment (checked by
//! `tests/it/syntax/grammar.rs`).
//!
//! They read what is written, digits as written included (a `0` or `9` in a square is read and
//! reported by the game parser), so that bad input is located exactly and never stops the parse.
//! [`plain_numeric_move`] is the byte-level fast path of [`numeric_move`] for the moves that fill
//! archives.

use nom::Parser;
use nom::branch::alt;
use nom::bytes::complete::{tag, take_while, take_while1};
use nom::character::complete::{char, satisfy};
use nom::combinator::{opt, recognize};

use super::ast::{
    CheckMark, Dots, GameResult, MoveNumber, Nag, NumericMove, PromotionDigit, SquareDigits,
    SuffixAnnotation,
};
use super::input::{Input, ParseResult, offset_of, span_of, split_at};
use crate::span::Span;

fn digit_value(c: char) -> u8 {
    c.to_digit(10).map_or(0, |d| d as u8)
}

fn fail<T>(input: Input, kind: nom::error::ErrorKind) -> ParseResult<T> {
    Err(nom::Err::Error(nom::error::Error::new(input, kind)))
}

/// The result and whether its spelling is standard.
///
/// ```abnf
/// game-termination  = ("1-0" / "0-1" / "1/2-1/2" / "*" / %xBD "-" %xBD / "1:0" / "0:1" / %xBD ":" %xBD / "1/2") ["."] / loose-result ["."] / letter-for-digit-result
///                   ; only the first four, with no period after them, are standard; the others
///                   ; are noted (nonstandard-result)
/// ```
///
/// The loose spellings are read by [`super::results::loose_result`], which the lexer tries
/// when this rule fails or reads only `1/2`. Also reads `1/2:1/2`. A marker followed directly by a digit is not one (`1-00`), except `*`,
/// which PGN makes a token of its own (`*0` is `*` then `0`). A period glued after the marker
/// is part of it (`1-0.`, non-standard) when a space or the end follows.
pub(crate) fn game_termination(input: Input) -> ParseResult<(Span, GameResult, bool)> {
    let (rest, found) = alt((
        tag("1/2-1/2"),
        tag("1/2:1/2"),
        tag("1-0"),
        tag("0-1"),
        tag("1:0"),
        tag("0:1"),
        tag("½-½"),
        tag("½:½"),
        tag("1/2"),
        tag("*"),
    ))
    .parse(input)?;
    let half_only = *found.fragment() == "1/2";
    if *found.fragment() != "*"
        && rest
            .fragment()
            .starts_with(|c: char| c.is_ascii_digit() || (half_only && c == '-'))
    {
        return fail(input, nom::error::ErrorKind::Tag);
    }
    let period = super::results::period_after_result(rest.fragment());
    let (rest, found) = if period {
        let (after, _) = split_at(rest, 1);
        (after, split_at(input, found.fragment().len() + 1).1)
    } else {
        (rest, found)
    };
    let (result, standard) = match found.fragment().trim_end_matches('.') {
        "1-0" => (GameResult::WhiteWins, true),
        "0-1" => (GameResult::BlackWins, true),
        "1/2-1/2" => (GameResult::Draw, true),
        "*" => (GameResult::Unknown, true),
        "1:0" => (GameResult::WhiteWins, false),
        "0:1" => (GameResult::BlackWins, false),
        _ => (GameResult::Draw, false),
    };
    let standard = standard && !period;
    Ok((rest, (span_of(&found), result, standard)))
}

/// A number with its dots. The number is read whatever its length; the caller decides whether
/// a long digit run before a dot is a move number at all.
///
/// ```abnf
/// move-number       = 1*3DIGIT ("." / "..." / %x2026 / "." 1*WSP "...")
///                   ; one dot before White's move, three dots or the ellipsis before Black's;
///                   ; the number must be the one the moves before it give
/// ```
///
/// Also reads two dots (a typo for three) and `12. …`.
pub(crate) fn move_number(input: Input) -> ParseResult<MoveNumber> {
    let (rest, digits) = take_while1(|c: char| c.is_ascii_digit())(input)?;
    let (rest, dots) = alt((take_while1(|c| c == '.'), tag("…"))).parse(rest)?;
    let mut dots_kind = dots_of(dots.fragment());
    let mut rest = rest;
    if dots_kind == Dots::One && rest.fragment().starts_with([' ', '\t', '…']) {
        let black_marker = (take_while(|c| c == ' ' || c == '\t'), ellipsis).parse(rest);
        if let Ok((after, _)) = black_marker {
            rest = after;
            dots_kind = Dots::Three;
        }
    }
    let span = Span::from_bounds(offset_of(&input), offset_of(&rest));
    let number = parse_number(digits.fragment());
    Ok((
        rest,
        MoveNumber {
            span,
            number,
            dots: dots_kind,
        },
    ))
}

/// The kind of a move number's dots as written right after its digits (one or more periods, or
/// the ellipsis `…`).
pub(crate) fn dots_of(dots: &str) -> Dots {
    match dots {
        "…" => Dots::Ellipsis,
        "." => Dots::One,
        ".." => Dots::Two,
        _ => Dots::Three,
    }
}

/// The value of a run of ASCII digits; `u32::MAX` when it does not fit.
pub(crate) fn parse_number(digits: &str) -> u32 {
    digits
        .bytes()
        .try_fold(0u32, |n, b| {
            n.checked_mul(10)?
                .checked_add(u32::from(b.wrapping_sub(b'0')))
        })
        .unwrap_or(u32::MAX)
}

/// Black's move marker standing apart from its number: `...` (or more dots), `..`, or `…`.
pub(crate) fn ellipsis(input: Input) -> ParseResult<Input> {
    alt((recognize((char('.'), take_while1(|c| c == '.'))), tag("…"))).parse(input)
}

/// ```abnf
/// file-digit        = %x31-38
///                   ; 1 = file a ... 8 = file h
/// ```
///
/// Reads any digit; the caller reports 0 and 9.
pub(crate) fn file_digit(input: Input) -> ParseResult<(Span, u8)> {
    let (rest, c) = satisfy(|c: char| c.is_ascii_digit())(input)?;
    Ok((rest, (Span::new(offset_of(&input), 1), digit_value(c))))
}

/// ```abnf
/// rank-digit        = %x31-38
/// ```
///
/// Reads any digit; the caller reports 0 and 9.
pub(crate) fn rank_digit(input: Input) -> ParseResult<(Span, u8)> {
    file_digit(input)
}

/// ```abnf
/// square            = file-digit rank-digit
/// ```
pub(crate) fn square(input: Input) -> ParseResult<SquareDigits> {
    let (rest, ((file_span, file), (_, rank))) = (file_digit, rank_digit).parse(input)?;
    Ok((
        rest,
        SquareDigits {
            span: Span::new(file_span.offset(), 2),
            file,
            rank,
        },
    ))
}

/// ```abnf
/// promotion-digit   = %x31-34
///                   ; 1 queen, 2 rook, 3 bishop, 4 knight
/// ```
///
/// Reads any digit; the caller reports those outside 1-4.
pub(crate) fn promotion_digit(input: Input) -> ParseResult<PromotionDigit> {
    let (rest, (span, digit)) = file_digit(input)?;
    Ok((rest, PromotionDigit { span, digit }))
}

/// ```abnf
/// move-separator    = "-" / "x" / ":"
///                   ; accepted, noted by the non-numeric-notation lint
/// ```
///
/// Also reads `X` and the en dash `–` that word processors put in place of `-`.
pub(crate) fn move_separator(input: Input) -> ParseResult<Span> {
    let (rest, found) = alt((tag("-"), tag("x"), tag("X"), tag(":"), tag("–"))).parse(input)?;
    Ok((rest, span_of(&found)))
}

/// Four or five digits (with an optional separator after the second), not followed by another
/// digit.
///
/// ```abnf
/// numeric-move      = square [move-separator] square [promotion-digit]
///                   ; from-square then to-square; they must differ
/// ```
pub(crate) fn numeric_move(input: Input) -> ParseResult<NumericMove> {
    let (rest, from) = square(input)?;
    // A separator is rare: look at the next byte before trying the separator rule.
    let (rest, separator) = if rest.fragment().starts_with(|c: char| c.is_ascii_digit()) {
        (rest, None)
    } else {
        opt(move_separator).parse(rest)?
    };
    let (rest, (to, promotion)) = (square, opt(promotion_digit)).parse(rest)?;
    if rest.fragment().starts_with(|c: char| c.is_ascii_digit()) {
        return fail(input, nom::error::ErrorKind::Digit);
    }
    Ok((
        rest,
        NumericMove {
            from,
            to,
            promotion,
            separator,
            spaced: false,
        },
    ))
}

/// A numeric move written with spaces or tabs between its squares (`52 54`, `57 581`): the two
/// digits at `run`, then spaces, then two digits and an optional promotion digit 1-4, ending the
/// word; every square digit 1-8. Returns where the move ends and the move, its spaces as the
/// separator (noted by the non-numeric-notation lint, whose fix deletes them); `None` for any
/// other text, which stays two runs of the wrong length.
pub(crate) fn spaced_numeric_move(text: &str, run: Span) -> Option<(usize, NumericMove)> {
    let bytes = text.as_bytes();
    let from = &bytes[run.offset()..run.end()];
    let spaces = bytes[run.end()..]
        .iter()
        .take_while(|&&b| matches!(b, b' ' | b'\t'))
        .count();
    let to_start = run.end() + spaces;
    let digits = bytes[to_start..]
        .iter()
        .take_while(|b| b.is_ascii_digit())
        .count();
    let to = &bytes[to_start..to_start + digits];
    let ends_word = bytes
        .get(to_start + digits)
        .is_none_or(|&b| b.is_ascii_whitespace() || b"{}();*".contains(&b));
    if spaces == 0 || !ends_word || !are_spaced_move_halves(from, to) {
        return None;
    }
    let d = |b: u8| b - b'0';
    let numeric = NumericMove {
        from: SquareDigits {
            span: run,
            file: d(from[0]),
            rank: d(from[1]),
        },
        to: SquareDigits {
            span: Span::new(to_start, 2),
            file: d(to[0]),
            rank: d(to[1]),
        },
        promotion: (digits == 3).then(|| PromotionDigit {
            span: Span::new(to_start + 2, 1),
            digit: d(to[2]),
        }),
        separator: Some(Span::new(run.end(), spaces)),
        spaced: true,
    };
    Some((to_start + digits, numeric))
}

/// Whether two runs of digits are the halves of a numeric move written with a space between
/// its squares (see [`spaced_numeric_move`]): two square digits 1-8, then two more and maybe a
/// promotion digit 1-4 (`52` `54`, `57` `581`). The printer keeps such runs read as no move
/// on separate lines by the same test.
pub(crate) fn are_spaced_move_halves(from: &[u8], to: &[u8]) -> bool {
    let square = |digits: &[u8]| digits.iter().all(|d| (b'1'..=b'8').contains(d));
    let to_ok = match to {
        [_, _] => square(to),
        [file, rank, piece] => square(&[*file, *rank]) && (b'1'..=b'4').contains(piece),
        _ => false,
    };
    from.len() == 2 && square(from) && to_ok
}

/// The [`numeric_move`] made of the digit run `digits` (4 or 5 ASCII digits, no separator) at
/// byte `offset`, read byte by byte: what fills archives, without a parser per digit.
pub(crate) fn plain_numeric_move(digits: &[u8], offset: usize) -> Option<NumericMove> {
    let d = |i: usize| digits[i] - b'0';
    let square = |i: usize| SquareDigits {
        span: Span::new(offset + i, 2),
        file: d(i),
        rank: d(i + 1),
    };
    match digits.len() {
        4 | 5 => Some(NumericMove {
            from: square(0),
            to: square(2),
            promotion: (digits.len() == 5).then(|| PromotionDigit {
                span: Span::new(offset + 4, 1),
                digit: d(4),
            }),
            separator: None,
            spaced: false,
        }),
        _ => None,
    }
}

/// ```abnf
/// check-mark        = "+" / "#"
///                   ; accepted; whether the move gives check is a matter of the position
/// ```
///
/// Also reads the old double-check sign `++`.
pub(crate) fn check_mark(input: Input) -> ParseResult<CheckMark> {
    let (rest, found) = alt((tag("++"), tag("+"), tag("#"))).parse(input)?;
    Ok((
        rest,
        CheckMark {
            span: span_of(&found),
            mate: *found.fragment() == "#",
        },
    ))
}

/// ```abnf
/// suffix-annotation = "!!" / "??" / "!?" / "?!" / "!" / "?"
/// ```
pub(crate) fn suffix_annotation(input: Input) -> ParseResult<SuffixAnnotation> {
    let (rest, found) = alt((
        tag("!!"),
        tag("??"),
        tag("!?"),
        tag("?!"),
        tag("!"),
        tag("?"),
    ))
    .parse(input)?;
    let nag = match *found.fragment() {
        "!" => 1,
        "?" => 2,
        "!!" => 3,
        "??" => 4,
        "!?" => 5,
        _ => 6,
    };
    Ok((
        rest,
        SuffixAnnotation {
            span: span_of(&found),
            nag,
        },
    ))
}

/// ```abnf
/// nag               = "$" (DIGIT / %x31-39 DIGIT / "1" 2DIGIT / "2" %x30-34 DIGIT / "25" %x30-35)
///                   ; $0 to $255
/// ```
///
/// Reads `$` and any number of digits; the value is judged by the caller (above 255 is an
/// error, and a value too large for `u32` reads as `u32::MAX`).
pub(crate) fn nag(input: Input) -> ParseResult<Nag> {
    let (rest, whole) =
        recognize((char('$'), take_while1(|c: char| c.is_ascii_digit()))).parse(input)?;
    let value = parse_number(&whole.fragment()[1..]);
    Ok((
        rest,
        Nag {
            span: span_of(&whole),
            value,
        },
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use nom_locate::LocatedSpan;
    use proptest::prelude::*;

    proptest! {
        /// The fast path reads every 4- and 5-digit run as the nom rule does.
        #[test]
        fn plain_numeric_move_is_numeric_move(digits in "[0-9]{4,5}", offset in 0usize..100) {
            let text = format!("{}{digits} ", " ".repeat(offset));
            let input = LocatedSpan::new_extra(&text[offset..], offset);
            let (_, expected) = numeric_move(input).expect("4 or 5 digits");
            prop_assert_eq!(plain_numeric_move(digits.as_bytes(), offset), Some(expected));
        }
    }

    #[test]
    fn numbers_too_large_for_u32_read_as_the_maximum() {
        assert_eq!(parse_number("4294967295"), u32::MAX);
        assert_eq!(parse_number("99999999999"), u32::MAX);
        assert_eq!(parse_number("012"), 12);
    }
}
