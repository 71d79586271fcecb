//! The game parser's frame: the [`Games`] iterator (one game per step, the trivia between
//! games), the state of the parse of one game, and where a game begins and ends.
//!
//! The structure rules of `grammar/transcript.abnf` are methods of [`GameParser`]: `game` and
//! `blank` here, the tag section in [`super::tags`], the movetext in [`super::movetext`], and
//! what is done after mistakes in [`super::recovery`].

use nom::Parser;
use nom::bytes::complete::tag;

use super::ast::{
    Element, EscapeLine, Game, Invalid, InvalidKind, NumberingStart, TagPair, TerminationMarker,
    Trivia, TriviaKind,
};
use super::boundary;
use super::input::{Input, ParseResult, span_of};
use super::lexer::Lexer;
use super::messages;
use super::options::ParseOptions;
use super::paste::{self, Pasted};
use super::paste_report;
use super::plain::{CompactWriter, MovesHash, PlainFacts, PlainGame, PlainMainLine, plain_game};
use crate::codes::Code;
use crate::diagnostic::Diagnostic;
use crate::span::Span;

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
    /// What the plain reading found out, when it read the game (`None`: the rules read it,
    /// [`ParseOptions::plain_reading`](super::ParseOptions::plain_reading)).
    pub plain: Option<PlainFacts>,
    /// The main line of a game the plain reading read, when
    /// [`ParseOptions::compact_main_line`](super::ParseOptions::compact_main_line) asked to keep
    /// it compact: [`Game::movetext`] is empty then, and [`PlainMainLine::elements`] gives it.
    pub main_line: Option<PlainMainLine>,
}

/// An iterator over the games of a transcript, parsing one game per step, so that archives of
/// any size stream through with the memory of one game. Created by [`super::games`].
///
/// Spans are byte offsets into the whole text given to [`super::games`]. After the last game,
/// [`Games::trailing_trivia`] holds the whitespace and escape lines at the end of the text.
///
/// A game always ends at a game start ([`super::boundary`]), so the pieces of a text cut there
/// parse apart as they do together.
#[derive(Clone, Debug)]
pub struct Games<'a> {
    lexer: Lexer<'a>,
    options: ParseOptions,
    games_read: usize,
    trailing_trivia: Vec<Trivia>,
    done: bool,
    /// The buffer of the next game's main line, with the capacity the last game needed.
    scratch: Vec<Element>,
    /// How many tag pairs the last game had: the next game's buffer is made that large.
    tags_hint: usize,
    /// The room made for the next compact main line ([`ParseOptions::compact_main_line`]),
    /// in elements: the last one's length, at least [`MOVETEXT_ROOM`].
    compact_hint: usize,
    /// The pasted text among the trivia before the next game (see [`super::paste`]).
    leading_pasted: Vec<(Pasted, Span)>,
    /// Where the run of comments read as trivia ends (see [`Games::comments_as_trivia`]).
    trivia_comments_end: usize,
}

impl<'a> Games<'a> {
    pub(crate) fn new(text: &'a str, options: ParseOptions) -> Self {
        assert!(
            text.len() <= crate::span::MAX_TEXT_LEN,
            "a text of {} bytes: iccf parses texts of up to 4 GiB (spans are 32-bit byte offsets); \
             parse a longer archive in pieces cut at its games",
            text.len()
        );
        Self {
            lexer: Lexer::new(text),
            options,
            games_read: 0,
            trailing_trivia: Vec::new(),
            done: false,
            scratch: Vec::new(),
            compact_hint: MOVETEXT_ROOM,
            tags_hint: 0,
            leading_pasted: Vec::new(),
            trivia_comments_end: 0,
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

    /// Trivia before a game: a byte-order mark at the start of the text, whitespace runs,
    /// escape lines in column 1, and text pasted along with the record (kept in
    /// `leading_pasted` for the game's diagnostics).
    fn leading_trivia(&mut self) -> Vec<Trivia> {
        let mut trivia = Vec::new();
        let text = self.lexer.text();
        loop {
            let at = self.lexer.pos();
            let place = paste::place_after(text, at, self.leading_pasted.last());
            // A greeting before the game's tag pairs, where the game starts (the boundary rule).
            let greeting = || {
                boundary::greeting_at(text.as_bytes(), at)
                    .map(|end| (Pasted::TextBeforeGame, end - at))
            };
            if let Some((kind, len)) = paste::pasted_at(text, at, place).or_else(greeting) {
                let span = Span::new(at, len);
                self.lexer.set_pos(span.end());
                self.leading_pasted.push((kind, span));
                trivia.push(trivia_of(TriviaKind::Pasted, span, text));
                continue;
            }
            if self.lexer.pos() == 0
                && let Ok((rest, bom)) = byte_order_mark(self.lexer.input())
            {
                trivia.push(trivia_of(TriviaKind::ByteOrderMark, span_of(&bom), text));
                self.lexer.set_pos(span_of(&rest).offset());
                continue;
            }
            if let Some(span) = self.lexer.whitespace() {
                let white = &text[span.offset()..span.end()];
                if !white.is_ascii() {
                    for (i, c) in white.char_indices().filter(|&(_, c)| c == '\u{feff}') {
                        self.leading_pasted.push((
                            Pasted::Invisible(c),
                            Span::new(span.offset() + i, c.len_utf8()),
                        ));
                    }
                }
                trivia.push(trivia_of(TriviaKind::Whitespace, span, text));
                continue;
            }
            if let Some(span) = self.lexer.read_escape_line() {
                trivia.push(trivia_of(TriviaKind::EscapeLine, span, text));
                continue;
            }
            if let Some(span) = self.comment_as_trivia() {
                trivia.push(trivia_of(TriviaKind::Comment, span, text));
                continue;
            }
            return trivia;
        }
    }

    /// The comment at the position as trivia, when it is one of a run of comments after a game
    /// that no moves follow: after the last game (a note after its result), or before the tag
    /// pairs of the next game (a note between two games). Such a run is no game of its own. Before the first game
    /// it still is one (a text cut at a game start reads the same as a whole, and a text of a
    /// comment alone is a game). The run is looked at once, when its first comment is reached.
    fn comment_as_trivia(&mut self) -> Option<Span> {
        let at = self.lexer.pos();
        if at >= self.trivia_comments_end {
            self.trivia_comments_end = self.comments_before_no_game().unwrap_or(0);
            self.lexer.set_pos(at);
        }
        if at >= self.trivia_comments_end {
            return None;
        }
        let end = self.closed_comment_end()?;
        self.lexer.set_pos(end);
        Some(Span::from_bounds(at, end))
    }

    /// The end of the closed comment (`{...}` holding no `{`, or `;...`) at the position.
    fn closed_comment_end(&mut self) -> Option<usize> {
        let at = self.lexer.pos();
        match self.lexer.peek_byte()? {
            b'{' => {
                let extent = self.lexer.brace_extent(at);
                let close = extent.close.filter(|_| !extent.nested)?;
                (close < self.lexer.text().len()).then_some(close + 1)
            }
            b';' => {
                let (_, comment) = super::trivia::line_comment(self.lexer.input()).ok()?;
                Some(at + comment.fragment().len())
            }
            _ => None,
        }
    }

    /// From a comment at the position: where the run of comments (with white space and escape
    /// lines between them) ends when a game came before it and the text ends after it or tag
    /// pairs follow it. Moves the position.
    fn comments_before_no_game(&mut self) -> Option<usize> {
        let mut end = None;
        loop {
            if self.lexer.whitespace().is_some() || self.lexer.read_escape_line().is_some() {
                continue;
            }
            if let Some(after) = self.closed_comment_end() {
                self.lexer.set_pos(after);
                end = Some(after);
                continue;
            }
            // The next game's tag pairs: a line that starts with `[` and a letter (at a game
            // start, or not: the printers write a blank line before tag pairs).
            let bytes = self.lexer.rest().as_bytes();
            let tags_follow = self.lexer.at_line_start()
                && bytes.first() == Some(&b'[')
                && bytes.get(1).is_some_and(u8::is_ascii_alphabetic);
            let no_game = self.lexer.at_end() || tags_follow;
            return end.filter(|_| no_game && self.games_read > 0);
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
        if self.lexer.at_end() {
            self.trailing_trivia = leading;
            self.leading_pasted.clear();
            self.done = true;
            return None;
        }
        if self.lexer.at_game_start() {
            // No comment runs past a game start: what came before cannot be closed from here,
            // and a piece parsed alone from here reads the same.
            self.lexer.forget_unclosed_brace();
        }
        let start = self.lexer.pos();
        let mut scratch = std::mem::take(&mut self.scratch);
        if self.options.plain_reading && self.leading_pasted.is_empty() {
            let text = self.lexer.text();
            if self.options.compact_main_line {
                if let Some((plain, main_line)) = self.compact_plain_game(start) {
                    self.scratch = scratch;
                    let mut parsed = self.plain_parsed_game(start, leading, plain, Vec::new());
                    parsed.main_line = Some(main_line);
                    return Some(parsed);
                }
            } else {
                match plain_game(text, start, self.options, self.tags_hint, &mut scratch) {
                    Some(mut plain) => {
                        if let Some(comment) = plain.final_comment.take() {
                            scratch.push(Element::Comment(comment));
                        }
                        self.scratch = next_buffer(&scratch);
                        return Some(self.plain_parsed_game(start, leading, plain, scratch));
                    }
                    None => debug_assert!(scratch.is_empty()),
                }
            }
        }
        let at_game_start = boundary::is_game_start(self.lexer.text().as_bytes(), start);
        let mut parser = GameParser::new(&mut self.lexer, self.options, scratch);
        parser.tags.reserve_exact(self.tags_hint);
        // Pasted text just before the game is reported with the game's own (one HTML
        // diagnostic for both), unless a game start comes between them: a piece of the text cut
        // there would not see it.
        if !at_game_start {
            parser.leading_pasted = std::mem::take(&mut self.leading_pasted);
        }
        let (game, mut diagnostics, scratch) = parser.game(leading);
        if !self.leading_pasted.is_empty() {
            // Reported with the game they come before (trivia: a piece of the text cut at the
            // game start has them as its trailing trivia).
            let pasted = std::mem::take(&mut self.leading_pasted);
            let mut found = paste_report::diagnostics(self.lexer.text(), &pasted, &[]);
            found.append(&mut diagnostics);
            diagnostics = found;
        }
        if self.lexer.pos() == start {
            // Every game consumes text; should one ever not, the next would start here again.
            let step = self.lexer.peek().map_or(1, char::len_utf8);
            self.lexer.set_pos(start + step);
        }
        self.scratch = scratch;
        self.tags_hint = game.tags.len();
        self.games_read += 1;
        Some(ParsedGame {
            index: self.games_read,
            game,
            diagnostics,
            plain: None,
            main_line: None,
        })
    }
}

impl Games<'_> {
    /// The game at byte `start` read plainly, its main line kept compact
    /// ([`ParseOptions::compact_main_line`]); `None` when the rules must read it.
    fn compact_plain_game(&mut self, start: usize) -> Option<(PlainGame, PlainMainLine)> {
        let mut compact = CompactWriter {
            elements: Vec::with_capacity(self.compact_hint),
            moves: self.options.hash_moves.then(MovesHash::default),
        };
        let text = self.lexer.text();
        let mut plain = plain_game(text, start, self.options, self.tags_hint, &mut compact)?;
        self.compact_hint = compact.elements.len().max(MOVETEXT_ROOM);
        let comment = plain.final_comment.take();
        let main_line = PlainMainLine::of(compact, plain.moves, comment);
        Some((plain, main_line))
    }

    /// The game the plain reading accepted ([`super::plain`]): its tree, as
    /// [`GameParser::game`] builds it (with `movetext`, which is empty for a compact main line),
    /// with no diagnostic. The position moves to its result's end.
    fn plain_parsed_game(
        &mut self,
        start: usize,
        leading_trivia: Vec<Trivia>,
        plain: PlainGame,
        movetext: Vec<Element>,
    ) -> ParsedGame {
        let end = plain.termination.span.end();
        self.lexer.set_pos(end);
        self.tags_hint = plain.tags.len();
        self.games_read += 1;
        ParsedGame {
            index: self.games_read,
            game: Game {
                span: Span::from_bounds(start, end),
                leading_trivia,
                tags: plain.tags,
                movetext,
                termination: Some(plain.termination),
                trailing_trivia: Vec::new(),
                numbering: plain.numbering,
            },
            diagnostics: Vec::new(),
            plain: Some(plain.facts),
            main_line: None,
        }
    }
}

/// The least room made for a game's main line, in elements: a game of 120 moves with its move
/// numbers (34 KiB). Archives hold games of 20 to 150 moves, and each game longer than the one
/// before grew its buffer, copying it (about one game in seven).
const MOVETEXT_ROOM: usize = 360;

/// The buffer for the next game's main line, as large as this game's needed (games of an
/// archive are alike): the elements are never copied to grow a vector, nor to trim one. A
/// longer game before keeps most of its room (seven eighths, shrinking game by game after one
/// long game), so that games of varying length rarely grow the buffer and copy it. Never less
/// than [`MOVETEXT_ROOM`].
fn next_buffer(movetext: &Vec<Element>) -> Vec<Element> {
    let room = (movetext.len() + movetext.len() / 2)
        .max(movetext.capacity() / 8 * 7)
        .max(MOVETEXT_ROOM);
    Vec::with_capacity(room)
}

/// ```abnf
/// byte-order-mark   = %xFEFF
/// ```
pub(crate) fn byte_order_mark(input: Input) -> ParseResult<Input> {
    tag("\u{feff}").parse(input)
}

/// Whether `game` is words only: no tag pair, no result, and nothing in its movetext but text
/// that is not notation.
fn is_words_only(game: &Game) -> bool {
    game.tags.is_empty()
        && game.termination.is_none()
        && !game.movetext.is_empty()
        && game.movetext.iter().all(|e| {
            matches!(e, Element::Invalid(i) if matches!(i.kind, InvalidKind::Prose | InvalidKind::UnexpectedText))
        })
}

fn trivia_of(kind: TriviaKind, span: Span, text: &str) -> Trivia {
    Trivia {
        kind,
        span,
        text: span.text(text).unwrap_or_default().to_string(),
    }
}

/// One open line of moves: the main line or a variation.
pub(super) struct Level {
    pub(super) elements: Vec<Element>,
    /// The `(` of a variation (unused for the main line).
    pub(super) open: Span,
    /// The moves (of both sides) counted from the game's start to the next move of this line.
    pub(super) moves_before: u32,
    /// The count of the last move of this line, which a following variation replaces.
    pub(super) last_move_at: Option<u32>,
    /// A move number not yet followed by a move.
    pub(super) pending_number: Option<Span>,
    /// After a contradicted move number, the count picks up the written number; until the
    /// next number confirms it, the moves to add to go back to the count before (the number
    /// was a slip of the pen if the next one fits that count).
    pub(super) unconfirmed_resync: Option<i64>,
    /// How many diagnostics the game had when the level opened: those of its moves come after.
    pub(super) diagnostics_before: usize,
}

impl Level {
    pub(super) fn new(open: Span, moves_before: u32, elements: Vec<Element>) -> Self {
        Self {
            elements,
            open,
            moves_before,
            last_move_at: None,
            pending_number: None,
            unconfirmed_resync: None,
            diagnostics_before: 0,
        }
    }
}

/// A run of words that are not notation, reported as one diagnostic: the words are joined when
/// the run ends (not on every word, which would copy a growing text).
#[derive(Clone, Copy)]
pub(super) struct TextRun {
    /// Index of its diagnostic.
    pub(super) diagnostic: usize,
    /// Whether more than one word was joined.
    pub(super) joined: bool,
}

/// The state of the parse of one game.
pub(super) struct GameParser<'a, 'l> {
    pub(super) lexer: &'l mut Lexer<'a>,
    /// The whole text (spans are offsets into it).
    pub(super) text: &'a str,
    pub(super) options: ParseOptions,
    pub(super) diagnostics: Vec<Diagnostic>,
    /// Diagnostics of moves in another notation; what is reported depends on the notation mode.
    pub(super) notation_diagnostics: Vec<Diagnostic>,
    /// Diagnostics of how SAN moves are spelled (a promotion written `=q`, `(Q)`, `+=Q`),
    /// reported only when the game is read as algebraic notation.
    pub(super) algebraic_diagnostics: Vec<Diagnostic>,
    pub(super) tags: Vec<TagPair>,
    pub(super) levels: Vec<Level>,
    pub(super) termination: Option<TerminationMarker>,
    /// Where the tag pairs said the move numbers start (the reader of
    /// [`ParseOptions::numbering`]).
    pub(super) numbering: Option<NumberingStart>,
    /// The number of the game's first move, as the count goes (0 for `0. 2133`).
    pub(super) start_number: u32,
    /// Whether the game's first move is Black's.
    pub(super) start_black: bool,
    /// Set once the game has movetext (a move, number, comment, NAG or variation).
    pub(super) has_movetext: bool,
    /// The next move gets `syntax_error`: it stands where no move can be counted (Black's
    /// first move with no tag pair saying the game starts with it, a reply written as a
    /// variation; see `contradicting_move_number`).
    pub(super) next_move_uncounted: bool,
    pub(super) first_start: Option<usize>,
    pub(super) last_end: usize,
    pub(super) numeric_moves: usize,
    pub(super) other_notation_moves: usize,
    /// Of these, the moves in English descriptive notation (`P-K4`).
    pub(super) descriptive_moves: usize,
    /// The open run of unexpected words, while it is the last element of the current line.
    pub(super) text_run: Option<TextRun>,
    /// Words before this byte offset are not prose: a word that reads as a move follows them on
    /// their line (see `prose_line`).
    pub(super) prose_blocked_until: usize,
    /// What was pasted along with the record (HTML, e-mail text, invisible characters), skipped
    /// as white space and reported when the game ends (see [`super::paste`]).
    pub(super) pasted: Vec<(Pasted, Span)>,
    /// Commas, semicolons or slashes between moves (`5254,5755`), skipped as white space,
    /// reported once.
    pub(super) separators: Vec<Span>,
    /// The pasted text in the trivia just before the game, reported with the game's.
    pub(super) leading_pasted: Vec<(Pasted, Span)>,
    /// The pasted text after the result, for [`Game::trailing_trivia`].
    trailing_trivia: Vec<Trivia>,
    /// The opening and closing typographic quotes of tag values (`“...”`), reported once.
    pub(super) typographic_quotes: Vec<(Span, Span)>,
}

impl<'a, 'l> GameParser<'a, 'l> {
    fn new(lexer: &'l mut Lexer<'a>, options: ParseOptions, scratch: Vec<Element>) -> Self {
        let text = lexer.text();
        let last_end = lexer.pos();
        Self {
            lexer,
            text,
            options,
            diagnostics: Vec::new(),
            notation_diagnostics: Vec::new(),
            algebraic_diagnostics: Vec::new(),
            tags: Vec::new(),
            levels: vec![Level::new(Span::default(), 0, scratch)],
            termination: None,
            numbering: None,
            start_number: 1,
            start_black: false,
            has_movetext: false,
            next_move_uncounted: false,
            first_start: None,
            last_end,
            numeric_moves: 0,
            other_notation_moves: 0,
            descriptive_moves: 0,
            text_run: None,
            prose_blocked_until: 0,
            pasted: Vec::new(),
            separators: Vec::new(),
            leading_pasted: Vec::new(),
            trailing_trivia: Vec::new(),
            typographic_quotes: Vec::new(),
        }
    }

    pub(super) fn offset(&self) -> usize {
        self.lexer.pos()
    }

    pub(super) fn rest(&self) -> &'a str {
        self.lexer.rest()
    }

    pub(super) fn peek(&self) -> Option<char> {
        self.lexer.peek()
    }

    /// Consumes `len` bytes and returns their span.
    pub(super) fn advance(&mut self, len: usize) -> Span {
        let span = Span::new(self.offset(), len);
        self.lexer.set_pos(span.end());
        self.mark(span);
        span
    }

    /// Records that `span` belongs to this game.
    pub(super) fn mark(&mut self, span: Span) {
        self.first_start.get_or_insert(span.offset());
        self.last_end = self.last_end.max(span.end());
    }

    pub(super) fn report(&mut self, diagnostic: Diagnostic) {
        self.diagnostics.push(diagnostic);
    }

    pub(super) fn level(&mut self) -> &mut Level {
        self.levels
            .last_mut()
            .expect("the main line is always open")
    }

    #[inline]
    pub(super) fn push(&mut self, element: Element) {
        if self.text_run.is_some() {
            self.end_text_run();
        }
        self.level().elements.push(element);
    }

    /// The move number and colour (true = Black) of the move at `count`.
    pub(super) fn expected_at(&self, count: u32) -> (u32, bool) {
        let start = NumberingStart {
            number: self.start_number,
            black: self.start_black,
        };
        start.move_at(count)
    }

    pub(super) fn expected(&self) -> (u32, bool) {
        let count = self.levels.last().map_or(0, |l| l.moves_before);
        self.expected_at(count)
    }

    /// ```abnf
    /// game              = [tag-section blank] [movetext blank] game-termination
    /// ```
    ///
    /// Also reads a game without a result, ended by the next tag-pair section, a `1.` starting a
    /// line, a game start, or the end of the input:
    ///
    /// ```abnf
    /// open-game         = tag-section [blank movetext] / movetext
    ///                   ; the last game of a file may lack its result (a warning)
    /// ```
    ///
    /// A game's result ends its line; what follows it on that line is another game only when
    /// it is not a move or a move number of this one (see `moves_follow_on_the_line` and
    /// `game_goes_on_next_line`):
    ///
    /// ```abnf
    /// game-break        = *WSP line-end [blank]
    ///                   ; a game's result ends its line: a move after it on the line is read as the
    ///                   ; game going on past a misplaced result (misplaced-result), and so is a next
    ///                   ; line that starts with the game's next move number (not 1.), its side's dots
    /// ```
    ///
    /// Returns the game, its diagnostics in source order, and the main-line buffer for the next
    /// game.
    fn game(mut self, leading_trivia: Vec<Trivia>) -> (Game, Vec<Diagnostic>, Vec<Element>) {
        self.tag_section();
        self.movetext();
        self.trailing_pasted_text();
        self.end_text_run();
        self.finish_levels();
        self.finish_tags();
        self.finish_notation();
        self.report_pasted();
        if self.termination.is_none() && !self.tags.is_empty() && self.has_movetext {
            self.report(messages::missing_termination(Span::new(self.last_end, 0)));
        }
        let start = self.first_start.unwrap_or(self.last_end);
        let movetext = self.levels.pop().map(|l| l.elements).unwrap_or_default();
        let next = next_buffer(&movetext);
        let game = Game {
            span: Span::from_bounds(start, self.last_end),
            leading_trivia,
            tags: self.tags,
            movetext,
            termination: self.termination,
            trailing_trivia: self.trailing_trivia,
            numbering: self.numbering,
        };
        let mut diagnostics = self.diagnostics;
        if is_words_only(&game) {
            // Put in braces, words that make up a game of their own would become a comment
            // between games and the file a game shorter: no fix, the player decides whether
            // they are a comment or to be deleted.
            for d in &mut diagnostics {
                if d.code == Code::UnexpectedText {
                    d.fix = None;
                }
            }
        }
        diagnostics.sort_by_key(|d| (d.span.offset(), d.span.len()));
        (game, diagnostics, next)
    }

    /// Whether the game ends before the position: it has begun and a game start is here.
    pub(super) fn at_next_game_start(&self) -> bool {
        self.first_start.is_some() && self.lexer.at_game_start()
    }

    #[inline]
    pub(super) fn push_escapes(&mut self, escapes: Vec<EscapeLine>) {
        if escapes.is_empty() {
            return;
        }
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
    pub(super) fn blank(&mut self) -> Vec<EscapeLine> {
        let mut escapes = Vec::new();
        self.lexer.ascii_spaces();
        if self
            .lexer
            .peek_byte()
            .is_some_and(|b| b.is_ascii() && b != b'%' && !self.may_be_pasted(b))
        {
            // What follows the white space between moves: nothing more to skip.
            return escapes;
        }
        loop {
            if let Some(span) = self.lexer.whitespace() {
                self.note_byte_order_marks(span);
                continue;
            }
            if let Some(span) = self.lexer.read_escape_line() {
                escapes.push(EscapeLine {
                    span,
                    text: span.text(self.text).unwrap_or_default().to_string(),
                });
                continue;
            }
            if self.skip_pasted(&mut escapes, true) || self.skip_separator() {
                continue;
            }
            return escapes;
        }
    }

    /// Whether the ASCII byte `b` at the position may start pasted text ([`super::paste`]).
    fn may_be_pasted(&self, b: u8) -> bool {
        match b {
            b'<' | b'&' | b',' | b';' | b'/' => true,
            b'>' | b'-' => self.lexer.at_line_start(),
            // A shortcode (`[pgn]`, `[/pgn]`) names itself in lower case; a tag pair does not.
            b'[' => {
                self.lexer.at_line_start()
                    && super::paste::may_start_shortcode(self.text.as_bytes(), self.offset())
            }
            // A date line; a move or a move number is none.
            b'0'..=b'9' => {
                self.lexer.at_line_start()
                    && super::paste::may_start_date(self.text.as_bytes(), self.offset())
            }
            _ => {
                b.is_ascii_alphabetic()
                    && (self.lexer.at_line_start()
                        || self.text.as_bytes()[..self.offset()].ends_with(b"\t"))
            }
        }
    }

    /// Skips the pasted text at the position, if any, and keeps it for the game's diagnostics.
    /// Never at a game start: the game ends there.
    ///
    /// The escape lines read before it in the same white space (`escapes`) go into the tree
    /// first, in their order.
    ///
    /// `in_tree`: the piece goes into the line's elements (not after the game's result, where
    /// the printers would write it before the result). Blog shortcode lines are read only
    /// after the result here (before a game they are trivia: see `Games::leading_trivia`).
    fn skip_pasted(&mut self, escapes: &mut Vec<EscapeLine>, in_tree: bool) -> bool {
        if self.at_next_game_start() {
            return false;
        }
        let at = self.offset();
        let place = paste::place_after(self.text, at, self.pasted.last());
        let Some((kind, len)) = paste::pasted_at(self.text, at, place) else {
            return false;
        };
        if kind == Pasted::Shortcode && in_tree {
            return false;
        }
        let span = Span::new(at, len);
        self.lexer.set_pos(span.end());
        if self.pasted.last().is_none_or(|(_, s)| s.offset() < at) {
            self.pasted.push((kind, span));
            if !in_tree {
                return true;
            }
            for escape in escapes.drain(..) {
                self.level().elements.push(Element::EscapeLine(escape));
            }
            // In the tree, so that printers keep it where it stood (a shortcode line in column 1
            // ends a comment left open before it, as a tag pair would).
            let text = span.text(self.text).unwrap_or_default().to_string();
            self.level().elements.push(Element::Invalid(Invalid {
                span,
                kind: InvalidKind::Pasted,
                text,
            }));
        }
        true
    }

    /// Skips a comma, semicolon or slash right after a move and before another (`5254,5755`,
    /// `5254; 5755`, `5254/5755`), kept for one diagnostic. A semicolon there separates moves:
    /// read as PGN's comment to the end of the line, it would hide the moves after it.
    fn skip_separator(&mut self) -> bool {
        let at = self.offset();
        let Some(separator @ (b',' | b';' | b'/')) = self.lexer.peek_byte() else {
            return false;
        };
        let after_move = match self.levels.last().and_then(|l| l.elements.last()) {
            Some(Element::Move(m)) => {
                separator == b',' || matches!(m.kind, super::ast::MoveKind::Numeric(_))
            }
            // `1,4244,6765`: a row of a spreadsheet, its number in the first column.
            Some(Element::MoveNumber(n)) => separator == b',' && n.dots == super::ast::Dots::None,
            _ => false,
        } && self.last_end == at;
        let rest = self.text[at + 1..].trim_start_matches([' ', '\t', '\n', '\r']);
        if !after_move || !rest.starts_with(|c: char| c.is_ascii_digit() || c == '*') {
            return false;
        }
        // `5254/ 5755`, `5254/*` or a slash at a line end is no pair of moves written as one; a
        // comma or a semicolon may end the list before the result (`1838, *`).
        if separator == b'/'
            && !self.text.as_bytes()[at + 1..]
                .get(..4)
                .is_some_and(|d| d.iter().all(u8::is_ascii_digit))
        {
            return false;
        }
        self.lexer.set_pos(at + 1);
        if self.separators.last().is_none_or(|c| c.offset() < at) {
            self.separators.push(Span::new(at, 1));
        }
        true
    }

    /// Goes back to byte `before`, forgetting the pasted text and separators skipped after it (they
    /// are skipped again, by this game or the next).
    pub(super) fn rewind(&mut self, before: usize) {
        self.lexer.set_pos(before);
        while self
            .pasted
            .last()
            .is_some_and(|(_, s)| s.offset() >= before)
        {
            self.pasted.pop();
        }
        let elements = &mut self.level().elements;
        while matches!(elements.last(),
            Some(Element::Invalid(i)) if i.kind == InvalidKind::Pasted && i.span.offset() >= before)
            || matches!(elements.last(), Some(Element::EscapeLine(e)) if e.span.offset() >= before)
        {
            elements.pop();
        }
        while self.separators.last().is_some_and(|c| c.offset() >= before) {
            self.separators.pop();
        }
    }

    /// Keeps a piece of pasted text for the game's diagnostics, once: a caller that looked
    /// ahead and went back (the tag section, when no tag pair follows) skips it again.
    pub(super) fn keep_pasted(&mut self, kind: Pasted, span: Span) {
        if self
            .pasted
            .last()
            .is_none_or(|(_, s)| s.offset() < span.offset())
        {
            self.pasted.push((kind, span));
        }
    }

    /// Keeps the byte-order marks inside the white space at `span` (files joined with `cat`) as
    /// invisible characters: white space to the grammar, but reported.
    fn note_byte_order_marks(&mut self, span: Span) {
        let text = &self.text[span.offset()..span.end()];
        if text.is_ascii() {
            return;
        }
        for (i, c) in text.char_indices() {
            if c == '\u{feff}' {
                self.keep_pasted(
                    Pasted::Invisible(c),
                    Span::new(span.offset() + i, c.len_utf8()),
                );
            }
        }
    }

    /// After the game's result: the markup, shortcode lines and e-mail text that follow it up
    /// to the next game (a closing `</p>` or `[/pgn]`, a signature) belong to this game, not to
    /// a game of their own. White space after the last of them is left to the next game.
    fn trailing_pasted_text(&mut self) {
        if self.termination.is_none() {
            return;
        }
        let first = self.pasted.len();
        self.read_trailing_pasted_text();
        let text = self.text;
        self.trailing_trivia = self.pasted[first..]
            .iter()
            .map(|&(_, span)| trivia_of(TriviaKind::Pasted, span, text))
            .collect();
    }

    fn read_trailing_pasted_text(&mut self) {
        loop {
            let before = self.offset();
            self.lexer.ascii_spaces();
            while self.lexer.whitespace().is_some() {}
            let quote = self.lexer.peek_byte() == Some(b'>');
            if quote
                || !(self.skip_pasted(&mut Vec::new(), false)
                    || self.shortcode_on_the_results_line()
                    || self.text_after_result())
            {
                self.lexer.set_pos(before);
                return;
            }
        }
    }

    /// Whether byte `at` (after the game's result) stands on the result's line.
    fn on_the_results_line(&self, at: usize) -> bool {
        self.termination
            .as_ref()
            .is_some_and(|t| !self.text[t.span.end()..at].contains(['\n', '\r']))
    }

    /// A blog shortcode that ends the result's line (`1-0[/pgn]`, `1-0 [/pgn]`): the closing
    /// shortcode of the record, glued to it, kept as the shortcode line is (one S016), not the
    /// tag section of a game of its own.
    fn shortcode_on_the_results_line(&mut self) -> bool {
        let at = self.offset();
        let on_the_results_line = self.on_the_results_line(at);
        let Some(len) = paste::shortcode_line(&self.text[at..]).filter(|_| on_the_results_line)
        else {
            return false;
        };
        let span = Span::new(at, len);
        self.lexer.set_pos(span.end());
        self.pasted.push((Pasted::Shortcode, span));
        true
    }

    /// Words after the game's result to the end of the line, on the result's line (`1-0 Sent
    /// from my phone`, `1-0 (resigned)`, `0-1 [time]`) or a whole line in column 1 (not at a
    /// game start): text that came with the record, kept for one diagnostic, not a game of its
    /// own. A line that holds a move, a move number or a result is left to the next game, and
    /// so is a tag pair after the words on their line (`1-0 resigned [Event "Next"]`).
    fn text_after_result(&mut self) -> bool {
        let at = self.offset();
        let on_the_results_line = self.on_the_results_line(at);
        let line_end = self.lexer.line_end(at);
        let line = &self.text[at..line_end];
        if self.lexer.at_game_start()
            || !(on_the_results_line || self.lexer.at_line_start())
            || !self.starts_words(line)
        {
            return false;
        }
        // Spaces and tabs at the end of the line are white space, not part of the text.
        let trimmed = |end: usize| at + line[..end].trim_end_matches([' ', '\t']).len();
        if self.prose_end(at) != Some(trimmed(line.len())) {
            return false;
        }
        // Up to a tag pair on the line, which starts the next game.
        let text_end = trimmed(tag_pair_in(line).unwrap_or(line.len()));
        self.lexer.set_pos(text_end);
        self.pasted
            .push((Pasted::TextAfterResult, Span::from_bounds(at, text_end)));
        true
    }

    /// Whether `line` (the rest of a line from the position) starts with a word of letters
    /// (`Sent`, `Regards,`), also after a parenthesis or a bracket (`(resigned)`, `[time]`): not
    /// a move (`Nf3`, `Z0`, `(O-O)`), nor a tag pair (`[Event "Next"]`).
    fn starts_words(&self, line: &str) -> bool {
        if starts_tag_pair(line) {
            return false;
        }
        let opener = usize::from(line.starts_with(['(', '[']));
        let first = line[opener..]
            .split(|c: char| c.is_whitespace() || c == ')' || c == ']')
            .next()
            .unwrap_or_default();
        let word_input = super::input::split_at(self.lexer.input(), opener).0;
        first.starts_with(char::is_alphabetic)
            && !first.contains(|c: char| c.is_ascii_digit())
            && super::algebraic::san_move(word_input).is_err()
            && super::algebraic::descriptive_move(first).is_none()
    }

    /// The diagnostics of the pasted text and the separators between moves of the game (see [`super::paste`]).
    fn report_pasted(&mut self) {
        let pasted = std::mem::take(&mut self.pasted);
        let separators = std::mem::take(&mut self.separators);
        if let (Some(first), Some(last)) = (pasted.first(), pasted.last()) {
            // The game's span takes in the pasted text it skipped (games and trivia tile the
            // text).
            self.first_start = Some(
                self.first_start
                    .map_or(first.1.offset(), |s| s.min(first.1.offset())),
            );
            self.last_end = self.last_end.max(last.1.end());
        }
        let mut all = std::mem::take(&mut self.leading_pasted);
        all.extend_from_slice(&pasted);
        for diagnostic in paste_report::diagnostics(self.text, &all, &separators) {
            self.report(diagnostic);
        }
    }

    /// Closes the variations left open at the end of the game, and reports a move number left
    /// without its move.
    pub(super) fn finish_levels(&mut self) {
        while self.levels.len() > 1 {
            self.pop_variation(None);
        }
        let pending = self.levels[0].pending_number.take();
        self.dangling_number(pending);
    }

    pub(super) fn dangling_number(&mut self, pending: Option<Span>) {
        if let Some(number) = pending {
            self.report(messages::dangling_number(number));
        }
    }
}

/// Where the first tag pair of `line` starts (a byte offset; see [`starts_tag_pair`]).
fn tag_pair_in(line: &str) -> Option<usize> {
    line.match_indices('[')
        .map(|(i, _)| i)
        .find(|&i| starts_tag_pair(&line[i..]))
}

/// Whether `text` starts with a tag pair as one after a result on its line is read (it starts
/// the next game): a `[`, a name of letters, digits and `_`, white space and a quote (straight
/// or typographic).
fn starts_tag_pair(text: &str) -> bool {
    let Some(after) = text.strip_prefix('[') else {
        return false;
    };
    let name = after.trim_start_matches(|c: char| c.is_ascii_alphanumeric() || c == '_');
    name.len() < after.len()
        && name
            .trim_start_matches([' ', '\t'])
            .starts_with(['"', '\u{201c}', '\u{201d}', '\u{201e}'])
}
