//! Reflection time as ICCF counts it: the days each move took, read from the send stamps of a
//! correspondence game, charged, added up per side and compared with the time control; and the
//! T diagnostics (`T001`-`T006`) of what the count finds.
//!
//! The rule (ICCF Rules art. 2.4.2): "Playing time is accounted for in whole days (24-hour
//! periods)"; a move that took `d` whole days is charged `d` up to 20 days, and 20 plus twice the
//! days beyond 20 after that ([`charged_days`]); time left at a control is carried forward; leave
//! stops the clock. The ICCF webserver help ("Time Limit") adds that a control such as 10 moves
//! in 50 days is cumulative and that White's first move is counted from the tournament's start
//! ([`Settings::start`]; without it White's first move is not counted).
//!
//! ```
//! use iccf::reflection::{Settings, count};
//! let text = "1. e4 {[%ccsnt 2019.04.02,21:27]} e5 {[%ccsnt 2019.04.25,21:28]} *";
//! let game = iccf::syntax::games(text).next().unwrap().game;
//! let settings = Settings { control: Some("10/50".parse().unwrap()), ..Settings::default() };
//! let counted = count(&game, &settings);
//! assert_eq!((counted.moves[1].days, counted.moves[1].charged), (Some(23), Some(26)));
//! assert_eq!((counted.totals.white, counted.totals.black), (0, 26));
//! ```

pub mod control;
mod rules;
pub mod stamp;

use std::str::FromStr;

use serde::Serialize;

pub use control::{Control, ControlError};
use stamp::{DAY, Stamp};

use crate::diagnostic::Diagnostic;
use crate::span::Span;
use crate::syntax::ast::{CommentCommand, Element, Game, MoveKind};

/// The days charged for a move that took `days` whole days (ICCF Rules art. 2.4.2): "up to 20
/// days, plus twice the whole number of days of reflection time used beyond 20 days".
///
/// # Examples
///
/// ```
/// use iccf::reflection::charged_days;
/// assert_eq!([charged_days(20), charged_days(21), charged_days(23), charged_days(25)], [20, 22, 26, 30]);
/// ```
pub const fn charged_days(days: u32) -> u32 {
    if days <= 20 {
        days
    } else {
        20 + 2 * (days - 20)
    }
}

/// The whole days (24-hour periods) in `seconds` of reflection time: 23 h 59 min is 0 days,
/// exactly 24 h is 1 (ICCF Rules art. 2.4.2). Negative time is 0 days.
pub fn whole_days(seconds: i64) -> u32 {
    u32::try_from(seconds.max(0) / DAY).unwrap_or(u32::MAX)
}

/// The side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    /// White.
    White,
    /// Black.
    Black,
}

impl Side {
    /// `"White"` or `"Black"`, for messages.
    pub const fn name(self) -> &'static str {
        match self {
            Side::White => "White",
            Side::Black => "Black",
        }
    }

    const fn other(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }
}

/// A period in which the clock of one side (a leave, ICCF Rules: "both response time and
/// reflection time are stopped during a valid leave") or of both (a tournament director's clock
/// stop) does not run: from the start of its first day to the end of its last.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Leave {
    /// Whose clock stops; `None` for both (a clock stop).
    pub side: Option<Side>,
    /// The first moment of the leave (00:00 of its first day).
    pub from: Stamp,
    /// The first moment after it (00:00 of the day after its last day).
    pub until: Stamp,
}

impl Leave {
    /// The seconds of `[begin, end)` that fall in this leave.
    fn overlap(&self, begin: Stamp, end: Stamp) -> i64 {
        (end.0.min(self.until.0) - begin.0.max(self.from.0)).max(0)
    }
}

/// Reads `white=2019.01.02..2019.01.20`, `black=...`, or the dates alone (or `both=`) for a
/// clock stop of both sides; both days count as leave.
///
/// # Examples
///
/// ```
/// use iccf::reflection::{Leave, Side};
/// let leave: Leave = "white=2019.01.02..2019.01.20".parse().unwrap();
/// assert_eq!(leave.side, Some(Side::White));
/// assert_eq!((leave.until.0 - leave.from.0) / 86_400, 19);
/// assert!("white=2019.01.20..2019.01.02".parse::<Leave>().is_err());
/// ```
impl FromStr for Leave {
    type Err = String;

    fn from_str(text: &str) -> Result<Leave, String> {
        let (side, dates) = match text.split_once('=') {
            Some((side, dates)) => (
                match side.trim().to_ascii_lowercase().as_str() {
                    "white" => Some(Side::White),
                    "black" => Some(Side::Black),
                    "both" => None,
                    other => return Err(format!("`{other}` is not white, black or both")),
                },
                dates,
            ),
            None => (None, text),
        };
        let (from, to) = dates
            .split_once("..")
            .ok_or_else(|| format!("`{dates}` is not FIRST..LAST (2019.01.02..2019.01.20)"))?;
        let date = |d: &str| {
            Stamp::date(d).ok_or_else(|| format!("`{}` is not a date YYYY.MM.DD", d.trim()))
        };
        let (from, to) = (date(from)?, date(to)?);
        if to < from {
            return Err(format!("the leave ends ({to}) before it starts ({from})"));
        }
        Ok(Leave {
            side,
            from,
            until: Stamp(to.0 + DAY),
        })
    }
}

/// What the count needs besides the game: the control, the event's start, leave and clock
/// stops (`--control`, `--start`, `--leave`, or the `[time]` table of `iccf.toml`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Settings {
    /// The time control; `None` counts with ICCF's doubling and no limit (or takes the game's
    /// `TimeControl` tag, see [`Settings::control_for`]).
    pub control: Option<Control>,
    /// The tournament's start, from which White's first move is counted (webserver help "Time
    /// Limit"); without it White's first move is not counted.
    pub start: Option<Stamp>,
    /// Leave and clock stops.
    pub leave: Vec<Leave>,
}

impl Settings {
    /// The control for `game`: the configured one, else the one of its `TimeControl` tag.
    pub fn control_for(&self, game: &Game) -> Option<Control> {
        self.control
            .or_else(|| game.tag("TimeControl").and_then(Control::from_tag))
    }
}

/// One main-line move, counted.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct MoveTime {
    /// The half-move, 1-based (White's first move is 1).
    pub ply: u32,
    /// The move number.
    pub number: u32,
    /// Who moved.
    pub side: Side,
    /// The move as written (`b3`, `5254`).
    #[serde(rename = "move")]
    pub written: String,
    /// When it was sent (`[%ccsnt]`), `YYYY.MM.DD HH:MM` in JSON.
    pub sent: Option<Stamp>,
    /// The whole days it took; `None` when it cannot be counted (no stamp, White's first move
    /// without the event's start, a stamp that goes backwards).
    pub days: Option<u32>,
    /// The days charged for it ([`charged_days`], or the days when the control does not double).
    pub charged: Option<u32>,
    /// The days charged to its side so far, this move included.
    pub total: u32,
    /// The most days its side may have been charged by the end of this move
    /// ([`Control::limit_at`]); `None` without a control or for a per-move control.
    pub limit: Option<u32>,
    /// The bytes of the move.
    #[serde(skip)]
    pub span: Span,
    /// The bytes of its send stamp (or of its clock command), where diagnostics point.
    #[serde(skip)]
    pub stamp_span: Option<Span>,
    /// The reflection time in seconds, after leave, when it could be counted.
    #[serde(skip)]
    pub seconds: Option<i64>,
    /// Whether it was sent in the same minute as the stamp it is counted from.
    #[serde(skip)]
    pub same_minute: bool,
}

/// Days per side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Totals {
    /// White's days.
    pub white: i64,
    /// Black's days.
    pub black: i64,
}

impl Totals {
    fn get(&self, side: Side) -> i64 {
        match side {
            Side::White => self.white,
            Side::Black => self.black,
        }
    }

    fn add(&mut self, side: Side, days: i64) {
        match side {
            Side::White => self.white += days,
            Side::Black => self.black += days,
        }
    }
}

/// The count of one game.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Count {
    /// The control it was counted against.
    pub control: Option<Control>,
    /// Every main-line move.
    pub moves: Vec<MoveTime>,
    /// The days charged to each side.
    pub totals: Totals,
    /// The days each side has left at its next control ([`Control::limit_at`] of its next move
    /// minus its total; negative when over), `None` without a control or for a per-move one.
    pub left: Option<Totals>,
    /// Whether White's first move was counted (only when the event's start is known).
    pub first_move_counted: bool,
    /// The T diagnostics, in the order of the moves.
    pub diagnostics: Vec<Diagnostic>,
}

/// The stamps written after one move, read.
#[derive(Default)]
struct Stamps {
    sent: Option<(Stamp, Span)>,
    received: Option<Stamp>,
    clock: Option<(i64, Span)>,
    elapsed: Option<(i64, Span)>,
}

impl Stamps {
    fn read(&mut self, command: &CommentCommand) {
        let span = command.span;
        match command.name.to_ascii_lowercase().as_str() {
            stamp::SEND_TIME => {
                let written = stamp::send_time(&command.arguments)
                    .ok()
                    .or_else(|| stamp::loose_send_time(&command.arguments));
                if let Some(at) = written.and_then(Stamp::new) {
                    self.sent = Some((at, span));
                }
            }
            stamp::RECEIVED => {
                self.received = stamp::loose_send_time(&command.arguments).and_then(Stamp::new);
            }
            stamp::CLOCK => {
                self.clock = stamp::duration(&command.arguments).ok().map(|s| (s, span));
            }
            stamp::ELAPSED => {
                self.elapsed = stamp::duration(&command.arguments).ok().map(|s| (s, span));
            }
            _ => {}
        }
    }
}

/// The main-line moves of `game` with the stamps written after each (in the comments up to the
/// next move).
fn moves_with_stamps(game: &Game) -> Vec<(Span, String, Stamps)> {
    let mut moves: Vec<(Span, String, Stamps)> = Vec::new();
    for element in &game.movetext {
        match element {
            Element::Move(m) => moves.push((m.span, written(&m.kind), Stamps::default())),
            Element::Comment(comment) => {
                if let Some((_, _, stamps)) = moves.last_mut() {
                    for command in &comment.commands {
                        stamps.read(command);
                    }
                }
            }
            _ => {}
        }
    }
    moves
}

/// The send stamp (`[%ccsnt]`) of every main-line move of `game`, in order (`None` for a move
/// without one), as `iccf diff` compares them.
///
/// # Examples
///
/// ```
/// let text = "1. 5254 {[%ccsnt 2019.01.01,10:00]} 5755 *";
/// let game = iccf::syntax::games(text).next().unwrap().game;
/// let stamps = iccf::reflection::sent_stamps(&game);
/// assert_eq!(stamps.len(), 2);
/// assert_eq!(stamps[0].map(|s| s.to_string()), Some("2019.01.01 10:00".to_string()));
/// assert_eq!(stamps[1], None);
/// ```
pub fn sent_stamps(game: &Game) -> Vec<Option<Stamp>> {
    moves_with_stamps(game)
        .into_iter()
        .map(|(_, _, stamps)| stamps.sent.map(|(at, _)| at))
        .collect()
}

/// A move as written, without check marks or annotations (`b3`, `5254`).
fn written(kind: &MoveKind) -> String {
    match kind {
        MoveKind::Numeric(n) => {
            let mut digits = format!("{}{}{}{}", n.from.file, n.from.rank, n.to.file, n.to.rank);
            if let Some(p) = n.promotion {
                digits.push_str(&p.digit.to_string());
            }
            digits
        }
        MoveKind::San(san) => san.text.clone(),
        MoveKind::Coordinate(c) => c.text.clone(),
        MoveKind::WrongLength(text) | MoveKind::Null(text) => text.clone(),
    }
}

/// The side to move first and the first move number, from the game's FEN tag as the board
/// reads it ([`crate::board::numbering_of_tags`]; move 0 counts as 1); White and 1 without one.
fn first_move(game: &Game) -> (Side, u32) {
    let Some(start) = crate::board::numbering_of_tags(&game.tags) else {
        return (Side::White, 1);
    };
    let side = if start.black {
        Side::Black
    } else {
        Side::White
    };
    (side, start.number.max(1))
}

/// What one move's stamps say of its reflection time.
#[derive(Default)]
struct Reflection {
    /// The time, after leave; `None` when it cannot be counted.
    seconds: Option<i64>,
    /// The stamp it was read from.
    stamp_span: Option<Span>,
    /// Sent in the same minute as the move it answers.
    same_minute: bool,
}

/// The reflection time of one move of `side` from its `stamps`, counted from `begin` (the
/// stamp of the move it answers, its received date, or the event's start); `Err` with the T005
/// of a stamp that cannot be (the move is then not counted).
fn reflection(
    stamps: &Stamps,
    begin: Option<Stamp>,
    answers_a_move: bool,
    side: Side,
    control: Option<Control>,
    settings: &Settings,
    written: &str,
) -> Result<Reflection, Diagnostic> {
    if let Some((sent, sent_span)) = stamps.sent {
        let mut found = Reflection {
            stamp_span: Some(sent_span),
            ..Reflection::default()
        };
        let Some(begin) = begin else {
            return Ok(found);
        };
        if sent < begin {
            return Err(rules::backwards(written, sent, begin, sent_span));
        }
        let leave: i64 = settings
            .leave
            .iter()
            .filter(|l| l.side.is_none_or(|s| s == side))
            .map(|l| l.overlap(begin, sent))
            .sum();
        found.seconds = Some(sent.0 - begin.0 - leave);
        found.same_minute =
            stamps.received.is_none() && answers_a_move && sent.0 / 60 == begin.0 / 60;
        return Ok(found);
    }
    if let Some((elapsed, elapsed_span)) = stamps.elapsed {
        return Ok(Reflection {
            seconds: Some(elapsed),
            stamp_span: Some(elapsed_span),
            same_minute: false,
        });
    }
    if let (Some((left, clock_span)), Some(Control::PerMove { days })) = (stamps.clock, control) {
        let limit = i64::from(days) * DAY;
        if left > limit {
            return Err(rules::clock_above_limit(left, days, clock_span));
        }
        return Ok(Reflection {
            seconds: Some(limit - left),
            stamp_span: Some(clock_span),
            same_minute: false,
        });
    }
    Ok(Reflection::default())
}

/// The days each side has left at its next control: the limit of its next move less its total.
fn days_left(control: Control, moves: &[MoveTime], totals: Totals) -> Option<Totals> {
    let left_of = |side: Side| {
        let next = moves
            .iter()
            .rev()
            .find(|m| m.side == side)
            .map_or(1, |m| m.number + 1);
        control
            .limit_at(next)
            .map(|limit| i64::from(limit) - totals.get(side))
    };
    Some(Totals {
        white: left_of(Side::White)?,
        black: left_of(Side::Black)?,
    })
}

/// Counts the reflection time of every main-line move of `game`, with the T diagnostics.
///
/// A move's time runs from the send stamp of the move it answers (or from its own received
/// date, `[%ccrcv]`, when it has one; for the game's first move, from [`Settings::start`]) to
/// its own send stamp, minus the leave of its side; without send stamps, `[%emt]` is the move's
/// time, and under a per-move control `[%clk]` is the time left of it.
pub fn count(game: &Game, settings: &Settings) -> Count {
    count_plies(game, settings, usize::MAX)
}

/// [`count`] over the first `plies` main-line moves only (all of them when there are fewer):
/// where the board stopped replaying a record, the sides of the moves after the stop are not
/// known (a move left out shifts every later one to the other side), so they are not counted.
pub fn count_plies(game: &Game, settings: &Settings, plies: usize) -> Count {
    let control = settings.control_for(game);
    let (mut side, mut number) = first_move(game);
    let mut moves = Vec::new();
    let mut totals = Totals::default();
    let mut previous: Option<Stamp> = settings.start;
    let mut diagnostics = Vec::new();
    for (ply, (span, written, stamps)) in
        moves_with_stamps(game).into_iter().take(plies).enumerate()
    {
        let begin = stamps.received.or(previous);
        let Reflection {
            seconds,
            stamp_span,
            same_minute,
        } = reflection(&stamps, begin, ply > 0, side, control, settings, &written).unwrap_or_else(
            |found| {
                diagnostics.push(found);
                Reflection::default()
            },
        );
        let days = seconds.map(whole_days);
        let charged = days.map(|d| {
            if control.is_none_or(Control::doubles) {
                charged_days(d)
            } else {
                d
            }
        });
        totals.add(side, i64::from(charged.unwrap_or(0)));
        moves.push(MoveTime {
            ply: ply as u32 + 1,
            number,
            side,
            written,
            sent: stamps.sent.map(|(s, _)| s),
            days,
            charged,
            total: u32::try_from(totals.get(side)).unwrap_or_default(),
            limit: control.and_then(|c| c.limit_at(number)),
            span,
            stamp_span,
            seconds,
            same_minute,
        });
        previous = stamps.sent.map(|(s, _)| s);
        if side == Side::Black {
            number += 1;
        }
        side = side.other();
    }
    let first_move_counted = settings.start.is_some();
    let left = control.and_then(|c| days_left(c, &moves, totals));
    rules::check(&moves, control, &mut diagnostics);
    diagnostics.sort_by_key(|d| (d.span.offset(), d.code));
    Count {
        control,
        moves,
        totals,
        left,
        first_move_counted,
        diagnostics,
    }
}

#[cfg(test)]
mod tests;
