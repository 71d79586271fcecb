//! Time controls of correspondence chess, read from `--control`, `iccf.toml` or the PGN
//! `TimeControl` tag: what limit applies at each move, and whether days beyond 20 count twice.

use std::fmt;
use std::str::FromStr;

/// A time control, in whole days.
///
/// Sources: ICCF Rules art. 2.4.2 (the count, the doubling beyond 20 days, carried-over time);
/// the ICCF webserver help "Time Limit" (cumulative controls, White's first move); ICCF event
/// wording for Fischer and Triple Block controls; the chess.com and lichess daily exports
/// (`[TimeControl "1/86400"]`, `"3 days per move"`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Control {
    /// `moves` moves in `days` days, cumulative: `10/50` is 50 days by move 10, 100 by move 20,
    /// and time left at a control is carried forward (ICCF Rules art. 2.4.2). Days beyond 20 on
    /// one move count twice.
    Cumulative {
        /// Moves per period.
        moves: u32,
        /// Days per period.
        days: u32,
    },
    /// Fischer: `initial` days, and `increment` days added after every move; days beyond 20 on
    /// one move count twice ("with duplication after 20 days", ICCF event wording).
    Fischer {
        /// Days on the clock at the start.
        initial: u32,
        /// Days added after each move.
        increment: u32,
    },
    /// ICCF Triple Block: a bank of `bank` days, `increment` days added after each of the first
    /// 50 moves, no doubling; every move within 50 days; the game lasts at most `duration` days.
    TripleBlock {
        /// Days in the bank at the start.
        bank: u32,
        /// Days added after each of the first 50 moves.
        increment: u32,
        /// The most days the game may last.
        duration: u32,
    },
    /// At most `days` days for each move, nothing carried over, no doubling (chess.com and
    /// lichess daily games).
    PerMove {
        /// Days per move.
        days: u32,
    },
}

/// Triple Block's rule: a move (or a refill of the bank) within 50 days.
pub const TRIPLE_BLOCK_MOVE_DAYS: u32 = 50;
/// Triple Block's increment is added for the first 50 moves only.
pub const TRIPLE_BLOCK_INCREMENT_MOVES: u32 = 50;

/// A control that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("cannot read the time control `{written}`: {reason}")]
#[non_exhaustive]
pub struct ControlError {
    /// The text as given.
    pub written: String,
    /// What is wrong with it.
    pub reason: String,
}

impl ControlError {
    /// The forms that are read, for a help line.
    pub const HELP: &'static str = "a control is written `10/50` (10 moves in 50 days, also `10 moves in 50 days`), `fischer 30+3`, `triblock bank=75 inc=5 duration=750` or `per-move 3` (also `3 days per move`)";
}

impl Control {
    /// Whether days beyond 20 on one move are charged twice (ICCF Rules art. 2.4.2): for
    /// cumulative and Fischer controls; not for Triple Block ("no doubling") nor for per-move
    /// controls.
    pub const fn doubles(self) -> bool {
        matches!(self, Control::Cumulative { .. } | Control::Fischer { .. })
    }

    /// The most days a side may have used, charged, by the end of its move `number` (1-based):
    /// for `10/50`, 50 at moves 1-10 and 100 at moves 11-20; for Fischer, the initial days and
    /// the increments of the moves before; `None` for a per-move control (no total limit).
    ///
    /// # Examples
    ///
    /// ```
    /// use iccf::reflection::Control;
    /// let control: Control = "10/50".parse().unwrap();
    /// assert_eq!(control.limit_at(10), Some(50));
    /// assert_eq!(control.limit_at(11), Some(100));
    /// let fischer: Control = "fischer 30+3".parse().unwrap();
    /// assert_eq!(fischer.limit_at(1), Some(30));
    /// assert_eq!(fischer.limit_at(3), Some(36));
    /// ```
    pub fn limit_at(self, number: u32) -> Option<u32> {
        let number = number.max(1);
        match self {
            Control::Cumulative { moves, days } => Some(number.div_ceil(moves.max(1)) * days),
            Control::Fischer { initial, increment } => Some(initial + increment * (number - 1)),
            Control::TripleBlock {
                bank, increment, ..
            } => Some(bank + increment * (number - 1).min(TRIPLE_BLOCK_INCREMENT_MOVES)),
            Control::PerMove { .. } => None,
        }
    }

    /// The most days one move may take, when the control has such a limit: the per-move days,
    /// or Triple Block's 50.
    pub const fn move_limit(self) -> Option<u32> {
        match self {
            Control::PerMove { days } => Some(days),
            Control::TripleBlock { .. } => Some(TRIPLE_BLOCK_MOVE_DAYS),
            _ => None,
        }
    }

    /// Whether the limit of [`Control::limit_at`] is checked at move `number` only at a control
    /// (`10/50`: moves 10, 20, ...) or at every move (clocks: Fischer, Triple Block).
    pub const fn is_control_point(self, number: u32) -> bool {
        match self {
            Control::Cumulative { moves, .. } => moves > 0 && number.is_multiple_of(moves),
            _ => true,
        }
    }

    /// The control of a PGN `TimeControl` tag when it is one of days: `moves/seconds` with the
    /// seconds a whole number of days (`1/86400` is one day per move, as chess.com writes it;
    /// `10/4320000` is 10 moves in 50 days), or lichess's `3 days per move`. `None` for `-`, `?`
    /// and controls of live games (`600+5`).
    ///
    /// # Examples
    ///
    /// ```
    /// use iccf::reflection::Control;
    /// assert_eq!(Control::from_tag("1/86400"), Some(Control::PerMove { days: 1 }));
    /// assert_eq!(Control::from_tag("3 days per move"), Some(Control::PerMove { days: 3 }));
    /// assert_eq!(Control::from_tag("10/4320000"), Some(Control::Cumulative { moves: 10, days: 50 }));
    /// assert_eq!(Control::from_tag("600+5"), None);
    /// ```
    pub fn from_tag(value: &str) -> Option<Control> {
        let value = value.trim();
        if let Some((moves, seconds)) = value.split_once('/') {
            let moves: u32 = moves.trim().parse().ok()?;
            let seconds: u64 = seconds.trim().parse().ok()?;
            let days = u32::try_from(seconds / 86_400).ok()?;
            if moves == 0 || days == 0 || !seconds.is_multiple_of(86_400) {
                return None;
            }
            return Some(if moves == 1 {
                Control::PerMove { days }
            } else {
                Control::Cumulative { moves, days }
            });
        }
        per_move_words(value)
    }
}

/// `3 days per move`, `1 day per move`.
fn per_move_words(text: &str) -> Option<Control> {
    let words: Vec<String> = text
        .split_whitespace()
        .map(str::to_ascii_lowercase)
        .collect();
    match words
        .iter()
        .map(String::as_str)
        .collect::<Vec<_>>()
        .as_slice()
    {
        [days, "day" | "days", "per", "move"] => Some(Control::PerMove {
            days: days.parse().ok().filter(|d| *d > 0)?,
        }),
        _ => None,
    }
}

/// The canonical text: `10/50`, `fischer 30+3`, `triblock bank=75 inc=5 duration=750`,
/// `per-move 3`.
impl fmt::Display for Control {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Control::Cumulative { moves, days } => write!(f, "{moves}/{days}"),
            Control::Fischer { initial, increment } => write!(f, "fischer {initial}+{increment}"),
            Control::TripleBlock {
                bank,
                increment,
                duration,
            } => write!(
                f,
                "triblock bank={bank} inc={increment} duration={duration}"
            ),
            Control::PerMove { days } => write!(f, "per-move {days}"),
        }
    }
}

/// Reads the forms of [`fmt::Display`], ICCF's wording `10 moves in 50 days`, lichess's
/// `3 days per move`, and a `TimeControl` tag value ([`Control::from_tag`]).
impl FromStr for Control {
    type Err = ControlError;

    fn from_str(text: &str) -> Result<Control, ControlError> {
        let error = |reason: &str| ControlError {
            written: text.to_string(),
            reason: reason.to_string(),
        };
        let lower = text.trim().to_ascii_lowercase();
        let words: Vec<&str> = lower.split_whitespace().collect();
        let positive = |word: &str, what: &str| -> Result<u32, ControlError> {
            word.parse::<u32>()
                .ok()
                .filter(|n| *n > 0)
                .ok_or_else(|| error(&format!("{what} `{word}` is not a whole number above 0")))
        };
        match words.as_slice() {
            [] => Err(error("it is empty")),
            [moves, "moves" | "move", "in", days, "days" | "day"] => Ok(Control::Cumulative {
                moves: positive(moves, "the moves")?,
                days: positive(days, "the days")?,
            }),
            [one] if one.contains('/') => {
                if let Some(control) = Control::from_tag(one) {
                    return Ok(control);
                }
                let (moves, days) = one.split_once('/').unwrap_or_default();
                Ok(Control::Cumulative {
                    moves: positive(moves, "the moves")?,
                    days: positive(days, "the days")?,
                })
            }
            ["fischer", clock] => {
                let (initial, increment) = clock
                    .split_once('+')
                    .ok_or_else(|| error("a Fischer control is `fischer DAYS+INCREMENT`"))?;
                Ok(Control::Fischer {
                    initial: positive(initial, "the initial days")?,
                    increment: positive(increment, "the increment")?,
                })
            }
            ["triblock" | "triple-block", settings @ ..] => triple_block(settings, &error),
            ["per-move", days] => Ok(Control::PerMove {
                days: positive(days, "the days")?,
            }),
            _ => per_move_words(&lower).ok_or_else(|| error("not a control iccf knows")),
        }
    }
}

fn triple_block(
    settings: &[&str],
    error: &dyn Fn(&str) -> ControlError,
) -> Result<Control, ControlError> {
    let (mut bank, mut increment, mut duration) = (None, None, None);
    for setting in settings {
        let (key, value) = setting
            .split_once('=')
            .ok_or_else(|| error(&format!("`{setting}` is not `name=days`")))?;
        let days = value
            .parse::<u32>()
            .ok()
            .filter(|d| *d > 0)
            .ok_or_else(|| error(&format!("`{value}` is not a whole number of days")))?;
        match key {
            "bank" => bank = Some(days),
            "inc" | "increment" => increment = Some(days),
            "duration" => duration = Some(days),
            _ => return Err(error(&format!("`{key}` is not bank, inc or duration"))),
        }
    }
    match (bank, increment, duration) {
        (Some(bank), Some(increment), Some(duration)) => Ok(Control::TripleBlock {
            bank,
            increment,
            duration,
        }),
        _ => Err(error(
            "a Triple Block control needs bank=, inc= and duration=",
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    #[rstest]
    #[case("10/50", Control::Cumulative { moves: 10, days: 50 })]
    #[case("10/40", Control::Cumulative { moves: 10, days: 40 })]
    #[case("10 moves in 50 days", Control::Cumulative { moves: 10, days: 50 })]
    #[case("10 Moves in 30 Days", Control::Cumulative { moves: 10, days: 30 })]
    #[case("fischer 30+3", Control::Fischer { initial: 30, increment: 3 })]
    #[case("triblock bank=75 inc=5 duration=750", Control::TripleBlock { bank: 75, increment: 5, duration: 750 })]
    #[case("per-move 3", Control::PerMove { days: 3 })]
    #[case("3 days per move", Control::PerMove { days: 3 })]
    #[case("1/86400", Control::PerMove { days: 1 })]
    fn every_control_form_reads(#[case] text: &str, #[case] expected: Control) {
        assert_eq!(text.parse::<Control>(), Ok(expected));
        // The canonical text reads back to the same control.
        assert_eq!(expected.to_string().parse::<Control>(), Ok(expected));
    }

    #[rstest]
    #[case("", "it is empty")]
    #[case("10/0", "the days `0` is not a whole number above 0")]
    #[case("fischer 30", "a Fischer control is `fischer DAYS+INCREMENT`")]
    #[case(
        "triblock bank=75 inc=5",
        "a Triple Block control needs bank=, inc= and duration="
    )]
    #[case(
        "triblock bank=75 inc=5 days=750",
        "`days` is not bank, inc or duration"
    )]
    #[case("blitz", "not a control iccf knows")]
    fn bad_control_text_says_why(#[case] text: &str, #[case] reason: &str) {
        let error = text.parse::<Control>().unwrap_err();
        assert_eq!(error.reason, reason);
        assert_eq!(
            error.to_string(),
            format!("cannot read the time control `{text}`: {reason}")
        );
    }

    #[test]
    fn limits_of_each_control() {
        let iccf = Control::Cumulative {
            moves: 10,
            days: 50,
        };
        assert_eq!(
            (
                iccf.limit_at(1),
                iccf.limit_at(10),
                iccf.limit_at(20),
                iccf.limit_at(21)
            ),
            (Some(50), Some(50), Some(100), Some(150))
        );
        assert!(iccf.is_control_point(20) && !iccf.is_control_point(19));
        let triple = Control::TripleBlock {
            bank: 75,
            increment: 5,
            duration: 750,
        };
        assert_eq!(
            (triple.limit_at(1), triple.limit_at(51), triple.limit_at(80)),
            (Some(75), Some(325), Some(325))
        );
        assert_eq!(triple.move_limit(), Some(50));
        assert!(!triple.doubles() && iccf.doubles());
        assert_eq!(Control::PerMove { days: 3 }.limit_at(5), None);
        assert_eq!(Control::from_tag("-"), None);
    }
}
