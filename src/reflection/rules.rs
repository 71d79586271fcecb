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
use crate::i18n::{Args, Message};
use crate::span::Span;

/// ICCF's reminders come at 14, 28 and 35 days; 40 days' silence loses (iccf.com message 1036).
pub const SILENCE_DAYS: u32 = 40;

/// The arguments of a reflection time in words (`1 day 0 h 1 min`, `3 days 2 h 0 min`): its
/// `days`, `hours` and `minutes`.
fn span_of_time(seconds: i64) -> Args {
    Args::new()
        .number("days", seconds / DAY)
        .number("hours", seconds % DAY / 3600)
        .number("minutes", seconds % 3600 / 60)
}

/// A help of the catalogue without arguments.
fn help(id: &'static str) -> Vec<Message> {
    vec![Message::new(id, Args::new())]
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
    let args = Args::new()
        .text("move", written)
        .text("sent", sent.to_string())
        .text("begin", begin.to_string());
    Diagnostic::from_catalogue(
        Code::ImpossibleStamp,
        span,
        "time-impossible-stamp-backwards",
        args,
    )
    .with_catalogue_label("time-impossible-stamp-backwards.label")
    .with_catalogue_help(help("time-impossible-stamp-backwards.help"))
}

/// T005 for a clock that shows more than the per-move control gives.
pub(super) fn clock_above_limit(left: i64, days: u32, span: Span) -> Diagnostic {
    Diagnostic::from_catalogue(
        Code::ImpossibleStamp,
        span,
        "time-clock-above-limit",
        span_of_time(left).number("limit", days),
    )
    .with_catalogue_label("time-clock-above-limit.label")
    .with_catalogue_help(help("time-clock-above-limit.help"))
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
        let moved = Args::new().text("move", named(m));
        days_of_one_move(m, at, days, charged, &moved, out);
        let Some(control) = control else { continue };
        if let (Some(limit), Some(seconds)) = (control.move_limit(), m.seconds)
            && seconds > i64::from(limit) * DAY
        {
            let args = moved
                .extended(span_of_time(seconds))
                .number("limit", limit)
                .text("control", control.to_string());
            out.push(
                Diagnostic::from_catalogue(
                    Code::MoveTimeLimitExceeded,
                    at,
                    "time-move-time-limit-exceeded",
                    args,
                )
                .with_catalogue_label("time-move-time-limit-exceeded.label")
                .with_catalogue_help(help("time-move-time-limit-exceeded.help")),
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

/// Pushes T006, T002 and T003 for move `m` (`moved`: its `move` argument), which took `days`
/// and was charged `charged`.
fn days_of_one_move(
    m: &MoveTime,
    at: Span,
    days: u32,
    charged: u32,
    moved: &Args,
    out: &mut Vec<Diagnostic>,
) {
    if m.same_minute {
        out.push(
            Diagnostic::from_catalogue(
                Code::SameMinuteReply,
                at,
                "time-same-minute-reply",
                moved.clone(),
            )
            .with_catalogue_label("time-same-minute-reply.label")
            .with_catalogue_help(help("time-same-minute-reply.help")),
        );
    }
    if charged > days {
        let args = moved
            .clone()
            .number("days", days)
            .number("charged", charged)
            .number("beyond", days - 20);
        out.push(
            Diagnostic::from_catalogue(
                Code::DoubleTimeCharged,
                at,
                "time-double-time-charged",
                args,
            )
            .with_catalogue_label("time-double-time-charged.label")
            .with_catalogue_help(help("time-double-time-charged.help")),
        );
    }
    if days >= SILENCE_DAYS {
        out.push(
            Diagnostic::from_catalogue(
                Code::LongSilence,
                at,
                "time-long-silence",
                moved.clone().number("days", days),
            )
            .with_catalogue_label("time-long-silence.label")
            .with_catalogue_help(help("time-long-silence.help")),
        );
    }
}

/// T001: `m` brought its side's total over `limit`, in control `period` (1-based; 0 for a
/// clock).
fn over_the_limit(m: &MoveTime, at: Span, limit: u32, period: u32, control: Control) -> Diagnostic {
    let (at_control, by_move) = match control {
        Control::Cumulative { moves, .. } => ("moves", period * moves),
        _ => ("clock", 0),
    };
    let args = Args::new()
        .selector(
            "side",
            match m.side {
                Side::White => "white",
                Side::Black => "black",
            },
        )
        .number("total", m.total)
        .text("move", named(m))
        .number("by", m.total - limit)
        .number("limit", limit)
        .selector("at", at_control)
        .number("by_move", by_move)
        .text("control", control.to_string());
    Diagnostic::from_catalogue(Code::TimeLimitExceeded, at, "time-total-over-limit", args)
        .with_catalogue_label("time-total-over-limit.label")
        .with_catalogue_help(help("time-total-over-limit.help"))
}

#[cfg(test)]
mod tests {
    use crate::i18n::Language;
    use crate::reflection::{Settings, count};

    /// Every text of every T diagnostic of the fixtures (message, label, help) comes from the
    /// catalogues: in Russian each has Cyrillic letters.
    #[test]
    fn every_text_of_the_time_fixtures_is_translated() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/lint/err");
        let mut seen = 0;
        for entry in std::fs::read_dir(dir).expect("the fixtures") {
            let path = entry.expect("a fixture").path();
            let name = path
                .file_name()
                .and_then(|n| n.to_str())
                .unwrap_or_default();
            if !name.starts_with('T') || path.extension().is_none_or(|e| e != "iccf") {
                continue;
            }
            let text = std::fs::read_to_string(&path).expect("a fixture");
            for parsed in crate::syntax::games(&text) {
                for d in count(&parsed.game, &Settings::default()).diagnostics {
                    seen += 1;
                    let ru = d.in_language(Language::Russian);
                    let cyrillic = |t: &str| t.chars().any(|c| ('а'..='я').contains(&c));
                    for t in [&ru.message, &ru.label]
                        .into_iter()
                        .chain(&ru.help)
                        .chain(&ru.related)
                    {
                        assert!(cyrillic(t), "{name}: `{t}` in {ru:?}");
                    }
                }
            }
        }
        assert!(seen >= 6, "{seen}");
    }
}
