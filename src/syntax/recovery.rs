//! Recovery: what the parser does with text that is not notation, or notation in the wrong
//! place, so that each mistake gets one diagnostic and nothing else in the file is lost. Every
//! decision here looks at most at the rest of a token, a run of spaces, or a look-ahead the
//! lexer computes once for the whole input ([`super::lexer::Ahead`]): never to the end of a
//! line or of the file per token.

use super::ast::{Dots, Element, Invalid, InvalidKind};
use super::game::{GameParser, TextRun};
use super::input::offset_of;
use super::messages;
use super::moves;
use super::tags;
use crate::span::Span;

/// The most numeric moves a line after a result may start with before the move number that
/// shows the game goes on (see `game_goes_on_next_line`): Black's move, or a whole move.
const BARE_MOVES_BEFORE_NUMBER: u32 = 2;

/// Whether `word` (a word of an unclosed comment, a `)` after it allowed) is a numeric move:
/// four digits of squares 1-8, and a fifth digit 1-4.
fn is_numeric_move_word(word: &[u8]) -> bool {
    let square = |f: u8, r: u8| (b'1'..=b'8').contains(&f) && (b'1'..=b'8').contains(&r);
    (word.len() == 4 || (word.len() == 5 && (b'1'..=b'4').contains(&word[4])))
        && square(word[0], word[1])
        && square(word[2], word[3])
}

impl GameParser<'_, '_> {
    /// Where the moves start again inside the text `start..end` of a `{` comment that was never
    /// closed (or holds another `{`): the byte offset of the first word that is a numeric move,
    /// the next move number, or (when `results` is set) a standard result. The words are read
    /// once, up to that one.
    pub(super) fn resume_point(&self, start: usize, end: usize, results: bool) -> Option<usize> {
        let (expected, _) = self.expected();
        let text = &self.text[start..end];
        let mut offset = 0;
        let mut after_space = true;
        for word in text.split_inclusive(char::is_whitespace) {
            let at = offset;
            offset += word.len();
            let starts_word = after_space;
            after_space = word.ends_with(char::is_whitespace);
            if !starts_word {
                continue;
            }
            // A `)` may close the variation right after the move.
            let token = word.trim_end().trim_end_matches(')');
            let digits = token.trim_end_matches(['.', '…']);
            let is_number = digits.len() < token.len()
                && !digits.is_empty()
                && digits.len() <= 3
                && digits.bytes().all(|b| b.is_ascii_digit())
                && moves::parse_number(digits) == expected;
            let is_move = is_numeric_move_word(token.as_bytes());
            let is_result = results && matches!(token, "1-0" | "0-1" | "1/2-1/2" | "*");
            if is_number || is_move || is_result {
                return Some(start + at);
            }
        }
        None
    }

    /// Whether the `*` at `offset` is glued to the move before it and followed, on the same
    /// line, by more moves or numbers: then it is a stray character, not a result.
    pub(super) fn glued_star_before_moves(&self, offset: usize) -> bool {
        let glued = matches!(
            self.levels.last().and_then(|l| l.elements.last()),
            Some(Element::Move(m)) if m.span.end() == offset
        );
        glued
            && self
                .after_spaces(offset + 1)
                .starts_with(|c: char| c.is_ascii_digit())
    }

    /// The text from `at` on, after the spaces and tabs there.
    fn after_spaces(&self, at: usize) -> &str {
        self.text[at..].trim_start_matches([' ', '\t'])
    }

    /// Whether the rest of the line after a result (ending at `end`) goes on with this game: the
    /// next word is a move number other than White's `1.` (which starts a new game), or a
    /// numeric move (`2. 7163 1-0 2836 *`, `1. 5254 * 5755`).
    pub(super) fn moves_follow_on_the_line(&self, end: usize) -> bool {
        let after = self.after_spaces(end);
        let skipped = self.text.len() - end - after.len();
        let digits = after.bytes().take_while(u8::is_ascii_digit).count();
        if digits == 0 {
            return false;
        }
        let next = after.as_bytes().get(digits).copied();
        if super::results::loose_result(self.lexer.input_at(end + skipped)).is_ok() {
            // `1/2. 0.5-0.5`: another result, not a move.
            return false;
        }
        if next == Some(b')') && self.levels.len() == 1 && digits <= 3 {
            // `1-0 2) 5254`: a number as in a list, read as `2.)` is (see `paren_number`).
            let number = moves::parse_number(&after[..digits]);
            let spaced = after
                .as_bytes()
                .get(digits + 1)
                .is_none_or(u8::is_ascii_whitespace);
            return spaced && number != 1;
        }
        if matches!(next, Some(b'.')) || after[digits..].starts_with('…') {
            // A number that continues this game (a new game would start at White's 1.).
            return matches!(moves::move_number(self.lexer.input_at(end + skipped)), Ok((_, n)) if !(n.number == 1 && n.dots == Dots::One));
        }
        matches!(digits, 4 | 5) && !next.is_some_and(|b| b.is_ascii_alphanumeric())
    }

    /// Whether the line after a result that ends its line (the result ending at `end`) goes on
    /// with this game: it starts with the move number the game expects next, with the dots of
    /// the move due (`4. 8567 1-0` and then `4... 5867` on the next line), or with up to
    /// [`BARE_MOVES_BEFORE_NUMBER`] numeric moves and then the number due after them
    /// (`5. 5171 1-0` and then `6857 6. 6151`: Black's move, its number left out as people
    /// write at a line start). A new game starts at White's `1.`, after a blank line or with
    /// its tag pairs, so none of these is one. Looks at the spaces after the result, one line
    /// end, and the few words after it.
    pub(super) fn game_goes_on_next_line(&self, end: usize) -> bool {
        if self.levels.len() != 1 || self.levels[0].moves_before == 0 {
            return false;
        }
        let after = self.after_spaces(end);
        let Some(next_line) = after
            .strip_prefix("\r\n")
            .or_else(|| after.strip_prefix(['\n', '\r']))
        else {
            return false;
        };
        let mut at = self.text.len() - self.after_spaces(self.text.len() - next_line.len()).len();
        let before = self.levels[0].moves_before;
        for bare in 0..=BARE_MOVES_BEFORE_NUMBER {
            let (expected, black) = self.expected_at(before + bare);
            if matches!(
                moves::move_number(self.lexer.input_at(at)),
                Ok((_, n)) if n.number == expected
                    && !matches!(n.dots, Dots::None | Dots::Paren)
                    && n.dots.fits_side(black)
            ) {
                return true;
            }
            // A numeric move is at most 5 bytes: a longer word is none, however long it runs.
            let word = self.text.as_bytes()[at..]
                .iter()
                .take(6)
                .take_while(|b| !b.is_ascii_whitespace())
                .count();
            let spaced = matches!(self.text.as_bytes().get(at + word), Some(b' ' | b'\t'));
            if !spaced || !is_numeric_move_word(&self.text.as_bytes()[at..at + word]) {
                return false;
            }
            at = self.text.len() - self.after_spaces(at + word).len();
        }
        false
    }

    /// Whether a `1.` at the start of a line begins a new game: the main line already has
    /// moves and the next move is not move 1. (Lists of separate examples, one per line.)
    pub(super) fn starts_new_game(&self) -> bool {
        // Only in games without tags: lists of separate examples, one per line. In a game with
        // a tag-pair section a `1.` is a wrong move number.
        if !self.tags.is_empty()
            || self.levels.len() != 1
            || self.levels[0].moves_before == 0
            || self.expected().0 == 1
        {
            return false;
        }
        matches!(moves::move_number(self.lexer.input()), Ok((_, n)) if n.number == 1 && n.dots == Dots::One)
    }

    /// A `(` beyond [`MAX_VARIATION_DEPTH`](super::ast::MAX_VARIATION_DEPTH): the whole variation, up to its matching `)` (or the
    /// end of the game), is kept as text with one diagnostic, and not read as moves.
    pub(super) fn too_deep_variation(&mut self) {
        let bytes = self.rest().as_bytes();
        let mut depth = 0usize;
        let mut in_comment = false;
        let mut end = bytes.len();
        for (i, &b) in bytes.iter().enumerate() {
            match b {
                b'{' if !in_comment => in_comment = true,
                b'}' if in_comment => in_comment = false,
                b'(' if !in_comment => depth += 1,
                b')' if !in_comment => {
                    depth -= 1;
                    if depth == 0 {
                        end = i + 1;
                        break;
                    }
                }
                b'\n' | b'\r'
                    if bytes.get(i + 1) == Some(&b'[')
                        && bytes.get(i + 2).is_some_and(u8::is_ascii_alphanumeric) =>
                {
                    end = i;
                    break;
                }
                _ => {}
            }
        }
        if depth > 0 && !in_comment {
            // Never closed: the game's termination marker stays the game's, not the variation's.
            end = without_trailing_result(&self.rest()[..end]);
        }
        let span = self.advance(end.max(1));
        self.has_movetext = true;
        self.report(messages::variation_too_deep(Span::new(span.offset(), 1)));
        let text = span.text(self.text).unwrap_or_default().to_string();
        self.push(Element::Invalid(Invalid {
            span,
            kind: InvalidKind::VariationTooDeep,
            text,
        }));
    }

    /// Reports words that are not notation; adjacent words on one line become one diagnostic.
    pub(super) fn unexpected_text(&mut self, span: Span, gloss: bool) {
        if !gloss && let Some(run) = self.text_run {
            let level = self.levels.last_mut().expect("main line");
            if let Some(Element::Invalid(previous)) = level.elements.last_mut() {
                let gap = self
                    .text
                    .get(previous.span.end()..span.offset())
                    .unwrap_or("\n");
                if gap.bytes().all(|b| b == b' ' || b == b'\t') {
                    previous.span = previous.span.join(span);
                    let joined = previous.span;
                    if let Some(d) = self.diagnostics.get_mut(run.diagnostic) {
                        d.span = joined;
                    }
                    self.text_run = Some(TextRun {
                        joined: true,
                        ..run
                    });
                    return;
                }
            }
        }
        let text = span.text(self.text).unwrap_or_default();
        self.report(messages::unexpected_text(span, text, gloss));
        let invalid = Element::Invalid(Invalid {
            span,
            kind: InvalidKind::UnexpectedText,
            text: text.to_string(),
        });
        self.push(invalid);
        self.text_run = (!gloss).then_some(TextRun {
            diagnostic: self.diagnostics.len() - 1,
            joined: false,
        });
    }

    /// Ends the open run of unexpected words: its text and message are made once, from the
    /// joined span (the spaces and tabs between the words written as spaces).
    pub(super) fn end_text_run(&mut self) {
        let Some(run) = self.text_run.take() else {
            return;
        };
        if !run.joined {
            return;
        }
        let level = self.levels.last_mut().expect("main line");
        if let Some(Element::Invalid(words)) = level.elements.last_mut() {
            words.text = words
                .span
                .text(self.text)
                .unwrap_or_default()
                .replace('\t', " ");
            if let Some(d) = self.diagnostics.get_mut(run.diagnostic) {
                *d = messages::unexpected_text(words.span, &words.text, false);
            }
        }
    }

    /// Consumes `len` bytes of stray characters (at least one character) and reports them.
    pub(super) fn stray(&mut self, len: usize) {
        let rest = self.rest();
        let mut len = len.clamp(1, rest.len().max(1));
        while len < rest.len() && !rest.is_char_boundary(len) {
            len += 1;
        }
        let span = self.advance(len.min(rest.len()));
        let text = span.text(self.text).unwrap_or_default().to_string();
        self.report(messages::stray_characters(span, &text));
        self.push(Element::Invalid(Invalid {
            span,
            kind: InvalidKind::StrayCharacters,
            text,
        }));
    }

    /// An evaluation sign of `len` bytes standing apart among the moves (`+-`, `±`): one S015
    /// that names the NAG saying the same (`nag`), which its fix writes.
    pub(super) fn evaluation_sign(&mut self, len: usize, nag: u8) {
        let span = self.advance(len);
        let text = span.text(self.text).unwrap_or_default().to_string();
        self.report(messages::evaluation_sign(span, &text, nag));
        self.push(Element::Invalid(Invalid {
            span,
            kind: InvalidKind::StrayCharacters,
            text,
        }));
    }

    /// A `[` inside movetext but not starting a tag-pair line: a misplaced tag pair, or a stray
    /// bracket.
    pub(super) fn bracket_in_movetext(&mut self) {
        if let Some((rest, raw)) = tags::misplaced_tag_pair(self.lexer.input()) {
            self.lexer.set_pos(offset_of(&rest));
            self.mark(raw.span);
            let text = raw.span.text(self.text).unwrap_or_default().to_string();
            self.report(messages::misplaced_tag_pair(raw.span));
            self.push(Element::Invalid(Invalid {
                span: raw.span,
                kind: InvalidKind::MisplacedTagPair,
                text,
            }));
            return;
        }
        self.stray(1);
    }
}

/// The length of `text` without a termination marker (and the blanks before it) at its end.
fn without_trailing_result(text: &str) -> usize {
    let trimmed = text.trim_end();
    ["1-0", "0-1", "1/2-1/2", "*"]
        .iter()
        .find_map(|marker| {
            let before = trimmed.strip_suffix(marker)?;
            let kept = before.trim_end();
            (kept.len() < before.len()).then_some(kept.len())
        })
        .unwrap_or(text.len())
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    #[rstest]
    #[case::move_("5254", true)]
    #[case::promotion("57581", true)]
    #[case::bad_promotion("57585", false)]
    #[case::bad_square("5259", false)]
    #[case::three("525", false)]
    fn numeric_move_words(#[case] word: &str, #[case] expected: bool) {
        assert_eq!(is_numeric_move_word(word.as_bytes()), expected);
    }
}
