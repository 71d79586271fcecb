//! The stamps correspondence records carry in their comments, read into numbers: send times
//! (`[%ccsnt 2018.10.02,12:56]`), received dates (`[%ccrcv 2018.10.01]`) and the PGN clock
//! commands (`[%clk 0:05:00]`, `[%emt 12:00:00]`). The lint rule `timestamp-order` (L008) and
//! the count of reflection time ([`super::count`]) read them with these functions, so that the
//! two never disagree on what a stamp says.

use std::fmt;

use serde::{Serialize, Serializer};

/// The command holding the time a move was sent (ICCF server, XFCC, Scid, Scidb).
pub const SEND_TIME: &str = "ccsnt";
/// The command holding the date a move was received (e-mail and postal records), defined by
/// `iccf`: `[%ccrcv YYYY.MM.DD]` or `[%ccrcv YYYY.MM.DD,HH:MM]`, written in the comment after the
/// reply, whose reflection time is then counted from it (ICCF Rules art. 2.4.2: the time to
/// respond starts when the move is received).
pub const RECEIVED: &str = "ccrcv";
/// The PGN clock command: the time left on the mover's clock after the move (`H:MM:SS`).
pub const CLOCK: &str = "clk";
/// The PGN elapsed-move-time command: how long the move took (`H:MM:SS`).
pub const ELAPSED: &str = "emt";
/// The commands holding a clock or a duration, read as `H:MM:SS`.
pub const DURATIONS: [&str; 4] = ["clk", "emt", "egt", "mct"];

/// One day, in seconds: ICCF counts time "in whole days (24-hour periods)" (Rules art. 2.4.2).
pub const DAY: i64 = 86_400;

/// A stamp as written, comparable: (year, month, day, hour, minute, second).
pub type Written = (u32, u32, u32, u32, u32, u32);

/// A moment, in seconds since 1970-01-01 00:00 on the calendar the stamps are written in.
///
/// The ICCF webserver help ("Time Limit") says time zones do not enter the count, so a stamp
/// is a date and a time of day with no zone, and the days between two stamps are the civil days
/// between their dates ([`days_from_civil`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Stamp(pub i64);

impl Stamp {
    /// The stamp of a date and time of day, `None` for a date that does not exist
    /// (2019.02.29, 2019.04.31) or a time that is not one of a day.
    ///
    /// # Examples
    ///
    /// ```
    /// use iccf::reflection::stamp::Stamp;
    /// let a = Stamp::new((2019, 4, 11, 19, 29, 0)).unwrap();
    /// let b = Stamp::new((2019, 5, 7, 6, 30, 0)).unwrap();
    /// assert_eq!((b.0 - a.0) / 86_400, 25);
    /// assert_eq!(Stamp::new((2019, 2, 29, 0, 0, 0)), None);
    /// ```
    pub fn new(written: Written) -> Option<Stamp> {
        let (year, month, day, hour, minute, second) = written;
        if !(1..=12).contains(&month)
            || day < 1
            || day > days_in_month(year, month)
            || hour > 23
            || minute > 59
            || second > 59
        {
            return None;
        }
        let days = days_from_civil(i64::from(year), month, day);
        Some(Stamp(
            days * DAY + i64::from(hour) * 3600 + i64::from(minute) * 60 + i64::from(second),
        ))
    }

    /// A date `YYYY.MM.DD` (also with `-` or `/`), at 00:00.
    pub fn date(text: &str) -> Option<Stamp> {
        let parts: Vec<&str> = text.trim().split(['.', '-', '/']).collect();
        let [y, m, d] = parts.as_slice() else {
            return None;
        };
        Stamp::new((digits(y, 4)?, number(m, 2)?, number(d, 2)?, 0, 0, 0))
    }

    /// The calendar parts: (year, month, day, hour, minute, second).
    pub fn parts(self) -> Written {
        let days = self.0.div_euclid(DAY);
        let seconds = self.0.rem_euclid(DAY);
        let (year, month, day) = civil_from_days(days);
        // Both are in range: `seconds` is in 0..DAY, and a year before 0 is no stamp's.
        let part = |n: i64| u32::try_from(n).unwrap_or_default();
        (
            part(year),
            month,
            day,
            part(seconds / 3600),
            part(seconds / 60 % 60),
            part(seconds % 60),
        )
    }
}

/// `YYYY.MM.DD HH:MM` (and `:SS` when the seconds are not 0).
impl fmt::Display for Stamp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&show(self.parts()))
    }
}

impl Serialize for Stamp {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

/// A written stamp as `YYYY.MM.DD HH:MM` (and `:SS` when the seconds are not 0).
pub fn show(stamp: Written) -> String {
    let (y, mo, d, h, mi, s) = stamp;
    if s == 0 {
        format!("{y:04}.{mo:02}.{d:02} {h:02}:{mi:02}")
    } else {
        format!("{y:04}.{mo:02}.{d:02} {h:02}:{mi:02}:{s:02}")
    }
}

fn is_leap(year: u32) -> bool {
    year.is_multiple_of(4) && (!year.is_multiple_of(100) || year.is_multiple_of(400))
}

fn days_in_month(year: u32, month: u32) -> u32 {
    match month {
        2 if is_leap(year) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// The days from 1970-01-01 to a date of the proleptic Gregorian calendar (Howard Hinnant's
/// `days_from_civil`, public domain). Ten lines of arithmetic instead of a date crate: the
/// count needs nothing but the days between two dates, with no time zones.
pub fn days_from_civil(year: i64, month: u32, day: u32) -> i64 {
    let year = if month <= 2 { year - 1 } else { year };
    let era = year.div_euclid(400);
    let year_of_era = year - era * 400;
    let month = i64::from(month);
    let day_of_year =
        (153 * (if month > 2 { month - 3 } else { month + 9 }) + 2) / 5 + i64::from(day) - 1;
    let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
    era * 146_097 + day_of_era - 719_468
}

/// The inverse of [`days_from_civil`]: (year, month, day).
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let day_of_era = z - era * 146_097;
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let mp = (5 * day_of_year + 2) / 153;
    // Day 1-31 and month 1-12 by construction.
    let day = u32::try_from(day_of_year - (153 * mp + 2) / 5 + 1).unwrap_or_default();
    let month = u32::try_from(if mp < 10 { mp + 3 } else { mp - 9 }).unwrap_or_default();
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

/// Digits of exactly `len` characters as a number.
fn digits(text: &str, len: usize) -> Option<u32> {
    (text.len() == len && text.bytes().all(|b| b.is_ascii_digit()))
        .then(|| text.parse().ok())
        .flatten()
}

/// One to `max_len` digits as a number.
fn number(text: &str, max_len: usize) -> Option<u32> {
    ((1..=max_len).contains(&text.len()) && text.bytes().all(|b| b.is_ascii_digit()))
        .then(|| text.parse().ok())
        .flatten()
}

/// A send time as written: `YYYY.MM.DD,HH:MM`, `YYYY.MM.DD,HH:MM:SS`, the date alone (00:00),
/// or Scidb's hour alone when the minutes are 0 (`2011.06.16,9` is 09:00).
///
/// # Errors
///
/// What is wrong with it, in the words of a diagnostic's message ("there is no month 13").
pub fn send_time(arguments: &[String]) -> Result<Written, String> {
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
            // Scidb writes the hour alone, unpadded, when the minutes are 0: `,9`.
            [h] if (1..=2).contains(&h.len()) && h.bytes().all(|b| b.is_ascii_digit()) => {
                h.parse().ok().map(|h| (h, 0, 0))
            }
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

/// A send time read with any of `.`, `:`, `-`, `/` between the parts of its date and one or
/// two digits for its month, day and hour (`2011.06:16,17:53`, `2011-6-16,9:05`): what a
/// writer with a bug meant, and the usual written forms of a received date.
pub fn loose_send_time(arguments: &[String]) -> Option<Written> {
    let (date, time) = match arguments {
        [date] => (date.as_str(), None),
        [date, time] => (date.as_str(), Some(time.as_str())),
        _ => return None,
    };
    let parts: Vec<&str> = date.split(['.', ':', '-', '/']).collect();
    let [y, m, d] = parts.as_slice() else {
        return None;
    };
    let (year, month, day) = (digits(y, 4)?, number(m, 2)?, number(d, 2)?);
    if !(1..=12).contains(&month) || !(1..=31).contains(&day) {
        return None;
    }
    let (hour, minute, second) = match time.map(|t| t.split([':', '.']).collect::<Vec<_>>()) {
        None => (0, 0, 0),
        Some(parts) => match parts.as_slice() {
            [h] => (number(h, 2)?, 0, 0),
            [h, m] => (number(h, 2)?, number(m, 2)?, 0),
            [h, m, s] => (number(h, 2)?, number(m, 2)?, number(s, 2)?),
            _ => return None,
        },
    };
    (hour < 24 && minute < 60 && second < 60).then_some((year, month, day, hour, minute, second))
}

/// A clock or a duration, `H:MM:SS` (hours may have more digits, seconds a decimal fraction),
/// in whole seconds (the fraction dropped).
///
/// # Errors
///
/// What is wrong with it, in the words of a diagnostic's message.
///
/// # Examples
///
/// ```
/// use iccf::reflection::stamp::duration;
/// assert_eq!(duration(&["23:59:00".to_string()]), Ok(86_340));
/// assert_eq!(duration(&["0:5:00".to_string()]), Err("expected hours:minutes:seconds".to_string()));
/// ```
pub fn duration(arguments: &[String]) -> Result<i64, String> {
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
    let hours = (!h.is_empty() && h.len() <= 9 && h.bytes().all(|b| b.is_ascii_digit()))
        .then(|| h.parse::<i64>().ok())
        .flatten();
    let fraction_ok = !fraction.is_empty() && fraction.bytes().all(|b| b.is_ascii_digit());
    match (hours, digits(m, 2), digits(whole, 2), fraction_ok) {
        (Some(h), Some(m), Some(s), true) if m < 60 && s < 60 => {
            Ok(h * 3600 + i64::from(m) * 60 + i64::from(s))
        }
        (Some(_), Some(_), Some(_), true) => Err("minutes and seconds go up to 59".to_string()),
        _ => Err("expected hours:minutes:seconds".to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    fn args(text: &str) -> Vec<String> {
        text.split(',').map(str::to_string).collect()
    }

    #[rstest]
    #[case("2018.10.02,12:56", (2018, 10, 2, 12, 56, 0))]
    #[case("2018.10.02,12:56:07", (2018, 10, 2, 12, 56, 7))]
    #[case("2011.06.16,9", (2011, 6, 16, 9, 0, 0))]
    #[case("2011.06.16", (2011, 6, 16, 0, 0, 0))]
    fn send_time_reads_the_server_and_scid_forms(#[case] text: &str, #[case] expected: Written) {
        assert_eq!(send_time(&args(text)), Ok(expected));
    }

    #[rstest]
    #[case("2018.13.02,12:56", "there is no month 13")]
    #[case("2018.10.02,24:00", "24:00 is not a time of day")]
    #[case("02.10.2018,12:56", "the date is not YYYY.MM.DD")]
    fn send_time_says_what_is_wrong(#[case] text: &str, #[case] reason: &str) {
        assert_eq!(send_time(&args(text)), Err(reason.to_string()));
    }

    #[test]
    fn received_dates_in_the_usual_written_forms() {
        assert_eq!(
            loose_send_time(&args("2019-1-5")),
            Some((2019, 1, 5, 0, 0, 0))
        );
        assert_eq!(
            loose_send_time(&args("2019/01/05,9:05")),
            Some((2019, 1, 5, 9, 5, 0))
        );
        // Day first is not read: 05.01.2019 could be either order.
        assert_eq!(loose_send_time(&args("05.01.2019")), None);
    }

    #[test]
    fn days_between_dates_across_months_and_leap_years() {
        assert_eq!(days_from_civil(1970, 1, 1), 0);
        assert_eq!(
            days_from_civil(2000, 3, 1) - days_from_civil(2000, 2, 28),
            2
        );
        assert_eq!(
            days_from_civil(2019, 3, 1) - days_from_civil(2019, 2, 28),
            1
        );
        let stamp = Stamp::new((2019, 5, 7, 6, 30, 0)).unwrap();
        assert_eq!(stamp.parts(), (2019, 5, 7, 6, 30, 0));
        assert_eq!(stamp.to_string(), "2019.05.07 06:30");
        assert_eq!(
            Stamp::date("2019.01.20"),
            Stamp::new((2019, 1, 20, 0, 0, 0))
        );
        assert_eq!(Stamp::new((2019, 4, 31, 0, 0, 0)), None);
    }

    #[test]
    fn durations_in_seconds() {
        assert_eq!(duration(&args("12:00:00.5")), Ok(43_200));
        assert_eq!(
            duration(&args("1:02:61")),
            Err("minutes and seconds go up to 59".to_string())
        );
        assert_eq!(duration(&[]), Err("it is empty".to_string()));
    }
}
