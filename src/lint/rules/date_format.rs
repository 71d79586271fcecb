//! `date-format` (L004): the tags Date, `EventDate` and `UTCDate` must read `YYYY.MM.DD`, with `????`
//! or `??` for the unknown parts (PGN standard, section 8.1.1.3), and name a day that exists.

use super::Context;
use crate::codes::Code;
use crate::diagnostic::Diagnostic;
use crate::i18n::{Args, Message};
use crate::syntax::ast::trimmed_tag_value;

/// Whether a tag of this name holds a date (one `match`: most games have ten tags or more, and
/// each name compared with three names cost more than the rule's own test).
fn holds_a_date(name: &str) -> bool {
    matches!(name, "Date" | "EventDate" | "UTCDate")
}

/// The months, as `lint-date-reason` selects their names.
const MONTHS: [&str; 12] = [
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
];

pub(crate) fn check(context: &Context, out: &mut Vec<Diagnostic>) {
    for tag in context.game.tags.iter().filter(|t| holds_a_date(&t.name)) {
        let Err(problem) = judge(&tag.value) else {
            continue;
        };
        let args = Args::new()
            .text("tag", tag.name.as_str())
            .text("value", tag.value.as_str());
        let diagnostic = match &problem {
            Problem::Form => {
                Diagnostic::from_catalogue(Code::DateFormat, tag.value_span, "lint-date-form", args)
                    .with_catalogue_label("lint-date-form.label")
            }
            Problem::NoSuchDay(reason) => Diagnostic::from_catalogue(
                Code::DateFormat,
                tag.value_span,
                "lint-date-no-such-day",
                args.extended(reason.args()),
            )
            .with_catalogue_label("lint-date-reason"),
        };
        let suggested = suggestion(&tag.value);
        let help = match &suggested {
            Suggestion::One(date) => {
                Message::new("lint-date-write", Args::new().text("date", date.as_str()))
            }
            Suggestion::Two(day_first, month_first) => Message::new(
                "lint-date-write-year-first",
                Args::new()
                    .text("day_first", day_first.as_str())
                    .text("month_first", month_first.as_str()),
            ),
            Suggestion::None if matches!(problem, Problem::NoSuchDay(_)) => {
                Message::new("lint-date-check-source", Args::new())
            }
            Suggestion::None => Message::new("lint-date-write-form", Args::new()),
        };
        let mut diagnostic = diagnostic.with_catalogue_help(vec![help]);
        // One reading: the fix needs no decision (the value span holds the quotes).
        if let Suggestion::One(date) = suggested {
            diagnostic = diagnostic.with_fix(tag.value_span, format!("\"{date}\""));
        }
        out.push(diagnostic);
    }
}

enum Problem {
    /// Not YYYY.MM.DD.
    Form,
    /// In the form, but the month or day does not exist.
    NoSuchDay(NoSuchDay),
}

/// Why a date in the form YYYY.MM.DD names no day.
enum NoSuchDay {
    /// The month is not 01 to 12.
    Month(u32),
    /// The day is not in the month (1-based), which has `days` days.
    InMonth { day: u32, month: u32, days: u32 },
    /// The day is not in any month (the month is unknown).
    Day(u32),
}

impl NoSuchDay {
    /// The arguments of `lint-date-reason`: `reason` (`month`, `in-month`, `day`), `month` and
    /// `day` as two digits, `month_name` (`january`, ...) and the `days` of the month.
    fn args(&self) -> Args {
        let (reason, month, day, days) = match *self {
            NoSuchDay::Month(month) => ("month", Some(month), None, 31),
            NoSuchDay::InMonth { day, month, days } => ("in-month", Some(month), Some(day), days),
            NoSuchDay::Day(day) => ("day", None, Some(day), 31),
        };
        let two = |n: Option<u32>| n.map_or(String::new(), |n| format!("{n:02}"));
        let name = month
            .and_then(|m| MONTHS.get((m as usize).wrapping_sub(1)))
            .copied()
            .unwrap_or("none");
        Args::new()
            .selector("reason", reason)
            .text("month", two(month))
            .text("day", two(day))
            .selector("month_name", name)
            .number("days", days)
    }
}

/// A part of a date: known digits, or unknown (`??`).
#[allow(clippy::option_option)] // None: not a part of this length; Some(None): unknown.
fn part(text: &str, len: usize) -> Option<Option<u32>> {
    if text.len() != len {
        None
    } else if text.bytes().all(|b| b == b'?') {
        Some(None)
    } else if text.bytes().all(|b| b.is_ascii_digit()) {
        // At most 4 digits: no overflow.
        Some(Some(
            text.bytes().fold(0, |n, b| n * 10 + u32::from(b - b'0')),
        ))
    } else {
        None
    }
}

fn days_in_month(year: Option<u32>, month: u32) -> u32 {
    match month {
        2 => match year {
            Some(y) if !(y % 4 == 0 && (y % 100 != 0 || y % 400 == 0)) => 28,
            _ => 29,
        },
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

fn judge(value: &str) -> Result<(), Problem> {
    // YYYY.MM.DD: the dots at bytes 4 and 7, no vector of parts made (this runs on every game).
    let bytes = value.as_bytes();
    if bytes.len() != 10 || bytes[4] != b'.' || bytes[7] != b'.' {
        return Err(Problem::Form);
    }
    let (Some(year), Some(month), Some(day)) = (
        part(&value[..4], 4),
        part(&value[5..7], 2),
        part(&value[8..], 2),
    ) else {
        return Err(Problem::Form);
    };
    if let Some(month) = month
        && !(1..=12).contains(&month)
    {
        return Err(Problem::NoSuchDay(NoSuchDay::Month(month)));
    }
    if let Some(day) = day {
        let most = month.map_or(31, |m| days_in_month(year, m));
        if day == 0 || day > most {
            return Err(Problem::NoSuchDay(match month {
                Some(month) => NoSuchDay::InMonth {
                    day,
                    month,
                    days: most,
                },
                None => NoSuchDay::Day(day),
            }));
        }
    }
    Ok(())
}

/// The date as YYYY.MM.DD when the written form can be read without guessing.
enum Suggestion {
    One(String),
    /// Day first, month first: both readings are possible.
    Two(String, String),
    None,
}

fn suggestion(value: &str) -> Suggestion {
    let trimmed = trimmed_tag_value(value);
    if trimmed.chars().all(|c| c == '?') {
        return Suggestion::One("????.??.??".to_string());
    }
    let pieces: Vec<&str> = trimmed
        .split(['.', '-', '/', ' '])
        .filter(|p| !p.is_empty())
        .collect();
    let number = |p: &str| -> Option<Option<u32>> {
        if p.chars().all(|c| c == '?') {
            Some(None)
        } else if p.len() <= 4 && p.bytes().all(|b| b.is_ascii_digit()) {
            p.parse().ok().map(Some)
        } else {
            None
        }
    };
    let Some(numbers) = pieces.iter().map(|p| number(p)).collect::<Option<Vec<_>>>() else {
        return Suggestion::None;
    };
    let year_piece = |i: usize| pieces[i].len() == 4;
    let two = |n: Option<u32>| n.map_or("??".to_string(), |n| format!("{n:02}"));
    let year = |n: Option<u32>| n.map_or("????".to_string(), |n| format!("{n:04}"));
    let valid = |s: String| {
        if judge(&s).is_ok() {
            Suggestion::One(s)
        } else {
            Suggestion::None
        }
    };
    match numbers.as_slice() {
        [y] if year_piece(0) => valid(format!("{}.??.??", year(*y))),
        [y, m] if year_piece(0) => valid(format!("{}.{}.??", year(*y), two(*m))),
        [y, m, d] if year_piece(0) => valid(format!("{}.{}.{}", year(*y), two(*m), two(*d))),
        [a, b, y] if year_piece(2) => {
            let day_first = format!("{}.{}.{}", year(*y), two(*b), two(*a));
            let month_first = format!("{}.{}.{}", year(*y), two(*a), two(*b));
            match (judge(&day_first).is_ok(), judge(&month_first).is_ok()) {
                (true, true) if a == b => Suggestion::One(day_first),
                (true, true) => Suggestion::Two(day_first, month_first),
                (true, false) => Suggestion::One(day_first),
                (false, true) => Suggestion::One(month_first),
                (false, false) => Suggestion::None,
            }
        }
        _ => Suggestion::None,
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_support::{found, lint_diagnostics};
    use crate::codes::Code;
    use rstest::rstest;

    fn with_date(tag: &str, value: &str) -> String {
        format!("[Event \"E\"]\n[{tag} \"{value}\"]\n\n*\n")
    }

    #[rstest]
    #[case("Date", "2019.05.12")]
    #[case("Date", "????.??.??")]
    #[case("Date", "1990.??.??")]
    #[case("EventDate", "2000.02.29")]
    #[case("UTCDate", "2019.??.12")]
    #[case("Round", "12/05/2019")]
    fn ok(#[case] tag: &str, #[case] value: &str) {
        assert_eq!(found(&with_date(tag, value), Code::DateFormat), []);
    }

    #[rstest]
    #[case(
        "Date",
        "1990",
        "the Date `1990` is not written as YYYY.MM.DD",
        "write `1990.??.??`"
    )]
    #[case(
        "Date",
        "?",
        "the Date `?` is not written as YYYY.MM.DD",
        "write `????.??.??`"
    )]
    #[case(
        "EventDate",
        "2019-5-2",
        "the EventDate `2019-5-2` is not written as YYYY.MM.DD",
        "write `2019.05.02`"
    )]
    #[case(
        "Date",
        "12/05/2019",
        "the Date `12/05/2019` is not written as YYYY.MM.DD",
        "`2019.05.12` if the first number is the day, `2019.12.05` if it is the month"
    )]
    #[case(
        "Date",
        "25/12/2019",
        "the Date `25/12/2019` is not written as YYYY.MM.DD",
        "write `2019.12.25`"
    )]
    #[case(
        "UTCDate",
        "2019.13.01",
        "the UTCDate `2019.13.01` does not exist: there is no month 13",
        "check the date"
    )]
    #[case(
        "Date",
        "2019.04.31",
        "the Date `2019.04.31` does not exist: there is no day 31 (April has 30 days)",
        "check the date"
    )]
    #[case(
        "Date",
        "1900.02.29",
        "the Date `1900.02.29` does not exist: there is no day 29 (February has 28 days)",
        "check the date"
    )]
    #[case(
        "Date",
        "yesterday",
        "the Date `yesterday` is not written as YYYY.MM.DD",
        "for example 2019.05.12"
    )]
    fn err(#[case] tag: &str, #[case] value: &str, #[case] message: &str, #[case] help: &str) {
        let text = with_date(tag, value);
        assert_eq!(
            found(&text, Code::DateFormat),
            [(2, tag.len() + 3, message.to_string())]
        );
        let d = lint_diagnostics(&text)
            .into_iter()
            .find(|d| d.code == Code::DateFormat);
        let help_text = d.and_then(|d| d.help).unwrap_or_default();
        assert!(help_text.contains(help), "{help_text}");
    }
}
