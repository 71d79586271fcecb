//! The count's edge cases, each control form and each T code, on small games.

use super::*;
use crate::codes::Code;

/// A game of `stamps.len()` plies (knights going back and forth), each with its send stamp.
fn game_text(tags: &str, stamps: &[&str]) -> String {
    let moves = ["7163", "2836", "6371", "3628"];
    let mut text = tags.to_string();
    for (ply, stamp) in stamps.iter().enumerate() {
        if ply % 2 == 0 {
            text.push_str(&format!("{}. ", ply / 2 + 1));
        }
        text.push_str(&format!("{} {{{stamp}}} ", moves[ply % 4]));
    }
    text.push('*');
    text
}

fn counted(text: &str, settings: &Settings) -> Count {
    let game = crate::syntax::games(text).next().expect("a game").game;
    count(&game, settings)
}

fn with_control(control: &str) -> Settings {
    Settings {
        control: Some(control.parse().expect("a control")),
        ..Settings::default()
    }
}

fn codes(count: &Count) -> Vec<(Code, String)> {
    count
        .diagnostics
        .iter()
        .map(|d| (d.code, d.message.clone()))
        .collect()
}

fn days(count: &Count) -> Vec<Option<u32>> {
    count.moves.iter().map(|m| m.days).collect()
}

#[test]
fn whole_days_are_24_hour_periods() {
    assert_eq!(whole_days(DAY - 60), 0, "23 h 59 min");
    assert_eq!(whole_days(DAY), 1, "exactly 24 h");
    assert_eq!(whole_days(2 * DAY - 1), 1);
    let text = game_text(
        "",
        &[
            "[%ccsnt 2019.01.01,10:00]",
            "[%ccsnt 2019.01.02,09:59]",
            "[%ccsnt 2019.01.03,09:59]",
        ],
    );
    assert_eq!(
        days(&counted(&text, &Settings::default())),
        [None, Some(0), Some(1)]
    );
}

#[test]
fn days_beyond_20_count_twice() {
    assert_eq!(charged_days(21), 22);
    assert_eq!(charged_days(23), 26);
    let text = game_text(
        "",
        &[
            "[%ccsnt 2019.01.01,10:00]",
            "[%ccsnt 2019.01.22,10:00]",
            "[%ccsnt 2019.02.14,11:00]",
        ],
    );
    let count = counted(&text, &with_control("10/50"));
    let charged: Vec<_> = count.moves.iter().map(|m| m.charged).collect();
    assert_eq!(charged, [None, Some(22), Some(26)]);
    assert_eq!((count.totals.white, count.totals.black), (26, 22));
    assert_eq!(
        codes(&count),
        [
            (
                Code::DoubleTimeCharged,
                "1... 2836 took 21 days: charged 22 (20 + 2 x 1)".to_string()
            ),
            (
                Code::DoubleTimeCharged,
                "2. 6371 took 23 days: charged 26 (20 + 2 x 3)".to_string()
            ),
        ]
    );
}

#[test]
fn whites_first_move_counts_from_the_start_only_when_it_is_given() {
    let text = game_text(
        "",
        &["[%ccsnt 2019.01.06,10:00]", "[%ccsnt 2019.01.07,10:00]"],
    );
    let without = counted(&text, &Settings::default());
    assert!(!without.first_move_counted);
    assert_eq!(days(&without), [None, Some(1)]);
    let with = counted(
        &text,
        &Settings {
            start: Stamp::date("2019.01.01"),
            ..Settings::default()
        },
    );
    assert!(with.first_move_counted);
    assert_eq!(days(&with), [Some(5), Some(1)]);
    assert_eq!(with.totals.white, 5);
}

#[test]
fn time_left_at_a_control_is_carried_forward() {
    // White: 27 days by move 10 (23 left), then 65 more by move 20: 92 of 100, not over,
    // though 65 is more than one period's 50.
    let mut stamps = vec!["[%ccsnt 2019.01.01,00:00]".to_string()];
    let mut day = 0;
    for ply in 1..40 {
        // White's moves 2-10 take 3 days, 11-15 six, 16-20 seven; Black's one.
        let white = ply % 2 == 0;
        day += match (white, ply / 2 + 1) {
            (false, _) => 1,
            (true, n) if n <= 10 => 3,
            (true, 11..=15) => 6,
            (true, _) => 7,
        };
        let (y, m, d, ..) = Stamp(days_from_2019(day)).parts();
        stamps.push(format!("[%ccsnt {y:04}.{m:02}.{d:02},00:00]"));
    }
    let stamps: Vec<&str> = stamps.iter().map(String::as_str).collect();
    let text = game_text("", &stamps);
    let count = counted(&text, &with_control("10/50"));
    let white_at = |n: u32| {
        count
            .moves
            .iter()
            .find(|m| m.side == Side::White && m.number == n)
            .map(|m| (m.total, m.limit))
    };
    assert_eq!(white_at(10), Some((27, Some(50))));
    assert_eq!(white_at(20), Some((92, Some(100))));
    assert_eq!(codes(&count), []);
    assert_eq!(
        count.left,
        Some(Totals {
            white: 150 - 92,
            black: 150 - 20
        })
    );
}

fn days_from_2019(day: i64) -> i64 {
    (stamp::days_from_civil(2019, 1, 1) + day) * DAY
}

#[test]
fn over_the_limit_at_a_control_is_t001_once_with_the_days_and_the_move() {
    // White takes 19 days on each of moves 2-4: 57 of 50 by move 4.
    let text = game_text(
        "",
        &[
            "[%ccsnt 2019.01.01,10:00]",
            "[%ccsnt 2019.01.01,12:00]",
            "[%ccsnt 2019.01.20,12:00]",
            "[%ccsnt 2019.01.20,13:00]",
            "[%ccsnt 2019.02.08,13:00]",
            "[%ccsnt 2019.02.08,14:00]",
            "[%ccsnt 2019.02.27,14:00]",
        ],
    );
    let count = counted(&text, &with_control("10/50"));
    assert_eq!(
        codes(&count),
        [(Code::TimeLimitExceeded, "White's total reached 57 days at 4. 6371, 7 days over the 50 allowed by move 10 (10/50)".to_string())]
    );
    // 50 of 50 is not over.
    let count = counted(&text, &with_control("10/57"));
    assert_eq!(codes(&count), []);
}

#[test]
fn a_leave_inside_a_reply_stops_the_clock() {
    let text = game_text(
        "",
        &["[%ccsnt 2019.01.01,10:00]", "[%ccsnt 2019.01.31,10:00]"],
    );
    let leave: Leave = "black=2019.01.10..2019.01.19".parse().expect("a leave");
    let settings = Settings {
        leave: vec![leave],
        ..with_control("10/50")
    };
    // 30 days less 10 of leave.
    assert_eq!(days(&counted(&text, &settings)), [None, Some(20)]);
    // White's leave does not stop Black's clock; a clock stop of both does.
    let white: Leave = "white=2019.01.10..2019.01.19".parse().expect("a leave");
    let both: Leave = "2019.01.10..2019.01.12".parse().expect("a stop");
    let settings = Settings {
        leave: vec![white, both],
        ..Settings::default()
    };
    assert_eq!(days(&counted(&text, &settings)), [None, Some(27)]);
}

#[test]
fn fischer_counts_the_increments_of_the_moves_before() {
    // fischer 10+2: by White's move 3, 10 + 2 + 2 = 14 days; White took 8 and 8.
    let text = game_text(
        "",
        &[
            "[%ccsnt 2019.01.01,10:00]",
            "[%ccsnt 2019.01.01,11:00]",
            "[%ccsnt 2019.01.09,11:00]",
            "[%ccsnt 2019.01.09,12:00]",
            "[%ccsnt 2019.01.17,12:00]",
        ],
    );
    let count = counted(&text, &with_control("fischer 10+2"));
    assert_eq!(count.moves[4].limit, Some(14));
    assert_eq!(
        codes(&count),
        [(Code::TimeLimitExceeded, "White's total reached 16 days at 3. 7163, 2 days over the 14 allowed on the clock (fischer 10+2)".to_string())]
    );
}

#[test]
fn triple_block_does_not_double_and_wants_a_move_within_50_days() {
    let text = game_text(
        "",
        &["[%ccsnt 2019.01.01,10:00]", "[%ccsnt 2019.02.22,10:00]"],
    );
    let count = counted(&text, &with_control("triblock bank=75 inc=5 duration=750"));
    assert_eq!(
        (count.moves[1].days, count.moves[1].charged),
        (Some(52), Some(52))
    );
    let found: Vec<Code> = count.diagnostics.iter().map(|d| d.code).collect();
    assert_eq!(found, [Code::LongSilence, Code::MoveTimeLimitExceeded]);
}

#[test]
fn per_move_controls_read_the_clock_as_the_time_left() {
    let text = "[TimeControl \"1/86400\"]\n\n1. 5254 {[%clk 23:00:00]} 5755 {[%clk 1:00:00]} 2. 7163 {[%clk 25:00:00]} *";
    let count = counted(text, &Settings::default());
    assert_eq!(count.control, Some(Control::PerMove { days: 1 }));
    let seconds: Vec<_> = count.moves.iter().map(|m| m.seconds).collect();
    assert_eq!(seconds, [Some(3600), Some(23 * 3600), None]);
    assert_eq!(
        codes(&count),
        [(
            Code::ImpossibleStamp,
            "the clock shows 1 day 1 h 0 min left, more than the 1 day a move has".to_string()
        )]
    );
    let late = game_text(
        "[TimeControl \"3 days per move\"]\n\n",
        &["[%ccsnt 2019.01.01,10:00]", "[%ccsnt 2019.01.04,10:01]"],
    );
    let count = counted(&late, &Settings::default());
    assert_eq!(
        codes(&count),
        [(
            Code::MoveTimeLimitExceeded,
            "1... 2836 took 3 days 0 h 1 min, more than the 3 days a move may take (per-move 3)"
                .to_string()
        )]
    );
}

#[test]
fn stamps_that_go_backwards_are_t005_and_not_counted() {
    let text = game_text(
        "",
        &[
            "[%ccsnt 2019.01.05,10:00]",
            "[%ccsnt 2019.01.04,10:00]",
            "[%ccsnt 2019.01.06,10:00]",
        ],
    );
    let count = counted(&text, &Settings::default());
    assert_eq!(days(&count), [None, None, Some(2)]);
    assert_eq!(
        codes(&count),
        [(Code::ImpossibleStamp, "2836 was sent at 2019.01.04 10:00, before 2019.01.05 10:00, the time its reflection time is counted from".to_string())]
    );
}

#[test]
fn a_reply_in_the_same_minute_is_t006() {
    let text = game_text(
        "",
        &["[%ccsnt 2019.01.05,10:00]", "[%ccsnt 2019.01.05,10:00]"],
    );
    assert_eq!(
        codes(&counted(&text, &Settings::default())),
        [(Code::SameMinuteReply, "1... 2836 was sent in the same minute as the move it answers: probably a conditional move (0 days)".to_string())]
    );
}

#[test]
fn forty_days_without_a_move_is_t003() {
    let text = game_text(
        "",
        &["[%ccsnt 2019.01.01,10:00]", "[%ccsnt 2019.02.10,10:00]"],
    );
    let found: Vec<Code> = counted(&text, &Settings::default())
        .diagnostics
        .iter()
        .map(|d| d.code)
        .collect();
    assert_eq!(found, [Code::DoubleTimeCharged, Code::LongSilence]);
    let text = game_text(
        "",
        &["[%ccsnt 2019.01.01,10:00]", "[%ccsnt 2019.02.10,09:59]"],
    );
    let found: Vec<Code> = counted(&text, &Settings::default())
        .diagnostics
        .iter()
        .map(|d| d.code)
        .collect();
    assert_eq!(found, [Code::DoubleTimeCharged], "39 days 23 h 59 min");
}

#[test]
fn received_dates_and_move_times_are_read() {
    // A postal record: Black received White's move on the 10th and replied on the 13th.
    let text = game_text(
        "",
        &[
            "[%ccsnt 2019.01.01]",
            "[%ccrcv 2019.01.10] [%ccsnt 2019.01.13]",
            "[%emt 50:00:00]",
        ],
    );
    assert_eq!(
        days(&counted(&text, &Settings::default())),
        [None, Some(3), Some(2)]
    );
}
