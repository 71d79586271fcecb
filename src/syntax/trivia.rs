//! The lexical rules of text between the moves that is no part of them: `%` escape lines and
//! `;` comments (PGN standard, sections 5 and 6), glosses after an arrow and runs of stray
//! characters. The lexer classifies tokens with them; the parser reports what they read.

use nom::Parser;
use nom::branch::alt;
use nom::bytes::complete::{tag, take_till, take_while, take_while1};
use nom::character::complete::{char, satisfy};
use nom::combinator::recognize;
use nom::multi::many0_count;

use super::input::{Input, ParseResult};

/// ```abnf
/// line-char         = HTAB / %x20-10FFFF
/// ```
pub(crate) fn line_char(input: Input) -> ParseResult<char> {
    satisfy(|c| c == '\t' || c >= ' ').parse(input)
}

/// The escape line, without its line end (which is white space to the caller). Only valid in
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
pub(crate) fn line_comment(input: Input) -> ParseResult<Input> {
    recognize((char(';'), take_while(|c| c == '\t' || c >= ' '))).parse(input)
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
        take_till(|c| c == '\n' || c == '\r'),
    ))
    .parse(input)
}

/// A run of characters that mean nothing in a transcript (`@`, `&`, `~`, ...): not letters,
/// digits, white space or characters with a meaning of their own.
pub(crate) fn stray_characters(input: Input) -> ParseResult<Input> {
    take_while1(|c: char| {
        !c.is_alphanumeric() && !c.is_whitespace() && !"{}();$!?+#.…%*½".contains(c)
    })(input)
}
