//! The position to draw at a board diagnostic: before the move it is about, with that move's
//! squares.

use shakmaty::{Chess, Square};

use super::Highlight;
use crate::board::{Line, Replay, square_of_digits};
use crate::diagnostic::Diagnostic;
use crate::span::Span;
use crate::syntax::ast::{Element, Game, Move, MoveKind};

/// Whether two spans share a byte (an empty span counts as its offset).
fn overlaps(a: Span, b: Span) -> bool {
    a.offset() < b.end().max(b.offset() + 1) && b.offset() < a.end().max(a.offset() + 1)
}

/// The written move at `span` in the main line or a variation.
fn written_move(elements: &[Element], span: Span) -> Option<&Move> {
    elements.iter().find_map(|element| match element {
        Element::Move(m) if m.span == span => Some(m),
        Element::Variation(v) => written_move(&v.elements, span),
        _ => None,
    })
}

/// The squares a written move names, legal or not: both squares of a numeric or coordinate
/// move; for SAN only the destination (the piece that should move is unknown).
fn written_squares(written: &Move) -> Option<Highlight> {
    match &written.kind {
        MoveKind::Numeric(n) => Some(Highlight::new(
            square_of_digits(n.from.file, n.from.rank)?,
            square_of_digits(n.to.file, n.to.rank)?,
        )),
        MoveKind::Coordinate(c) => Some(Highlight::new(
            square_of_digits(c.from.0, c.from.1)?,
            square_of_digits(c.to.0, c.to.1)?,
        )),
        MoveKind::San(san) => {
            let to: Square = match san.standard().parse::<shakmaty::san::San>().ok()? {
                shakmaty::san::San::Normal { to, .. } => to,
                _ => return None,
            };
            Some(Highlight::new(to, to))
        }
        _ => None,
    }
}

/// Searches `line` (replayed from its start) for the move `diagnostic` is about.
fn find_in_line(
    line: &Line,
    game: &Game,
    diagnostic: &Diagnostic,
) -> Option<(Chess, Option<Highlight>)> {
    for (index, (before, m)) in line.plies().enumerate() {
        if overlaps(m.span, diagnostic.span) {
            return Some((before.clone(), m.chess_move.map(Highlight::of_move)));
        }
        for variation in line.variations_of(index) {
            if let Some(found) = find_in_line(variation, game, diagnostic) {
                return Some(found);
            }
        }
    }
    let end = line.end();
    if let Some(stop) = &line.stop
        && overlaps(stop.span, diagnostic.span)
    {
        let highlight = written_move(&game.movetext, stop.span).and_then(written_squares);
        return Some((end.clone(), highlight));
    }
    line.leading_variations
        .iter()
        .find_map(|v| find_in_line(v, game, diagnostic))
        .or_else(|| {
            line.stopped_variations
                .iter()
                .find_map(|v| find_in_line(v, game, diagnostic))
        })
        .or_else(|| {
            line.resumed
                .as_deref()
                .and_then(|rest| find_in_line(rest, game, diagnostic))
        })
}

/// The position to draw under a board diagnostic of `game`: the position before the move it is
/// about (an illegal move, a move after the end of the game, a wrong check mark), with that
/// move's squares; for a result that contradicts the final position, the final position with
/// the last move. `None` for a diagnostic about no move (or one that was not replayed).
///
/// # Examples
///
/// ```
/// let parsed = iccf::syntax::parse("1. 5254 5755 2. 5354 *");
/// let game = &parsed.transcript.games[0];
/// let replay = iccf::board::replay(game);
/// let (position, highlight) = iccf::diagram::board_at(game, &replay, &replay.diagnostics[0]).unwrap();
/// assert_eq!(iccf::diagram::fen(&position), "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
/// let highlight = highlight.unwrap();
/// assert_eq!((highlight.from, highlight.to), (shakmaty::Square::E3, shakmaty::Square::E4));
/// ```
pub fn board_at(
    game: &Game,
    replay: &Replay,
    diagnostic: &Diagnostic,
) -> Option<(Chess, Option<Highlight>)> {
    let start = replay.start.as_ref()?;
    if let Some(found) = find_in_line(&replay.mainline, game, diagnostic) {
        return Some(found);
    }
    (diagnostic.code == crate::codes::Code::ResultContradictsPosition).then(|| {
        let last = replay.mainline.moves.last();
        (
            replay.final_position().unwrap_or(start).clone(),
            last.and_then(|m| m.chess_move).map(Highlight::of_move),
        )
    })
}
