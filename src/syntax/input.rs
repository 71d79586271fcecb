//! The input of the lexical rules: a slice of the text that knows its byte offset, and what
//! every rule returns. The base of the syntax layer: it names no other module of it.

use nom::IResult;
use nom_locate::LocatedSpan;

use crate::span::Span;

/// The input of the lexical rules: a slice of the text with, as `nom_locate`'s `extra`, the byte
/// offset in the whole text where the slice was made. Made per token by [`Lexer::input`], so
/// `nom_locate`'s line bookkeeping only ever counts the bytes a rule consumes. Never stored in the
/// tree (the tree holds [`Span`]s).
pub(crate) type Input<'a> = LocatedSpan<&'a str, usize>;

/// The byte offset of `input` in the whole text.
pub(crate) fn offset_of(input: &Input) -> usize {
    input.extra + input.location_offset()
}

/// The byte span of a piece of input in the whole text.
pub(crate) fn span_of(input: &Input) -> Span {
    Span::new(offset_of(input), input.fragment().len())
}

/// Splits `input` after `len` bytes (on a character boundary): `(rest, taken)`.
pub(crate) fn split_at(input: Input<'_>, len: usize) -> (Input<'_>, Input<'_>) {
    nom::Input::take_split(&input, len)
}

/// What every rule returns; the error type is nom's own and never leaves the syntax layer.
pub(crate) type ParseResult<'a, T> = IResult<Input<'a>, T>;
