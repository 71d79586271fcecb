//! The lexer: turns the bytes of a transcript into tokens with byte spans, as the game parser
//! pulls them, in one pass.
//!
//! Every token is classified from its first bytes, with byte-level fast paths for what fills
//! archives (white space, digit runs, move numbers); the lexical rules that give a token its
//! parts (squares, dots, tag-pair pieces, comment commands) are nom parsers over an [`Input`]
//! that starts at the token, so that `nom_locate` never counts lines before it.
//!
//! The look-aheads that recovery needs (the next `}`, `{`, `)`, `]`, line end, tag-pair line or
//! game start) are [`Ahead`] cursors: queried at increasing positions, each scans every byte of
//! the input at most once, so no shape of input makes them quadratic.

use memchr::{memchr, memchr2};

use super::ast::GameResult;
use super::boundary;
use super::characters::{FIGURINES, is_space};
use super::input::{Input, offset_of, span_of};
use super::results::{self, Spelling};
use crate::span::Span;

/// What a token is, from its first bytes. The parser gives it its meaning.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum TokenKind {
    /// `{`: a brace comment, whose extent [`Lexer::brace_extent`] finds.
    OpenBrace,
    /// `;` to the end of the line.
    LineComment,
    /// `(`.
    OpenParen,
    /// `)`.
    CloseParen,
    /// `$` followed by digits.
    Nag,
    /// `[`.
    OpenBracket,
    /// `!`, `?`, `!!`, `??`, `!?` or `?!`, with its NAG.
    Annotation(u8),
    /// A game termination marker, and how it is spelled (a loose spelling, or a score standing
    /// where the result should).
    Result(GameResult, Spelling),
    /// `--`, `Z0` or `0000`.
    NullMove,
    /// A run of ASCII digits (a move number, a numeric move or a wrong-length run).
    Digits,
    /// `.` or `…` standing apart from a number.
    Dots,
    /// Starts with a letter or a chess figurine (or is castling written with zeros): a
    /// coordinate or SAN move, or a word. The span is empty: the parser reads it with the rule
    /// it needs.
    Letters,
    /// An informal arrow (`<--`, `->`, ...) and the rest of its line.
    Gloss,
    /// Characters with no meaning in a transcript.
    Stray,
}

/// A token: its kind and its bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Token {
    pub kind: TokenKind,
    pub span: Span,
}

/// Where a brace comment opened at some `{` ends (see [`Lexer::brace_extent`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct BraceExtent {
    /// The offset of the closing `}`, when the comment has one.
    pub close: Option<usize>,
    /// For a comment without `}`: the end of its text (trailing white space excluded).
    pub end: usize,
    /// A `{` stands inside a closed comment (PGN comments do not nest).
    pub nested: bool,
}

/// A cached look-ahead: the first position at or after a query where a search matches. Queries
/// at increasing positions reuse the answer until they pass it, so together they scan every byte
/// once.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Ahead {
    /// The position of the last search.
    from: usize,
    /// Its answer (`None`: no match up to the end of the text).
    found: Option<usize>,
    /// Whether a search was made.
    valid: bool,
}

impl Ahead {
    /// The first match at or after `at`, by `search(at)` unless the cached answer holds.
    fn find(&mut self, at: usize, search: impl FnOnce(usize) -> Option<usize>) -> Option<usize> {
        if !(self.valid && at >= self.from && self.found.is_none_or(|f| at <= f)) {
            self.from = at;
            self.found = search(at);
            self.valid = true;
        }
        self.found
    }
}

/// The look-aheads of one input, each an [`Ahead`] queried at increasing positions.
#[derive(Clone, Copy, Debug, Default)]
struct Lookahead {
    close_brace: Ahead,
    open_brace: Ahead,
    open_brace_after_tag_line: Ahead,
    close_paren: Ahead,
    close_bracket: Ahead,
    line_end: Ahead,
    tag_line: Ahead,
    game_start: Ahead,
    /// The last comment cut and where its text ends without trailing white space.
    trimmed: Option<(usize, usize)>,
}

/// The lexer over one text: a position and the look-ahead cursors.
#[derive(Clone, Debug)]
pub(crate) struct Lexer<'a> {
    text: &'a str,
    pos: usize,
    ahead: Lookahead,
    /// A `{` comment without its `}` was read: a `}` written later in the text (by a fix) could
    /// close it, so no fix may add braces after it.
    unclosed_brace_seen: bool,
}

impl<'a> Lexer<'a> {
    pub(crate) fn new(text: &'a str) -> Self {
        Self {
            text,
            pos: 0,
            ahead: Lookahead::default(),
            unclosed_brace_seen: false,
        }
    }

    /// The whole text.
    pub(crate) fn text(&self) -> &'a str {
        self.text
    }

    /// The byte offset of the next token.
    pub(crate) fn pos(&self) -> usize {
        self.pos
    }

    /// Moves to byte `pos`: past what a rule consumed, or back to a position a caller saved
    /// (only ever inside the token just read, or over white space, so each byte is read a
    /// bounded number of times).
    pub(crate) fn set_pos(&mut self, pos: usize) {
        debug_assert!(self.text.is_char_boundary(pos));
        self.pos = pos;
    }

    /// The text from the position on.
    pub(crate) fn rest(&self) -> &'a str {
        &self.text[self.pos..]
    }

    /// The input for a lexical rule, starting at the position.
    pub(crate) fn input(&self) -> Input<'a> {
        self.input_at(self.pos)
    }

    /// The input for a lexical rule, starting at byte `at`.
    pub(crate) fn input_at(&self, at: usize) -> Input<'a> {
        nom_locate::LocatedSpan::new_extra(&self.text[at..], at)
    }

    /// The byte at the position.
    pub(crate) fn peek_byte(&self) -> Option<u8> {
        self.text.as_bytes().get(self.pos).copied()
    }

    /// The character at the position.
    pub(crate) fn peek(&self) -> Option<char> {
        self.rest().chars().next()
    }

    /// Whether the position is at end of the text.
    pub(crate) fn at_end(&self) -> bool {
        self.pos >= self.text.len()
    }

    /// Whether byte `offset` is in column 1: at the start of the text, after a byte-order mark
    /// at the start, or after a line end (`\n` or `\r`).
    pub(crate) fn is_line_start(&self, offset: usize) -> bool {
        offset == 0
            || matches!(self.text.as_bytes().get(offset - 1), Some(b'\n' | b'\r'))
            || (offset == 3 && self.text.starts_with('\u{feff}'))
    }

    /// Whether the position is in column 1.
    pub(crate) fn at_line_start(&self) -> bool {
        self.is_line_start(self.pos)
    }

    /// Whether a tag-pair line starts at the position: `[` then a letter or digit.
    pub(crate) fn at_tag_line(&self) -> bool {
        let bytes = &self.text.as_bytes()[self.pos..];
        bytes.first() == Some(&b'[') && bytes.get(1).is_some_and(u8::is_ascii_alphanumeric)
    }

    /// Whether the position is a game start ([`boundary::is_game_start`]): the parser ends the
    /// game it is reading there.
    pub(crate) fn at_game_start(&self) -> bool {
        boundary::is_game_start(self.text.as_bytes(), self.pos)
    }

    /// Skips ASCII white space (spaces, tabs, line ends, vertical tabs and form feeds): the fast
    /// path of [`Lexer::whitespace`] for the white space between moves.
    #[inline]
    pub(crate) fn ascii_spaces(&mut self) {
        self.pos = after_ascii_spaces(self.text.as_bytes(), self.pos);
    }

    /// Skips a run of white space and returns its span, if there is one.
    pub(crate) fn whitespace(&mut self) -> Option<Span> {
        let start = self.pos;
        let bytes = self.text.as_bytes();
        let mut at = start;
        while let Some(&b) = bytes.get(at) {
            match b {
                b' ' | b'\n' | b'\r' | b'\t' | 0x0B | 0x0C => at += 1,
                0x80.. => match self.text[at..].chars().next() {
                    Some(c) if is_space(c) => at += c.len_utf8(),
                    _ => break,
                },
                _ => break,
            }
        }
        self.pos = at;
        (at > start).then(|| Span::from_bounds(start, at))
    }

    /// Reads an escape line (`%` in column 1 up to its line end) at the position, if there is
    /// one. See [`super::trivia::escape_line`].
    pub(crate) fn read_escape_line(&mut self) -> Option<Span> {
        if self.peek_byte() != Some(b'%') || !self.at_line_start() {
            return None;
        }
        let (rest, line) = super::trivia::escape_line(self.input()).ok()?;
        self.pos = offset_of(&rest);
        Some(span_of(&line))
    }

    /// The token at the position (not white space), which the parser consumes with the rule
    /// that gives it its meaning. `None` at the end of the text.
    pub(crate) fn token(&self) -> Option<Token> {
        let start = self.pos;
        let bytes = self.text.as_bytes();
        let first = *bytes.get(start)?;
        let second = bytes.get(start + 1).copied().unwrap_or(b' ');
        let (kind, len) = match first {
            b'0'..=b'9' => self.digit_token(first, second),
            b'{' => (TokenKind::OpenBrace, 1),
            b';' => {
                let len = super::trivia::line_comment(self.input())
                    .map_or(1, |(_, c)| c.fragment().len());
                (TokenKind::LineComment, len)
            }
            b'(' => (TokenKind::OpenParen, 1),
            b')' => (TokenKind::CloseParen, 1),
            b'[' => (TokenKind::OpenBracket, 1),
            b'$' if second.is_ascii_digit() => {
                let digits = bytes[start + 1..]
                    .iter()
                    .take_while(|b| b.is_ascii_digit())
                    .count();
                (TokenKind::Nag, 1 + digits)
            }
            b'!' | b'?' => annotation(first, second),
            b'+' | b'-'
                if let Some(result) = results::evaluation_sign(&bytes[start..])
                    && self.at_game_end(start + 2) =>
            {
                (TokenKind::Result(result, Spelling::NotAResult), 2)
            }
            b'*' => self.result_token().unwrap_or((TokenKind::Stray, 1)),
            0xC2 if second == 0xBD => self
                .result_token()
                .unwrap_or_else(|| self.other_token(start)),
            b'-' | b'Z' if self.null_move_len().is_some() => {
                (TokenKind::NullMove, self.null_move_len().unwrap_or(2))
            }
            b'.' => (TokenKind::Dots, 1),
            b'l' | b'I' | b'O' | b'o'
                if let Some((result, len)) = results::letter_for_digit_result(&bytes[start..]) =>
            {
                (TokenKind::Result(result, Spelling::Nonstandard), len)
            }
            _ => self.other_token(start),
        };
        Some(Token {
            kind,
            span: Span::new(start, len),
        })
    }

    /// A token starting with a digit: a result, a null move `0000`, castling with zeros, or a
    /// digit run.
    fn digit_token(&self, first: u8, second: u8) -> (TokenKind, usize) {
        if second == b'-'
            && let Some((result, len)) =
                results::letter_for_digit_result(&self.text.as_bytes()[self.pos..])
        {
            // `1-O`, `0-l`: a letter for a digit.
            return (TokenKind::Result(result, Spelling::Nonstandard), len);
        }
        // `1-0`, `1/2-1/2`, `1:0`, and the loose spellings: `1 - 0`, `1–0`, `0.5-0.5`,
        // `0,5-0,5`, `2-0`.
        let may_be_result = matches!(
            (first, second),
            (b'0'..=b'2', b'-' | b'/' | b':' | b' ' | b'\t' | 0xE2) | (b'0', b'.' | b',')
        );
        if may_be_result && let Some(token) = self.result_token() {
            return token;
        }
        if first == b'0' {
            if let Some(len) = self.null_move_len() {
                return (TokenKind::NullMove, len);
            }
            if matches!(second, b'-' | b'0' | b'O' | b'o' | 0xE2)
                && super::algebraic::castling(self.input()).is_ok()
            {
                // Castling written with zeros (`0-0`, `0–0`, `00`, `O-0`).
                return (TokenKind::Letters, 0);
            }
        }
        let run = self.text.as_bytes()[self.pos..]
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count();
        (TokenKind::Digits, run)
    }

    /// A game termination marker at the position ([`super::moves::game_termination`]).
    /// A result written loosely ([`results::loose_result`]) is read whole: `1/2 - 1/2` is one
    /// token, not `1/2` and more.
    fn result_token(&self) -> Option<(TokenKind, usize)> {
        let marker = super::moves::game_termination(self.input()).ok().map(
            |(_, (span, result, standard))| {
                let spelling = if standard {
                    Spelling::Standard
                } else {
                    Spelling::Nonstandard
                };
                (span.len(), result, spelling)
            },
        );
        let half_only = marker.is_some_and(|(len, ..)| len == 3 && self.rest().starts_with("1/2"));
        let marker = if marker.is_none() || half_only {
            results::loose_result(self.input())
                .ok()
                .map(|(_, (span, result, spelling))| (span.len(), result, spelling))
                .or(marker)
        } else {
            marker
        };
        marker.map(|(len, result, spelling)| (TokenKind::Result(result, spelling), len))
    }

    /// Whether only white space, or the next game's tag pairs, follow byte `at`: where the
    /// evaluation signs `+-` and `-+` stand for the result. Scans the white space only.
    fn at_game_end(&self, at: usize) -> bool {
        let rest = self.text[at..].trim_start_matches(is_space);
        rest.is_empty() || rest.starts_with('[')
    }

    /// The length of a null move at the position ([`super::algebraic::null_move`]).
    fn null_move_len(&self) -> Option<usize> {
        let (_, null) = super::algebraic::null_move(self.input()).ok()?;
        Some(null.fragment().len())
    }

    /// Tokens that start with something other than ASCII punctuation the grammar uses: words,
    /// dots, glosses and stray characters.
    fn other_token(&self, start: usize) -> (TokenKind, usize) {
        let c = self.text[start..].chars().next().unwrap_or(' ');
        if c == '…' {
            return (TokenKind::Dots, c.len_utf8());
        }
        if let Some(len) = results::draw_word(&self.text.as_bytes()[start..])
            && self.at_game_end(start + len)
        {
            return (
                TokenKind::Result(GameResult::Draw, Spelling::Nonstandard),
                len,
            );
        }
        if c.is_alphabetic() || FIGURINES.contains(c) {
            // The parser reads the word with the rule it needs.
            return (TokenKind::Letters, 0);
        }
        if let Ok((_, gloss)) = super::trivia::gloss(self.input()) {
            return (TokenKind::Gloss, gloss.fragment().len());
        }
        let len = super::trivia::stray_characters(self.input())
            .map_or_else(|_| c.len_utf8(), |(_, s)| s.fragment().len());
        (TokenKind::Stray, len)
    }

    /// Where the brace comment opened by the `{` at `open` ends. It ends at the first `}`, with
    /// these exceptions, which keep the next games:
    /// - when a line starting with `[` and a tag-name character (the next game's tag pairs)
    ///   comes first and a `{` opens again between that line and the `}`, or a game start
    ///   ([`boundary`]) comes before the `}`, the comment is unterminated and ends before that
    ///   first tag-pair line (its trailing white space excluded);
    /// - with no `}` at all it ends there too, or at the end of the text.
    ///
    /// A `}` that follows a tag-pair line with no `{` and no game start between closes the
    /// comment (python-chess reads such files the same way).
    pub(crate) fn brace_extent(&mut self, open: usize) -> BraceExtent {
        let bytes = self.text.as_bytes();
        let body = open + 1;
        let close = self
            .ahead
            .close_brace
            .find(body, |at| memchr(b'}', &bytes[at..]).map(|i| at + i));
        let tag_line = self
            .ahead
            .tag_line
            .find(body, |at| next_tag_line(bytes, at));
        let cut = match (close, tag_line) {
            (Some(close), Some(line)) if line < close => {
                let reopened = self
                    .ahead
                    .open_brace_after_tag_line
                    .find(line, |at| memchr(b'{', &bytes[at..]).map(|i| at + i))
                    .is_some_and(|b| b < close);
                let game_start = self
                    .ahead
                    .game_start
                    .find(line, |at| boundary::next_game_start(bytes, at))
                    .is_some_and(|s| s < close);
                (reopened || game_start).then_some(line)
            }
            (Some(_), _) => None,
            (None, line) => Some(line.unwrap_or(bytes.len())),
        };
        // A greeting before the tag pairs starts the game: the comment ends before it.
        let cut = cut.map(|line| boundary::greeting_start_of(bytes, line).unwrap_or(line));
        match cut {
            None => {
                let close = close.unwrap_or(bytes.len());
                let nested = self
                    .ahead
                    .open_brace
                    .find(body, |at| memchr(b'{', &bytes[at..]).map(|i| at + i))
                    .is_some_and(|b| b < close);
                BraceExtent {
                    close: Some(close),
                    end: close,
                    nested,
                }
            }
            Some(cut) => BraceExtent {
                close: None,
                end: self.trimmed_end(body, cut),
                nested: false,
            },
        }
    }

    /// `cut`, less the white space before it (not before `from`). Cached for the last cut, which
    /// many unclosed comments may share.
    fn trimmed_end(&mut self, from: usize, cut: usize) -> usize {
        let trimmed = match self.ahead.trimmed {
            Some((c, t)) if c == cut => t,
            _ => {
                let t = self.text[..cut].trim_end().len();
                self.ahead.trimmed = Some((cut, t));
                t
            }
        };
        trimmed.max(from)
    }

    /// The offset of the first `)` at or after `at`, unless a tag-pair line comes first.
    pub(crate) fn close_paren_before_tag_line(&mut self, at: usize) -> bool {
        let bytes = self.text.as_bytes();
        let paren = self
            .ahead
            .close_paren
            .find(at, |at| memchr(b')', &bytes[at..]).map(|i| at + i));
        let line = self.ahead.tag_line.find(at, |at| next_tag_line(bytes, at));
        match (paren, line) {
            (Some(paren), Some(line)) => paren < line,
            (paren, _) => paren.is_some(),
        }
    }

    /// Whether a `{` comment without its `}` stands before the position, as recorded by
    /// [`Lexer::note_unclosed_brace`].
    pub(crate) fn unclosed_brace_seen(&self) -> bool {
        self.unclosed_brace_seen
    }

    /// Records a `{` comment that was not closed where it ends: never closed, or holding
    /// another `{` and so ending before the next move (see [`Lexer::brace_extent`]).
    pub(crate) fn note_unclosed_brace(&mut self) {
        self.unclosed_brace_seen = true;
    }

    /// Forgets a `{` comment never closed, at a game start (no comment runs past one).
    pub(crate) fn forget_unclosed_brace(&mut self) {
        self.unclosed_brace_seen = false;
    }

    /// The offset of the first line end (`\n` or `\r`) at or after `at`, or the end of the text.
    pub(crate) fn line_end(&mut self, at: usize) -> usize {
        let bytes = self.text.as_bytes();
        self.ahead
            .line_end
            .find(at, |at| memchr2(b'\n', b'\r', &bytes[at..]).map(|i| at + i))
            .unwrap_or(bytes.len())
    }

    /// The offset of the first `]` at or after `at` and before `before`.
    pub(crate) fn close_bracket(&mut self, at: usize, before: usize) -> Option<usize> {
        let bytes = self.text.as_bytes();
        self.ahead
            .close_bracket
            .find(at, |at| memchr(b']', &bytes[at..]).map(|i| at + i))
            .filter(|&b| b < before)
    }
}

/// The byte offset after the ASCII white space (spaces, tabs, line ends, vertical tabs and
/// form feeds) that starts at byte `at` of `bytes`: `at` itself when none does.
#[inline]
pub(crate) fn after_ascii_spaces(bytes: &[u8], mut at: usize) -> usize {
    // One comparison rules out every byte above the space (moves, numbers, brackets).
    while let Some(&b) = bytes.get(at)
        && b <= b' '
        && matches!(b, b' ' | b'\n' | b'\r' | b'\t' | 0x0B | 0x0C)
    {
        at += 1;
    }
    at
}

/// The offset of the `[` of the first tag-pair line whose line end is at or after `at`: a line
/// end followed by `[` and a letter or digit.
fn next_tag_line(bytes: &[u8], at: usize) -> Option<usize> {
    memchr::memchr2_iter(b'\n', b'\r', &bytes[at..])
        .map(|i| at + i + 1)
        .find(|&next| {
            bytes.get(next) == Some(&b'[')
                && bytes.get(next + 1).is_some_and(u8::is_ascii_alphanumeric)
        })
}

/// `!`, `?` and their pairs ([`super::moves::suffix_annotation`]).
fn annotation(first: u8, second: u8) -> (TokenKind, usize) {
    match (first, second) {
        (b'!', b'!') => (TokenKind::Annotation(3), 2),
        (b'?', b'?') => (TokenKind::Annotation(4), 2),
        (b'!', b'?') => (TokenKind::Annotation(5), 2),
        (b'?', b'!') => (TokenKind::Annotation(6), 2),
        (b'!', _) => (TokenKind::Annotation(1), 1),
        _ => (TokenKind::Annotation(2), 1),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    fn kinds(text: &str) -> Vec<(TokenKind, &str)> {
        let mut lexer = Lexer::new(text);
        let mut out = Vec::new();
        loop {
            lexer.whitespace();
            let Some(token) = lexer.token() else {
                return out;
            };
            lexer.set_pos(token.span.end());
            if token.span.is_empty() {
                // A word: the parser reads it; here, up to the next space.
                let end = text[token.span.offset()..]
                    .find(' ')
                    .map_or(text.len(), |i| token.span.offset() + i);
                out.push((token.kind, &text[token.span.offset()..end]));
                lexer.set_pos(end);
                continue;
            }
            out.push((token.kind, token.span.text(text).unwrap_or_default()));
        }
    }

    #[rstest]
    #[case::numeric_move("5254", TokenKind::Digits)]
    #[case::result("1-0", TokenKind::Result(GameResult::WhiteWins, Spelling::Standard))]
    #[case::draw("1/2-1/2", TokenKind::Result(GameResult::Draw, Spelling::Standard))]
    #[case::half("½-½", TokenKind::Result(GameResult::Draw, Spelling::Nonstandard))]
    #[case::star("*", TokenKind::Result(GameResult::Unknown, Spelling::Standard))]
    #[case::null("--", TokenKind::NullMove)]
    #[case::null_zeros("0000", TokenKind::NullMove)]
    #[case::nag("$12", TokenKind::Nag)]
    #[case::annotation("!?", TokenKind::Annotation(5))]
    #[case::comment(";x y", TokenKind::LineComment)]
    #[case::gloss("<-- e4", TokenKind::Gloss)]
    #[case::stray("@&", TokenKind::Stray)]
    #[case::ellipsis("…", TokenKind::Dots)]
    #[case::word("Nf3", TokenKind::Letters)]
    #[case::castling_zeros("0-0", TokenKind::Letters)]
    #[case::castling_zeros_en_dash("0–0", TokenKind::Letters)]
    #[case::castling_two_zeros("00", TokenKind::Letters)]
    #[case::castling_three_zeros("000", TokenKind::Letters)]
    #[case::castling_zero_and_letter("0-O-0", TokenKind::Letters)]
    #[case::three_digits("001", TokenKind::Digits)]
    fn one_token(#[case] text: &str, #[case] kind: TokenKind) {
        assert_eq!(kinds(text), [(kind, text)]);
    }

    #[rstest]
    #[case::closed("{ a } 1-0", Some(4), 4, false)]
    #[case::nested("{ a { b } 1-0", Some(8), 8, true)]
    #[case::unclosed("{ a  ", None, 3, false)]
    #[case::unclosed_before_tags("{ a \n[Event \"x\"]", None, 3, false)]
    #[case::closed_after_a_tag_line("{ a \n[Event \"x\"] }", Some(17), 17, false)]
    #[case::reopened_after_a_tag_line("{ a \n[Event \"x\"] { }", None, 3, false)]
    #[case::game_start_before_the_close("{ a\n\n[Event \"x\"] }", None, 3, false)]
    fn brace_extents(
        #[case] text: &str,
        #[case] close: Option<usize>,
        #[case] end: usize,
        #[case] nested: bool,
    ) {
        let extent = Lexer::new(text).brace_extent(0);
        assert_eq!(extent, BraceExtent { close, end, nested });
    }

    #[test]
    fn look_aheads_answer_at_increasing_positions() {
        let text = "a)b\n[c)";
        let mut lexer = Lexer::new(text);
        assert!(lexer.close_paren_before_tag_line(0));
        assert!(!lexer.close_paren_before_tag_line(2));
        assert_eq!(lexer.line_end(0), 3);
        assert_eq!(lexer.line_end(4), 7);
        assert_eq!(lexer.close_bracket(0, 7), None);
    }
}
