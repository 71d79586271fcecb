//! The movetext of a game joined with its replay: each written move paired with the move the
//! board read it as, each variation with its replayed line, and every move with its number.
//!
//! The board layer keeps the replay apart from the tree: in each element list the k-th
//! [`Element::Move`] is `line.moves[k]`, and the variations are placed by the rules of
//! `board::replay` (after a replayed move, at the move where the line stopped, or before the
//! first move). [`line_view`] follows the same rules, so that a writer never has to.

use shakmaty::{Chess, Color, Position};

use crate::board::{Line, Replay, ReplayedMove};
use crate::span::Span;
use crate::syntax::ast::{
    Comment, Element, EscapeLine, Game, Invalid, InvalidKind, Move, MoveNumber, Nag,
    SuffixAnnotation,
};

/// Where the next move of a line stands: its move number and the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct MoveCount {
    /// The fullmove number (PGN standard, section 8.2.2; FEN's sixth field).
    pub number: u32,
    /// The side to move.
    pub turn: Color,
}

impl MoveCount {
    /// The count before the first move of a game that starts in `position`.
    pub fn of(position: &impl Position) -> Self {
        Self {
            number: position.fullmoves().get(),
            turn: position.turn(),
        }
    }

    /// The count after one more move.
    pub fn next(self) -> Self {
        match self.turn {
            Color::White => Self {
                number: self.number,
                turn: Color::Black,
            },
            Color::Black => Self {
                number: self.number.saturating_add(1),
                turn: Color::White,
            },
        }
    }
}

impl Default for MoveCount {
    fn default() -> Self {
        Self {
            number: 1,
            turn: Color::White,
        }
    }
}

/// One element of a line, as the writers see it.
#[derive(Debug)]
pub(crate) enum Item<'a> {
    /// A move: as written, as replayed with the position before it (`None` when the board did
    /// not replay it: after an illegal move or a syntax error, only with `force`), and where it
    /// stands.
    Move {
        written: &'a Move,
        replayed: Option<(Chess, &'a ReplayedMove)>,
        count: MoveCount,
    },
    /// A `$n` glyph.
    Nag(&'a Nag),
    /// A suffix annotation standing apart from its move.
    Annotation(&'a SuffixAnnotation),
    /// A comment.
    Comment(&'a Comment),
    /// A variation (its bytes) and its items.
    Variation(Span, Vec<Item<'a>>),
    /// A `%` escape line.
    EscapeLine(&'a EscapeLine),
    /// Text the syntax layer could not read (only with `force`).
    Invalid(&'a Invalid),
    /// A move number without its move, kept as written (only with `force`): see [`game_view`].
    KeptNumber(&'a MoveNumber),
}

impl Item<'_> {
    /// The bytes of the item in the input.
    pub fn span(&self) -> Span {
        match self {
            Item::Move { written, .. } => written.span,
            Item::Nag(nag) => nag.span,
            Item::Annotation(annotation) => annotation.span,
            Item::Comment(comment) => comment.span,
            Item::Variation(span, _) => *span,
            Item::EscapeLine(escape) => escape.span,
            Item::Invalid(invalid) => invalid.span,
            Item::KeptNumber(number) => number.span,
        }
    }
}

/// The items of the main line of `game`, joined with `replay` (no replay: nothing replayed).
pub(crate) fn game_view<'a>(game: &'a Game, replay: Option<&'a Replay>) -> Vec<Item<'a>> {
    let start = replay
        .and_then(|r| r.start.as_ref())
        .map(MoveCount::of)
        .unwrap_or_default();
    let line = replay.filter(|r| r.start.is_some()).map(|r| &r.mainline);
    let mut items = line_view(&game.movetext, line, start);
    // Move numbers are written from the count of moves, and one without its move is dropped;
    // not before a stray `[` that would then come first in the moves (`1[`), where it begins a
    // tag pair.
    if matches!(items.first(), Some(Item::Invalid(first)) if first.text.starts_with('[')) {
        let numbers = game.movetext.iter().map_while(|element| match element {
            Element::MoveNumber(number) => Some(Item::KeptNumber(number)),
            _ => None,
        });
        items.splice(0..0, numbers.collect::<Vec<_>>());
    }
    items
}

/// The items of one line: `elements` as written, `line` as replayed from a position where the
/// next move is `start`.
pub(crate) fn line_view<'a>(
    elements: &'a [Element],
    line: Option<&'a Line>,
    start: MoveCount,
) -> Vec<Item<'a>> {
    let mut items = Vec::with_capacity(elements.len());
    let mut count = start;
    // The count before the last move element, which a following variation replaces.
    let mut before_last: Option<MoveCount> = None;
    let mut cursor = ReplayCursor::new(line);
    for (index, element) in elements.iter().enumerate() {
        match element {
            // Written from the count of moves instead; one without its move is dropped.
            Element::MoveNumber(number) => {
                if keeps_number(&items, elements.get(index + 1)) {
                    items.push(Item::KeptNumber(number));
                }
            }
            Element::Move(written) => {
                before_last = Some(count);
                items.push(Item::Move {
                    written,
                    replayed: cursor.next_move(),
                    count,
                });
                count = count.next();
            }
            Element::Variation(variation) => {
                let replayed_line = cursor.next_variation();
                let from = before_last.unwrap_or(start);
                items.push(Item::Variation(
                    variation.span,
                    line_view(&variation.elements, replayed_line, from),
                ));
            }
            Element::Nag(nag) => items.push(Item::Nag(nag)),
            Element::Annotation(annotation) => items.push(Item::Annotation(annotation)),
            Element::Comment(comment) => items.push(Item::Comment(comment)),
            Element::EscapeLine(escape) => items.push(Item::EscapeLine(escape)),
            // Pasted text (HTML, e-mail lines) is no part of the record: not written.
            Element::Invalid(invalid) if invalid.kind == InvalidKind::Pasted => {}
            Element::Invalid(invalid) => items.push(Item::Invalid(invalid)),
        }
    }
    items
}

/// Whether a move number after `items`, before the element `next`, is kept as written.
fn keeps_number(items: &[Item], next: Option<&Element>) -> bool {
    // Where dropping it makes the result before it misplaced or stray and no move read as one
    // follows it (`*0.`, `5254*0.`, `1/2 5.6`: without the number, the result ends the game).
    let after_result = matches!(items.last(), Some(Item::Invalid(i))
        if i.kind == InvalidKind::MisplacedResult
            || (i.kind == InvalidKind::StrayCharacters && i.text.ends_with('*')));
    let before_a_move = matches!(next, Some(Element::Move(m)) if m.kind.is_read_as_a_move());
    after_result && !before_a_move
}

/// Where a walk along one line's elements stands in its replay (mirrors `board::replay`).
struct ReplayCursor<'a> {
    line: Option<&'a Line>,
    /// The moves of `line` replayed so far.
    replayed: usize,
    /// The position after them (played here, once per move).
    position: Option<Chess>,
    stopped: bool,
    last_move_is_stop: bool,
    before_last_replayable: bool,
    /// The variations taken so far: before the first move, at the stop, after the last move.
    leading: usize,
    at_stop: usize,
    after_move: usize,
}

impl<'a> ReplayCursor<'a> {
    /// A cursor at the start of `line` (`None`: nothing replayed).
    fn new(line: Option<&'a Line>) -> Self {
        ReplayCursor {
            line,
            replayed: 0,
            position: line.map(|l| l.start.clone()),
            stopped: false,
            last_move_is_stop: false,
            before_last_replayable: false,
            leading: 0,
            at_stop: 0,
            after_move: 0,
        }
    }

    /// The replayed move for the next written move, with the position before it.
    fn next_move(&mut self) -> Option<(Chess, &'a ReplayedMove)> {
        if self.stopped {
            self.before_last_replayable = false;
            self.last_move_is_stop = false;
            return None;
        }
        self.before_last_replayable = true;
        let replayed = self.replayed;
        match self.line.and_then(|l| l.moves.get(replayed)) {
            Some(m) => {
                let position = self.position.as_mut()?;
                let ply = (position.clone(), m);
                m.play_on(position);
                self.replayed += 1;
                self.after_move = 0;
                self.last_move_is_stop = false;
                Some(ply)
            }
            None => {
                self.stopped = true;
                self.last_move_is_stop = true;
                None
            }
        }
    }

    /// The replayed line for the next written variation, if the board replayed it.
    fn next_variation(&mut self) -> Option<&'a Line> {
        let l = self.line?;
        if !(self.before_last_replayable || self.replayed == 0) {
            None
        } else if l.stop.is_some() && self.last_move_is_stop {
            self.at_stop += 1;
            l.stopped_variations.get(self.at_stop - 1)
        } else if self.replayed > 0 && self.before_last_replayable {
            self.after_move += 1;
            l.variations_of(self.replayed - 1).nth(self.after_move - 1)
        } else {
            self.leading += 1;
            l.leading_variations.get(self.leading - 1)
        }
    }
}
