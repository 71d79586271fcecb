//! Results written loosely, as people type them at the end of a game: `1 - 0`, `1-  0`,
//! `0 - 1`, `1/2 - 1/2`, with an en dash, em dash or minus sign (`1–0`, `½–½`, `1−0`), `0.5-0.5`;
//! and scores that stand where a result should but are not results (`2-0`, `0-2`, and the
//! evaluation signs `+-`, `-+` at the end of a game). The lexer reads each as one token, so that
//! one diagnostic says what to write, instead of a cascade over its pieces.

use nom::Parser;
use nom::branch::alt;
use nom::bytes::complete::{tag, take_while};
use nom::combinator::{opt, value};

use super::ast::GameResult;
use super::input::{Input, ParseResult, span_of, split_at};
use crate::span::Span;

/// How a game termination marker is spelled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Spelling {
    /// `1-0`, `0-1`, `1/2-1/2`, `*` (PGN standard, section 8.2.6).
    Standard,
    /// Another spelling of a result (`½-½`, `1:0`, `1 - 0`, `1–0`): a warning, with the fix.
    Nonstandard,
    /// A score or an evaluation standing where the result should (`2-0`, `+-`): an error that
    /// says which result to write.
    NotAResult,
}

/// One side of a loosely written result, in half points.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Side {
    Zero,
    Half,
    One,
    Two,
}

/// One side of a loosely written result: half a point, or the points `2`, `1`, `0` (a score of
/// 2 is not in the grammar: it is read to be reported, S026).
fn side(input: Input) -> ParseResult<Side> {
    alt((
        value(Side::Half, result_half),
        value(Side::Two, tag("2")),
        value(Side::One, tag("1")),
        value(Side::Zero, tag("0")),
    ))
    .parse(input)
}

/// Half a point.
///
/// ```abnf
/// result-half       = "1/2" / %xBD / "0.5" / "0,5"
///                   ; 0,5 with the decimal comma of most of Europe
/// ```
fn result_half(input: Input) -> ParseResult<Input> {
    alt((tag("1/2"), tag("½"), tag("0.5"), tag("0,5"))).parse(input)
}

/// The hyphen, the dashes and the minus sign people put between the two sides, and the colon.
///
/// ```abnf
/// result-dash       = "-" / ":" / %x2010-2011 / %x2013-2014 / %x2212
///                   ; hyphen-minus, colon, hyphen, non-breaking hyphen, en dash, em dash, minus sign
/// ```
fn result_dash(input: Input) -> ParseResult<Input> {
    alt((
        tag("-"),
        tag("\u{2013}"),
        tag("\u{2014}"),
        tag("\u{2212}"),
        tag("\u{2010}"),
        tag("\u{2011}"),
        tag(":"),
    ))
    .parse(input)
}

fn spaces(input: Input) -> ParseResult<Input> {
    take_while(|c| c == ' ' || c == '\t')(input)
}

/// Whether `after` (the text right after a result) starts with a period that belongs to the
/// result, as after a sentence (`1-0.`, `1 - 0. Thanks`): one period, not followed by another
/// period, a letter or a digit.
pub(crate) fn period_after_result(after: &str) -> bool {
    after.starts_with('.') && !after[1..].starts_with(|c: char| c == '.' || c.is_alphanumeric())
}

/// A result written loosely: two sides (`1`, `0`, `1/2`, `½`, `0.5`, `0,5`, `2`) around a
/// dash, with spaces or tabs (never a line end) on either side of the dash; or `1/2 1/2`, two
/// halves with only spaces or tabs between them (a draw as people write it by hand).
/// Returns its span, the result it stands for and how it is spelled. Fails when something other
/// than white space or punctuation follows (`1-00`, `1-0x`), and for pairs that name no result
/// (`0-0` is castling, `1-1`, `1 0`). A period glued after it is part of it (`1 - 0.`).
///
/// ```abnf
/// loose-result      = "1" *WSP result-dash *WSP "0" / "0" *WSP result-dash *WSP "1" / result-half *WSP result-dash *WSP result-half / "1/2" 1*WSP "1/2"
///                   ; 1 - 0, 1-  0, 1–0, ½ – ½, 0.5-0.5, 0,5-0,5, 1/2 1/2: noted (nonstandard-result)
/// ```
pub(crate) fn loose_result(input: Input) -> ParseResult<(Span, GameResult, Spelling)> {
    let (rest, (left, between, dash, _, right)) =
        (side, spaces, opt(result_dash), spaces, side).parse(input)?;
    // Without a dash only `1/2 1/2` is a result: `1 0` is none, and `½ ½` is how two stray
    // `½` glued together are printed apart.
    let text = *input.fragment();
    let halves_apart = !between.fragment().is_empty()
        && text.starts_with("1/2")
        && text
            .get(3 + between.fragment().len()..)
            .is_some_and(|right| right.starts_with("1/2"));
    if dash.is_none() && !halves_apart {
        return Err(nom::Err::Error(nom::error::Error::new(
            input,
            nom::error::ErrorKind::Tag,
        )));
    }
    let after = rest.fragment();
    let glued = after.starts_with(|c: char| c.is_alphanumeric() || "/-½".contains(c))
        || (after.starts_with('.') && after[1..].starts_with(|c: char| c.is_ascii_digit()));
    let (result, score) = match (left, right) {
        (Side::One, Side::Zero) => (GameResult::WhiteWins, false),
        (Side::Zero, Side::One) => (GameResult::BlackWins, false),
        (Side::Half, Side::Half) => (GameResult::Draw, false),
        (Side::Two, Side::Zero) => (GameResult::WhiteWins, true),
        (Side::Zero, Side::Two) => (GameResult::BlackWins, true),
        _ => {
            return Err(nom::Err::Error(nom::error::Error::new(
                input,
                nom::error::ErrorKind::Tag,
            )));
        }
    };
    if glued {
        return Err(nom::Err::Error(nom::error::Error::new(
            input,
            nom::error::ErrorKind::Tag,
        )));
    }
    let period = period_after_result(after);
    let len = after.as_ptr() as usize - input.fragment().as_ptr() as usize + usize::from(period);
    let (rest, taken) = split_at(input, len);
    let written = *taken.fragment();
    let spelling = if score {
        Spelling::NotAResult
    } else if written == result.as_str() {
        Spelling::Standard
    } else {
        Spelling::Nonstandard
    };
    Ok((rest, (span_of(&taken), result, spelling)))
}

/// A decisive result with a letter for a digit, as a scan reads it or a hand types it: `l-0`,
/// `I-0`, `1-O`, `O-1`, `0-l` (the letter l or I for 1, the letter O for 0), followed by white
/// space or the end. Returns the result and the length in bytes; `None` for anything else,
/// castling (`O-O`) and the standard results included.
///
/// ```abnf
/// letter-for-digit-result = (("1" / %x6C / %x49) "-" (%x4F / %x6F)) / ((%x6C / %x49) "-" "0") / ((%x4F / %x6F) "-" ("1" / %x6C / %x49)) / ("0" "-" (%x6C / %x49))
///                   ; l-0, I-0, 1-O, O-1, 0-l: the letter l or I for 1, O for 0, as scans and
///                   ; hands write them; noted (nonstandard-result)
/// ```
pub(crate) fn letter_for_digit_result(bytes: &[u8]) -> Option<(GameResult, usize)> {
    let one = |b: u8| matches!(b, b'1' | b'l' | b'I');
    let zero = |b: u8| matches!(b, b'0' | b'O' | b'o');
    let [left, dash, right] = *bytes.get(..3)? else {
        return None;
    };
    let letters = [left, right].iter().any(u8::is_ascii_alphabetic);
    if dash != b'-' || !letters || bytes.get(3).is_some_and(|b| !b.is_ascii_whitespace()) {
        return None;
    }
    match (one(left) && zero(right), zero(left) && one(right)) {
        (true, _) => Some((GameResult::WhiteWins, 3)),
        (_, true) => Some((GameResult::BlackWins, 3)),
        _ => None,
    }
}

/// A draw written as a word, as players of several languages end a record: `remis` (German,
/// Dutch, French), `draw`, `nulle` (French), `tablas` (Spanish), `patta` (Italian), in any case,
/// with a period glued after it or not (`Remis.`), followed by white space or the end. Returns
/// the length in bytes, the period included; `None` for anything else.
/// The lexer takes it for the result only at the end of a game (`draw agreed` is words), as it
/// takes the evaluation signs: a recovery (S017), not a rule of the grammar.
pub(crate) fn draw_word(bytes: &[u8]) -> Option<usize> {
    const WORDS: [&[u8]; 5] = [b"remis", b"draw", b"nulle", b"tablas", b"patta"];
    let word = bytes.iter().take_while(|b| b.is_ascii_alphabetic()).count();
    let len = word + usize::from(bytes.get(word) == Some(&b'.'));
    let delimited = bytes.get(len).is_none_or(u8::is_ascii_whitespace);
    let draw = WORDS.iter().any(|w| w.eq_ignore_ascii_case(&bytes[..word]));
    (delimited && draw).then_some(len)
}

/// An evaluation sign of the chess Informant standing apart among the moves (`+-`, `±`, `=`,
/// `∞`): its length in bytes and the NAG that says the same in PGN (PGN standard, section 10:
/// `$10` equal, `$13` unclear, `$14`/`$15` slight edge, `$16`/`$17` moderate, `$18`/`$19`
/// decisive). `at` is where it starts in `text`; white space, `(` or the start must come before
/// it and white space, `)` or the end after it. `None` for anything else.
pub(crate) fn evaluation_glyph(text: &str, at: usize) -> Option<(usize, u8)> {
    const SIGNS: [(&str, u8); 15] = [
        ("+/-", 16),
        ("-/+", 17),
        ("+/=", 14),
        ("=/+", 15),
        ("=/∞", 44),
        ("+-", 18),
        ("-+", 19),
        ("+=", 14),
        ("=+", 15),
        ("±", 16),
        ("∓", 17),
        ("⩲", 14),
        ("⩱", 15),
        ("∞", 13),
        ("=", 10),
    ];
    let apart_before = text[..at]
        .chars()
        .next_back()
        .is_none_or(|c| c.is_whitespace() || c == '(');
    let rest = &text[at..];
    let (sign, nag) = SIGNS.iter().find(|(sign, _)| rest.starts_with(sign))?;
    let apart_after = rest[sign.len()..]
        .chars()
        .next()
        .is_none_or(|c| c.is_whitespace() || c == ')');
    (apart_before && apart_after).then_some((sign.len(), *nag))
}

/// The evaluation signs `+-` (White is winning) and `-+` (Black is winning) as a token: the
/// result they stand for. The lexer takes them for a result only at the end of a game.
pub(crate) fn evaluation_sign(bytes: &[u8]) -> Option<GameResult> {
    let after = bytes.get(2).copied();
    if after.is_some_and(|b| !b.is_ascii_whitespace()) {
        return None;
    }
    match bytes.get(..2)? {
        b"+-" => Some(GameResult::WhiteWins),
        b"-+" => Some(GameResult::BlackWins),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nom_locate::LocatedSpan;
    use rstest::rstest;

    #[rstest]
    #[case::spaced("1 - 0", 5, GameResult::WhiteWins, Spelling::Nonstandard)]
    #[case::spaced_black("0 - 1 ", 5, GameResult::BlackWins, Spelling::Nonstandard)]
    #[case::spaced_draw("1/2 - 1/2", 9, GameResult::Draw, Spelling::Nonstandard)]
    #[case::two_spaces_after("1-  0", 5, GameResult::WhiteWins, Spelling::Nonstandard)]
    #[case::tab("1\t-0", 4, GameResult::WhiteWins, Spelling::Nonstandard)]
    #[case::en_dash("1–0", 5, GameResult::WhiteWins, Spelling::Nonstandard)]
    #[case::minus_sign("1−0", 5, GameResult::WhiteWins, Spelling::Nonstandard)]
    #[case::halves_en_dash("½–½", 7, GameResult::Draw, Spelling::Nonstandard)]
    #[case::decimal_halves("0.5-0.5", 7, GameResult::Draw, Spelling::Nonstandard)]
    #[case::decimal_comma_halves("0,5-0,5", 7, GameResult::Draw, Spelling::Nonstandard)]
    #[case::halves_apart("1/2 1/2", 7, GameResult::Draw, Spelling::Nonstandard)]
    #[case::halves_apart_tab("1/2\t1/2 ", 7, GameResult::Draw, Spelling::Nonstandard)]
    #[case::period("1 - 0. Thanks", 6, GameResult::WhiteWins, Spelling::Nonstandard)]
    #[case::two_periods("1 - 0..", 5, GameResult::WhiteWins, Spelling::Nonstandard)]
    #[case::standard("1-0", 3, GameResult::WhiteWins, Spelling::Standard)]
    #[case::score("2-0", 3, GameResult::WhiteWins, Spelling::NotAResult)]
    #[case::score_black("0 - 2", 5, GameResult::BlackWins, Spelling::NotAResult)]
    fn loose_results(
        #[case] text: &str,
        #[case] len: usize,
        #[case] result: GameResult,
        #[case] spelling: Spelling,
    ) {
        let (_, (span, read, spelled)) =
            loose_result(LocatedSpan::new_extra(text, 0)).expect("a result");
        assert_eq!((span, read, spelled), (Span::new(0, len), result, spelling));
    }

    #[rstest]
    #[case::l_for_one("l-0 ", Some((GameResult::WhiteWins, 3)))]
    #[case::capital_i_for_one("I-0", Some((GameResult::WhiteWins, 3)))]
    #[case::o_for_zero("O-1\n", Some((GameResult::BlackWins, 3)))]
    #[case::o_for_zero_right("1-O", Some((GameResult::WhiteWins, 3)))]
    #[case::l_for_one_right("0-l", Some((GameResult::BlackWins, 3)))]
    #[case::castling("O-O", None)]
    #[case::standard("1-0", None)]
    #[case::glued("l-0x", None)]
    #[case::no_result("l-l", None)]
    fn results_with_a_letter_for_a_digit(
        #[case] text: &str,
        #[case] expected: Option<(GameResult, usize)>,
    ) {
        assert_eq!(letter_for_digit_result(text.as_bytes()), expected);
    }

    #[rstest]
    #[case::castling("0-0")]
    #[case::glued_digit("1-00")]
    #[case::glued_letter("1-0x")]
    #[case::even_score("1-1")]
    #[case::line_end_inside("1 -\n0")]
    #[case::halves_glued("1/21/2")]
    #[case::half_symbols_apart("½ ½")]
    #[case::decimal_halves_apart("0.5 0.5")]
    #[case::halves_apart_then_a_dash("1/2 1/2-1/2")]
    #[case::points_apart("1 0")]
    #[case::half_and_point_apart("1/2 1")]
    #[case::halves_on_two_lines("1/2\n1/2")]
    #[case::move_with_separator("12-34")]
    fn not_loose_results(#[case] text: &str) {
        assert!(loose_result(LocatedSpan::new_extra(text, 0)).is_err());
    }
}
