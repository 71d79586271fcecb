//! The `games` of `/api/check`: one summary per game, and for the game the page shows, every
//! replayed move with its squares and the positions around it, from the board layer's replay
//! (the page does no chess of its own).

use std::collections::HashMap;

use serde::Serialize;

use crate::board::{Line, Replay, StopCause};
use crate::check::CheckedGame;
use crate::convert::{SanStyle, fen_of, san_of};
use crate::syntax::ast::{Element, Move, MoveKind};

/// One game of the text.
#[derive(Debug, Serialize)]
pub(crate) struct GameSummary {
    /// 1-based position of the game in the text (the `game` of the diagnostics).
    pub game: usize,
    /// The game's bytes: 0-based offset and length.
    pub offset: usize,
    pub length: usize,
    /// The White, Black and Date tags, when the game has them.
    pub white: Option<String>,
    pub black: Option<String>,
    pub date: Option<String>,
    /// The game termination marker (`1-0`, `*`, ...), `null` when there is none.
    pub result: Option<&'static str>,
    /// How many moves of the main line were replayed.
    pub plies: usize,
    /// The moves and positions: only for the game the request asked for.
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    pub detail: Option<GameDetail>,
}

/// The moves of a game as replayed.
#[derive(Debug, Default, Serialize)]
pub(crate) struct GameDetail {
    /// The starting position (`null` when the game could not be replayed at all).
    pub start_fen: Option<String>,
    /// Every replayed move of every line, in the order of the replay (main line first).
    pub moves: Vec<MoveDetail>,
    /// Where lines stopped: at an illegal move, a notation error, or after the game ended.
    pub stops: Vec<StopDetail>,
    /// Moves and stops beyond the server's cap were left out of the lists.
    pub moves_truncated: bool,
}

/// One replayed ply.
#[derive(Debug, Serialize)]
pub(crate) struct MoveDetail {
    /// The ply number counted from the game's start (the first move is 1).
    pub ply: usize,
    /// Which line: 0 is the main line, the variations are numbered 1, 2, ... in replay order.
    pub line: usize,
    /// The move token's bytes in the text.
    pub offset: usize,
    pub length: usize,
    /// The move in canonical numeric notation, and in SAN.
    pub numeric: String,
    pub san: String,
    /// The from- and to-squares as numeric digits (castling: the king's squares).
    pub from: Option<String>,
    pub to: Option<String>,
    /// The positions before and after the move.
    pub before: String,
    pub after: String,
}

/// A line cut short.
#[derive(Debug, Serialize)]
pub(crate) struct StopDetail {
    /// The ply the stopped move would have been.
    pub ply: usize,
    pub line: usize,
    /// The stopped move's bytes.
    pub offset: usize,
    pub length: usize,
    /// `illegal-move`, `syntax-error` or `game-over`.
    pub cause: &'static str,
    /// The position before the move.
    pub fen: String,
    /// The squares the written move names, when it names two valid ones.
    pub from: Option<String>,
    pub to: Option<String>,
}

/// The summary of a checked game, with its detail when `detail` is set.
/// At most `max` moves and `max` stops are listed.
pub(crate) fn summary(checked: &CheckedGame, detail: bool, max: usize) -> GameSummary {
    let game = &checked.game;
    let tag = |name| game.tag(name).map(str::to_string);
    GameSummary {
        game: checked.index,
        offset: game.span.offset(),
        length: game.span.len(),
        white: tag("White"),
        black: tag("Black"),
        date: tag("Date"),
        result: game.termination.map(|t| t.result.as_str()),
        plies: checked
            .replay
            .as_ref()
            .map_or(0, |r| r.mainline.moves.len()),
        detail: detail
            .then(|| {
                checked
                    .replay
                    .as_ref()
                    .map(|r| game_detail(checked, r, max))
            })
            .flatten(),
    }
}

fn game_detail(checked: &CheckedGame, replay: &Replay, max: usize) -> GameDetail {
    let mut written = HashMap::new();
    collect_moves(&checked.game.movetext, &mut written);
    let mut walk = Walk {
        written,
        detail: GameDetail {
            start_fen: replay.start.as_ref().map(fen_of),
            ..GameDetail::default()
        },
        lines: 0,
        max,
    };
    if replay.start.is_some() {
        walk.line(&replay.mainline, 0, 0);
    }
    walk.detail
}

/// The moves as written, by the offset of their token, to find the squares of a stopped move.
fn collect_moves<'a>(elements: &'a [Element], out: &mut HashMap<usize, &'a Move>) {
    for element in elements {
        match element {
            Element::Move(m) => {
                out.insert(m.span.offset(), m);
            }
            Element::Variation(v) => collect_moves(&v.elements, out),
            _ => {}
        }
    }
}

/// The squares a written move names, as numeric digits.
fn written_squares(m: &Move) -> (Option<String>, Option<String>) {
    let square = |file: u8, rank: u8| {
        ((1..=8).contains(&file) && (1..=8).contains(&rank)).then(|| format!("{file}{rank}"))
    };
    match &m.kind {
        MoveKind::Numeric(n) => (
            square(n.from.file, n.from.rank),
            square(n.to.file, n.to.rank),
        ),
        MoveKind::Coordinate(c) => (square(c.from.0, c.from.1), square(c.to.0, c.to.1)),
        _ => (None, None),
    }
}

struct Walk<'a> {
    written: HashMap<usize, &'a Move>,
    detail: GameDetail,
    /// Lines numbered so far (the main line is 0).
    lines: usize,
    /// The most moves (and stops) listed.
    max: usize,
}

impl Walk<'_> {
    fn next_line(&mut self) -> usize {
        self.lines += 1;
        self.lines
    }

    /// Lists `line` (number `id`), whose first move is ply `ply + 1` from its start, then its
    /// variations.
    fn line(&mut self, line: &Line, ply: usize, id: usize) {
        for variation in &line.leading_variations {
            let id = self.next_line();
            self.line(variation, ply, id);
        }
        for (i, (before, m)) in line.plies().enumerate() {
            if self.detail.moves.len() >= self.max {
                self.detail.moves_truncated = true;
                break;
            }
            let numeric = m.numeric();
            let (from, to) = if numeric.len() >= 4 {
                (
                    Some(numeric[..2].to_string()),
                    Some(numeric[2..4].to_string()),
                )
            } else {
                (None, None)
            };
            self.detail.moves.push(MoveDetail {
                ply: ply + i + 1,
                line: id,
                offset: m.span.offset(),
                length: m.span.len(),
                san: SanStyle::default().write(san_of(&before, m)),
                numeric,
                from,
                to,
                before: fen_of(&before),
                after: fen_of(&m.after(&before)),
            });
            for variation in line.variations_of(i) {
                let id = self.next_line();
                self.line(variation, ply + i, id);
            }
        }
        let before_stop = line.end();
        if let Some(stop) = &line.stop {
            if self.detail.stops.len() >= self.max {
                self.detail.moves_truncated = true;
                return;
            }
            let (from, to) = self
                .written
                .get(&stop.span.offset())
                .map_or((None, None), |m| written_squares(m));
            self.detail.stops.push(StopDetail {
                ply: ply + line.moves.len() + 1,
                line: id,
                offset: stop.span.offset(),
                length: stop.span.len(),
                cause: match stop.cause {
                    StopCause::IllegalMove => "illegal-move",
                    StopCause::SyntaxError => "syntax-error",
                    StopCause::GameOver => "game-over",
                },
                fen: fen_of(before_stop),
                from,
                to,
            });
        }
        for variation in &line.stopped_variations {
            let id = self.next_line();
            self.line(variation, ply + line.moves.len(), id);
        }
        // After a repaired slip the same line goes on, the repair's plies counted.
        if let Some(rest) = &line.resumed {
            let repaired = line
                .stop
                .as_ref()
                .and_then(|s| s.repair.as_ref())
                .and_then(|r| r.played())
                .map_or(0, |m| m.moves.len());
            self.line(rest, ply + line.moves.len() + repaired, id);
        }
    }
}
