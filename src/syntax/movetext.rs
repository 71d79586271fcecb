//! Movetext (PGN standard, section 8.2): the parser's reading of elements from tokens (move
//! numbers, moves, NAGs, annotations, comments, variations, the result), and the judging of
//! what the lexical rules read: move numbers against the count of moves, squares and promotion
//! digits against their ranges.

use super::ast::MAX_VARIATION_DEPTH;
use super::ast::{
    CheckMark, Dots, Element, GameResult, Invalid, InvalidKind, Move, MoveKind, MoveNumber,
    NumericMove, PromotionDigit, SquareDigits, SuffixAnnotation, TerminationMarker, Variation,
};
use super::characters::{FULL_WIDTH_STOP, full_width_digit, look_alike_digit};
use super::game::{GameParser, Level};
use super::input::{offset_of, span_of};
use super::lexer::TokenKind;
use super::messages;
use super::moves::{self, check_mark, ellipsis, suffix_annotation};
use super::results::Spelling;
use crate::codes::Code;
use crate::span::Span;

/// Whether the game goes on after an element.
pub(super) enum Step {
    Continue,
    End,
}

impl GameParser<'_, '_> {
    /// ```abnf
    /// movetext          = element *(blank element)
    /// ```
    ///
    /// Ends at the result, at the next game's tag pairs (a tag-pair line once the game has
    /// movetext, or any game start), at a `1.` that starts another game on its line, or at the
    /// end of the input.
    pub(super) fn movetext(&mut self) {
        loop {
            let before = self.offset();
            self.lexer.ascii_spaces();
            if self.may_be_plain() && self.plain_element() {
                continue;
            }
            let escapes = self.blank();
            if self.lexer.at_end() {
                // Pasted text up to the end belongs to this game: a game of its own would
                // start there again.
                self.lexer.set_pos(self.end_of_pasted_since(before));
                return;
            }
            let line_start = self.lexer.at_line_start();
            if line_start && self.lexer.at_tag_line() {
                if self.at_next_game_start() {
                    // Pasted text before a game start stays with this game, as it does when
                    // the text is cut at the game start (the piece ends after it).
                    self.rewind(self.end_of_pasted_since(before));
                    return;
                }
                if self.has_movetext {
                    // Pasted text before the tag pairs stays with this game too: printed, it
                    // stands on a line of its own before a blank line and the tag pairs, where
                    // it is read so.
                    self.rewind(self.end_of_pasted_since(before));
                    return;
                }
                self.push_escapes(escapes);
                self.read_tag_pair();
                continue;
            }
            if line_start && self.at_next_game_start() {
                // A greeting before the next game's tag pairs (the boundary rule): the next
                // game's leading trivia.
                self.rewind(self.end_of_pasted_since(before));
                return;
            }
            if line_start && self.lexer.peek_byte() == Some(b'1') && self.starts_new_game() {
                self.rewind(before);
                return;
            }
            self.push_escapes(escapes);
            let at = self.offset();
            if let Step::End = self.element() {
                return;
            }
            if self.offset() == at {
                // Every element consumes its token; should one ever not, the parse must still
                // end: the character is reported as stray.
                self.stray(1);
            }
        }
    }

    /// Where the pasted text read since byte `before` ends, or `before` when none was read.
    fn end_of_pasted_since(&self, before: usize) -> usize {
        self.pasted
            .last()
            .map(|(_, s)| s.end())
            .filter(|&end| end >= before)
            .unwrap_or(before)
    }

    /// Whether the fast path may read the element at the position: not in column 1, where a
    /// tag pair, an escape line or a `1.` that starts another game may stand, unless a digit is
    /// there that cannot start a game.
    #[inline]
    fn may_be_plain(&self) -> bool {
        if !self.lexer.at_line_start() {
            return true;
        }
        // A line that starts with a date (`12.03.2019`) is pasted text, not a move number.
        let date = || super::paste::is_date_line(self.text, self.offset());
        match self.lexer.peek_byte() {
            Some(b'2'..=b'9') => !date(),
            Some(b'1') => !self.tags.is_empty() && !date(),
            _ => false,
        }
    }

    /// The fast path of [`GameParser::element`] for what fills archives: a plain numeric move
    /// (`5254`, `57581`) followed by white space or the end, or White's move number (`12.`).
    /// False when the position holds anything else.
    #[inline]
    fn plain_element(&mut self) -> bool {
        if self.text_run.is_some() {
            // After words: digits may be a label of theirs (`Move 1234 12.`).
            return false;
        }
        let bytes = self.text.as_bytes();
        let start = self.offset();
        // `0000` is a null move, and a file 0 is rare: the general path reads them.
        if !bytes.get(start).is_some_and(|b| (b'1'..=b'9').contains(b)) {
            return false;
        }
        let run = bytes[start..]
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count();
        let end = start + run;
        match (run, bytes.get(end)) {
            (4 | 5, None | Some(b' ' | b'\n' | b'\r' | b'\t')) => {
                self.plain_numeric_move(start, end)
            }
            (1..=3, Some(b'.')) => {
                let Some(number_end) = self.plain_white_number_end(end) else {
                    return false;
                };
                let number = MoveNumber {
                    span: Span::from_bounds(start, number_end),
                    number: moves::parse_number(&self.text[start..end]),
                    dots: Dots::One,
                };
                self.lexer.set_pos(number_end);
                self.mark(number.span);
                self.judge_move_number(number);
                true
            }
            _ => false,
        }
    }

    /// The numeric move `start..end` (4 or 5 digits followed by white space or the end), added
    /// when its digits are all in range and its squares differ
    /// ([`super::plain::plain_numeric_move`]): what [`GameParser::digits`],
    /// [`GameParser::numeric`] and [`GameParser::finish_move`] do for it, in one place, so that
    /// the move is written once, into the line's elements. False (nothing consumed) otherwise.
    #[inline]
    fn plain_numeric_move(&mut self, start: usize, end: usize) -> bool {
        let Some(numeric) = super::plain::plain_numeric_move(self.text, start, end) else {
            return false;
        };
        let span = Span::from_bounds(start, end);
        self.lexer.set_pos(end);
        self.numeric_moves += 1;
        let syntax_error = self.count_move(span, false);
        self.level().elements.push(Element::Move(Move {
            span,
            kind: MoveKind::Numeric(numeric),
            check: None,
            annotation: None,
            syntax_error,
        }));
        true
    }

    /// ```abnf
    /// element           = [move-number *WSP] move / nag / suffix-annotation / comment / variation
    /// ```
    fn element(&mut self) -> Step {
        let Some(token) = self.lexer.token() else {
            return Step::End;
        };
        let span = token.span;
        match token.kind {
            TokenKind::OpenBrace | TokenKind::LineComment => self.comment_element(token),
            TokenKind::OpenParen => {
                if !self.number_in_parentheses(span.offset()) {
                    self.open_variation();
                }
            }
            TokenKind::CloseParen => self.close_variation(),
            TokenKind::Nag => self.nag_element(),
            TokenKind::OpenBracket => self.bracket_in_movetext(),
            TokenKind::Annotation(_) => self.annotation_element(),
            TokenKind::Result(GameResult::Unknown, _)
                if self.glued_star_before_moves(span.offset()) =>
            {
                // `5254*` with more moves after it on the line: a stray `*`, not the game's end.
                self.stray(1);
            }
            TokenKind::Result(result, spelling) => {
                self.advance(span.len());
                return self.termination(span, result, spelling);
            }
            TokenKind::NullMove => self.null_move_element(span),
            TokenKind::Digits => self.digits(span),
            TokenKind::Dots => self.standalone_dots(),
            TokenKind::Letters => self.letters(span.offset()),
            TokenKind::Gloss => {
                let span = self.advance(span.len());
                self.unexpected_text(span, true);
            }
            TokenKind::Stray => {
                // `４１４２`, `１５．`: a move or a move number in full-width digits.
                let wide = self.text[span.offset()..]
                    .chars()
                    .next()
                    .is_some_and(|c| full_width_digit(c).is_some());
                if wide
                    && (self.mixed_numeric_move(span.offset())
                        || self.mixed_move_number(span.offset()))
                {
                    return Step::Continue;
                }
                match super::results::evaluation_glyph(self.text, span.offset()) {
                    Some((len, nag)) => self.evaluation_sign(len, nag),
                    None => self.stray(span.len()),
                }
            }
        }
        Step::Continue
    }

    /// ```abnf
    /// variation         = "(" [blank] [movetext [blank]] ")"
    /// ```
    fn open_variation(&mut self) {
        if self.levels.len() > MAX_VARIATION_DEPTH {
            self.too_deep_variation();
            return;
        }
        self.end_text_run();
        let open = self.advance(1);
        self.has_movetext = true;
        let parent = self.level();
        let start_count = parent.last_move_at.unwrap_or(parent.moves_before);
        let mut level = Level::new(open, start_count, Vec::new());
        level.diagnostics_before = self.diagnostics.len();
        self.levels.push(level);
    }

    fn close_variation(&mut self) {
        let close = self.advance(1);
        if self.levels.len() == 1 {
            self.report(messages::unmatched_parenthesis(close));
            self.push(Element::Invalid(Invalid {
                span: close,
                kind: InvalidKind::UnmatchedParenthesis,
                text: ")".into(),
            }));
            return;
        }
        self.pop_variation(Some(close));
    }

    /// Closes the innermost variation, at `close` or (when it is never closed) at its last
    /// element.
    pub(super) fn pop_variation(&mut self, close: Option<Span>) {
        self.end_text_run();
        let Some(level) = self.levels.pop() else {
            return;
        };
        self.dangling_number(level.pending_number);
        let end = close.map_or_else(
            || {
                level
                    .elements
                    .last()
                    .map_or(level.open.end(), |e| e.span().end())
            },
            Span::end,
        );
        let variation = Variation {
            span: Span::from_bounds(level.open.offset(), end),
            elements: level.elements,
            closed: close.is_some(),
        };
        if close.is_none() {
            // Without its `)` the line of moves inside is uncertain (a forgotten `)` or a stray
            // `(`): its move numbers were judged against the wrong count, so drop those reports.
            // Only the diagnostics reported since the `(`: scanning all of them at every
            // unclosed variation was quadratic.
            let inside = variation.span;
            let from = level.diagnostics_before.min(self.diagnostics.len());
            let mut since = self.diagnostics.split_off(from);
            since.retain(|d| !(d.code == Code::MoveNumberOutOfSequence && inside.contains(d.span)));
            self.diagnostics.append(&mut since);
            self.report(messages::unclosed_variation(level.open));
        }
        self.push(Element::Variation(variation));
    }

    fn nag_element(&mut self) {
        let Ok((rest, nag)) = moves::nag(self.lexer.input()) else {
            self.stray(1);
            return;
        };
        self.lexer.set_pos(offset_of(&rest));
        self.mark(nag.span);
        self.has_movetext = true;
        if nag.value > 255 {
            let written = nag.span.text(self.text).unwrap_or_default();
            self.report(messages::invalid_nag(nag.span, written));
            self.push(Element::Invalid(Invalid {
                span: nag.span,
                kind: InvalidKind::InvalidNag,
                text: format!("${}", nag.value),
            }));
        } else {
            self.push(Element::Nag(nag));
        }
    }

    fn annotation_element(&mut self) {
        match suffix_annotation(self.lexer.input()) {
            Ok((rest, annotation)) => {
                self.lexer.set_pos(offset_of(&rest));
                self.mark(annotation.span);
                self.push(Element::Annotation(annotation));
            }
            Err(_) => self.stray(1),
        }
    }

    /// The result at `span` (already consumed): the end of the game, or, inside a variation or
    /// before more moves of the line, a misplaced result.
    fn termination(&mut self, span: Span, result: GameResult, spelling: Spelling) -> Step {
        let text = span.text(self.text).unwrap_or_default();
        let standard = spelling == Spelling::Standard;
        if spelling == Spelling::NotAResult {
            self.report(messages::not_a_result(span, text, result));
        } else if !standard {
            // `5171½-½`: the standard spelling starts with a digit, so keep it apart from a move
            // glued before it.
            let before = self.text[..span.offset()].ends_with(|c: char| c.is_alphanumeric());
            let after = self.text[span.end()..].starts_with(|c: char| c.is_alphanumeric());
            let replacement = format!(
                "{}{}{}",
                if before { " " } else { "" },
                result.as_str(),
                if after { " " } else { "" }
            );
            self.report(messages::nonstandard_result(
                span,
                text,
                result,
                replacement,
            ));
        }
        if self.levels.len() > 1 && !self.lexer.close_paren_before_tag_line(span.end()) {
            // No `)` follows in the game: the variations were never closed, and this result
            // ends the game.
            while self.levels.len() > 1 {
                self.pop_variation(None);
            }
        }
        let misplaced = if self.levels.len() > 1 {
            self.report(messages::result_in_variation(span, text));
            Some(InvalidKind::ResultInVariation)
        } else if self.moves_follow_on_the_line(span.end()) {
            // `12. 5254 1-0 12... 5755`: more moves of this game follow on the same line, so
            // the result is misplaced rather than the end of the game.
            self.report(messages::misplaced_result(span, text, false));
            Some(InvalidKind::MisplacedResult)
        } else if self.game_goes_on_next_line(span.end()) {
            self.report(messages::misplaced_result(span, text, true));
            Some(InvalidKind::MisplacedResult)
        } else {
            None
        };
        if let Some(kind) = misplaced {
            self.push(Element::Invalid(Invalid {
                span,
                kind,
                text: text.to_string(),
            }));
            return Step::Continue;
        }
        let pending = self.levels[0].pending_number.take();
        self.dangling_number(pending);
        self.has_movetext = true;
        // A score or an evaluation names no result for sure: the game's result is unknown.
        let result = if spelling == Spelling::NotAResult {
            GameResult::Unknown
        } else {
            result
        };
        self.termination = Some(TerminationMarker {
            span,
            result,
            standard,
        });
        Step::End
    }

    /// A run of digits at `run`: a move number, a numeric move (maybe with a separator), or a
    /// run of the wrong length.
    fn digits(&mut self, run: Span) {
        let start = run.offset();
        if self.text_run.is_some() && self.label_number(run) {
            return;
        }
        if self.look_alike_digit_follows(run)
            && (self.mixed_numeric_move(start) || self.mixed_move_number(start))
        {
            return;
        }
        let digits = &self.text[start..run.end()];
        let len = run.len();
        let next = self.text.as_bytes().get(run.end()).copied();
        let dots_follow = next == Some(b'.') || self.text[run.end()..].starts_with('…');
        let (expected_number, _) = self.expected();
        if self.four_or_five_digit_move(run, next, dots_follow, expected_number) {
            return;
        }
        let value = moves::parse_number(digits);
        if self.numbered_digits(run, value, next, dots_follow, expected_number) {
            return;
        }
        if len == 2
            && let Ok((rest, numeric)) = moves::numeric_move(self.lexer.input())
        {
            self.lexer.set_pos(offset_of(&rest));
            self.numeric(start, numeric);
            return;
        }
        if len == 2
            && value != expected_number
            && let Some((end, numeric)) = moves::spaced_numeric_move(self.text, run)
        {
            self.lexer.set_pos(end);
            self.numeric(start, numeric);
            return;
        }
        self.lexer.set_pos(run.end());
        if len <= 3 && value == expected_number && self.may_stand_without_dots(run) {
            self.mark(run);
            self.judge_move_number(MoveNumber {
                span: run,
                number: value,
                dots: Dots::None,
            });
            return;
        }
        self.wrong_length(start, run, digits);
    }

    /// Whether a look-alike letter or an invisible character follows the digits at `run`.
    fn look_alike_digit_follows(&self, run: Span) -> bool {
        self.text[run.end()..].chars().next().is_some_and(|c| {
            look_alike_digit(c).is_some()
                || full_width_digit(c).is_some()
                || super::characters::hides_in_a_move(c)
        })
    }

    /// Whether the digits at `run` read as a numeric move of 4 or 5 digits (then read).
    fn four_or_five_digit_move(
        &mut self,
        run: Span,
        next: Option<u8>,
        dots_follow: bool,
        expected_number: u32,
    ) -> bool {
        let len = run.len();
        if len == 4
            && next.is_some_and(|b| {
                b == b'=' || promotion_digit_of_any_letter(char::from(b)).is_some()
            })
            && self.letter_promotion(run)
        {
            return true;
        }
        let digits = &self.text[run.offset()..run.end()];
        if (len == 4 || len == 5)
            && !(dots_follow && moves::parse_number(digits) == expected_number)
        {
            // The fast path of what fills archives: a plain numeric move.
            if let Some(numeric) = moves::plain_numeric_move(digits.as_bytes(), run.offset()) {
                self.lexer.set_pos(run.end());
                self.numeric(run.offset(), numeric);
                return true;
            }
        }
        false
    }

    /// Whether the digits at `run` read as a move number or stray digits (then read).
    fn numbered_digits(
        &mut self,
        run: Span,
        value: u32,
        next: Option<u8>,
        dots_follow: bool,
        expected_number: u32,
    ) -> bool {
        let len = run.len();
        // `12.)` as well as `12)`.
        let dotted = next == Some(b'.') && self.text.as_bytes().get(run.end() + 1) == Some(&b')');
        if len <= 3 && (next == Some(b')') || dotted) && self.paren_number(run, value, dotted) {
            return true;
        }
        if len <= 2 && self.stray_digits_before_a_move(run) {
            return true;
        }
        if len <= 3
            && let Some(end) = self.plain_white_number_end(run.end())
        {
            // The fast path of `12.` before White's move.
            let number = MoveNumber {
                span: Span::from_bounds(run.offset(), end),
                number: value,
                dots: Dots::One,
            };
            self.lexer.set_pos(end);
            self.mark(number.span);
            self.judge_move_number(number);
            return true;
        }
        if dots_follow
            && (len <= 3 || value > 99_999 || value == expected_number)
            && let Ok((rest, number)) = moves::move_number(self.lexer.input())
        {
            self.lexer.set_pos(offset_of(&rest));
            self.mark(number.span);
            self.judge_move_number(number);
            return true;
        }
        false
    }

    /// A numeric move whose digits hold letters that look like digits (`S756`, `7l63`: OCR and
    /// retyping) or invisible characters (`71\u{200B}63`, pasted from a web page), starting at
    /// `start`: read as the digits, with S040 for the letters (its fix writes the digits) and
    /// the invisible characters kept for S038. False (nothing read) unless 4 or 5 digits and
    /// letters, at least two of them real digits, stand alone as one word.
    pub(super) fn mixed_numeric_move(&mut self, start: usize) -> bool {
        // A move number's dots may stand right before it (`12.l625`).
        if !self.word_apart(start) && !self.text[..start].ends_with(['.', '…', FULL_WIDTH_STOP]) {
            return false;
        }
        let word = self.mixed_digits(start);
        if !self.reads_as_a_numeric_move(&word) {
            return false;
        }
        let MixedDigits {
            digits,
            letters,
            wide,
            invisible,
            end,
        } = word;
        let square = |i: usize| SquareDigits {
            span: Span::from_bounds(digits[i].0, digits[i + 1].0 + 1),
            file: digits[i].1,
            rank: digits[i + 1].1,
        };
        let numeric = NumericMove {
            from: square(0),
            to: square(2),
            promotion: digits.get(4).map(|&(at, digit)| PromotionDigit {
                span: Span::new(at, 1),
                digit,
            }),
            separator: None,
            spaced: false,
        };
        for (c, span) in invisible {
            self.keep_pasted(super::paste::Pasted::Invisible(c), span);
        }
        let read: String = digits.iter().map(|&(_, d)| char::from(b'0' + d)).collect();
        self.report_digits_written_otherwise(
            Span::from_bounds(start, end),
            &letters,
            &wide,
            &read,
            "move",
        );
        self.lexer.set_pos(end);
        self.numeric(start, numeric);
        true
    }

    /// A move number whose digits hold letters that look like digits (`l.`, `1O.`, `I2...`:
    /// OCR and retyping), starting at `start`: read as its number, with S040 for the letters
    /// (its fix writes the digits). False (nothing read) unless the word is 1 to 3 digits and
    /// letters, a letter among them, with its dots (`.`, `..`, `...` or `…`) right after it,
    /// its number is the one the count of the moves expects, and a move (digits, or a letter
    /// that looks like one) follows: `I. Nimzowitsch` stays text.
    pub(super) fn mixed_move_number(&mut self, start: usize) -> bool {
        let apart = self.word_apart(start);
        let word = self.mixed_digits(start);
        let MixedDigits {
            digits,
            letters,
            mut wide,
            invisible,
            end,
        } = word;
        if !apart
            || (letters.is_empty() && wide.is_empty())
            || !invisible.is_empty()
            || !(1..=3).contains(&digits.len())
        {
            return false;
        }
        let after = &self.text[end..];
        let (dots_len, dots) = if after.starts_with('…') {
            ('…'.len_utf8(), Dots::Ellipsis)
        } else if after.starts_with(FULL_WIDTH_STOP) && !wide.is_empty() {
            // `１５．`: the dot typed with the digits, a full stop of its own width.
            wide.push((Span::new(end, FULL_WIDTH_STOP.len_utf8()), '.'));
            (FULL_WIDTH_STOP.len_utf8(), Dots::One)
        } else {
            let len = after.bytes().take_while(|&b| b == b'.').count();
            (len, moves::dots_of(&after[..len]))
        };
        if dots_len == 0 {
            return false;
        }
        let number = digits.iter().fold(0, |n, &(_, d)| n * 10 + u32::from(d));
        let number_end = end + dots_len;
        let move_follows = self.text[number_end..]
            .trim_start_matches([' ', '\t'])
            .chars()
            .next()
            .is_some_and(|c| {
                c.is_ascii_digit() || look_alike_digit(c).is_some() || full_width_digit(c).is_some()
            });
        if number != self.expected().0 || !move_follows {
            return false;
        }
        let span = Span::from_bounds(start, number_end);
        self.report_digits_written_otherwise(span, &letters, &wide, &number.to_string(), "number");
        self.lexer.set_pos(number_end);
        self.mark(span);
        self.judge_move_number(MoveNumber { span, number, dots });
        true
    }

    /// The S040 of a word of `what` (`move`, `number`) at `span` read as `read`: for its
    /// look-alike `letters` (its `wide` digits fixed with them), else for its full-width digits;
    /// nothing when it has neither (only invisible characters, reported apart).
    fn report_digits_written_otherwise(
        &mut self,
        span: Span,
        letters: &[(Span, char, u8)],
        wide: &[(Span, char)],
        read: &str,
        what: &str,
    ) {
        let written = span.text(self.text).unwrap_or_default();
        if !letters.is_empty() {
            let report = messages::letter_for_digit(span, written, letters, wide, read, what);
            self.report(report);
        } else if !wide.is_empty() {
            self.report(messages::full_width_digits(span, written, wide, read, what));
        }
    }

    /// Whether a word with look-alike letters at `start` is a word of its own: glued to what
    /// stands before it (`0000Z084`, `--Z000`), it would read otherwise once printed with
    /// digits. A comment or a parenthesis ends the word before it (`{}l625`, `(l625`,
    /// `)l625`), as printers write a space there.
    fn word_apart(&self, start: usize) -> bool {
        self.text[..start]
            .chars()
            .next_back()
            .is_none_or(|c| super::characters::is_space(c) || matches!(c, '}' | '(' | ')'))
    }

    /// The digits, look-alike letters and invisible characters of the word at `start`.
    fn mixed_digits(&self, start: usize) -> MixedDigits {
        let mut digits: Vec<(usize, u8)> = Vec::new();
        let mut letters: Vec<(Span, char, u8)> = Vec::new();
        let mut wide: Vec<(Span, char)> = Vec::new();
        let mut invisible: Vec<(char, Span)> = Vec::new();
        let mut end = start;
        for (i, c) in self.text[start..].char_indices() {
            let at = start + i;
            if let Some(d) = c.to_digit(10) {
                digits.push((at, d as u8));
            } else if let Some(d) = full_width_digit(c) {
                digits.push((at, d));
                wide.push((Span::new(at, c.len_utf8()), char::from(b'0' + d)));
            } else if let Some(d) = look_alike_digit(c) {
                digits.push((at, d));
                letters.push((Span::new(at, c.len_utf8()), c, d));
            } else if super::characters::hides_in_a_move(c) && !digits.is_empty() {
                invisible.push((c, Span::new(at, c.len_utf8())));
            } else {
                break;
            }
            end = at + c.len_utf8();
        }
        // An invisible character after the last digit is not inside the move.
        while invisible.last().is_some_and(|(_, s)| s.end() == end) {
            end = invisible.pop().map_or(end, |(_, s)| s.offset());
        }
        MixedDigits {
            digits,
            letters,
            wide,
            invisible,
            end,
        }
    }

    /// Whether the word read by [`Self::mixed_digits`] is a numeric move.
    fn reads_as_a_numeric_move(&self, word: &MixedDigits) -> bool {
        let MixedDigits {
            digits,
            letters,
            wide,
            invisible,
            end,
        } = word;
        let delimited = self.text[*end..]
            .chars()
            .next()
            .is_none_or(|c| super::characters::is_space(c) || "{}();+#!?*".contains(c));
        let real = digits.len() - letters.len();
        // A letter in the place of the promotion digit that stands for no piece digit is a piece
        // letter of another language (`5254D`, German Dame), not a digit read wrong.
        let promotion_letter = letters.last().is_some_and(|&(span, _, d)| {
            digits.len() == 5 && span.offset() == digits[4].0 && !(1..=4).contains(&d)
        });
        !(promotion_letter
            || !delimited
            || !(4..=5).contains(&digits.len())
            || real < 2
            || (letters.is_empty() && wide.is_empty() && invisible.is_empty())
            // `O000`: written in digits, `0000` is a null move, not a move with letters.
            || (digits.len() == 4 && digits.iter().all(|&(_, d)| d == 0)))
    }

    /// `12. 1Rxc3`: a digit or two glued before a move in another notation (an OCR or typing
    /// slip); reported as stray and skipped, so that the move is read. False (nothing read)
    /// otherwise.
    fn stray_digits_before_a_move(&mut self, run: Span) -> bool {
        let after = self.lexer.input_at(run.end());
        let starts_move = self.text[run.end()..].starts_with(|c: char| c.is_ascii_uppercase())
            && super::algebraic::san_move(after).is_ok();
        if !starts_move {
            return false;
        }
        self.lexer.set_pos(run.end());
        self.mark(run);
        let text = run.text(self.text).unwrap_or_default();
        self.report(messages::stray_digits_before_move(run, text));
        self.push(Element::Invalid(Invalid {
            span: run,
            kind: InvalidKind::StrayCharacters,
            text: text.to_string(),
        }));
        true
    }

    /// `Move 1234 12. 2142`: a number right after words on its line (a message or game
    /// number), followed by the move number the count expects: part of the words, not a move.
    /// False (nothing read) otherwise.
    fn label_number(&mut self, run: Span) -> bool {
        let rest = &self.text[run.end()..];
        let gap = rest.len() - rest.trim_start_matches([' ', '\t']).len();
        if gap == 0 {
            return false;
        }
        let after = &rest[gap..];
        let digits = after.bytes().take_while(u8::is_ascii_digit).count();
        let (expected, _) = self.expected();
        let numbered = digits > 0
            && after[digits..].starts_with('.')
            && moves::parse_number(&after[..digits]) == expected;
        let after_words = matches!(
            self.levels.last().and_then(|l| l.elements.last()),
            Some(Element::Invalid(i)) if i.kind == InvalidKind::UnexpectedText
                && self.text[i.span.end()..run.offset()].bytes().all(|b| b == b' ' || b == b'\t')
        );
        if !(numbered && after_words) {
            return false;
        }
        self.lexer.set_pos(run.end());
        self.mark(run);
        self.unexpected_text(run, false);
        true
    }

    /// `(12)` at `open`: a move number written in parentheses, read as one written as in a
    /// list (`12)`) when no variation is open, it is the number the count expects, and a move
    /// follows (`(12) 5254`); not a variation holding a number. False (nothing read) otherwise.
    fn number_in_parentheses(&mut self, open: usize) -> bool {
        let rest = &self.text.as_bytes()[open + 1..];
        let digits = rest.iter().take_while(|b| b.is_ascii_digit()).count();
        if self.levels.len() > 1 || !(1..=3).contains(&digits) || rest.get(digits) != Some(&b')') {
            return false;
        }
        let after = &rest[digits + 1..];
        let move_follows = after
            .trim_ascii_start()
            .first()
            .is_some_and(u8::is_ascii_digit);
        let number = moves::parse_number(&self.text[open + 1..open + 1 + digits]);
        if !move_follows || after.first().is_some_and(|b| !b.is_ascii_whitespace()) {
            return false;
        }
        if number != self.expected().0 {
            return false;
        }
        let span = Span::new(open, digits + 2);
        self.lexer.set_pos(span.end());
        self.mark(span);
        self.judge_move_number(MoveNumber {
            span,
            number,
            dots: Dots::Paren,
        });
        true
    }

    /// `12)` or `12.)` (`dotted`): a move number written as in a numbered list, read as
    /// White's number when no variation is open (then the `)` would close nothing) and white
    /// space or the move's first digit follows (`12)5254`); Black's marker after it (`12) ...`,
    /// `12) …`) is part of it. False (nothing read) otherwise.
    fn paren_number(&mut self, run: Span, value: u32, dotted: bool) -> bool {
        let close = run.end() + usize::from(dotted);
        let after = self.text.as_bytes().get(close + 1);
        if self.levels.len() > 1
            || !after.is_none_or(|b| b.is_ascii_whitespace() || b.is_ascii_digit())
        {
            return false;
        }
        // Black's marker after it belongs to the number (its standard form is `12...`), on its
        // line or the next: printers may lay white space out anew.
        let mut end = close + 1;
        let rest = &self.text[end..];
        let marker = rest.trim_start_matches(|c: char| c.is_ascii_whitespace());
        let marker_len = if marker.starts_with("...") {
            marker.bytes().take_while(|&b| b == b'.').count()
        } else if marker.starts_with('…') {
            '…'.len_utf8()
        } else {
            0
        };
        if marker_len > 0 {
            end += rest.len() - marker.len() + marker_len;
        }
        let number = MoveNumber {
            span: Span::from_bounds(run.offset(), end),
            number: value,
            dots: Dots::Paren,
        };
        self.lexer.set_pos(number.span.end());
        self.mark(number.span);
        self.judge_move_number(number);
        true
    }

    /// When the digits of a move number end at `at` and one period follows that is not the
    /// start of Black's marker (`12..`, `12.…`, `12. ...`, `12. …`): the end of the period.
    /// What [`moves::move_number`] reads as `Dots::One`, without a parser per character.
    fn plain_white_number_end(&self, at: usize) -> Option<usize> {
        let bytes = self.text.as_bytes();
        if bytes.get(at) != Some(&b'.') {
            return None;
        }
        let mut next = at + 1;
        while matches!(bytes.get(next), Some(b' ' | b'\t')) {
            next += 1;
        }
        // `.` or the first byte of `…`; `12.)` is a number as in a list.
        (!matches!(bytes.get(next), Some(b'.' | 0xE2)) && bytes.get(at + 1) != Some(&b')'))
            .then_some(at + 1)
    }

    /// Judges a move number against the count of moves before it, and adds it.
    fn judge_move_number(&mut self, number: MoveNumber) {
        self.has_movetext = true;
        if let Some(pending) = self.level().pending_number.replace(number.span) {
            self.dangling_number(Some(pending));
        }
        let (expected, black) = self.expected();
        if number.number != expected || (number.dots.is_black() && !black) {
            self.contradicting_move_number(&number, expected, black);
        } else {
            self.level().unconfirmed_resync = None;
        }
        self.push(Element::MoveNumber(number));
    }

    /// Whether `number` fits the count as it was before the last resynchronisation (which the
    /// previous number caused): that number was a slip of the pen, and the count goes back.
    fn fits_count_before_resync(&mut self, number: &MoveNumber) -> bool {
        let Some(back) = self.level().unconfirmed_resync.take() else {
            return false;
        };
        let Ok(count) = u32::try_from(i64::from(self.level().moves_before) + back) else {
            return false;
        };
        let (expected, black) = self.expected_at(count);
        let fits = number.number == expected && number.dots.fits_side(black);
        if fits {
            self.level().moves_before = count;
        }
        fits
    }

    /// Whether nothing but placeholder dots, dashes or underscores and then the game's result
    /// (or the end of the text) follows `at`.
    fn only_the_result_follows(&self, at: usize) -> bool {
        let rest = self.text[at..].trim_start_matches(|c: char| {
            super::characters::is_space(c) || matches!(c, '.' | '…' | '_' | '-')
        });
        let word = rest
            .split(super::characters::is_space)
            .next()
            .unwrap_or_default();
        // The next game's start ends this one, as the end of the text does (a text cut at
        // game starts reads as the whole).
        let next_game =
            super::boundary::is_game_start(self.text.as_bytes(), self.text.len() - rest.len());
        next_game || matches!(word, "" | "*" | "1-0" | "0-1" | "1/2-1/2" | "½-½")
    }

    /// Reports a move number that contradicts the count of moves before it (which makes the
    /// next move `expected`, by Black when `black`).
    #[cold]
    fn contradicting_move_number(&mut self, number: &MoveNumber, expected: u32, black: bool) {
        if self.fits_count_before_resync(number) || self.only_the_result_follows(number.span.end())
        {
            // A number with no move after it (`2. .... *`, a template's placeholder): S023 says
            // so at the end of the game; its dots say nothing about whose move it was.
            return;
        }
        let game_start = self.levels.len() == 1 && self.levels[0].moves_before == 0;
        let numbered_by_tags = self.numbering.is_some();
        if game_start && self.numbered_from_elsewhere(number, expected, black) {
            return;
        }
        let written = number.span.text(self.text).unwrap_or_default();
        if game_start && number.dots.is_black() && !numbered_by_tags {
            // `1... 5755` opening a game that no tag pair says starts with Black's move: the
            // move stands where nothing comes before it. Take the numbering from here and mark
            // the move uncounted (it is not played; its line stops there).
            self.report(messages::black_first_without_setup(number.span, written));
            self.start_black = true;
            self.start_number = number.number;
            self.next_move_uncounted = true;
            return;
        }
        if self.levels.len() > 1
            && !self.level_has_moves()
            && number.dots.is_black()
            && number.number == expected
            && !black
        {
            // `4. 3647 ( 4... 5847 )`: Black's reply written as a variation of White's move.
            // The variation's moves follow no move of theirs: marked uncounted, not played.
            self.report(messages::reply_as_variation(number.span, written, expected));
            self.next_move_uncounted = true;
            self.resync(number);
            return;
        }
        let shift =
            if Some(number.number) == expected.checked_add(1) && black && !number.dots.is_black() {
                messages::Shift::BlackLeftOut
            } else if number.number.checked_add(1) == Some(expected)
                && !black
                && !number.dots.is_black()
                && self.level_has_moves()
            {
                messages::Shift::MoveWrittenTwice
            } else {
                messages::Shift::Other
            };
        self.report(messages::move_number_out_of_sequence(
            number.span,
            written,
            expected,
            black,
            shift,
        ));
        self.resync(number);
    }

    /// At the game's start, a first number that the count does not expect but that numbers the
    /// whole game from elsewhere: from 0 (`0. 2133`), from 1 after a start at 0, or from another
    /// number than the tags' (`1. 8171` where they start at 21). Reported once (or not at all
    /// for 1 after 0), and the count goes on from it. False (nothing done) otherwise.
    fn numbered_from_elsewhere(&mut self, number: &MoveNumber, expected: u32, black: bool) -> bool {
        let same_side = number.dots.is_black() == black;
        if number.number == 0 && expected == 1 && same_side {
            // `0. 2133 3736 1. 4244`, or `0... 5755 1. 7163` when the tags start the count with
            // Black: the moves are numbered from 0. One report; the numbers after it are counted
            // from this one.
            let written = number.span.text(self.text).unwrap_or_default();
            self.report(messages::numbered_from_zero(number.span, written, black));
            self.start_number = 0;
            return true;
        }
        if self.start_number == 0 && number.number == 1 && same_side {
            // A start at move 0 is read as 1 by programs: numbering from 1 is right too.
            self.start_number = 1;
            return true;
        }
        if self.numbering.is_some() && same_side {
            // `1. 8171` where the tags start the game at White's move 21: the whole game is
            // numbered from another number than theirs. One report; the numbers after it are
            // counted from this one.
            let written = number.span.text(self.text).unwrap_or_default();
            let first = format!("{expected}{}", if black { "..." } else { "." });
            self.report(messages::numbered_apart_from_tags(
                number.span,
                written,
                &first,
            ));
            self.start_number = number.number;
            return true;
        }
        false
    }

    /// Whether the current line holds a move before the position.
    fn level_has_moves(&self) -> bool {
        self.levels.last().is_some_and(|l| l.last_move_at.is_some())
    }

    /// After a move number that contradicts the count, the count picks up the written number,
    /// so that one missing or doubled move is one report, not one per later number (the move
    /// that does not fit is a matter of chess, not of syntax). A number before the game's start
    /// is not taken.
    fn resync(&mut self, number: &MoveNumber) {
        let black = match number.dots {
            Dots::None => self.expected().1,
            dots => dots.is_black(),
        };
        let half = (i64::from(number.number) - i64::from(self.start_number)) * 2 + i64::from(black)
            - i64::from(self.start_black);
        if let Ok(count) = u32::try_from(half) {
            let level = self.level();
            level.unconfirmed_resync = Some(i64::from(level.moves_before) - i64::from(count));
            level.moves_before = count;
        }
    }

    /// A `...` or `…` standing apart: the black-move marker of a preceding `12.`.
    fn standalone_dots(&mut self) {
        let Ok((rest, dots)) = ellipsis(self.lexer.input()) else {
            self.stray(1);
            return;
        };
        let span = span_of(&dots);
        let (_, black) = self.expected();
        // Two dots or more, or the ellipsis: what marks Black's move.
        let black_marker = dots.fragment().len() >= 2 || dots.fragment() == &"…";
        let level = self.levels.last_mut().expect("main line");
        if let Some(Element::MoveNumber(number)) = level.elements.last_mut()
            && matches!(number.dots, Dots::One | Dots::None)
            && level.pending_number == Some(number.span)
            && black_marker
        {
            // `12. ...` or `12 ...`: Black's move number, written apart.
            number.dots = Dots::Three;
            number.span = number.span.join(span);
            level.pending_number = Some(number.span);
            let merged = number.span;
            self.lexer.set_pos(offset_of(&rest));
            self.mark(span);
            // `2 ..` with no move after it: a placeholder of a template, left empty; the number
            // with no move is reported (S023), its dots are not a second mistake.
            let after =
                self.text[offset_of(&rest)..].trim_start_matches(super::characters::is_space);
            let move_follows = self.move_or_dots_at(self.text.len() - after.len());
            if !black && move_follows {
                let written = merged.text(self.text).unwrap_or_default();
                let (expected, _) = self.expected();
                self.report(messages::black_dots_on_white_move(
                    merged, written, expected,
                ));
            }
            return;
        }
        let white_move_before = matches!(level.elements.last(), Some(Element::Move(_)));
        // `12. ... ...`: the template's places of both moves after their number.
        let after_its_number = matches!(
            level.elements.last(),
            Some(Element::MoveNumber(n)) if level.pending_number == Some(n.span)
        );
        let placeholder = black_marker
            && ((black && white_move_before && level.pending_number.is_none()) || after_its_number);
        if placeholder {
            let end = offset_of(&rest);
            let after = self.text[end..].trim_start_matches(super::characters::is_space);
            let at = self.text.len() - after.len();
            let game_ends = after.is_empty()
                || after.starts_with('[')
                || moves::game_termination(self.lexer.input_at(at)).is_ok();
            if game_ends {
                // `3. 6125 ... *`: Black's move left empty at the end of the game, as a
                // template leaves it; kept as written, reported once as a warning (no move is
                // missing from the record).
                self.lexer.set_pos(end);
                self.mark(span);
                let written = dots.fragment().to_string();
                self.report(messages::placeholder_dots(span, &written));
                self.push(Element::Invalid(Invalid {
                    span,
                    kind: InvalidKind::StrayCharacters,
                    text: written,
                }));
                return;
            }
        }
        self.stray(dots.fragment().len());
    }

    /// Judges the digits of a numeric move (already consumed from `start`) and adds it.
    #[inline]
    fn numeric(&mut self, start: usize, numeric: NumericMove) {
        let error = self.judge_numeric(&numeric);
        self.numeric_moves += 1;
        self.finish_move_judged(start, MoveKind::Numeric(numeric), error);
    }

    /// Reports the digits of a numeric move that are out of range, and a move to its own square;
    /// true when it did.
    fn judge_numeric(&mut self, numeric: &NumericMove) -> bool {
        let digit = |d: u8| (1..=8).contains(&d);
        let (from, to) = (numeric.from, numeric.to);
        if digit(from.file)
            && digit(from.rank)
            && digit(to.file)
            && digit(to.rank)
            && numeric.promotion.is_none_or(|p| (1..=4).contains(&p.digit))
            && (from.file, from.rank) != (to.file, to.rank)
        {
            return false;
        }
        let mut error = false;
        let bad: Vec<SquareDigits> = [numeric.from, numeric.to]
            .into_iter()
            .filter(|s| !s.is_valid())
            .collect();
        if !bad.is_empty() {
            // One report per move, naming every digit outside 1-8 (`9999`, `5290`).
            self.report(messages::invalid_squares(numeric, &bad));
            error = true;
        }
        if let Some(promotion) = numeric.promotion
            && !(1..=4).contains(&promotion.digit)
        {
            self.report(messages::bad_promotion_digit(
                promotion.span,
                promotion.digit,
            ));
            error = true;
        }
        if !error && numeric.from.file == numeric.to.file && numeric.from.rank == numeric.to.rank {
            let chess960_castling = numeric.promotion.is_none()
                && matches!((numeric.from.file, numeric.from.rank), (3 | 7, 1 | 8));
            if numeric.short_promotion().is_none() && !chess960_castling {
                let square = format!("{}{}", numeric.from.file, numeric.from.rank);
                let span = numeric.from.span.join(numeric.to.span);
                self.report(messages::same_square(span, &square));
                error = true;
            }
        }
        error
    }

    /// A numeric move whose promotion piece is a letter (`6768Q`, `6768=q`) after its four
    /// digits at `run`: read as the promotion digit of that piece, with S029 and the 5-digit
    /// form as its fix. False (nothing read) when no such letter ends the move there.
    fn letter_promotion(&mut self, run: Span) -> bool {
        let after = &self.text[run.end()..];
        let marker = usize::from(after.starts_with('='));
        let Some(letter) = after[marker..].chars().next() else {
            return false;
        };
        let glued = after[marker + 1..].starts_with(|c: char| c.is_alphanumeric() || c == '_');
        // Another language's letter only where the digits go from the 7th to the 8th rank or
        // the 2nd to the 1st (`5254D` is a move and a word).
        let bytes = self.text.as_bytes();
        let to_last_rank = matches!(
            (bytes[run.offset() + 1], bytes[run.offset() + 3]),
            (b'7', b'8') | (b'2', b'1')
        );
        let letter_read = if to_last_rank {
            promotion_digit_of_any_letter(letter)
        } else {
            super::ast::promotion_digit_of_letter(letter)
        };
        let Some(digit) = letter_read.filter(|_| !glued) else {
            return false;
        };
        let digits = &self.text[run.offset()..run.end()];
        let Some(mut numeric) = moves::plain_numeric_move(digits.as_bytes(), run.offset()) else {
            return false;
        };
        let written = Span::new(run.end(), marker + 1);
        numeric.promotion = Some(PromotionDigit {
            span: Span::new(run.end() + marker, 1),
            digit: digit as u8 - b'0',
        });
        self.report(messages::promotion_letter(
            run.join(written),
            written,
            digits,
            digit,
        ));
        self.lexer.set_pos(written.end());
        self.numeric(run.offset(), numeric);
        true
    }

    fn wrong_length(&mut self, start: usize, span: Span, digits: &str) {
        self.report(messages::wrong_length(span, digits));
        self.numeric_moves += 1;
        self.finish_move_judged(start, MoveKind::WrongLength(digits.to_string()), true);
        if digits.len() == 8 {
            // Two moves written without a space (S004 says so): the move numbers after them
            // are counted from both, or a second such pair made each later number an S014.
            let level = self.level();
            level.last_move_at = Some(level.moves_before);
            level.moves_before += 1;
        }
    }

    /// Reads the check mark and suffix annotation glued to a move and adds the move (the move
    /// itself, from `start`, was read by the caller; `move` is a Rust keyword, so the rule lives
    /// here).
    ///
    /// ```abnf
    /// move              = numeric-move [check-mark] [suffix-annotation]
    /// ```
    pub(super) fn finish_move(&mut self, start: usize, kind: MoveKind) {
        self.finish_move_judged(start, kind, false);
    }

    /// [`GameParser::finish_move`] for a move the syntax layer found an `error` in: marked
    /// [`Move::syntax_error`].
    #[inline]
    fn finish_move_judged(&mut self, start: usize, kind: MoveKind, error: bool) {
        let (check, annotation) = self.move_suffix();
        let span = Span::from_bounds(start, self.offset());
        let syntax_error = self.count_move(span, error);
        self.level().elements.push(Element::Move(Move {
            span,
            kind,
            check,
            annotation,
            syntax_error,
        }));
    }

    /// Counts the move at `span` as the next move of its line, before it is pushed: it is
    /// movetext, it ends a run of text, and its number is no longer pending. Returns whether it
    /// gets [`Move::syntax_error`] (an `error` in it, or one just before it).
    #[inline]
    fn count_move(&mut self, span: Span, error: bool) -> bool {
        self.mark(span);
        self.has_movetext = true;
        let syntax_error = std::mem::take(&mut self.next_move_uncounted) || error;
        if self.text_run.is_some() {
            self.end_text_run();
        }
        let level = self.level();
        level.pending_number = None;
        level.last_move_at = Some(level.moves_before);
        level.moves_before += 1;
        syntax_error
    }

    /// The check mark and suffix annotation glued after a move, in either order.
    fn move_suffix(&mut self) -> (Option<CheckMark>, Option<SuffixAnnotation>) {
        let mut check = None;
        let mut annotation = None;
        for _ in 0..2 {
            match self.lexer.peek_byte() {
                Some(b'+' | b'#') if check.is_none() => {
                    if let Ok((rest, mark)) = check_mark(self.lexer.input()) {
                        self.lexer.set_pos(offset_of(&rest));
                        check = Some(mark);
                    }
                }
                Some(b'!' | b'?') if annotation.is_none() => {
                    if let Ok((rest, a)) = suffix_annotation(self.lexer.input()) {
                        self.lexer.set_pos(offset_of(&rest));
                        annotation = Some(a);
                    }
                }
                _ => break,
            }
        }
        (check, annotation)
    }
}

/// The promotion digit of a piece letter after a numeric move: English (`Q`, `R`, `B`, `N`, in
/// either case) or the capital initial of the piece in German, French or Spanish (`D` Dame,
/// Dama; `T` Turm, Tour, Torre; `L` Läufer, `F` Fou, `A` Alfil; `S` Springer, `C` Cavalier,
/// Caballo), as players of those languages write it.
fn promotion_digit_of_any_letter(letter: char) -> Option<char> {
    match letter {
        'D' => Some('1'),
        'T' => Some('2'),
        'L' | 'F' | 'A' => Some('3'),
        'S' | 'C' => Some('4'),
        _ => super::ast::promotion_digit_of_letter(letter),
    }
}

/// A word of digits mixed with look-alike letters or invisible characters.
struct MixedDigits {
    /// Each digit's offset and value (a letter's as the digit it looks like).
    digits: Vec<(usize, u8)>,
    /// The letters, with the digit each stands for.
    letters: Vec<(Span, char, u8)>,
    /// The full-width digits (and a move number's full-width stop), with the ASCII character
    /// each stands for.
    wide: Vec<(Span, char)>,
    invisible: Vec<(char, Span)>,
    /// Where the word ends.
    end: usize,
}
