//! The lexical rules of the transcript grammar (`grammar/transcript.abnf`), one nom parser each.
//!
//! Each function carries its rule's ABNF text in its doc comment (checked by
//! `tests/it/syntax/grammar.rs`).
//! They parse what is written, digits as written included (a `0` or `9` in a square is read and
//! reported later by the game parser): the judging is done in [`super::parser`], so that bad
//! input is located exactly and never stops the parse.

use nom::branch::alt;
use nom::bytes::complete::{tag, take_till, take_while, take_while1};
use nom::character::complete::{char, satisfy};
use nom::combinator::{opt, recognize};
use nom::multi::many0_count;
use nom::{IResult, Parser};
use nom_locate::LocatedSpan;

use super::ast::{
    CheckMark, Comment, CommentCommand, CommentKind, CoordinateMove, Dots, GameResult, MoveNumber,
    Nag, NumericMove, PromotionDigit, SquareDigits, SuffixAnnotation,
};
use crate::span::Span;

/// The parser input: the text with its byte offset (nom_locate). Never stored in the tree.
pub(crate) type Input<'a> = LocatedSpan<&'a str>;

/// What every rule returns; the error type is nom's own and never leaves this module tree.
pub(crate) type ParseResult<'a, T> = IResult<Input<'a>, T>;

/// The byte span of a piece of input.
pub(crate) fn span_of(input: &Input) -> Span {
    Span::new(input.location_offset(), input.fragment().len())
}

fn digit_value(c: char) -> u8 {
    c.to_digit(10).map_or(0, |d| d as u8)
}

fn is_line_end(c: char) -> bool {
    c == '\n' || c == '\r'
}

/// ```abnf
/// byte-order-mark   = %xFEFF
/// ```
pub(crate) fn byte_order_mark(input: Input) -> ParseResult<Input> {
    tag("\u{feff}")(input)
}

/// Spaces, tabs and line ends: any Unicode white space (pasted text has no-break spaces), and a
/// byte-order mark inside the text (files joined with `cat`). The grammar's `WSP` and `line-end`.
pub(crate) fn whitespace(input: Input) -> ParseResult<Input> {
    take_while1(|c: char| c.is_whitespace() || c == '\u{feff}')(input)
}

/// ```abnf
/// line-char         = HTAB / %x20-10FFFF
/// ```
pub(crate) fn line_char(input: Input) -> ParseResult<char> {
    satisfy(|c| c == '\t' || c >= ' ').parse(input)
}

/// The escape line, without its line end (which is whitespace to the caller). Only valid in
/// column 1; the caller checks that.
///
/// ```abnf
/// escape-line       = "%" *line-char line-end
///                   ; a line starting with % in column 1 is ignored (PGN standard, section 6)
/// ```
pub(crate) fn escape_line(input: Input) -> ParseResult<Input> {
    recognize((char('%'), many0_count(line_char))).parse(input)
}

/// A `;` comment up to (not including) the line end.
///
/// ```abnf
/// line-comment      = ";" *line-char line-end
/// ```
pub(crate) fn line_comment(input: Input) -> ParseResult<Comment> {
    let (rest, (whole, (_, text))) =
        nom::combinator::consumed((char(';'), recognize(many0_count(line_char)))).parse(input)?;
    Ok((
        rest,
        comment_node(span_of(&whole), CommentKind::Line, text, true),
    ))
}

/// A `{` comment. It ends at the first `}`, with one exception that keeps the next games: when a
/// line starting with `[` and a tag-name character (the next game's tag pairs) comes first and
/// a `{` opens again between that line and the `}`, the `}` closes that later comment, and this
/// one is returned unterminated, ending before the tag-pair line (its trailing white space
/// excluded). With no `}` at all it ends there too, or at the end of the input. A `}` that
/// follows a tag-pair line with no `{` between closes this comment (python-chess reads such
/// files the same way).
///
/// ```abnf
/// brace-comment     = "{" *(comment-command / comment-char / comment-line-break) *line-end "}"
/// ```
pub(crate) fn brace_comment(input: Input) -> ParseResult<Comment> {
    let (after_brace, _) = char('{')(input)?;
    let body = *after_brace.fragment();
    let bytes = body.as_bytes();
    let mut close = None;
    let mut first_tag_line = None;
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'}' => {
                close = Some(i);
                break;
            }
            b'{' if first_tag_line.is_some() => break,
            b'\n' | b'\r' if first_tag_line.is_none() => {
                let next = i + 1;
                if bytes.get(next) == Some(&b'[')
                    && bytes
                        .get(next + 1)
                        .is_some_and(|b| b.is_ascii_alphanumeric())
                {
                    first_tag_line = Some(next);
                }
            }
            _ => {}
        }
        i += 1;
    }
    let (content_len, consumed, terminated) = match close {
        Some(close) => (close, close + 1, true),
        None => {
            let cut = first_tag_line.unwrap_or(body.len());
            let trimmed = body[..cut].trim_end().len();
            (trimmed, trimmed, false)
        }
    };
    let (rest, taken) = split_at(after_brace, consumed);
    let (_, text) = split_at(taken, content_len);
    let whole = Span::new(input.location_offset(), 1 + consumed);
    Ok((
        rest,
        comment_node(whole, CommentKind::Brace, text, terminated),
    ))
}

/// Splits `input` after `len` bytes (on a character boundary): `(rest, taken)`.
pub(crate) fn split_at(input: Input, len: usize) -> (Input, Input) {
    nom::Input::take_split(&input, len)
}

/// Builds a comment node from its text (commands parsed out of it).
pub(crate) fn comment_node(
    span: Span,
    kind: CommentKind,
    text: Input,
    terminated: bool,
) -> Comment {
    let mut commands = Vec::new();
    let mut rest = text;
    while let Some(at) = rest.fragment().find("[%") {
        let (at_command, _) = split_at(rest, at);
        match comment_command(at_command) {
            Ok((after, command)) => {
                commands.push(command);
                rest = after;
            }
            Err(_) => rest = split_at(at_command, 2).0,
        }
    }
    Comment {
        span,
        kind,
        text: text.fragment().to_string(),
        commands,
        terminated,
    }
}

/// A command inside a comment (PGN extension used by ChessBase, lichess and the ICCF server).
///
/// ```abnf
/// comment-command   = "[%" 1*(ALPHA / DIGIT / "_") *WSP *(%x20-5C / %x5E-7A / %x7C / %x7E-10FFFF) "]"
///                   ; such as [%ccsnt 2018.10.02,12:56] or [%clk 0:05:00]
/// ```
pub(crate) fn comment_command(input: Input) -> ParseResult<CommentCommand> {
    let (rest, (whole, (_, name, _, arguments, _))) = nom::combinator::consumed((
        tag("[%"),
        take_while1(|c: char| c.is_ascii_alphanumeric() || c == '_'),
        take_while(|c| c == ' ' || c == '\t'),
        take_till(|c| c == ']' || c == '}'),
        char(']'),
    ))
    .parse(input)?;
    let raw = arguments.fragment().trim();
    let arguments_list: Vec<String> = if raw.is_empty() {
        Vec::new()
    } else if raw.contains(',') {
        raw.split(',').map(|a| a.trim().to_string()).collect()
    } else {
        raw.split_whitespace().map(str::to_string).collect()
    };
    Ok((
        rest,
        CommentCommand {
            span: span_of(&whole),
            name: name.fragment().to_string(),
            arguments: arguments_list,
            arguments_span: span_of(&arguments),
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
    let value = whole.fragment()[1..].parse().unwrap_or(u32::MAX);
    Ok((
        rest,
        Nag {
            span: span_of(&whole),
            value,
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
/// check-mark        = "+" / "#"
///                   ; accepted, checked against the board
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

/// The result and whether its spelling is standard.
///
/// ```abnf
/// game-termination  = ("1-0" / "0-1" / "1/2-1/2" / "*" / %xBD "-" %xBD / "1:0" / "0:1" / %xBD ":" %xBD / "1/2") ["."]
///                   ; only the first four, with no period after them, are standard; the others
///                   ; are noted (nonstandard-result)
/// ```
///
/// Also reads `1/2:1/2`. A marker followed directly by a digit is not one (`1-00`), except `*`,
/// which PGN makes a token of its own (`*0` is `*` then `0`). A period glued after the marker
/// is part of it (`1-0.`, non-standard).
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
        return Err(nom::Err::Error(nom::error::Error::new(
            input,
            nom::error::ErrorKind::Tag,
        )));
    }
    // `1-0.`: a period after the result, as after a sentence.
    let period = rest.fragment().starts_with('.')
        && !rest.fragment()[1..].starts_with(|c: char| c == '.' || c.is_alphanumeric());
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
    let mut dots_kind = match *dots.fragment() {
        "…" => Dots::Ellipsis,
        "." => Dots::One,
        ".." => Dots::Two,
        _ => Dots::Three,
    };
    let mut rest = rest;
    if dots_kind == Dots::One {
        let black_marker = (take_while(|c| c == ' ' || c == '\t'), ellipsis).parse(rest);
        if let Ok((after, _)) = black_marker {
            rest = after;
            dots_kind = Dots::Three;
        }
    }
    let span = Span::from_bounds(input.location_offset(), rest.location_offset());
    let number = digits.fragment().parse().unwrap_or(u32::MAX);
    Ok((
        rest,
        MoveNumber {
            span,
            number,
            dots: dots_kind,
        },
    ))
}

/// Black's move marker standing apart from its number: `...` (or more dots), `..`, or `…`.
pub(crate) fn ellipsis(input: Input) -> ParseResult<Input> {
    alt((recognize((char('.'), take_while1(|c| c == '.'))), tag("…"))).parse(input)
}

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

/// A run of digits (of any length): the start of a numeric move, a move number or a wrong-length
/// move, which the caller tells apart.
pub(crate) fn digit_run(input: Input) -> ParseResult<Input> {
    take_while1(|c: char| c.is_ascii_digit())(input)
}

/// ```abnf
/// file-digit        = %x31-38
///                   ; 1 = file a ... 8 = file h
/// ```
///
/// Reads any digit; the caller reports 0 and 9.
pub(crate) fn file_digit(input: Input) -> ParseResult<(Span, u8)> {
    let (rest, c) = satisfy(|c: char| c.is_ascii_digit())(input)?;
    Ok((
        rest,
        (Span::new(input.location_offset(), 1), digit_value(c)),
    ))
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
            span: Span::new(file_span.offset, 2),
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
        return Err(nom::Err::Error(nom::error::Error::new(
            input,
            nom::error::ErrorKind::Digit,
        )));
    }
    Ok((
        rest,
        NumericMove {
            from,
            to,
            promotion,
            separator,
        },
    ))
}

fn is_piece_letter(c: char) -> bool {
    c.is_ascii_uppercase() && c != 'O' && c != 'X' || "♔♕♖♗♘♙♚♛♜♝♞♟".contains(c)
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
pub(crate) fn san_move(input: Input) -> ParseResult<(String, Option<bool>)> {
    if let Ok((rest, found)) = castling(input) {
        let king_side = found.fragment().len() == 3;
        return word_boundary(input, rest, (found.fragment().to_string(), Some(king_side)));
    }
    let piece = || satisfy(is_piece_letter);
    let promotion = opt((opt(char('=')), satisfy(|c| "QRBN".contains(c))));
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
    word_boundary(input, rest, (found.fragment().to_string(), None))
}

/// A null move: `--` (PGN tools), `Z0` (ChessBase, python-chess) or `0000` (UCI).
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

/// An informal arrow (`<--`, `<-`, `<=`, `-->`, `->`, `=>`) that starts a gloss running to the
/// end of the line, as in `1. 5254 5755 <-- 1. e4 e5`.
pub(crate) fn gloss(input: Input) -> ParseResult<Input> {
    recognize((
        alt((
            tag("<--"),
            tag("<-"),
            tag("<="),
            tag("-->"),
            tag("->"),
            tag("=>"),
        )),
        take_till(is_line_end),
    ))
    .parse(input)
}

/// A word: a run of characters up to white space or a delimiter (`{ } ( ) [ ] ; $`).
pub(crate) fn word(input: Input) -> ParseResult<Input> {
    take_while1(|c: char| !c.is_whitespace() && !"{}()[];".contains(c))(input)
}

/// A run of characters that mean nothing in a transcript (`@`, `&`, `~`, ...): not letters,
/// digits, white space or characters with a meaning of their own.
pub(crate) fn stray_characters(input: Input) -> ParseResult<Input> {
    take_while1(|c: char| {
        !c.is_alphanumeric() && !c.is_whitespace() && !"{}();$!?+#.…%*½".contains(c)
    })(input)
}

/// The raw pieces of a tag pair as written; [`super::parser`] judges them.
#[derive(Debug)]
pub(crate) struct RawTagPair<'a> {
    /// From `[` to `]`, or to the end of what was read.
    pub span: Span,
    /// The name as written (may be empty or hold bad characters).
    pub name: Input<'a>,
    /// The value as written.
    pub value: RawTagValue<'a>,
    /// The span of `]`, if present.
    pub close: Option<Span>,
}

/// A tag value as written.
#[derive(Debug)]
pub(crate) enum RawTagValue<'a> {
    /// `"..."`; `terminated` is false when the line ended first. `content` excludes the quotes.
    Quoted {
        span: Span,
        content: Input<'a>,
        terminated: bool,
    },
    /// A value without quotes.
    Unquoted { span: Span, content: Input<'a> },
    /// Nothing between the name and `]`.
    Missing { at: usize },
}

/// A tag pair, read leniently: a missing quote or bracket, a bad name or an unquoted value are
/// returned for the caller to report.
///
/// ```abnf
/// tag-pair          = "[" *WSP tag-name 1*WSP tag-value *WSP "]"
/// ```
pub(crate) fn tag_pair(input: Input) -> ParseResult<RawTagPair> {
    let (rest, _) = char('[')(input)?;
    let (rest, _) = take_while(|c| c == ' ' || c == '\t')(rest)?;
    let (rest, name) = tag_name(rest)?;
    let (rest, _) = take_while(|c| c == ' ' || c == '\t')(rest)?;
    let (rest, value) = tag_value(rest)?;
    let (rest, _) = take_while(|c| c == ' ' || c == '\t')(rest)?;
    let (rest, close) = opt(char(']')).parse(rest)?;
    let close = close.map(|_| Span::new(rest.location_offset() - 1, 1));
    let span = Span::from_bounds(input.location_offset(), rest.location_offset());
    Ok((
        rest,
        RawTagPair {
            span,
            name,
            value,
            close,
        },
    ))
}

/// Reads the characters of a name up to white space, a quote or a bracket; the caller checks
/// them against the rule.
///
/// ```abnf
/// tag-name          = (ALPHA / DIGIT) *(ALPHA / DIGIT / "_")
/// ```
pub(crate) fn tag_name(input: Input) -> ParseResult<Input> {
    take_while(|c: char| !c.is_whitespace() && !"\"[]".contains(c))(input)
}

/// Reads a quoted value (to the closing quote, or to the line end when it is missing), an
/// unquoted value (to `]` or the line end), or nothing.
///
/// ```abnf
/// tag-value         = DQUOTE *(tag-char / %x5C DQUOTE / %x5C %x5C) DQUOTE
/// ```
pub(crate) fn tag_value(input: Input) -> ParseResult<RawTagValue> {
    let start = input.location_offset();
    if input.fragment().starts_with('"') {
        let body = &input.fragment()[1..];
        let bytes = body.as_bytes();
        let mut i = 0;
        let mut close = None;
        while i < bytes.len() {
            match bytes[i] {
                b'\\' if matches!(bytes.get(i + 1), Some(b'"') | Some(b'\\')) => i += 2,
                b'"' => {
                    close = Some(i);
                    break;
                }
                b'\n' | b'\r' => break,
                _ => i += 1,
            }
        }
        let (content_len, consumed, terminated) = match close {
            Some(c) => (c, c + 2, true),
            None => {
                // `[White "Smith]`: the bracket closes the tag pair, not the value.
                let line = &body[..i];
                let trimmed = line.trim_end();
                let content = trimmed.strip_suffix(']').map_or(trimmed, str::trim_end);
                (content.len(), 1 + content.len(), false)
            }
        };
        let (rest, taken) = split_at(input, consumed);
        let (_, content) = split_at(split_at(taken, 1).0, content_len);
        Ok((
            rest,
            RawTagValue::Quoted {
                span: Span::new(start, consumed),
                content,
                terminated,
            },
        ))
    } else {
        let (rest, content) = take_till(|c: char| c == ']' || is_line_end(c))(input)?;
        let trimmed_len = content.fragment().trim_end().len();
        if trimmed_len == 0 {
            return Ok((input, RawTagValue::Missing { at: start }));
        }
        let (_, content) = split_at(content, trimmed_len);
        Ok((
            rest,
            RawTagValue::Unquoted {
                span: Span::new(start, trimmed_len),
                content,
            },
        ))
    }
}

/// Resolves the `\"` and `\\` escapes of a tag value (PGN standard, section 7); other
/// backslashes are kept as written.
pub(crate) fn unescape_tag_value(raw: &str) -> String {
    let mut out = String::with_capacity(raw.len());
    let mut chars = raw.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\\' && matches!(chars.peek(), Some('"') | Some('\\')) {
            out.extend(chars.next());
        } else {
            out.push(c);
        }
    }
    out
}
