//! The T diagnostics of a count: what the days say about the rules of the control.
//!
//! - T001 `time-limit-exceeded`: a side's total over the control's limit (ICCF Rules art. 2.4.2).
//! - T002 `double-time-charged`: a move over 20 days, charged double beyond 20 (art. 2.4.2).
//! - T003 `long-silence`: 40 days or more without a move (iccf.com messages 1034, 1036).
//! - T004 `move-time-limit-exceeded`: one move over a per-move limit (per-move controls, Triple
//!   Block's 50 days).
//! - T005 `impossible-stamp`: a stamp that goes backwards, a clock above its limit.
//! - T006 `same-minute-reply`: a reply in the same minute as the move it answers.

use super::control::Control;
use super::stamp::{DAY, Stamp};
use super::{MoveTime, Side};
use crate::codes::Code;
use crate::diagnostic::Diagnostic;
use crate::span::Span;

/// ICCF's reminders come at 14, 28 and 35 days; 40 days' silence loses (iccf.com message 1036).
pub const SILENCE_DAYS: u32 = 40;

/// `1 day`, `25 days`.
fn in_days(n: impl Into<i64>) -> String {
    let n = n.into();
    if n == 1 {
        "1 day".to_string()
    } else {
        format!("{n} days")
    }
}

/// A reflection time in words: `1 day 0 h 1 min`, `3 days 2 h 0 min`.
fn span_of_time(seconds: i64) -> String {
    format!(
        "{} {} h {} min",
        in_days(seconds / DAY),
        seconds % DAY / 3600,
        seconds % 3600 / 60
    )
}

/// A move as the messages name it: `7. b3`, `6... Be7`.
fn named(m: &MoveTime) -> String {
    match m.side {
        Side::White => format!("{}. {}", m.number, m.written),
        Side::Black => format!("{}... {}", m.number, m.written),
    }
}

/// T005 for a send stamp earlier than the stamp it is counted from.
pub(super) fn backwards(written: &str, sent: Stamp, begin: Stamp, span: Span) -> Diagnostic {
    Diagnostic::new(
        Code::ImpossibleStamp,
        span,
        format!("{written} was sent at {sent}, before {begin}, the time its reflection time is counted from"),
    )
    .with_label("goes backwards: not counted")
    .with_help("a reply cannot be sent before the move it answers: copy both stamps again from the server's record")
}

/// T005 for a clock that shows more than the per-move control gives.
pub(super) fn clock_above_limit(left: i64, days: u32, span: Span) -> Diagnostic {
    Diagnostic::new(
        Code::ImpossibleStamp,
        span,
        format!(
            "the clock shows {} left, more than the {} a move has",
            span_of_time(left),
            in_days(days)
        ),
    )
    .with_label("more than the control gives: not counted")
    .with_help("check the time control (`--control per-move N`) or copy the clock again")
}

/// Pushes T001-T004 and T006 for the counted `moves`.
pub(super) fn check(moves: &[MoveTime], control: Option<Control>, out: &mut Vec<Diagnostic>) {
    // The last control period in which each side was reported over the limit (T001 once a
    // period: the first move over it).
    let mut reported: [Option<u32>; 2] = [None, None];
    for m in moves {
        let at = m.stamp_span.unwrap_or(m.span);
        let (Some(days), Some(charged)) = (m.days, m.charged) else {
            continue;
        };
        if m.same_minute {
            out.push(
                Diagnostic::new(
                    Code::SameMinuteReply,
                    at,
                    format!("{} was sent in the same minute as the move it answers: probably a conditional move (0 days)", named(m)),
                )
                .with_label("0 days")
                .with_help("a reply the server plays at once is a conditional move; it takes no reflection time"),
            );
        }
        if charged > days {
            out.push(
                Diagnostic::new(
                    Code::DoubleTimeCharged,
                    at,
                    format!(
                        "{} took {days} days: charged {charged} (20 + 2 x {})",
                        named(m),
                        days - 20
                    ),
                )
                .with_label(format!("{days} days, charged {charged}"))
                .with_help(
                    "ICCF Rules art. 2.4.2 charge twice every whole day beyond 20 on one move",
                ),
            );
        }
        if days >= SILENCE_DAYS {
            out.push(
                Diagnostic::new(
                    Code::LongSilence,
                    at,
                    format!("{} came after {days} days without a move (40 days' silence loses)", named(m)),
                )
                .with_label(format!("{days} days"))
                .with_help("give the leave that covers these days (`--leave`), or copy the stamps again from the server's record"),
            );
        }
        let Some(control) = control else { continue };
        if let (Some(limit), Some(seconds)) = (control.move_limit(), m.seconds)
            && seconds > i64::from(limit) * DAY
        {
            out.push(
                Diagnostic::new(
                    Code::MoveTimeLimitExceeded,
                    at,
                    format!("{} took {}, more than the {} a move may take ({control})", named(m), span_of_time(seconds), in_days(limit)),
                )
                .with_label(format!("over {}", in_days(limit)))
                .with_help("one move over the per-move limit loses on time, unless a leave or a clock stop covers it (`--leave`)"),
            );
        }
        let Some(limit) = m.limit else { continue };
        let period = match control {
            Control::Cumulative { moves, .. } => m.number.div_ceil(moves.max(1)),
            _ => 0,
        };
        let slot = &mut reported[usize::from(m.side == Side::Black)];
        if m.total > limit && *slot != Some(period) {
            *slot = Some(period);
            out.push(over_the_limit(m, at, limit, period, control));
        }
    }
}

/// T001: `m` brought its side's total over `limit`, in control `period` (1-based; 0 for a
/// clock).
fn over_the_limit(m: &MoveTime, at: Span, limit: u32, period: u32, control: Control) -> Diagnostic {
    let by = m.total - limit;
    let at_control = match control {
        Control::Cumulative { moves, .. } => format!("by move {}", period * moves),
        _ => "on the clock".to_string(),
    };
    Diagnostic::new(
        Code::TimeLimitExceeded,
        at,
        format!(
            "{}'s total reached {} at {}, {} over the {limit} allowed {at_control} ({control})",
            m.side.name(),
            in_days(m.total),
            named(m),
            in_days(by),
        ),
    )
    .with_label(format!("{} of {limit} days", m.total))
    .with_help("over the limit loses on time (ICCF Rules art. 2.4.2) unless a leave or a clock stop explains the days: count again with it, `iccf time --leave white=FIRST..LAST`")
}
