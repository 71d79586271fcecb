//! Moves written in other notations than ICCF numeric notation: coordinate (UCI, long
//! algebraic), SAN with castling, and null moves. Their lexical rules, and what the parser
//! makes of them: errors in numeric mode (one for a whole game), nothing in algebraic mode
//! (`iccf convert --from pgn`), decided per game in auto mode.

use super::algebraic::{coordinate_move, descriptive_move, is_piece_letter, san_move, word};
use super::ast::{Element, MoveKind, NumericMove, SanMove};
use super::game::GameParser;
use super::input::{offset_of, span_of};
use super::messages;
use super::options::Notation;
use crate::codes::Code;
use crate::diagnostic::Diagnostic;
use crate::span::Span;

impl GameParser<'_, '_> {
    /// Whether the digits at `run` (the expected move number) may be a move number without
    /// dots: not right after another move number (`1. 1`), and where Black's move is due only
    /// when a move or dots follow (`1 5755`, `1 ... 5755`). Otherwise they are a move too short,
    /// which `fmt` keeps (a number with no move after it is dropped).
    pub(super) fn may_stand_without_dots(&self, run: Span) -> bool {
        let after_number = self
            .levels
            .last()
            .is_some_and(|l| l.pending_number.is_some());
        // Past any white space: a printer may put the move on the next line.
        let next = self.text[run.end()..].trim_start_matches(super::characters::is_space);
        !after_number && (!self.expected().1 || self.move_or_dots_at(self.text.len() - next.len()))
    }

    /// Whether a move (digits, or a SAN or coordinate move) or dots stand at `at`: what must
    /// follow a number without dots where Black's move is due for it to be a move number.
    pub(super) fn move_or_dots_at(&self, at: usize) -> bool {
        let rest = &self.text[at..];
        if rest.starts_with(['.', '…']) {
            return true;
        }
        let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
        if digits > 0 {
            // A numeric move, not a move number (`24 25.`) or another short number.
            return self.numeric_move_at(Span::new(at, digits)).is_some();
        }
        let input = self.lexer.input_at(at);
        san_move(input).is_ok() || coordinate_move(input).is_ok()
    }

    /// The numeric move the run of digits at `run` is read as (`5254`, `67681`, `52-54`), if
    /// any: not a move number (`1000.`) or a run of another length. Its squares may be outside
    /// 1-8.
    pub(super) fn numeric_move_at(&self, run: Span) -> Option<NumericMove> {
        match run.len() {
            4 | 5 if self.text.as_bytes().get(run.end()) != Some(&b'.') => {
                super::moves::plain_numeric_move(
                    &self.text.as_bytes()[run.offset()..run.end()],
                    run.offset(),
                )
            }
            2 => super::moves::numeric_move(self.lexer.input_at(run.offset()))
                .ok()
                .map(|(_, numeric)| numeric),
            _ => None,
        }
    }

    /// A null move token.
    pub(super) fn null_move_element(&mut self, span: Span) {
        let text = span.text(self.text).unwrap_or_default().to_string();
        let diagnostic = self
            .wants_notation_diagnostics()
            .then(|| messages::null_move(span, &text));
        self.lexer.set_pos(span.end());
        self.other_notation(span.offset(), MoveKind::Null(text), diagnostic);
    }

    /// Words starting with a letter (or castling with zeros): coordinate or algebraic moves, or
    /// text.
    pub(super) fn letters(&mut self, start: usize) {
        let input = self.lexer.input_at(start);
        if let Ok((rest, coordinate)) = coordinate_move(input) {
            self.lexer.set_pos(offset_of(&rest));
            let span = Span::new(start, coordinate.text.len());
            let diagnostic = self
                .wants_notation_diagnostics()
                .then(|| messages::coordinate_move(&coordinate, span));
            self.other_notation(start, MoveKind::Coordinate(coordinate), diagnostic);
            return;
        }
        if let Ok((rest, (text, castling))) = san_move(input) {
            self.lexer.set_pos(offset_of(&rest));
            let span = span_of(&text);
            let (_, black) = self.expected();
            let san = SanMove {
                text: text.fragment().to_string(),
                castling_king_side: castling,
            };
            if castling.is_none()
                && let Some(spelling) = messages::promotion_spelling(&san, span)
            {
                self.algebraic_diagnostics.push(spelling);
            }
            let diagnostic = self
                .wants_notation_diagnostics()
                .then(|| messages::san_move(&san.text, castling, black, span));
            self.other_notation(start, MoveKind::San(san), diagnostic);
            if castling.is_some() {
                self.widen_castling_diagnostic(start);
            }
            return;
        }
        if self
            .text
            .get(start..)
            .and_then(|rest| rest.chars().next())
            .is_some_and(|c| super::characters::look_alike_digit(c).is_some())
            && (self.mixed_numeric_move(start) || self.mixed_move_number(start))
        {
            // `S756`, `l625`: a numeric move with a letter for its first digit; `l.`, `I2.`:
            // a move number.
            return;
        }
        if self.glued_san_moves(start) {
            return;
        }
        if let Some(len) = self.text.get(start..).and_then(descriptive_move) {
            // `P-K4`, `N-KB3`: English descriptive notation.
            let span = Span::new(start, len);
            self.lexer.set_pos(span.end());
            let text = span.text(self.text).unwrap_or_default().to_string();
            self.descriptive_moves += 1;
            let diagnostic = self
                .wants_notation_diagnostics()
                .then(|| messages::descriptive_move(&text, span));
            let san = SanMove {
                text,
                castling_king_side: None,
            };
            self.other_notation(start, MoveKind::San(san), diagnostic);
            return;
        }
        if self.prose_line(start) {
            return;
        }
        let Ok((rest, found)) = word(input) else {
            self.stray(self.peek().map_or(1, char::len_utf8));
            return;
        };
        self.lexer.set_pos(offset_of(&rest));
        let span = span_of(&found);
        self.mark(span);
        self.unexpected_text(span, false);
    }

    /// Two SAN moves without a space between them (`Nxd4Bb4`, OCR or a lost space): read as the
    /// two moves, with one S006 naming both. False (nothing read) otherwise.
    fn glued_san_moves(&mut self, start: usize) -> bool {
        let word_end = word(self.lexer.input_at(start)).map_or(start, |(rest, _)| offset_of(&rest));
        let word_text = &self.text[start..word_end];
        // Split before a piece letter or castling, after the first move's rank digit.
        let split = word_text.char_indices().skip(2).find_map(|(i, c)| {
            let after_rank = word_text[..i].ends_with(|d: char| ('1'..='8').contains(&d));
            if !(after_rank && (is_piece_letter(c) || c == 'O')) {
                return None;
            }
            let first = nom_locate::LocatedSpan::new_extra(&word_text[..i], start);
            let whole_first = san_move(first).is_ok_and(|(rest, _)| rest.fragment().is_empty());
            let second = san_move(self.lexer.input_at(start + i)).is_ok();
            (whole_first && second).then_some(start + i)
        });
        let Some(split) = split else {
            return false;
        };
        let first_text = self.text[start..split].to_string();
        let diagnostic = self.wants_notation_diagnostics().then(|| {
            messages::glued_san_moves(
                Span::from_bounds(start, word_end),
                &self.text[start..word_end],
                split - start,
            )
        });
        self.lexer.set_pos(split);
        self.other_notation(
            start,
            MoveKind::San(SanMove {
                text: first_text,
                castling_king_side: None,
            }),
            diagnostic,
        );
        // The second move is read as any move in another notation, without a diagnostic of
        // its own.
        let input = self.lexer.input_at(split);
        if let Ok((rest, (text, castling))) = san_move(input) {
            self.lexer.set_pos(offset_of(&rest));
            let san = SanMove {
                text: text.fragment().to_string(),
                castling_king_side: castling,
            };
            self.other_notation(split, MoveKind::San(san), None);
        }
        true
    }

    /// Widens the castling diagnostic of the move that starts at `start` to the whole move, its
    /// check mark and annotation included (`O-O+`, `0-0-0!`): the numeric form replaces them all.
    fn widen_castling_diagnostic(&mut self, start: usize) {
        let end = self.offset();
        if let Some(last) = self.notation_diagnostics.last_mut()
            && last.code == Code::CastlingNotation
            && last.span.offset() == start
        {
            last.span = Span::from_bounds(start, end);
        }
    }

    /// Whether the diagnostics of moves in other notations may be reported (not in algebraic
    /// mode, where they are the expected notation: not even built).
    fn wants_notation_diagnostics(&self) -> bool {
        self.options.notation != Notation::Algebraic
    }

    fn other_notation(&mut self, start: usize, kind: MoveKind, diagnostic: Option<Diagnostic>) {
        self.other_notation_moves += 1;
        self.notation_diagnostics.extend(diagnostic);
        self.finish_move(start, kind);
    }

    /// Decides what the moves in other notations mean for this game: errors in numeric mode
    /// (collapsed into one when the whole game is algebraic), nothing in algebraic mode, and
    /// per game in auto mode.
    pub(super) fn finish_notation(&mut self) {
        if self.notation_diagnostics.is_empty() && self.algebraic_diagnostics.is_empty() {
            return;
        }
        let algebraic = match self.options.notation {
            Notation::Numeric => false,
            Notation::Algebraic => true,
            Notation::Auto => self.other_notation_moves > self.numeric_moves,
        };
        if algebraic {
            self.notation_diagnostics.clear();
            let spellings = std::mem::take(&mut self.algebraic_diagnostics);
            self.diagnostics.extend(spellings);
            return;
        }
        // In numeric notation the SAN move is the error; how it spells its promotion is moot.
        self.algebraic_diagnostics.clear();
        let mut diagnostics = std::mem::take(&mut self.notation_diagnostics);
        for level in &mut self.levels {
            mark_other_notation(&mut level.elements);
        }
        let whole_game =
            self.other_notation_moves >= 3 && self.other_notation_moves > self.numeric_moves;
        if whole_game {
            let coordinate = diagnostics.iter().all(|d| d.code == Code::CoordinateMove);
            let descriptive = self.descriptive_moves * 2 > self.other_notation_moves;
            let first = diagnostics.remove(0);
            let total = self.other_notation_moves + self.numeric_moves;
            self.report(messages::whole_game_in_other_notation(
                first.span,
                coordinate,
                descriptive,
                self.other_notation_moves,
                total,
            ));
        } else {
            self.diagnostics.extend(diagnostics);
        }
    }
}

/// Sets `syntax_error` on every move written in another notation, variations included.
fn mark_other_notation(elements: &mut [Element]) {
    for element in elements {
        match element {
            Element::Move(m)
                if !matches!(m.kind, MoveKind::Numeric(_) | MoveKind::WrongLength(_)) =>
            {
                m.syntax_error = true;
            }
            Element::Variation(v) => mark_other_notation(&mut v.elements),
            _ => {}
        }
    }
}
