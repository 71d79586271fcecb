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
use crate::span::Span;
use crate::syntax::ast::{CommentCommand, Element};

/// Commands holding a send time.
const SEND_TIME: &str = "ccsnt";
/// Commands holding a clock or a duration.
const DURATIONS: [&str; 4] = ["clk", "emt", "egt", "mct"];

/// A send time, comparable: (year, month, day, hour, minute, second).
type Stamp = (u32, u32, u32, u32, u32, u32);

pub(crate) fn check(context: &Context, out: &mut Vec<Diagnostic>) {
    let mut last: Option<(Stamp, Span)> = None;
    walk(&context.game.movetext, true, &mut last, out);
}

fn walk(
    elements: &[Element],
    main: bool,
    last: &mut Option<(Stamp, Span)>,
    out: &mut Vec<Diagnostic>,
) {
    for element in elements {
        match element {
            Element::Comment(comment) => {
                for command in &comment.commands {
                    judge(command, main, last, out);
                }
            }
            Element::Variation(v) => walk(&v.elements, false, &mut None, out),
            _ => {}
        }
    }
}

fn written(command: &CommentCommand) -> String {
    command.arguments.join(",")
}

fn judge(
    command: &CommentCommand,
    main: bool,
    last: &mut Option<(Stamp, Span)>,
    out: &mut Vec<Diagnostic>,
) {
    let name = command.name.to_ascii_lowercase();
    let span = if command.arguments_span.len > 0 {
        command.arguments_span
    } else {
        command.span
    };
    if name == SEND_TIME {
        match send_time(&command.arguments) {
            Ok(stamp) => {
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
            Err(reason) => out.push(
                Diagnostic::new(Code::TimestampOrder, span, format!("the send time `{}` cannot be read: {reason}", written(command)))
                    .with_label(reason)
                    .with_help("a send time is written [%ccsnt YYYY.MM.DD,HH:MM], for example [%ccsnt 2018.10.02,12:56]"),
            ),
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

fn show(stamp: Stamp) -> String {
    let (y, mo, d, h, mi, s) = stamp;
    if s == 0 {
        format!("{y:04}.{mo:02}.{d:02} {h:02}:{mi:02}")
    } else {
        format!("{y:04}.{mo:02}.{d:02} {h:02}:{mi:02}:{s:02}")
    }
}

/// Digits of exactly `len` characters as a number.
fn digits(text: &str, len: usize) -> Option<u32> {
    (text.len() == len && text.bytes().all(|b| b.is_ascii_digit()))
        .then(|| text.parse().ok())
        .flatten()
}

fn send_time(arguments: &[String]) -> Result<Stamp, String> {
    let (date, time) = match arguments {
        [date] => (date.as_str(), None),
        [date, time] => (date.as_str(), Some(time.as_str())),
        [] => return Err("it is empty".to_string()),
        _ => return Err("expected a date and a time".to_string()),
    };
    let parts: Vec<&str> = date.split('.').collect();
    let [y, m, d] = parts.as_slice() else {
        return Err("the date is not YYYY.MM.DD".to_string());
    };
    let (Some(year), Some(month), Some(day)) = (digits(y, 4), digits(m, 2), digits(d, 2)) else {
        return Err("the date is not YYYY.MM.DD".to_string());
    };
    if !(1..=12).contains(&month) {
        return Err(format!("there is no month {month:02}"));
    }
    if !(1..=31).contains(&day) {
        return Err(format!("there is no day {day:02}"));
    }
    let (mut hour, mut minute, mut second) = (0, 0, 0);
    if let Some(time) = time {
        let parts: Vec<&str> = time.split(':').collect();
        let read = match parts.as_slice() {
            [h, m] => digits(h, 2).zip(digits(m, 2)).map(|(h, m)| (h, m, 0)),
            [h, m, s] => digits(h, 2)
                .zip(digits(m, 2))
                .zip(digits(s, 2))
                .map(|((h, m), s)| (h, m, s)),
            _ => None,
        };
        let Some((h, m, s)) = read else {
            return Err("the time is not HH:MM".to_string());
        };
        if h > 23 || m > 59 || s > 59 {
            return Err(format!("{time} is not a time of day"));
        }
        (hour, minute, second) = (h, m, s);
    }
    Ok((year, month, day, hour, minute, second))
}

fn duration(arguments: &[String]) -> Result<(), String> {
    let [value] = arguments else {
        return Err(if arguments.is_empty() {
            "it is empty".to_string()
        } else {
            "expected one time".to_string()
        });
    };
    let parts: Vec<&str> = value.split(':').collect();
    let [h, m, s] = parts.as_slice() else {
        return Err("expected hours:minutes:seconds".to_string());
    };
    let (whole, fraction) = s.split_once('.').unwrap_or((s, "0"));
    let hours_ok = !h.is_empty() && h.bytes().all(|b| b.is_ascii_digit());
    let fraction_ok = !fraction.is_empty() && fraction.bytes().all(|b| b.is_ascii_digit());
    match (hours_ok, digits(m, 2), digits(whole, 2), fraction_ok) {
        (true, Some(m), Some(s), true) if m < 60 && s < 60 => Ok(()),
        (true, Some(_), Some(_), true) => Err("minutes and seconds go up to 59".to_string()),
        _ => Err("expected hours:minutes:seconds".to_string()),
    }
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
