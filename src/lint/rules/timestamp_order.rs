//! `timestamp-order` (L008): the times correspondence servers write into comments.
//!
//! `[%ccsnt 2018.10.02,12:56]` is the time a move was sent (date `YYYY.MM.DD`, time `HH:MM` or
//! `HH:MM:SS`); in the main line each must be no earlier than the one before it. Clocks and
//! move times (`[%clk 0:05:00]`, `[%emt ...]`, `[%egt ...]`, `[%mct ...]`) must read
//! `H:MM:SS` (hours may have more digits, seconds a decimal fraction). Variations are checked
//! for the form only.

use super::Context;
use crate::codes::Code;
use crate::diagnostic::Diagnostic;
use crate::i18n::{Args, Message};
use crate::reflection::stamp::{
    DURATIONS, SEND_TIME, Written, duration, loose_send_time, send_time, show,
};
use crate::span::Span;
use crate::syntax::ast::{CommentCommand, Element};

/// A send time, comparable: (year, month, day, hour, minute, second).
type Stamp = Written;

/// A send time that does not read as written.
struct Malformed {
    span: Span,
    written: String,
    reason: String,
    /// Its runs of digits as `9` ([`shape_of`]): stamps of one shape come from one writer's bug.
    shape: String,
    /// What it reads as when the separators are taken loosely (`2011.06:16` as 2011.06.16).
    reading: Option<Stamp>,
}

/// What the walk of one game found.
#[derive(Default)]
struct Walk {
    last: Option<(Stamp, Span)>,
    malformed: Vec<Malformed>,
}

pub(crate) fn check(context: &Context, out: &mut Vec<Diagnostic>) {
    // The stamps are commands in comments; a plain main line has none, nor variations.
    if context.facts.plain {
        return;
    }
    let mut found = Walk::default();
    walk(&context.game.movetext, true, &mut found, out);
    report_malformed(found.malformed, out);
}

fn walk(elements: &[Element], main: bool, found: &mut Walk, out: &mut Vec<Diagnostic>) {
    for element in elements {
        match element {
            Element::Comment(comment) => {
                for command in &comment.commands {
                    judge(command, main, found, out);
                }
            }
            Element::Variation(v) => {
                let mut variation = Walk::default();
                walk(&v.elements, false, &mut variation, out);
                found.malformed.append(&mut variation.malformed);
            }
            _ => {}
        }
    }
}

/// The send times that do not read: one diagnostic for a writer's bug repeated on two or more
/// stamps of the game (`[%ccsnt 2011.06:16,17:53]` on every move), naming how they are read;
/// one per stamp otherwise.
fn report_malformed(mut malformed: Vec<Malformed>, out: &mut Vec<Diagnostic>) {
    while let Some(first) = (!malformed.is_empty()).then(|| malformed.remove(0)) {
        let alike: Vec<Malformed> = {
            let (same, rest): (Vec<Malformed>, Vec<Malformed>) = std::mem::take(&mut malformed)
                .into_iter()
                .partition(|m| m.shape == first.shape && first.reading.is_some());
            malformed = rest;
            same
        };
        let reason = reason_args(&first.reason);
        if alike.is_empty() {
            out.push(
                Diagnostic::from_catalogue(
                    Code::TimestampOrder,
                    first.span,
                    "lint-send-time-unreadable",
                    Args::new()
                        .text("written", first.written.as_str())
                        .extended(reason),
                )
                .with_catalogue_label("lint-stamp-reason")
                .with_catalogue_help(vec![Message::new(
                    "lint-send-time-unreadable.help",
                    Args::new(),
                )]),
            );
            continue;
        }
        let count = alike.len() + 1;
        let reading = first.reading.map(show).unwrap_or_default();
        let args = Args::new()
            .text("written", first.written.as_str())
            .number("count", count)
            .extended(reason)
            .text("reading", reading);
        out.push(
            Diagnostic::from_catalogue(
                Code::TimestampOrder,
                first.span,
                "lint-send-times-misformed",
                args,
            )
            .with_catalogue_label("lint-send-times-misformed.label")
            .with_catalogue_related(
                alike[alike.len() - 1].span,
                Message::new("lint-send-times-misformed.related", Args::new()),
            )
            .with_catalogue_help(vec![Message::new(
                "lint-send-times-misformed.help",
                Args::new(),
            )]),
        );
    }
}

/// The arguments of `lint-stamp-reason` for a reason of [`send_time`] or [`duration`]: the
/// `reason` (`empty`, `no-month`, ...) and the `value` it names (a month, a day, a time; else
/// empty).
fn reason_args(reason: &str) -> Args {
    let fixed = [
        ("it is empty", "empty"),
        ("expected a date and a time", "not-date-and-time"),
        ("expected one time", "not-one-time"),
        ("the date is not YYYY.MM.DD", "date-form"),
        ("the time is not HH:MM", "time-form"),
        ("expected hours:minutes:seconds", "duration-form"),
        ("minutes and seconds go up to 59", "over-59"),
    ];
    let (key, value) = if let Some((_, key)) = fixed.iter().find(|(text, _)| *text == reason) {
        (*key, "")
    } else if let Some(month) = reason.strip_prefix("there is no month ") {
        ("no-month", month)
    } else if let Some(day) = reason.strip_prefix("there is no day ") {
        ("no-day", day)
    } else if let Some(time) = reason.strip_suffix(" is not a time of day") {
        ("not-time-of-day", time)
    } else {
        debug_assert!(false, "a reason lint-stamp-reason does not name: {reason}");
        ("date-form", "")
    };
    Args::new().selector("reason", key).text("value", value)
}

fn written(command: &CommentCommand) -> String {
    command.arguments.join(",")
}

fn judge(command: &CommentCommand, main: bool, found: &mut Walk, out: &mut Vec<Diagnostic>) {
    let last = &mut found.last;
    let name = command.name.to_ascii_lowercase();
    let span = if command.arguments_span.is_empty() {
        command.span
    } else {
        command.arguments_span
    };
    if name == SEND_TIME {
        let read = send_time(&command.arguments);
        let loose = read
            .as_ref()
            .ok()
            .copied()
            .or_else(|| loose_send_time(&command.arguments));
        if let Err(reason) = &read {
            let written = written(command);
            found.malformed.push(Malformed {
                span,
                shape: shape_of(&written),
                written,
                reason: reason.clone(),
                reading: loose,
            });
        }
        if let Some(stamp) = loose {
            if let Some((before, before_span)) = *last
                && main
                && stamp < before
            {
                let times = Args::new()
                    .text("time", show(stamp))
                    .text("before", show(before));
                out.push(
                    Diagnostic::from_catalogue(
                        Code::TimestampOrder,
                        span,
                        "lint-send-time-backwards",
                        times,
                    )
                    .with_catalogue_label("lint-send-time-backwards.label")
                    .with_catalogue_related(
                        before_span,
                        Message::new("lint-send-time-backwards.related", Args::new()),
                    )
                    .with_catalogue_help(vec![Message::new(
                        "lint-send-time-backwards.help",
                        Args::new(),
                    )]),
                );
            }
            if main {
                *last = Some((stamp, span));
            }
        }
    } else if DURATIONS.contains(&name.as_str())
        && let Err(reason) = duration(&command.arguments)
    {
        let command_name = Args::new().text("command", command.name.as_str());
        out.push(
            Diagnostic::from_catalogue(
                Code::TimestampOrder,
                span,
                "lint-duration-unreadable",
                Args::new()
                    .text("written", written(command))
                    .extended(command_name.clone())
                    .extended(reason_args(&reason)),
            )
            .with_catalogue_label("lint-stamp-reason")
            .with_catalogue_help(vec![Message::new(
                "lint-duration-unreadable.help",
                command_name,
            )]),
        );
    }
}

/// The form of a written stamp: each run of digits as one `9` (`2011.06:16,17:53` and
/// `2011.06:18,9:10` are of one form).
fn shape_of(written: &str) -> String {
    let mut shape = String::new();
    for c in written.chars() {
        if c.is_ascii_digit() {
            if !shape.ends_with('9') {
                shape.push('9');
            }
        } else {
            shape.push(c);
        }
    }
    shape
}

#[cfg(test)]
mod tests {
    use super::super::test_support::found;
    use crate::codes::Code;

    #[test]
    fn times_in_order_and_well_formed() {
        let text = "1. 4244 {[%ccsnt 2018.10.02,12:56]} 4745 {[%ccsnt 2018.10.02,13:34] [%clk 0:05:00]} 2. 3234 {[%ccsnt 2018.10.03,04:20:07] [%emt 12:00:00.5]} *";
        assert_eq!(found(text, Code::TimestampOrder), []);
    }

    #[test]
    fn a_time_that_goes_backwards() {
        let text = "1. 4244 {[%ccsnt 2018.10.02,12:56]} 4745 {[%ccsnt 2018.10.01,13:34]} *";
        assert_eq!(
            found(text, Code::TimestampOrder),
            [(1, 51, "the send time 2018.10.01 13:34 is earlier than the one of the move before it, 2018.10.02 12:56".to_string())]
        );
    }

    #[test]
    fn variations_do_not_count_for_the_order() {
        let text = "1. 4244 {[%ccsnt 2018.10.02,12:56]} ( 1. 5254 {[%ccsnt 2018.09.01,10:00]} ) 1... 4745 {[%ccsnt 2018.10.02,13:00]} *";
        assert_eq!(found(text, Code::TimestampOrder), []);
    }

    #[test]
    fn a_writer_bug_on_every_stamp_is_one_diagnostic_naming_the_reading() {
        let text = "1. 4244 {[%ccsnt 2011.06:16,17:53]} 4745 {[%ccsnt 2011.06:17,08:02]} 2. 3234 {[%ccsnt 2011.06:18,09:10]} *";
        let found = found(text, Code::TimestampOrder);
        assert_eq!(
            found,
            [(1, 18, "the send times of this game are written `2011.06:16,17:53` (3 stamps in this form): the date is not YYYY.MM.DD; read as 2011.06.16 17:53".to_string())]
        );
        // The stamps read loosely are still checked for their order.
        let backwards = "1. 4244 {[%ccsnt 2011.06:16,17:53]} 4745 {[%ccsnt 2011.06:15,08:02]} *";
        let messages: Vec<String> =
            super::super::test_support::found(backwards, Code::TimestampOrder)
                .into_iter()
                .map(|f| f.2)
                .collect();
        assert!(
            messages[1].starts_with("the send time 2011.06.15 08:02 is earlier"),
            "{messages:?}"
        );
    }

    #[test]
    fn scidb_writes_the_hour_alone() {
        let text = "1. 4244 {[%ccsnt 2011.06.16,9]} 4745 {[%ccsnt 2011.06.16,17:53]} *";
        assert_eq!(found(text, Code::TimestampOrder), []);
    }

    #[test]
    fn malformed_times() {
        let text = "1. 4244 {[%ccsnt 2018.13.02,12:56]} 4745 {[%clk 0:5:00]} 2. 3234 {[%ccsnt 2018.10.03]} *";
        let found = found(text, Code::TimestampOrder);
        let messages: Vec<&str> = found.iter().map(|f| f.2.as_str()).collect();
        assert_eq!(
            messages,
            [
                "the send time `2018.13.02,12:56` cannot be read: there is no month 13",
                "the time `0:5:00` in [%clk] cannot be read: expected hours:minutes:seconds",
            ]
        );
        assert_eq!((found[0].0, found[0].1), (1, 18));
    }
}
