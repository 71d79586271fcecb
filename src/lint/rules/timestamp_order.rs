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
        if alike.is_empty() {
            out.push(
                Diagnostic::new(Code::TimestampOrder, first.span, format!("the send time `{}` cannot be read: {}", first.written, first.reason))
                    .with_label(first.reason.clone())
                    .with_help("a send time is written [%ccsnt YYYY.MM.DD,HH:MM], for example [%ccsnt 2018.10.02,12:56]"),
            );
            continue;
        }
        let count = alike.len() + 1;
        let reading = first.reading.map(show).unwrap_or_default();
        out.push(
            Diagnostic::new(
                Code::TimestampOrder,
                first.span,
                format!(
                    "the send times of this game are written `{}` ({count} stamps in this form): {}; read as {reading}",
                    first.written, first.reason
                ),
            )
            .with_label(format!("read as {reading}"))
            .with_related(alike[alike.len() - 1].span, "the last stamp in this form")
            .with_help("the program that wrote the game wrote every stamp the same wrong way; the times are read as shown and checked for their order: a send time is written [%ccsnt YYYY.MM.DD,HH:MM]"),
        );
    }
}

fn written(command: &CommentCommand) -> String {
    command.arguments.join(",")
}

fn judge(command: &CommentCommand, main: bool, found: &mut Walk, out: &mut Vec<Diagnostic>) {
    let last = &mut found.last;
    let name = command.name.to_ascii_lowercase();
    let span = if command.arguments_span.len > 0 {
        command.arguments_span
    } else {
        command.span
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
                out.push(
                        Diagnostic::new(
                            Code::TimestampOrder,
                            span,
                            format!("the send time {} is earlier than the one of the move before it, {}", show(stamp), show(before)),
                        )
                        .with_label("goes backwards")
                        .with_related(before_span, "the later time, on an earlier move")
                        .with_help("a move cannot be sent before the move that came before it: copy both times again from the server's record"),
                    );
            }
            if main {
                *last = Some((stamp, span));
            }
        }
    } else if DURATIONS.contains(&name.as_str())
        && let Err(reason) = duration(&command.arguments)
    {
        {
            out.push(
                Diagnostic::new(
                    Code::TimestampOrder,
                    span,
                    format!("the time `{}` in [%{}] cannot be read: {reason}", written(command), command.name),
                )
                .with_label(reason)
                .with_help(format!("a clock or move time is written hours:minutes:seconds, for example [%{} 0:05:00]", command.name)),
            );
        }
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
