//! Prose among the moves: the lines of an e-mail that come with a transcript (`You sent on 09/20;
//! I received on 09/21`, `White used +2 days which totals 5 of 30`). Read word by word, their
//! numbers would be moves of the wrong length and move numbers out of sequence; read from the first
//! word that is not notation to the end of its line, they are one diagnostic (S016) whose fix puts
//! them in a `{ }` comment.

use super::algebraic::{coordinate_move, san_move, word};
use super::ast::{Element, Invalid, InvalidKind};
use super::game::GameParser;
use super::input::offset_of;
use super::lexer::TokenKind;
use super::messages;
use super::results::Spelling;
use crate::span::Span;

impl GameParser<'_, '_> {
    /// Reads the words from `start` (a word that is not notation) to the end of the line as one
    /// line of prose, when nothing on the rest of the line reads as a move; returns whether it
    /// did. The prose ends before a `{` comment, before a `)` that closes the current variation,
    /// and before a termination marker (a score such as `2-0` is part of the prose).
    ///
    /// Linear: when a word that reads as a move stops it, the words before that word are not
    /// looked at again ([`GameParser::prose_blocked_until`]).
    pub(super) fn prose_line(&mut self, start: usize) -> bool {
        if start < self.prose_blocked_until {
            return false;
        }
        let Some(end) = self.prose_end(start) else {
            return false;
        };
        self.end_text_run();
        self.lexer.set_pos(start);
        let span = self.advance(end - start);
        let text = span.text(self.text).unwrap_or_default().to_string();
        self.has_movetext = true;
        // Braces glued to what stands before would change how that reads (`1 - 0k` would
        // become a result and a comment): no fix then.
        // Nor after a `{` comment never closed: the fix's `}` would close it.
        let apart = (self.text[..start].ends_with(|c: char| super::characters::is_space(c))
            || start == 0)
            && !self.lexer.unclosed_brace_seen();
        self.report(messages::prose_line(span, &text, apart));
        self.push(Element::Invalid(Invalid {
            span,
            kind: InvalidKind::Prose,
            text,
        }));
        true
    }

    /// Where the prose starting at `start` ends (a byte offset), or `None` when a token on the
    /// rest of its line is one the parser reads as a move (then `prose_blocked_until` is set to
    /// its end). The tokens are the lexer's own, so that the decision does not change when a
    /// formatter puts spaces between them; the lexer is left where it was.
    pub(super) fn prose_end(&mut self, start: usize) -> Option<usize> {
        let saved = self.lexer.pos();
        let line_end = self.lexer.line_end(start);
        let in_variation = self.levels.len() > 1;
        self.lexer.set_pos(start);
        let mut end = start;
        let mut depth = 0usize;
        let found = loop {
            let Some(token) = self.lexer.token().filter(|t| t.span.offset() < line_end) else {
                break Some(end);
            };
            let at = token.span.offset();
            let next = match token.kind {
                TokenKind::OpenBrace => break Some(end),
                TokenKind::LineComment | TokenKind::Gloss => line_end,
                TokenKind::CloseParen if depth == 0 && in_variation => break Some(end),
                TokenKind::CloseParen => {
                    depth = depth.saturating_sub(1);
                    at + 1
                }
                TokenKind::OpenParen => {
                    depth += 1;
                    at + 1
                }
                // A result ends the prose wherever it stands (`Thanks, 1-0`); a score does not.
                // One glued to the prose is its last word (`a ½:½1:0`: put on a line of its
                // own by a printer, the prose would end in a result).
                TokenKind::Result(_, spelling) if spelling != Spelling::NotAResult => {
                    break Some(if at == end && end > start {
                        token.span.end().min(line_end)
                    } else {
                        end
                    });
                }
                // A clock time among words (`sent at 21:14`) is no move 21-14.
                TokenKind::Digits
                    if self.digits_read_as_a_move(token.span)
                        && !is_clock_time(&self.text[at..line_end]) =>
                {
                    break None;
                }
                TokenKind::Letters => {
                    let input = self.lexer.input_at(at);
                    if coordinate_move(input).is_ok() || san_move(input).is_ok() {
                        break None;
                    }
                    word(input).map_or_else(
                        |_| at + self.text[at..].chars().next().map_or(1, char::len_utf8),
                        |(rest, _)| offset_of(&rest),
                    )
                }
                _ => at + token.span.len().max(1),
            };
            end = next.min(line_end);
            self.lexer.set_pos(end);
            if !self.skip_blanks(line_end) {
                break Some(end);
            }
        };
        if found.is_none() {
            self.prose_blocked_until = self.lexer.pos() + 1;
        }
        self.lexer.set_pos(saved);
        found
    }

    /// Whether the run of digits at `run` is read as a numeric move of squares 1-8, as
    /// [`MoveKind::is_read_as_a_move`](super::ast::MoveKind) says.
    fn digits_read_as_a_move(&self, run: Span) -> bool {
        self.numeric_move_at(run)
            .is_some_and(|m| m.from.is_valid() && m.to.is_valid())
    }

    /// Moves the lexer past the spaces and tabs before `line_end`; returns whether the prose
    /// goes on: not at other white space (a vertical tab, a no-break space, U+2028), which a
    /// printer writes as a line end or joins differently, so the prose ends there.
    fn skip_blanks(&mut self, line_end: usize) -> bool {
        let rest = &self.text[self.lexer.pos()..line_end];
        let blanks = rest.len() - rest.trim_start_matches([' ', '\t']).len();
        self.lexer.set_pos(self.lexer.pos() + blanks);
        !rest[blanks..].starts_with(super::characters::is_space)
    }
}

/// Whether `text` starts with a clock time, `h:mm` or `hh:mm` (and `:ss`), not followed by
/// another digit.
fn is_clock_time(text: &str) -> bool {
    let bytes = text.as_bytes();
    let hours = bytes.iter().take_while(|b| b.is_ascii_digit()).count();
    let minutes = bytes.get(hours + 1..hours + 3);
    (1..=2).contains(&hours)
        && bytes.get(hours) == Some(&b':')
        && minutes.is_some_and(|m| m.iter().all(u8::is_ascii_digit))
        && bytes.get(hours + 3).is_none_or(|b| !b.is_ascii_digit())
}

#[cfg(test)]
mod tests {
    use rstest::rstest;

    use crate::syntax::ast::Element;
    use crate::syntax::{parse, print::print};

    fn elements(text: &str) -> Vec<String> {
        parse(text)
            .transcript
            .games
            .iter()
            .flat_map(|g| &g.movetext)
            .map(|e| match e {
                Element::Invalid(i) => format!("{:?} {:?}", i.kind, i.text),
                Element::Move(m) => format!("move {:?}", m.kind),
                other => format!("{other:?}")
                    .split(['(', ' '])
                    .next()
                    .unwrap_or_default()
                    .to_string(),
            })
            .collect()
    }

    /// Printing keeps what is prose and what is not (found by the property tests).
    #[rstest]
    #[case::vertical_tab("A\0\u{b}A\u{fffd}a1{")]
    #[case::result_before_a_comment("B\t*{")]
    #[case::two_results("0\t%A 1-0 1-0 ")]
    #[case::line_separator("Q\u{2028}N(a1\u{feff}")]
    #[case::no_break_space("1. 5254 sent\u{a0}today\n*")]
    #[case::glued_to_a_stray("\u{1b}E\n\u{fd}")]
    #[case::glued_to_a_number("1. 5254 1 - 0k")]
    #[case::dash_then_number_on_the_next_line("0-\n1")]
    #[case::zeros_glued_to_castling("1-00O-O ")]
    #[case::score_in_prose("1. 5254 we lead 2-0 in the match\n*")]
    #[case::result_glued_to_prose_ending_in_a_result("( [a \u{bd}:\u{bd}1:0 ")]
    #[case::result_glued_to_prose_before_castling("A}\0*0o\0")]
    fn printing_keeps_prose_apart(#[case] text: &str) {
        let printed = print(&parse(text).transcript);
        assert_eq!(elements(&printed), elements(text), "printed: {printed:?}");
    }
}
