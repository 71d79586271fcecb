//! The game parser: reads a transcript game by game, builds the tree, judges what the lexical
//! rules read, and recovers after every error so that each mistake gets one diagnostic and
//! nothing else in the file is lost.
//!
//! Structure rules of `grammar/transcript.abnf` live here (`transcript`, `game`, `tag_section`,
//! `movetext`, `element`, `variation`, `blank`); the lexical ones in [`super::rules`].

use std::collections::HashMap;

use super::ast::{
    CoordinateMove, Dots, Element, EscapeLine, Game, GameResult, Invalid, InvalidKind, Move,
    MoveKind, MoveNumber, NumericMove, SanMove, TagPair, TerminationMarker, Trivia, TriviaKind,
    Variation,
};
use super::rules::{
    self, Input, RawTagPair, RawTagValue, byte_order_mark, span_of, split_at, whitespace,
};
use super::{Notation, ParseOptions};
use crate::codes::Code;
use crate::diagnostic::Diagnostic;
use crate::span::Span;

/// Variations nested deeper than this are read as part of the enclosing line, with an error, so
/// that hostile input cannot exhaust the stack of any recursive walk of the tree.
pub const MAX_VARIATION_DEPTH: usize = 64;

/// One game as read by the syntax layer, with its diagnostics.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct ParsedGame {
    /// The 1-based position of the game in its file.
    pub index: usize,
    /// The tree.
    pub game: Game,
    /// The syntax diagnostics of this game, in source order.
    pub diagnostics: Vec<Diagnostic>,
}

/// An iterator over the games of a transcript, parsing one game per step, so that archives of
/// any size stream through with the memory of one game. Created by [`super::games`].
///
/// Spans are byte offsets into the whole text given to [`super::games`]. After the last game,
/// [`Games::trailing_trivia`] holds the whitespace and escape lines at the end of the text.
#[derive(Clone, Debug)]
pub struct Games<'a> {
    text: &'a str,
    cursor: Input<'a>,
    options: ParseOptions,
    games_read: usize,
    trailing_trivia: Vec<Trivia>,
    done: bool,
}

impl<'a> Games<'a> {
    pub(crate) fn new(text: &'a str, options: ParseOptions) -> Self {
        Self {
            text,
            cursor: Input::new(text),
            options,
            games_read: 0,
            trailing_trivia: Vec::new(),
            done: false,
        }
    }

    /// The whitespace and escape lines after the last game (empty until the iterator is done).
    pub fn trailing_trivia(&self) -> &[Trivia] {
        &self.trailing_trivia
    }

    /// Takes the trailing trivia out of a finished iterator.
    pub fn into_trailing_trivia(self) -> Vec<Trivia> {
        self.trailing_trivia
    }

    /// Trivia before a game: a byte-order mark at the start of the text, whitespace runs, and
    /// escape lines in column 1.
    fn leading_trivia(&mut self) -> Vec<Trivia> {
        let mut trivia = Vec::new();
        loop {
            if self.cursor.location_offset() == 0
                && let Ok((rest, bom)) = byte_order_mark(self.cursor)
            {
                trivia.push(trivia_of(TriviaKind::ByteOrderMark, &bom));
                self.cursor = rest;
                continue;
            }
            if let Ok((rest, ws)) = whitespace(self.cursor) {
                trivia.push(trivia_of(TriviaKind::Whitespace, &ws));
                self.cursor = rest;
                continue;
            }
            if at_line_start(self.text, self.cursor.location_offset())
                && let Ok((rest, line)) = rules::escape_line(self.cursor)
            {
                trivia.push(trivia_of(TriviaKind::EscapeLine, &line));
                self.cursor = rest;
                continue;
            }
            return trivia;
        }
    }
}

impl Iterator for Games<'_> {
    type Item = ParsedGame;

    fn next(&mut self) -> Option<ParsedGame> {
        if self.done {
            return None;
        }
        let leading = self.leading_trivia();
        if self.cursor.fragment().is_empty() {
            self.trailing_trivia = leading;
            self.done = true;
            return None;
        }
        let parser = GameParser::new(self.text, self.cursor, self.options);
        let (game, diagnostics, rest) = parser.game(leading);
        self.cursor = rest;
        self.games_read += 1;
        Some(ParsedGame {
            index: self.games_read,
            game,
            diagnostics,
        })
    }
}

fn trivia_of(kind: TriviaKind, input: &Input) -> Trivia {
    Trivia {
        kind,
        span: span_of(input),
        text: input.fragment().to_string(),
    }
}

/// Whether byte `offset` of `text` is in column 1: at the start of the text, after a
/// byte-order mark at the start, or after a line end (`\n` or `\r`).
fn at_line_start(text: &str, offset: usize) -> bool {
    offset == 0
        || matches!(text.as_bytes().get(offset - 1), Some(b'\n' | b'\r'))
        || (offset == 3 && text.starts_with('\u{feff}'))
}

/// Whether a tag-pair line starts here: `[` then a letter or digit.
fn starts_tag_line(input: &Input) -> bool {
    let bytes = input.fragment().as_bytes();
    bytes.first() == Some(&b'[') && bytes.get(1).is_some_and(u8::is_ascii_alphanumeric)
}

/// One open line of moves: the main line or a variation.
struct Level {
    elements: Vec<Element>,
    /// The `(` of a variation (unused for the main line).
    open: Span,
    /// Plies counted from the game's start to the next move of this line.
    ply: u32,
    /// The ply of the last move of this line, which a following variation replaces.
    last_move_ply: Option<u32>,
    /// A move number not yet followed by a move.
    pending_number: Option<Span>,
}

impl Level {
    fn new(open: Span, ply: u32) -> Self {
        Self {
            elements: Vec::new(),
            open,
            ply,
            last_move_ply: None,
            pending_number: None,
        }
    }
}

/// The state of the parse of one game.
struct GameParser<'a> {
    /// The whole text (spans are offsets into it).
    text: &'a str,
    cursor: Input<'a>,
    options: ParseOptions,
    diagnostics: Vec<Diagnostic>,
    /// Diagnostics of moves in another notation; what is reported depends on the notation mode.
    notation_diagnostics: Vec<Diagnostic>,
    tags: Vec<TagPair>,
    levels: Vec<Level>,
    termination: Option<TerminationMarker>,
    start_number: u32,
    start_black: bool,
    /// Set once the game has movetext (a move, number, comment, NAG or variation).
    has_movetext: bool,
    /// The next move gets `syntax_error` (its position is unknown: see `move_number`).
    skip_next_move_on_board: bool,
    first_start: Option<usize>,
    last_end: usize,
    numeric_moves: usize,
    other_notation_moves: usize,
    /// Index in `diagnostics` of the last unexpected-text diagnostic, to merge adjacent words.
    last_text_diagnostic: Option<usize>,
}

/// What [`GameParser::element`] found.
enum Step {
    Continue,
    End,
}

impl<'a> GameParser<'a> {
    fn new(text: &'a str, cursor: Input<'a>, options: ParseOptions) -> Self {
        Self {
            text,
            cursor,
            options,
            diagnostics: Vec::new(),
            notation_diagnostics: Vec::new(),
            tags: Vec::new(),
            levels: vec![Level::new(Span::default(), 0)],
            termination: None,
            start_number: 1,
            start_black: false,
            has_movetext: false,
            skip_next_move_on_board: false,
            first_start: None,
            last_end: cursor.location_offset(),
            numeric_moves: 0,
            other_notation_moves: 0,
            last_text_diagnostic: None,
        }
    }

    fn offset(&self) -> usize {
        self.cursor.location_offset()
    }

    fn at_line_start(&self) -> bool {
        at_line_start(self.text, self.offset())
    }

    fn rest(&self) -> &'a str {
        self.cursor.fragment()
    }

    fn peek(&self) -> Option<char> {
        self.rest().chars().next()
    }

    /// Consumes `len` bytes and returns them.
    fn advance(&mut self, len: usize) -> Input<'a> {
        let (rest, taken) = split_at(self.cursor, len);
        self.cursor = rest;
        self.mark(span_of(&taken));
        taken
    }

    /// Records that `span` belongs to this game.
    fn mark(&mut self, span: Span) {
        self.first_start.get_or_insert(span.offset);
        self.last_end = self.last_end.max(span.end());
    }

    fn report(&mut self, diagnostic: Diagnostic) {
        self.diagnostics.push(diagnostic);
    }

    fn level(&mut self) -> &mut Level {
        self.levels
            .last_mut()
            .expect("the main line is always open")
    }

    fn push(&mut self, element: Element) {
        if !matches!(element, Element::Invalid(_)) {
            self.last_text_diagnostic = None;
        }
        self.level().elements.push(element);
    }

    /// The move number and colour (true = Black) of the move at `ply`.
    fn expected_at(&self, ply: u32) -> (u32, bool) {
        let half = ply + u32::from(self.start_black);
        (self.start_number.saturating_add(half / 2), half % 2 == 1)
    }

    fn expected(&self) -> (u32, bool) {
        let ply = self.levels.last().map_or(0, |l| l.ply);
        self.expected_at(ply)
    }

    /// ```abnf
    /// game              = [tag-section blank] [movetext blank] game-termination
    /// ```
    ///
    /// Also reads a game without a result, ended by the next tag-pair section, a `1.` starting a
    /// line, or the end of the input:
    ///
    /// ```abnf
    /// open-game         = tag-section [blank movetext] / movetext
    ///                   ; the last game of a file may lack its result (a warning)
    /// ```
    fn game(mut self, leading_trivia: Vec<Trivia>) -> (Game, Vec<Diagnostic>, Input<'a>) {
        self.tag_section();
        self.movetext();
        self.finish_levels();
        self.finish_tags();
        self.finish_notation();
        if self.termination.is_none() && !self.tags.is_empty() && self.has_movetext {
            let at = Span::new(self.last_end, 0);
            self.report(
                Diagnostic::new(
                    Code::MissingTerminationMarker,
                    at,
                    "the game ends without a result",
                )
                .with_label("expected 1-0, 0-1, 1/2-1/2 or * here")
                .with_help(
                    "end the moves with the result: 1-0, 0-1, 1/2-1/2, or * for a game in progress",
                ),
            );
        }
        let start = self.first_start.unwrap_or(self.last_end);
        let root = self.levels.pop().map(|l| l.elements).unwrap_or_default();
        let game = Game {
            span: Span::from_bounds(start, self.last_end),
            leading_trivia,
            tags: self.tags,
            movetext: root,
            termination: self.termination,
        };
        let mut diagnostics = self.diagnostics;
        diagnostics.sort_by_key(|d| (d.span.offset, d.span.len));
        (game, diagnostics, self.cursor)
    }

    /// ```abnf
    /// tag-section       = tag-pair *(blank tag-pair)
    /// ```
    fn tag_section(&mut self) {
        loop {
            let before = self.cursor;
            let escapes = self.blank();
            if self.peek() == Some('[') && !self.rest().starts_with("[%") {
                self.push_escapes(escapes);
                self.tag_pair();
            } else {
                self.cursor = before;
                break;
            }
        }
        self.start_from_fen();
    }

    /// Reads the move number and side to move of the first move from the FEN tag (fields 2 and
    /// 6), when there is one. The board checks the FEN itself.
    fn start_from_fen(&mut self) {
        let Some(fen) = self
            .tags
            .iter()
            .find(|t| t.name.eq_ignore_ascii_case("FEN"))
        else {
            return;
        };
        let fields: Vec<&str> = fen.value.split_whitespace().collect();
        self.start_black = fields.get(1) == Some(&"b");
        self.start_number = fields
            .get(5)
            .and_then(|n| n.parse::<u32>().ok())
            .filter(|&n| n > 0)
            .unwrap_or(1);
    }

    fn tag_pair(&mut self) {
        if self.rest().starts_with("[[")
            && self.rest()[2..].starts_with(|c: char| c.is_ascii_alphanumeric())
        {
            // `[[Event "x"]`: one bracket too many; the tag pair after it is read.
            let extra = span_of(&self.advance(1));
            self.report(
                Diagnostic::new(
                    Code::MalformedTagPair,
                    extra,
                    "the tag pair opens with two brackets",
                )
                .with_label("one [ too many")
                .with_help(
                    "a tag pair reads [Name \"value\"] with one [, as in [White \"Smith, John\"]",
                ),
            );
        }
        let Ok((rest, raw)) = rules::tag_pair(self.cursor) else {
            // `[` alone: a stray character.
            self.stray(1);
            return;
        };
        self.cursor = rest;
        self.mark(raw.span);
        if let Some(tag) = self.tag_pair_with_extra_text(&raw) {
            self.tags.push(tag);
            return;
        }
        let tag = self.judge_tag_pair(&raw);
        self.tags.push(tag);
    }

    /// A tag pair read up to its value, followed by more text and then `]` on the same line
    /// (`[Event "x" "y"]`), or whose quoted value goes on over the next line up to `"]`: one
    /// diagnostic, and the whole tag pair consumed through its `]`.
    fn tag_pair_with_extra_text(&mut self, raw: &RawTagPair) -> Option<TagPair> {
        if raw.close.is_some() {
            return None;
        }
        let RawTagValue::Quoted {
            span: value_span,
            content,
            terminated,
        } = &raw.value
        else {
            return None;
        };
        let rest = self.rest();
        let line_end = rest.find(['\n', '\r']).unwrap_or(rest.len());
        let (through, message, label) = if *terminated {
            let close = rest[..line_end].find(']')?;
            let extra = rest[..close].trim();
            if extra.contains(['{', '}', '[', ';']) {
                return None;
            }
            (
                close + 1,
                format!("unexpected text `{extra}` in the tag pair after its value"),
                "expected ] after the value",
            )
        } else {
            // The value runs on: look for its closing `"]` on the next line.
            let next_line_start = line_end + rest[line_end..].find(|c| c != '\n' && c != '\r')?;
            if next_line_start - line_end > 2 {
                return None;
            }
            let next_line_end = rest[next_line_start..]
                .find(['\n', '\r'])
                .map_or(rest.len(), |e| next_line_start + e);
            let line = &rest[next_line_start..next_line_end];
            let quote = line.find('"')?;
            let after = line[quote + 1..].trim_start_matches([' ', '\t']);
            if !after.starts_with(']') {
                return None;
            }
            let close = next_line_start + quote + 1 + (line[quote + 1..].len() - after.len());
            (
                close + 1,
                "the tag value runs over two lines".to_string(),
                "the value's closing quote is on the next line",
            )
        };
        let taken = self.advance(through);
        let span = raw.span.join(span_of(&taken));
        let name = raw.name.fragment().to_string();
        let mut value = rules::unescape_tag_value(content.fragment());
        let mut value_span = *value_span;
        if !*terminated {
            let tail = &taken.fragment()[..through - 1];
            let tail = tail.trim_end().trim_end_matches('"').trim();
            value = format!("{value} {tail}");
            value_span = Span::from_bounds(value_span.offset, span.end() - 1);
        }
        self.report(
            Diagnostic::new(Code::MalformedTagPair, span, message)
                .with_label(label)
                .with_help(
                    "a tag pair reads [Name \"value\"] on one line, as in [White \"Smith, John\"]",
                ),
        );
        Some(TagPair {
            span,
            name_span: span_of(&raw.name),
            name,
            value,
            value_span,
        })
    }

    /// Checks a tag pair read by [`rules::tag_pair`] and reports what is malformed.
    fn judge_tag_pair(&mut self, raw: &RawTagPair) -> TagPair {
        let name = raw.name.fragment().to_string();
        let name_span = span_of(&raw.name);
        let example = "[White \"Smith, John\"]";
        if name.is_empty() {
            self.report(
                Diagnostic::new(
                    Code::MalformedTagPair,
                    Span::new(raw.span.offset, 1),
                    "tag pair without a name",
                )
                .with_label("expected a tag name after [")
                .with_help(format!(
                    "a tag pair reads [Name \"value\"], as in {example}"
                )),
            );
        } else if !is_valid_tag_name(&name) {
            self.report(
                Diagnostic::new(Code::MalformedTagPair, name_span, format!("invalid tag name `{name}`"))
                    .with_label("letters, digits and _ only")
                    .with_help("a tag name is made of letters, digits and underscores and starts with a letter or digit (PGN standard, section 8.1)"),
            );
        }
        let (value, value_span) = match &raw.value {
            RawTagValue::Quoted {
                span,
                content,
                terminated,
            } => {
                if !terminated {
                    self.report(
                        Diagnostic::new(
                            Code::MalformedTagPair,
                            *span,
                            "the tag value has no closing quote",
                        )
                        .with_label("expected \" at the end of the value")
                        .with_help(format!(
                            "end the value with a double quote, as in {example}"
                        )),
                    );
                }
                (rules::unescape_tag_value(content.fragment()), *span)
            }
            RawTagValue::Unquoted { span, content } => {
                self.report(
                    Diagnostic::new(
                        Code::MalformedTagPair,
                        *span,
                        format!(
                            "the tag value `{}` is not in double quotes",
                            content.fragment()
                        ),
                    )
                    .with_label("expected \"...\"")
                    .with_help(format!("put the value in double quotes, as in {example}")),
                );
                (content.fragment().to_string(), *span)
            }
            RawTagValue::Missing { at } => {
                if !name.is_empty() {
                    self.report(
                        Diagnostic::new(
                            Code::MalformedTagPair,
                            name_span,
                            format!("the tag `{name}` has no value"),
                        )
                        .with_label("expected a value in double quotes after the name")
                        .with_help(format!(
                            "write the value in double quotes (\"?\" if unknown), as in {example}"
                        )),
                    );
                }
                (String::new(), Span::new(*at, 0))
            }
        };
        if raw.close.is_none() {
            let end = raw.span.end();
            let read = raw.span.text(self.text).unwrap_or_default();
            let last_len = read.chars().next_back().map_or(0, char::len_utf8);
            let last = Span::new(end - last_len, last_len);
            self.report(
                Diagnostic::new(
                    Code::MalformedTagPair,
                    last,
                    "the tag pair is not closed with ]",
                )
                .with_label("expected ] after this")
                .with_help(format!("end the tag pair with ], as in {example}")),
            );
        }
        TagPair {
            span: raw.span,
            name,
            name_span,
            value,
            value_span,
        }
    }

    /// Reports each tag name that appears more than once, at its second appearance.
    fn finish_tags(&mut self) {
        let mut seen: HashMap<&str, (usize, Span)> = HashMap::new();
        let mut repeats: Vec<(Span, Span, String)> = Vec::new();
        for tag in &self.tags {
            let entry = seen.entry(tag.name.as_str()).or_insert((0, tag.name_span));
            entry.0 += 1;
            if entry.0 == 2 {
                repeats.push((tag.name_span, entry.1, tag.name.clone()));
            }
        }
        let counts: HashMap<String, usize> = seen
            .iter()
            .map(|(name, (count, _))| ((*name).to_string(), *count))
            .collect();
        for (second, first, name) in repeats {
            let count = counts.get(&name).copied().unwrap_or(2);
            let times = if count == 2 {
                "twice".to_string()
            } else {
                format!("{count} times")
            };
            self.report(
                Diagnostic::new(Code::DuplicateTag, second, format!("the tag `{name}` appears {times} in this game"))
                    .with_label("repeated here")
                    .with_related(first, "first here")
                    .with_help("keep one of them: programs that read PGN keep only one value, and not always the same"),
            );
        }
    }

    fn push_escapes(&mut self, escapes: Vec<EscapeLine>) {
        for escape in escapes {
            self.mark(escape.span);
            self.push(Element::EscapeLine(escape));
        }
    }

    /// Skips white space and returns the escape lines found in it (not yet added to the tree,
    /// since they belong to the next game if this one ends here).
    ///
    /// ```abnf
    /// blank             = 1*(WSP / line-end [escape-line])
    /// ```
    fn blank(&mut self) -> Vec<EscapeLine> {
        let mut escapes = Vec::new();
        loop {
            if let Ok((rest, _)) = whitespace(self.cursor) {
                self.cursor = rest;
                continue;
            }
            if self.peek() == Some('%')
                && self.at_line_start()
                && let Ok((rest, line)) = rules::escape_line(self.cursor)
            {
                escapes.push(EscapeLine {
                    span: span_of(&line),
                    text: line.fragment().to_string(),
                });
                self.cursor = rest;
                continue;
            }
            return escapes;
        }
    }

    /// ```abnf
    /// movetext          = element *(blank element)
    /// ```
    fn movetext(&mut self) {
        loop {
            let before = self.cursor;
            let escapes = self.blank();
            let Some(c) = self.peek() else {
                self.cursor = before;
                return;
            };
            let line_start = self.at_line_start();
            if line_start && starts_tag_line(&self.cursor) {
                if self.has_movetext {
                    self.cursor = before;
                    return;
                }
                self.push_escapes(escapes);
                self.tag_pair();
                continue;
            }
            if line_start && c == '1' && self.starts_new_game() {
                self.cursor = before;
                return;
            }
            self.push_escapes(escapes);
            if let Step::End = self.element() {
                return;
            }
        }
    }

    /// Whether the `*` under the cursor is glued to the move before it and followed, on the
    /// same line, by more moves or numbers: then it is a stray character, not a result.
    fn glued_star_before_moves(&self) -> bool {
        let offset = self.offset();
        let glued = matches!(
            self.levels.last().and_then(|l| l.elements.last()),
            Some(Element::Move(m)) if m.span.end() == offset
        );
        let after = self.rest()[1..].trim_start_matches([' ', '\t']);
        glued && after.starts_with(|c: char| c.is_ascii_digit())
    }

    /// Whether a `)` follows in the rest of this game (up to a line that starts a tag pair): a
    /// result inside a variation whose `)` follows is a result written inside the variation;
    /// without one, the variations were never closed and the result ends the game.
    fn closing_parenthesis_ahead(&self) -> bool {
        let rest = self.rest().as_bytes();
        for (i, &b) in rest.iter().enumerate() {
            match b {
                b')' => return true,
                b'\n' | b'\r'
                    if rest.get(i + 1) == Some(&b'[')
                        && rest.get(i + 2).is_some_and(u8::is_ascii_alphanumeric) =>
                {
                    return false;
                }
                _ => {}
            }
        }
        false
    }

    /// Whether the rest of the line after a result goes on with this game: the next word is the
    /// move number this game's count of moves expects, or a numeric move glued to the result.
    fn moves_follow_on_the_line(&self) -> bool {
        let rest = self.rest();
        let line = rest.find(['\n', '\r']).map_or(rest, |end| &rest[..end]);
        let after = line.trim_start_matches([' ', '\t']);
        let skipped = line.len() - after.len();
        let digits = after.bytes().take_while(u8::is_ascii_digit).count();
        if digits == 0 {
            return false;
        }
        let next = after.as_bytes().get(digits).copied();
        if matches!(next, Some(b'.')) || after[digits..].starts_with('…') {
            // The number that continues this game's count (a new game would start at 1).
            let (expected, _) = self.expected();
            let cursor = split_at(self.cursor, skipped).0;
            return expected > 1
                && matches!(rules::move_number(cursor), Ok((_, n)) if n.number == expected);
        }
        // A numeric move glued to the result (`*2836`); after a space it may start a new game.
        skipped == 0 && matches!(digits, 4 | 5) && !next.is_some_and(|b| b.is_ascii_alphanumeric())
    }

    /// Whether a `1.` at the start of a line begins a new game: the main line already has
    /// moves and the next move is not move 1. (Lists of separate examples, one per line.)
    fn starts_new_game(&self) -> bool {
        // Only in games without tags: lists of separate examples, one per line. In a game with
        // a tag-pair section a `1.` is a wrong move number.
        if !self.tags.is_empty()
            || self.levels.len() != 1
            || self.levels[0].ply == 0
            || self.expected().0 == 1
        {
            return false;
        }
        matches!(rules::move_number(self.cursor), Ok((_, n)) if n.number == 1 && n.dots == Dots::One)
    }

    /// ```abnf
    /// element           = [move-number *WSP] move / nag / suffix-annotation / comment / variation
    /// ```
    fn element(&mut self) -> Step {
        let Some(c) = self.peek() else {
            return Step::End;
        };
        match c {
            '{' => self.comment_element(true),
            ';' => self.comment_element(false),
            '(' => self.open_variation(),
            ')' => self.close_variation(),
            '$' => self.nag_element(),
            '[' => self.bracket_in_movetext(),
            '!' | '?' => self.annotation_element(),
            _ => return self.token(),
        }
        Step::Continue
    }

    /// ```abnf
    /// comment           = brace-comment / line-comment
    /// ```
    fn comment_element(&mut self, brace: bool) {
        let start = self.cursor;
        let parsed = if brace {
            rules::brace_comment(self.cursor)
        } else {
            rules::line_comment(self.cursor)
        };
        let Ok((rest, mut comment)) = parsed else {
            self.stray(1);
            return;
        };
        self.cursor = rest;
        let nested = comment.terminated && comment.text.contains('{');
        let resumed = if brace && (!comment.terminated || nested) {
            self.resume_point(&comment.text, !nested)
        } else {
            None
        };
        if let Some(resume) = resumed {
            // The brace was never closed: the moves start again at `resume` (bytes into the
            // text), so end the comment before them and read them as moves.
            let kept = comment.text[..resume].trim_end().len();
            let (_, text) = split_at(split_at(start, 1).0, kept);
            comment = rules::comment_node(
                Span::new(start.location_offset(), 1 + kept),
                super::ast::CommentKind::Brace,
                text,
                false,
            );
            self.cursor = split_at(start, 1 + resume).0;
        }
        self.mark(comment.span);
        if !comment.terminated {
            let until = if resumed.is_some() {
                "the next move"
            } else if self.rest().is_empty() {
                "the end of the file"
            } else {
                "the next game's tag pairs"
            };
            self.report(
                Diagnostic::new(
                    Code::UnterminatedComment,
                    Span::new(comment.span.offset, 1),
                    "this comment is never closed",
                )
                .with_label("{ opens a comment with no closing }")
                .with_help(format!(
                    "add }} where the comment ends; the comment was read up to {until}"
                )),
            );
        }
        self.has_movetext = true;
        self.push(Element::Comment(comment));
    }

    /// Where the moves start again inside the text of a `{` comment that was never closed (or
    /// holds another `{`, which PGN does not allow): the byte offset of the first word that is
    /// a numeric move, the next move number, or (when `results` is set) a standard result.
    fn resume_point(&self, text: &str, results: bool) -> Option<usize> {
        let (expected, _) = self.expected();
        let mut offset = 0;
        for word in text.split_inclusive(char::is_whitespace) {
            // A `)` may close the variation right after the move.
            let token = word.trim_end().trim_end_matches(')');
            let at = offset;
            offset += word.len();
            if !text[..at].is_empty() && !text[..at].ends_with(char::is_whitespace) {
                continue;
            }
            let digits: &str = token.trim_end_matches(['.', '…']);
            let is_number = digits.len() < token.len()
                && !digits.is_empty()
                && digits.len() <= 3
                && digits.bytes().all(|b| b.is_ascii_digit())
                && digits.parse::<u32>().ok() == Some(expected);
            let b = token.as_bytes();
            let square = |f: u8, r: u8| (b'1'..=b'8').contains(&f) && (b'1'..=b'8').contains(&r);
            let is_move = (b.len() == 4 || (b.len() == 5 && (b'1'..=b'4').contains(&b[4])))
                && square(b[0], b[1])
                && square(b[2], b[3]);
            let is_result = results && matches!(token, "1-0" | "0-1" | "1/2-1/2" | "*");
            if is_number || is_move || is_result {
                return Some(at);
            }
        }
        None
    }

    /// ```abnf
    /// variation         = "(" [blank] [movetext [blank]] ")"
    /// ```
    fn open_variation(&mut self) {
        if self.levels.len() > MAX_VARIATION_DEPTH {
            self.too_deep_variation();
            return;
        }
        let open = span_of(&self.advance(1));
        self.has_movetext = true;
        let parent = self.level();
        let start_ply = parent.last_move_ply.unwrap_or(parent.ply);
        self.levels.push(Level::new(open, start_ply));
    }

    /// A `(` beyond [`MAX_VARIATION_DEPTH`]: the whole variation, up to its matching `)` (or the
    /// end of the game), is kept as text with one diagnostic, and not read as moves.
    fn too_deep_variation(&mut self) {
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
        let taken = self.advance(end.max(1));
        let span = span_of(&taken);
        self.has_movetext = true;
        self.report(
            Diagnostic::new(
                Code::VariationTooDeep,
                Span::new(span.offset, 1),
                format!("variations nested more than {MAX_VARIATION_DEPTH} deep"),
            )
            .with_label(format!("variation {} levels deep", MAX_VARIATION_DEPTH + 1))
            .with_help(
                "this variation and everything inside it were kept as text, not read as moves; real annotations never nest this deep, so check the parentheses",
            ),
        );
        self.push(Element::Invalid(Invalid {
            span,
            kind: InvalidKind::UnexpectedText,
            text: taken.fragment().to_string(),
        }));
    }

    fn close_variation(&mut self) {
        let close = span_of(&self.advance(1));
        if self.levels.len() == 1 {
            self.report(
                Diagnostic::new(
                    Code::UnmatchedParenthesis,
                    close,
                    "this ) closes no variation",
                )
                .with_label("no ( is open here")
                .with_help(
                    "add the missing ( before the first move of the variation, or delete the )",
                ),
            );
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
    fn pop_variation(&mut self, close: Option<Span>) {
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
            span: Span::from_bounds(level.open.offset, end),
            elements: level.elements,
            closed: close.is_some(),
        };
        if close.is_none() {
            // Without its `)` the line of moves inside is uncertain (a forgotten `)` or a stray
            // `(`): its move numbers were judged against the wrong count, so drop those reports.
            let inside = variation.span;
            self.diagnostics
                .retain(|d| !(d.code == Code::MoveNumberOutOfSequence && inside.contains(d.span)));
            self.report(
                Diagnostic::new(
                    Code::UnclosedVariation,
                    level.open,
                    "this variation is never closed",
                )
                .with_label("( opens a variation with no closing )")
                .with_help("add ) after the last move of the variation; the moves after ( were not checked on the board"),
            );
        }
        self.push(Element::Variation(variation));
    }

    fn finish_levels(&mut self) {
        while self.levels.len() > 1 {
            self.pop_variation(None);
        }
        let pending = self.levels[0].pending_number.take();
        self.dangling_number(pending);
    }

    fn dangling_number(&mut self, pending: Option<Span>) {
        if let Some(number) = pending {
            self.report(
                Diagnostic::new(
                    Code::DanglingMoveNumber,
                    number,
                    "move number with no move after it",
                )
                .with_label("no move follows this number")
                .with_help("add the missing move, or delete the number"),
            );
        }
    }

    fn nag_element(&mut self) {
        match rules::nag(self.cursor) {
            Ok((rest, nag)) => {
                self.cursor = rest;
                self.mark(nag.span);
                self.has_movetext = true;
                if nag.value > 255 {
                    self.report(
                        Diagnostic::new(Code::InvalidNag, nag.span, format!("NAG `{}` is out of range", nag.span.text(self.text).unwrap_or_default()))
                            .with_label("NAGs are $0 to $255")
                            .with_help("use a NAG from $0 to $255 ($1 good move, $2 mistake, $3 brilliant, $4 blunder, $5 interesting, $6 dubious), or write the remark in { } braces"),
                    );
                    let text = format!("${}", nag.value);
                    self.push(Element::Invalid(Invalid {
                        span: nag.span,
                        kind: InvalidKind::InvalidNag,
                        text,
                    }));
                } else {
                    self.push(Element::Nag(nag));
                }
            }
            Err(_) => self.stray(1),
        }
    }

    fn annotation_element(&mut self) {
        match rules::suffix_annotation(self.cursor) {
            Ok((rest, annotation)) => {
                self.cursor = rest;
                self.mark(annotation.span);
                self.push(Element::Annotation(annotation));
            }
            Err(_) => self.stray(1),
        }
    }

    /// A `[` inside movetext but not starting a tag-pair line: a misplaced tag pair, or a stray
    /// bracket.
    fn bracket_in_movetext(&mut self) {
        if let Ok((rest, raw)) = rules::tag_pair(self.cursor) {
            let well_formed = is_valid_tag_name(raw.name.fragment())
                && matches!(
                    raw.value,
                    RawTagValue::Quoted {
                        terminated: true,
                        ..
                    }
                )
                && raw.close.is_some();
            if well_formed {
                self.cursor = rest;
                self.mark(raw.span);
                let text = raw.span.text(self.text).unwrap_or_default().to_string();
                self.report(
                    Diagnostic::new(Code::MisplacedTagPair, raw.span, "tag pair among the moves")
                        .with_label("tag pairs belong before the moves")
                        .with_help("move this tag pair to the top of the game, before the first move, each on its own line"),
                );
                self.push(Element::Invalid(Invalid {
                    span: raw.span,
                    kind: InvalidKind::MisplacedTagPair,
                    text,
                }));
                return;
            }
        }
        self.stray(1);
    }

    /// Everything that starts with something other than a delimiter: results, moves, move
    /// numbers, words and stray characters.
    fn token(&mut self) -> Step {
        let start = self.cursor;
        let bytes = self.rest().as_bytes();
        let first = bytes.first().copied().unwrap_or(b' ');
        let second = bytes.get(1).copied().unwrap_or(b' ');
        // Cheap byte checks keep the common path (a numeric move) from trying every rule.
        let may_be_result = matches!(
            (first, second),
            (b'1', b'-' | b'/' | b':') | (b'0', b'-' | b':') | (b'*' | 0xC2, _)
        );
        if first == b'*' && self.glued_star_before_moves() {
            // `5254*` with more moves after it on the line: a stray `*`, not the game's end.
            self.stray(1);
            return Step::Continue;
        }
        if may_be_result
            && let Ok((rest, (span, result, standard))) = rules::game_termination(self.cursor)
        {
            self.cursor = rest;
            self.mark(span);
            return self.termination(span, result, standard, start);
        }
        if matches!(first, b'-' | b'Z' | b'0')
            && let Ok((rest, null)) = rules::null_move(self.cursor)
        {
            self.cursor = rest;
            let text = null.fragment().to_string();
            let diagnostic = Diagnostic::new(Code::NullMove, span_of(&null), format!("null move `{text}`"))
                .with_label("passes the turn without moving")
                .with_help("a null move is not a chess move: write the move that was played, or put the analysis in a ( ) variation");
            self.other_notation(start, MoveKind::Null(text), diagnostic);
            return Step::Continue;
        }
        let c = self.peek().unwrap_or(' ');
        if c == '0' && self.san_token(start) {
            return Step::Continue;
        }
        if c.is_ascii_digit() {
            self.digits(start);
        } else if c == '.' || c == '…' {
            self.standalone_dots();
        } else if c.is_alphabetic() || "♔♕♖♗♘♙♚♛♜♝♞♟".contains(c) {
            self.letters(start);
        } else if let Ok((rest, gloss)) = rules::gloss(self.cursor) {
            self.cursor = rest;
            self.mark(span_of(&gloss));
            self.unexpected_text(span_of(&gloss), gloss.fragment(), true);
        } else {
            let len = rules::stray_characters(self.cursor)
                .map_or_else(|_| c.len_utf8(), |(_, s)| s.fragment().len());
            self.stray(len);
        }
        Step::Continue
    }

    fn termination(
        &mut self,
        span: Span,
        result: GameResult,
        standard: bool,
        start: Input<'a>,
    ) -> Step {
        let text = &start.fragment()[..span.len];
        if !standard {
            let fixed = result.as_str();
            // `5171½-½`: the standard spelling starts with a digit, so keep it apart from a move
            // glued before it.
            let before = self.text[..span.offset].ends_with(|c: char| c.is_alphanumeric());
            let after = self.text[span.end()..].starts_with(|c: char| c.is_alphanumeric());
            let replacement = format!(
                "{}{fixed}{}",
                if before { " " } else { "" },
                if after { " " } else { "" }
            );
            self.report(
                Diagnostic::new(
                    Code::NonstandardResult,
                    span,
                    format!("non-standard result `{text}`"),
                )
                .with_label(format!("read as {fixed}"))
                .with_help(format!(
                    "write `{fixed}`: PGN allows only 1-0, 0-1, 1/2-1/2 and *"
                ))
                .with_fix(span, replacement),
            );
        }
        if self.levels.len() > 1 && !self.closing_parenthesis_ahead() {
            // No `)` follows in the game: the variations were never closed, and this result
            // ends the game.
            while self.levels.len() > 1 {
                self.pop_variation(None);
            }
        }
        if self.levels.len() > 1 {
            self.report(
                Diagnostic::new(
                    Code::ResultInVariation,
                    span,
                    format!("result `{text}` inside a variation"),
                )
                .with_label("a variation cannot end the game")
                .with_help(
                    "delete it, or write the remark as a comment such as { and White wins }",
                ),
            );
            self.push(Element::Invalid(Invalid {
                span,
                kind: InvalidKind::ResultInVariation,
                text: text.to_string(),
            }));
            return Step::Continue;
        }
        if self.moves_follow_on_the_line() {
            // `12. 5254 1-0 12... 5755`: more moves of this game follow on the same line, so
            // the result is misplaced rather than the end of the game.
            self.report(
                Diagnostic::new(
                    Code::MisplacedResult,
                    span,
                    format!("result `{text}` in the middle of the game"),
                )
                .with_label("more moves follow on this line")
                .with_help(
                    "the result goes after the last move of the game: move it there, or delete it",
                ),
            );
            self.push(Element::Invalid(Invalid {
                span,
                kind: InvalidKind::MisplacedResult,
                text: text.to_string(),
            }));
            return Step::Continue;
        }
        let pending = self.levels[0].pending_number.take();
        self.dangling_number(pending);
        self.has_movetext = true;
        self.termination = Some(TerminationMarker {
            span,
            result,
            standard,
        });
        Step::End
    }

    /// A run of digits: a move number, a numeric move (maybe with a separator), or a run of the
    /// wrong length.
    fn digits(&mut self, start: Input<'a>) {
        let Ok((after_run, run)) = rules::digit_run(self.cursor) else {
            return;
        };
        let len = run.fragment().len();
        let next = after_run.fragment().chars().next();
        let (expected_number, _) = self.expected();
        let value: u32 = run.fragment().parse().unwrap_or(u32::MAX);
        if matches!(next, Some('.') | Some('…'))
            && (len <= 3 || value > 99_999 || value == expected_number)
            && let Ok((rest, number)) = rules::move_number(self.cursor)
        {
            self.cursor = rest;
            self.mark(number.span);
            self.move_number(number);
            return;
        }
        if (len == 2 || len == 4 || len == 5)
            && let Ok((rest, numeric)) = rules::numeric_move(self.cursor)
        {
            self.cursor = rest;
            self.numeric(start, numeric);
            return;
        }
        if len <= 3 && value == expected_number {
            self.cursor = after_run;
            let span = span_of(&run);
            self.mark(span);
            self.move_number(MoveNumber {
                span,
                number: value,
                dots: Dots::None,
            });
            return;
        }
        self.cursor = after_run;
        self.wrong_length(start, span_of(&run), run.fragment());
    }

    /// Judges a move number against the count of moves before it.
    fn move_number(&mut self, number: MoveNumber) {
        self.has_movetext = true;
        let pending = self.level().pending_number.replace(number.span);
        self.dangling_number(pending);
        let (expected, black) = self.expected();
        let contradicts = number.number != expected || (number.dots.is_black() && !black);
        let game_start = self.levels.len() == 1 && self.levels[0].ply == 0;
        let no_fen = !self.tags.iter().any(|t| t.name.eq_ignore_ascii_case("FEN"));
        if contradicts && game_start && no_fen && number.dots.is_black() {
            // `1... 5755` opening a game: the position before Black's move is unknown. Take
            // the numbering from here, and let the board skip the move (its line stops there).
            let written = number.span.text(self.text).unwrap_or_default().to_string();
            self.report(
                Diagnostic::new(
                    Code::MoveNumberOutOfSequence,
                    number.span,
                    format!("the game starts with Black's move `{written}` but has no FEN tag"),
                )
                .with_label("the position before this move is unknown")
                .with_help("add the position before Black's move as [SetUp \"1\"] and [FEN \"...\"] tags, or start the game with White's move 1; the moves of this game were not checked on the board"),
            );
            self.start_black = true;
            self.start_number = number.number;
            self.skip_next_move_on_board = true;
            self.push(Element::MoveNumber(number));
            return;
        }
        if contradicts {
            let written = number.span.text(self.text).unwrap_or_default().to_string();
            let wanted = if black {
                format!("{expected}...")
            } else {
                format!("{expected}.")
            };
            let side = if black { "Black" } else { "White" };
            let hint = if Some(number.number) == expected.checked_add(1) && black {
                " A move by Black may be missing before it."
            } else if number.number.checked_add(1) == Some(expected)
                && !black
                && !number.dots.is_black()
            {
                " A move may be written twice before it."
            } else {
                ""
            };
            self.report(
                Diagnostic::new(
                    Code::MoveNumberOutOfSequence,
                    number.span,
                    format!("move number {written} does not match the moves before it: expected {wanted}"),
                )
                .with_label(format!("expected {wanted}"))
                .with_help(format!(
                    "the moves before this number make the next move {side}'s move {expected}: write `{wanted}`, or correct the moves before it if one is missing or doubled.{hint}"
                )),
            );
        }
        self.push(Element::MoveNumber(number));
    }

    /// A `...` or `…` standing apart: the black-move marker of a preceding `12.`.
    fn standalone_dots(&mut self) {
        let Ok((rest, dots)) = rules::ellipsis(self.cursor) else {
            self.stray(1);
            return;
        };
        let span = span_of(&dots);
        let (_, black) = self.expected();
        let level = self.levels.last_mut().expect("main line");
        if let Some(Element::MoveNumber(number)) = level.elements.last_mut()
            && matches!(number.dots, Dots::One | Dots::None)
            && level.pending_number == Some(number.span)
            && (dots.fragment().len() >= 2 || dots.fragment() == &"…")
        {
            // `12. ...` or `12 ...`: Black's move number, written apart.
            number.dots = Dots::Three;
            number.span = number.span.join(span);
            level.pending_number = Some(number.span);
            let merged = number.clone();
            self.cursor = rest;
            self.mark(span);
            if !black {
                let written = merged.span.text(self.text).unwrap_or_default().to_string();
                let (expected, _) = self.expected();
                self.report(
                    Diagnostic::new(
                        Code::MoveNumberOutOfSequence,
                        merged.span,
                        format!("move number {written} does not match the moves before it: expected {expected}."),
                    )
                    .with_label(format!("expected {expected}."))
                    .with_help(format!("the moves before this number make the next move White's move {expected}: write `{expected}.`")),
                );
            }
            return;
        }
        self.stray(dots.fragment().len());
    }

    fn numeric(&mut self, start: Input<'a>, numeric: NumericMove) {
        let mut problems = Vec::new();
        for square in [numeric.from, numeric.to] {
            if !square.is_valid() {
                let (which, digit) = if (1..=8).contains(&square.file) {
                    ("rank", square.rank)
                } else {
                    ("file", square.file)
                };
                let spelled = format!("{}{}", square.file, square.rank);
                problems.push(
                    Diagnostic::new(Code::InvalidSquare, square.span, format!("square {spelled} does not exist: the {which} digit is {digit}"))
                        .with_label(format!("{which} {digit} is not on the board"))
                        .with_help("files and ranks are numbered 1 to 8 (a1 = 11, e2 = 52, h8 = 88); check these digits on your scoresheet"),
                );
            }
        }
        if let Some(promotion) = numeric.promotion
            && !(1..=4).contains(&promotion.digit)
        {
            problems.push(
                    Diagnostic::new(Code::BadPromotionDigit, promotion.span, format!("promotion digit {} is not a piece", promotion.digit))
                        .with_label("expected 1, 2, 3 or 4")
                        .with_help("the fifth digit names the new piece: 1 = queen, 2 = rook, 3 = bishop, 4 = knight"),
                );
        }
        if problems.is_empty()
            && numeric.from.file == numeric.to.file
            && numeric.from.rank == numeric.to.rank
        {
            let chess960_castling = numeric.promotion.is_none()
                && matches!((numeric.from.file, numeric.from.rank), (3 | 7, 1 | 8));
            if numeric.short_promotion().is_none() && !chess960_castling {
                let square = format!("{}{}", numeric.from.file, numeric.from.rank);
                problems.push(
                    Diagnostic::new(Code::SameSquare, numeric.from.span.join(numeric.to.span), format!("the move goes from {square} to {square}"))
                        .with_label("from-square and to-square are the same")
                        .with_help("a piece must move to another square; one of the two squares was probably copied wrongly"),
                );
            }
        }
        let error = !problems.is_empty();
        for problem in problems {
            self.report(problem);
        }
        self.numeric_moves += 1;
        self.finish_move(start, MoveKind::Numeric(numeric));
        if error {
            self.mark_last_move_error();
        }
    }

    fn wrong_length(&mut self, start: Input<'a>, span: Span, digits: &str) {
        let count = digits.len();
        let help = if count == 6 && digits[2..4] == digits[4..6] {
            format!(
                "the to-square seems to be written twice: did you mean `{}`?",
                &digits[..4]
            )
        } else if count == 8 {
            format!(
                "two moves without a space between them? `{} {}`",
                &digits[..4],
                &digits[4..]
            )
        } else if count < 4 {
            "a digit is missing: a move is the from-square and the to-square, two digits each (e2-e4 = 5254), and a fifth digit only for a promotion".to_string()
        } else {
            "a move is the from-square and the to-square, two digits each (e2-e4 = 5254), and a fifth digit only for a promotion; check for an extra digit".to_string()
        };
        let plural = if count == 1 { "" } else { "s" };
        self.report(
            Diagnostic::new(Code::WrongMoveLength, span, format!("move `{digits}` has {count} digit{plural}; a numeric move has 4, or 5 with a promotion digit"))
                .with_label(format!("{count} digit{plural}"))
                .with_help(help),
        );
        self.numeric_moves += 1;
        self.finish_move(start, MoveKind::WrongLength(digits.to_string()));
        self.mark_last_move_error();
    }

    /// Words starting with a letter: coordinate or algebraic moves, or text.
    fn letters(&mut self, start: Input<'a>) {
        if let Ok((rest, coordinate)) = rules::coordinate_move(self.cursor) {
            self.cursor = rest;
            let diagnostic = coordinate_diagnostic(
                &coordinate,
                span_of(&split_at(start, coordinate.text.len()).1),
            );
            self.other_notation(start, MoveKind::Coordinate(coordinate), diagnostic);
            return;
        }
        if self.san_token(start) {
            return;
        }
        let Ok((rest, word)) = rules::word(self.cursor) else {
            self.stray(self.peek().map_or(1, char::len_utf8));
            return;
        };
        self.cursor = rest;
        self.mark(span_of(&word));
        self.unexpected_text(span_of(&word), word.fragment(), false);
    }

    /// Reads a move in algebraic notation (castling with zeros included) at `start`, if one is
    /// there.
    fn san_token(&mut self, start: Input<'a>) -> bool {
        let Ok((rest, (text, castling))) = rules::san_move(self.cursor) else {
            return false;
        };
        self.cursor = rest;
        let span = Span::new(start.location_offset(), text.len());
        let (_, black) = self.expected();
        let diagnostic = san_diagnostic(&text, castling, black, span);
        let san = SanMove {
            text,
            castling_king_side: castling,
        };
        self.other_notation(start, MoveKind::San(san), diagnostic);
        true
    }

    fn other_notation(&mut self, start: Input<'a>, kind: MoveKind, diagnostic: Diagnostic) {
        self.other_notation_moves += 1;
        self.notation_diagnostics.push(diagnostic);
        self.finish_move(start, kind);
    }

    /// Reads the check mark and suffix annotation glued to a move and adds the move (the move
    /// itself was read by the caller; `move` is a Rust keyword, so the rule lives here).
    ///
    /// ```abnf
    /// move              = numeric-move [check-mark] [suffix-annotation]
    /// ```
    fn finish_move(&mut self, start: Input<'a>, kind: MoveKind) {
        let mut check = None;
        let mut annotation = None;
        for _ in 0..2 {
            match self.rest().as_bytes().first() {
                Some(b'+' | b'#') if check.is_none() => {
                    if let Ok((rest, mark)) = rules::check_mark(self.cursor) {
                        self.cursor = rest;
                        check = Some(mark);
                    }
                }
                Some(b'!' | b'?') if annotation.is_none() => {
                    if let Ok((rest, a)) = rules::suffix_annotation(self.cursor) {
                        self.cursor = rest;
                        annotation = Some(a);
                    }
                }
                _ => break,
            }
        }
        let span = Span::from_bounds(start.location_offset(), self.offset());
        self.mark(span);
        self.has_movetext = true;
        let syntax_error = std::mem::take(&mut self.skip_next_move_on_board);
        let level = self.level();
        level.pending_number = None;
        level.last_move_ply = Some(level.ply);
        level.ply += 1;
        self.push(Element::Move(Move {
            span,
            kind,
            check,
            annotation,
            syntax_error,
        }));
    }

    fn mark_last_move_error(&mut self) {
        if let Some(Element::Move(m)) = self.level().elements.last_mut() {
            m.syntax_error = true;
        }
    }

    /// Reports words that are not notation; adjacent words on one line become one diagnostic.
    fn unexpected_text(&mut self, span: Span, text: &str, gloss: bool) {
        let level = self.levels.last_mut().expect("main line");
        if let (Some(index), Some(Element::Invalid(previous))) =
            (self.last_text_diagnostic, level.elements.last_mut())
        {
            let gap = self
                .text
                .get(previous.span.end()..span.offset)
                .unwrap_or("\n");
            let between = gap.len();
            let gap_is_space = previous.kind == InvalidKind::UnexpectedText
                && gap.chars().all(|c| c == ' ' || c == '\t');
            if gap_is_space {
                let gap = " ".repeat(between);
                previous.text = format!("{}{gap}{text}", previous.text);
                previous.span = previous.span.join(span);
                let merged = previous.span;
                let merged_text = previous.text.clone();
                if let Some(d) = self.diagnostics.get_mut(index) {
                    d.span = merged;
                    d.message = format!("unexpected text `{merged_text}`");
                }
                return;
            }
        }
        let (message, help) = if gloss {
            (
                format!("informal remark `{text}`"),
                "text after an arrow is not part of the game: put the remark inside { } braces, or delete it".to_string(),
            )
        } else {
            (
                format!("unexpected text `{text}`"),
                "this is not a move, a move number, a comment or a result: put remarks inside { } braces, or delete them".to_string(),
            )
        };
        self.report(
            Diagnostic::new(Code::UnexpectedText, span, message)
                .with_label("not part of the notation")
                .with_help(help),
        );
        self.last_text_diagnostic = (!gloss).then_some(self.diagnostics.len() - 1);
        self.level().elements.push(Element::Invalid(Invalid {
            span,
            kind: InvalidKind::UnexpectedText,
            text: text.to_string(),
        }));
    }

    /// Consumes `len` bytes of stray characters and reports them.
    fn stray(&mut self, len: usize) {
        let rest = self.rest();
        let mut len = len.clamp(1, rest.len().max(1));
        while len < rest.len() && !rest.is_char_boundary(len) {
            len += 1;
        }
        let taken = self.advance(len.min(rest.len()));
        let text = taken.fragment().to_string();
        let span = span_of(&taken);
        let plural = if text.chars().count() == 1 {
            "character"
        } else {
            "characters"
        };
        self.report(
            Diagnostic::new(
                Code::StrayCharacter,
                span,
                format!("stray {plural} `{}`", visible(&text)),
            )
            .with_label("not part of the notation")
            .with_help(
                "delete it; numeric moves are digits only, and remarks go inside { } braces",
            ),
        );
        self.push(Element::Invalid(Invalid {
            span,
            kind: InvalidKind::StrayCharacters,
            text,
        }));
    }

    /// Decides what the moves in other notations mean for this game: errors in numeric mode
    /// (collapsed into one when the whole game is algebraic), nothing in algebraic mode, and
    /// per game in auto mode.
    fn finish_notation(&mut self) {
        if self.notation_diagnostics.is_empty() {
            return;
        }
        let algebraic = match self.options.notation {
            Notation::Numeric => false,
            Notation::Algebraic => true,
            Notation::Auto => self.other_notation_moves > self.numeric_moves,
        };
        if algebraic {
            self.notation_diagnostics.clear();
            return;
        }
        let mut diagnostics = std::mem::take(&mut self.notation_diagnostics);
        for level in &mut self.levels {
            mark_other_notation(&mut level.elements);
        }
        let whole_game =
            self.other_notation_moves >= 3 && self.other_notation_moves > self.numeric_moves;
        if whole_game {
            let coordinate = diagnostics.iter().all(|d| d.code == Code::CoordinateMove);
            let (code, notation) = if coordinate {
                (Code::CoordinateMove, "coordinate notation (UCI)")
            } else {
                (Code::SanMove, "algebraic notation")
            };
            let first = diagnostics.remove(0);
            let total = self.other_notation_moves + self.numeric_moves;
            self.report(
                Diagnostic::new(
                    code,
                    first.span,
                    format!("this game is written in {notation}, not in ICCF numeric notation ({} of {total} moves)", self.other_notation_moves),
                )
                .with_label(if coordinate { "first move in coordinate notation" } else { "first algebraic move" })
                .with_help("convert the whole game with `iccf convert --to iccf FILE`, which writes every move in numeric notation"),
            );
        } else {
            self.diagnostics.extend(diagnostics);
        }
    }
}

/// Text for a message, with invisible characters (controls, NUL, no-break and other unusual
/// spaces) written as `U+XXXX`.
fn visible(text: &str) -> String {
    text.chars()
        .map(|c| {
            if c.is_control() || (c.is_whitespace() && c != ' ') || c == '\u{feff}' {
                format!("U+{:04X}", u32::from(c))
            } else {
                c.to_string()
            }
        })
        .collect()
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

fn is_valid_tag_name(name: &str) -> bool {
    name.chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphanumeric())
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}

fn coordinate_diagnostic(coordinate: &CoordinateMove, span: Span) -> Diagnostic {
    let numeric = coordinate.numeric();
    let text = &coordinate.text;
    let kind = if text.contains(['-', '–', 'x', ':', '='])
        || text.starts_with(|c: char| c.is_uppercase())
    {
        "long algebraic"
    } else {
        "coordinate (UCI)"
    };
    Diagnostic::new(
        Code::CoordinateMove,
        span,
        format!("`{text}` is written in {kind} notation, not in numeric notation"),
    )
    .with_label(format!("{kind} notation"))
    .with_help(format!(
        "write `{numeric}`: numeric notation writes the files a-h as the digits 1-8"
    ))
}

fn san_diagnostic(text: &str, castling: Option<bool>, black: bool, span: Span) -> Diagnostic {
    if let Some(king_side) = castling {
        let (numeric, side, name) = match (black, king_side) {
            (false, true) => ("5171", "White", "king-side castling"),
            (false, false) => ("5131", "White", "queen-side castling"),
            (true, true) => ("5878", "Black", "king-side castling"),
            (true, false) => ("5838", "Black", "queen-side castling"),
        };
        return Diagnostic::new(Code::CastlingNotation, span, format!("castling written as `{text}`, not as the king's move"))
            .with_label(format!("{side}'s {name}"))
            .with_help(format!(
                "numeric notation writes castling as the king's move: write `{numeric}` for {side}'s {name} (in Chess960, the king's from-square and its castling square)"
            ));
    }
    let first = text.chars().next().unwrap_or(' ');
    let english = first.is_lowercase() || "KQRBN".contains(first);
    let mut help = "numeric notation writes the from-square and the to-square as digits (files a-h are 1-8): Ng1-f3 is 7163, e2-e4 is 5254".to_string();
    if !english {
        help.push_str(&format!(
            "; `{first}` is not an English piece letter (K Q R B N)"
        ));
    }
    Diagnostic::new(
        Code::SanMove,
        span,
        format!("`{text}` is written in algebraic notation (SAN), not in numeric notation"),
    )
    .with_label("algebraic (SAN) move")
    .with_help(help)
}
