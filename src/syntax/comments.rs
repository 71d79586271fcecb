//! Comments and escapes (PGN standard, sections 5 and 6): brace and rest-of-line comments, the
//! `[%name args]` commands inside them, and `%` escape lines; the lexical rules and the parser's
//! comment element.

use nom::Parser;
use nom::bytes::complete::{tag, take_till, take_while, take_while1};
use nom::character::complete::char;

use super::ast::{Comment, CommentCommand, CommentKind, Element};
use super::game::GameParser;
use super::input::{Input, ParseResult, span_of, split_at};
use super::lexer::{BraceExtent, Token, TokenKind};
use super::messages;
use crate::span::Span;

/// A `{` comment, whose extent the lexer found ([`super::lexer::Lexer::brace_extent`]): to its
/// `}`, or, unterminated, to the end of its text before the next game's tag pairs or the end of
/// the input.
///
/// ```abnf
/// brace-comment     = "{" *(comment-command / comment-char / comment-line-break) *line-end "}"
/// ```
pub(crate) fn brace_comment(input: Input, extent: BraceExtent) -> Comment {
    let open = span_of(&input).offset();
    let body = split_at(input, 1).0;
    let (text, consumed) = match extent.close {
        Some(close) => (close - open - 1, close - open + 1),
        None => (extent.end - open - 1, extent.end - open),
    };
    comment_node(
        Span::new(open, consumed),
        CommentKind::Brace,
        split_at(body, text).1,
        extent.close.is_some(),
    )
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
    while let Some(at) = memchr::memmem::find(rest.fragment().as_bytes(), b"[%") {
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

/// A command inside a comment (PGN extension used by `ChessBase`, lichess and the ICCF server).
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

impl GameParser<'_, '_> {
    /// A comment token: a brace comment (which the lexer found the end of, and which ends
    /// before the next move when it was never closed) or a rest-of-line comment.
    ///
    /// ```abnf
    /// comment           = brace-comment / line-comment
    /// ```
    pub(super) fn comment_element(&mut self, token: Token) {
        let open = token.span.offset();
        let comment = if token.kind == TokenKind::OpenBrace {
            self.brace_comment_element(open)
        } else {
            let text = split_at(self.lexer.input_at(open + 1), token.span.len() - 1).1;
            self.lexer.set_pos(token.span.end());
            comment_node(token.span, CommentKind::Line, text, true)
        };
        self.mark(comment.span);
        self.has_movetext = true;
        self.push(Element::Comment(comment));
    }

    /// A brace comment at `open`; the lexer is left after it. A comment never closed (or holding
    /// another `{`, which PGN does not allow) ends before the first word that is a numeric
    /// move, the next move number, or (never closed) a standard result: the moves after it are
    /// read.
    fn brace_comment_element(&mut self, open: usize) -> Comment {
        let extent = self.lexer.brace_extent(open);
        let body = open + 1;
        let resumed = if extent.close.is_none() || extent.nested {
            self.resume_point(body, extent.end, !extent.nested)
        } else {
            None
        };
        let comment = match resumed {
            Some(resume) => {
                let kept = self.text[body..resume].trim_end().len();
                let text = split_at(self.lexer.input_at(body), kept).1;
                self.lexer.set_pos(resume);
                comment_node(Span::new(open, 1 + kept), CommentKind::Brace, text, false)
            }
            None => {
                let comment = brace_comment(self.lexer.input_at(open), extent);
                self.lexer.set_pos(comment.span.end());
                comment
            }
        };
        if !comment.terminated {
            // Never closed, or cut short because it holds another `{`: a `}` written after it
            // (by a fix) would change where it ends.
            self.lexer.note_unclosed_brace();
            self.report(messages::unterminated_comment(
                Span::new(comment.span.offset(), 1),
                resumed.is_some(),
            ));
        }
        comment
    }
}
