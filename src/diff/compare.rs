//! Comparing two recorded games: their main lines move by move on the board, their results and
//! their tags.

use std::collections::HashMap;
use std::num::NonZeroU32;

use shakmaty::{Chess, EnPassantMode, Position, Setup};

use super::{
    COMPARED_TAGS, Divergence, GameDiff, PlyMove, Record, RecordStop, RecordedGame, Rejoin,
    ResultDifference, StampDifference, StopReason, TagDifference,
};
use crate::board::{ReplayedMove, StopCause};
use crate::codes::Layer;
use crate::convert::{game_result, san_of};
use crate::span::Span;
use crate::syntax::ast::Game;

/// One ply of a main line: a replayed move, or the move where the line stopped.
enum Step<'g> {
    Legal(&'g ReplayedMove),
    Stopped { span: Span, written: &'g str },
}

/// A main line as the comparison walks it.
struct MainLine<'g> {
    steps: Vec<Step<'g>>,
    /// `positions[k]`: the position after `k` replayed plies (`positions[0]` is the start).
    positions: Vec<Chess>,
}

impl<'g> MainLine<'g> {
    /// The main line of a replayed game; `None` when the game could not be replayed.
    fn of(game: &'g RecordedGame) -> Option<Self> {
        game.replay.start.as_ref()?;
        let moves = &game.replay.mainline.moves;
        let mut steps: Vec<Step> = moves.iter().map(Step::Legal).collect();
        if let Some(stop) = &game.replay.mainline.stop {
            steps.push(Step::Stopped {
                span: stop.span,
                written: game.stop_text.as_deref().unwrap_or(""),
            });
        }
        let positions = game.replay.mainline.positions().collect();
        Some(Self { steps, positions })
    }

    /// The move at `index` (0-based) as a [`PlyMove`], if the line has one there.
    fn ply_move(&self, index: usize) -> Option<PlyMove> {
        let step = self.steps.get(index)?;
        let before = &self.positions[index];
        let (numeric, san, span, legal) = match step {
            Step::Legal(m) => {
                let san = san_of(before, m).to_string();
                (m.numeric(), Some(san), m.span, true)
            }
            Step::Stopped { span, written } => (written.to_string(), None, *span, false),
        };
        Some(PlyMove {
            ply: index + 1,
            move_number: before.fullmoves().get(),
            side: before.turn(),
            numeric,
            san,
            span,
            legal,
        })
    }
}

/// Whether two plies are the same move: the same legal move, or the same text where both lines
/// stop.
fn same_step(a: &Step, b: &Step) -> bool {
    match (a, b) {
        (Step::Legal(a), Step::Legal(b)) => a.chess_move == b.chess_move,
        (Step::Stopped { written: a, .. }, Step::Stopped { written: b, .. }) => {
            a.split_whitespace().eq(b.split_whitespace())
        }
        _ => false,
    }
}

/// What makes two positions the same for a transposition: the pieces, the side to move, the
/// castling rights and a legal en passant square (FIDE Laws 9.2.3), not the clocks.
fn key(position: &Chess) -> Setup {
    let mut setup = position.to_setup(EnPassantMode::Legal);
    setup.halfmoves = 0;
    setup.fullmoves = NonZeroU32::MIN;
    setup
}

/// The first plies `(i, j)` at or after `(from_a, from_b)` after which both lines stand in the
/// same position: the smallest `i`, then the smallest `j`.
fn rejoin(a: &MainLine, b: &MainLine, from_a: usize, from_b: usize) -> Option<(usize, usize)> {
    if from_a >= a.positions.len() || from_b >= b.positions.len() {
        return None;
    }
    let mut later_b: HashMap<Setup, usize> = HashMap::new();
    for (j, position) in b.positions.iter().enumerate().skip(from_b) {
        later_b.entry(key(position)).or_insert(j);
    }
    a.positions
        .iter()
        .enumerate()
        .skip(from_a)
        .find_map(|(i, position)| later_b.get(&key(position)).map(|&j| (i, j)))
}

/// Walks both main lines: where they differ, and where they meet again.
fn divergences(a: &MainLine, b: &MainLine) -> Vec<Divergence> {
    let mut found = Vec::new();
    let (mut i, mut j) = (0, 0);
    loop {
        while i < a.steps.len() && j < b.steps.len() && same_step(&a.steps[i], &b.steps[j]) {
            i += 1;
            j += 1;
        }
        if i >= a.steps.len() && j >= b.steps.len() {
            break;
        }
        let before = a.positions.get(i).unwrap_or(&b.positions[j]);
        let (move_a, move_b) = (a.ply_move(i), b.ply_move(j));
        let met = match (&move_a, &move_b) {
            (Some(_), Some(_)) => rejoin(a, b, i + 1, j + 1),
            _ => None,
        };
        found.push(Divergence {
            ply: i + 1,
            move_number: before.fullmoves().get(),
            side: before.turn(),
            a: move_a,
            b: move_b,
            before: (*before).clone(),
            rejoin: met.map(|(ply_a, ply_b)| {
                let last = &a.positions[ply_a - 1];
                Rejoin {
                    ply_a,
                    ply_b,
                    move_number: last.fullmoves().get(),
                    side: last.turn(),
                }
            }),
        });
        match met {
            Some((next_a, next_b)) => (i, j) = (next_a, next_b),
            None => break,
        }
    }
    found
}

/// Where a record's main line stops before its end, with the diagnostic that says why.
fn stop(game: &RecordedGame, record: Record) -> Option<RecordStop> {
    if game.replay.start.is_none() {
        let diagnostic = game
            .diagnostics
            .iter()
            .find(|d| d.is_error() && d.code.layer() == Layer::Board)
            .cloned();
        return Some(RecordStop {
            record,
            ply: 1,
            written: String::new(),
            span: diagnostic.as_ref().map_or(game.game.span, |d| d.span),
            reason: StopReason::NotReplayed,
            diagnostic,
        });
    }
    let stop = game.replay.mainline.stop.as_ref()?;
    let reason = match stop.cause {
        StopCause::SyntaxError => StopReason::SyntaxError,
        StopCause::IllegalMove => StopReason::IllegalMove,
        StopCause::GameOver => StopReason::GameOver,
    };
    let diagnostic = game
        .diagnostics
        .iter()
        .find(|d| {
            d.is_error()
                && d.span.offset() < stop.span.end()
                && stop.span.offset() < d.span.end().max(d.span.offset() + 1)
        })
        .cloned();
    Some(RecordStop {
        record,
        ply: game.replay.mainline.moves.len() + 1,
        written: game.stop_text.clone().unwrap_or_default(),
        span: stop.span,
        reason,
        diagnostic,
    })
}

/// A tag value that says nothing: empty, `?`, `????.??.??`.
pub(super) fn unknown(value: &str) -> bool {
    value.chars().all(|c| c == '?' || c == '.')
}

/// The tags of [`COMPARED_TAGS`] that both records give, with different values.
fn tag_differences(a: &Game, b: &Game) -> Vec<TagDifference> {
    COMPARED_TAGS
        .iter()
        .filter_map(|&name| {
            let value_a = a.tag(name).map(str::trim).filter(|v| !unknown(v))?;
            let value_b = b.tag(name).map(str::trim).filter(|v| !unknown(v))?;
            (value_a != value_b).then(|| TagDifference {
                name,
                a: value_a.to_string(),
                b: value_b.to_string(),
            })
        })
        .collect()
}

/// Compares two recorded games: main lines, stops, results and tags.
///
/// # Examples
///
/// ```
/// use iccf::diff::{compare, read_games};
/// use iccf::syntax::Notation;
///
/// // The same position after 3 moves, reached in another order.
/// let a = read_games("1. 5254 5755 2. 7163 2836 3. 6125 7866 *", Notation::Auto);
/// let b = read_games("1. e4 e5 2. Bb5 Nf6 3. Nf3 Nc6 *", Notation::Auto);
/// let found = compare(&a[0], &b[0]);
/// let first = &found.divergences[0];
/// assert_eq!(first.ply, 3);
/// let met = first.rejoin.as_ref().unwrap();
/// assert_eq!((met.ply_a, met.ply_b, met.move_number), (6, 6, 3));
/// assert_eq!(found.divergences.len(), 1);
/// assert!(!found.is_same());
/// ```
pub fn compare(a: &RecordedGame, b: &RecordedGame) -> GameDiff {
    let mut diff = GameDiff {
        game_a: a.index,
        game_b: b.index,
        start: None,
        divergences: Vec::new(),
        stops: [stop(a, Record::A), stop(b, Record::B)]
            .into_iter()
            .flatten()
            .collect(),
        result: None,
        tags: tag_differences(&a.game, &b.game),
        stamps: Vec::new(),
        plies: (a.replay.mainline.moves.len(), b.replay.mainline.moves.len()),
    };
    let (result_a, result_b) = (game_result(&a.game), game_result(&b.game));
    if result_a != result_b {
        diff.result = Some(ResultDifference {
            a: result_a,
            b: result_b,
        });
    }
    if let (Some(line_a), Some(line_b)) = (MainLine::of(a), MainLine::of(b)) {
        if key(&line_a.positions[0]) == key(&line_b.positions[0]) {
            diff.divergences = divergences(&line_a, &line_b);
            diff.stamps = stamp_differences(a, b, &diff);
        } else {
            diff.start = Some((
                crate::diagram::fen(&line_a.positions[0]),
                crate::diagram::fen(&line_b.positions[0]),
            ));
        }
    }
    diff
}

/// The send stamps that differ on the moves both records replayed alike (before the first
/// divergence).
fn stamp_differences(a: &RecordedGame, b: &RecordedGame, diff: &GameDiff) -> Vec<StampDifference> {
    let (stamps_a, stamps_b) = (
        crate::reflection::sent_stamps(&a.game),
        crate::reflection::sent_stamps(&b.game),
    );
    let alike = diff
        .first()
        .map_or(diff.plies.0.min(diff.plies.1), |d| d.ply.saturating_sub(1));
    let line = &a.replay.mainline;
    (0..alike.min(stamps_a.len()).min(stamps_b.len()))
        .filter_map(|i| match (stamps_a[i], stamps_b[i]) {
            (Some(sa), Some(sb)) if sa != sb => {
                let before = line.position_before(i);
                Some(StampDifference {
                    ply: i + 1,
                    move_number: before.fullmoves().get(),
                    side: before.turn(),
                    a: sa,
                    b: sb,
                })
            }
            _ => None,
        })
        .collect()
}
